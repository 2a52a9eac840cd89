// The users kept behind tokens (session-cache.ts, a store of the app's kept values): on a
// hand-driven feed, own writes and clock, what is kept, for how long, and everything that forgets
// it; then in a real app on a real PostgreSQL, a user changed by another writer (another client on
// the database, as another server process would be) stops their token within the promised second,
// and a feed that is down makes every request read its user afresh. Two processes:
// test/session-processes.test.ts.
import { performance } from 'node:perf_hooks';
import type { TLiveTopic } from '@pawdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/app';
import { buildApp } from '../app';
import { createPrisma, onOwnWrites, type PrismaClient } from '../db/prisma';
import { createKept } from '../lib/kept';
import { type ChangeFeed, createChangeFeed, type FeedListener, type TFeedSignal } from '../live/change-feed';
import { createKeptSessions, type SessionRow, sessionKey } from './session-cache';

function handFeed() {
  const listeners = new Set<FeedListener>();
  const state = { listening: true, epoch: 1 };
  const feed: ChangeFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get listening() {
      return state.listening;
    },
    get epoch() {
      return state.epoch;
    },
    whenListening: () => Promise.resolve(),
    close: async () => undefined,
  };
  const send = (signal: TFeedSignal) => {
    for (const listener of listeners) listener(signal);
  };
  return {
    feed,
    state,
    changes: (...topics: TLiveTopic[]) => send({ type: 'changes', topics }),
    resync: () => send({ type: 'resync' }),
  };
}

const row = (over: Partial<SessionRow> = {}): SessionRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'ana',
  name: 'Ana',
  role: 'manager',
  tokenVersion: 0,
  ...over,
});

/** This process's own committed writes, as db/prisma.ts tells them. */
function handOwnWrites() {
  const listeners = new Set<(topics: TLiveTopic[]) => void>();
  return {
    subscribe: (listener: (topics: TLiveTopic[]) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit: (...topics: TLiveTopic[]) => {
      for (const listener of listeners) listener(topics);
    },
  };
}

/** The kept users on a hand feed, own writes and clock, and a database read that counts its calls. */
function setup(ttlMs = 1000) {
  const hand = handFeed();
  const own = handOwnWrites();
  const clock = { now: 1_000_000 };
  const kept = createKept({ feed: hand.feed, ownWrites: own.subscribe, now: () => clock.now });
  const cache = createKeptSessions(kept, ttlMs);
  const db = { row: row() as SessionRow | null, reads: 0 };
  const read = async () => {
    db.reads += 1;
    return db.row;
  };
  const get = (ver = 0) => cache.get(sessionKey(row().id, ver), read);
  return { hand, own, clock, kept, cache, db, get };
}

describe('the kept users (createKeptSessions)', () => {
  it('keeps a user read while the feed listens, and reads again once the kept answer is ttl old', async () => {
    const { clock, db, get } = setup(1000);
    expect(await get()).toEqual(row());
    expect(await get()).toEqual(row());
    expect(db.reads).toBe(1);
    db.row = row({ role: 'vet' });
    clock.now += 999;
    expect((await get())?.role).toBe('manager');
    clock.now += 1;
    expect((await get())?.role).toBe('vet');
    expect(db.reads).toBe(2);
  });

  it('forgets everything when the users topic is heard or on a resync, not for another topic', async () => {
    const { hand, db, get } = setup();
    await get();
    hand.changes('owners', 'dogs');
    await get();
    expect(db.reads).toBe(1);
    db.row = row({ tokenVersion: 1 });
    hand.changes('dogs', 'users');
    expect((await get())?.tokenVersion).toBe(1);
    db.row = null;
    hand.resync();
    expect(await get()).toBeNull();
    expect(db.reads).toBe(3);
  });

  it('forgets everything when this process commits a write of users, and for no other topic', async () => {
    const { own, db, get } = setup();
    await get();
    db.row = row({ role: 'employee' });
    own.commit('owners', 'dogs');
    expect((await get())?.role).toBe('manager');
    own.commit('users');
    expect((await get())?.role).toBe('employee');
    expect(db.reads).toBe(2);
  });

  it('keeps a user per token version: a token issued after a password change never meets the row kept before', async () => {
    const { db, get } = setup();
    expect((await get(0))?.tokenVersion).toBe(0);
    db.row = row({ tokenVersion: 1 });
    expect((await get(1))?.tokenVersion).toBe(1);
    expect(db.reads).toBe(2);
  });

  it('trusts nothing while the feed is down, and nothing read before the feed reconnected', async () => {
    const { hand, db, get } = setup();
    await get();
    hand.state.listening = false;
    db.row = row({ role: 'vet' });
    expect((await get())?.role).toBe('vet');
    expect((await get())?.role).toBe('vet');
    expect(db.reads).toBe(3);
    // Listening again, on a new connection: changes made meanwhile may have been missed.
    hand.state.listening = true;
    hand.state.epoch = 2;
    expect((await get())?.role).toBe('vet');
    expect(db.reads).toBe(4);
    expect((await get())?.role).toBe('vet');
    expect(db.reads).toBe(4);
  });

  it('does not trust a user kept during an earlier connection of the feed, even if no request came while it was down', async () => {
    const { hand, db, get } = setup();
    await get();
    // The feed dropped and came back between two requests; the resync has not arrived yet.
    hand.state.epoch = 2;
    db.row = null;
    expect(await get()).toBeNull();
  });

  it('never keeps a read that a change overtook', async () => {
    const { hand, cache } = setup();
    const key = sessionKey(row().id, 0);
    let release: (value: SessionRow) => void = () => undefined;
    const slow = cache.get(key, () => new Promise<SessionRow>((resolve) => (release = resolve)));
    hand.changes('users');
    release(row({ role: 'admin' }));
    expect((await slow)?.role).toBe('admin');
    let reads = 0;
    const fresh = await cache.get(key, async () => {
      reads += 1;
      return row({ role: 'employee' });
    });
    expect(fresh?.role).toBe('employee');
    expect(reads).toBe(1);
  });

  it('shares one read among concurrent requests, and keeps no user who is gone', async () => {
    const { db, get } = setup();
    const all = await Promise.all([get(), get(), get()]);
    expect(all).toEqual([row(), row(), row()]);
    expect(db.reads).toBe(1);
    const gone = setup();
    gone.db.row = null;
    await gone.get();
    await gone.get();
    expect(gone.db.reads).toBe(2);
  });

  it('keeps nothing with a ttl of 0', async () => {
    const { db, get } = setup(0);
    await get();
    await get();
    expect(db.reads).toBe(2);
  });
});

// --- In a real app, on a real database -----------------------------------------------------------

/** The promise: a change to a user counts for their token within this, on every process. */
const BOUND_MS = 1000;

describe('a kept user in a real app', () => {
  let t: TestApp;
  /** Another writer on the same database (as another server process): only the feed tells of it. */
  let other: PrismaClient;
  beforeAll(async () => {
    t = await createTestApp();
    other = createPrisma(t.db.url, { max: 1 });
    await t.deps.changes.whenListening();
  });
  afterAll(async () => {
    await other?.$disconnect();
  });

  const status = async (token: string, url = '/api/users') =>
    (await t.app.inject({ method: 'GET', url, headers: t.auth(token) })).statusCode;

  /**
   * Polls (no pause between requests) until `url` answers `expected`: how long after `since` the
   * first such request was sent, or Infinity when none sent within twice the bound did.
   */
  async function refusedAfter(token: string, expected: number, since: number, url?: string) {
    for (;;) {
      const sent = performance.now();
      if (sent - since > 2 * BOUND_MS) return Number.POSITIVE_INFINITY;
      if ((await status(token, url)) === expected) return sent - since;
    }
  }

  it('stops the token of a user deleted, demoted or given a new password by another writer within 1 s', async () => {
    const deleted = await t.userWithToken('manager');
    const demoted = await t.userWithToken('manager');
    const repassworded = await t.userWithToken('manager');
    for (const u of [deleted, demoted, repassworded]) {
      expect(await status(u.token)).toBe(200);
      expect(await status(u.token, '/trpc/users.list')).toBe(200);
    }
    // Through another client, not this app's: only the change feed can tell it.
    let since = performance.now();
    await other.$executeRaw`DELETE FROM users WHERE id = ${deleted.id}::uuid`;
    expect(await refusedAfter(deleted.token, 401, since)).toBeLessThan(BOUND_MS);
    since = performance.now();
    await other.$executeRaw`UPDATE users SET role = 'receptionist' WHERE id = ${demoted.id}::uuid`;
    expect(await refusedAfter(demoted.token, 403, since)).toBeLessThan(BOUND_MS);
    expect(await refusedAfter(demoted.token, 403, since, '/trpc/users.list')).toBeLessThan(BOUND_MS);
    since = performance.now();
    await other.$executeRaw`UPDATE users SET token_version = token_version + 1 WHERE id = ${repassworded.id}::uuid`;
    expect(await refusedAfter(repassworded.token, 401, since)).toBeLessThan(BOUND_MS);
    expect(await refusedAfter(repassworded.token, 401, since, '/trpc/auth.me')).toBeLessThan(BOUND_MS);
  });

  /**
   * An app on t's database with its own feed (a real one unless given), keeping users far longer
   * than the product does: only what forgets them can make a change count.
   */
  async function appWithFeed(given?: ChangeFeed) {
    const feed = given ?? createChangeFeed({ url: t.db.url });
    await feed.whenListening();
    // Its own kept values on that feed and the app's Prisma client (its own writes).
    const kept = createKept({ feed, ownWrites: (listener) => onOwnWrites(t.deps.prisma, listener) });
    const deps = { ...t.deps, changes: feed, kept, sessions: createKeptSessions(kept, 600_000) };
    const app = await buildApp({ deps, webDist: null, logger: false });
    await app.ready();
    const get = async (token: string) =>
      (await app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) })).statusCode;
    return { feed, app, get };
  }

  it('forgets a kept user as soon as the feed hears of the change, whatever the ttl', async () => {
    const { feed, app, get } = await appWithFeed();
    try {
      const user = await t.userWithToken('manager');
      expect(await get(user.token)).toBe(200);
      const since = performance.now();
      await other.$executeRaw`UPDATE users SET role = 'vet' WHERE id = ${user.id}::uuid`;
      let refused = Number.POSITIVE_INFINITY;
      while (performance.now() - since < 2 * BOUND_MS) {
        const sent = performance.now();
        if ((await get(user.token)) === 403) {
          refused = sent - since;
          break;
        }
      }
      expect(refused).toBeLessThan(BOUND_MS);
    } finally {
      await app.close();
      await feed.close();
    }
  });

  it('trusts nothing kept while its feed is down: a change counts for the very next request', async () => {
    const { feed, app, get } = await appWithFeed();
    try {
      const user = await t.userWithToken('manager');
      expect(await get(user.token)).toBe(200);
      expect(await get(user.token)).toBe(200);
      await feed.close();
      expect(feed.listening).toBe(false);
      await other.$executeRaw`UPDATE users SET role = 'employee' WHERE id = ${user.id}::uuid`;
      expect(await get(user.token)).toBe(403);
      await other.$executeRaw`DELETE FROM users WHERE id = ${user.id}::uuid`;
      expect(await get(user.token)).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('counts a change answered by this app for the very next request', async () => {
    // A feed that listens but never hears: only the write this app commits can forget the user.
    const { feed, app, get } = await appWithFeed(handFeed().feed);
    try {
      const admin = await t.userWithToken('admin');
      const user = await t.userWithToken('manager');
      expect(await get(user.token)).toBe(200);
      const put = await app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}`,
        headers: t.auth(admin.token),
        payload: { role: 'manager', password: 'a-brand-new-password' },
      });
      expect(put.statusCode).toBe(200);
      expect(await get(user.token)).toBe(401);
    } finally {
      await app.close();
      await feed.close();
    }
  });
});
