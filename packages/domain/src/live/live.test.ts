import { describe, expect, it } from 'vitest';
import { createLiveBatcher, type TLiveBatch } from './live.batcher';
import {
  LIVE_TABLE_TOPICS,
  LIVE_TOPICS,
  parseLiveTopic,
  sortTopics,
  ZLiveEvent,
  ZLiveSubscribeInput,
} from './live.schema';

/** Lets every pending promise callback run (no clock involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A pause the test ends by hand, so what arrives "during the pause" is exact. */
function manualPause() {
  const waiting: (() => void)[] = [];
  return {
    pause: () => new Promise<void>((resolve) => waiting.push(resolve)),
    end: () => waiting.shift()?.(),
    get count() {
      return waiting.length;
    },
  };
}

describe('live topics', () => {
  it('every watched table announces one of the topics, and every topic has a table', () => {
    const topics = new Set(Object.values(LIVE_TABLE_TOPICS));
    expect([...topics].sort()).toEqual([...LIVE_TOPICS].sort());
    expect(LIVE_TABLE_TOPICS.dog_owners).toBe('dogs');
    expect(LIVE_TABLE_TOPICS.daycare_packages).toBe('daycare');
  });

  it('reads a NOTIFY payload as a topic, anything else as null', () => {
    expect(parseLiveTopic('hotel')).toBe('hotel');
    for (const other of ['', 'HOTEL', 'hotel ', 'toString', '__proto__', undefined, null]) {
      expect(parseLiveTopic(other)).toBeNull();
    }
  });

  it('sorts and de-duplicates topics in the canonical order', () => {
    expect(sortTopics(['vet', 'users', 'vet', 'dogs'])).toEqual(['users', 'dogs', 'vet']);
  });

  it('the subscription input takes nothing, or a non-empty list of known topics', () => {
    expect(ZLiveSubscribeInput.parse(undefined)).toBeUndefined();
    expect(ZLiveSubscribeInput.parse({})).toEqual({});
    expect(ZLiveSubscribeInput.parse({ topics: ['hotel'], lastEventId: 'x' })).toEqual({ topics: ['hotel'] });
    expect(ZLiveSubscribeInput.safeParse({ topics: [] }).success).toBe(false);
    expect(ZLiveSubscribeInput.safeParse({ topics: ['kennel'] }).success).toBe(false);
  });

  it('events are ready, changes with at least one topic, or resync', () => {
    expect(ZLiveEvent.parse({ type: 'ready' })).toEqual({ type: 'ready' });
    expect(ZLiveEvent.parse({ type: 'changes', topics: ['vet'] })).toEqual({
      type: 'changes',
      topics: ['vet'],
    });
    expect(ZLiveEvent.safeParse({ type: 'changes', topics: [] }).success).toBe(false);
    expect(ZLiveEvent.safeParse({ type: 'other' }).success).toBe(false);
  });
});

describe('live batcher', () => {
  it('flushes a lone change at once, and gathers what comes during the flush and the pause', async () => {
    const gate = manualPause();
    const batches: TLiveBatch[] = [];
    const batcher = createLiveBatcher({ flush: (b) => void batches.push(b), pause: gate.pause });
    batcher.push(['hotel']);
    batcher.push(['dogs']); // same tick: same batch
    await settle();
    expect(batches).toEqual([{ topics: ['dogs', 'hotel'], resync: false }]);
    expect(gate.count).toBe(1);
    batcher.push(['vet']);
    batcher.push(['hotel']);
    batcher.push(['vet']);
    await settle();
    expect(batches).toHaveLength(1);
    gate.end();
    await settle();
    expect(batches[1]).toEqual({ topics: ['hotel', 'vet'], resync: false });
    gate.end();
    await settle();
    // Quiet again: nothing more, and the next change goes out at once.
    expect(batches).toHaveLength(2);
    batcher.push(['grooming']);
    await settle();
    expect(batches[2]).toEqual({ topics: ['grooming'], resync: false });
  });

  it('never runs two flushes at once: a slow flush holds the next back', async () => {
    const gate = manualPause();
    let release: () => void = () => undefined;
    let active = 0;
    let maxActive = 0;
    const seen: string[][] = [];
    const batcher = createLiveBatcher({
      flush: async (b) => {
        active++;
        maxActive = Math.max(maxActive, active);
        seen.push(b.topics);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        active--;
      },
      pause: gate.pause,
    });
    batcher.push(['daycare']);
    await settle();
    batcher.push(['hotel']);
    batcher.push(['users']);
    await settle();
    expect(seen).toEqual([['daycare']]);
    release();
    await settle();
    gate.end();
    await settle();
    expect(seen).toEqual([['daycare'], ['users', 'hotel']]);
    release();
    await settle();
    expect(maxActive).toBe(1);
  });

  it('a resync outranks the topics gathered with it and is flushed once', async () => {
    const gate = manualPause();
    const batches: TLiveBatch[] = [];
    const batcher = createLiveBatcher({ flush: (b) => void batches.push(b), pause: gate.pause });
    batcher.resync();
    batcher.push(['owners']);
    batcher.resync();
    await settle();
    expect(batches).toEqual([{ topics: ['owners'], resync: true }]);
    gate.end();
    await settle();
    expect(batches).toHaveLength(1);
  });

  it('goes on after a flush that throws, and stops for good when closed', async () => {
    const gate = manualPause();
    const errors: unknown[] = [];
    const batches: TLiveBatch[] = [];
    const batcher = createLiveBatcher({
      flush: (b) => {
        batches.push(b);
        if (b.topics.includes('vet')) throw new Error('refetch failed');
      },
      pause: gate.pause,
      onError: (e) => errors.push(e),
    });
    batcher.push(['vet']);
    await settle();
    expect(errors).toHaveLength(1);
    batcher.push(['dogs']);
    gate.end();
    await settle();
    expect(batches.map((b) => b.topics)).toEqual([['vet'], ['dogs']]);
    batcher.push(['users']);
    batcher.close();
    gate.end();
    await settle();
    batcher.push(['hotel']);
    batcher.resync();
    await settle();
    expect(batches).toHaveLength(2);
  });
});
