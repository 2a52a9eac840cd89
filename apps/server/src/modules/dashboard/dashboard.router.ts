// tRPC procedures of the Today board: `dashboard.overview`, the same answer for every logged-in
// user (ZDashboardOverview), plus the failed-logins to-dos for admins and managers. Thin: the
// service asks each domain for its part.
import { ZDashboardOverview } from '@pawdesk/domain';
import { validatedOnce } from '../../lib/validate-once';
import { protectedProcedure, router } from '../../trpc/trpc';
import { type DashboardLog, dashboardOverview } from './dashboard.service';

const SILENT: DashboardLog = { error: () => {}, warn: () => {} };

export const dashboardRouter = router({
  overview: protectedProcedure
    // The kept board is one object handed to every reader for a moment (dashboard.cache.ts):
    // checking its 30 KB again on each of hundreds of requests a second cost more than the rest
    // of the answer. Each new board is checked in full.
    .output(validatedOnce(ZDashboardOverview))
    .query(({ ctx }) => dashboardOverview({ deps: ctx.deps, svc: ctx.svc, log: ctx.log ?? SILENT })),
});
