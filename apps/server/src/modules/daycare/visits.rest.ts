// REST routes of rest-contract.md (Daycare visits). Filled in by the daycare work.
import type { RestRoute } from '../../rest/route';

export const daycareVisitsRestRoutes: RestRoute[] = [];
