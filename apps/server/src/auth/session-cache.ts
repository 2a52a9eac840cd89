// The users behind tokens, kept for a moment so a request does not read its user from the
// database every time (issue 19: that read was a good part of every request's cost). One cache
// per app's deps (AppDeps `sessions`), never a module global. What it keeps is the row a token
// is checked against: a user's username, name, role and token version, by user id; never a token.
//
// Kept only while it cannot be wrong for more than a moment:
// - trusted only while this process's change feed is listening, and only what was read during
//   the feed's current connection (its `epoch`): while the feed is down every request reads the
//   database, and nothing read before a reconnect is trusted after it;
// - forgotten whenever the feed hears the `users` topic (any insert, update, delete or truncate
//   of `users`, committed by any process: the users_live_notify trigger) or a resync, and when
//   this process answers a write (app.ts), so a change made here counts for the next request;
// - a read that started before a change is forgotten is never kept (a generation count);
// - each answer is kept at most `ttlMs` from when its read started (SESSION_CACHE_MS, 1 s by
//   default), whatever the feed says: the bound holds even were a notification lost.
// A user who is gone is not kept: every request with their token reads the database again.
import type { TRole } from '@pawdesk/domain';
import type { ChangeFeed } from '../live/change-feed';

/** What a token is checked against: the user's row as it stands. */
export interface SessionRow {
  id: string;
  username: string;
  name: string | null;
  role: TRole;
  tokenVersion: number;
}

export interface KeptSessions {
  /**
   * The user `id`: kept, or read with `read` (and kept when the rules above allow). Concurrent
   * misses for one user share one read.
   */
  get(id: string, read: () => Promise<SessionRow | null>): Promise<SessionRow | null>;
  /** Forget everything. Synchronous and cheap. */
  invalidate(): void;
  /** How long an answer may be kept (0: never kept). */
  readonly ttlMs: number;
}

/** At most this many users are kept; past it the cache starts afresh (staff are a few dozen). */
const MAX_KEPT = 10_000;

export function createSessionCache(opts: {
  feed: ChangeFeed;
  ttlMs: number;
  /** The clock (tests). */
  now?: () => number;
}): KeptSessions {
  const { feed, ttlMs } = opts;
  const now = opts.now ?? Date.now;
  let kept = new Map<string, { row: SessionRow; until: number; epoch: number }>();
  let flights = new Map<string, Promise<SessionRow | null>>();
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    if (kept.size > 0) kept = new Map();
    if (flights.size > 0) flights = new Map();
  };

  if (ttlMs > 0) {
    // Never removed: the feed drops its listeners when it closes, and the cache lives as long as
    // the deps that own it.
    feed.subscribe((signal) => {
      if (signal.type === 'resync' || signal.topics.includes('users')) invalidate();
    });
  }

  return {
    ttlMs,
    invalidate,
    get(id, read) {
      if (ttlMs <= 0) return read();
      if (!feed.listening) {
        // Nobody would tell us about a change: read every time, keep nothing.
        invalidate();
        return read();
      }
      const epoch = feed.epoch;
      const started = now();
      const entry = kept.get(id);
      if (entry && entry.epoch === epoch && entry.until > started) return Promise.resolve(entry.row);
      const flying = flights.get(id);
      if (flying) return flying;
      const mine = generation;
      const promise = read().then((row) => {
        if (
          row &&
          mine === generation &&
          feed.listening &&
          feed.epoch === epoch &&
          flights.get(id) === promise
        ) {
          if (kept.size >= MAX_KEPT) kept = new Map();
          kept.set(id, { row, until: started + ttlMs, epoch });
        }
        return row;
      });
      flights.set(id, promise);
      const land = () => {
        if (flights.get(id) === promise) flights.delete(id);
      };
      promise.then(land, land);
      return promise;
    },
  };
}
