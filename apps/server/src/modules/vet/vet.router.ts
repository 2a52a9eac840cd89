// tRPC procedures of the vet module (issue: Vet). Filled in by the vet work.
import { router } from '../../trpc/trpc';

export const vetRouter = router({});
