// The kept values' idiom on its own (no database): a registry over a feed the test drives, own
// writes the test tells, a clock the test moves, computations the test settles. Forgotten by its
// topics and by no other, by a resync, by own writes; single flight per key; time to live; at most
// `max` keys; nothing kept or served while the feed is down when a store asks for that.
import type { TLiveTopic } from '@pawdesk/domain';
import { describe, expect, it } from 'vitest';
import { createKept, createKeptStore, type KeptFeed } from './kept';

type Signal = { type: 'changes'; topics: readonly TLiveTopic[] } | { type: 'resync' };

/** A change feed the test drives: what it hears, whether it listens, and on which connection. */
function testFeed() {
  const listeners = new Set<(signal: Signal) => void>();
  const feed: KeptFeed & { listening: boolean; epoch: number } = {
    listening: true,
    epoch: 1,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    feed,
    hear: (signal: Signal) => {
      for (const listener of listeners) listener(signal);
    },
    listeners,
  };
}

/** This process's own committed writes, as db/prisma.ts tells them. */
function testOwnWrites() {
  const listeners = new Set<(topics: readonly TLiveTopic[]) => void>();
  return {
    subscribe: (listener: (topics: readonly TLiveTopic[]) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    commit: (...topics: TLiveTopic[]) => {
      for (const listener of listeners) listener(topics);
    },
    listeners,
  };
}

/** A computation the test resolves when it wants, counting how often it started. */
function computations<T>() {
  const started: { key: string; resolve: (v: T) => void }[] = [];
  const compute = (key: string) => () =>
    new Promise<T>((resolve) => {
      started.push({ key, resolve });
    });
  return { started, compute };
}

function setup(now = () => 0) {
  const f = testFeed();
  const own = testOwnWrites();
  const kept = createKept({ feed: f.feed, ownWrites: own.subscribe, now });
  return { ...f, own, kept };
}

/** Keeps `value` under `key` in `store` (a computation that resolves at once). */
const keepIn = async (
  store: { get(k: string, c: () => Promise<string>): Promise<string> },
  key: string,
  value = key,
) => store.get(key, async () => value);

describe('kept values', () => {
  it('a store is forgotten when the feed hears one of its topics, and by no other topic', async () => {
    const { kept, hear } = setup();
    const vet = kept.store<string>('vet.counts', { ttlMs: 60_000, topics: ['vet', 'dogs'] });
    const hotel = kept.store<string>('hotel.counts', { ttlMs: 60_000, topics: ['hotel'] });
    await keepIn(vet, 'a');
    await keepIn(hotel, 'a');
    hear({ type: 'changes', topics: ['owners', 'grooming'] });
    expect(vet.peek('a')).toBe('a');
    expect(hotel.peek('a')).toBe('a');
    hear({ type: 'changes', topics: ['users', 'dogs'] });
    expect(vet.peek('a')).toBeUndefined();
    expect(hotel.peek('a')).toBe('a');
  });

  it('a resync forgets every store', async () => {
    const { kept, hear } = setup();
    const stores = [
      kept.store<string>('a', { ttlMs: 60_000, topics: ['vet'] }),
      kept.store<string>('b', { ttlMs: 60_000, topics: 'all' }),
    ];
    for (const store of stores) await keepIn(store, 'k');
    hear({ type: 'resync' });
    for (const store of stores) expect(store.peek('k')).toBeUndefined();
  });

  it("this process's own commits forget the stores of their topics at once", async () => {
    const { kept, own } = setup();
    const dogs = kept.store<string>('dogs.counts', { ttlMs: 60_000, topics: ['dogs', 'owners'] });
    const grooming = kept.store<string>('grooming.counts', { ttlMs: 60_000, topics: ['grooming'] });
    await keepIn(dogs, 'k');
    await keepIn(grooming, 'k');
    own.commit('owners');
    expect(dogs.peek('k')).toBeUndefined();
    expect(grooming.peek('k')).toBe('k');
  });

  it('shares one computation per key among concurrent readers; other keys compute on their own', async () => {
    const { kept } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, topics: ['vet'] });
    const c = computations<string>();
    const readers = [
      store.get('a', c.compute('a')),
      store.get('a', c.compute('a')),
      store.get('b', c.compute('b')),
    ];
    expect(c.started.map((s) => s.key)).toEqual(['a', 'b']);
    c.started[0]?.resolve('A');
    c.started[1]?.resolve('B');
    expect(await Promise.all(readers)).toEqual(['A', 'A', 'B']);
    expect(await store.get('a', c.compute('a'))).toBe('A');
    expect(c.started).toHaveLength(2);
  });

  it('a computation started before its topic was written is neither joined nor kept', async () => {
    const { kept, hear } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, topics: ['daycare'] });
    const c = computations<string>();
    const stale = store.get('k', c.compute('k'));
    hear({ type: 'changes', topics: ['daycare'] });
    const fresh = store.get('k', c.compute('k'));
    expect(c.started).toHaveLength(2);
    c.started[1]?.resolve('fresh');
    c.started[0]?.resolve('stale');
    expect(await stale).toBe('stale');
    expect(await fresh).toBe('fresh');
    expect(store.peek('k')).toBe('fresh');
  });

  it('keeps a value its time to live from when its reading started', async () => {
    let clock = 1_000;
    const { kept } = setup(() => clock);
    const store = kept.store<string>('s', { ttlMs: 5_000, topics: ['vet'] });
    await keepIn(store, 'k', 'first');
    clock = 5_999;
    expect(store.peek('k')).toBe('first');
    clock = 6_000;
    expect(store.peek('k')).toBeUndefined();
    expect(await store.get('k', async () => 'second')).toBe('second');
  });

  it('put() keeps a value read elsewhere unless the store was forgotten since its mark', async () => {
    let clock = 0;
    const { kept, own } = setup(() => clock);
    const store = kept.store<number>('s', { ttlMs: 5_000, topics: ['hotel'] });
    const before = store.mark();
    clock = 1_000;
    store.put('k', 1, before);
    expect(store.peek('k')).toBe(1);
    clock = 4_999;
    expect(store.peek('k')).toBe(1);
    clock = 5_000; // five seconds from the mark, not from the put
    expect(store.peek('k')).toBeUndefined();

    const read = store.mark();
    own.commit('hotel'); // a write committed while the total was being counted
    store.put('k', 2, read);
    expect(store.peek('k')).toBeUndefined();
    store.put('k', 3, store.mark());
    expect(store.peek('k')).toBe(3);
  });

  it('keeps at most `max` keys: the oldest kept goes first', async () => {
    const { kept } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, max: 3, topics: ['vet'] });
    for (const key of ['a', 'b', 'c']) await keepIn(store, key);
    store.put('a', 'a again', store.mark()); // kept anew: now the newest
    await keepIn(store, 'd');
    expect(store.size).toBe(3);
    expect(['a', 'b', 'c', 'd'].map((key) => store.peek(key))).toEqual(['a again', undefined, 'c', 'd']);
  });

  it('a store that asks for the feed keeps and serves nothing while it is down, nor what it had before', async () => {
    const { kept, feed } = setup();
    const sessions = kept.store<string>('auth.sessions', {
      ttlMs: 60_000,
      topics: ['users'],
      whileListening: true,
    });
    const counts = kept.store<string>('counts', { ttlMs: 60_000, topics: ['users'] });
    await keepIn(sessions, 'u1', 'kept');
    await keepIn(counts, 'k', 'kept');
    feed.listening = false;
    expect(sessions.peek('u1')).toBeUndefined();
    let computed = 0;
    const compute = async () => `computed ${++computed}`;
    expect(await sessions.get('u1', compute)).toBe('computed 1');
    expect(await sessions.get('u1', compute)).toBe('computed 2');
    sessions.put('u1', 'put', sessions.mark());
    expect(sessions.peek('u1')).toBeUndefined();
    // A store that did not ask keeps serving within its time to live.
    expect(counts.peek('k')).toBe('kept');
    // Back (before or after its resync arrives): what was kept before the cut is gone.
    feed.listening = true;
    expect(sessions.peek('u1')).toBeUndefined();
    expect(await sessions.get('u1', compute)).toBe('computed 3');
    expect(await sessions.get('u1', compute)).toBe('computed 3');
  });

  it('a value is not kept when the feed went down while it was read', async () => {
    const { kept, feed } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, topics: ['users'], whileListening: true });
    const c = computations<string>();
    const reading = store.get('k', c.compute('k'));
    feed.listening = false;
    c.started[0]?.resolve('read while the feed went away');
    await reading;
    feed.listening = true;
    expect(store.peek('k')).toBeUndefined();
  });

  it('a store that asks for the feed trusts nothing read before the feed reconnected, even unasked meanwhile', async () => {
    const { kept, feed } = setup();
    const sessions = kept.store<string>('auth.sessions', {
      ttlMs: 60_000,
      topics: ['users'],
      whileListening: true,
    });
    const counts = kept.store<string>('counts', { ttlMs: 60_000, topics: ['users'] });
    await keepIn(sessions, 'u1', 'kept');
    await keepIn(counts, 'k', 'kept');
    // The feed dropped and listens again on a new connection; nobody asked while it was down,
    // and its resync has not arrived yet.
    feed.epoch += 1;
    expect(sessions.peek('u1')).toBeUndefined();
    expect(await sessions.get('u1', async () => 'read again')).toBe('read again');
    expect(sessions.peek('u1')).toBe('read again');
    // A store that did not ask keeps serving within its time to live (until the resync).
    expect(counts.peek('k')).toBe('kept');
  });

  it('a value read across a reconnect of the feed is not kept, nor put', async () => {
    const { kept, feed } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, topics: ['users'], whileListening: true });
    const c = computations<string>();
    const reading = store.get('k', c.compute('k'));
    const mark = store.mark();
    feed.epoch += 1;
    c.started[0]?.resolve('read on the old connection');
    expect(await reading).toBe('read on the old connection');
    expect(store.peek('k')).toBeUndefined();
    store.put('k', 'put from the old connection', mark);
    expect(store.peek('k')).toBeUndefined();
  });

  it('keeps nothing with a time to live of 0, nor a value `keep` refuses', async () => {
    const { kept } = setup();
    const off = kept.store<string>('off', { ttlMs: 0, topics: 'all' });
    let computed = 0;
    const compute = async () => `v${++computed}`;
    expect([await off.get('k', compute), await off.get('k', compute)]).toEqual(['v1', 'v2']);
    const picky = kept.store<string>('picky', { ttlMs: 60_000, topics: 'all', keep: (v) => v !== 'partial' });
    await picky.get('k', async () => 'partial');
    expect(picky.peek('k')).toBeUndefined();
    await picky.get('k', async () => 'whole');
    expect(picky.peek('k')).toBe('whole');
  });

  it('one store per name; asking again with other options is a mistake', () => {
    const { kept } = setup();
    const first = kept.store<string>('daycare.visitCounts', {
      ttlMs: 5_000,
      max: 500,
      topics: ['daycare', 'dogs'],
    });
    expect(
      kept.store<string>('daycare.visitCounts', { ttlMs: 5_000, max: 500, topics: ['dogs', 'daycare'] }),
    ).toBe(first);
    expect(() => kept.store<string>('daycare.visitCounts', { ttlMs: 5_000, topics: ['daycare'] })).toThrow(
      /other options/,
    );
  });

  it('close() stops listening: the stores keep nothing more', async () => {
    const { kept, listeners, own } = setup();
    const store = kept.store<string>('s', { ttlMs: 60_000, topics: ['vet'] });
    await keepIn(store, 'k');
    kept.close();
    expect(listeners.size).toBe(0);
    expect(own.listeners.size).toBe(0);
    expect(store.peek('k')).toBeUndefined();
    await keepIn(store, 'k');
    expect(store.peek('k')).toBeUndefined();
  });

  it('a store on its own has every topic when it asks for all', () => {
    expect(createKeptStore('board', { ttlMs: 1, topics: 'all' }).topics).toEqual([
      'users',
      'owners',
      'dogs',
      'daycare',
      'hotel',
      'vet',
      'grooming',
      'settings',
      'billing',
    ]);
  });
});
