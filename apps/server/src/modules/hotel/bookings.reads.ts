// Hotel bookings, the reads: one booking, the list variant (filters all / current / upcoming /
// past, five sorts both ways, 8 a page), All Bookings (a year's months with their counts,
// search, status, pages) and the full REST list. Plans and measurements: ./README.md.
import {
  addDays,
  dayStartInstant,
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
import { DomainError } from '../../errors/domain-error';
import { toRest } from '../../lib/dto';
import { listPage, pageCountOf } from '../../lib/paging';
import { searchTextWhere } from '../dogs/dog-search';
import { bookingsByIds, NEWEST_FIRST, selectBookings } from './booking-dto';
import { type HotelContext, hotelToday } from './hotel.context';

export async function getBooking(ctx: HotelContext, id: string): Promise<THotelBooking> {
  if (!isId(id)) throw new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
  const [booking] = await selectBookings(ctx.prisma, ctx.timeZone, Prisma.sql`b.id = ${id}::uuid`);
  if (!booking) throw new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
  return booking;
}

/** The instants today and tomorrow start in the business zone: the bounds of "today". */
export function todayBounds(ctx: HotelContext): { today: string; start: Date; end: Date } {
  const today = hotelToday(ctx);
  return {
    today,
    start: dayStartInstant(ctx.timeZone, today),
    end: dayStartInstant(ctx.timeZone, addDays(today, 1)),
  };
}

// ---------------------------------------------------------------------------------------------
// The list variant (the Overview's booking list)
// ---------------------------------------------------------------------------------------------

/** The primary owner's name of the booking's dog (NULL for a dog without owners: sorted last). */
const PRIMARY_OWNER = Prisma.sql`(SELECT o.name FROM dog_owners l JOIN owners o ON o.id = l.owner_id
                                  WHERE l.dog_id = b.dog_id AND l.position = 0)`;

function listOrder(sort: THotelListInput['sort']): { order: Prisma.Sql; needsDog: boolean } {
  const { key, direction } = parseHotelSort(sort ?? 'checkIn-desc');
  const dir = Prisma.raw(direction === 'asc' ? 'ASC' : 'DESC');
  switch (key) {
    case 'checkIn':
      return { order: Prisma.sql`b.check_in ${dir}, b.id ${dir}`, needsDog: false };
    case 'checkOut':
      return { order: Prisma.sql`b.check_out ${dir}, b.id ${dir}`, needsDog: false };
    case 'duration':
      return { order: Prisma.sql`(b.check_out - b.check_in) ${dir}, b.check_in DESC, b.id`, needsDog: false };
    case 'dogName':
      return { order: Prisma.sql`${nameKey('d.name')} ${dir}, b.check_in DESC, b.id`, needsDog: true };
    case 'ownerName':
      return {
        order: Prisma.sql`${PRIMARY_OWNER} COLLATE "es-x-icu" ${dir} NULLS LAST, ${nameKey('d.name')}, b.check_in DESC, b.id`,
        needsDog: true,
      };
  }
}

/**
 * A page of the list variant. The filters are spec section 4's, by business day: current (the
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
  const { order, needsDog } = listOrder(input.sort);
  const size = input.pageSize;
  const from = needsDog
    ? Prisma.sql`hotel_bookings b JOIN dogs d ON d.id = b.dog_id`
    : Prisma.sql`hotel_bookings b`;
  const readPage = async (page: number) => {
    const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id::text AS id FROM ${from} WHERE ${where}
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
 * All Bookings (spec section 2): the bookings checking in during the listed months (the chosen
 * month; or every month of the year, from the current month onward in the current year),
 * matching the search (dog name, breed, owners' names) and the status; ordered by month, newest
 * check-in first inside a month; with each listed month's count and the year's total.
 */
export async function listMonths(ctx: HotelContext, raw: THotelMonthsInput): Promise<THotelMonthsPage> {
  const input = ZHotelMonthsInput.parse(raw);
  const tz = ctx.timeZone;
  const today = hotelToday(ctx);
  const months = monthsShown(input.year, input.month, today);
  const from = dayStartInstant(tz, `${months[0]}-01`);
  const to = dayStartInstant(tz, monthDays(months[months.length - 1] as string).to);
  const yearFrom = dayStartInstant(tz, `${input.year}-01-01`);
  const yearTo = dayStartInstant(tz, `${input.year + 1}-01-01`);

  const filters = [Prisma.sql`b.check_in >= ${from} AND b.check_in < ${to}`];
  if (input.status) filters.push(Prisma.sql`b.status = ${input.status}::"HotelBookingStatus"`);
  const words = searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const where = Prisma.join([...filters, ...words], ' AND ');
  const source =
    words.length > 0
      ? Prisma.sql`hotel_bookings b JOIN dogs d ON d.id = b.dog_id`
      : Prisma.sql`hotel_bookings b`;
  const month = Prisma.sql`to_char(b.check_in AT TIME ZONE ${tz}, 'YYYY-MM')`;
  const size = input.pageSize;
  const readPage = async (page: number) => {
    const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
      SELECT b.id::text AS id FROM ${source} WHERE ${where}
       ORDER BY ${month}, b.check_in DESC, b.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`;
    return bookingsByIds(
      ctx.prisma,
      tz,
      rows.map((r) => r.id),
    );
  };
  const [counts, yearRows, firstTry] = await Promise.all([
    ctx.prisma.$queryRaw<{ month: string; total: number }[]>`
      SELECT ${month} AS month, count(*)::int AS total FROM ${source} WHERE ${where} GROUP BY 1 ORDER BY 1`,
    ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM hotel_bookings b WHERE b.check_in >= ${yearFrom} AND b.check_in < ${yearTo}`,
    readPage(input.page),
  ]);
  const total = counts.reduce((sum, m) => sum + m.total, 0);
  const page = Math.min(input.page, pageCountOf(total, size));
  const items = page === input.page ? firstTry : await readPage(page);
  return {
    ...listPage(items, total, page, size),
    year: input.year,
    month: input.month,
    months: counts,
    yearTotal: yearRows[0]?.total ?? 0,
  };
}

// ---------------------------------------------------------------------------------------------
// GET /api/hotel: every booking, newest check-in first
// ---------------------------------------------------------------------------------------------

/** How many bookings one query of the full list reads. */
export const BOOKING_STREAM_BATCH = 2_000;

/**
 * REST GET /api/hotel as JSON text, one string per batch (the route writes them out as one array
 * without holding the whole list): keyset batches on (check_in, id) newest first, each booking
 * exactly as GET /api/hotel/{id} answers it.
 */
export async function* allBookingsRestJson(
  ctx: HotelContext,
  batchSize = BOOKING_STREAM_BATCH,
): AsyncGenerator<string> {
  let last: THotelBooking | undefined;
  for (;;) {
    const after: Prisma.Sql = last
      ? Prisma.sql`(b.check_in, b.id) < (${new Date(last.checkIn)}::timestamptz, ${last.id}::uuid)`
      : Prisma.sql`TRUE`;
    const batch = await selectBookings(ctx.prisma, ctx.timeZone, after, {
      order: NEWEST_FIRST,
      limit: batchSize,
    });
    if (batch.length > 0) yield batch.map((b) => JSON.stringify(toRest(b))).join(',');
    if (batch.length < batchSize) return;
    last = batch[batch.length - 1];
  }
}
