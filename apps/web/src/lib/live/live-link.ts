// The link that carries subscriptions (live.changes) over server-sent events. Loaded on the first
// subscription only (lib/api-client.ts), so the login screen never downloads it.
//
// The browser's EventSource cannot send an Authorization header, and a token in the URL ends up
// in access logs (ours, a proxy's, a load balancer's). So the stream is opened by `eventsource`, a
// spec-compliant EventSource on fetch, which sends the session's bearer token as every other call
// does, and reads it afresh on each reconnection.
import type { AppRouter } from '@pawdesk/server/router';
import { httpSubscriptionLink, type TRPCLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import { getSession } from '../session';

export function createLiveLink(): TRPCLink<AppRouter> {
  return httpSubscriptionLink<AppRouter, typeof EventSource>({
    url: '/trpc',
    EventSource,
    eventSourceOptions: {
      fetch: (input, init) => {
        const session = getSession();
        return fetch(input, {
          ...init,
          headers: { ...init.headers, ...(session ? { Authorization: `Bearer ${session.token}` } : {}) },
        });
      },
    },
  });
}
