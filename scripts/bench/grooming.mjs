// Grooming at scale (docs/domains/grooming.md), with 50,000 dogs / 40,000 owners (dogs-seed.mjs) and three years
// of the salon's book (grooming-seed.mjs: 20,000 bookings a year, 16 groomers) seeded straight in
// SQL, against the built server started with APP_TIMEZONE=Europe/Madrid:
//   grooming/overview-p95     tRPC grooming.overview (figures, today, the next 4 days): p95 ≤ 30 ms
//   grooming/list-p95         tRPC grooming.list pages: none, deep, last, each status, searches by
//                             dog, owner, breed and phone, short words, misses: p95 ≤ 30 ms
//   grooming/create-p95       REST POST /api/grooming with a groomer, distinct dogs: p95 ≤ 25 ms
//   grooming/day-p95          tRPC grooming.day (the day view) over 10 days: p95 ≤ 30 ms
//   grooming/rest-bookings    REST GET /api/grooming, every booking streamed: ≤ 3 s every run
// Latencies are round trips of one client on 127.0.0.1 (server time plus loopback HTTP, one
// request at a time, after a warm-up). A part whose API is not there yet is reported as such.
import { performance } from 'node:perf_hooks';
import { seedDogs } from './dogs-seed.mjs';
import { seedGrooming } from './grooming-seed.mjs';
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

const { addDays } = await importTs('packages/domain/src/index.ts');

const TIME_ZONE = 'Europe/Madrid';

/** All Bookings searches: dog names, owners, breeds, accents, short words, several words, misses. */
const TERMS = [
  'luna',
  'trufa',
  'max',
  'garcia',
  'peña',
  'labrador',
  'mestizo',
  'maría lópez',
  'ma',
  'a',
  'zzzz',
];

export default {
  title:
    'Grooming at 50,000 dogs / 60,000 bookings: overview p95 ≤ 30 ms, a page of All Bookings p95 ≤ 30 ms, ' +
    'a booking create p95 ≤ 25 ms, the day view p95 ≤ 30 ms, GET /api/grooming ≤ 3 s',
  options: {
    'dogs-count': 'dogs to seed (default 50000; owners 80% of that)',
    'per-year': 'bookings a year, three years seeded (default 20000)',
    samples: 'overview requests measured (default 300)',
    creates: 'bookings created (default 200)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const dogCount = Math.max(1000, Math.min(500_000, Number(options['dogs-count'] ?? 50_000)));
    const perYear = Math.max(1000, Math.min(500_000, Number(options['per-year'] ?? 20_000)));
    const samples = Math.max(20, Math.min(5000, Number(options.samples ?? 300)));
    const creates = Math.max(10, Math.min(2000, Number(options.creates ?? 200)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'grooming', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: Math.round(dogCount * 0.8), dogs: dogCount, log });
      const seeded = await seedGrooming(dbUrl, { perYear, timeZone: TIME_ZONE, log });
      const { newClients, groomers, phones, ...facts } = seeded;
      log(
        `seeded ${dogs.dogs} dogs and ${facts.bookings} bookings (${facts.today_} today; ${facts.completed} completed, ` +
          `${facts.scheduled} scheduled, ${facts.cancelled} cancelled) in ${seconds(performance.now() - seedStarted)}`,
      );

      const figures = [];
      const details = {
        seeded: facts,
        measured: 'round trips of one client on 127.0.0.1, one request at a time',
      };
      const { part, finish } = partRunner(log);

      await part('grooming.overview', async () => {
        let last;
        const { stats } = await sampleLatencies([{ label: 'overview' }], samples, async () => {
          const r = await trpcQuery(url, token, 'grooming.overview');
          last = r.data;
          return r.ms;
        });
        const shown = last.todayBookings.length + last.upcoming.reduce((n, d) => n + d.bookings.length, 0);
        const what = `${last.figures.today} today, ${last.figures.upcoming} upcoming, ${shown} cards, ${last.figures.total} in all`;
        log(
          `overview: ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)} (${what})`,
        );
        details.overview = { stats, what };
        figures.push(
          p95Figure(
            'grooming/overview-p95',
            `grooming.overview (${what}), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}`,
            stats,
            30,
          ),
        );
      });

      await part('grooming.overview, computed on every request', async () => {
        figures.push(
          await uncachedOverviewFigure({
            dbUrl,
            timeZone: TIME_ZONE,
            path: 'grooming.overview',
            name: 'grooming/overview-uncached-p95',
            samples: Math.min(samples, 200),
            log,
          }),
        );
      });

      await part('grooming.list', async () => {
        const first = await trpcQuery(url, token, 'grooming.list', {});
        const deep = Math.max(1, Math.floor(first.data.pageCount * 0.6));
        const phone = phones[0] ?? '600';
        const inputs = [
          { label: 'page 1', input: {} },
          { label: 'page 2', input: { page: 2 } },
          { label: `page ${deep} of ${first.data.pageCount}`, input: { page: deep } },
          { label: 'last page', input: { page: first.data.pageCount } },
          ...['scheduled', 'in-progress', 'completed', 'cancelled'].map((status) => ({
            label: status,
            input: { status },
          })),
          { label: 'completed page 40', input: { status: 'completed', page: 40 } },
          ...TERMS.map((search) => ({ label: `"${search}"`, input: { search } })),
          { label: '"luna" completed', input: { search: 'luna', status: 'completed' } },
          { label: '"garcia" scheduled', input: { search: 'garcia', status: 'scheduled' } },
          { label: `phone "${phone}"`, input: { search: phone } },
          { label: 'phone "600 12"', input: { search: '600 12' } },
          { label: 'phone "6"… 3 digits', input: { search: '612' } },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, 6, async ({ input }) => {
          const r = await trpcQuery(url, token, 'grooming.list', input);
          return r.ms;
        });
        log(`list: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.list = { stats, slowest, total: first.data.total };
        figures.push(
          p95Figure(
            'grooming/list-p95',
            `grooming.list, ${inputs.length} pages (none, deep, last, statuses, dog/owner/breed/phone searches) × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('POST /api/grooming', async () => {
        // New clients booked with a groomer far enough ahead to meet nobody's appointments: each
        // groomer's hours from 09:00, one after another.
        const times = [];
        const candidates = newClients.slice(0, creates + 10);
        for (const [i, dog] of candidates.entries()) {
          // 90-minute slots from 09:00 (a bath and nail trim of a 12 kg dog takes 75).
          const day = addDays(facts.today, 150 + Math.floor(i / (groomers.length * 6)));
          const minutes = 9 * 60 + 90 * (Math.floor(i / groomers.length) % 6);
          const clock = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const r = await restTimed(url, token, 'POST', '/api/grooming', {
            dog,
            ownerPhone: '+34 600 123 456',
            weight: 12,
            appointmentDate: `${day}T${clock}`,
            groomingServices: ['bath', 'nail-trim'],
            groomer: groomers[i % groomers.length],
            notes: 'Benchmark booking',
          });
          if (r.status !== 201) throw new Error(`create answered ${r.status}`);
          if (i >= 10) times.push(r.ms);
        }
        const stats = summarize(times);
        log(`create: ${stats.n} bookings: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
        details.create = { stats };
        figures.push(
          p95Figure(
            'grooming/create-p95',
            `POST /api/grooming, ${stats.n} distinct dogs with a groomer: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            25,
          ),
        );
      });

      await part('grooming.day', async () => {
        const inputs = Array.from({ length: 10 }, (_, i) => ({
          label: `day ${i - 3}`,
          input: { day: addDays(facts.today, i - 3) },
        }));
        let lastDay;
        const { stats, slowest } = await sampleLatencies(inputs, 8, async ({ input }) => {
          const r = await trpcQuery(url, token, 'grooming.day', input);
          lastDay = r.data;
          return r.ms;
        });
        const what = `${lastDay.groomers.length} groomers, ${lastDay.bookings.length} bookings on the last day`;
        log(`day: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)} (${what}); slowest ${slowestText(slowest)}`);
        details.day = { stats, slowest, what };
        figures.push(
          p95Figure(
            'grooming/day-p95',
            `grooming.day over 10 days × 8 (${what}): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
          ),
        );
      });

      await part('GET /api/grooming', async () => {
        const expected = await countRows(dbUrl, 'grooming_bookings');
        const { runs, figure: listFigure } = await streamedListFigure({
          url,
          token,
          path: '/api/grooming',
          name: 'grooming/rest-bookings',
          noun: 'bookings',
          expected,
          limit: 3000,
          // The contract answers `{ bookings: [...] }`.
          countOf: (body) => body?.bookings?.length ?? Number.NaN,
          log,
        });
        details.restBookings = runs;
        figures.push(listFigure);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
