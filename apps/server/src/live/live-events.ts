// One subscriber's stream of live events, read from the process's change feed: `ready` first,
// then `changes` and `resync` as the feed announces them, until the client goes, the server
// closes, or the session stops being valid (its token expires, or its user's password changed:
// checked whenever users change, so a stolen session's stream does not outlive the reset).
//
// A slow reader never piles events up: what arrives while an event waits to be sent is merged
// into the next one (topics united; a resync swallows them).
import { sortTopics, type TLiveEvent, type TLiveTopic } from '@pawdesk/domain';
import type { ChangeFeed } from './change-feed';

export class LiveSessionEnded extends Error {
  constructor() {
    super('The session of this live stream ended');
  }
}

/** setTimeout takes at most 2^31 - 1 ms (about 24.8 days); later expiries are re-armed. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface LiveEventsOptions {
  feed: ChangeFeed;
  /** The topics to pass on; null: all of them. */
  topics: ReadonlySet<TLiveTopic> | null;
  /** Aborted when the client goes or the server closes (either ends the stream quietly). */
  signals: (AbortSignal | undefined)[];
  /** When the session's token expires (ms since the epoch); the stream then fails. */
  expiresAt?: number;
  /** Re-checks the session after users changed or after a resync; false fails the stream. */
  stillValid?: () => Promise<boolean>;
  /** Clock for the expiry (tests). */
  now?: () => number;
}

/**
 * Yields the subscriber's events. Throws LiveSessionEnded when the session ends (the router
 * turns it into UNAUTHORIZED, so the client ends its session as after any 401).
 */
export async function* liveEvents(opts: LiveEventsOptions): AsyncGenerator<TLiveEvent, void, undefined> {
  const now = opts.now ?? Date.now;
  const pending = new Set<TLiveTopic>();
  let resync = false;
  // An object, so TypeScript does not narrow it across the awaits where callbacks change it.
  const state: { ended: 'quietly' | 'session' | null } = { ended: null };
  let wake: (() => void) | null = null;
  const notify = () => {
    const resolve = wake;
    wake = null;
    resolve?.();
  };
  const end = (how: 'quietly' | 'session') => {
    state.ended ??= how;
    notify();
  };

  let checking = false;
  const check = () => {
    if (!opts.stillValid || checking || state.ended) return;
    checking = true;
    opts.stillValid().then(
      (valid) => {
        checking = false;
        if (!valid) end('session');
      },
      // The database is away: keep the stream; a reconnect authenticates afresh anyway.
      () => {
        checking = false;
      },
    );
  };

  const unsubscribe = opts.feed.subscribe((signal) => {
    if (signal.type === 'resync') {
      resync = true;
      pending.clear();
      check();
    } else {
      for (const topic of signal.topics) {
        if (!opts.topics || opts.topics.has(topic)) pending.add(topic);
      }
      if (signal.topics.includes('users')) check();
    }
    notify();
  });

  const onAbort = () => end('quietly');
  const signals = opts.signals.filter((s): s is AbortSignal => s !== undefined);
  for (const signal of signals) {
    if (signal.aborted) state.ended = 'quietly';
    else signal.addEventListener('abort', onAbort, { once: true });
  }

  let expiry: NodeJS.Timeout | undefined;
  const armExpiry = () => {
    if (opts.expiresAt === undefined) return;
    const left = opts.expiresAt - now();
    if (left <= 0) {
      end('session');
      return;
    }
    expiry = setTimeout(armExpiry, Math.min(left, MAX_TIMER_MS));
    expiry.unref();
  };
  armExpiry();

  try {
    if (state.ended === null) yield { type: 'ready' };
    while (true) {
      if (state.ended === 'session') throw new LiveSessionEnded();
      if (state.ended === 'quietly') return;
      if (resync) {
        resync = false;
        pending.clear();
        yield { type: 'resync' };
        continue;
      }
      if (pending.size > 0) {
        const topics = sortTopics(pending);
        pending.clear();
        yield { type: 'changes', topics };
        continue;
      }
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    unsubscribe();
    clearTimeout(expiry);
    for (const signal of signals) signal.removeEventListener('abort', onAbort);
  }
}
