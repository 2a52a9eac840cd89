// Waitlist offers through the job queue (docs/domains/jobs.md): when a stay is cancelled, the
// waitlisted stays that now fit are marked offered (offeredAt), by one job, with two processes'
// workers on the database; a later run (another freed place) offers nothing twice; an entry whose
// nights are still full is not offered.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startTestQueue, until } from '../../../test/helpers/jobs';
import { kennelFixtures } from '../kennels/kennels.fixtures';
import { hotelFixtures } from './hotel.fixtures';
import { waitlistJobs } from './hotel.waitlist';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;
type Entry = { _id: string; fits: boolean; offeredAt: string | null };

describe('waitlist offers on the job queue', () => {
  let t: TestApp;
  let manager: User;
  let reception: User;

  beforeAll(async () => {
    // This app's process and a second one, both with workers.
    t = await createTestApp({
      jobs: (db, env) => startTestQueue(db.url, waitlistJobs(db.prisma, env.timeZone)),
    });
    await startTestQueue(t.db.url, waitlistJobs(t.db.prisma, t.deps.env.timeZone));
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
  });

  const call = (user: User, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.auth(user.token), ...(payload ? { payload } : {}) });
  const entries = async () => (await call(reception, 'GET', '/hotel/waitlist')).json() as Entry[];

  it('a cancelled stay offers the entry that now fits, once, even with two workers', async () => {
    const h = hotelFixtures(t.deps, manager);
    const k = kennelFixtures(t.deps, manager);
    await t.deps.prisma.$executeRaw`UPDATE kennels SET active = false`;
    await k.kennels(1);
    const [a, b, c, d] = [await h.dog(), await h.dog(), await h.dog(), await h.dog()];
    const stay = (
      await call(reception, 'POST', '/hotel', { dog: a.id, checkIn: h.day(91), checkOut: h.day(94) })
    ).json();
    expect(
      (await call(reception, 'POST', '/hotel', { dog: c.id, checkIn: h.day(95), checkOut: h.day(97) }))
        .statusCode,
    ).toBe(201);
    const waiting = (
      await call(reception, 'POST', '/hotel/waitlist', { dog: b.id, checkIn: h.day(92), checkOut: h.day(93) })
    ).json() as Entry;
    const stillFull = (
      await call(reception, 'POST', '/hotel/waitlist', { dog: d.id, checkIn: h.day(95), checkOut: h.day(96) })
    ).json() as Entry;
    expect(waiting).toMatchObject({ fits: false, offeredAt: null });
    expect(stillFull).toMatchObject({ fits: false, offeredAt: null });

    // The cancellation answers at once; the job offers the entry soon after.
    expect((await call(reception, 'PUT', `/hotel/${stay._id}`, { status: 'cancelled' })).statusCode).toBe(
      200,
    );
    const offered = await until('the entry to be offered', async () =>
      (await entries()).find((e) => e._id === waiting._id && e.offeredAt),
    );
    expect(offered.fits).toBe(true);
    expect((await entries()).find((e) => e._id === stillFull._id)).toMatchObject({
      fits: false,
      offeredAt: null,
    });

    // Another freed place (a kennel added) runs the job again: the full nights now fit, so that
    // entry is offered by this run; the first keeps the moment it was offered (nothing twice).
    expect(
      (await call(manager, 'POST', '/kennels', { name: `Extra ${Date.now()}`, capacity: 1 })).statusCode,
    ).toBe(201);
    await until('the second offer', async () =>
      (await entries()).find((e) => e._id === stillFull._id && e.offeredAt),
    );
    expect((await entries()).find((e) => e._id === waiting._id)?.offeredAt).toBe(offered.offeredAt);
  });
});
