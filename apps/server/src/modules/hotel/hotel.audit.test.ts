// Hotel bookings in the audit log: a booking, an edit, the check-in and check-out (status
// changes, with their health checks), a cancellation and a deletion with its reason each write
// exactly one event with what changed; a write whose event cannot be written does not happen.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { hotelFixtures } from './hotel.fixtures';

describe('hotel bookings in the audit log', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let desk: TestCaller;
  let f: ReturnType<typeof hotelFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    desk = t.caller(user);
    f = hotelFixtures(t.deps, user);
  });

  it('records a booking, an edit, the check-in and the check-out', async () => {
    const dog = await f.dog({ name: 'Luna' });
    const stay = await desk.hotel.create({
      dog: dog.id,
      checkIn: f.day(0),
      checkOut: f.day(3),
      notes: 'Shy',
    });
    await desk.hotel.update({ id: stay.id, notes: 'Shy with big dogs' });
    const inside = await desk.hotel.checkIn({ dog: dog.id, vetCheckIn: { weight: 10.2, temperature: 38.5 } });
    const out = await desk.hotel.checkOut({ id: stay.id });

    const events = await storedEvents(t.db.prisma, 'hotel-booking', stay.id);
    const label = `of Luna (${f.day(0)} – ${f.day(3)})`;
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', `Created hotel booking ${label}`],
      ['update', `Changed hotel booking ${label}: notes`],
      ['status', `Changed the status of hotel booking ${label}: booked → checked-in`],
      [
        'status',
        `Changed the status of hotel booking of Luna (${f.day(0)} – ${out.checkOutDay}): checked-in → checked-out`,
      ],
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'dog', from: null, to: dog.id },
      { field: 'checkIn', from: null, to: stay.checkIn },
      { field: 'checkOut', from: null, to: stay.checkOut },
      { field: 'status', from: null, to: 'booked' },
      { field: 'notes', from: null, to: 'Shy' },
    ]);
    expect(events[1]?.changes).toEqual([{ field: 'notes', from: 'Shy', to: 'Shy with big dogs' }]);
    expect(events[2]?.changes).toEqual([
      { field: 'status', from: 'booked', to: 'checked-in' },
      { field: 'vetCheckIn', from: null, to: inside.vetCheckIn },
    ]);
    // Checked out on its first day, before the booked last one: the early check-out moves checkOut.
    expect(out.checkOut).not.toBe(stay.checkOut);
    expect(events[3]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'checked-in', to: 'checked-out' },
        { field: 'checkOut', from: stay.checkOut, to: out.checkOut },
      ]),
    );
    expect(events.every((e) => e.actor?.username === user.username)).toBe(true);
  });

  it('records a cancellation, and a deletion with its reason', async () => {
    const dog = await f.dog({ name: 'Toby' });
    const stay = await desk.hotel.create({ dog: dog.id, checkIn: f.day(5), checkOut: f.day(7) });
    await desk.hotel.update({ id: stay.id, status: 'cancelled' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/hotel/${stay.id}?reason=${encodeURIComponent('Entered twice')}`,
      headers: t.auth(user.token),
    });
    expect(res.statusCode).toBe(200);
    const events = await storedEvents(t.db.prisma, 'hotel-booking', stay.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(events[1]?.changes).toEqual([{ field: 'status', from: 'booked', to: 'cancelled' }]);
    expect(events[2]).toMatchObject({ reason: 'Entered twice' });
    expect(events[2]?.changes).toContainEqual({ field: 'status', from: 'cancelled', to: null });
  });

  it('does not book, move or delete a stay whose event cannot be written', async () => {
    const dog = await f.dog();
    const stay = await desk.hotel.create({ dog: dog.id, checkIn: f.day(0), checkOut: f.day(2) });
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(
        desk.hotel.create({ dog: dog.id, checkIn: f.day(10), checkOut: f.day(12) }),
      ).rejects.toThrow();
      await expect(desk.hotel.checkIn({ dog: dog.id })).rejects.toThrow();
      await expect(desk.hotel.delete({ id: stay.id })).rejects.toThrow();
    });
    expect(await f.count(dog.id)).toBe(1);
    expect(await desk.hotel.byId({ id: stay.id })).toMatchObject({ status: 'booked' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
