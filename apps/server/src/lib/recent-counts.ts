// Totals of a paged list kept a few seconds (All Visits, All Bookings, the vet list, the dog
// search): paging through a list, or typing a search, asks for the same total again, and some
// totals need a scan. With a total, a list may keep the share of all rows it matches, which tells
// whether walking an index to a page beats collecting every match. They are stores of the app's
// kept values (lib/kept.ts), one per list, made in the module's context with these options and
// the list's topics: any process's write to what the list reads forgets them (this process's
// before the write is answered, another's through the change feed within about 100 ms).
import type { KeptStoreOptions } from './kept';

export interface RecentCount {
  total: number;
  /** The share of all rows the list's filter matches (0–1), when known. */
  share: number | null;
}

/** How long a total is kept, and how many: past 500 the oldest goes. Add the list's `topics`. */
export const RECENT_COUNTS = { ttlMs: 5_000, max: 500 } as const satisfies Omit<
  KeptStoreOptions<unknown>,
  'topics'
>;

/**
 * A selective search walks the newest-first index to its page only when that reads at most this
 * many index entries: about (rows skipped) / (share matched).
 */
export const WALK_MAX_ENTRIES = 3_000;
