// Background jobs (docs/domains/jobs.md): what managers see of the jobs that exhausted their
// retries (the dead letters) and how they send one back to its queue. Both APIs, one shape.
import { z } from 'zod';
import { BILLING_MANAGER_ROLES } from '../billing/billing.rules';
import { registerMessages } from '../common/messages';

export const JOBS_MESSAGES_EN = {
  'jobs.notFound': 'Failed job not found (it may have been retried already)',
} as const;
registerMessages(JOBS_MESSAGES_EN);
export type TJobsMessageKey = keyof typeof JOBS_MESSAGES_EN;

/** Who sees and retries failed jobs: the managers (the same roles as the fiscal outbox). */
export const JOBS_MANAGER_ROLES = BILLING_MANAGER_ROLES;

/** GET /api/jobs/failed, jobs.failed: one job that exhausted its retries. */
export const ZFailedJob = z.object({
  id: z.string(),
  /** The queue it ran on (fiscal-send, waitlist-offer, ...). */
  name: z.string(),
  /** Its data, shortened to a line (ids and days, never secrets). */
  summary: z.string(),
  /** How many times it ran (the first run and every retry). */
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  failedAt: z.string(),
});
export type TFailedJob = z.infer<typeof ZFailedJob>;

/** POST /api/jobs/{id}/retry, jobs.retry. */
export const ZJobRetryInput = z.object({ id: z.string().trim().min(1) });
export type TJobRetryInput = z.infer<typeof ZJobRetryInput>;
export const ZJobRetried = z.object({ id: z.string(), name: z.string() });
export type TJobRetried = z.infer<typeof ZJobRetried>;
