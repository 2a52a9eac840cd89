// tRPC procedures of the grooming module (issue: Grooming). Filled in by the grooming work.
import { router } from '../../trpc/trpc';

export const groomingRouter = router({});
