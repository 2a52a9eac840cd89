// REST routes of rest-contract.md (Grooming). Filled in by the grooming work.
import type { RestRoute } from '../../rest/route';

export const groomingRestRoutes: RestRoute[] = [];
