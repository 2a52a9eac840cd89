// REST routes of rest-contract.md (Hotel). Filled in by the hotel work.
import type { RestRoute } from '../../rest/route';

export const hotelRestRoutes: RestRoute[] = [];
