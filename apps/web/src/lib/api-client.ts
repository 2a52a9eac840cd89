// The one tRPC client: a batched HTTP link to /trpc carrying the session's bearer token. Any
// 401 (other than a failed login, which the login screen handles) ends the session and goes
// to /. Plain @trpc/client, so the login screen can call it without React Query; logged-in
// screens reach the same instance through lib/trpc.ts.
import type { AppRouter } from '@pawdesk/server/router';
import { createTRPCClient, httpBatchLink, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { isUnauthorized } from './errors';
import { clearSession, getSession } from './session';

const PUBLIC_PATHS = new Set(['auth.login']);

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  clearSession();
  window.location.assign('/');
};

/** The router replaces the default full reload with a client-side navigation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

const unauthorizedLink: TRPCLink<AppRouter> = () => {
  return ({ next, op }) =>
    observable((observer) =>
      next(op).subscribe({
        next: (value) => observer.next(value),
        error: (error) => {
          if (!PUBLIC_PATHS.has(op.path) && isUnauthorized(error)) onUnauthorized();
          observer.error(error);
        },
        complete: () => observer.complete(),
      }),
    );
};

export const apiClient = createTRPCClient<AppRouter>({
  links: [
    unauthorizedLink,
    httpBatchLink({
      url: '/trpc',
      // The server refuses batches of more than 20 calls (TRPC_MAX_BATCH_SIZE); split before that.
      maxItems: 20,
      headers({ opList }) {
        // Login goes without a token (spec section 6: every call except login carries one).
        if (opList.every((op) => PUBLIC_PATHS.has(op.path))) return {};
        const session = getSession();
        return session ? { Authorization: `Bearer ${session.token}` } : {};
      },
    }),
  ],
});
