// REST route of the Today board (docs/contract/rest-contract.md, "Dashboard (an addition)"): GET /api/dashboard,
// the same overview as `dashboard.overview`, each item in its own service's REST shape and the
// to-dos in English. Same service as tRPC.
import { ZDashboardOverviewRest } from '@pawdesk/domain';
import { defineRoute, type RestRoute } from '../../rest/route';
import { dashboardOverview, restOverview } from './dashboard.service';

export const dashboardRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/dashboard',
    summary:
      "The Today board: to-dos (most urgent first, English titles pluralised by count; an admin or manager also gets one per staff account with many failed logins in the last hour, kind `failedLogins` with the username in `subject`), today's and the next 7 days' vet appointments, the dogs checked in at daycare, the hotel's current and upcoming stays, today's grooming, each list capped (5, 5, 8, 8, 5, 8) with its full count (`todayCount`, ...). A section whose data could not be read is empty and named in `failed`; when all fail, 503 'Failed to load dashboard overview'. Items have the shapes of GET /api/vet/appointments, /api/daycare/visits, /api/hotel and /api/grooming.",
    tags: ['Dashboard'],
    auth: true,
    response: { status: 200, description: 'The overview', schema: ZDashboardOverviewRest },
    handler: async ({ req, svc, deps }) => restOverview(await dashboardOverview({ deps, svc, log: req.log })),
  }),
];
