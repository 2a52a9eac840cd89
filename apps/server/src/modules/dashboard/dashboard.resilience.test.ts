// The Today board when parts of the database fail, and its cache: a section whose table is gone
// (renamed inside this file's own database, then restored) is answered empty, named in `failed`
// and logged while the others answer; all four gone is a 503 'Failed to load dashboard overview'
// with Retry-After on both APIs. With the cache on (a long time to live, so a stale answer would
// show), a write through either API is seen by the next read at once.
import { ZDashboardOverview } from '@pawdesk/domain';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createPrisma } from '../../db/prisma';
import { daycareFixtures } from '../daycare/daycare.fixtures';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { middayZone } from './dashboard.fixtures';
import { computeDashboardOverview, type DashboardLog } from './dashboard.service';

const TABLES = {
  vet: 'vet_appointments',
  daycare: 'daycare_visits',
  hotel: 'hotel_bookings',
  grooming: 'grooming_bookings',
} as const;
type Section = keyof typeof TABLES;

describe('the Today board: failing sections and the cache', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof hotelFixtures>;
  const away = new Set<Section>();

  beforeAll(async () => {
    // A minute: long enough that only an invalidation can explain a fresh answer.
    t = await createTestApp({ env: { APP_TIMEZONE: middayZone(), OVERVIEW_CACHE_MS: '60000' } });
    user = await t.userWithToken('receptionist');
    f = hotelFixtures(t.deps, user);
  });

  /** Moves a section's table out of the way (its queries then fail), in this file's database only. */
  const takeAway = async (section: Section) => {
    await t.deps.prisma.$executeRawUnsafe(
      `ALTER TABLE "${TABLES[section]}" RENAME TO "${TABLES[section]}_away"`,
    );
    away.add(section);
    t.deps.overviews.forget();
  };
  afterEach(async () => {
    for (const section of away) {
      await t.deps.prisma.$executeRawUnsafe(
        `ALTER TABLE "${TABLES[section]}_away" RENAME TO "${TABLES[section]}"`,
      );
    }
    away.clear();
    t.deps.overviews.forget();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.auth(user.token) });
  const restBoard = async () => {
    const res = await get('/api/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('a failing section is empty and named in `failed`, logged, and the others still answer', async () => {
    const dog = await f.dog();
    await daycareFixtures(t.deps.prisma).visit(dog.id, (await restBoard()).day, { in: new Date() });
    t.deps.overviews.forget();
    await takeAway('grooming');

    const errors: { details: Record<string, unknown>; message: string }[] = [];
    const log: DashboardLog = {
      error: (details, message) => errors.push({ details, message }),
      warn: () => {},
    };
    const svc = { prisma: t.deps.prisma, actor: { id: user.id, username: user.username, role: user.role } };
    const board = await computeDashboardOverview({ deps: t.deps, svc, log });
    expect(board.failed).toEqual(['grooming']);
    expect(board.grooming).toEqual({ today: [], todayCount: 0 });
    expect(board.daycare.checkedInCount).toBe(1);
    expect(board.todos.map((todo) => todo.kind)).toContain('daycareCheckedIn');
    expect(board.todos.some((todo) => todo.type === 'grooming')).toBe(false);
    expect(errors).toEqual([
      { details: expect.objectContaining({ section: 'grooming' }), message: 'dashboard section failed' },
    ]);

    // Both APIs: the same partial board.
    const rest = await restBoard();
    expect(rest.failed).toEqual(['grooming']);
    expect(rest.daycare.checkedInCount).toBe(1);
    const trpc = await get('/trpc/dashboard.overview');
    expect(trpc.statusCode).toBe(200);
    expect(ZDashboardOverview.parse(trpc.json().result.data).failed).toEqual(['grooming']);
  });

  it('a partial board is not kept: once the table is back, the next read is whole', async () => {
    await takeAway('hotel');
    expect((await restBoard()).failed).toEqual(['hotel']);
    await t.deps.prisma.$executeRawUnsafe(`ALTER TABLE "hotel_bookings_away" RENAME TO "hotel_bookings"`);
    away.delete('hotel');
    expect((await restBoard()).failed).toEqual([]);
  });

  it("every section failing answers 503 'Failed to load dashboard overview' with Retry-After on both APIs", async () => {
    for (const section of Object.keys(TABLES) as Section[]) await takeAway(section);
    const rest = await get('/api/dashboard');
    expect(rest.statusCode).toBe(503);
    expect(rest.json()).toEqual({ error: 'Failed to load dashboard overview' });
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(0);

    const trpc = await get('/trpc/dashboard.overview');
    expect(trpc.statusCode).toBe(503);
    expect(trpc.json().error).toMatchObject({
      message: 'Failed to load dashboard overview',
      data: { code: 'SERVICE_UNAVAILABLE', messageKey: 'dashboard.failed' },
    });
    expect(Number(trpc.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps one answer for every reader until something changes', async () => {
    const first = await restBoard();
    const again = await restBoard();
    expect(again.generatedAt).toBe(first.generatedAt);
    const trpc = await get('/trpc/dashboard.overview');
    expect(trpc.json().result.data.generatedAt).toBe(first.generatedAt);
    // A write behind the app's back (as another process makes it: a Prisma client of its own, so
    // the app does not see it committed) reaches the app's live feed (LISTEN/NOTIFY), which
    // forgets the kept answer: the next reads see it. The dog is this process's own write, which
    // forgets the board at once; it is read (and kept) again before the visit.
    await t.deps.changes.whenListening();
    const dog = await f.dog();
    await restBoard();
    const elsewhere = createPrisma(t.db.url, { max: 1 });
    try {
      await daycareFixtures(elsewhere).visit(dog.id, first.day, { in: new Date() });
    } finally {
      await elsewhere.$disconnect();
    }
    await vi.waitFor(
      async () => {
        expect((await restBoard()).daycare.checkedInCount).toBe(first.daycare.checkedInCount + 1);
      },
      { timeout: 10_000, interval: 20 },
    );
  });

  it('reads its own writes at once: a check-in through REST, a booking through tRPC', async () => {
    const before = await restBoard();
    const dog = await f.dog();
    const checkIn = await t.app.inject({
      method: 'POST',
      url: '/api/daycare/visits',
      headers: t.auth(user.token),
      payload: { dog: dog.id },
    });
    expect(checkIn.statusCode, checkIn.body).toBe(201);
    const afterCheckIn = await restBoard();
    expect(afterCheckIn.daycare.checkedInCount).toBe(before.daycare.checkedInCount + 1);
    expect(afterCheckIn.daycare.checkedIn.map((v: { _id: string }) => v._id)).toContain(checkIn.json()._id);

    const guest = await f.dog();
    const booking = await t.app.inject({
      method: 'POST',
      url: '/trpc/hotel.create',
      headers: t.auth(user.token),
      payload: { dog: guest.id, checkIn: f.day(1), checkOut: f.day(3) },
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const afterBooking = await get('/trpc/dashboard.overview');
    const upcoming = afterBooking.json().result.data.hotel;
    expect(upcoming.upcomingBookingsCount).toBe(before.hotel.upcomingBookingsCount + 1);
    expect(upcoming.upcomingBookings.map((b: { id: string }) => b.id)).toContain(
      booking.json().result.data.id,
    );
  });
});
