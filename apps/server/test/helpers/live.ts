// A live subscriber as the web app is one: the typed tRPC client with httpSubscriptionLink over a
// fetch-based EventSource that sends the bearer token in the Authorization header, against a
// real listening server. It records every event and error, and waits for conditions (polling the
// record as it grows, with a deadline that only fails the test, never measures it).
import type { TLiveEvent, TLiveSubscribeInput, TLiveTopic } from '@pawdesk/domain';
import {
  createTRPCClient,
  httpBatchLink,
  httpSubscriptionLink,
  splitLink,
  TRPCClientError,
} from '@trpc/client';
import { EventSource } from 'eventsource';
import type { AppRouter } from '../../src/app-router';

export type LiveClient = ReturnType<typeof createLiveClient>;

/** The typed client of one user (no token: nobody), subscriptions over SSE. */
export function createLiveClient(baseUrl: string, token: string | null) {
  const authorization: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${baseUrl}/trpc`,
          EventSource,
          eventSourceOptions: {
            fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...authorization } }),
          },
        }),
        false: httpBatchLink({ url: `${baseUrl}/trpc`, headers: () => authorization }),
      }),
    ],
  });
}

export interface LiveSubscriber {
  events: TLiveEvent[];
  errors: TRPCClientError<AppRouter>[];
  /** How many times the stream (re)started: one `ready` each. */
  readonly starts: number;
  readonly completed: boolean;
  /** Resolves when `predicate` holds for what was received; fails after `deadlineMs`. */
  until(what: string, predicate: (s: LiveSubscriber) => boolean, deadlineMs?: number): Promise<void>;
  /** Resolves once an event names `topic` (at or after the event with index `from`). */
  untilTopic(topic: TLiveTopic, from?: number, deadlineMs?: number): Promise<void>;
  /** The error code of the first error, e.g. 'UNAUTHORIZED'. */
  readonly errorCode: string | undefined;
  stop(): void;
}

export function subscribeLive(client: LiveClient, input?: TLiveSubscribeInput): LiveSubscriber {
  const checks = new Set<() => void>();
  const changed = () => {
    for (const check of [...checks]) check();
  };
  let completed = false;
  const subscriber: LiveSubscriber = {
    events: [],
    errors: [],
    get starts() {
      return subscriber.events.filter((e) => e.type === 'ready').length;
    },
    get completed() {
      return completed;
    },
    get errorCode() {
      const error = subscriber.errors[0];
      return error?.data?.code;
    },
    until(what, predicate, deadlineMs = 15_000) {
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => {
          checks.delete(check);
          reject(
            new Error(
              `live subscriber: not ${what} within ${deadlineMs} ms; events ${JSON.stringify(subscriber.events)}, errors ${subscriber.errors.map((e) => e.message).join('; ')}`,
            ),
          );
        }, deadlineMs);
        const check = () => {
          if (!predicate(subscriber)) return;
          clearTimeout(timer);
          checks.delete(check);
          resolve();
        };
        checks.add(check);
        check();
      });
    },
    untilTopic(topic, from = 0, deadlineMs) {
      return subscriber.until(
        `hearing '${topic}'`,
        (s) => s.events.slice(from).some((e) => e.type === 'changes' && e.topics.includes(topic)),
        deadlineMs,
      );
    },
    stop: () => subscription.unsubscribe(),
  };
  const subscription = client.live.changes.subscribe(input, {
    onData(event) {
      subscriber.events.push(event);
      changed();
    },
    onError(error) {
      subscriber.errors.push(error instanceof TRPCClientError ? error : TRPCClientError.from(error));
      changed();
    },
    onComplete() {
      completed = true;
      changed();
    },
  });
  return subscriber;
}
