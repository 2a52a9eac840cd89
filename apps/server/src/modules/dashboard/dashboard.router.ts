// tRPC procedures of the Today board: `dashboard.overview`, the same answer for every logged-in
// user (ZDashboardOverview). Thin: the service asks each domain for its part.
import { type TDashboardOverview, ZDashboardOverview } from '@pawdesk/domain';
import { protectedProcedure, router } from '../../trpc/trpc';
import { type DashboardLog, dashboardOverview } from './dashboard.service';

const SILENT: DashboardLog = { error: () => {}, warn: () => {} };

/**
 * ZDashboardOverview, checking each answer object once: the kept board is one object handed to
 * every reader for a moment (dashboard.cache.ts), and validating its 30 KB again on each of
 * hundreds of requests a second cost more than the rest of the answer. A new object (a new
 * computation) is validated in full, as any output is.
 */
const validated = new WeakMap<object, TDashboardOverview>();
const ZDashboardOverviewOnce: typeof ZDashboardOverview = Object.assign(Object.create(ZDashboardOverview), {
  async parseAsync(value: unknown) {
    const known = value && typeof value === 'object' ? validated.get(value) : undefined;
    if (known) return known;
    const parsed = await ZDashboardOverview.parseAsync(value);
    if (value && typeof value === 'object') validated.set(value, parsed);
    return parsed;
  },
});

export const dashboardRouter = router({
  overview: protectedProcedure
    .output(ZDashboardOverviewOnce)
    .query(({ ctx }) => dashboardOverview({ deps: ctx.deps, svc: ctx.svc, log: ctx.log ?? SILENT })),
});
