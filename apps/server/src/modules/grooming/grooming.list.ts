// All Bookings: search by dog name, owner name or phone, a status filter, newest first, pages
// with the total (the full REST list, GET /api/grooming, is ./grooming.stream.ts). Plans, measured with 60,000 bookings and 50,000 dogs, are in ./README.md.
import {
  digitsOf,
  isPhoneSearch,
  searchTokens,
  type TGroomingListInput,
  type TGroomingPage,
  ZGroomingListInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { searchIsSelective, searchTextWhere } from '../../db/search-text';
import { cheapWalk, type IndexRead, walkToPage, walkWithTotal } from '../../lib/index-walk';
import { listPage, pageCountOf } from '../../lib/paging';
import { RecentCounts } from '../../lib/recent-counts';
import { type GroomingContext, todayOf } from './grooming.context';
import { BOOKING_COLUMNS, BOOKING_JOINS, type BookingRow, NEWEST_FIRST, toBookingDto } from './grooming.dto';

/** Oldest first, the exact reverse of NEWEST_FIRST: a deep page is read from the oldest end. */
const OLDEST_FIRST = Prisma.sql`b.appointment_date ASC, b.id ASC`;

/**
 * A page of All Bookings. Two plans:
 * - a dog word of 3+ characters (the trigram index on dogs.search_text can look it up): the
 *   matching dogs first, then each one's bookings through grooming_bookings_dog_appointment_idx
 *   (a LATERAL subquery with OFFSET 0, so the planner cannot turn it into a scan of every
 *   booking hashed against the dogs: 6 ms instead of 36 for 627 dogs), counted and sorted for the
 *   page in one statement;
 * - otherwise (no search, a phone number, only 1–2 letter words, a status alone): walk
 *   grooming_bookings_appointment_idx (or the status index) backwards until the page is full,
 *   while the total is counted on another connection (kept a few seconds, see below). A phone
 *   search filters on the digits of the booking's phone, which its trigram index can answer
 *   when the planner finds that cheaper than walking.
 * A page past the end answers the last page.
 */
export async function listBookings(ctx: GroomingContext, raw: TGroomingListInput): Promise<TGroomingPage> {
  const input = ZGroomingListInput.parse(raw);
  const size = input.pageSize;
  const today = todayOf(ctx);
  const phone = isPhoneSearch(input.search) ? digitsOf(input.search ?? '') : null;
  const filters: Prisma.Sql[] = [];
  if (input.status) filters.push(Prisma.sql`b.status = ${input.status}::"AppointmentStatus"`);
  if (phone) filters.push(Prisma.sql`regexp_replace(b.owner_phone, '[^0-9]', '', 'g') LIKE ${`%${phone}%`}`);
  const bookingWhere = filters.length > 0 ? Prisma.join(filters, ' AND ') : Prisma.sql`TRUE`;
  const words = phone ? [] : searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const dogWhere = words.length > 0 ? Prisma.join(words, ' AND ') : null;
  const answer = (rows: BookingRow[], total: number, page: number): TGroomingPage =>
    listPage(
      rows.map((row) => toBookingDto(row, today)),
      total,
      page,
      size,
    );
  const lastPage = (total: number) => pageCountOf(total, size);

  const from = dogWhere
    ? Prisma.sql`grooming_bookings b JOIN dogs d ON d.id = b.dog_id WHERE ${dogWhere} AND ${bookingWhere}`
    : Prisma.sql`grooming_bookings b WHERE ${bookingWhere}`;
  const read: IndexRead<BookingRow> = (end, limit, offset) =>
    ctx.prisma.$queryRaw<BookingRow[]>`
      WITH page AS (SELECT b.id FROM ${from} ORDER BY ${end === 'newest' ? NEWEST_FIRST : OLDEST_FIRST}
                    LIMIT ${limit} OFFSET ${offset})
      SELECT ${BOOKING_COLUMNS} FROM page pg JOIN grooming_bookings b ON b.id = pg.id ${BOOKING_JOINS}
       ORDER BY ${NEWEST_FIRST}`;
  const key = JSON.stringify([phone ?? searchTokens(input.search), input.status ?? null]);

  if (dogWhere && searchIsSelective(input.search)) {
    // Counted a moment ago, and matching many bookings (a breed, a common name): walking the
    // index to the page reads about (rows skipped) / (share matched) entries, fewer than
    // collecting every match.
    const walk = cheapWalk(recentCount(key), input.page, size);
    if (walk) return answer(await walkToPage(read, walk.page, size, walk.total), walk.total, walk.page);
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(BookingRow & { total: number; rows: number })[]>`
        WITH md AS MATERIALIZED (SELECT d.id FROM dogs d WHERE ${dogWhere}),
             m AS MATERIALIZED (
               SELECT x.id, x.appointment_date FROM md
                 JOIN LATERAL (SELECT b.id, b.appointment_date FROM grooming_bookings b
                                WHERE b.dog_id = md.id AND ${bookingWhere} OFFSET 0) x ON TRUE),
             page AS (SELECT m.id FROM m ORDER BY m.appointment_date DESC, m.id DESC
                       LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${BOOKING_COLUMNS}, (SELECT count(*)::int FROM m) AS total,
               (SELECT reltuples::float8 FROM pg_class WHERE oid = 'grooming_bookings'::regclass) AS rows
          FROM page pg JOIN grooming_bookings b ON b.id = pg.id ${BOOKING_JOINS}
         ORDER BY ${NEWEST_FIRST}`;
    const rows = await pageOf(input.page);
    const first = rows[0];
    if (first) remember(key, first.total, first.rows > 0 ? first.total / first.rows : null);
    if (rows.length > 0 || input.page === 1) return answer(rows, first?.total ?? 0, input.page);
    // Past the last page: count, and answer the last page.
    const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM grooming_bookings b JOIN dogs d ON d.id = b.dog_id
       WHERE ${dogWhere} AND ${bookingWhere}`;
    const total = counted?.total ?? 0;
    const last = lastPage(total);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  const count = async () => {
    const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM ${from}`;
    const total = counted?.total ?? 0;
    remember(key, total);
    return total;
  };
  const { rows, total, page } = await walkWithTotal(read, input.page, size, recentCount(key), count);
  return answer(rows, total, page);
}

/** Every booking, counted (the Overview's total), kept like the list's totals. */
export async function countAllBookings(ctx: GroomingContext): Promise<number> {
  const key = JSON.stringify([[], null]);
  const known = recentCount(key);
  if (known !== undefined) return known.total;
  const [counted] = await ctx.prisma.$queryRaw<{ total: number }[]>`
    SELECT count(*)::int AS total FROM grooming_bookings`;
  const total = counted?.total ?? 0;
  remember(key, total);
  return total;
}

/**
 * Totals are kept a few seconds per process (lib/recent-counts.ts): those that need a scan (no
 * search, a status alone, a phone number, 1–2 letter words), and those of selective searches with
 * the share of all bookings they match. This process's booking writes forget them at once.
 */
const counts = new RecentCounts();
export const BOOKING_COUNT_TTL_MS = counts.ttlMs;
const recentCount = (key: string) => counts.get(key);
const remember = (key: string, total: number, share: number | null = null) => counts.set(key, total, share);

/** Called after every booking write. */
export function forgetBookingCounts(): void {
  counts.clear();
}
