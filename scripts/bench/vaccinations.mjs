// Vaccinations (docs/domains/vaccinations.md), against the built server started with
// APP_TIMEZONE=Europe/Madrid, 50,000 dogs (dogs-seed.mjs) and 150,000 vaccination records seeded
// straight in SQL (three a dog on average: rabies, the polivalente, kennel cough, with expiries
// spread from a year ago to a year ahead; each dog's coverage rebuilt as the server keeps it; 1,000
// dogs expected at daycare within 30 days, for the booked filter):
//   vaccinations/due-first-p95     REST GET /api/vaccinations/due?within=30 (50 rows, soonest
//                                  first) and tRPC vaccinations.due.list, the first page, also with
//                                  within=7 and 90, and with booked=true: p95 ≤ 30 ms
//   vaccinations/check-in-p95      what the check adds to a daycare check-in: the daycare service's
//                                  checkIn run in this process on the same database, in pairs, once
//                                  with the daycare rule in warn mode (the check reads the rule and
//                                  the dog's coverage) and once with it off (the rule read alone),
//                                  side by side in random order: p95 with − p95 without ≤ 3 ms
// Due-list latencies are round trips of one client on 127.0.0.1, one request at a time, after a
// warm-up.
import { performance } from 'node:perf_hooks';
import { seedDogs } from './dogs-seed.mjs';
import {
  ensureServerBuilt,
  figure,
  importTs,
  login,
  ms,
  p95Figure,
  partRunner,
  restTimed,
  sampleLatencies,
  seconds,
  startSeedableServer,
  summarize,
  trpcQuery,
  vacuumAnalyze,
  withPg,
} from './lib.mjs';

const TIME_ZONE = 'Europe/Madrid';

/** 150,000 records over the dogs (3 a dog on average), and each dog's coverage from them. */
async function seedRecords(dbUrl, { perDog, log }) {
  return withPg(dbUrl, async (client) => {
    const started = performance.now();
    // Each dog gets each vaccine with probability perDog / 3; given 0–700 days ago, valid 12 months.
    await client.query(
      `INSERT INTO dog_vaccinations (id, dog_id, vaccine_id, given_on, expires_on, batch, verified, created_at, updated_at)
       SELECT gen_random_uuid(), d.id, v.id, g.given_on, (g.given_on + interval '12 months')::date,
              'B' || (abs(hashtext(d.id::text || v.code)) % 100000)::text, false, now(), now()
         FROM dogs d CROSS JOIN vaccines v
        CROSS JOIN LATERAL (SELECT (current_date - (abs(hashtext(d.id::text || v.code || 'g')) % 700))::date AS given_on) g
        WHERE abs(hashtext(d.id::text || v.code || 'p')) % 1000 < $1`,
      [Math.round((perDog / 3) * 1000)],
    );
    // 1,000 dogs expected at daycare in the next 30 days (from tomorrow), for `booked=true`.
    await client.query(
      `INSERT INTO daycare_visits (id, dog_id, date, created_at, updated_at)
       SELECT gen_random_uuid(), id, current_date + 1 + (abs(hashtext(id::text)) % 29), now(), now()
         FROM dogs ORDER BY hashtext(id::text || 'booked') LIMIT 1000`,
    );
    await client.query(`DELETE FROM dog_vaccine_coverage`);
    await client.query(
      `INSERT INTO dog_vaccine_coverage (dog_id, disease, expires_on)
       SELECT r.dog_id, d.disease, max(r.expires_on)
         FROM dog_vaccinations r JOIN vaccines v ON v.id = r.vaccine_id
        CROSS JOIN LATERAL unnest(v.covers) AS d(disease)
        GROUP BY r.dog_id, d.disease`,
    );
    await vacuumAnalyze(client, 'dog_vaccinations, dog_vaccine_coverage, dogs, owners, dog_owners', log);
    const { rows } = await client.query(
      `SELECT (SELECT count(*) FROM dog_vaccinations)::int AS records, (SELECT count(*) FROM dog_vaccine_coverage)::int AS coverage`,
    );
    log(
      `seeded ${rows[0].records} records (${rows[0].coverage} coverage rows) in ${seconds(performance.now() - started)}`,
    );
    return rows[0];
  });
}

export default {
  title:
    'Vaccinations at 50,000 dogs and 150,000 records: the due list’s first page p95 ≤ 30 ms; ' +
    'the check adds ≤ 3 ms p95 to a daycare check-in (side by side with it off)',
  options: {
    dogs: 'dogs to seed (default 50000)',
    pairs: 'check-in pairs (check on and off) (default 500)',
    rounds: 'rounds over the due-list inputs (default 40)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const dogCount = Math.max(1000, Math.min(200_000, Number(options.dogs ?? 50_000)));
    const pairs = Math.max(50, Math.min(5000, Number(options.pairs ?? 500)));
    const rounds = Math.max(2, Math.min(200, Number(options.rounds ?? 40)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'vaccinations', timeZone: TIME_ZONE });
    let prisma;
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: Math.round(dogCount * 0.8), dogs: dogCount, log });
      const seeded = await seedRecords(dbUrl, { perDog: 3, log });
      log(
        `seeded ${dogs.dogs} dogs and ${seeded.records} records in ${seconds(performance.now() - seedStarted)}`,
      );
      const figures = [];
      const details = {
        seeded: { dogs: dogs.dogs, records: seeded.records, coverage: seeded.coverage },
        measured:
          'due list: round trips of one client on 127.0.0.1, one request at a time; check-in: in-process service calls, in pairs',
      };
      const { part, finish } = partRunner(log);

      await part('due list first page', async () => {
        const inputs = [
          { label: 'REST within=30', rest: '/api/vaccinations/due?within=30' },
          { label: 'REST within=7', rest: '/api/vaccinations/due?within=7' },
          { label: 'REST within=90', rest: '/api/vaccinations/due?within=90' },
          { label: 'REST within=30 booked', rest: '/api/vaccinations/due?within=30&booked=true' },
          { label: 'tRPC within=30', trpc: { within: 30 } },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, rounds, async (input) => {
          if (input.rest) {
            const r = await restTimed(url, token, 'GET', input.rest);
            if (!input.rest.includes('booked') && r.data.length !== 50)
              throw new Error(`${input.label}: not a full page`);
            return r.ms;
          }
          const r = await trpcQuery(url, token, 'vaccinations.due.list', input.trpc);
          if (r.data.items.length !== 50) throw new Error(`${input.label}: not a full page`);
          return r.ms;
        });
        details.due = { stats, slowest };
        const f = p95Figure(
          'vaccinations/due-first-p95',
          `the due list's first page (50 rows; within 7/30/90, booked, REST and tRPC), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowest.map((s) => `${s.label} ${ms(s.p50)}`).join(', ')}`,
          stats,
          30,
        );
        log(f.text);
        figures.push(f);
      });

      await part('daycare check-in, check on and off', async () => {
        const { createPrisma } = await importTs('apps/server/src/db/prisma.ts');
        const visits = await importTs('apps/server/src/modules/daycare/visits.service.ts');
        prisma = createPrisma(dbUrl, { max: 4 });
        const admin = await prisma.user.findFirstOrThrow({ orderBy: { createdAt: 'asc' } });
        const actor = { id: admin.id, username: admin.username, role: admin.role };
        const ctx = {
          prisma,
          actor,
          timeZone: TIME_ZONE,
          now: () => new Date(),
          rows: null,
          visitCounts: null,
        };
        const list = await prisma.dog.findMany({
          take: (pairs + 50) * 2,
          orderBy: { id: 'asc' },
          select: { id: true },
        });
        let next = 0;
        const setMode = (mode) =>
          prisma.vaccinationRequirement.update({ where: { service: 'daycare' }, data: { mode } });
        const withCheck = [];
        const without = [];
        for (let i = 0; i < pairs + 50; i++) {
          const order = Math.random() < 0.5 ? [true, false] : [false, true];
          for (const checked of order) {
            await setMode(checked ? 'warn' : 'off');
            const dog = list[next++].id;
            const started = performance.now();
            await visits.checkIn(ctx, { dog });
            const elapsed = performance.now() - started;
            if (i >= 50) (checked ? withCheck : without).push(elapsed);
          }
        }
        await setMode('warn');
        const a = summarize(withCheck);
        const b = summarize(without);
        const f = figure('vaccinations/check-in-p95', {
          text:
            `a daycare check-in (new visit, package day), ${pairs} pairs: with the check (warn) p50 ${ms(a.p50)} / p95 ${ms(a.p95)}, ` +
            `off p50 ${ms(b.p50)} / p95 ${ms(b.p95)}: the check adds ${ms(a.p50 - b.p50)} at p50, ${ms(a.p95 - b.p95)} at p95`,
          value: a.p95 - b.p95,
          limit: 3,
          unit: 'ms',
          targetText: 'p95 with − p95 off ≤ 3 ms',
          extra: { with: a, without: b, p50Diff: a.p50 - b.p50 },
        });
        log(f.text);
        details.checkIn = f;
        figures.push(f);
      });

      return finish(figures, details);
    } finally {
      await prisma?.$disconnect();
      await server.stop();
    }
  },
};
