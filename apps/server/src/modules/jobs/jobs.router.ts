// tRPC jobs.*: the dead letters (managers): list them, send one back to its queue.
import { JOBS_MANAGER_ROLES, ZFailedJob, ZJobRetried, ZJobRetryInput } from '@pawdesk/domain';
import { z } from 'zod';
import { roleProcedure, router } from '../../trpc/trpc';
import { listFailedJobs, retryFailedJob } from './jobs.failed';

const managers = () => roleProcedure(...JOBS_MANAGER_ROLES);

export const jobsRouter = router({
  failed: managers()
    .output(z.array(ZFailedJob))
    .query(({ ctx }) => listFailedJobs(ctx.svc.prisma, ctx.deps.jobs)),
  retry: managers()
    .input(ZJobRetryInput)
    .output(ZJobRetried)
    .mutation(({ ctx, input }) => retryFailedJob(ctx.svc.prisma, ctx.deps.jobs, input.id)),
});
