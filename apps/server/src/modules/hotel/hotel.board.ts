// The hotel's part of the Today board (docs/domains/dashboard.md; docs/spec/product-spec.md §4's 'current' and 'upcoming'):
// the guests here (current), the next arrivals (upcoming), each capped with its full count, and
// the arrivals and departures that still need doing today (docs/domains/hotel.md: listed, so the desk checks
// them in and out from the board). Where each stay stands is the
// domain's rule (boardStayPhase, isArrivalDue, isDepartureDue); the SQL only narrows the rows.
import {
  boardStayPhase,
  businessDayOf,
  isArrivalDue,
  isDepartureDue,
  type THotelBooking,
  type THotelStatus,
  type TStayDays,
} from '@pawdesk/domain';
import { compareNames } from '../../db/collation';
import { Prisma } from '../../db/prisma';
import type { HotelContext } from './hotel.context';
import { bookingsByIds, selectBookings } from './hotel.dto';
import { todayBounds } from './hotel.reads';

export interface HotelBoard {
  current: THotelBooking[];
  currentCount: number;
  upcoming: THotelBooking[];
  upcomingCount: number;
  /** Booked stays covering today, not checked in yet (the late first, then by dog name). */
  arrivals: THotelBooking[];
  arrivalsDue: number;
  /** Guests still checked in on or after their check-out day (the overdue first, then by dog name). */
  departures: THotelBooking[];
  departuresDue: number;
  /** The guests here and the arrivals due (uncapped) with their stays' days, for the vaccination check. */
  dogsToday: { dogId: string; dogName: string; checkIn: string; checkOut: string }[];
}

interface StayRow {
  id: string;
  status: THotelStatus;
  checkIn: Date;
  checkOut: Date;
  dogName: string;
  dogId: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Three statements at once: the stays that may be current (every guest checked in, through the
 * checked-in partial index; booked stays covering today, through the check-out index), the first
 * `caps.upcoming` booked stays checking in after today (a walk of the check-in index) and how
 * many there are. The current ones (leaving soonest first), the arrivals and the departures are
 * then read whole in one statement (the first of each by primary key, with their owners).
 */
export async function hotelBoard(
  ctx: HotelContext,
  caps: { current: number; upcoming: number; arrivals: number; departures: number },
): Promise<HotelBoard> {
  const { today, start, end } = todayBounds(ctx);
  const upcomingWhere = Prisma.sql`b.status = 'booked'::"HotelBookingStatus" AND b.check_in >= ${end}`;
  const [rows, upcoming, counts] = await Promise.all([
    ctx.prisma.$queryRaw<StayRow[]>`
      SELECT b.id::text AS id, b.status::text AS status, b.check_in AS "checkIn",
             b.check_out AS "checkOut", b.dog_name AS "dogName", b.dog_id::text AS "dogId"
        FROM hotel_bookings b
       WHERE b.status = 'checked-in'::"HotelBookingStatus"
          OR (b.status = 'booked'::"HotelBookingStatus" AND b.check_out >= ${start} AND b.check_in < ${end})`,
    selectBookings(ctx.prisma, ctx.timeZone, upcomingWhere, {
      order: Prisma.sql`b.check_in, b.id`,
      limit: caps.upcoming,
    }),
    ctx.prisma.$queryRaw<{ count: number }[]>`
      SELECT count(*)::int AS count FROM hotel_bookings b WHERE ${upcomingWhere}`,
  ]);

  const stays = rows.map((row) => ({
    ...row,
    checkInDay: businessDayOf(row.checkIn, ctx.timeZone),
    checkOutDay: businessDayOf(row.checkOut, ctx.timeZone),
  })) satisfies (TStayDays & StayRow)[];
  const byName = (a: StayRow, b: StayRow) => compareNames(a.dogName, b.dogName) || byText(a.id, b.id);
  const current = stays
    .filter((stay) => boardStayPhase(stay, today) === 'current')
    .sort((a, b) => a.checkOut.getTime() - b.checkOut.getTime() || byName(a, b));
  const arrivals = stays
    .filter((stay) => isArrivalDue(stay, today))
    .sort((a, b) => a.checkIn.getTime() - b.checkIn.getTime() || byName(a, b));
  const departures = stays
    .filter((stay) => isDepartureDue(stay, today))
    .sort((a, b) => a.checkOut.getTime() - b.checkOut.getTime() || byName(a, b));
  const ids = (list: StayRow[], cap: number) => list.slice(0, cap).map((stay) => stay.id);
  const wanted = {
    current: ids(current, caps.current),
    arrivals: ids(arrivals, caps.arrivals),
    departures: ids(departures, caps.departures),
  };
  const read = await bookingsByIds(ctx.prisma, ctx.timeZone, [
    ...new Set([...wanted.current, ...wanted.arrivals, ...wanted.departures]),
  ]);
  const byId = new Map(read.map((booking) => [booking.id, booking]));
  const whole = (list: string[]) => list.flatMap((id) => byId.get(id) ?? []);
  return {
    current: whole(wanted.current),
    currentCount: current.length,
    upcoming: upcoming.filter((booking) => boardStayPhase(booking, today) === 'upcoming'),
    upcomingCount: counts[0]?.count ?? 0,
    arrivals: whole(wanted.arrivals),
    arrivalsDue: arrivals.length,
    departures: whole(wanted.departures),
    departuresDue: departures.length,
    dogsToday: [...new Map([...current, ...arrivals].map((stay) => [stay.id, stay])).values()].map(
      (stay) => ({
        dogId: stay.dogId,
        dogName: stay.dogName,
        checkIn: stay.checkInDay,
        checkOut: stay.checkOutDay,
      }),
    ),
  };
}
