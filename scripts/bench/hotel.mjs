// Hotel at scale (docs/domains/hotel.md), with 50,000 dogs / 40,000 owners (dogs-seed.mjs) and three years of
// stays (hotel-seed.mjs: 20,000 bookings) seeded straight in SQL, against the built server started
// with APP_TIMEZONE=Europe/Madrid:
//   hotel/overview-p95       tRPC hotel.overview: p95 ≤ 30 ms
//   hotel/months-p95         tRPC hotel.months (All Bookings): every month of three years, all
//                            months of each year, searches, statuses: p95 ≤ 30 ms
//   hotel/create-p95         REST POST /api/hotel on distinct dogs: p95 ≤ 25 ms
//   hotel/list-p95           tRPC hotel.list (the list variant): filters × sorts, deep pages: p95 ≤ 30 ms
//   hotel/check-in-options   tRPC hotel.checkInOptions over varied terms: p95 ≤ 30 ms
//   hotel/rest-list          REST GET /api/hotel, every booking: ≤ 2 s every run
// Latencies are round trips of one client on 127.0.0.1 (server time plus loopback HTTP, one
// request at a time, after a warm-up). A part whose API is not there yet is reported as such.
import { performance } from 'node:perf_hooks';
import { seedDogs } from './dogs-seed.mjs';
import { seedHotel } from './hotel-seed.mjs';
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

const { HOTEL_LIST_FILTERS, HOTEL_SORTS, HOTEL_STATUSES, addDays, hotelYears } = await importTs(
  'packages/domain/src/index.ts',
);

const TIME_ZONE = 'Europe/Madrid';

/** Searches: dog names, owners, breeds, accents, two words, short words, misses. */
const TERMS = [
  'luna',
  'max',
  'trufa',
  'garcia',
  'peña',
  'labrador',
  'mestizo',
  'lu',
  'a',
  'toby pena',
  'zzzz',
];

export default {
  title:
    'Hotel at 50,000 dogs / 20,000 stays over three years: overview p95 ≤ 30 ms, All Bookings months, searches ' +
    'and statuses p95 ≤ 30 ms, a booking p95 ≤ 25 ms, the list variant and the check-in picker p95 ≤ 30 ms, ' +
    'GET /api/hotel ≤ 2 s',
  options: {
    'dogs-count': 'dogs to seed (default 50000; owners 80% of that)',
    'stays-count': 'stays to seed (default 20000)',
    samples: 'overview requests measured (default 300)',
    creates: 'bookings created and measured (default 200)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const dogCount = Math.max(1000, Math.min(500_000, Number(options['dogs-count'] ?? 50_000)));
    const stayCount = Math.max(1000, Math.min(1_000_000, Number(options['stays-count'] ?? 20_000)));
    const samples = Math.max(20, Math.min(5000, Number(options.samples ?? 300)));
    const creates = Math.max(10, Math.min(2000, Number(options.creates ?? 200)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'hotel', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: Math.round(dogCount * 0.8), dogs: dogCount, log });
      const hotel = await seedHotel(dbUrl, { stays: stayCount, timeZone: TIME_ZONE, log });
      const { neverStayed, ...seeded } = hotel;
      log(
        `seeded ${dogs.dogs} dogs, ${seeded.stays} stays (${seeded.checkedIn} checked in, ${seeded.booked} booked, ` +
          `${seeded.arrivalsToday} arriving and ${seeded.departuresToday} leaving today) in ` +
          `${seconds(performance.now() - seedStarted)}`,
      );

      const figures = [];
      const details = { seeded, measured: 'round trips of one client on 127.0.0.1, one request at a time' };
      const { part, finish } = partRunner(log);

      await part('hotel.overview', async () => {
        let last;
        const { stats } = await sampleLatencies([{ label: 'overview' }], samples, async () => {
          const r = await trpcQuery(url, token, 'hotel.overview');
          last = r.data;
          return r.ms;
        });
        const facts =
          `${last.stats.currentGuests} guests here, ${last.arrivalsToday.length} arriving and ` +
          `${last.departuresToday.length} leaving today, ${last.upcoming.length} days ahead with movements`;
        log(
          `overview: ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)} (${facts})`,
        );
        details.overview = { stats, facts };
        figures.push(
          p95Figure(
            'hotel/overview-p95',
            `hotel.overview (${facts}), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}`,
            stats,
            30,
          ),
        );
      });

      await part('hotel.overview, computed on every request', async () => {
        figures.push(
          await uncachedOverviewFigure({
            dbUrl,
            timeZone: TIME_ZONE,
            path: 'hotel.overview',
            name: 'hotel/overview-uncached-p95',
            samples: Math.min(samples, 200),
            log,
          }),
        );
      });

      await part('hotel.months', async () => {
        const years = hotelYears(seeded.today);
        const thisYear = Number(seeded.today.slice(0, 4));
        const inputs = [];
        // Every month of the three years that hold stays, and each year's "all months".
        for (const year of years.filter((y) => y >= thisYear - 2 && y <= thisYear)) {
          for (let month = 1; month <= 12; month++)
            inputs.push({ label: `${year}-${month}`, input: { year, month } });
        }
        for (const year of years) inputs.push({ label: `${year} all`, input: { year, month: null } });
        const month = Number(seeded.today.slice(5, 7));
        for (const status of HOTEL_STATUSES) {
          inputs.push({ label: `this month ${status}`, input: { year: thisYear, month, status } });
          inputs.push({
            label: `${thisYear - 1} all ${status}`,
            input: { year: thisYear - 1, month: null, status },
          });
        }
        for (const search of TERMS) {
          inputs.push({ label: `"${search}" this month`, input: { year: thisYear, month, search } });
          inputs.push({
            label: `"${search}" ${thisYear - 1} all`,
            input: { year: thisYear - 1, month: null, search },
          });
        }
        inputs.push({
          label: `${thisYear - 1} all page 40`,
          input: { year: thisYear - 1, month: null, page: 40 },
        });
        const { stats, slowest } = await sampleLatencies(inputs, 3, async ({ input }) => {
          const r = await trpcQuery(url, token, 'hotel.months', input);
          return r.ms;
        });
        log(
          `months: ${inputs.length} inputs × 3: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`,
        );
        details.months = { stats, slowest, inputs: inputs.length };
        figures.push(
          p95Figure(
            'hotel/months-p95',
            `hotel.months (All Bookings), ${inputs.length} inputs (every month of 3 years, each year's all months, ` +
              `statuses, ${TERMS.length} searches) × 3: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('POST /api/hotel', async () => {
        // Dogs that never stayed: a summer week months ahead, as a receptionist books it.
        const candidates = neverStayed.slice(0, creates + 10);
        const times = [];
        for (const [i, dog] of candidates.entries()) {
          const from = 60 + (i % 90);
          const r = await restTimed(url, token, 'POST', '/api/hotel', {
            dog,
            checkIn: addDays(seeded.today, from),
            checkOut: addDays(seeded.today, from + 7),
            notes: 'Brings his own food',
          });
          if (r.status !== 201) throw new Error(`POST /api/hotel answered ${r.status}`);
          if (i >= 10) times.push(r.ms);
        }
        const stats = summarize(times);
        log(`create: ${stats.n} bookings: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
        details.create = { stats };
        figures.push(
          p95Figure(
            'hotel/create-p95',
            `POST /api/hotel, ${stats.n} distinct dogs: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            25,
          ),
        );
      });

      await part('hotel.list', async () => {
        const inputs = [];
        for (const filter of HOTEL_LIST_FILTERS) {
          for (const sort of HOTEL_SORTS)
            inputs.push({ label: `${filter} ${sort}`, input: { filter, sort } });
        }
        inputs.push({ label: 'all page 1000', input: { page: 1000 } });
        inputs.push({
          label: 'past dogName page 500',
          input: { filter: 'past', sort: 'dogName-asc', page: 500 },
        });
        const { stats, slowest } = await sampleLatencies(inputs, 3, async ({ input }) => {
          const r = await trpcQuery(url, token, 'hotel.list', input);
          return r.ms;
        });
        log(
          `list: ${inputs.length} inputs × 3: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`,
        );
        details.list = { stats, slowest };
        figures.push(
          p95Figure(
            'hotel/list-p95',
            `hotel.list (the list variant), ${HOTEL_LIST_FILTERS.length} filters × ${HOTEL_SORTS.length} sorts and deep ` +
              `pages × 3: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('hotel.checkInOptions', async () => {
        const inputs = [{ label: '(none)' }, ...TERMS.map((search) => ({ label: `"${search}"`, search }))];
        const { stats, slowest } = await sampleLatencies(inputs, 6, async ({ search }) => {
          const r = await trpcQuery(url, token, 'hotel.checkInOptions', search ? { search } : {});
          return r.ms;
        });
        log(`checkInOptions: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.checkInOptions = { stats, slowest };
        figures.push(
          p95Figure(
            'hotel/check-in-options-p95',
            `hotel.checkInOptions over ${inputs.length} terms × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
          ),
        );
      });

      await part('GET /api/hotel', async () => {
        const expected = await countRows(dbUrl, 'hotel_bookings');
        const { runs, figure: listFigure } = await streamedListFigure({
          url,
          token,
          path: '/api/hotel',
          name: 'hotel/rest-list',
          noun: 'bookings',
          expected,
          limit: 2000,
          log,
        });
        details.restList = runs;
        figures.push(listFigure);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
