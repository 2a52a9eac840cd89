// Dogs in the audit log: a creation, a save and a picture each write exactly one event with what
// changed; deleting a dog writes its `delete` event (with the reason) and one for every record
// removed with it, all readable afterwards; a write whose event cannot be written does not happen.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { fixtures, makeImage, multipartBody } from './dogs.fixtures';

describe('dogs in the audit log', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let desk: TestCaller;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('admin');
    desk = t.caller(user);
    f = fixtures(t.deps, user);
  });

  it('records a creation, a save and a picture, each with what changed', async () => {
    const ana = await f.owner({ name: 'Ana García' });
    const dog = await desk.dogs.create({
      name: 'Luna',
      breed: 'Beagle',
      age: 3,
      weight: 10.2,
      owners: [ana.id],
    });
    await desk.dogs.update({
      id: dog.id,
      name: 'Luna',
      breed: 'Beagle',
      age: 3,
      weight: 11,
      owners: [ana.id],
    });
    const { payload, headers } = multipartBody({}, [
      { field: 'picture', filename: 'luna.jpg', contentType: 'image/jpeg', data: await makeImage('jpeg') },
    ]);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/dogs/${dog.id}/picture`,
      payload,
      headers: { ...headers, ...t.auth(user.token) },
    });
    const picture = (put.json() as { picture: string }).picture;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog.id}/picture?reason=Blurry`,
      headers: t.auth(user.token),
    });
    expect(removed.statusCode).toBe(200);

    const events = await storedEvents(t.db.prisma, 'dog', dog.id);
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Created dog Luna'],
      ['update', 'Changed dog Luna: weight'],
      ['update', 'Changed dog Luna: picture'],
      ['update', 'Changed dog Luna: picture'],
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'name', from: null, to: 'Luna' },
      { field: 'breed', from: null, to: 'Beagle' },
      { field: 'age', from: null, to: 3 },
      { field: 'weight', from: null, to: 10.2 },
      { field: 'owners', from: null, to: [{ id: ana.id, name: 'Ana García' }] },
    ]);
    expect(events[1]?.changes).toEqual([{ field: 'weight', from: 10.2, to: 11 }]);
    expect(events[2]?.changes).toEqual([{ field: 'picture', from: null, to: picture }]);
    expect(events[3]).toMatchObject({
      reason: 'Blurry',
      changes: [{ field: 'picture', from: picture, to: null }],
    });
    expect(events.every((e) => e.actor?.id === user.id)).toBe(true);
  });

  it('records a deletion with its reason and one event for every record removed with the dog', async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id], { name: 'Toby' });
    const today = businessToday(t.deps.env.timeZone);
    const pkg = await desk.daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    const visit = await desk.daycare.visits.checkIn({
      dog: dog.id,
      checkInTime: null,
      date: addDays(today, 1),
    });
    const stay = await desk.hotel.create({
      dog: dog.id,
      checkIn: addDays(today, 2),
      checkOut: addDays(today, 4),
    });
    const exam = await desk.vet.create({
      dogId: dog.id,
      appointmentDate: addDays(today, 3),
      time: '10:00',
      cause: 'Vaccine',
    });
    const groom = await desk.grooming.create({
      dog: dog.id,
      ownerPhone: '600 123 456',
      weight: 12,
      appointmentDate: `${addDays(today, 5)}T10:00`,
      groomingServices: ['bath'],
    });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog.id}?reason=${encodeURIComponent('Registered twice')}`,
      headers: t.auth(user.token),
    });
    expect(res.statusCode).toBe(200);

    const dogEvents = await storedEvents(t.db.prisma, 'dog', dog.id);
    expect(dogEvents.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(dogEvents[1]).toMatchObject({
      reason: 'Registered twice',
      summary: 'Deleted dog Toby',
      changes: expect.arrayContaining([{ field: 'name', from: 'Toby', to: null }]),
    });
    const removed = [
      ['daycare-package', pkg.id],
      ['daycare-visit', visit.id],
      ['hotel-booking', stay.id],
      ['vet-appointment', exam.id],
      ['grooming-booking', groom.id],
    ] as const;
    for (const [entity, id] of removed) {
      // Over the API, after the record is gone: its creation (and the package's day the visit
      // took) and its removal with the dog.
      const { events } = await desk.audit.forRecord({ entity, entityId: id });
      expect(
        events.map((e) => e.action),
        entity,
      ).toEqual(entity === 'daycare-package' ? ['create', 'update', 'delete'] : ['create', 'delete']);
      const deleted = events[events.length - 1];
      expect(deleted).toMatchObject({ reason: 'Registered twice', actor: { id: user.id } });
      expect(deleted?.summary).toMatch(/removed with its dog Toby$/);
      expect(deleted?.changes).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'dog', from: dog.id, to: null })]),
      );
    }
  });

  it('does not create, change or delete a dog whose event cannot be written', async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id], { name: 'Kept' });
    const events = await countEvents(t.db.prisma);
    const dogs = await t.db.prisma.dog.count();
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(
        desk.dogs.create({ name: 'Ghost', breed: 'Pug', age: 1, owners: [owner.id] }),
      ).rejects.toThrow();
      await expect(
        desk.dogs.update({ id: dog.id, name: 'Renamed', breed: 'Beagle', age: 3, owners: [owner.id] }),
      ).rejects.toThrow();
      await expect(desk.dogs.delete({ id: dog.id })).rejects.toThrow();
    });
    expect(await t.db.prisma.dog.count()).toBe(dogs);
    expect((await desk.dogs.byId({ id: dog.id })).dog).toMatchObject({ name: 'Kept' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
