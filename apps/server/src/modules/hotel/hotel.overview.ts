// The Overview tab and what the dashboard will ask the hotel for: today's figures, the guests
// here now, today's arrivals and departures, and the next 4 days' movements grouped by date.
// Also the Check In picker. Two statements at once: the three figures, and every listed
// booking (tagged with the list it belongs to) read through the indexes on check_in, check_out
// and the checked-in partial index.
import {
  addDays,
  arrivesOn,
  dayStartInstant,
  departsOn,
  dogThumbnailUrl,
  groupMovementsByDay,
  type THotelBooking,
  type THotelCheckInOption,
  type THotelCheckInOptionsInput,
  type THotelOverview,
  ZHotelCheckInOptionsInput,
} from '@pawdesk/domain';
import { compareNames, nameKey } from '../../db/collation';
import { Prisma } from '../../db/prisma';
import { searchTextWhere } from '../../db/search-text';
import type { HotelContext } from './hotel.context';
import { bookingsByIds, selectBookings } from './hotel.dto';
import { todayBounds } from './hotel.reads';

type TodayParts = Omit<THotelOverview, 'stats'>;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Dog names in Spanish order (the id settles a tie, so the order never depends on the input). */
const byDog = (a: THotelBooking, b: THotelBooking) =>
  compareNames(a.dog.name, b.dog.name) || byText(a.id, b.id);

/**
 * The hotel's part of "today" (the Overview's lists; the dashboard's hotel section): guests
 * checked in (leaving soonest first), today's arrivals and departures (not cancelled), and the
 * next 4 days' arrivals and departures by date.
 */
export async function hotelTodayParts(ctx: HotelContext): Promise<TodayParts> {
  const { today, start } = todayBounds(ctx);
  const windowEnd = dayStartInstant(ctx.timeZone, addDays(today, 5));
  // Every booking one of the lists may show (checked in; checking in or out from today to the
  // 4th day after), through the checked-in partial index and the check-in and check-out indexes;
  // which list each belongs to is the domain's rules on its business days.
  const candidates = await selectBookings(
    ctx.prisma,
    ctx.timeZone,
    Prisma.sql`b.status = 'checked-in'
      OR (b.check_in >= ${start} AND b.check_in < ${windowEnd})
      OR (b.check_out >= ${start} AND b.check_out < ${windowEnd})`,
    { order: Prisma.sql`b.id` },
  );
  const sorted = (list: THotelBooking[], key: 'checkIn' | 'checkOut') =>
    list.sort((a, b) => byText(a[key], b[key]) || byDog(a, b));
  return {
    today,
    currentGuests: sorted(
      candidates.filter((b) => b.status === 'checked-in'),
      'checkOut',
    ),
    arrivalsToday: sorted(
      candidates.filter((b) => arrivesOn(b, today)),
      'checkIn',
    ),
    departuresToday: sorted(
      candidates.filter((b) => departsOn(b, today)),
      'checkOut',
    ),
    upcoming: groupMovementsByDay([...candidates].sort(byDog), today),
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
 * are not checked in already; those arriving today (their stay covers today) first, then by
 * name, at most `limit`; each with its thumbnail.
 */
export async function hotelCheckInOptions(
  ctx: HotelContext,
  raw: THotelCheckInOptionsInput,
): Promise<THotelCheckInOption[]> {
  const input = ZHotelCheckInOptionsInput.parse(raw);
  const { start, end } = todayBounds(ctx);
  const words = searchTextWhere(Prisma.sql`b.search_text`, input.search);
  const search = words.length > 0 ? Prisma.sql`AND ${Prisma.join(words, ' AND ')}` : Prisma.empty;
  // The booked stays not over yet (the check-out index), each dog's first by the pick's order,
  // searched on the booking's own copy of its dog's search text, by the copy of the dog's name.
  const rows = await ctx.prisma.$queryRaw<{ id: string; expected: boolean; picture: string | null }[]>`
    WITH pick AS (
      SELECT DISTINCT ON (b.dog_id) b.id, b.dog_id, b.dog_name, b.check_in < ${end} AS expected
        FROM hotel_bookings b
       WHERE b.status = 'booked' AND b.check_out >= ${start} ${search}
         AND NOT EXISTS (SELECT 1 FROM hotel_bookings h WHERE h.dog_id = b.dog_id AND h.status = 'checked-in')
       ORDER BY b.dog_id, (b.check_in < ${end}) DESC, b.check_in, b.id),
    page AS (SELECT pick.* FROM pick
              ORDER BY pick.expected DESC, ${nameKey('pick.dog_name')}, pick.dog_id LIMIT ${input.limit})
    SELECT page.id::text AS id, page.expected, (SELECT d.picture FROM dogs d WHERE d.id = page.dog_id) AS picture
      FROM page ORDER BY page.expected DESC, ${nameKey('page.dog_name')}, page.dog_id`;
  const bookings = await bookingsByIds(
    ctx.prisma,
    ctx.timeZone,
    rows.map((r) => r.id),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return bookings.map((booking) => ({
    id: booking.dog.id,
    name: booking.dog.name,
    breed: booking.dog.breed,
    ownerName: booking.dog.owners[0]?.name ?? null,
    booking,
    thumbnailUrl: dogThumbnailUrl(byId.get(booking.id)?.picture ?? null),
    expected: byId.get(booking.id)?.expected === true,
  }));
}
