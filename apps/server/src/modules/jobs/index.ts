// The jobs module's door: the background queue (pg-boss) the server starts and stops, and the
// managers' view of the jobs that spent their retries (both APIs). The jobs themselves belong to
// their domains (till's fiscal-send, hotel's waitlist-offer, vaccinations' reminders).
export { listFailedJobs, retryFailedJob } from './jobs.failed';
export { createJobQueue, deadLetterOf, type JobQueue, type JobQueueOptions } from './jobs.queue';
export { jobsRestRoutes } from './jobs.rest';
export { jobsRouter } from './jobs.router';
