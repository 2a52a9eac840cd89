// REST routes of rest-contract.md (Vet). Filled in by the vet work.
import type { RestRoute } from '../../rest/route';

export const vetRestRoutes: RestRoute[] = [];
