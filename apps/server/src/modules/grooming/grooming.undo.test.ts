// The one-click status moves and their undo (tRPC grooming.setStatus, grooming.undoStatus, and
// PUT /api/grooming/{id}): Start waits for the booking's day; a completed groom is not
// cancelled; the message's Undo puts a Start back to scheduled and a Complete back to in
// progress (completedAt cleared), only within the window, only while nothing changed the
// booking since, only by whoever made the move, and of two undos at once exactly one wins.
import { UNDO_WINDOW_MS } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { groomingFixtures } from './grooming.fixtures';
import { undoBookingStatus } from './grooming.writes';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('grooming: Start on its day, no Cancel once completed, Undo', () => {
  let t: TestApp;
  let user: User;
  let caller: TestCaller;
  let f: ReturnType<typeof groomingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('employee');
    caller = t.caller(user);
    f = groomingFixtures(t.deps, user);
  });

  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const e = error as { code?: string; message: string; cause?: { messageKey?: string } };
      return { code: e.code, message: e.message, key: e.cause?.messageKey };
    }
    throw new Error('expected a refusal');
  };

  it('refuses to start a booking of a later day (409, both APIs); today and an earlier day start', async () => {
    const dog = await f.dog();
    const tomorrow = await f.book(dog.id, { appointmentDate: `${f.day(1)}T10:00` });
    expect(
      await refusal(caller.grooming.setStatus({ id: tomorrow.id, status: 'in-progress' })),
    ).toMatchObject({
      code: 'CONFLICT',
      key: 'grooming.startLaterDay',
      message: 'A booking on a later day cannot be started yet',
    });
    const rest = await t.app.inject({
      method: 'PUT',
      url: `/api/grooming/${tomorrow.id}`,
      headers: t.auth(user.token),
      payload: { status: 'in-progress' },
    });
    expect(rest.statusCode).toBe(409);
    expect(rest.json()).toEqual({ error: 'A booking on a later day cannot be started yet' });
    expect((await caller.grooming.byId({ id: tomorrow.id })).status).toBe('scheduled');
    // It may still be cancelled.
    expect((await caller.grooming.setStatus({ id: tomorrow.id, status: 'cancelled' })).status).toBe(
      'cancelled',
    );

    const today = await f.book(dog.id, { appointmentDate: `${f.today()}T09:00` });
    expect((await caller.grooming.setStatus({ id: today.id, status: 'in-progress' })).status).toBe(
      'in-progress',
    );
    const { id: yesterday } = await f.rawBooking(dog.id, f.instant(f.day(-1), '10:00'));
    expect((await caller.grooming.setStatus({ id: yesterday, status: 'in-progress' })).status).toBe(
      'in-progress',
    );
  });

  it('never cancels a completed groom (409), keeping it as it was', async () => {
    const dog = await f.dog();
    const b = await f.book(dog.id, { appointmentDate: `${f.today()}T10:00` });
    await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
    const done = await caller.grooming.setStatus({ id: b.id, status: 'completed' });
    expect(await refusal(caller.grooming.setStatus({ id: b.id, status: 'cancelled' }))).toMatchObject({
      code: 'CONFLICT',
      key: 'grooming.statusMove',
      message: 'A booking that is completed cannot be moved to cancelled',
    });
    expect(await caller.grooming.byId({ id: b.id })).toEqual(done);
  });

  it('undoes a Start (back to scheduled) and a Complete (back to in progress, completedAt cleared)', async () => {
    const dog = await f.dog();
    const b = await f.book(dog.id, { appointmentDate: `${f.today()}T11:00` });
    const started = await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
    const unstarted = await caller.grooming.undoStatus({
      id: b.id,
      status: 'in-progress',
      updatedAt: started.updatedAt,
    });
    expect(unstarted).toMatchObject({ status: 'scheduled', completedAt: null });
    expect(unstarted.updatedBy?.id).toBe(user.id);

    await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
    const done = await caller.grooming.setStatus({ id: b.id, status: 'completed' });
    expect(done.completedAt).not.toBeNull();
    const undone = await caller.grooming.undoStatus({
      id: b.id,
      status: 'completed',
      updatedAt: done.updatedAt,
    });
    expect(undone).toMatchObject({ status: 'in-progress', completedAt: null });
    // The undo is itself undone by doing the move again.
    expect((await caller.grooming.setStatus({ id: b.id, status: 'completed' })).status).toBe('completed');
  });

  it('refuses an undo once anything changed the booking since, past the window, by someone else, or of nothing', async () => {
    const dog = await f.dog();
    const b = await f.book(dog.id, { appointmentDate: `${f.today()}T12:00` });
    const started = await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
    // The groomer wrote notes meanwhile: the Start is no longer the last change.
    const noted = await caller.grooming.update({ id: b.id, groomingNotes: 'Calm today' });
    const stale = await refusal(
      caller.grooming.undoStatus({ id: b.id, status: 'in-progress', updatedAt: started.updatedAt }),
    );
    expect(stale).toMatchObject({ code: 'CONFLICT', key: 'grooming.undoExpired' });
    // Someone else's move is not theirs to undo.
    const other = await t.userWithToken('receptionist');
    expect(
      await refusal(
        t.caller(other).grooming.undoStatus({ id: b.id, status: 'in-progress', updatedAt: noted.updatedAt }),
      ),
    ).toMatchObject({ code: 'CONFLICT', key: 'grooming.undoExpired' });
    // Past the window (the clock a minute and a bit later).
    const later = f.ctx(() => new Date(Date.parse(noted.updatedAt) + UNDO_WINDOW_MS + 1000));
    await expect(
      undoBookingStatus(later, { id: b.id, status: 'in-progress', updatedAt: noted.updatedAt }),
    ).rejects.toMatchObject({ code: 'CONFLICT', messageKey: 'grooming.undoExpired' });
    expect((await caller.grooming.byId({ id: b.id })).status).toBe('in-progress');
    // Nothing to undo from scheduled; an unknown booking is a 404.
    expect(
      await refusal(
        caller.grooming.undoStatus({ id: b.id, status: 'scheduled', updatedAt: noted.updatedAt }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
    expect(
      await refusal(
        caller.grooming.undoStatus({
          id: '00000000-0000-4000-8000-000000000000',
          status: 'in-progress',
          updatedAt: noted.updatedAt,
        }),
      ),
    ).toMatchObject({ code: 'NOT_FOUND' });
    // Within the window, by the one who made the last change, it works.
    expect(
      (await caller.grooming.undoStatus({ id: b.id, status: 'in-progress', updatedAt: noted.updatedAt }))
        .status,
    ).toBe('scheduled');
  });

  it('of two undos at once, or an undo racing a Complete, exactly one wins', async () => {
    const dog = await f.dog();
    for (let round = 0; round < 3; round++) {
      const b = await f.book(dog.id, { appointmentDate: `${f.today()}T1${round}:30` });
      const started = await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
      const undo = () =>
        caller.grooming.undoStatus({ id: b.id, status: 'in-progress', updatedAt: started.updatedAt }).then(
          () => 'undone',
          (e: { code?: string }) => e.code,
        );
      const complete = () =>
        caller.grooming.setStatus({ id: b.id, status: 'completed' }).then(
          () => 'completed',
          (e: { code?: string }) => e.code,
        );
      const results = await Promise.all([undo(), undo(), complete()]);
      const final = (await caller.grooming.byId({ id: b.id })).status;
      if (results.includes('undone')) {
        expect(results.filter((r) => r === 'undone')).toHaveLength(1);
        expect(final).toBe('scheduled');
        // The Complete lost (a scheduled booking cannot complete), or came first and the undos lost.
        expect(results.includes('completed')).toBe(false);
      } else {
        expect(results).toEqual(['CONFLICT', 'CONFLICT', 'completed']);
        expect(final).toBe('completed');
      }
    }
  });
});
