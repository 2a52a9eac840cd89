// tRPC through TanStack Query for logged-in screens: useTRPC().x.queryOptions() and friends.
import type { AppRouter } from '@pawdesk/server/router';
import { createTRPCContext } from '@trpc/tanstack-react-query';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();
