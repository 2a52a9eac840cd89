// The overviews' cache on its own (no database): kept answers, single flight, forgetting, the
// key. An overview is a store of the app's kept values (lib/kept.ts), as the app makes it: the
// options of createKeptOverviews. The clock is a number the test moves; computations are
// promises the test settles.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createIdleChangeFeed } from '../live/change-feed';
import { createKept, createKeptStore, type KeptStoreOptions } from './kept';
import { createKeptOverviews } from './overview-cache';
import { validatedOnce } from './validate-once';

/** A store with an overview's options (one business day, every topic). */
const createOverviewCache = <T>(opts: { ttlMs: number; now: () => number; keep?: (value: T) => boolean }) => {
  const options: KeptStoreOptions<T> = { ttlMs: opts.ttlMs, max: 1, topics: 'all' };
  if (opts.keep) options.keep = opts.keep;
  return createKeptStore<T>('overview', options, { now: opts.now });
};

/** A computation the test resolves or rejects when it wants, counting how often it started. */
function computations() {
  const started: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const compute = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, compute };
}

describe('the overviews cache', () => {
  it('keeps an answer for its time to live, from when its computation started', async () => {
    let clock = 1000;
    const cache = createOverviewCache<string>({ ttlMs: 2000, now: () => clock });
    const c = computations();
    const first = cache.get('2026-11-25', c.compute);
    c.started[0]?.resolve('a');
    expect(await first).toBe('a');
    clock = 2999;
    expect(await cache.get('2026-11-25', c.compute)).toBe('a');
    expect(c.started).toHaveLength(1);
    clock = 3000;
    const again = cache.get('2026-11-25', c.compute);
    expect(c.started).toHaveLength(2);
    c.started[1]?.resolve('b');
    expect(await again).toBe('b');
  });

  it('lets concurrent readers share one computation', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 2000, now: () => 0 });
    const c = computations();
    const readers = Array.from({ length: 10 }, () => cache.get('d', c.compute));
    expect(c.started).toHaveLength(1);
    c.started[0]?.resolve('shared');
    expect(await Promise.all(readers)).toEqual(Array(10).fill('shared'));
  });

  it('a new business day is a new key: yesterday’s answer is not today’s', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 60_000, now: () => 0 });
    const c = computations();
    const before = cache.get('2026-11-24', c.compute);
    c.started[0]?.resolve('yesterday');
    await before;
    const after = cache.get('2026-11-25', c.compute);
    expect(c.started).toHaveLength(2);
    c.started[1]?.resolve('today');
    expect(await after).toBe('today');
  });

  it('forget() forgets the answer: the next read computes afresh', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 60_000, now: () => 0 });
    const c = computations();
    const first = cache.get('d', c.compute);
    c.started[0]?.resolve('old');
    await first;
    cache.forget();
    const next = cache.get('d', c.compute);
    expect(c.started).toHaveLength(2);
    c.started[1]?.resolve('new');
    expect(await next).toBe('new');
  });

  it('a computation started before forget() is neither joined nor kept', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 60_000, now: () => 0 });
    const c = computations();
    const stale = cache.get('d', c.compute);
    cache.forget(); // a write was committed while the old computation ran
    const fresh = cache.get('d', c.compute);
    expect(c.started).toHaveLength(2);
    c.started[1]?.resolve('fresh');
    c.started[0]?.resolve('stale'); // the old one lands last
    expect(await stale).toBe('stale');
    expect(await fresh).toBe('fresh');
    expect(await cache.get('d', c.compute)).toBe('fresh');
    expect(c.started).toHaveLength(2);
  });

  it('keeps neither a failure nor an answer `keep` refuses, but shares them while computing', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 60_000, now: () => 0, keep: (v) => v !== 'partial' });
    const c = computations();
    const failing = [cache.get('d', c.compute), cache.get('d', c.compute)];
    c.started[0]?.reject(new Error('database away'));
    for (const reader of failing) await expect(reader).rejects.toThrow('database away');
    const partial = cache.get('d', c.compute);
    c.started[1]?.resolve('partial');
    expect(await partial).toBe('partial');
    const whole = cache.get('d', c.compute);
    expect(c.started).toHaveLength(3);
    c.started[2]?.resolve('whole');
    expect(await whole).toBe('whole');
    expect(await cache.get('d', c.compute)).toBe('whole');
  });

  it('a time to live of 0 turns it off: every read computes', async () => {
    const cache = createOverviewCache<string>({ ttlMs: 0, now: () => 0 });
    const c = computations();
    const readers = [cache.get('d', c.compute), cache.get('d', c.compute)];
    expect(c.started).toHaveLength(2);
    c.started[0]?.resolve('1');
    c.started[1]?.resolve('2');
    expect(await Promise.all(readers)).toEqual(['1', '2']);
  });
});

describe('validatedOnce (the board procedure’s output check)', () => {
  const ZThing = z.object({ n: z.number() });

  it('checks a new object in full and refuses a wrong one', async () => {
    const once = validatedOnce(ZThing);
    await expect(once.parseAsync({ n: 'one' })).rejects.toThrow();
    expect(await once.parseAsync({ n: 1, extra: true })).toEqual({ n: 1 });
  });

  it('answers the same object again from its first check', async () => {
    const once = validatedOnce(ZThing);
    const kept = { n: 2 };
    const first = await once.parseAsync(kept);
    expect(await once.parseAsync(kept)).toBe(first);
    // Another object with the same content is checked again (a different answer).
    expect(await once.parseAsync({ n: 2 })).not.toBe(first);
  });

  it('forgets every overview at once', async () => {
    const kept = createKeptOverviews(createKept({ feed: createIdleChangeFeed() }), 60_000);
    let computed = 0;
    const compute = async () => {
      computed += 1;
      return { n: computed } as never;
    };
    await kept.hotel.get('d', compute);
    await kept.grooming.get('d', compute);
    await kept.hotel.get('d', compute);
    expect(computed).toBe(2);
    kept.forget();
    await kept.hotel.get('d', compute);
    await kept.grooming.get('d', compute);
    expect(computed).toBe(4);
  });
});
