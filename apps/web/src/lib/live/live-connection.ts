// The browser's side of live updates, without React: one subscription to live.changes, kept
// alive, turned into query invalidations.
//
// - Every `ready` (each (re)connection) and every `resync` invalidates everything live: what
//   changed while the tab was not listening is refetched. `changes` invalidate their topics'
//   queries (live-queries.ts).
// - Invalidations go through createLiveBatcher: the first at once, then at most one wave per
//   pause, each after the previous wave's refetches are done, so a storm of changes is a calm
//   series of refetches.
// - The stream's EventSource reconnects by itself after a network cut (about 3 s later, then
//   again until it gets through; a stream silent for 40 s, pings included, counts as cut too:
//   LIVE_CLIENT_SILENCE_MS on the server). When the subscription
//   ends anyway (the server closed it on shutdown, or refused a reconnection with an error: a
//   server draining, a database away), it is opened again after a growing, jittered delay. A
//   refusal for the session (UNAUTHORIZED) stops it: the api-client has already ended the session.
import { createLiveBatcher } from '@pawdesk/domain/live/live.batcher';
import type { TLiveEvent } from '@pawdesk/domain/live/live.schema';
import { liveQueryPaths, type TQueryPath } from './live-queries';
import type { TLiveStatus } from './live-status';

export interface LiveHandlers {
  onData: (event: TLiveEvent) => void;
  onError: (error: unknown) => void;
  onComplete: () => void;
  /** The stream's own state: 'connecting' while its EventSource reconnects after a cut. */
  onConnectionStateChange: (state: { state: 'idle' | 'connecting' | 'pending' }) => void;
}

export type LiveSubscribe = (handlers: LiveHandlers) => { unsubscribe: () => void };

/** Reopening after the subscription ended: 1 s doubling up to 30 s, ±20 %. */
export function liveRetryDelay(attempt: number, random = Math.random): number {
  return Math.round(Math.min(30_000, 1_000 * 2 ** Math.min(attempt, 10)) * (0.8 + 0.4 * random()));
}

/** The pause between two waves of refetches. */
export const LIVE_REFETCH_PAUSE_MS = 250;

export interface LiveConnection {
  /** A reconnection is waiting (the browser came back online): try now. */
  retryNow: () => void;
  stop: () => void;
}

export function startLiveConnection(opts: {
  subscribe: LiveSubscribe;
  /** Invalidates (and so refetches the active) queries under these paths; resolves when done. */
  invalidate: (paths: TQueryPath[]) => Promise<unknown>;
  isUnauthorized: (error: unknown) => boolean;
  onStatus?: (status: TLiveStatus) => void;
  pause?: () => Promise<void>;
  retryDelay?: (attempt: number) => number;
  schedule?: (run: () => void, ms: number) => () => void;
}): LiveConnection {
  const pause =
    opts.pause ?? (() => new Promise<void>((resolve) => setTimeout(resolve, LIVE_REFETCH_PAUSE_MS)));
  const retryDelay = opts.retryDelay ?? liveRetryDelay;
  const schedule =
    opts.schedule ??
    ((run: () => void, ms: number) => {
      const timer = setTimeout(run, ms);
      return () => clearTimeout(timer);
    });
  const batcher = createLiveBatcher({
    flush: async (batch) => {
      await opts.invalidate(liveQueryPaths(batch));
    },
    pause,
  });

  let stopped = false;
  let attempt = 0;
  let everLive = false;
  let subscription: { unsubscribe: () => void } | null = null;
  let cancelRetry: (() => void) | null = null;
  const status = (next: TLiveStatus) => opts.onStatus?.(next);

  const retry = () => {
    subscription = null;
    if (stopped || cancelRetry) return;
    status('reconnecting');
    cancelRetry = schedule(() => {
      cancelRetry = null;
      connect();
    }, retryDelay(attempt++));
  };

  function connect() {
    if (stopped) return;
    status(everLive ? 'reconnecting' : 'connecting');
    let current: { unsubscribe: () => void } | null = null;
    let ended = false;
    const mine = () => !ended && !stopped;
    current = opts.subscribe({
      onData(event) {
        if (!mine()) return;
        if (event.type === 'changes') {
          batcher.push(event.topics);
          return;
        }
        if (event.type === 'ready') {
          attempt = 0;
          everLive = true;
          status('live');
        }
        batcher.resync();
      },
      onError(error) {
        if (!mine()) return;
        ended = true;
        if (opts.isUnauthorized(error)) {
          stop();
          return;
        }
        retry();
      },
      onComplete() {
        if (!mine()) return;
        ended = true;
        retry();
      },
      onConnectionStateChange({ state }) {
        // The EventSource lost its connection and is reconnecting by itself; its next `ready`
        // says live again (and refetches).
        if (mine() && state === 'connecting' && everLive) status('reconnecting');
      },
    });
    if (!ended) subscription = current;
  }

  function stop() {
    if (stopped) return;
    stopped = true;
    cancelRetry?.();
    cancelRetry = null;
    subscription?.unsubscribe();
    subscription = null;
    batcher.close();
    status('off');
  }

  connect();
  return {
    retryNow() {
      if (stopped || !cancelRetry) return;
      cancelRetry();
      cancelRetry = null;
      connect();
    },
    stop,
  };
}
