// The users behind tokens, kept for a moment so a request does not read its user from the
// database every time (docs/decisions/0004-session-cache.md: that read was a good part of every request's cost). A store of
// the app's kept values (lib/kept.ts, docs/decisions/0003 and 0004), made once per app's deps
// (AppDeps `sessions`), never a module global. What it keeps is the row a token is checked
// against: a user's username, name, role and token version, by user id and the token's version;
// never a token.
//
// What the idiom guarantees, with the options below:
// - forgotten by every write of `users` (the live topic of the users table): before a write this
//   process commits is answered (db/own-writes.ts), and when the change feed hears one from any
//   process (the users_live_notify trigger), or a resync;
// - `whileListening`: nothing served or kept while the change feed is not listening, and nothing
//   read during an earlier LISTEN connection trusted after a reconnect (the feed's epoch): while
//   the feed is down every request reads the database;
// - a read that started before a forget is never kept (generations), concurrent misses for one
//   key share one read;
// - each answer is kept at most `ttlMs` from when its read started (SESSION_CACHE_MS, 1 s by
//   default and at most): the bound holds even were a notification lost, or the LISTEN
//   connection dead before the feed's heartbeat notices.
// The key carries the token's version, so a token issued after a password change (a higher
// `ver`) never meets a row kept before it. A user who is gone is not kept: every request with
// their token reads the database again.
import type { TRole } from '@pawdesk/domain';
import type { Kept, KeptStore } from '../lib/kept';

/** What a token is checked against: the user's row as it stands. */
export interface SessionRow {
  id: string;
  username: string;
  name: string | null;
  role: TRole;
  tokenVersion: number;
}

/** The app's kept users: `get(sessionKey(sub, ver), read)`. */
export type KeptSessions = KeptStore<SessionRow | null>;

/** At most this many users are kept (distinct signed-in users of a process; staff are a few dozen). */
export const MAX_KEPT_SESSIONS = 10_000;

/** The store's key for a token's user and the token version it carries. */
export const sessionKey = (userId: string, tokenVersion: number): string => `${userId}:${tokenVersion}`;

/** The app's kept users, a store of `kept` kept `ttlMs` (SESSION_CACHE_MS; 0: never kept). */
export function createKeptSessions(kept: Kept, ttlMs: number): KeptSessions {
  return kept.store<SessionRow | null>('auth.sessions', {
    ttlMs,
    max: MAX_KEPT_SESSIONS,
    topics: ['users'],
    whileListening: true,
    keep: (row) => row !== null,
  });
}
