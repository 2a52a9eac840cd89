// The one tRPC client: a batched HTTP link to /trpc carrying the session's bearer token. Any
// 401 (other than a failed login, which the login screen handles) ends the session and goes
// to /. Plain @trpc/client, so the login screen can call it without React Query; logged-in
// screens reach the same instance through lib/trpc.ts. Subscriptions (live.changes) go over
// server-sent events through a link loaded on first use (live/live-link.ts).
import type { AppRouter } from '@pawdesk/server/router';
import {
  createTRPCClient,
  httpBatchLink,
  type OperationLink,
  splitLink,
  TRPCClientError,
  type TRPCLink,
} from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
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

/**
 * A terminating link whose code is fetched when its first operation starts: the subscription
 * link and its EventSource stay out of the login screen's download.
 */
function lazyLink(load: () => Promise<TRPCLink<AppRouter>>): TRPCLink<AppRouter> {
  return (runtime) => {
    let link: Promise<OperationLink<AppRouter>> | null = null;
    return (call) =>
      observable((observer) => {
        let inner: Unsubscribable | null = null;
        let cancelled = false;
        link ??= load().then((create) => create(runtime));
        link.then(
          (operationLink) => {
            if (!cancelled) inner = operationLink(call).subscribe(observer);
          },
          (error: unknown) => {
            // The chunk could not be fetched (offline, a new deployment): the caller retries.
            link = null;
            if (!cancelled)
              observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error))));
          },
        );
        return () => {
          cancelled = true;
          inner?.unsubscribe();
        };
      });
  };
}

const liveLink = lazyLink(() => import('./live/live-link').then((module) => module.createLiveLink()));

export const apiClient = createTRPCClient<AppRouter>({
  links: [
    unauthorizedLink,
    splitLink({
      condition: (op) => op.type === 'subscription',
      true: liveLink,
      false: httpBatchLink({
        url: '/trpc',
        // The server refuses batches of more than 20 calls (TRPC_MAX_BATCH_SIZE); split before that.
        maxItems: 20,
        headers({ opList }) {
          // Login goes without a token (docs/spec/product-spec.md §6: every call except login carries one).
          if (opList.every((op) => PUBLIC_PATHS.has(op.path))) return {};
          const session = getSession();
          return session ? { Authorization: `Bearer ${session.token}` } : {};
        },
      }),
    }),
  ],
});
