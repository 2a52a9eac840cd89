// Daycare in the audit log: packages (purchase, edit, delete with a reason) and visits (check-in,
// a pending visit checked in, check-out, its undo, delete) each write exactly one event of their
// own with what changed; the package day a visit takes or gives back is the package's own
// event; a write whose event cannot be written does not happen.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { fixtures } from '../dogs/dogs.fixtures';

describe('daycare in the audit log', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let desk: TestCaller;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    desk = t.caller(user);
    f = fixtures(t.deps, user);
  });

  const newDog = async (name = 'Luna') => f.dog([(await f.owner()).id], { name });

  it('records a package bought, corrected and deleted with its reason', async () => {
    const dog = await newDog();
    const pkg = await desk.daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    await desk.daycare.packages.update({ id: pkg.id, packageType: '15-day', daysLeft: 12 });
    await desk.daycare.packages.update({ id: pkg.id, packageType: '15-day', daysLeft: 12 });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/daycare/packages/${pkg.id}?reason=${encodeURIComponent('Sold by mistake')}`,
      headers: t.auth(user.token),
    });
    expect(res.statusCode).toBe(200);
    const events = await storedEvents(t.db.prisma, 'daycare-package', pkg.id);
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', 'Created daycare package of Luna'],
      ['update', 'Changed daycare package of Luna: daysLeft'],
      ['delete', 'Deleted daycare package of Luna'],
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'dog', from: null, to: dog.id },
      { field: 'packageType', from: null, to: '15-day' },
      { field: 'daysLeft', from: null, to: 15 },
      { field: 'expiresAt', from: null, to: pkg.expiresAt },
      { field: 'purchasedAt', from: null, to: pkg.purchasedAt },
    ]);
    expect(events[1]?.changes).toEqual([{ field: 'daysLeft', from: 15, to: 12 }]);
    expect(events[2]).toMatchObject({ reason: 'Sold by mistake' });
    expect(events[2]?.changes).toContainEqual({ field: 'daysLeft', from: 12, to: null });
  });

  it('records a check-in, its check-out and the undo, each a status change, and the package day as the package’s', async () => {
    const dog = await newDog('Toby');
    const pkg = await desk.daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    const visit = await desk.daycare.visits.checkIn({ dog: dog.id });
    const out = await desk.daycare.visits.checkOut({ id: visit.id, notes: 'Ate well' });
    await desk.daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt });

    const events = await storedEvents(t.db.prisma, 'daycare-visit', visit.id);
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', `Created daycare visit of Toby on ${visit.date}`],
      ['status', `Changed the status of daycare visit of Toby on ${visit.date}: checked out`],
      ['status', `Changed the status of daycare visit of Toby on ${visit.date}: check-out undone`],
    ]);
    expect(events[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'dog', from: null, to: dog.id },
        { field: 'checkInTime', from: null, to: visit.checkInTime },
        { field: 'status', from: null, to: 'active' },
        { field: 'package', from: null, to: pkg.id },
      ]),
    );
    expect(events[1]?.changes).toEqual([
      { field: 'checkOutTime', from: null, to: out.checkOutTime },
      { field: 'notes', from: null, to: 'Ate well' },
      { field: 'status', from: 'active', to: 'completed' },
    ]);
    expect(events[2]?.changes).toEqual([
      { field: 'checkOutTime', from: out.checkOutTime, to: null },
      { field: 'status', from: 'completed', to: 'active' },
    ]);
    const pkgEvents = await storedEvents(t.db.prisma, 'daycare-package', pkg.id);
    expect(pkgEvents.map((e) => e.action)).toEqual(['create', 'update']);
    expect(pkgEvents[1]).toMatchObject({
      summary: 'Changed daycare package of Toby: a day taken by a visit',
      changes: [{ field: 'daysLeft', from: 15, to: 14 }],
    });
  });

  it('records a pending visit checked in, and a deleted visit with the day it gives back', async () => {
    const dog = await newDog('Nala');
    const pkg = await desk.daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    const today = businessToday(t.deps.env.timeZone);
    const pending = await desk.daycare.visits.checkIn({ dog: dog.id, checkInTime: null });
    await desk.daycare.visits.checkIn({ dog: dog.id, date: today });
    const later = await desk.daycare.visits.checkIn({
      dog: dog.id,
      checkInTime: null,
      date: addDays(today, 2),
    });
    await desk.daycare.visits.delete({ id: later.id, reason: 'Not coming' });

    const checkedIn = await storedEvents(t.db.prisma, 'daycare-visit', pending.id);
    expect(checkedIn.map((e) => [e.action, e.summary.split(': ')[1]])).toEqual([
      ['create', undefined],
      ['status', 'checked in'],
    ]);
    expect(checkedIn[1]?.changes).toEqual(
      expect.arrayContaining([{ field: 'status', from: 'pending', to: 'active' }]),
    );
    const deleted = await storedEvents(t.db.prisma, 'daycare-visit', later.id);
    expect(deleted.map((e) => e.action)).toEqual(['create', 'delete']);
    expect(deleted[1]).toMatchObject({ reason: 'Not coming' });
    expect(deleted[1]?.changes).toContainEqual({ field: 'date', from: later.date, to: null });
    // The package: bought, a day taken by each pending visit, one given back by the deletion.
    const days = (await storedEvents(t.db.prisma, 'daycare-package', pkg.id))
      .flatMap((e) => e.changes)
      .filter((c) => c.field === 'daysLeft')
      .map((c) => [c.from, c.to]);
    expect(days).toEqual([
      [null, 15],
      [15, 14],
      [14, 13],
      [13, 14],
    ]);
  });

  it('does not check a dog in, out or delete a visit whose event cannot be written', async () => {
    const dog = await newDog('Rex');
    const pkg = await desk.daycare.packages.purchase({ dog: dog.id, packageType: '15-day' });
    const here = await desk.daycare.visits.checkIn({ dog: dog.id });
    const other = await newDog('Ghost');
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(desk.daycare.visits.checkIn({ dog: other.id })).rejects.toThrow();
      await expect(desk.daycare.visits.checkOut({ id: here.id })).rejects.toThrow();
      await expect(desk.daycare.packages.purchase({ dog: other.id, packageType: '1-day' })).rejects.toThrow();
      await expect(desk.daycare.packages.delete({ id: pkg.id })).rejects.toThrow();
    });
    expect(await t.db.prisma.daycareVisit.count({ where: { dogId: other.id } })).toBe(0);
    expect(await t.db.prisma.daycarePackage.count({ where: { dogId: other.id } })).toBe(0);
    expect(await desk.daycare.visits.byId({ id: here.id })).toMatchObject({ status: 'active' });
    expect(await t.db.prisma.daycarePackage.findUnique({ where: { id: pkg.id } })).toMatchObject({
      daysLeft: 14,
    });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
