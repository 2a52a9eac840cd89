// Capacity races, with real concurrent requests on one database (docs/domains/kennels.md; decision
// 0045): desks booking the hotel's last places at the same moment leave exactly the places booked
// (the contract's 6 for 2, and 50 for the last 10), REST and tRPC mixed, the others a 409 "No
// kennel free for these nights", never a 500; two desks assigning one kennel of one place to two
// stays: one wins; two desks booking one waitlist entry: one booking; desks checking dogs into a
// daycare with 3 places left: 3 get in.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { kennelFixtures } from './kennels.fixtures';

describe('capacity races', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let caller: TestCaller;
  let h: ReturnType<typeof hotelFixtures>;
  let k: ReturnType<typeof kennelFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    h = hotelFixtures(t.deps, user);
    k = kennelFixtures(t.deps, user);
  });

  // Each test counts against its own kennels only.
  beforeEach(async () => {
    await t.deps.prisma.$executeRaw`UPDATE kennels SET active = false`;
  });

  /** A tRPC call as an HTTP-like status, with the error's message. */
  const viaTrpc = async (call: Promise<unknown>, ok = 201) => {
    try {
      await call;
      return { status: ok, error: null };
    } catch (error) {
      const code = (error as { code?: string }).code;
      const status = code === 'CONFLICT' ? 409 : code === 'NOT_FOUND' ? 404 : 500;
      return { status, error: (error as Error).message };
    }
  };
  const viaRest = async (method: 'POST' | 'PUT', url: string, payload: unknown) => {
    const res = await t.app.inject({ method, url, headers: t.auth(user.token), payload: payload as object });
    return { status: res.statusCode, error: res.statusCode >= 400 ? (res.json().error as string) : null };
  };
  const dogs = async (n: number) => {
    const made = [];
    for (let i = 0; i < n; i++) made.push(await h.dog());
    return made;
  };
  const heldOn = async (from: number, to: number) =>
    (await caller.hotel.occupancy({ from: h.day(from), to: h.day(to) })).map((n) => n.dogs);

  it('6 concurrent bookings for 2 places: exactly 2 created, the other 4 get 409', async () => {
    await k.kennels(2);
    const six = await dogs(6);
    const results = await Promise.all(
      six.map((dog, i) => {
        const body = { dog: dog.id, checkIn: h.day(300), checkOut: h.day(303) };
        return i % 2 === 0 ? viaRest('POST', '/api/hotel', body) : viaTrpc(caller.hotel.create(body));
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r).toEqual({ status: 409, error: 'No kennel free for these nights' });
    expect(await heldOn(300, 302)).toEqual([2, 2, 2]);
  });

  it('50 concurrent bookings for the last 10 places: exactly 10 created', async () => {
    await k.kennels(5, { capacity: 4 });
    const first = await dogs(10);
    for (const dog of first) await h.booking(dog.id, 400, 402);
    const fifty = await dogs(50);
    const results = await Promise.all(
      fifty.map((dog, i) => {
        const body = { dog: dog.id, checkIn: h.day(400), checkOut: h.day(402) };
        return i % 2 === 0 ? viaRest('POST', '/api/hotel', body) : viaTrpc(caller.hotel.create(body));
      }),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409)).toHaveLength(40);
    expect(await heldOn(400, 401)).toEqual([20, 20]);
  });

  it('overlapping stays of different lengths racing for the last place of some nights: no night over', async () => {
    await k.kennels(3);
    const held = await dogs(2);
    await h.booking(held[0]!.id, 500, 510);
    await h.booking(held[1]!.id, 500, 510);
    const racers = await dogs(8);
    // Each wants a different range inside 500..512; only one place is left on 500..509.
    await Promise.all(
      racers.map((dog, i) => {
        const body = { dog: dog.id, checkIn: h.day(500 + i), checkOut: h.day(502 + i + (i % 3)) };
        return i % 2 === 0 ? viaRest('POST', '/api/hotel', body) : viaTrpc(caller.hotel.create(body));
      }),
    );
    const nights = await heldOn(500, 512);
    expect(Math.max(...nights)).toBeLessThanOrEqual(3);
    expect(nights.slice(0, 10).every((n) => n >= 2)).toBe(true);
  });

  it('two desks assigning one kennel of one place to two stays of the same nights: one wins', async () => {
    const [suite] = await k.kennels(1);
    await k.kennels(1); // a second place, so both stays are booked
    const [a, b] = await dogs(2);
    const stayA = await h.booking(a!.id, 600, 603);
    const stayB = await h.booking(b!.id, 601, 604);
    const results = await Promise.all([
      viaRest('PUT', `/api/hotel/${stayA.id}`, { kennel: suite!.id }),
      viaTrpc(caller.hotel.update({ id: stayB.id, kennel: suite!.id }), 200),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)?.error).toBe('Kennel not free for these nights');
    const assigned = await t.deps.prisma.hotelBooking.count({ where: { kennelId: suite!.id } });
    expect(assigned).toBe(1);
  });

  it('two walk-ins into one kennel of one place at once: one is checked in, one gets 409', async () => {
    const [single] = await k.kennels(1);
    await k.kennels(2);
    const [a, b] = await dogs(2);
    const body = (dog: string) => ({
      dog,
      checkIn: h.day(0),
      checkOut: h.day(2),
      status: 'checked-in',
      kennel: single!.id,
    });
    const results = await Promise.all([
      viaRest('POST', '/api/hotel', body(a!.id)),
      viaTrpc(caller.hotel.create(body(b!.id) as Parameters<TestCaller['hotel']['create']>[0])),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await t.deps.prisma.hotelBooking.count({ where: { kennelId: single!.id } })).toBe(1);
  });

  it('two desks booking one waitlist entry at once: one booking, the other 404, the entry gone', async () => {
    await k.kennels(2);
    const [dog] = await dogs(1);
    const entry = await caller.hotel.waitlist.create({
      dog: dog!.id,
      checkIn: h.day(700),
      checkOut: h.day(702),
    });
    const results = await Promise.all([
      viaRest('POST', `/api/hotel/waitlist/${entry.id}/book`, {}),
      viaTrpc(caller.hotel.waitlist.book({ id: entry.id })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 404]);
    expect(await h.count(dog!.id)).toBe(1);
    expect(await caller.hotel.waitlist.list()).toEqual([]);
  });

  it('8 dogs checked into a daycare with 3 places left at once: 3 get in, 5 get 409 Daycare is full today', async () => {
    await k.daycareCapacity(5);
    const here = await dogs(2);
    for (const dog of here)
      expect((await viaRest('POST', '/api/daycare/visits', { dog: dog.id })).status).toBe(201);
    const eight = await dogs(8);
    const results = await Promise.all(
      eight.map((dog, i) =>
        i % 2 === 0
          ? viaRest('POST', '/api/daycare/visits', { dog: dog.id })
          : viaTrpc(caller.daycare.visits.checkIn({ dog: dog.id })),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 201))
      expect(r).toEqual({ status: 409, error: 'Daycare is full today' });
    const active = await t.deps.prisma.daycareVisit.count({
      where: { checkInTime: { not: null }, checkOutTime: null },
    });
    expect(active).toBe(5);
    await k.daycareCapacity(null);
  });
});
