// Vet at scale (docs/domains/vet.md), with 50,000 dogs / 40,000 owners (dogs-seed.mjs) and three years of
// appointments, 20,000 a year (vet-seed.mjs: 60,000 and two months ahead), seeded straight in
// SQL, against the built server started with APP_TIMEZONE=Europe/Madrid:
//   vet/list-p95        tRPC vet.list pages: none, deep and last, each status, searches by dog,
//                       owner and reason, short words, search + status: p95 ≤ 30 ms
//   vet/exam-save-p95   REST PUT /api/vet/appointments/{id} with exam fields (save progress,
//                       then complete with a follow-up) on distinct appointments: p95 ≤ 25 ms
//   vet/book-p95        REST POST /api/vet/appointments on distinct dogs: p95 ≤ 25 ms
//   vet/overview-p95    tRPC vet.overview (the dashboard's part): p95 ≤ 30 ms
//   vet/day-p95         tRPC vet.day (the day agenda: a day's appointments and its vets) on
//                       today, busy past days and days ahead: p95 ≤ 30 ms
//   vet/rest-list       REST GET /api/vet/appointments, every appointment: ≤ 2 s every run
// Latencies are round trips of one client on 127.0.0.1 (server time plus loopback HTTP, one
// request at a time, after a warm-up).
import { performance } from 'node:perf_hooks';
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
} from './lib.mjs';
import { seedVet } from './vet-seed.mjs';

const { addDays } = await importTs('packages/domain/src/index.ts');

const TIME_ZONE = 'Europe/Madrid';

/** Searches as the desk types them: dog names, owners, reasons, accents, short words, misses. */
const TERMS = [
  'luna',
  'max',
  'trufa',
  'garcia',
  'peña',
  'nunez',
  'vaccines',
  'limping',
  'dental',
  'luna vaccines',
  'garcia ear',
  'lu',
  'a',
  'zzzz',
];

export default {
  title:
    'Vet at 50,000 dogs / 60,000 appointments (3 years): list pages p95 ≤ 30 ms, day agenda p95 ≤ 30 ms, ' +
    'exam save p95 ≤ 25 ms, booking p95 ≤ 25 ms, overview p95 ≤ 30 ms, GET /api/vet/appointments ≤ 2 s',
  options: {
    'dogs-count': 'dogs to seed (default 50000; owners 80% of that)',
    'per-year': 'appointments a year (default 20000)',
    years: 'years of appointments (default 3)',
    saves: 'appointments examined (two saves each; default 150)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const dogCount = Math.max(1000, Math.min(500_000, Number(options['dogs-count'] ?? 50_000)));
    const perYear = Math.max(1000, Math.min(200_000, Number(options['per-year'] ?? 20_000)));
    const years = Math.max(1, Math.min(10, Number(options.years ?? 3)));
    const saves = Math.max(10, Math.min(1000, Number(options.saves ?? 150)));

    const { server, url, dbUrl } = await startSeedableServer({ label: 'vet', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      const seedStarted = performance.now();
      const dogs = await seedDogs(dbUrl, { owners: Math.round(dogCount * 0.8), dogs: dogCount, log });
      const { scheduledAhead, newPatients, ...seeded } = await seedVet(dbUrl, {
        perYear,
        years,
        timeZone: TIME_ZONE,
        log,
      });
      log(
        `seeded ${dogs.dogs} dogs, ${seeded.appointments} appointments (${seeded.scheduled} scheduled, ` +
          `${seeded.completed} completed, ${seeded.cancelled} cancelled) in ${seconds(performance.now() - seedStarted)}`,
      );

      const figures = [];
      const details = { seeded, measured: 'round trips of one client on 127.0.0.1, one request at a time' };
      const { part, finish } = partRunner(log);

      await part('vet.list', async () => {
        const first = await trpcQuery(url, token, 'vet.list', {});
        const pages = first.data.pageCount;
        const deep = Math.max(1, Math.floor(pages * 0.6));
        const inputs = [
          { label: 'page 1', input: {} },
          { label: 'page 2', input: { page: 2 } },
          { label: `page ${deep} of ${pages}`, input: { page: deep } },
          { label: 'last page', input: { page: pages } },
          { label: 'scheduled', input: { status: 'scheduled' } },
          { label: 'in-progress', input: { status: 'in-progress' } },
          { label: 'completed', input: { status: 'completed' } },
          { label: 'cancelled', input: { status: 'cancelled' } },
          { label: 'completed page 300', input: { status: 'completed', page: 300 } },
          ...TERMS.map((search) => ({ label: `"${search}"`, input: { search } })),
          { label: '"vaccines" completed', input: { search: 'vaccines', status: 'completed' } },
          { label: '"garcia" scheduled', input: { search: 'garcia', status: 'scheduled' } },
          { label: '"luna" page 3', input: { search: 'luna', page: 3 } },
          // The compact list's date filter (docs/domains/vet.md): a day, a week, a month, open ranges.
          { label: 'today', input: { from: seeded.today, to: seeded.today, pageSize: 25 } },
          {
            label: 'a past week',
            input: { from: addDays(seeded.today, -30), to: addDays(seeded.today, -24), pageSize: 25 },
          },
          {
            label: 'a past month, page 4',
            input: {
              from: addDays(seeded.today, -400),
              to: addDays(seeded.today, -370),
              pageSize: 25,
              page: 4,
            },
          },
          { label: 'from today on', input: { from: seeded.today, pageSize: 25 } },
          { label: 'up to a year ago', input: { to: addDays(seeded.today, -365), pageSize: 25, page: 10 } },
          {
            label: '"luna", a past month',
            input: { search: 'luna', from: addDays(seeded.today, -60), to: addDays(seeded.today, -30) },
          },
        ];
        const { stats, slowest } = await sampleLatencies(inputs, 6, async ({ input }) => {
          const r = await trpcQuery(url, token, 'vet.list', input);
          return r.ms;
        });
        log(`vet.list: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`);
        details.list = { stats, slowest, total: first.data.total };
        figures.push(
          p95Figure(
            'vet/list-p95',
            `vet.list, ${inputs.length} pages (none, deep, last, statuses, searches by dog/owner/reason, short words, search + status) × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest.slice(0, 3))}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('vet.day', async () => {
        // The day agenda on today, busy weekdays of the past and days ahead (thinner).
        const days = [0, -1, -7, -30, -200, -400, 1, 7, 30].map((n) => addDays(seeded.today, n));
        const { stats, slowest } = await sampleLatencies(
          days.map((day) => ({ label: day, input: { day } })),
          6,
          async ({ input }) => (await trpcQuery(url, token, 'vet.day', input)).ms,
        );
        const today = await trpcQuery(url, token, 'vet.day', {});
        log(
          `vet.day: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)} (today: ${today.data.appointments.length} appointments, ${today.data.vets.length} vets); slowest ${slowestText(slowest)}`,
        );
        details.day = { stats, slowest, today: today.data.appointments.length };
        figures.push(
          p95Figure(
            'vet/day-p95',
            `vet.day, ${days.length} days (today, the past, ahead) × 6: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
            { slowest },
          ),
        );
      });

      await part('exam save', async () => {
        // Distinct appointments from tomorrow on, each examined as the vet does it: progress
        // saved (in progress, figures, findings), then completed with a follow-up.
        const chosen = scheduledAhead.slice(0, saves + 5);
        const progress = [];
        const complete = [];
        for (const [i, id] of chosen.entries()) {
          const a = await restTimed(url, token, 'PUT', `/api/vet/appointments/${id}`, {
            status: 'in-progress',
            temperature: 38.5,
            weight: 21.4,
            findings: 'Mild otitis, right ear',
          });
          const followUp = addDays(a.data.appointmentDate.slice(0, 10), 21);
          const b = await restTimed(url, token, 'PUT', `/api/vet/appointments/${id}`, {
            recommendations: 'Ear drops twice a day for 7 days',
            vetNotes: 'Nervous on the table',
            followUpRequired: true,
            followUpDate: followUp,
          });
          if (b.data.status !== 'completed') throw new Error(`exam save left ${b.data.status}`);
          if (i >= 5) {
            progress.push(a.ms);
            complete.push(b.ms);
          }
        }
        const stats = summarize([...progress, ...complete]);
        const p = summarize(progress);
        const c = summarize(complete);
        log(
          `exam save: ${stats.n} saves: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)} ` +
            `(progress p95 ${ms(p.p95)}, complete p95 ${ms(c.p95)})`,
        );
        details.examSave = { stats, progress: p, complete: c };
        figures.push(
          p95Figure(
            'vet/exam-save-p95',
            `PUT /api/vet/appointments/{id} with exam fields, ${stats.n} saves on ${progress.length} appointments (progress, then complete with a follow-up): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            25,
            { progress: p, complete: c },
          ),
        );
      });

      await part('booking', async () => {
        const day = addDays(seeded.today, 3);
        const times = [];
        for (const [i, dog] of newPatients.slice(0, 160).entries()) {
          const r = await restTimed(url, token, 'POST', '/api/vet/appointments', {
            dog,
            date: day,
            time: `${String(9 + (i % 10)).padStart(2, '0')}:${i % 2 === 0 ? '00' : '30'}`,
            reason: 'Annual vaccines',
          });
          if (r.status !== 201) throw new Error(`booking answered ${r.status}`);
          if (i >= 10) times.push(r.ms);
        }
        const stats = summarize(times);
        log(`booking: ${stats.n} bookings: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
        details.booking = { stats };
        figures.push(
          p95Figure(
            'vet/book-p95',
            `POST /api/vet/appointments, ${stats.n} distinct dogs: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            25,
          ),
        );
      });

      await part('vet.overview', async () => {
        let last;
        const { stats } = await sampleLatencies([{ label: 'overview' }], 200, async () => {
          const r = await trpcQuery(url, token, 'vet.overview', {});
          last = r.data;
          return r.ms;
        });
        const facts = `${last.todayCount} today, ${last.upcomingCount} in the next 7 days`;
        log(`vet.overview: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)} (${facts})`);
        details.overview = { stats, facts };
        figures.push(
          p95Figure(
            'vet/overview-p95',
            `vet.overview (${facts}), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
            stats,
            30,
          ),
        );
      });

      await part('GET /api/vet/appointments', async () => {
        const expected = await countRows(dbUrl, 'vet_appointments');
        const { runs, figure: listFigure } = await streamedListFigure({
          url,
          token,
          path: '/api/vet/appointments',
          name: 'vet/rest-list',
          noun: 'appointments',
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
