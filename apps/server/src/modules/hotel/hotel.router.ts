// tRPC procedures of the hotel module (issue: Hotel). Filled in by the hotel work.
import { router } from '../../trpc/trpc';

export const hotelRouter = router({});
