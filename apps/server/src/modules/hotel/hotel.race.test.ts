// Races, with real concurrent requests on one database: ten desks booking overlapping stays of
// one dog at the same second (REST and tRPC mixed: exactly one wins, the rest get 409, never a
// 500), the exclusion constraint answering for a writer that ignores the dog's lock, two check-ins
// of one dog, two check-outs of one booking, walk-ins of one dog, a cancel racing a check-in.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { untilBlocked } from '../../../test/helpers/locks';
import { hotelFixtures } from './hotel.fixtures';

describe('hotel races', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let caller: TestCaller;
  let f: ReturnType<typeof hotelFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = hotelFixtures(t.deps, user);
  });

  /** A tRPC call as an HTTP-like status. */
  const status = async (call: Promise<unknown>, ok = 200): Promise<number> => {
    try {
      await call;
      return ok;
    } catch (error) {
      const code = (error as { code?: string }).code;
      return code === 'CONFLICT' ? 409 : code === 'BAD_REQUEST' ? 400 : code === 'NOT_FOUND' ? 404 : 500;
    }
  };
  const rest = async (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    (await t.app.inject({ method, url, headers: t.auth(user.token), payload: payload as object })).statusCode;

  it('10 parallel overlapping bookings of one dog: exactly one 201, nine 409, one stay', async () => {
    const dog = await f.dog();
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => {
        // Every stay overlaps every other: all contain day 14 → 15.
        const body = { dog: dog.id, checkIn: f.day(10 + (i % 5)), checkOut: f.day(15 + (i % 3)) };
        return i % 2 === 0 ? rest('POST', '/api/hotel', body) : status(caller.hotel.create(body), 201);
      }),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(await f.count(dog.id)).toBe(1);
  });

  it('10 parallel edits moving ten stays of one dog onto the same dates: one succeeds', async () => {
    const dog = await f.dog();
    const stays = [];
    for (let i = 0; i < 10; i++) stays.push(await f.booking(dog.id, 100 + i * 3, 101 + i * 3));
    const statuses = await Promise.all(
      stays.map((s, i) =>
        i % 2 === 0
          ? rest('PUT', `/api/hotel/${s.id}`, { checkIn: f.day(200), checkOut: f.day(203) })
          : status(caller.hotel.update({ id: s.id, checkIn: f.day(201), checkOut: f.day(204) })),
      ),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
  });

  it('the exclusion constraint answers 409, never a 500, for an overlap the dog lock could not see', async () => {
    const dog = await f.dog();
    // Another writer that ignores the dog's lock inserts a stay and holds its transaction open.
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO hotel_bookings (id, dog_id, check_in, check_out, updated_at)
         VALUES (gen_random_uuid(), $1, $2::date, $3::date, now())`,
        [dog.id, f.day(30), f.day(35)],
      );
      let settled = false;
      const attempt = t.app
        .inject({
          method: 'POST',
          url: '/api/hotel',
          headers: t.auth(user.token),
          payload: { dog: dog.id, checkIn: f.day(32), checkOut: f.day(33) },
        })
        .finally(() => {
          settled = true;
        });
      // Wait until the booking is blocked on the other transaction.
      await untilBlocked(other, () => settled);
      await other.query('COMMIT');
      const res = await attempt;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'This dog already has a booking for these dates' });
    } finally {
      await other.end();
    }
    expect(await f.count(dog.id)).toBe(1);
  });

  /**
   * Another desk holds a dog's lock, moves its booking to another dog and commits while `edit`
   * of that booking waits for the lock; answers what the edit settled to and the booking after.
   */
  async function editWhileMoved<T>(edit: (bookingId: string) => Promise<T>) {
    const dog = await f.dog();
    const otherDog = await f.dog();
    const booking = await f.booking(dog.id, 40, 42);
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    let result: PromiseSettledResult<T>;
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtextextended($1 || $2, 0))`, [
        'hotel-dog:',
        dog.id,
      ]);
      let settled = false;
      const attempt = Promise.allSettled([edit(booking.id)]).finally(() => {
        settled = true;
      });
      // The edit read the booking's dog and waits for that dog's lock.
      await untilBlocked(other, () => settled);
      await other.query('UPDATE hotel_bookings SET dog_id = $1 WHERE id = $2', [otherDog.id, booking.id]);
      await other.query('COMMIT');
      [result] = (await attempt) as [PromiseSettledResult<T>];
    } finally {
      await other.end();
    }
    const after = await caller.hotel.byId({ id: booking.id });
    return {
      result,
      after: { dog: after.dog.id, notes: after.notes },
      moved: { dog: otherDog.id, notes: booking.notes },
    };
  }

  it('a booking moved to another dog while an edit waited for the first dog: 409, nothing written', async () => {
    const viaRest = await editWhileMoved((id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/hotel/${id}`,
        headers: t.auth(user.token),
        payload: { notes: 'Edited' },
      }),
    );
    expect(viaRest.result.status === 'fulfilled' && viaRest.result.value.statusCode).toBe(409);
    expect(viaRest.result.status === 'fulfilled' && viaRest.result.value.json()).toEqual({
      error: 'Another change happened at the same time. Please try again.',
    });
    expect(viaRest.after).toEqual(viaRest.moved);

    // tRPC names the message's key, so the screen shows it in the user's language.
    const viaTrpc = await editWhileMoved((id) => caller.hotel.update({ id, notes: 'Edited' }));
    expect(viaTrpc.result).toMatchObject({
      status: 'rejected',
      reason: { code: 'CONFLICT', cause: { messageKey: 'common.changedMeanwhile' } },
    });
    expect(viaTrpc.after).toEqual(viaTrpc.moved);
  });

  it('three desks check the same dog in at once: one 200, two 409, one health check', async () => {
    const dog = await f.dog();
    const booking = await f.booking(dog.id, 0, 3);
    await f.booking(dog.id, 5, 7);
    const statuses = await Promise.all([
      rest('POST', '/api/hotel/check-in', { dog: dog.id, vetCheckIn: { weight: 10, checkedBy: 'Desk A' } }),
      status(caller.hotel.checkIn({ dog: dog.id, vetCheckIn: { weight: 11, checkedBy: 'Desk B' } })),
      status(
        caller.hotel.checkIn({
          dog: dog.id,
          booking: booking.id,
          vetCheckIn: { weight: 12, checkedBy: 'Desk C' },
        }),
      ),
    ]);
    expect(statuses.sort()).toEqual([200, 409, 409]);
    const rows = await t.deps.prisma.hotelBooking.findMany({
      where: { dogId: dog.id },
      orderBy: { checkIn: 'asc' },
    });
    expect(rows.map((r) => r.status)).toEqual(['checked_in', 'booked']);
    // The winner's health check, not a mix of two.
    const [first] = rows;
    expect(`${first?.checkInWeight} ${first?.checkInCheckedBy}`).toMatch(/^(10 Desk A|11 Desk B|12 Desk C)$/);
  });

  it('a check-in (PUT booked → checked-in) racing the screen’s Check In of another stay: one dog, one stay checked in', async () => {
    const dog = await f.dog();
    const now = await f.booking(dog.id, 0, 3);
    const later = await f.booking(dog.id, 4, 6);
    const statuses = await Promise.all([
      rest('PUT', `/api/hotel/${later.id}`, { status: 'checked-in' }),
      status(caller.hotel.checkIn({ dog: dog.id, booking: now.id })),
    ]);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await t.deps.prisma.hotelBooking.count({ where: { dogId: dog.id, status: 'checked_in' } })).toBe(
      1,
    );
  });

  it('two walk-ins of one dog at once: one 201, one 409', async () => {
    const dog = await f.dog();
    const statuses = await Promise.all([
      rest('POST', '/api/hotel', {
        dog: dog.id,
        checkIn: f.day(0),
        checkOut: f.day(2),
        status: 'checked-in',
      }),
      status(
        caller.hotel.create({ dog: dog.id, checkIn: f.day(3), checkOut: f.day(5), status: 'checked-in' }),
        201,
      ),
    ]);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await t.deps.prisma.hotelBooking.count({ where: { dogId: dog.id, status: 'checked_in' } })).toBe(
      1,
    );
  });

  it('three check-outs of one booking: one 200, two 409', async () => {
    const dog = await f.dog();
    const booking = await f.booking(dog.id, 0, 2, { status: 'checked-in' });
    const statuses = await Promise.all([
      rest('PUT', `/api/hotel/${booking.id}`, { status: 'checked-out', vetCheckOut: { weight: 9 } }),
      status(caller.hotel.checkOut({ id: booking.id, vetCheckOut: { weight: 9.5 } })),
      status(caller.hotel.checkOut({ id: booking.id })),
    ]);
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('a cancel racing a check-in: one of them wins, the booking ends in that state', async () => {
    for (let round = 0; round < 4; round++) {
      const dog = await f.dog();
      const booking = await f.booking(dog.id, 0, 2);
      const [cancel, checkIn] = await Promise.all([
        status(caller.hotel.update({ id: booking.id, status: 'cancelled' })),
        status(caller.hotel.checkIn({ dog: dog.id, booking: booking.id })),
      ]);
      expect([cancel, checkIn].sort()).toEqual([200, 409]);
      const after = await caller.hotel.byId({ id: booking.id });
      expect(after.status).toBe(cancel === 200 ? 'cancelled' : 'checked-in');
    }
  });
});
