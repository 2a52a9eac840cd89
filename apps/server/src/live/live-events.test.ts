// One subscriber's stream, on a hand-driven feed (the real feed is tested in live.test.ts): what
// it yields, what it merges, and when it ends. No clock but vitest's fake one.
import type { TLiveEvent } from '@pawdesk/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, type ChangeFeed, type FeedListener, type TFeedSignal } from './change-feed';
import { LiveSessionEnded, liveEvents } from './live-events';
import { createLiveStreams } from './live-streams';

function handFeed() {
  const listeners = new Set<FeedListener>();
  const feed: ChangeFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listening: true,
    epoch: 1,
    whenListening: () => Promise.resolve(),
    close: async () => undefined,
  };
  return {
    feed,
    send: (signal: TFeedSignal) => {
      for (const listener of listeners) listener(signal);
    },
    get listeners() {
      return listeners.size;
    },
  };
}

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('liveEvents', () => {
  it('says ready first, then passes on the changes of its topics, merged while it is not read', async () => {
    const hand = handFeed();
    const abort = new AbortController();
    const events = liveEvents({
      feed: hand.feed,
      topics: new Set(['hotel', 'dogs']),
      signals: [abort.signal],
    });
    expect(await events.next()).toEqual({ done: false, value: { type: 'ready' } });
    hand.send({ type: 'changes', topics: ['vet'] });
    hand.send({ type: 'changes', topics: ['hotel'] });
    hand.send({ type: 'changes', topics: ['dogs', 'hotel', 'users'] });
    expect(await events.next()).toEqual({
      done: false,
      value: { type: 'changes', topics: ['dogs', 'hotel'] },
    });
    const next = events.next();
    hand.send({ type: 'changes', topics: ['vet'] });
    hand.send({ type: 'changes', topics: ['dogs'] });
    expect(await next).toEqual({ done: false, value: { type: 'changes', topics: ['dogs'] } });
    abort.abort();
    expect(await events.next()).toEqual({ done: true, value: undefined });
    expect(hand.listeners).toBe(0);
  });

  it('a resync swallows the changes pending with it (the client reads everything after it anyway)', async () => {
    const hand = handFeed();
    const events = liveEvents({ feed: hand.feed, topics: null, signals: [] });
    await events.next();
    hand.send({ type: 'changes', topics: ['owners'] });
    hand.send({ type: 'resync' });
    hand.send({ type: 'changes', topics: ['grooming'] });
    expect((await events.next()).value).toEqual({ type: 'resync' });
    const next = events.next();
    hand.send({ type: 'changes', topics: ['vet'] });
    const got: TLiveEvent | undefined = (await next).value ?? undefined;
    expect(got).toEqual({ type: 'changes', topics: ['vet'] });
    await events.return();
    expect(hand.listeners).toBe(0);
  });

  it('ends quietly when any of its signals aborts (the client went, the server closes)', async () => {
    const hand = handFeed();
    const streams = createLiveStreams();
    const stream = streams.open();
    const events = liveEvents({ feed: hand.feed, topics: null, signals: [undefined, stream.signal] });
    await events.next();
    const next = events.next();
    expect(streams.size).toBe(1);
    streams.endAll();
    expect(await next).toEqual({ done: true, value: undefined });
    // A stream opened after the close is ended from the start.
    const late = liveEvents({ feed: hand.feed, topics: null, signals: [streams.open().signal] });
    expect(await late.next()).toEqual({ done: true, value: undefined });
  });

  it('fails with LiveSessionEnded when its token expires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z') });
    const hand = handFeed();
    const events = liveEvents({
      feed: hand.feed,
      topics: null,
      signals: [],
      expiresAt: Date.parse('2026-11-26T22:00:00Z'),
    });
    await events.next();
    const next = events.next();
    vi.advanceTimersByTime(12 * 3600_000 - 1);
    await Promise.resolve();
    hand.send({ type: 'changes', topics: ['vet'] });
    expect(await next).toEqual({ done: false, value: { type: 'changes', topics: ['vet'] } });
    const after = events.next();
    vi.advanceTimersByTime(1);
    await expect(after).rejects.toBeInstanceOf(LiveSessionEnded);
    expect(hand.listeners).toBe(0);
  });

  it('an already expired session yields nothing and fails at once', async () => {
    const events = liveEvents({
      feed: handFeed().feed,
      topics: null,
      signals: [],
      expiresAt: Date.now() - 1,
    });
    await expect(events.next()).rejects.toBeInstanceOf(LiveSessionEnded);
  });

  it('re-checks the session when users change or after a resync, and fails when it no longer holds', async () => {
    const hand = handFeed();
    let valid = true;
    let checks = 0;
    const events = liveEvents({
      feed: hand.feed,
      topics: new Set(['hotel']),
      signals: [],
      stillValid: async () => {
        checks++;
        return valid;
      },
    });
    await events.next();
    hand.send({ type: 'changes', topics: ['hotel'] });
    await settle();
    expect(checks).toBe(0);
    hand.send({ type: 'changes', topics: ['users'] });
    await settle();
    expect(checks).toBe(1);
    expect(await events.next()).toEqual({ done: false, value: { type: 'changes', topics: ['hotel'] } });
    hand.send({ type: 'resync' });
    await settle();
    expect(checks).toBe(2);
    expect(await events.next()).toEqual({ done: false, value: { type: 'resync' } });
    valid = false;
    const next = events.next();
    hand.send({ type: 'changes', topics: ['users'] });
    await expect(next).rejects.toBeInstanceOf(LiveSessionEnded);
  });

  it('keeps the stream when the check cannot reach the database', async () => {
    const hand = handFeed();
    const events = liveEvents({
      feed: hand.feed,
      topics: null,
      signals: [],
      stillValid: () => Promise.reject(new Error('database away')),
    });
    await events.next();
    hand.send({ type: 'changes', topics: ['users'] });
    expect(await events.next()).toEqual({ done: false, value: { type: 'changes', topics: ['users'] } });
    await events.return();
  });
});

describe('reconnect backoff', () => {
  it('doubles from the first delay up to the cap, within ±20 %', () => {
    const exact = (attempt: number) => backoffDelay(attempt, 250, 5_000, () => 0.5);
    expect([0, 1, 2, 3, 4, 5, 6, 40].map(exact)).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000, 5000]);
    expect(backoffDelay(0, 250, 5_000, () => 0)).toBe(200);
    expect(backoffDelay(9, 250, 5_000, () => 0.999_999)).toBe(6000);
  });
});
