// Races: parallel check-ins of one dog (REST and tRPC mixed), a check-in on a package's last
// day, a check-in racing a delete, two check-outs of one visit, and the unique index as the
// last guard when a check-in meets an active visit it could not see.
import { businessToday } from '@pawdesk/domain';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { untilBlocked } from '../../../test/helpers/locks';
import { visitFixtures } from './daycare.fixtures';
import { checkIn } from './visits.service';

describe('daycare visit races', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let caller: TestCaller;
  let f: ReturnType<typeof visitFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = visitFixtures(t.deps, user);
  });

  /** One check-in over REST or tRPC, as a status code. */
  const checkInBy = async (via: 'rest' | 'trpc', dog: string): Promise<number> => {
    if (via === 'rest') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/daycare/visits',
        headers: t.auth(user.token),
        payload: { dog },
      });
      return res.statusCode;
    }
    try {
      await caller.daycare.visits.checkIn({ dog });
      return 201;
    } catch (error) {
      return (error as { code?: string }).code === 'CONFLICT' ? 409 : 500;
    }
  };

  it('12 parallel check-ins of one dog: one 201, eleven 409, one visit, one day taken', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 10 });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => checkInBy(i % 2 === 0 ? 'rest' : 'trpc', dog.id)),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect(await f.visitCount(dog.id)).toBe(1);
    expect(await f.daysLeft(pkg)).toBe(9);
  });

  it("two check-ins on a package's last day: one visit, 0 days left, never below zero", async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 1 });
    const statuses = await Promise.all([checkInBy('rest', dog.id), checkInBy('trpc', dog.id)]);
    expect(statuses.sort()).toEqual([201, 409]);
    expect(await f.visitCount(dog.id)).toBe(1);
    expect(await f.daysLeft(pkg)).toBe(0);
    const [visit] = await t.deps.prisma.daycareVisit.findMany({ where: { dogId: dog.id } });
    expect(visit?.packageId).toBe(pkg);
  });

  it('pending registrations racing for the last day: one takes it, the other has none', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 1 });
    const ctx = f.daycare();
    const visits = await Promise.all([
      checkIn(ctx, { dog: dog.id, checkInTime: null, date: '2030-01-10' }),
      checkIn(ctx, { dog: dog.id, checkInTime: null, date: '2030-01-11' }),
    ]);
    expect(await f.daysLeft(pkg)).toBe(0);
    expect(visits.map((v) => v.package?.id ?? null).sort()).toEqual([pkg, null].sort());
  });

  it('a check-in racing the delete of that day’s visit: exactly one day stays taken', async () => {
    for (let round = 0; round < 4; round++) {
      const dog = await f.dog();
      const pkg = await f.pkg(dog.id, { daysLeft: 5 });
      const morning = await caller.daycare.visits.checkIn({ dog: dog.id });
      await caller.daycare.visits.checkOut({ id: morning.id });
      expect(await f.daysLeft(pkg)).toBe(4);
      const [, again] = await Promise.all([
        caller.daycare.visits.delete({ id: morning.id }),
        caller.daycare.visits.checkIn({ dog: dog.id }),
      ]);
      expect(again.package?.id).toBe(pkg);
      expect(await f.daysLeft(pkg)).toBe(4);
      expect(await f.visitCount(dog.id)).toBe(1);
    }
  });

  it('two check-outs of one visit: one 200, one 409', async () => {
    const dog = await f.dog();
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    const out = (id: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/daycare/visits/${id}`,
        headers: t.auth(user.token),
        payload: {},
      });
    const statuses = await Promise.all([out(visit.id), out(visit.id), out(visit.id)]);
    expect(statuses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('the unique index answers 409, never a 500, when an active visit appears unseen', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 3 });
    // Another writer that ignores the dog's lock inserts an active visit and holds its transaction
    // open: the check-in cannot see the row, and its own insert waits on the unique index.
    const other = new pg.Client({ connectionString: t.db.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(
        `INSERT INTO daycare_visits (id, dog_id, date, check_in_time, updated_at)
         VALUES (gen_random_uuid(), $1, $2, now(), now())`,
        [dog.id, businessToday(t.deps.env.timeZone)],
      );
      let settled = false;
      const attempt = t.app
        .inject({
          method: 'POST',
          url: '/api/daycare/visits',
          headers: t.auth(user.token),
          payload: { dog: dog.id },
        })
        .finally(() => {
          settled = true;
        });
      // Wait until the check-in is blocked on the other transaction.
      await untilBlocked(other, () => settled);
      await other.query('COMMIT');
      const res = await attempt;
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'Dog is already checked in' });
    } finally {
      await other.end();
    }
    expect(await f.visitCount(dog.id)).toBe(1);
    // The refused check-in's transaction was rolled back with the day it took.
    expect(await f.daysLeft(pkg)).toBe(3);
  });
});
