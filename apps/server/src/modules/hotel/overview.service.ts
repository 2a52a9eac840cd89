// The Overview tab and what the dashboard will ask the hotel for: today's figures, the guests
// here now, today's arrivals and departures, and the next 4 days' movements grouped by date.
// Also the Check In picker. Two statements at once: the three figures, and every listed
// booking (tagged with the list it belongs to) read through the indexes on check_in, check_out
// and the checked-in partial index.
import {
  addDays,
  dayStartInstant,
  groupMovementsByDay,
  type THotelBooking,
  type THotelCheckInOption,
  type THotelCheckInOptionsInput,
  type THotelOverview,
  ZHotelCheckInOptionsInput,
} from '@pawdesk/domain';
import { compareNames, nameKey } from '../../db/collation';
import { Prisma } from '../../db/prisma';
import { searchTextWhere } from '../dogs/dog-search';
import { BOOKING_COLUMNS, BOOKING_JOINS, type BookingRow, bookingsByIds, toBookingDto } from './booking-dto';
import { todayBounds } from './bookings.reads';
import type { HotelContext } from './hotel.context';

type TodayParts = Omit<THotelOverview, 'stats'>;

const byDay = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byDog = (a: THotelBooking, b: THotelBooking) =>
  compareNames(a.dog.name, b.dog.name) || byDay(a.id, b.id);

/**
 * The hotel's part of "today" (the Overview's lists; the dashboard's hotel section): guests
 * checked in (leaving soonest first), today's arrivals and departures (not cancelled), and the
 * next 4 days' arrivals and departures by date.
 */
export async function hotelTodayParts(ctx: HotelContext): Promise<TodayParts> {
  const { today, start, end } = todayBounds(ctx);
  const windowEnd = dayStartInstant(ctx.timeZone, addDays(today, 5));
  const rows = await ctx.prisma.$queryRaw<(BookingRow & { kind: string })[]>`
    WITH k AS (
      SELECT 'here' AS kind, id FROM hotel_bookings WHERE status = 'checked-in'
      UNION ALL
      SELECT 'arrive', id FROM hotel_bookings
       WHERE check_in >= ${start} AND check_in < ${end} AND status <> 'cancelled'
      UNION ALL
      SELECT 'depart', id FROM hotel_bookings
       WHERE check_out >= ${start} AND check_out < ${end} AND status <> 'cancelled'
      UNION ALL
      SELECT 'soon', id FROM hotel_bookings
       WHERE ((check_in >= ${end} AND check_in < ${windowEnd}) OR (check_out >= ${end} AND check_out < ${windowEnd}))
         AND status <> 'cancelled')
    SELECT k.kind, ${BOOKING_COLUMNS} FROM k JOIN hotel_bookings b ON b.id = k.id ${BOOKING_JOINS}`;
  const dtos = new Map<string, THotelBooking>();
  const lists = {
    here: [] as THotelBooking[],
    arrive: [] as THotelBooking[],
    depart: [] as THotelBooking[],
    soon: [] as THotelBooking[],
  };
  for (const row of rows) {
    let dto = dtos.get(row.id);
    if (!dto) {
      dto = toBookingDto(row, ctx.timeZone);
      dtos.set(row.id, dto);
    }
    lists[row.kind as keyof typeof lists].push(dto);
  }
  const soon = [...lists.soon].sort(byDog);
  return {
    today,
    currentGuests: lists.here.sort((a, b) => byDay(a.checkOut, b.checkOut) || byDog(a, b)),
    arrivalsToday: lists.arrive.sort((a, b) => byDay(a.checkIn, b.checkIn) || byDog(a, b)),
    departuresToday: lists.depart.sort((a, b) => byDay(a.checkOut, b.checkOut) || byDog(a, b)),
    upcoming: groupMovementsByDay(soon, today),
  };
}

/**
 * The Overview: the three stat cards (guests checked in now, upcoming reservations: not
 * cancelled and checking in after today, every booking) and hotelTodayParts.
 */
export async function hotelOverview(ctx: HotelContext): Promise<THotelOverview> {
  const { end } = todayBounds(ctx);
  const [figures, parts] = await Promise.all([
    ctx.prisma.$queryRaw<{ here: number; upcoming: number; total: number }[]>`
      SELECT (SELECT count(*)::int FROM hotel_bookings WHERE status = 'checked-in') AS here,
             (SELECT count(*)::int FROM hotel_bookings WHERE check_in >= ${end} AND status <> 'cancelled') AS upcoming,
             (SELECT count(*)::int FROM hotel_bookings) AS total`,
    hotelTodayParts(ctx),
  ]);
  const f = figures[0] ?? { here: 0, upcoming: 0, total: 0 };
  return { ...parts, stats: { currentGuests: f.here, upcoming: f.upcoming, total: f.total } };
}

/**
 * The Check In picker: dogs matching the search that hold a booked booking to check in (the
 * one pickBookingToCheckIn takes: the stay covering today, else the nearest upcoming one) and
 * are not checked in already, by name, at most `limit`.
 */
export async function hotelCheckInOptions(
  ctx: HotelContext,
  raw: THotelCheckInOptionsInput,
): Promise<THotelCheckInOption[]> {
  const input = ZHotelCheckInOptionsInput.parse(raw);
  const { start, end } = todayBounds(ctx);
  const words = searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const search = words.length > 0 ? Prisma.sql`AND ${Prisma.join(words, ' AND ')}` : Prisma.empty;
  const rows = await ctx.prisma.$queryRaw<{ id: string }[]>`
    WITH pick AS (
      SELECT DISTINCT ON (b.dog_id) b.id, b.dog_id
        FROM hotel_bookings b JOIN dogs d ON d.id = b.dog_id
       WHERE b.status = 'booked' AND b.check_out >= ${start} ${search}
         AND NOT EXISTS (SELECT 1 FROM hotel_bookings h WHERE h.dog_id = b.dog_id AND h.status = 'checked-in')
       ORDER BY b.dog_id, (b.check_in < ${end}) DESC, b.check_in, b.id)
    SELECT pick.id::text AS id FROM pick JOIN dogs d ON d.id = pick.dog_id
     ORDER BY ${nameKey('d.name')}, d.id LIMIT ${input.limit}`;
  const bookings = await bookingsByIds(
    ctx.prisma,
    ctx.timeZone,
    rows.map((r) => r.id),
  );
  return bookings.map((booking) => ({
    id: booking.dog.id,
    name: booking.dog.name,
    breed: booking.dog.breed,
    ownerName: booking.dog.owners[0]?.name ?? null,
    booking,
  }));
}
