// Typed tRPC client for integrators: the same procedures the web app calls, with inferred types.

import type { AppRouter } from '@pawdesk/server/router';
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { EventSource } from 'eventsource';

export type { AppRouter };
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export interface PawDeskClientOptions {
  /** Where PawDesk runs, e.g. http://localhost:3000 */
  url: string;
  /** A token from auth.login, or a function giving the current one. */
  token?: string | (() => string | null | undefined);
  /** Extra fetch options or a custom fetch (tests, proxies). */
  fetch?: typeof fetch;
}

export function createPawDeskClient(opts: PawDeskClientOptions) {
  const base = opts.url.replace(/\/+$/, '');
  const authorization = (): Record<string, string> => {
    const token = typeof opts.token === 'function' ? opts.token() : opts.token;
    return token ? { authorization: `Bearer ${token}` } : {};
  };
  const doFetch = opts.fetch ?? fetch;
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        // Subscriptions (live.changes) are server-sent events, opened by an EventSource on fetch
        // so the token goes in the Authorization header as on every call (never in the URL).
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${base}/trpc`,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) =>
              doFetch(input, { ...init, headers: { ...init.headers, ...authorization() } }),
          },
        }),
        false: httpBatchLink({
          url: `${base}/trpc`,
          // The server refuses batches of more than 20 calls; larger ones are split.
          maxItems: 20,
          ...(opts.fetch ? { fetch: opts.fetch } : {}),
          headers: authorization,
        }),
      }),
    ],
  });
}

export type PawDeskClient = ReturnType<typeof createPawDeskClient>;

/** Logs in and returns a client that sends the token, plus the logged-in user. */
export async function loginPawDesk(url: string, username: string, password: string) {
  const { token, user } = await createPawDeskClient({ url }).auth.login.mutate({ username, password });
  return { client: createPawDeskClient({ url, token }), token, user };
}

export function isPawDeskError(error: unknown): error is TRPCClientError<AppRouter> {
  return error instanceof TRPCClientError;
}
