// REST of kennels, capacity and occupancy (docs/contract/rest-contract-business.md, "Kennels,
// capacity and occupancy"): managers edit kennels (403 for the others; 409 deleting one with stays
// from today on); a booking takes a kennel and the hotel's places; a full hotel is a 409 a manager
// may override with a reason (403 for anyone else, 400 for a blank reason, an `override` event
// with the reason); cancelling or shortening frees nights; the occupancy per night; the waitlist
// with `fits`, booked in one step and shown on the Today board; the daycare's capacity.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { kennelFixtures } from './kennels.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('REST kennels and capacity', () => {
  let t: TestApp;
  let manager: User;
  let reception: User;
  let h: ReturnType<typeof hotelFixtures>;
  let k: ReturnType<typeof kennelFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    h = hotelFixtures(t.deps, manager);
    k = kennelFixtures(t.deps, manager);
  });

  // Each test counts against its own kennels (and its own nights).
  beforeEach(async () => {
    await t.deps.prisma.$executeRaw`UPDATE kennels SET active = false`;
  });

  const call = (user: User, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const events = (entity: string, id: string, action?: string) =>
    t.deps.prisma.auditEvent.findMany({
      where: { entity, entityId: id, ...(action ? { action } : {}) },
      orderBy: { id: 'asc' },
    });
  const book = (user: User, dog: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
    call(user, 'POST', '/hotel', { dog, checkIn: h.day(from), checkOut: h.day(to), ...extra });

  it('managers add, change and delete kennels; everyone else reads them and gets 403 on a write', async () => {
    const name = `Suite ${Date.now()}`;
    const created = await call(manager, 'POST', '/kennels', { name, type: 'suite', capacity: 3 });
    expect(created.statusCode).toBe(201);
    const kennel = created.json();
    expect(kennel).toEqual({ _id: expect.any(String), name, type: 'suite', capacity: 3, active: true });
    const plain = (await call(manager, 'POST', '/kennels', { name: `${name} B` })).json();
    expect(plain).toMatchObject({ type: 'standard', capacity: 1, active: true });

    expect((await call(reception, 'POST', '/kennels', { name: `${name} C` })).statusCode).toBe(403);
    expect((await call(reception, 'PUT', `/kennels/${kennel._id}`, { capacity: 1 })).statusCode).toBe(403);
    expect((await call(reception, 'DELETE', `/kennels/${kennel._id}`)).statusCode).toBe(403);
    const listed = (await call(reception, 'GET', '/kennels')).json() as { _id: string }[];
    expect(listed.map((x) => x._id)).toEqual(expect.arrayContaining([kennel._id, plain._id]));

    const dup = await call(manager, 'POST', '/kennels', { name, type: 'large' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toEqual({ error: 'A kennel with this name already exists' });
    const bad = await call(manager, 'POST', '/kennels', { name: ' ', capacity: 0 });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['capacity', 'name']);

    const changed = await call(manager, 'PUT', `/kennels/${kennel._id}`, { capacity: 2, active: false });
    expect(changed.json()).toEqual({ ...kennel, capacity: 2, active: false });
    const deleted = await call(manager, 'DELETE', `/kennels/${plain._id}?reason=Torn down`);
    expect(deleted.json()).toEqual({ message: 'Kennel deleted successfully!', _id: plain._id });
    expect((await call(manager, 'DELETE', `/kennels/${plain._id}`)).statusCode).toBe(404);

    expect((await events('kennel', kennel._id)).map((e) => e.action)).toEqual(['create', 'update']);
    const [, removed] = await events('kennel', plain._id);
    expect(removed).toMatchObject({ action: 'delete', reason: 'Torn down', actorId: manager.id });
  });

  it('a kennel with a stay from today on cannot be deleted (409), only made inactive; its past stays do not keep it', async () => {
    const kennel = await k.kennel({ capacity: 2 });
    const dog = await h.dog();
    const stay = await h.booking(dog.id, 20, 22, { kennel: kennel.id });
    expect(stay.kennel).toEqual({ id: kennel.id, name: kennel.name, type: 'standard' });
    const refused = await call(manager, 'DELETE', `/kennels/${kennel.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'This kennel has stays from today on: make it inactive instead',
    });
    expect((await call(manager, 'PUT', `/kennels/${kennel.id}`, { active: false })).statusCode).toBe(200);
    // Once the stay is cancelled, nothing holds it from today on.
    expect((await call(reception, 'PUT', `/hotel/${stay.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/kennels/${kennel.id}`)).statusCode).toBe(200);
    expect((await call(reception, 'GET', `/hotel/${stay.id}`)).json().kennel).toBeNull();
  });

  it('without an active kennel the hotel has no limit; with kennels, a full hotel is 409 No kennel free for these nights', async () => {
    const dogs = [await h.dog(), await h.dog(), await h.dog()];
    for (const dog of dogs) expect((await book(reception, dog.id, 30, 32)).statusCode).toBe(201);
    const occupancy = await call(reception, 'GET', `/hotel/occupancy?from=${h.day(30)}&to=${h.day(32)}`);
    expect(occupancy.json()).toEqual([
      { date: h.day(30), dogs: 3, capacity: null, free: null },
      { date: h.day(31), dogs: 3, capacity: null, free: null },
      { date: h.day(32), dogs: 0, capacity: null, free: null },
    ]);

    await k.kennels(2, { capacity: 2 });
    const fourth = await h.dog();
    expect((await book(reception, fourth.id, 31, 33)).statusCode).toBe(201);
    const fifth = await h.dog();
    const full = await book(reception, fifth.id, 29, 32);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ error: 'No kennel free for these nights' });
    // The night before and the night of the 32nd still have places.
    expect((await book(reception, fifth.id, 29, 30)).statusCode).toBe(201);
    expect(
      (await call(reception, 'GET', `/hotel/occupancy?from=${h.day(29)}&to=${h.day(32)}`)).json(),
    ).toEqual([
      { date: h.day(29), dogs: 1, capacity: 4, free: 3 },
      { date: h.day(30), dogs: 3, capacity: 4, free: 1 },
      { date: h.day(31), dogs: 4, capacity: 4, free: 0 },
      { date: h.day(32), dogs: 1, capacity: 4, free: 3 },
    ]);
  });

  it('a full hotel: a manager overrides with a reason (an override event); a receptionist gets 403; a blank reason 400', async () => {
    await k.kennels(1);
    const [a, b] = [await h.dog(), await h.dog()];
    expect((await book(reception, a.id, 40, 43)).statusCode).toBe(201);
    const override = { reason: 'Owner is a friend; extra crate in the office' };
    expect((await book(reception, b.id, 41, 42, { override })).statusCode).toBe(403);
    const blank = await book(manager, b.id, 41, 42, { override: { reason: '   ' } });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().details).toEqual([
      expect.objectContaining({ path: 'override.reason', message: 'A reason is required' }),
    ]);
    expect(await h.count(b.id)).toBe(0);

    const res = await book(manager, b.id, 41, 43, { override });
    expect(res.statusCode).toBe(201);
    const [event] = await events('hotel-booking', res.json()._id, 'override');
    expect(event).toMatchObject({
      actorId: manager.id,
      reason: override.reason,
      changes: [{ field: 'capacity', from: null, to: [h.day(41), h.day(42)] }],
    });
    // Over capacity: free never below 0.
    const nights = (
      await call(reception, 'GET', `/hotel/occupancy?from=${h.day(41)}&to=${h.day(41)}`)
    ).json();
    expect(nights).toEqual([{ date: h.day(41), dogs: 2, capacity: 1, free: 0 }]);
  });

  it('cancelling or shortening a stay frees its nights; an edit that adds a full night is refused', async () => {
    await k.kennels(1, { capacity: 2 });
    const [a, b, c] = [await h.dog(), await h.dog(), await h.dog()];
    const stayA = (await book(reception, a.id, 50, 55)).json();
    const stayB = (await book(reception, b.id, 50, 53)).json();
    expect((await book(reception, c.id, 52, 54)).statusCode).toBe(409);
    // Shortening B to leave on 52 frees the 52nd; C still does not fit on the 53rd... until A is shortened too.
    expect((await call(reception, 'PUT', `/hotel/${stayB._id}`, { checkOut: h.day(52) })).statusCode).toBe(
      200,
    );
    expect((await book(reception, c.id, 52, 54)).statusCode).toBe(201);
    // Extending B back over the 52nd: full again.
    const longer = await call(reception, 'PUT', `/hotel/${stayB._id}`, { checkOut: h.day(54) });
    expect(longer.statusCode).toBe(409);
    expect(longer.json()).toEqual({ error: 'No kennel free for these nights' });
    // Cancelling A frees its nights: B may stay longer now.
    expect((await call(reception, 'PUT', `/hotel/${stayA._id}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    expect((await call(reception, 'PUT', `/hotel/${stayB._id}`, { checkOut: h.day(54) })).statusCode).toBe(
      200,
    );
  });

  it('a kennel takes no more dogs than its capacity on any night; unknown 404, inactive 409', async () => {
    const single = await k.kennel();
    await k.kennels(2);
    const [a, b] = [await h.dog(), await h.dog()];
    const first = await book(reception, a.id, 60, 62, { kennel: single.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().kennel).toEqual({ _id: single.id, name: single.name, type: 'standard' });
    const taken = await book(reception, b.id, 61, 63, { kennel: single.id });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ error: 'Kennel not free for these nights' });
    // A manager's override is for a full hotel, not for a full kennel.
    expect(
      (await book(manager, b.id, 61, 63, { kennel: single.id, override: { reason: 'x' } })).statusCode,
    ).toBe(409);
    expect((await book(reception, b.id, 62, 63, { kennel: single.id })).statusCode).toBe(201);
    const unknown = await book(reception, (await h.dog()).id, 70, 71, {
      kennel: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'Kennel not found' });
    const closed = await k.kennel({ active: false });
    const inactive = await book(reception, (await h.dog()).id, 70, 71, { kennel: closed.id });
    expect(inactive.json()).toEqual({ error: 'This kennel is not active' });
  });

  it('a stay booked without a kennel gets one at check-in, from the kennels the API proposes as free', async () => {
    const [large, small] = [await k.kennel({ type: 'large' }), await k.kennel({ type: 'standard' })];
    const [a, b] = [await h.dog(), await h.dog()];
    await h.booking(a.id, 0, 3, { kennel: large.id });
    const stay = await h.booking(b.id, 0, 2);
    expect(stay.kennel).toBeNull();
    const free = await call(
      reception,
      'GET',
      `/kennels/free?checkIn=${h.day(0)}&checkOut=${h.day(2)}&booking=${stay.id}`,
    );
    expect(free.json().map((x: { _id: string; free: number }) => [x._id, x.free])).toEqual([[small.id, 1]]);
    expect(
      (
        await call(reception, 'GET', `/kennels/free?checkIn=${h.day(0)}&checkOut=${h.day(2)}&type=large`)
      ).json(),
    ).toEqual([]);
    const busy = await call(reception, 'POST', '/hotel/check-in', {
      dog: b.id,
      booking: stay.id,
      kennel: large.id,
    });
    expect(busy.json()).toEqual({ error: 'Kennel not free for these nights' });
    const checkedIn = await call(reception, 'POST', '/hotel/check-in', {
      dog: b.id,
      booking: stay.id,
      kennel: small.id,
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      status: 'checked-in',
      kennel: { _id: small.id, type: 'standard' },
    });
  });

  it('the waitlist: an entry that does not fit, fits once a stay is cancelled, shows on the Today board and is booked in one step', async () => {
    await k.kennels(1);
    const [a, b] = [await h.dog(), await h.dog()];
    const stay = (await book(reception, a.id, 91, 94)).json();
    expect((await book(reception, b.id, 92, 93)).statusCode).toBe(409);
    const created = await call(reception, 'POST', '/hotel/waitlist', {
      dog: b.id,
      checkIn: h.day(92),
      checkOut: h.day(93),
      notes: 'Call the owner',
    });
    expect(created.statusCode).toBe(201);
    const entry = created.json();
    expect(entry).toEqual({
      _id: expect.any(String),
      dog: { _id: b.id, name: b.name, breed: b.breed },
      checkIn: h.day(92),
      checkOut: h.day(93),
      nights: 1,
      notes: 'Call the owner',
      fits: false,
      createdAt: expect.any(String),
      offeredAt: null,
    });
    const board = async () => (await call(reception, 'GET', '/dashboard')).json();
    expect((await board()).hotel.waitlistFitsCount).toBe(0);

    expect((await call(reception, 'PUT', `/hotel/${stay._id}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const listed = (await call(reception, 'GET', '/hotel/waitlist')).json() as {
      _id: string;
      fits: boolean;
    }[];
    expect(listed.find((e) => e._id === entry._id)?.fits).toBe(true);
    const today = await board();
    expect(today.hotel.waitlistFits.map((e: { _id: string }) => e._id)).toEqual([entry._id]);
    expect(today.todos).toContainEqual(
      expect.objectContaining({ kind: 'hotelWaitlistFits', count: 1, title: '1 waitlisted stay now fits' }),
    );

    const booked = await call(reception, 'POST', `/hotel/waitlist/${entry._id}/book`, {});
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'booked',
      checkInDay: h.day(92),
      checkOutDay: h.day(93),
      notes: 'Call the owner',
    });
    expect((await call(reception, 'POST', `/hotel/waitlist/${entry._id}/book`, {})).statusCode).toBe(404);
    expect((await call(reception, 'GET', '/hotel/waitlist')).json()).toEqual([]);
    expect((await events('waitlist', entry._id)).map((e) => e.action)).toEqual(['create', 'delete']);
  });

  it('the waitlist: booking an entry that still does not fit is 409 and keeps it; DELETE removes it with its reason', async () => {
    await k.kennels(1);
    const [a, b] = [await h.dog(), await h.dog()];
    await h.booking(a.id, 80, 82);
    const entry = (
      await call(reception, 'POST', '/hotel/waitlist', { dog: b.id, checkIn: h.day(80), checkOut: h.day(81) })
    ).json();
    const refused = await call(reception, 'POST', `/hotel/waitlist/${entry._id}/book`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'No kennel free for these nights' });
    expect(((await call(reception, 'GET', '/hotel/waitlist')).json() as unknown[]).length).toBe(1);
    const past = await call(reception, 'POST', '/hotel/waitlist', {
      dog: b.id,
      checkIn: h.day(-1),
      checkOut: h.day(1),
    });
    expect(past.statusCode).toBe(400);
    const backwards = await call(reception, 'POST', '/hotel/waitlist', {
      dog: b.id,
      checkIn: h.day(5),
      checkOut: h.day(5),
    });
    expect(backwards.json().details).toEqual([
      expect.objectContaining({ path: 'checkOut', message: 'Check-out date must be after check-in date' }),
    ]);
    const removed = await call(reception, 'DELETE', `/hotel/waitlist/${entry._id}?reason=Went elsewhere`);
    expect(removed.json()).toEqual({ message: 'Waitlist entry deleted successfully!', _id: entry._id });
    const [, deleted] = await events('waitlist', entry._id);
    expect(deleted).toMatchObject({ action: 'delete', reason: 'Went elsewhere' });
  });

  it('occupancy ranges: 400 for from after to or over 366 days', async () => {
    expect((await call(reception, 'GET', `/hotel/occupancy?from=${h.day(5)}&to=${h.day(4)}`)).json()).toEqual(
      {
        error: 'The first day must not be after the last day',
        details: [expect.objectContaining({ path: 'to' })],
      },
    );
    expect(
      (await call(reception, 'GET', `/hotel/occupancy?from=${h.day(0)}&to=${h.day(366)}`)).statusCode,
    ).toBe(400);
    expect((await call(reception, 'GET', `/daycare/occupancy?from=${h.day(0)}`)).statusCode).toBe(400);
  });

  it('daycare capacity: a setting (null by default); beyond it 409 Daycare is full today unless a manager overrides', async () => {
    expect((await call(reception, 'GET', '/settings')).json().daycareCapacity).toBeNull();
    expect((await call(reception, 'PUT', '/settings', { daycareCapacity: 1 })).statusCode).toBe(403);
    expect((await call(manager, 'PUT', '/settings', { daycareCapacity: 0 })).statusCode).toBe(400);
    expect((await call(manager, 'PUT', '/settings', { daycareCapacity: 1 })).json().daycareCapacity).toBe(1);
    try {
      const [a, b] = [await h.dog(), await h.dog()];
      expect((await call(reception, 'POST', '/daycare/visits', { dog: a.id })).statusCode).toBe(201);
      const full = await call(reception, 'POST', '/daycare/visits', { dog: b.id });
      expect(full.statusCode).toBe(409);
      expect(full.json()).toEqual({ error: 'Daycare is full today' });
      // An expected (pending) visit is not a dog here: it is registered.
      expect(
        (await call(reception, 'POST', '/daycare/visits', { dog: b.id, checkInTime: null })).statusCode,
      ).toBe(201);
      const override = { reason: 'Sister of a dog already here' };
      expect((await call(reception, 'POST', '/daycare/visits', { dog: b.id, override })).statusCode).toBe(
        403,
      );
      expect(
        (await call(manager, 'POST', '/daycare/visits', { dog: b.id, override: { reason: '' } })).statusCode,
      ).toBe(400);
      const res = await call(manager, 'POST', '/daycare/visits', { dog: b.id, override });
      expect(res.statusCode).toBe(201);
      const [event] = await events('daycare-visit', res.json()._id, 'override');
      expect(event).toMatchObject({ reason: override.reason, actorId: manager.id });
      const occupancy = await call(reception, 'GET', `/daycare/occupancy?from=${h.day(0)}&to=${h.day(1)}`);
      expect(occupancy.json()).toEqual([
        { date: h.day(0), dogs: 2, capacity: 1 },
        { date: h.day(1), dogs: 0, capacity: 1 },
      ]);
    } finally {
      await call(manager, 'PUT', '/settings', { daycareCapacity: null });
    }
  });
});
