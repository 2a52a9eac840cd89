// Daycare at scale (docs/domains/daycare.md), with 50,000 dogs / 40,000 owners (dogs-seed.mjs) and a year of
// daycare (daycare-seed.mjs: 100,000 visits, 20,000 packages) seeded straight in SQL, against
// the built server started with APP_TIMEZONE=Europe/Madrid:
//   daycare/overview-p95        tRPC daycare.overview: p95 ≤ 30 ms
//   daycare/check-in-options    tRPC daycare.checkInOptions over varied terms: p95 ≤ 30 ms
//   daycare/check-in-p95        REST POST /api/daycare/visits on distinct dogs: p95 ≤ 25 ms
//   daycare/visits-list-p95     tRPC daycare.visits.list pages (none, search, status, deep): p95 ≤ 30 ms
//   daycare/packages-list-p95   tRPC daycare.packages.list (each of the 8 sorts, searches): p95 ≤ 30 ms
//   daycare/rest-visits         REST GET /api/daycare/visits, all 100,000 visits: ≤ 2 s every run
// Latencies are round trips of one client on 127.0.0.1 (server time plus loopback HTTP, one
// request at a time, after a warm-up). A part whose API is not there yet is reported as such.
import { performance } from 'node:perf_hooks';
import { seedDaycare } from './daycare-seed.mjs';
import { seedDogs } from './dogs-seed.mjs';
import {
  countRows,
  ensureServerBuilt,
  importTs,
  login,
  ms,
  p95Figure,
  partRunner,
  restTimed,
  sampleLatencies,
  seconds,
  slowestText,
  startSeedableServer,
  streamedListFigure,
  summarize,
  trpcQuery,
  uncachedOverviewFigure,
} from './lib.mjs';

/** The eight orders of the package list, as the product defines them. */
const { PACKAGE_SORTS } = await importTs('packages/domain/src/index.ts');

const TIME_ZONE = 'Europe/Madrid';

/** Check-in picker and visit searches: dog names, owners, breeds, accents, short words, misses. */
const TERMS = [
  'max',
  'luna',
  'trufa',
  'noqui',
  'garcia',
  'peña',
  'nunez',
  'labrador',
  'mestizo',
  'golden',
  'lu',
  'ma',
  'a',
  'maría lópez',
  'toby pena',
  'zzzz',
];

export default {
  title:
    'Daycare at 50,000 dogs / 100,000 visits / 20,000 packages: overview p95 ≤ 30 ms, check-in p95 ≤ 25 ms, ' +
    'visit and package pages p95 ≤ 30 ms, GET /api/daycare/visits ≤ 2 s',
  options: {
    'dogs-count': 'dogs to seed (default 50000; owners 80% of that)',
    'visits-count': 'visits to seed (default 100000)',
    'packages-count': 'packages to seed (default 20000)',
    samples: 'overview requests measured (default 300)',
    'check-ins': 'check-ins measured (default 200)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const dogCount = Math.max(1000, Math.min(500_000, Number(options['dogs-count'] ?? 50_000)));
    const visitCount = Math.max(1000, Math.min(2_000_000, Number(options['visits-count'] ?? 100_000)));
    const packageCount = Math.max(100, Math.min(500_000, Number(options['packages-count'] ?? 20_000)));
    const samples = Math.max(20, Math.min(5000, Number(options.samples ?? 300)));
    const checkIns = Math.max(10, Math.min(2000, Number(options['check-ins'] ?? 200)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'daycare', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: Math.round(dogCount * 0.8), dogs: dogCount, log });
      const daycare = await seedDaycare(dbUrl, {
        visits: visitCount,
        packages: packageCount,
        timeZone: TIME_ZONE,
        log,
      });
      const { notHere, ...seeded } = daycare;
      log(
        `seeded ${dogs.dogs} dogs, ${seeded.visits} visits (${seeded.visitsToday} today, ${seeded.hereNow} here now), ` +
          `${seeded.packages} packages in ${seconds(performance.now() - seedStarted)}`,
      );

      const figures = [];
      const details = { seeded, measured: 'round trips of one client on 127.0.0.1, one request at a time' };
      const { part, finish } = partRunner(log);

      await part('daycare.overview', async () => {
        let last;
        const { stats } = await sampleLatencies([{ label: 'overview' }], samples, async () => {
          const r = await trpcQuery(url, token, 'daycare.overview');
          last = r.data;
          return r.ms;
        });
        const facts =
          `${last.hereNow} here now, ${last.totalToday} visits today, ${last.activity.length} events, ` +
          `${last.reminders.length} reminders`;
        log(
          `overview: ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)} (${facts})`,
        );
        details.overview = { stats, facts };
        figures.push(
          p95Figure(
            'daycare/overview-p95',
            `daycare.overview (${facts}), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}`,
            stats,
            30,
          ),
        );
      });

      await part('daycare.overview, computed on every request', async () => {
        figures.push(
          await uncachedOverviewFigure({
            dbUrl,
            timeZone: TIME_ZONE,
            path: 'daycare.overview',
            name: 'daycare/overview-uncached-p95',
            samples: Math.min(samples, 200),
            log,
          }),
        );
      });

      await part('daycare.checkInOptions', async () => {
        const inputs = [{ label: '(none)' }, ...TERMS.map((search) => ({ label: `"${search}"`, search }))];
        const { stats, slowest } = await sampleLatencies(inputs, 8, async ({ search }) => {
          const r = await trpcQuery(url, token, 'daycare.checkInOptions', search ? { search } : {});
          return r.ms;
        });
        log(`checkInOptions: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.checkInOptions = { stats, slowest };
        figures.push(
          p95Figure(
            'daycare/check-in-options-p95',
            `daycare.checkInOptions over ${inputs.length} terms × 8: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
          ),
        );
      });

      await part('POST /api/daycare/visits', async () => {
        // Distinct dogs that are not here, checked out again after each check-in (a busy desk).
        const candidates = notHere.slice(0, checkIns + 10);
        const inTimes = [];
        const outTimes = [];
        let withPackage = 0;
        for (const [i, dog] of candidates.entries()) {
          const checkIn = await restTimed(url, token, 'POST', '/api/daycare/visits', { dog });
          if (checkIn.status !== 201) throw new Error(`check-in answered ${checkIn.status}`);
          if (checkIn.data.package) withPackage++;
          const checkOut = await restTimed(url, token, 'PUT', `/api/daycare/visits/${checkIn.data._id}`, {});
          if (i >= 10) {
            inTimes.push(checkIn.ms);
            outTimes.push(checkOut.ms);
          }
        }
        const stats = summarize(inTimes);
        const out = summarize(outTimes);
        log(
          `check-in: ${stats.n} dogs (${withPackage} drew a package): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; ` +
            `check-out p50 ${ms(out.p50)}, p95 ${ms(out.p95)}`,
        );
        details.checkIn = { stats, checkOut: out, withPackage };
        figures.push(
          p95Figure(
            'daycare/check-in-p95',
            `POST /api/daycare/visits, ${stats.n} distinct dogs (check-out between): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)} (check-out p95 ${ms(out.p95)})`,
            stats,
            25,
            { checkOut: out },
          ),
        );
      });

      await part('daycare.visits.list', async () => {
        const first = await trpcQuery(url, token, 'daycare.visits.list', {});
        const deep = Math.max(1, Math.floor(first.data.pageCount * 0.6));
        const inputs = [
          { label: 'page 1', input: {} },
          { label: 'page 2', input: { page: 2 } },
          { label: `page ${deep} of ${first.data.pageCount}`, input: { page: deep } },
          { label: 'last page', input: { page: first.data.pageCount } },
          { label: 'active', input: { status: 'active' } },
          { label: 'completed', input: { status: 'completed' } },
          { label: 'pending', input: { status: 'pending' } },
          { label: 'completed page 50', input: { status: 'completed', page: 50 } },
          { label: 'today', input: { date: seeded.today } },
          ...TERMS.slice(0, 12).map((search) => ({ label: `"${search}"`, input: { search } })),
          { label: '"luna" completed', input: { search: 'luna', status: 'completed' } },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, 6, async ({ input }) => {
          const r = await trpcQuery(url, token, 'daycare.visits.list', input);
          return r.ms;
        });
        log(`visits.list: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.visitsList = { stats, slowest, total: first.data.total };
        figures.push(
          p95Figure(
            'daycare/visits-list-p95',
            `daycare.visits.list, ${inputs.length} pages (none, deep, status, day, searches) × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('daycare.packages.list', async () => {
        const inputs = [
          ...PACKAGE_SORTS.map((sort) => ({ label: sort, input: { sort } })),
          ...PACKAGE_SORTS.map((sort) => ({ label: `${sort} page 5`, input: { sort, page: 5 } })),
          ...PACKAGE_SORTS.slice(0, 4).map((sort) => ({
            label: `${sort} all`,
            input: { sort, scope: 'all' },
          })),
          { label: '"luna"', input: { search: 'luna' } },
          { label: '"30"', input: { search: '30' } },
          { label: '"garcia"', input: { search: 'garcia' } },
          { label: '"to"', input: { search: 'to' } },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, 6, async ({ input }) => {
          const r = await trpcQuery(url, token, 'daycare.packages.list', input);
          return r.ms;
        });
        log(`packages.list: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.packagesList = { stats, slowest };
        figures.push(
          p95Figure(
            'daycare/packages-list-p95',
            `daycare.packages.list, ${PACKAGE_SORTS.length} sorts (pages 1 and 5, both scopes) and searches × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('GET /api/daycare/visits', async () => {
        // Every visit the database holds (a check-in of an expected dog adds no row).
        const expected = await countRows(dbUrl, 'daycare_visits');
        const { runs, figure: listFigure } = await streamedListFigure({
          url,
          token,
          path: '/api/daycare/visits',
          name: 'daycare/rest-visits',
          noun: 'visits',
          expected,
          limit: 2000,
          log,
        });
        details.restVisits = runs;
        figures.push(listFigure);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
