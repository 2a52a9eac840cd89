// Races with real concurrent requests on one database: ten desks booking one groomer at one time
// (REST and tRPC mixed: exactly one wins), the same after a cancellation frees the slot, two
// groomers' bookings racing to overlap by an edit, two Starts of one booking, and a Delete
// racing a Start.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { groomingFixtures } from './grooming.fixtures';

describe('grooming races', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let caller: TestCaller;
  let f: ReturnType<typeof groomingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = groomingFixtures(t.deps, user);
  });

  const code = (error: unknown) => {
    const c = (error as { code?: string }).code;
    return c === 'CONFLICT' ? 409 : c === 'NOT_FOUND' ? 404 : 500;
  };

  /** One booking over REST or tRPC, as a status code and the error text. */
  const bookBy = async (
    via: 'rest' | 'trpc',
    input: { dog: string; groomer: string; appointmentDate: string; durationMinutes: number },
  ): Promise<{ status: number; error?: string }> => {
    const booking = { ...input, ownerPhone: '600 100 200', weight: 12, groomingServices: ['bath'] as const };
    if (via === 'rest') {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/grooming',
        headers: t.auth(user.token),
        payload: {
          ...booking,
          dog: undefined,
          dogId: input.dog,
          groomer: undefined,
          groomerId: input.groomer,
        },
      });
      return { status: res.statusCode, ...(res.statusCode === 201 ? {} : { error: res.json().error }) };
    }
    try {
      await caller.grooming.create({ ...booking, groomingServices: ['bath'] });
      return { status: 201 };
    } catch (error) {
      return { status: code(error), error: (error as Error).message };
    }
  };

  it('10 parallel bookings of one groomer at one time: exactly one wins, nine get 409', async () => {
    const groomer = await f.groomer();
    const dogs = await Promise.all(Array.from({ length: 10 }, () => f.dog()));
    const day = f.day(3);
    const results = await Promise.all(
      dogs.map((dog, i) =>
        bookBy(i % 2 === 0 ? 'rest' : 'trpc', {
          dog: dog.id,
          groomer: groomer.id,
          // Overlapping, not identical: 10:00 to 10:45, each 60 minutes.
          appointmentDate: `${day}T10:${String(i * 5).padStart(2, '0')}`,
          durationMinutes: 60,
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect(r.error).toBe('This groomer already has an appointment at that time');
    expect(
      await t.deps.prisma.groomingBooking.count({
        where: { groomerId: groomer.id, status: { not: 'cancelled' } },
      }),
    ).toBe(1);

    // Cancelling the winner frees the slot: the next race has a winner again.
    const [winner] = await t.deps.prisma.groomingBooking.findMany({
      where: { groomerId: groomer.id },
      select: { id: true },
    });
    await caller.grooming.setStatus({ id: winner?.id ?? '', status: 'cancelled' });
    const again = await Promise.all(
      dogs.slice(0, 6).map((dog, i) =>
        bookBy(i % 2 === 0 ? 'trpc' : 'rest', {
          dog: dog.id,
          groomer: groomer.id,
          appointmentDate: `${day}T10:00`,
          durationMinutes: 30,
        }),
      ),
    );
    expect(again.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('two edits moving bookings onto the same free time of one groomer: one wins', async () => {
    const groomer = await f.groomer();
    const dog = await f.dog();
    const day = f.day(4);
    const a = await f.book(dog.id, {
      appointmentDate: `${day}T09:00`,
      groomer: groomer.id,
      durationMinutes: 60,
    });
    const b = await f.book(dog.id, {
      appointmentDate: `${day}T12:00`,
      groomer: groomer.id,
      durationMinutes: 60,
    });
    const move = (id: string) =>
      caller.grooming.update({ id, appointmentDate: `${day}T16:00` }).then(
        () => 200,
        (error: unknown) => code(error),
      );
    expect((await Promise.all([move(a.id), move(b.id)])).sort()).toEqual([200, 409]);
  });

  it('two Starts of one booking: one 200, one 409; a Delete racing a Start leaves one outcome', async () => {
    const dog = await f.dog();
    const booking = await f.book(dog.id, { appointmentDate: `${f.today()}T23:00` });
    const start = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/grooming/${booking.id}`,
        headers: t.auth(user.token),
        payload: { status: 'in-progress' },
      });
    const statuses = (await Promise.all([start(), start(), start()])).map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);

    for (let round = 0; round < 4; round++) {
      const other = await f.book(dog.id, { appointmentDate: `${f.today()}T2${round}:00` });
      const [started, deleted] = await Promise.all([
        caller.grooming.setStatus({ id: other.id, status: 'in-progress' }).then(
          () => 200,
          (e: unknown) => code(e),
        ),
        caller.grooming.delete({ id: other.id }).then(
          () => 200,
          (e: unknown) => code(e),
        ),
      ]);
      const row = await t.deps.prisma.groomingBooking.findUnique({ where: { id: other.id } });
      if (deleted === 200) {
        expect(row).toBeNull();
        expect(started).toBe(404);
      } else {
        expect(deleted).toBe(409);
        expect(started).toBe(200);
        expect(row?.status).toBe('in_progress');
      }
    }
  });
});
