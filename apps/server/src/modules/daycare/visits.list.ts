// All Visits: search by dog name, breed or owner (the dogs' folded search text and its trigram
// index), status and day filters, newest first, pages with the total. Plans, measured with
// 100,000 visits and 50,000 dogs, are in ./README.md.
import {
  searchTokens,
  type TVisitListInput,
  type TVisitPage,
  type TVisitStatus,
  ZVisitListInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { searchIsSelective, searchTextWhere } from '../../db/search-text';
import { cheapWalk, type IndexRead, walkToPage, walkWithTotal } from '../../lib/index-walk';
import { listPage, pageCountOf } from '../../lib/paging';
import { RecentCounts } from '../../lib/recent-counts';
import type { DaycareContext } from './daycare.context';
import { toVisitDto, VISIT_COLUMNS, VISIT_JOINS, VISIT_NEWEST_FIRST, type VisitRow } from './visits.dto';

/** The status filter on `v` (daycare_visits), from the time columns (spec section 4). */
function statusWhere(status: TVisitStatus): Prisma.Sql {
  if (status === 'pending') return Prisma.sql`v.check_in_time IS NULL`;
  if (status === 'active') return Prisma.sql`v.check_in_time IS NOT NULL AND v.check_out_time IS NULL`;
  return Prisma.sql`v.check_in_time IS NOT NULL AND v.check_out_time IS NOT NULL`;
}

/**
 * Newest first is `date DESC, check_in_time DESC NULLS FIRST, created_at DESC, id DESC`: exactly
 * a backward walk of daycare_visits_newest_idx (date, check_in_time, created_at, id, ...), so a
 * page is read from the index with no sort. A pending visit (no check-in yet) comes first within
 * its day. Oldest first, its exact reverse, is a forward walk: deep pages are read from the end.
 */
const OLDEST_FIRST = Prisma.raw('v.date ASC, v.check_in_time ASC NULLS LAST, v.created_at ASC, v.id ASC');

export async function listVisits(ctx: DaycareContext, raw: TVisitListInput): Promise<TVisitPage> {
  const input = ZVisitListInput.parse(raw);
  const size = input.pageSize;
  const filters: Prisma.Sql[] = [];
  if (input.status) filters.push(statusWhere(input.status));
  if (input.date) filters.push(Prisma.sql`v.date = ${input.date}::date`);
  const visitWhere = filters.length > 0 ? Prisma.join(filters, ' AND ') : Prisma.sql`TRUE`;
  const words = searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const dogWhere = words.length > 0 ? Prisma.join(words, ' AND ') : null;
  const answer = (rows: VisitRow[], total: number, page: number): TVisitPage =>
    listPage(rows.map(toVisitDto), total, page, size);
  const lastPage = (total: number) => pageCountOf(total, size);
  const key = JSON.stringify([searchTokens(input.search), input.status ?? null, input.date ?? null]);

  // The walk: newest-first index backwards until the page is full, joining each visit's dog
  // when searching. With the total known, a page in the second half is read from the oldest
  // end (a forward walk of the same index skips fewer entries).
  const from = dogWhere
    ? Prisma.sql`daycare_visits v JOIN dogs d ON d.id = v.dog_id WHERE ${dogWhere} AND ${visitWhere}`
    : Prisma.sql`daycare_visits v WHERE ${visitWhere}`;
  const read: IndexRead<VisitRow> = (end, limit, offset) =>
    ctx.prisma.$queryRaw<VisitRow[]>`
      WITH page AS (SELECT v.id FROM ${from} ORDER BY ${end === 'newest' ? VISIT_NEWEST_FIRST : OLDEST_FIRST}
                    LIMIT ${limit} OFFSET ${offset})
      SELECT ${VISIT_COLUMNS} FROM page pg JOIN daycare_visits v ON v.id = pg.id ${VISIT_JOINS}
       ORDER BY ${VISIT_NEWEST_FIRST}`;

  if (dogWhere && searchIsSelective(input.search)) {
    // A word the trigram index can look up. When this search was counted a moment ago and
    // matches many visits (a breed, a common name), walking the index to the page is cheapest:
    // about (rows skipped) / (share of visits matched) entries.
    const walk = cheapWalk(recentCount(key), input.page, size);
    if (walk) return answer(await walkToPage(read, walk.page, size, walk.total), walk.total, walk.page);
    // Otherwise the matching dogs first (bitmap index scan), then their visits through
    // daycare_visits_dog_newest_idx, counted and sorted in one statement.
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(VisitRow & { total: number; visits: number })[]>`
        WITH md AS MATERIALIZED (SELECT d.id FROM dogs d WHERE ${dogWhere}),
             m AS MATERIALIZED (
               SELECT v.id, v.date, v.check_in_time, v.created_at FROM daycare_visits v
                WHERE v.dog_id IN (SELECT id FROM md) AND ${visitWhere}),
             page AS (SELECT m.id FROM m
                       ORDER BY m.date DESC, m.check_in_time DESC NULLS FIRST, m.created_at DESC, m.id DESC
                       LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${VISIT_COLUMNS}, (SELECT count(*)::int FROM m) AS total,
               (SELECT reltuples::float8 FROM pg_class WHERE oid = 'daycare_visits'::regclass) AS visits
          FROM page pg JOIN daycare_visits v ON v.id = pg.id ${VISIT_JOINS}
         ORDER BY ${VISIT_NEWEST_FIRST}`;
    const rows = await pageOf(input.page);
    const first = rows[0];
    if (first) remember(key, first.total, first.visits > 0 ? first.total / first.visits : null);
    if (rows.length > 0 || input.page === 1) return answer(rows, first?.total ?? 0, input.page);
    // Past the last page: answer the last page.
    const countRows = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM daycare_visits v JOIN dogs d ON d.id = v.dog_id
       WHERE ${dogWhere} AND ${visitWhere}`;
    const total = countRows[0]?.total ?? 0;
    const last = lastPage(total);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  // No search, or only 1–2 letter words (which match most dogs): walk, and count on another
  // connection at the same time, or reuse a count of the last few seconds.
  const count = async () => {
    const rows = await ctx.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from}`;
    const total = rows[0]?.total ?? 0;
    remember(key, total, null);
    return total;
  };
  const { rows, total, page } = await walkWithTotal(read, input.page, size, recentCount(key), count);
  return answer(rows, total, page);
}

/**
 * Totals are kept a few seconds per process (lib/recent-counts.ts): those that need a scan of
 * every visit (no search, only 1–2 letter words, a status alone), and those of selective searches
 * with the share of all visits they match. This process's visit writes forget them at once.
 */
const counts = new RecentCounts();
export const VISIT_COUNT_TTL_MS = counts.ttlMs;
const recentCount = (key: string) => counts.get(key);
const remember = (key: string, total: number, share: number | null) => counts.set(key, total, share);

/** Called after every visit write. */
export function forgetVisitCounts(): void {
  counts.clear();
}
