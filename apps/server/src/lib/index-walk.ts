// Paging a list by walking its newest-first index (All Visits, All Bookings of grooming): a page
// is read straight from the index, from whichever end skips fewer entries, and the total comes
// from a count kept a few seconds (recent-counts.ts) or counted while the page is read. Each list
// writes its own SQL; these are the decisions it shares.
import { pageCountOf } from './paging';
import { type RecentCount, WALK_MAX_ENTRIES } from './recent-counts';

/**
 * Reads `limit` rows after skipping `offset`, walking the index from its newest or its oldest end;
 * the rows come back in the list's order (newest first) either way.
 */
export type IndexRead<T> = (from: 'newest' | 'oldest', limit: number, offset: number) => Promise<T[]>;

/**
 * Page `page` of `size` rows: walked from the newest end, or, when the total is known and the
 * page lies in the second half, from the oldest end (a forward walk of the same index skips
 * fewer entries).
 */
export function walkToPage<T>(read: IndexRead<T>, page: number, size: number, total?: number): Promise<T[]> {
  const start = (page - 1) * size;
  if (total === undefined || start <= total / 2) return read('newest', size, start);
  const end = Math.min(start + size, total);
  return read('oldest', Math.max(0, end - start), Math.max(0, total - end));
}

/**
 * A selective search counted a moment ago (`known`, with the share of all rows it matches, as a
 * breed or a common name matches many): the page to walk to (the last one when `page` is past
 * it) and the total, when walking there reads at most WALK_MAX_ENTRIES index entries, about
 * (rows skipped) / (share matched); null when collecting every match is cheaper.
 */
export function cheapWalk(
  known: RecentCount | undefined,
  page: number,
  size: number,
): { page: number; total: number } | null {
  if (!known?.share) return null;
  const at = Math.min(page, pageCountOf(known.total, size));
  const start = (at - 1) * size;
  const skipped = Math.min(start + size, Math.max(0, known.total - start));
  return skipped / known.share <= WALK_MAX_ENTRIES ? { page: at, total: known.total } : null;
}

/**
 * A page and its total for a list whose total needs a scan (no search, short words, a filter
 * alone): a total kept from a moment ago (`known`) is used as it is; otherwise `count` runs on
 * another connection while the page is walked, and a page past the end is walked again as the
 * last one.
 */
export async function walkWithTotal<T>(
  read: IndexRead<T>,
  page: number,
  size: number,
  known: RecentCount | undefined,
  count: () => Promise<number>,
): Promise<{ rows: T[]; total: number; page: number }> {
  if (known !== undefined) {
    const at = Math.min(page, pageCountOf(known.total, size));
    return { rows: await walkToPage(read, at, size, known.total), total: known.total, page: at };
  }
  const [total, firstTry] = await Promise.all([count(), walkToPage(read, page, size)]);
  const at = Math.min(page, pageCountOf(total, size));
  return { rows: at === page ? firstTry : await walkToPage(read, at, size, total), total, page: at };
}
