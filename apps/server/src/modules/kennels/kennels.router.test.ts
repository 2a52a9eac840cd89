// tRPC of kennels, capacity and occupancy: the same services as REST through the procedures the
// screens use (kennels.list/create/update/delete/freeFor, hotel.occupancy, hotel.kennelGrid,
// hotel.nightStays, hotel.waitlist.*, daycare.occupancy, a kennel assigned at hotel.checkIn).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { kennelFixtures } from './kennels.fixtures';

describe('tRPC kennels and capacity', () => {
  let t: TestApp;
  let manager: TestCaller;
  let reception: TestCaller;
  let h: ReturnType<typeof hotelFixtures>;
  let k: ReturnType<typeof kennelFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    const m = await t.userWithToken('manager');
    manager = t.caller(m);
    reception = t.caller(await t.userWithToken('receptionist'));
    h = hotelFixtures(t.deps, m);
    k = kennelFixtures(t.deps, m);
  });

  beforeEach(async () => {
    await t.deps.prisma.$executeRaw`UPDATE kennels SET active = false`;
  });

  const codeOf = async (call: Promise<unknown>) => {
    try {
      await call;
      return 'OK';
    } catch (error) {
      return (error as { code?: string }).code;
    }
  };

  it('kennels: managers create, update and delete; a receptionist lists them and is FORBIDDEN to write', async () => {
    const kennel = await manager.kennels.create({ name: `Grid ${Date.now()}`, type: 'large', capacity: 2 });
    expect(kennel).toEqual({
      id: expect.any(String),
      name: kennel.name,
      type: 'large',
      capacity: 2,
      active: true,
    });
    expect(await codeOf(reception.kennels.create({ name: 'Nope' }))).toBe('FORBIDDEN');
    expect(await codeOf(reception.kennels.update({ id: kennel.id, capacity: 1 }))).toBe('FORBIDDEN');
    expect((await reception.kennels.list()).map((x) => x.id)).toContain(kennel.id);
    expect(await manager.kennels.update({ id: kennel.id, active: false })).toMatchObject({ active: false });
    expect((await reception.kennels.list({ activeOnly: true })).map((x) => x.id)).not.toContain(kennel.id);
    expect(await manager.kennels.delete({ id: kennel.id })).toEqual({ id: kennel.id });
    expect(await codeOf(manager.kennels.byId({ id: kennel.id }))).toBe('NOT_FOUND');
  });

  it('freeFor proposes the active kennels of a type free on every night; the grid shows kennels × nights with the stays as bars', async () => {
    const [s1, s2] = await k.kennels(2, { type: 'standard' });
    const suite = await k.kennel({ type: 'suite', capacity: 2 });
    const [a, b, c] = [
      await h.dog({ name: 'Alba' }),
      await h.dog({ name: 'Bruno' }),
      await h.dog({ name: 'Coco' }),
    ];
    const inS1 = await h.booking(a.id, 10, 13, { kennel: s1!.id });
    const inSuite = await h.booking(b.id, 11, 12, { kennel: suite.id });
    const loose = await h.booking(c.id, 12, 14);

    const standard = await reception.kennels.freeFor({
      checkIn: h.day(11),
      checkOut: h.day(13),
      type: 'standard',
    });
    expect(standard.map((x) => x.id)).toEqual([s2!.id]);
    const any = await reception.kennels.freeFor({ checkIn: h.day(11), checkOut: h.day(13) });
    expect(any.map((x) => [x.id, x.free]).sort()).toEqual(
      [
        [s2!.id, 1],
        [suite.id, 1],
      ].sort(),
    );
    // The stay being assigned is left out of its own count.
    const own = await reception.kennels.freeFor({
      checkIn: h.day(10),
      checkOut: h.day(13),
      booking: inS1.id,
    });
    expect(own.map((x) => x.id)).toContain(s1!.id);

    const grid = await reception.hotel.kennelGrid({ from: h.day(10), to: h.day(13) });
    expect(grid.nights).toEqual([h.day(10), h.day(11), h.day(12), h.day(13)]);
    expect(grid.kennels.map((x) => x.id).sort()).toEqual([s1!.id, s2!.id, suite.id].sort());
    const bars = grid.stays.map((s) => [s.id, s.kennel?.id ?? null, s.firstNight, s.lastNight]);
    expect(bars).toEqual([
      [inS1.id, s1!.id, h.day(10), h.day(12)],
      [inSuite.id, suite.id, h.day(11), h.day(11)],
      [loose.id, null, h.day(12), h.day(13)],
    ]);
    expect(grid.occupancy.map((n) => n.dogs)).toEqual([1, 2, 2, 1]);
    expect(grid.occupancy[0]).toEqual({ date: h.day(10), dogs: 1, capacity: 4, free: 3 });

    const night = await reception.hotel.nightStays({ date: h.day(12) });
    expect(night.map((s) => s.dog.name)).toEqual([a.name, c.name]);
    expect(await codeOf(reception.hotel.kennelGrid({ from: h.day(0), to: h.day(70) }))).toBe('BAD_REQUEST');
  });

  it('hotel.occupancy counts the month; a check-in assigns a kennel; the override is refused to a receptionist', async () => {
    const [only] = await k.kennels(1, { capacity: 2 });
    const [a, b, c] = [await h.dog(), await h.dog(), await h.dog()];
    const stay = await h.booking(a.id, 0, 2);
    await h.booking(b.id, 1, 3);
    const nights = await reception.hotel.occupancy({ from: h.day(0), to: h.day(3) });
    expect(nights.map((n) => [n.dogs, n.free])).toEqual([
      [1, 1],
      [2, 0],
      [1, 1],
      [0, 2],
    ]);
    const checkedIn = await reception.hotel.checkIn({ dog: a.id, booking: stay.id, kennel: only!.id });
    expect(checkedIn.kennel).toEqual({ id: only!.id, name: only!.name, type: 'standard' });
    const body = { dog: c.id, checkIn: h.day(1), checkOut: h.day(2), override: { reason: 'Friend' } };
    expect(await codeOf(reception.hotel.create(body))).toBe('FORBIDDEN');
    expect(await codeOf(manager.hotel.create({ ...body, override: { reason: ' ' } }))).toBe('BAD_REQUEST');
    expect(await codeOf(reception.hotel.create({ ...body, override: undefined }))).toBe('CONFLICT');
    expect((await manager.hotel.create(body)).status).toBe('booked');
  });

  it('hotel.waitlist: create, list with fits, book with a kennel, delete', async () => {
    const [one] = await k.kennels(1);
    const [a, b, c] = [await h.dog(), await h.dog(), await h.dog()];
    const stay = await h.booking(a.id, 30, 32);
    const entry = await reception.hotel.waitlist.create({
      dog: b.id,
      checkIn: h.day(31),
      checkOut: h.day(33),
    });
    expect(entry).toMatchObject({ fits: false, nights: 2, notes: '' });
    const other = await reception.hotel.waitlist.create({
      dog: c.id,
      checkIn: h.day(40),
      checkOut: h.day(41),
    });
    expect(other.fits).toBe(true);
    expect((await reception.hotel.waitlist.list()).map((e) => [e.id, e.fits])).toEqual([
      [entry.id, false],
      [other.id, true],
    ]);
    expect(await codeOf(reception.hotel.waitlist.book({ id: entry.id }))).toBe('CONFLICT');
    await reception.hotel.update({ id: stay.id, checkOut: h.day(31) });
    const booking = await reception.hotel.waitlist.book({ id: entry.id, kennel: one!.id });
    expect(booking).toMatchObject({ checkInDay: h.day(31), checkOutDay: h.day(33), kennel: { id: one!.id } });
    expect(await reception.hotel.waitlist.delete({ id: other.id, reason: 'Cancelled by phone' })).toEqual({
      id: other.id,
    });
    expect(await reception.hotel.waitlist.list()).toEqual([]);
    expect(await codeOf(reception.hotel.waitlist.delete({ id: other.id }))).toBe('NOT_FOUND');
  });

  it('daycare.occupancy: each day’s dogs (expected ones included) against the capacity', async () => {
    const [a, b] = [await h.dog(), await h.dog()];
    await reception.daycare.visits.checkIn({ dog: a.id });
    await reception.daycare.visits.checkIn({ dog: b.id, date: h.day(1), checkInTime: null });
    await k.daycareCapacity(6);
    try {
      expect(await reception.daycare.occupancy({ from: h.day(0), to: h.day(2) })).toEqual([
        { date: h.day(0), dogs: 1, capacity: 6 },
        { date: h.day(1), dogs: 1, capacity: 6 },
        { date: h.day(2), dogs: 0, capacity: 6 },
      ]);
    } finally {
      await k.daycareCapacity(null);
    }
  });
});
