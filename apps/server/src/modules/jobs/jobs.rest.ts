// REST of the background jobs (managers; docs/domains/jobs.md): the dead letters and their retry.
import { JOBS_MANAGER_ROLES, ZFailedJob, ZJobRetried } from '@pawdesk/domain';
import { z } from 'zod';
import { ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { listFailedJobs, retryFailedJob } from './jobs.failed';

const tags = ['Jobs'];

export const jobsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/jobs/failed',
    summary: 'Background jobs that spent their retries (the dead letters), the latest first (managers)',
    tags,
    auth: JOBS_MANAGER_ROLES,
    response: { status: 200, description: 'Failed jobs', schema: z.array(ZFailedJob) },
    handler: ({ svc, deps }) => listFailedJobs(svc.prisma, deps.jobs),
  }),
  defineRoute({
    method: 'POST',
    url: '/jobs/:id/retry',
    summary: 'Send a failed job back to its queue with its data, for a new round of attempts (managers)',
    tags,
    auth: JOBS_MANAGER_ROLES,
    params: ZIdParams,
    response: { status: 200, description: 'The job sent again', schema: ZJobRetried },
    errors: [{ status: 404, description: 'Failed job not found (it may have been retried already)' }],
    handler: ({ svc, deps, params }) => retryFailedJob(svc.prisma, deps.jobs, params.id),
  }),
];
