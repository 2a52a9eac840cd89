// Where a stay stands against today is one set of rules in @pawdesk/domain (stayPhase,
// isUpcomingStay, boardStayPhase, pickBookingToCheckIn), on business days; the server asks the
// same questions of PostgreSQL on instants (the list variant's filters, the Overview's upcoming
// figure, the board's upcoming count, the Check In picker), so the indexes answer them. This file
// pins those SQL twins to the rules over a table of stays whose dates sit on every edge of
// "today" in the business zone (the last millisecond of yesterday, midnight, the last
// millisecond of today, tomorrow's midnight), in every status.
import {
  addDays,
  boardStayPhase,
  HOTEL_STATUSES,
  isArrivalDue,
  isDepartureDue,
  isUpcomingStay,
  pickBookingToCheckIn,
  stayPhase,
  type THotelBooking,
  type THotelStatus,
} from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { hotelBoard } from './hotel.board';
import type { HotelContext } from './hotel.context';
import { hotelFixtures } from './hotel.fixtures';
import { hotelCheckInOptions, hotelOverview } from './hotel.overview';
import { listBookings, todayBounds } from './hotel.reads';

const NOW = new Date('2026-11-24T10:00:00.000Z');
const MS = 1;
const DAY = 86_400_000;

describe('where a stay stands against today: the SQL is the domain rule', () => {
  let t: TestApp;
  let f: ReturnType<typeof hotelFixtures>;
  let ctx: HotelContext;
  let today: string;
  let bookings: THotelBooking[];

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = hotelFixtures(t.deps, user);
    ctx = f.hotel(() => NOW);
    const bounds = todayBounds(ctx);
    today = bounds.today;
    const start = bounds.start.getTime();
    const end = bounds.end.getTime();
    const insert = (dogId: string, checkIn: number, checkOut: number, status: THotelStatus) =>
      t.db.prisma.$executeRaw`
        INSERT INTO hotel_bookings (id, dog_id, check_in, check_out, status, updated_at)
        VALUES (gen_random_uuid(), ${dogId}::uuid, ${new Date(checkIn)}, ${new Date(checkOut)},
                ${status}::"HotelBookingStatus", now())`;

    // One dog per stay (a dog's stays may not overlap): every check-in edge with every later
    // check-out edge, the statuses taking turns.
    const checkIns = [start - 3 * DAY, start - MS, start, end - MS, end, end + 2 * DAY];
    const checkOuts = [start - MS, start, start + MS, end - MS, end, end + DAY, end + 3 * DAY];
    let turn = 0;
    for (const checkIn of checkIns) {
      for (const checkOut of checkOuts.filter((out) => out > checkIn)) {
        const dog = await f.dog();
        await insert(
          dog.id,
          checkIn,
          checkOut,
          HOTEL_STATUSES[turn++ % HOTEL_STATUSES.length] as THotelStatus,
        );
      }
    }
    // Dogs with several stays, for the Check In picker: a no-show, a stay covering today and a
    // later one; two later ones; a guest already here with a later booking; a cancelled stay
    // covering today and a later one.
    const several: [number, number, THotelStatus][][] = [
      [
        [start - 5 * DAY, start - 2 * DAY, 'booked'],
        [start - DAY, end, 'booked'],
        [end + 2 * DAY, end + 4 * DAY, 'booked'],
      ],
      [
        [end + 5 * DAY, end + 6 * DAY, 'booked'],
        [end + DAY, end + 3 * DAY, 'booked'],
      ],
      [
        [start - DAY, end, 'checked-in'],
        [end + DAY, end + 2 * DAY, 'booked'],
      ],
      [
        [start, end + DAY, 'cancelled'],
        [end + DAY, end + 2 * DAY, 'booked'],
      ],
      [[start - 4 * DAY, start - MS, 'booked']],
    ];
    for (const stays of several) {
      const dog = await f.dog();
      for (const [checkIn, checkOut, status] of stays) await insert(dog.id, checkIn, checkOut, status);
    }
    bookings = (await listBookings(ctx, { pageSize: 100 })).items;
  });

  const idsOf = (list: { id: string }[]) => list.map((b) => b.id).sort();

  it('the stays sit on every edge of today, in every status', () => {
    expect(bookings.length).toBeGreaterThan(30);
    expect(bookings.length).toBeLessThanOrEqual(100);
    const days = new Set(bookings.flatMap((b) => [b.checkInDay, b.checkOutDay]));
    for (const day of [addDays(today, -1), today, addDays(today, 1)]) expect(days).toContain(day);
    expect(new Set(bookings.map((b) => b.status))).toEqual(new Set(HOTEL_STATUSES));
    for (const phase of ['current', 'upcoming', 'past'] as const) {
      expect(bookings.some((b) => stayPhase(b, today) === phase)).toBe(true);
    }
  });

  it.each(['current', 'upcoming', 'past'] as const)(
    'the list variant’s %s filter is stayPhase',
    async (filter) => {
      const page = await listBookings(ctx, { filter, pageSize: 100 });
      expect(idsOf(page.items)).toEqual(idsOf(bookings.filter((b) => stayPhase(b, today) === filter)));
    },
  );

  it('the Overview’s upcoming figure counts isUpcomingStay', async () => {
    const overview = await hotelOverview(ctx);
    expect(overview.stats.upcoming).toBe(bookings.filter((b) => isUpcomingStay(b, today)).length);
    expect(overview.stats.total).toBe(bookings.length);
  });

  it('the board’s current and upcoming are boardStayPhase, counts included', async () => {
    const board = await hotelBoard(ctx, { current: 100, upcoming: 100, arrivals: 100, departures: 100 });
    const phase = (p: 'current' | 'upcoming') => bookings.filter((b) => boardStayPhase(b, today) === p);
    expect({ current: idsOf(board.current), count: board.currentCount }).toEqual({
      current: idsOf(phase('current')),
      count: phase('current').length,
    });
    expect({ upcoming: idsOf(board.upcoming), count: board.upcomingCount }).toEqual({
      upcoming: idsOf(phase('upcoming')),
      count: phase('upcoming').length,
    });
    // The desk's lists (docs/domains/hotel.md): the arrivals are isArrivalDue, the departures isDepartureDue.
    const sorted = (list: { id: string }[]) => idsOf(list).sort();
    expect({ arrivals: sorted(board.arrivals), count: board.arrivalsDue }).toEqual({
      arrivals: sorted(bookings.filter((b) => isArrivalDue(b, today))),
      count: bookings.filter((b) => isArrivalDue(b, today)).length,
    });
    expect({ departures: sorted(board.departures), count: board.departuresDue }).toEqual({
      departures: sorted(bookings.filter((b) => isDepartureDue(b, today))),
      count: bookings.filter((b) => isDepartureDue(b, today)).length,
    });
    expect(board.arrivals.length).toBeGreaterThan(0);
    expect(board.departures.length).toBeGreaterThan(0);
  });

  it('the Check In picker offers each dog the booking pickBookingToCheckIn takes', async () => {
    const options = await hotelCheckInOptions(ctx, { limit: 50 });
    const byDog = new Map<string, THotelBooking[]>();
    for (const b of bookings) byDog.set(b.dog.id, [...(byDog.get(b.dog.id) ?? []), b]);
    const expected = [...byDog.values()].flatMap((stays) => {
      // A dog already here is not offered (its Check In answers 'already checked in').
      if (stays.some((b) => b.status === 'checked-in')) return [];
      const picked = pickBookingToCheckIn(stays, today);
      return picked ? [`${picked.dog.id} ${picked.id}`] : [];
    });
    expect(byDog.size).toBeLessThan(50);
    expect(expected.length).toBeGreaterThan(5);
    expect(options.map((o) => `${o.id} ${o.booking.id}`).sort()).toEqual(expected.sort());
  });
});
