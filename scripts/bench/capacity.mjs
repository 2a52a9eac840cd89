// Kennels and capacity (docs/domains/kennels.md; decision 0045), against the built server started
// with APP_TIMEZONE=Europe/Madrid: 40 kennels (30 standard and 6 large of one dog, 4 suites of
// two: 44 places) and three years of stays seeded straight in SQL (each place filled by stays of
// 1–14 nights, mostly 2–7, with gaps of 0–4 days, from two and a half years ago to two months
// ahead; four in five stays assigned to their kennel, the rest counted against the hotel only;
// past stays checked out, current ones checked in, future ones booked), on 6,000 dogs:
//   capacity/booking-p95       a booking with the capacity check: REST POST /api/hotel of a
//                              3-night stay, half of them with a kennel (the kennel's and the
//                              hotel's counts under the hotel's lock), one client: p95 ≤ 25 ms
//   capacity/occupancy-month-p95  the occupancy calendar's month: REST GET /api/hotel/occupancy
//                              and tRPC hotel.occupancy over the 36 months: p95 ≤ 30 ms (the
//                              kennel grid of a month, tRPC hotel.kennelGrid, in the details)
//   capacity/last-10-of-50     50 concurrent REST bookings of 50 dogs for the last 10 places of
//                              three nights: exactly 10 created, 40 refused with 409
import { performance } from 'node:perf_hooks';
import { seedDogs } from './dogs-seed.mjs';
import {
  ensureServerBuilt,
  figure,
  importTs,
  insertBatches,
  login,
  ms,
  p95Figure,
  partRunner,
  restTimed,
  sampleLatencies,
  seconds,
  slowestText,
  startSeedableServer,
  summarize,
  trpcQuery,
  vacuumAnalyze,
  withPg,
} from './lib.mjs';

const TIME_ZONE = 'Europe/Madrid';
const { addDays, bookingInstant, businessToday } = await importTs('packages/domain/src/index.ts');
const { rng } = await importTs('apps/server/src/scripts/seed-tools.ts');

/** Dogs of each place's stays (a place's stays never overlap, so a dog of its pool never does). */
const POOL = 50;

const KENNELS = [
  ...Array.from({ length: 30 }, (_, i) => ({
    name: `S-${String(i + 1).padStart(2, '0')}`,
    type: 'standard',
    capacity: 1,
  })),
  ...Array.from({ length: 6 }, (_, i) => ({ name: `L-${i + 1}`, type: 'large', capacity: 1 })),
  ...Array.from({ length: 4 }, (_, i) => ({ name: `Suite ${i + 1}`, type: 'suite', capacity: 2 })),
];
const PLACES = KENNELS.reduce((sum, k) => sum + k.capacity, 0);

/** The kennels and three years of stays; answers the kennels, the dogs left free and the counts. */
async function seedStays(dbUrl, { log }) {
  return withPg(dbUrl, async (client) => {
    const started = performance.now();
    const random = rng(24);
    const { rows: kennels } = await client.query(
      `INSERT INTO kennels (id, name, type, capacity)
       SELECT gen_random_uuid(), k.name, k.type, k.capacity
         FROM unnest($1::text[], $2::text[], $3::int[]) AS k(name, type, capacity)
       RETURNING id::text, name, type, capacity`,
      [KENNELS.map((k) => k.name), KENNELS.map((k) => k.type), KENNELS.map((k) => k.capacity)],
    );
    const { rows: dogs } = await client.query(`SELECT id::text FROM dogs ORDER BY id`);
    const today = businessToday(TIME_ZONE);
    const first = addDays(today, -915);
    const last = addDays(today, 60);
    const stays = [];
    let slot = 0;
    for (const kennel of kennels) {
      for (let place = 0; place < kennel.capacity; place++, slot++) {
        let day = addDays(first, Math.floor(random() * 5));
        let n = 0;
        while (day < last) {
          const r = random();
          const nights = r < 0.1 ? 1 : r < 0.85 ? 2 + Math.floor(random() * 6) : 8 + Math.floor(random() * 7);
          const out = addDays(day, nights);
          const status =
            out <= today
              ? random() < 0.08
                ? 'cancelled'
                : 'checked-out'
              : day <= today
                ? 'checked-in'
                : 'booked';
          stays.push({
            dog: dogs[slot * POOL + (n % POOL)].id,
            kennel: random() < 0.8 ? kennel.id : null,
            checkIn: bookingInstant(day, TIME_ZONE).toISOString(),
            checkOut: bookingInstant(out, TIME_ZONE).toISOString(),
            status,
          });
          n++;
          day = addDays(out, Math.floor(random() * 5));
        }
      }
    }
    await insertBatches(
      client,
      stays,
      2000,
      `INSERT INTO hotel_bookings (id, dog_id, kennel_id, check_in, check_out, status, created_at, updated_at)
       SELECT gen_random_uuid(), s.dog, s.kennel, s.check_in, s.check_out, s.status::"HotelBookingStatus", now(), now()
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::text[])
           AS s(dog, kennel, check_in, check_out, status)`,
      (batch) => [
        batch.map((s) => s.dog),
        batch.map((s) => s.kennel),
        batch.map((s) => s.checkIn),
        batch.map((s) => s.checkOut),
        batch.map((s) => s.status),
      ],
    );
    await vacuumAnalyze(client, 'hotel_bookings, kennels, dogs', log);
    log(
      `seeded ${kennels.length} kennels (${PLACES} places) and ${stays.length} stays in ${seconds(performance.now() - started)}`,
    );
    return { kennels, stays: stays.length, freeDogs: dogs.slice(slot * POOL).map((d) => d.id), today };
  });
}

/** A REST call timed, a 409 answered as it is (the race's refusals). */
async function post(url, token, path, body) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const data = await res.json();
  return { ms: performance.now() - started, status: res.status, data };
}

export default {
  title:
    'Kennels and capacity at 40 kennels and three years of stays: a booking with the capacity check p95 ≤ 25 ms; ' +
    'the occupancy calendar’s month p95 ≤ 30 ms; 50 concurrent bookings for the last 10 places leave exactly 10',
  options: {
    bookings: 'bookings timed (default 400)',
    rounds: 'rounds over the 36 months (default 10)',
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const bookings = Math.max(50, Math.min(2000, Number(options.bookings ?? 400)));
    const rounds = Math.max(2, Math.min(100, Number(options.rounds ?? 10)));
    const { server, url, dbUrl } = await startSeedableServer({ label: 'capacity', timeZone: TIME_ZONE });
    try {
      const { token } = await login(url);
      await seedDogs(dbUrl, { owners: 5000, dogs: 6000, log });
      const seeded = await seedStays(dbUrl, { log });
      const { kennels, today } = seeded;
      const freeDogs = [...seeded.freeDogs];
      const figures = [];
      const details = {
        seeded: { kennels: kennels.length, places: PLACES, stays: seeded.stays, dogs: 6000 },
        measured: 'round trips of one client on 127.0.0.1, one request at a time (the race: 50 at once)',
      };
      const { part, finish } = partRunner(log);

      await part('booking with the capacity check', async () => {
        const times = [];
        for (let i = 0; i < bookings + 20; i++) {
          const from = addDays(today, 100 + Math.floor(i / kennels.length) * 4);
          const kennel = i % 2 === 0 ? kennels[i % kennels.length].id : undefined;
          const r = await post(url, token, '/api/hotel', {
            dog: freeDogs.pop(),
            checkIn: from,
            checkOut: addDays(from, 3),
            ...(kennel ? { kennel } : {}),
          });
          if (r.status !== 201) throw new Error(`booking answered ${r.status}: ${JSON.stringify(r.data)}`);
          if (i >= 20) times.push(r.ms);
        }
        const stats = summarize(times);
        const f = p95Figure(
          'capacity/booking-p95',
          `a booking with the capacity check (3 nights, half with a kennel), ${stats.n} bookings: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          stats,
          25,
        );
        log(f.text);
        details.booking = stats;
        figures.push(f);
      });

      await part('the check alone, in process', async () => {
        const { createPrisma } = await importTs('apps/server/src/db/prisma.ts');
        const { checkHotelCapacity } = await importTs('apps/server/src/modules/kennels/capacity.service.ts');
        const { nightDaysOf } = await importTs('packages/domain/src/index.ts');
        const prisma = createPrisma(dbUrl, { max: 2 });
        try {
          const times = [];
          for (let i = 0; i < 320; i++) {
            // Three nights among the seeded ones (mostly full: refusals are checks too) and beyond.
            const from = addDays(today, -700 + ((i * 37) % 900));
            const nights = nightDaysOf(from, addDays(from, 3));
            const kennel = i % 2 === 0 ? { id: kennels[i % kennels.length].id, nights } : null;
            const started = performance.now();
            await prisma
              .$transaction((tx) =>
                checkHotelCapacity(tx, { role: 'admin' }, TIME_ZONE, { booking: null, nights, kennel }),
              )
              .catch((error) => {
                if (error?.code !== 'CONFLICT') throw error;
              });
            if (i >= 20) times.push(performance.now() - started);
          }
          const stats = summarize(times);
          details.checkAlone = stats;
          log(
            `the capacity check alone (lock, one read, the counts; in a transaction, in process): p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
          );
        } finally {
          await prisma.$disconnect();
        }
      });

      await part('occupancy month', async () => {
        const months = Array.from({ length: 36 }, (_, i) => {
          const start = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
          start.setUTCMonth(start.getUTCMonth() - 30 + i);
          const from = start.toISOString().slice(0, 10);
          start.setUTCMonth(start.getUTCMonth() + 1);
          return { from, to: addDays(start.toISOString().slice(0, 10), -1) };
        });
        const inputs = months.flatMap((m) => [
          { label: `REST ${m.from.slice(0, 7)}`, rest: `/api/hotel/occupancy?from=${m.from}&to=${m.to}`, m },
          { label: `tRPC ${m.from.slice(0, 7)}`, trpc: m, m },
        ]);
        const { stats, slowest } = await sampleLatencies(inputs, rounds, async (input) => {
          if (input.rest) {
            const r = await restTimed(url, token, 'GET', input.rest);
            if (r.data.length < 28 || r.data[0].capacity !== PLACES)
              throw new Error(`${input.label}: wrong answer`);
            return r.ms;
          }
          const r = await trpcQuery(url, token, 'hotel.occupancy', input.trpc);
          if (r.data.length < 28) throw new Error(`${input.label}: wrong answer`);
          return r.ms;
        });
        const f = p95Figure(
          'capacity/occupancy-month-p95',
          `the occupancy calendar's month (36 months, REST and tRPC), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}; slowest ${slowestText(slowest)}`,
          stats,
          30,
        );
        log(f.text);
        figures.push(f);
        details.occupancy = { stats, slowest };
        const grid = await sampleLatencies(
          months.slice(24).map((m) => ({ label: `grid ${m.from.slice(0, 7)}`, m })),
          Math.max(2, Math.round(rounds / 2)),
          async (input) => (await trpcQuery(url, token, 'hotel.kennelGrid', input.m)).ms,
        );
        details.grid = grid;
        log(
          `the kennel grid of a month (tRPC hotel.kennelGrid, the last 12 months): p50 ${ms(grid.stats.p50)}, p95 ${ms(grid.stats.p95)}`,
        );
      });

      await part('50 concurrent bookings for the last 10 places', async () => {
        const from = addDays(today, 600);
        const to = addDays(from, 3);
        // PLACES − 10 stays on those nights first, one by one through the API.
        for (let i = 0; i < PLACES - 10; i++) {
          const r = await post(url, token, '/api/hotel', {
            dog: freeDogs.pop(),
            checkIn: from,
            checkOut: to,
          });
          if (r.status !== 201) throw new Error(`filling answered ${r.status}`);
        }
        const started = performance.now();
        const results = await Promise.all(
          Array.from({ length: 50 }, () =>
            post(url, token, '/api/hotel', { dog: freeDogs.pop(), checkIn: from, checkOut: to }),
          ),
        );
        const elapsed = performance.now() - started;
        const created = results.filter((r) => r.status === 201).length;
        const refused = results.filter(
          (r) => r.status === 409 && r.data.error === 'No kennel free for these nights',
        ).length;
        const nights = (
          await restTimed(url, token, 'GET', `/api/hotel/occupancy?from=${from}&to=${addDays(to, -1)}`)
        ).data;
        const f = figure('capacity/last-10-of-50', {
          text: `50 concurrent bookings for the last 10 places: ${created} created, ${refused} refused with 409, others ${50 - created - refused}; nights then hold ${nights.map((n) => n.dogs).join('/')} of ${PLACES} (all 50 answered in ${ms(elapsed)})`,
          value:
            Math.abs(created - 10) +
            (50 - created - refused) +
            nights.filter((n) => n.dogs !== PLACES).length,
          limit: 0,
          unit: 'bookings off',
          targetText: 'exactly 10 created, 40 refused, every night full',
          extra: { created, refused, nights },
        });
        log(f.text);
        figures.push(f);
      });

      return finish(figures, details);
    } finally {
      await server.stop();
    }
  },
};
