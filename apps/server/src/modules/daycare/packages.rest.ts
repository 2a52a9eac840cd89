// REST routes of rest-contract.md (Daycare packages). Filled in by the daycare work.
import type { RestRoute } from '../../rest/route';

export const daycarePackagesRestRoutes: RestRoute[] = [];
