// tRPC procedures of the Today board: `dashboard.overview`, the same answer for every logged-in
// user (ZDashboardOverview). Thin: the service asks each domain for its part.
import { ZDashboardOverview } from '@pawdesk/domain';
import { protectedProcedure, router } from '../../trpc/trpc';
import { type DashboardLog, dashboardOverview } from './dashboard.service';

const SILENT: DashboardLog = { error: () => {}, warn: () => {} };

export const dashboardRouter = router({
  overview: protectedProcedure
    .output(ZDashboardOverview)
    .query(({ ctx }) => dashboardOverview({ deps: ctx.deps, svc: ctx.svc, log: ctx.log ?? SILENT })),
});
