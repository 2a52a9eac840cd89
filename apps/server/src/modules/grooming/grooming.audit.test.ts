// Grooming bookings in the audit log: a booking, an edit, the status moves (Start, Complete) and
// their undo, a deletion with its reason each write exactly one event with what changed; a write
// whose event cannot be written does not happen.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { groomingFixtures } from './grooming.fixtures';

describe('grooming bookings in the audit log', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let desk: TestCaller;
  let f: ReturnType<typeof groomingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('groomer');
    desk = t.caller(user);
    f = groomingFixtures(t.deps, user);
  });

  it('records a booking, an edit, Start, Complete and the undo of Complete', async () => {
    const dog = await f.dog({ name: 'Luna' });
    const b = await desk.grooming.create({
      dog: dog.id,
      ownerPhone: '600 123 456',
      weight: 8,
      appointmentDate: `${f.today()}T11:00`,
      groomingServices: ['bath'],
    });
    await desk.grooming.update({ id: b.id, notes: 'Sensitive ears' });
    await desk.grooming.setStatus({ id: b.id, status: 'in-progress' });
    const done = await desk.grooming.setStatus({ id: b.id, status: 'completed' });
    await desk.grooming.undoStatus({ id: b.id, status: 'completed', updatedAt: done.updatedAt });

    const events = await storedEvents(t.db.prisma, 'grooming-booking', b.id);
    const label = `of Luna (${f.today()} 11:00)`;
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', `Created grooming booking ${label}`],
      ['update', `Changed grooming booking ${label}: notes`],
      ['status', `Changed the status of grooming booking ${label}: scheduled → in-progress`],
      ['status', `Changed the status of grooming booking ${label}: in-progress → completed`],
      ['status', `Changed the status of grooming booking ${label}: completed undone`],
    ]);
    expect(events[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'dog', from: null, to: dog.id },
        { field: 'groomingServices', from: null, to: ['bath'] },
        { field: 'status', from: null, to: 'scheduled' },
      ]),
    );
    expect(events[1]?.changes).toEqual([{ field: 'notes', from: null, to: 'Sensitive ears' }]);
    expect(events[3]?.changes).toEqual([
      { field: 'status', from: 'in-progress', to: 'completed' },
      { field: 'completedAt', from: null, to: done.completedAt },
    ]);
    expect(events[4]?.changes).toEqual([
      { field: 'status', from: 'completed', to: 'in-progress' },
      { field: 'completedAt', from: done.completedAt, to: null },
    ]);
  });

  it('records a cancellation, and a deletion with its reason', async () => {
    const dog = await f.dog();
    const b = await f.book(dog.id, { appointmentDate: `${f.today()}T15:00` });
    await desk.grooming.setStatus({ id: b.id, status: 'cancelled' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/grooming/${b.id}?reason=${encodeURIComponent('Booked by mistake')}`,
      headers: t.auth(user.token),
    });
    expect(res.statusCode).toBe(200);
    const events = await storedEvents(t.db.prisma, 'grooming-booking', b.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'status', 'delete']);
    expect(events[2]).toMatchObject({ reason: 'Booked by mistake' });
    expect(events[2]?.changes).toContainEqual({ field: 'status', from: 'cancelled', to: null });
  });

  it('does not book, move or delete a booking whose event cannot be written', async () => {
    const dog = await f.dog();
    const b = await f.book(dog.id, { appointmentDate: `${f.today()}T16:00` });
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(f.book(dog.id, { appointmentDate: `${f.today()}T17:00` })).rejects.toThrow();
      await expect(desk.grooming.setStatus({ id: b.id, status: 'in-progress' })).rejects.toThrow();
      await expect(desk.grooming.delete({ id: b.id })).rejects.toThrow();
    });
    expect(await t.db.prisma.groomingBooking.count({ where: { dogId: dog.id } })).toBe(1);
    expect(await desk.grooming.byId({ id: b.id })).toMatchObject({ status: 'scheduled' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
