// Overviews kept for a moment: the Today board and the daycare, hotel and grooming Overview tabs
// are the same for every user and read far more often than the data changes (issue 12 asks the
// board for ≥ 300 requests/s at 10 concurrent clients). One set per app instance (AppDeps
// `overviews`), never a module global: tests build several apps in one process. What each
// guarantees:
// - an answer is kept at most `ttlMs` from when its computation started, and only for the key it
//   was computed for (the business day: at midnight the board starts afresh);
// - concurrent readers share one computation (single flight);
// - `invalidate()` forgets the answer and any computation in flight: a computation that started
//   before it is never stored, and readers arriving after it start a new one, so a write answered
//   before a read is always seen by that read. The server calls it when a write is answered (see
//   invalidateOnWrites) and on every change its live feed hears from any process (LISTEN/NOTIFY).
import type {
  TDashboardOverview,
  TDaycareOverview,
  TGroomingOverview,
  THotelOverview,
} from '@pawdesk/domain';
import type { FastifyInstance } from 'fastify';

export interface OverviewCache<T> {
  /** The kept answer for `key`, the computation in flight for it, or a new computation. */
  get(key: string, compute: () => Promise<T>): Promise<T>;
  /** Forget everything: the next read computes afresh. Synchronous and cheap. */
  invalidate(): void;
  /** How long an answer is kept (0: never, every read computes). */
  readonly ttlMs: number;
}

export interface OverviewCacheOptions<T> {
  ttlMs: number;
  /** Whether an answer may be kept (the dashboard keeps none with a failed section). */
  keep?: (value: T) => boolean;
  /** The clock (tests). */
  now?: () => number;
}

export function createOverviewCache<T>(opts: OverviewCacheOptions<T>): OverviewCache<T> {
  const now = opts.now ?? Date.now;
  const keep = opts.keep ?? (() => true);
  let generation = 0;
  let kept: { key: string; value: T; until: number } | null = null;
  let flight: { key: string; promise: Promise<T> } | null = null;

  return {
    ttlMs: opts.ttlMs,
    get(key, compute) {
      if (opts.ttlMs <= 0) return compute();
      const started = now();
      if (kept && kept.key === key && kept.until > started) return Promise.resolve(kept.value);
      if (flight && flight.key === key) return flight.promise;
      const mine = generation;
      const promise = compute().then((value) => {
        if (mine === generation && keep(value)) kept = { key, value, until: started + opts.ttlMs };
        return value;
      });
      const current = { key, promise };
      flight = current;
      // Whatever happens, this flight is over; a newer one (after an invalidate) stays.
      const land = () => {
        if (flight === current) flight = null;
      };
      promise.then(land, land);
      return promise;
    },
    invalidate() {
      generation += 1;
      kept = null;
      flight = null;
    },
  };
}

/** The overviews an app keeps, one cache each; `invalidate()` forgets them all. */
export interface KeptOverviews {
  dashboard: OverviewCache<TDashboardOverview>;
  daycare: OverviewCache<TDaycareOverview>;
  hotel: OverviewCache<THotelOverview>;
  grooming: OverviewCache<TGroomingOverview>;
  invalidate(): void;
}

/**
 * Every overview kept `ttlMs` (OVERVIEW_CACHE_MS). A board with a failed section is shared while
 * it is computed, never kept.
 */
export function createKeptOverviews(ttlMs: number): KeptOverviews {
  const caches = {
    dashboard: createOverviewCache<TDashboardOverview>({
      ttlMs,
      keep: (overview) => overview.failed.length === 0,
    }),
    daycare: createOverviewCache<TDaycareOverview>({ ttlMs }),
    hotel: createOverviewCache<THotelOverview>({ ttlMs }),
    grooming: createOverviewCache<TGroomingOverview>({ ttlMs }),
  };
  return {
    ...caches,
    invalidate() {
      for (const cache of Object.values(caches)) cache.invalidate();
    },
  };
}

/** A request that may change data: any method but GET and HEAD (and OPTIONS), on the APIs. */
export function isWriteRequest(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
  return url.startsWith('/api/') || url.startsWith('/trpc/');
}

/**
 * Forget the kept answers whenever a write is answered (onSend runs before the answer leaves, so a
 * client's next read after its write sees the write). Every write, whatever its status: a refused
 * one changed nothing, and forgetting costs one computation.
 */
export function invalidateOnWrites(
  app: FastifyInstance,
  cache: Pick<OverviewCache<unknown>, 'invalidate'>,
): void {
  app.addHook('onSend', async (request) => {
    if (isWriteRequest(request.method, request.url)) cache.invalidate();
  });
}
