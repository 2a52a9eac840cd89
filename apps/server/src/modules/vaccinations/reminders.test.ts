// The daily vaccination reminders job: scheduled once (07:00 business time) however many
// processes start; a run notes each required vaccination expiring within 30 days of a dog booked
// in the next 30 days, dated today; runs in two processes' workers note nothing twice; a dog
// without a booking, or covered for long, is not noted.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startTestQueue, until } from '../../../test/helpers/jobs';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { VACCINATION_REMINDERS_JOB, vaccinationJobs } from './reminders.service';
import { vaccinationFixtures } from './vaccinations.fixtures';

describe('vaccination reminders on the job queue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('is scheduled once, and two workers note each expiry once', async () => {
    const jobs = () => vaccinationJobs(t.db.prisma, t.deps.env.timeZone);
    const a = await startTestQueue(t.db.url, jobs());
    const b = await startTestQueue(t.db.url, jobs());
    const schedules = await t.db.prisma.$queryRawUnsafe<{ name: string; cron: string; timezone: string }[]>(
      'SELECT name, cron, timezone FROM pgboss.schedule',
    );
    expect(schedules).toEqual([
      { name: VACCINATION_REMINDERS_JOB, cron: '0 7 * * *', timezone: t.deps.env.timeZone },
    ]);

    const manager = await t.userWithToken('manager');
    const h = hotelFixtures(t.deps, manager);
    const v = vaccinationFixtures(t.deps);
    const [booked, unbooked, covered] = [await h.dog(), await h.dog(), await h.dog()];
    await v.fullyVaccinated(covered.id);
    await v.record(booked.id, 'rabies', v.day(12));
    await v.record(unbooked.id, 'rabies', v.day(5));
    await h.booking(booked.id, 10, 14);
    await h.booking(covered.id, 10, 14);

    const notes = () =>
      t.db.prisma.vaccinationReminder.findMany({
        select: { dogId: true, disease: true, expiresOn: true, notedOn: true },
      });
    const runs = async () => {
      const [row] = await t.db.prisma.$queryRaw<{ n: number }[]>`
        SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${VACCINATION_REMINDERS_JOB} AND state = 'completed'`;
      return row?.n ?? 0;
    };
    // What the schedule sends each morning, sent here by both processes.
    await a.send(VACCINATION_REMINDERS_JOB, {});
    await until('the first run', async () => (await runs()) === 1);
    await b.send(VACCINATION_REMINDERS_JOB, {});
    await until('the second run', async () => (await runs()) === 2);
    expect(await notes()).toEqual([
      {
        dogId: booked.id,
        disease: 'rabies',
        expiresOn: new Date(`${v.day(12)}T00:00:00Z`),
        notedOn: new Date(`${v.today()}T00:00:00Z`),
      },
    ]);
  });
});
