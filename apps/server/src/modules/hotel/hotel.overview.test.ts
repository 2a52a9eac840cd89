// The Overview (figures, guests here, today's arrivals and departures, the next 4 days by date),
// All Bookings (a year's months, a month, search, status, counts, pages), the Check In picker
// and the dog details modal's Hotel Stays tab. The clock is pinned to days of a future year, so
// this file's data is all that shows.
import {
  addDays,
  dayStartInstant,
  ZHotelBookingInput,
  ZHotelCheckInInput,
  ZHotelCheckOutInput,
} from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { dogsContext, getDogDetails } from '../dogs';
import { hotelFixtures, uniqueWord } from './hotel.fixtures';
import { hotelCheckInOptions, hotelOverview } from './hotel.overview';
import { listMonths } from './hotel.reads';
import { checkInDog, checkOutBooking, createBooking, updateBooking } from './hotel.writes';

describe('hotel Overview, All Bookings, picker and history', () => {
  let t: TestApp;
  let f: ReturnType<typeof hotelFixtures>;
  let caller: TestCaller;
  /** A year no other test writes to, and a day in it that plays "today". */
  const year = new Date().getUTCFullYear() + 3;
  const D = `${year}-06-15`;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = hotelFixtures(t.deps, user);
    caller = t.caller(user);
  });

  /** The hotel context with its clock at noon of `day` in the business zone. */
  const at = (day: string) => {
    const noon = new Date(dayStartInstant(t.deps.env.timeZone, day).getTime() + 12 * 3_600_000);
    return f.hotel(() => noon);
  };
  const day = (n: number) => addDays(D, n);
  /** A booking made on its check-in day (so the not-before-today rule holds). */
  const book = (dogId: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
    createBooking(
      at(day(from)),
      ZHotelBookingInput.parse({ dog: dogId, checkIn: day(from), checkOut: day(to), ...extra }),
    );

  it('the Overview: three figures, guests here leaving soonest first, today, the next 4 days by date', async () => {
    const guest = () => f.dog({ name: `Guest ${uniqueWord()}` });
    const [a, b, c, e, cancelled, g, h] = [
      await guest(),
      await guest(),
      await guest(),
      await guest(),
      await guest(),
      await guest(),
      await guest(),
    ];
    const A = await book(a.id, -2, 1, { status: 'checked-in' });
    const B = await book(b.id, 0, 3);
    const C = await book(c.id, -3, 0, { status: 'checked-in' });
    const E = await book(e.id, 2, 6);
    const F = await book(cancelled.id, 1, 2);
    await updateBooking(at(D), { id: F.id, status: 'cancelled' });
    const G = await book(g.id, 5, 7);
    const H = await book(h.id, -10, -5, { status: 'checked-in' });
    await checkOutBooking(at(day(-5)), ZHotelCheckOutInput.parse({ id: H.id }));

    const overview = await hotelOverview(at(D));
    expect(overview.today).toBe(D);
    expect(overview.stats).toEqual({ currentGuests: 2, upcoming: 2, total: 7 });
    const ids = (list: { id: string }[]) => list.map((x) => x.id);
    expect(ids(overview.currentGuests)).toEqual([C.id, A.id]);
    expect(ids(overview.arrivalsToday)).toEqual([B.id]);
    expect(ids(overview.departuresToday)).toEqual([C.id]);
    expect(
      overview.upcoming.map((u) => ({
        date: u.date,
        arrivals: ids(u.arrivals),
        departures: ids(u.departures),
      })),
    ).toEqual([
      { date: day(1), arrivals: [], departures: [A.id] },
      { date: day(2), arrivals: [E.id], departures: [] },
      { date: day(3), arrivals: [], departures: [B.id] },
    ]);
    expect(G.status).toBe('booked');

    // The next morning B has not come yet and C has gone: B is no longer arriving "today".
    await checkOutBooking(at(D), ZHotelCheckOutInput.parse({ id: C.id }));
    const next = await hotelOverview(at(day(1)));
    expect(next.stats).toMatchObject({ currentGuests: 1, upcoming: 2 });
    expect(ids(next.departuresToday)).toEqual([A.id]);
    expect(ids(next.arrivalsToday)).toEqual([]);
  });

  it('the Check In picker: dogs with a booked stay to check in, matching the search, with that stay', async () => {
    const tag = uniqueWord('pk');
    const covering = await f.dog({ name: `Kira ${tag}` });
    const upcomingOnly = await f.dog({ name: `Bimba ${tag}` });
    const here = await f.dog({ name: `Coco ${tag}` });
    const cancelledOnly = await f.dog({ name: `Duna ${tag}` });
    const today = addDays(D, 40);
    const ctx = at(today);
    const make = (dogId: string, from: number, to: number, status?: 'checked-in') =>
      createBooking(
        ctx,
        ZHotelBookingInput.parse({
          dog: dogId,
          checkIn: addDays(today, from),
          checkOut: addDays(today, to),
          status,
        }),
      );
    await make(covering.id, 3, 5);
    const now = await make(covering.id, 0, 2);
    const later = await make(upcomingOnly.id, 6, 9);
    await make(here.id, 0, 1, 'checked-in');
    await make(here.id, 4, 6);
    const gone = await make(cancelledOnly.id, 1, 2);
    await updateBooking(ctx, { id: gone.id, status: 'cancelled' });

    // Kira's stay covers today: she is expected now, so she comes first (then by name).
    const options = await hotelCheckInOptions(ctx, { search: tag });
    expect(options.map((o) => [o.name, o.booking.id])).toEqual([
      [covering.name, now.id],
      [upcomingOnly.name, later.id],
    ]);
    expect(options[0]).toMatchObject({
      id: covering.id,
      breed: 'Beagle',
      ownerName: covering.owners[0]?.name,
      expected: true,
      thumbnailUrl: null,
    });
    expect(options[1]?.expected).toBe(false);
    expect(await hotelCheckInOptions(ctx, { search: 'Kira', limit: 50 })).toSatisfy(
      (list: { id: string }[]) => list.some((o) => o.id === covering.id),
    );
    // The picker's choice is what the Check In takes.
    expect((await checkInDog(ctx, ZHotelCheckInInput.parse({ dog: covering.id }))).id).toBe(now.id);
    expect((await hotelCheckInOptions(ctx, { search: tag })).map((o) => o.name)).toEqual([upcomingOnly.name]);
  });

  describe('All Bookings', () => {
    const tag = uniqueWord('ab');
    const Y = year + 1;
    const made: Record<string, string> = {};
    beforeAll(async () => {
      const luna = await f.dog({ name: `Luna ${tag}`, breed: 'Galgo', ownerName: `María Peña ${tag}` });
      const toby = await f.dog({ name: `Toby ${tag}`, breed: 'Beagle', ownerName: `Jorge Núñez ${tag}` });
      const plan: [string, string, string, string, 'cancelled' | null][] = [
        ['feb', luna.id, `${Y}-02-10`, `${Y}-02-12`, null],
        ['mar1', luna.id, `${Y}-03-02`, `${Y}-03-05`, null],
        ['mar2', toby.id, `${Y}-03-20`, `${Y}-03-22`, 'cancelled'],
        ['mar3', toby.id, `${Y}-03-28`, `${Y}-04-02`, null],
        ['dec', toby.id, `${Y}-12-30`, `${Y + 1}-01-03`, null],
      ];
      for (const [key, dog, checkIn, checkOut, cancel] of plan) {
        const ctx = at(checkIn);
        const b = await createBooking(ctx, ZHotelBookingInput.parse({ dog, checkIn, checkOut }));
        if (cancel) await updateBooking(ctx, { id: b.id, status: 'cancelled' });
        made[key] = b.id;
      }
    });
    const ids = (items: { id: string }[]) => items.map((b) => b.id);

    it('all months of another year: grouped by month in order, newest check-in first inside, with counts', async () => {
      const page = await caller.hotel.months({ year: Y, month: null });
      expect(page.months).toEqual([
        { month: `${Y}-02`, total: 1 },
        { month: `${Y}-03`, total: 3 },
        { month: `${Y}-12`, total: 1 },
      ]);
      expect(ids(page.items)).toEqual([made.feb, made.mar3, made.mar2, made.mar1, made.dec]);
      expect(page).toMatchObject({ total: 5, yearTotal: 5, year: Y, month: null, page: 1, pageCount: 1 });
    });

    it('a chosen month, a status, a search by dog, breed, owner or first owner', async () => {
      const march = await caller.hotel.months({ year: Y, month: 3 });
      expect(ids(march.items)).toEqual([made.mar3, made.mar2, made.mar1]);
      expect(march.months).toEqual([{ month: `${Y}-03`, total: 3 }]);
      expect(ids((await caller.hotel.months({ year: Y, month: 3, status: 'cancelled' })).items)).toEqual([
        made.mar2,
      ]);
      expect(ids((await caller.hotel.months({ year: Y, month: null, search: `luna ${tag}` })).items)).toEqual(
        [made.feb, made.mar1],
      );
      expect(
        ids((await caller.hotel.months({ year: Y, month: null, search: `galgo ${tag}` })).items),
      ).toEqual([made.feb, made.mar1]);
      expect(
        ids((await caller.hotel.months({ year: Y, month: null, search: `nunez ${tag}` })).items),
      ).toEqual([made.mar3, made.mar2, made.dec]);
      const none = await caller.hotel.months({ year: Y, month: 5 });
      expect(none).toMatchObject({ total: 0, items: [], months: [], yearTotal: 5 });
      expect(await caller.hotel.months({ year: Y + 2, month: null })).toMatchObject({
        total: 0,
        yearTotal: 0,
      });
    });

    it('pages through a year, the month counts staying whole', async () => {
      const second = await caller.hotel.months({ year: Y, month: null, pageSize: 2, page: 2 });
      expect(ids(second.items)).toEqual([made.mar2, made.mar1]);
      expect(second).toMatchObject({ total: 5, pageCount: 3 });
      expect(second.months).toHaveLength(3);
      expect((await caller.hotel.months({ year: Y, month: null, pageSize: 2, page: 7 })).page).toBe(3);
    });

    it('in the current year, all months lists only this month onward; a chosen earlier month still shows', async () => {
      const ctx = at(`${Y}-03-15`);
      const rest = await listMonths(ctx, { year: Y, month: null });
      expect(rest.months.map((m) => m.month)).toEqual([`${Y}-03`, `${Y}-12`]);
      expect(rest.total).toBe(4);
      const february = await listMonths(ctx, { year: Y, month: 2 });
      expect(ids(february.items)).toEqual([made.feb]);
    });
  });

  it("the dog details modal's Hotel Stays tab: 8 newest with both health checks, and the total", async () => {
    const dog = await f.dog();
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) {
      const from = -100 + i * 5;
      const b = await book(dog.id, from, from + 2, { status: 'checked-in', vetCheckIn: { weight: 10 + i } });
      await checkOutBooking(
        at(day(from + 2)),
        ZHotelCheckOutInput.parse({ id: b.id, vetCheckOut: { temperature: 38.5, notes: `Stay ${i}` } }),
      );
      ids.push(b.id);
    }
    const details = await getDogDetails(dogsContext(f.svc, t.deps), dog.id);
    const stays = details.history.hotelStays;
    expect(stays.total).toBe(10);
    expect(stays.items.map((s) => s.id)).toEqual([...ids].reverse().slice(0, 8));
    expect(stays.items[0]).toMatchObject({
      status: 'checked-out',
      nights: 2,
      checkInDay: day(-55),
      vetCheckIn: { weight: 19, checkedBy: 'Test receptionist' },
      vetCheckOut: { temperature: 38.5, notes: 'Stay 9' },
    });
  });
});
