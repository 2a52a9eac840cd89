// Totals of a paged list kept a few seconds per process (All Visits, All Bookings): paging
// through a list, or typing a search, asks for the same total again, and some totals need a scan.
// With a total, a list may keep the share of all rows it matches, which tells whether walking an
// index to a page beats collecting every match. The list's own writes forget them at once;
// another process's writes (and renames the search text follows) show within the time kept.

export interface RecentCount {
  total: number;
  /** The share of all rows the list's filter matches (0–1), when known. */
  share: number | null;
}

export class RecentCounts {
  private readonly counts = new Map<string, RecentCount & { until: number }>();

  constructor(
    /** How long a total is kept. */
    readonly ttlMs = 5_000,
    /** At most this many totals; past it, all are forgotten (no bookkeeping per key). */
    private readonly max = 500,
  ) {}

  get(key: string): RecentCount | undefined {
    const hit = this.counts.get(key);
    return hit && hit.until > Date.now() ? hit : undefined;
  }

  set(key: string, total: number, share: number | null = null): void {
    if (this.counts.size >= this.max) this.counts.clear();
    this.counts.set(key, { total, share, until: Date.now() + this.ttlMs });
  }

  clear(): void {
    this.counts.clear();
  }
}

/**
 * A selective search walks the newest-first index to its page only when that reads at most this
 * many index entries: about (rows skipped) / (share matched).
 */
export const WALK_MAX_ENTRIES = 3_000;
