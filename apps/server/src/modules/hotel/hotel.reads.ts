// Hotel bookings, the reads: one booking, the list variant (filters all / current / upcoming /
// past, five sorts both ways, 8 a page), All Bookings (a year's months with their counts,
// search, status, pages) and the full REST list. Plans and measurements: ./README.md.
import {
  dayStartInstant,
  dayWindow,
  isId,
  monthDays,
  monthsShown,
  parseHotelSort,
  type THotelBooking,
  type THotelBookingPage,
  type THotelListInput,
  type THotelMonthsInput,
  type THotelMonthsPage,
  ZHotelListInput,
  ZHotelMonthsInput,
} from '@pawdesk/domain';
import { nameKey } from '../../db/collation';
import { Prisma } from '../../db/prisma';
import { searchTextWhere } from '../../db/search-text';
import { DomainError } from '../../errors/domain-error';
import { listPage, pageCountOf } from '../../lib/paging';
import { type HotelContext, hotelToday } from './hotel.context';
import { bookingsByIds, selectBookings } from './hotel.dto';

export async function getBooking(ctx: HotelContext, id: string): Promise<THotelBooking> {
  if (!isId(id)) throw new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
  const [booking] = await selectBookings(ctx.prisma, ctx.timeZone, Prisma.sql`b.id = ${id}::uuid`);
  if (!booking) throw new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
  return booking;
}

/** The instants today and tomorrow start in the business zone: the bounds of "today". */
export function todayBounds(ctx: HotelContext): { today: string; start: Date; end: Date } {
  const today = hotelToday(ctx);
  return { today, ...dayWindow(ctx.timeZone, today) };
}

// ---------------------------------------------------------------------------------------------
// The list variant (the Overview's booking list)
// ---------------------------------------------------------------------------------------------

/**
 * The order of a sort: its key, then ties in the same direction (the dog's name after the owner's,
 * then the check-in, then the id), so the order is total and each sort is one index read forwards
 * or backwards (the names are the copies the triggers keep on the booking; see the migration).
 */
function listOrder(sort: THotelListInput['sort']): Prisma.Sql {
  const { key, direction } = parseHotelSort(sort ?? 'checkIn-desc');
  const dir = Prisma.raw(direction === 'asc' ? 'ASC' : 'DESC');
  const tail = Prisma.sql`b.check_in ${dir}, b.id ${dir}`;
  switch (key) {
    case 'checkIn':
      return Prisma.sql`b.check_in ${dir}, b.id ${dir}`;
    case 'checkOut':
      return Prisma.sql`b.check_out ${dir}, b.id ${dir}`;
    case 'duration':
      return Prisma.sql`(b.check_out - b.check_in) ${dir}, ${tail}`;
    case 'dogName':
      return Prisma.sql`${nameKey('b.dog_name')} ${dir}, ${tail}`;
    case 'ownerName':
      return Prisma.sql`${nameKey('b.owner_name')} ${dir}, ${nameKey('b.dog_name')} ${dir}, ${tail}`;
  }
}

/**
 * A page of the list variant. The filters are docs/spec/product-spec.md §4's, by business day: current (the
 * stay covers today), upcoming (checks in after today), past (checked out before today).
 */
export async function listBookings(ctx: HotelContext, raw: THotelListInput): Promise<THotelBookingPage> {
  const input = ZHotelListInput.parse(raw);
  const { start, end } = todayBounds(ctx);
  const where =
    input.filter === 'current'
      ? Prisma.sql`b.check_in < ${end} AND b.check_out >= ${start}`
      : input.filter === 'upcoming'
        ? Prisma.sql`b.check_in >= ${end}`
        : input.filter === 'past'
          ? Prisma.sql`b.check_out < ${start}`
          : Prisma.sql`TRUE`;
  const order = listOrder(input.sort);
  const size = input.pageSize;
  const readPage = async (page: number) => {
    const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id::text AS id FROM hotel_bookings b WHERE ${where}
       ORDER BY ${order} LIMIT ${size} OFFSET ${(page - 1) * size}`;
    return bookingsByIds(
      ctx.prisma,
      ctx.timeZone,
      rows.map((r) => r.id),
    );
  };
  const [countRows, firstTry] = await Promise.all([
    ctx.prisma.$queryRaw<
      { total: number }[]
    >`SELECT count(*)::int AS total FROM hotel_bookings b WHERE ${where}`,
    readPage(input.page),
  ]);
  const total = countRows[0]?.total ?? 0;
  // A page past the end answers the last page.
  const page = Math.min(input.page, pageCountOf(total, size));
  return listPage(page === input.page ? firstTry : await readPage(page), total, page, size);
}

// ---------------------------------------------------------------------------------------------
// All Bookings: a year's months
// ---------------------------------------------------------------------------------------------

/**
 * All Bookings (docs/spec/product-spec.md §2): the bookings checking in during the listed months (the chosen
 * month; or every month of the year, from the current month onward in the current year),
 * matching the search (dog name, breed, owners' names) and the status; ordered by month, newest
 * check-in first inside a month; with each listed month's count and the year's total.
 */
export async function listMonths(ctx: HotelContext, raw: THotelMonthsInput): Promise<THotelMonthsPage> {
  const input = ZHotelMonthsInput.parse(raw);
  const tz = ctx.timeZone;
  const months = monthsShown(input.year, input.month, hotelToday(ctx));
  // Where each listed month starts, and where the last one ends: a booking's month is its
  // bucket among these instants (width_bucket), no time-zone arithmetic per row.
  const bounds = [...months.map((m) => `${m}-01`), monthDays(months[months.length - 1] as string).to].map(
    (day) => dayStartInstant(tz, day).toISOString(),
  );
  const filters = [
    Prisma.sql`b.check_in >= ${bounds[0]}::timestamptz AND b.check_in < ${bounds[bounds.length - 1]}::timestamptz`,
  ];
  if (input.status) filters.push(Prisma.sql`b.status = ${input.status}::"HotelBookingStatus"`);
  filters.push(...searchTextWhere(Prisma.sql`b.search_text`, input.search));
  const where = Prisma.join(filters, ' AND ');
  const yearFrom = dayStartInstant(tz, `${input.year}-01-01`);
  const yearTo = dayStartInstant(tz, `${input.year + 1}-01-01`);
  const size = input.pageSize;

  // One statement: the matching bookings of the listed months (the check-in index, then the
  // status and the search on the row's own copy of the dog's search text), their count per
  // month, the page's ids in order, and the year's total.
  const read = async (page: number) => {
    const [row] = await ctx.prisma.$queryRaw<
      { counts: { bucket: number; total: number }[]; ids: string[]; yearTotal: number }[]
    >`
      WITH m AS MATERIALIZED (
        SELECT b.id, b.check_in, width_bucket(b.check_in, ${bounds}::timestamptz[]) AS bucket
          FROM hotel_bookings b WHERE ${where})
      SELECT (SELECT coalesce(json_agg(json_build_object('bucket', c.bucket, 'total', c.total) ORDER BY c.bucket), '[]')
                FROM (SELECT bucket, count(*)::int AS total FROM m GROUP BY bucket) c) AS counts,
             (SELECT coalesce(array_agg(p.id::text ORDER BY p.bucket, p.check_in DESC, p.id DESC), '{}')
                FROM (SELECT id, bucket, check_in FROM m ORDER BY bucket, check_in DESC, id DESC
                       LIMIT ${size} OFFSET ${(page - 1) * size}) p) AS ids,
             (SELECT count(*)::int FROM hotel_bookings y
               WHERE y.check_in >= ${yearFrom} AND y.check_in < ${yearTo}) AS "yearTotal"`;
    return row ?? { counts: [], ids: [], yearTotal: 0 };
  };
  let result = await read(input.page);
  const total = result.counts.reduce((sum, c) => sum + c.total, 0);
  // A page past the end answers the last page.
  const page = Math.min(input.page, pageCountOf(total, size));
  if (page !== input.page) result = await read(page);
  return {
    ...listPage(await bookingsByIds(ctx.prisma, tz, result.ids), total, page, size),
    year: input.year,
    month: input.month,
    months: result.counts.map((c) => ({ month: months[c.bucket - 1] as string, total: c.total })),
    yearTotal: result.yearTotal,
  };
}
