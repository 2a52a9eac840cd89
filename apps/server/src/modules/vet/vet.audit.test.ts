// Vet appointments in the audit log: a booking, a change of it, an exam (a status change with the
// exam's fields), a cancellation and a deletion with its reason each write exactly one event with
// what changed; a write whose event cannot be written does not happen.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { vetFixtures } from './vet.fixtures';

describe('vet appointments in the audit log', () => {
  let t: TestApp;
  let reception: Awaited<ReturnType<TestApp['userWithToken']>>;
  let vetUser: Awaited<ReturnType<TestApp['userWithToken']>>;
  let asReception: TestCaller;
  let asVet: TestCaller;
  let f: ReturnType<typeof vetFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    reception = await t.userWithToken('receptionist');
    vetUser = await t.userWithToken('vet');
    asReception = t.caller(reception);
    asVet = t.caller(vetUser);
    f = vetFixtures(t.deps, reception);
    today = businessToday(t.deps.env.timeZone);
  });

  it('records a booking, its change and the exam, by who did each', async () => {
    const dog = await f.dog({ name: 'Luna' });
    const day = addDays(today, 2);
    const a = await asReception.vet.create({
      dogId: dog.id,
      appointmentDate: day,
      time: '10:00',
      cause: 'Vaccines',
    });
    await asReception.vet.update({ id: a.id, time: '11:30' });
    await asVet.vet.saveExam({ id: a.id, status: 'in-progress', temperature: 38.6, findings: 'Healthy' });

    const events = await storedEvents(t.db.prisma, 'vet-appointment', a.id);
    expect(events.map((e) => [e.action, e.actor?.username, e.summary])).toEqual([
      ['create', reception.username, `Created vet appointment of Luna (${day} 10:00)`],
      ['update', reception.username, `Changed vet appointment of Luna (${day} 11:30): appointmentDate`],
      [
        'status',
        vetUser.username,
        `Changed the status of vet appointment of Luna (${day} 11:30): scheduled → in-progress`,
      ],
    ]);
    expect(events[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'dog', from: null, to: dog.id },
        { field: 'cause', from: null, to: 'Vaccines' },
        { field: 'status', from: null, to: 'scheduled' },
        { field: 'followUpRequired', from: null, to: false },
      ]),
    );
    expect(events[1]?.changes).toEqual([
      {
        field: 'appointmentDate',
        from: a.appointmentDate,
        to: new Date(Date.parse(a.appointmentDate) + 90 * 60_000).toISOString(),
      },
    ]);
    expect(events[2]?.changes).toEqual([
      { field: 'status', from: 'scheduled', to: 'in-progress' },
      { field: 'temperature', from: null, to: 38.6 },
      { field: 'findings', from: null, to: 'Healthy' },
    ]);
  });

  it('records a cancellation, and a deletion with its reason', async () => {
    const dog = await f.dog();
    const a = await asReception.vet.create({
      dogId: dog.id,
      appointmentDate: addDays(today, 3),
      time: '09:00',
      cause: 'Check',
    });
    const b = await asReception.vet.create({
      dogId: dog.id,
      appointmentDate: addDays(today, 4),
      time: '09:00',
      cause: 'Check',
    });
    await asReception.vet.update({ id: a.id, status: 'cancelled' });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/vet/appointments/${b.id}?reason=${encodeURIComponent('Owner called')}`,
      headers: t.auth(reception.token),
    });
    expect(res.statusCode).toBe(200);
    expect((await storedEvents(t.db.prisma, 'vet-appointment', a.id)).map((e) => e.action)).toEqual([
      'create',
      'status',
    ]);
    const deleted = await storedEvents(t.db.prisma, 'vet-appointment', b.id);
    expect(deleted.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(deleted[1]).toMatchObject({ reason: 'Owner called' });
    expect(deleted[1]?.changes).toContainEqual({ field: 'cause', from: 'Check', to: null });
  });

  it('does not book, change or delete an appointment whose event cannot be written', async () => {
    const dog = await f.dog();
    const a = await asReception.vet.create({
      dogId: dog.id,
      appointmentDate: addDays(today, 5),
      time: '09:00',
      cause: 'Kept',
    });
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(
        asReception.vet.create({
          dogId: dog.id,
          appointmentDate: addDays(today, 6),
          time: '09:00',
          cause: 'Never',
        }),
      ).rejects.toThrow();
      await expect(
        asVet.vet.saveExam({ id: a.id, status: 'in-progress', findings: 'Never' }),
      ).rejects.toThrow();
      await expect(asReception.vet.delete({ id: a.id })).rejects.toThrow();
    });
    expect(await f.count(dog.id)).toBe(1);
    expect(await asReception.vet.byId({ id: a.id })).toMatchObject({ status: 'scheduled', findings: null });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
