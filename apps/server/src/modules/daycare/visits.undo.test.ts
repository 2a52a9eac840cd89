// The check-out's Undo (tRPC daycare.visits.undoCheckOut): the visit is active again with the
// same check-in time and the same package day; only while nothing changed it since, within the
// window, by whoever checked it out; never a second active visit of the dog; of two undos at
// once exactly one wins.
import { UNDO_WINDOW_MS } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { visitFixtures } from './daycare.fixtures';
import { undoCheckOut } from './visits.service';

describe('tRPC daycare.visits.undoCheckOut', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof visitFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = visitFixtures(t.deps, user);
  });

  const code = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (e: { code?: string; cause?: { messageKey?: string } }) =>
        `${e.code} ${e.cause?.messageKey ?? ''}`.trim(),
    );

  it('makes the visit active again with the same check-in time and package, and no day taken twice', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 15 });
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    const out = await caller.daycare.visits.checkOut({ id: visit.id });
    expect(out.status).toBe('completed');
    const back = await caller.daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt });
    expect(back).toMatchObject({
      id: visit.id,
      status: 'active',
      checkInTime: visit.checkInTime,
      checkOutTime: null,
      package: { id: pkg, daysLeft: 14 },
    });
    expect(await f.daysLeft(pkg)).toBe(14);
    expect(await f.visitCount(dog.id)).toBe(1);
    // The dog is here again: it can be checked out again.
    expect((await caller.daycare.visits.checkOut({ id: visit.id })).status).toBe('completed');
  });

  it('refuses once the visit changed since, past the window, by someone else, or when the dog is back already', async () => {
    const dog = await f.dog();
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    const out = await caller.daycare.visits.checkOut({ id: visit.id });
    // Someone else did not check it out.
    const other = await t.userWithToken('receptionist');
    expect(
      await code(t.caller(other).daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt })),
    ).toBe('CONFLICT daycare.undoExpired');
    // An updatedAt that is not the check-out's (something changed it since).
    expect(
      await code(
        caller.daycare.visits.undoCheckOut({
          id: visit.id,
          updatedAt: new Date(Date.parse(out.updatedAt) - 1).toISOString(),
        }),
      ),
    ).toBe('CONFLICT daycare.undoExpired');
    // Past the window.
    const later = f.daycare(() => new Date(Date.parse(out.updatedAt) + UNDO_WINDOW_MS + 1000));
    await expect(undoCheckOut(later, { id: visit.id, updatedAt: out.updatedAt })).rejects.toMatchObject({
      messageKey: 'daycare.undoExpired',
    });
    // The dog was checked in again meanwhile: never two active visits.
    const again = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(await code(caller.daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt }))).toBe(
      'CONFLICT daycare.alreadyCheckedIn',
    );
    expect((await caller.daycare.visits.byId({ id: visit.id })).status).toBe('completed');
    expect((await caller.daycare.visits.byId({ id: again.id })).status).toBe('active');
    // Unknown visits are 404; an active visit has no check-out to undo.
    expect(
      await code(
        caller.daycare.visits.undoCheckOut({
          id: '00000000-0000-4000-8000-000000000000',
          updatedAt: out.updatedAt,
        }),
      ),
    ).toBe('NOT_FOUND daycare.visitNotFound');
    expect(await code(caller.daycare.visits.undoCheckOut({ id: again.id, updatedAt: again.updatedAt }))).toBe(
      'CONFLICT daycare.undoExpired',
    );
  });

  it('of two undos at once, or an undo racing a check-in of the dog, the dog ends up active exactly once', async () => {
    for (let round = 0; round < 3; round++) {
      const dog = await f.dog();
      const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
      const out = await caller.daycare.visits.checkOut({ id: visit.id });
      const results = await Promise.all([
        code(caller.daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt })),
        code(caller.daycare.visits.undoCheckOut({ id: visit.id, updatedAt: out.updatedAt })),
        code(caller.daycare.visits.checkIn({ dog: dog.id })),
      ]);
      expect(results.filter((r) => r === 'ok')).toHaveLength(1);
      const active = await t.deps.prisma.daycareVisit.count({
        where: { dogId: dog.id, checkInTime: { not: null }, checkOutTime: null },
      });
      expect(active).toBe(1);
    }
  });
});
