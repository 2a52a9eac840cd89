import type { TLiveEvent } from '@pawdesk/domain/live/live.schema';
import { describe, expect, it } from 'vitest';
import { type LiveHandlers, liveRetryDelay, startLiveConnection } from './live-connection';
import { LIVE_QUERY_PATHS, liveQueryPaths, type TQueryPath } from './live-queries';
import type { TLiveStatus } from './live-status';

const settle = () => new Promise<void>((resolve) => setImmediate(resolve));
const names = (paths: TQueryPath[]) => paths.map((p) => p.join('.')).sort();

describe('which queries a live change makes stale', () => {
  it('a hotel change: the hotel screens, the board, the dog details with its timeline, the charges and the History', () => {
    expect(names(liveQueryPaths({ topics: ['hotel'], resync: false }))).toEqual([
      'audit',
      'billing',
      'dashboard',
      'dogs.byId',
      'dogs.measurements',
      'dogs.timeline',
      'hotel',
    ]);
  });

  it("a dog's or an owner's change: every service's lists too (their names are everywhere)", () => {
    for (const topic of ['dogs', 'owners'] as const) {
      expect(names(liveQueryPaths({ topics: [topic], resync: false }))).toEqual([
        'audit',
        'billing',
        'dashboard',
        'daycare',
        'dogs',
        'grooming',
        'hotel',
        'owners',
        'vaccinations',
        'vet',
      ]);
    }
  });

  it('a change of the vaccine catalogue or rules (settings) refreshes the vaccination screens, not the services', () => {
    expect(names(liveQueryPaths({ topics: ['settings'], resync: false }))).toEqual([
      'audit',
      'settings',
      'vaccinations',
    ]);
  });

  it("a billing change (a payment, an invoice issued or voided) refreshes an invoice's payments, the till's figures, sessions, records and outbox, never the chain's verification", () => {
    const paths = names(liveQueryPaths({ topics: ['billing'], resync: false }));
    expect(paths).toEqual([
      'audit',
      'billing',
      'till.current',
      'till.fiscal.outbox',
      'till.fiscal.records',
      'till.payments',
      'till.sessions',
    ]);
    expect(paths).not.toContain('till.fiscal.verify');
  });

  it('each path once, none covered by a shorter one', () => {
    const paths = liveQueryPaths({ topics: ['vet', 'dogs', 'grooming'], resync: false });
    expect(names(paths)).not.toContain('dogs.byId');
    expect(new Set(names(paths)).size).toBe(paths.length);
  });

  it('a resync: everything any topic touches', () => {
    const every = new Set(
      Object.values(LIVE_QUERY_PATHS)
        .flat()
        .map((p) => p.join('.')),
    );
    const paths = names(liveQueryPaths({ topics: [], resync: true }));
    for (const path of every) {
      expect(paths.some((kept) => path === kept || path.startsWith(`${kept}.`))).toBe(true);
    }
    expect(paths).toEqual(expect.arrayContaining(['users', 'auth.me', 'dashboard', 'daycare']));
  });
});

/** A hand-driven subscription and clock: the test says when data, errors and retries happen. */
function harness() {
  const subscriptions: { handlers: LiveHandlers; unsubscribed: boolean }[] = [];
  const invalidated: string[][] = [];
  const statuses: TLiveStatus[] = [];
  const timers: { run: () => void; ms: number; cancelled: boolean }[] = [];
  const pauses: (() => void)[] = [];
  const connection = startLiveConnection({
    subscribe: (handlers) => {
      const entry = { handlers, unsubscribed: false };
      subscriptions.push(entry);
      return {
        unsubscribe: () => {
          entry.unsubscribed = true;
        },
      };
    },
    invalidate: async (paths) => {
      invalidated.push(names(paths));
    },
    isUnauthorized: (error) => error === 'unauthorized',
    onStatus: (s) => statuses.push(s),
    pause: () => new Promise<void>((resolve) => pauses.push(resolve)),
    retryDelay: (attempt) => 1000 * (attempt + 1),
    schedule: (run, ms) => {
      const timer = { run, ms, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
  });
  const current = () => subscriptions[subscriptions.length - 1] as (typeof subscriptions)[number];
  const send = (event: TLiveEvent) => current().handlers.onData(event);
  const endPause = () => pauses.shift()?.();
  return { connection, subscriptions, invalidated, statuses, timers, current, send, endPause };
}

describe('the live connection', () => {
  it('on ready refetches everything live, then each change its topics, coalesced', async () => {
    const h = harness();
    expect(h.statuses).toEqual(['connecting']);
    h.send({ type: 'ready' });
    await settle();
    expect(h.statuses).toEqual(['connecting', 'live']);
    expect(h.invalidated).toHaveLength(1);
    expect(h.invalidated[0]).toContain('hotel');
    expect(h.invalidated[0]).toContain('users');
    // During the pause after that wave, changes gather into one.
    h.send({ type: 'changes', topics: ['hotel'] });
    h.send({ type: 'changes', topics: ['vet'] });
    h.send({ type: 'changes', topics: ['hotel'] });
    await settle();
    expect(h.invalidated).toHaveLength(1);
    h.endPause();
    await settle();
    expect(h.invalidated[1]).toEqual([
      'audit',
      'billing',
      'dashboard',
      'dogs.byId',
      'dogs.measurements',
      'dogs.timeline',
      'hotel',
      'vet',
    ]);
    h.connection.stop();
  });

  it('reopens a subscription the server ended, after a growing delay, and refetches on its ready', async () => {
    const h = harness();
    h.send({ type: 'ready' });
    await settle();
    h.endPause();
    h.current().handlers.onComplete(); // the server shut down
    expect(h.statuses.at(-1)).toBe('reconnecting');
    expect(h.timers.map((t) => t.ms)).toEqual([1000]);
    h.timers[0]?.run();
    expect(h.subscriptions).toHaveLength(2);
    h.current().handlers.onError(new Error('503 while draining'));
    expect(h.timers.map((t) => t.ms)).toEqual([1000, 2000]);
    h.timers[1]?.run();
    h.send({ type: 'ready' });
    await settle();
    expect(h.statuses.at(-1)).toBe('live');
    expect(h.invalidated).toHaveLength(2);
    // A later loss starts from the first delay again.
    h.current().handlers.onComplete();
    expect(h.timers.at(-1)?.ms).toBe(1000);
    // The stream's own EventSource reconnecting after a cut: reconnecting until its next ready.
    h.connection.retryNow();
    h.current().handlers.onConnectionStateChange({ state: 'connecting' });
    expect(h.statuses.at(-1)).toBe('reconnecting');
    h.send({ type: 'ready' });
    expect(h.statuses.at(-1)).toBe('live');
    h.current().handlers.onComplete();
    // Back online: no need to wait for the timer.
    h.connection.retryNow();
    expect(h.timers.at(-1)?.cancelled).toBe(true);
    expect(h.subscriptions).toHaveLength(5);
    h.connection.stop();
  });

  it('a resync event refetches everything live', async () => {
    const h = harness();
    h.send({ type: 'ready' });
    await settle();
    h.endPause();
    await settle();
    h.send({ type: 'resync' });
    await settle();
    expect(h.invalidated).toHaveLength(2);
    expect(h.invalidated[1]).toEqual(h.invalidated[0]);
    h.connection.stop();
  });

  it('stops for good when the session is refused, and when stopped', async () => {
    const h = harness();
    h.current().handlers.onError('unauthorized');
    expect(h.statuses.at(-1)).toBe('off');
    expect(h.timers).toEqual([]);
    const g = harness();
    g.send({ type: 'ready' });
    g.connection.stop();
    expect(g.current().unsubscribed).toBe(true);
    g.send({ type: 'changes', topics: ['vet'] });
    g.current().handlers.onComplete();
    await settle();
    expect(g.timers).toEqual([]);
    expect(g.statuses.at(-1)).toBe('off');
  });

  it('retry delays grow from 1 s to 30 s, within ±20 %', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((a) => liveRetryDelay(a, () => 0.5))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
    expect(liveRetryDelay(0, () => 0)).toBe(800);
  });
});
