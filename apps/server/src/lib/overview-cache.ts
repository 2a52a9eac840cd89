// Overviews kept for a moment: the Today board and the daycare, hotel and grooming Overview tabs
// are the same for every user and read far more often than the data changes (docs/benchmarks/README.md asks the
// board for ≥ 300 requests/s at 10 concurrent clients). They are stores of the app's kept values
// (lib/kept.ts, AppDeps `overviews` made from AppDeps `kept`), so what each guarantees is the
// idiom's:
// - an answer is kept at most `ttlMs` (OVERVIEW_CACHE_MS) from when its computation started, and
//   only for the key it was computed for (the business day: at midnight the board starts afresh);
// - concurrent readers share one computation (single flight);
// - it is forgotten, with any computation in flight, by every write this process commits (before
//   the write is answered, so a write answered before a read is always seen by that read) and by
//   every change or resync the live feed hears from any process. An overview reads nearly every
//   table, so each is forgotten by every topic.
import type {
  TDashboardOverview,
  TDaycareOverview,
  TGroomingOverview,
  THotelOverview,
} from '@pawdesk/domain';
import type { Kept, KeptStore } from './kept';

/** The overviews an app keeps, one store each; `forget()` forgets them all. */
export interface KeptOverviews {
  dashboard: KeptStore<TDashboardOverview>;
  daycare: KeptStore<TDaycareOverview>;
  hotel: KeptStore<THotelOverview>;
  grooming: KeptStore<TGroomingOverview>;
  forget(): void;
}

/**
 * Every overview kept `ttlMs` (OVERVIEW_CACHE_MS), one business day at a time. A board with a
 * failed section is shared while it is computed, never kept.
 */
export function createKeptOverviews(kept: Kept, ttlMs: number): KeptOverviews {
  const overview = { ttlMs, max: 1, topics: 'all' } as const;
  const stores = {
    dashboard: kept.store<TDashboardOverview>('overview.dashboard', {
      ...overview,
      keep: (board) => board.failed.length === 0,
    }),
    daycare: kept.store<TDaycareOverview>('overview.daycare', overview),
    hotel: kept.store<THotelOverview>('overview.hotel', overview),
    grooming: kept.store<TGroomingOverview>('overview.grooming', overview),
  };
  return {
    ...stores,
    forget() {
      for (const store of Object.values(stores)) store.forget();
    },
  };
}
