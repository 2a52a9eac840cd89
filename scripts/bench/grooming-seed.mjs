// Seeds three years of the grooming salon's book straight in SQL for the grooming benchmark, on
// top of the dogs of dogs-seed.mjs, as the product would have written them. Deterministic for a
// given seed and day.
//
// Shape: 16 groomers (staff users); 20,000 bookings a year over three years (about 1,000 days
// back to 95 ahead, busier before summer and Christmas, the far future thinner). Each groomer's
// day runs back to back from 09:00 with small gaps, never overlapping (the exclusion constraint
// is in force while seeding); 4% of bookings have no groomer yet. Clients are a third of all
// dogs, regulars among them coming back every few weeks. Services, lengths (the product's
// defaultDurationMinutes for the services and the dog's size) and the first owner's phone are
// what the form would have sent. Past bookings are completed (8% cancelled; half the completed
// ones carry grooming notes), today's follow the clock, future ones are scheduled (6% cancelled).
import { randomUUID } from 'node:crypto';
import { firstUserId, importTs, insertBatches, isoOrNull, vacuumAnalyze, withPg } from './lib.mjs';

const { GROOMING_SERVICE_MIX, randomPicks, rng, weightedPick, zonedTime } = await importTs(
  'apps/server/src/scripts/seed-tools.ts',
);
const { addDays, businessToday, defaultDurationMinutes, sizeTag } = await importTs(
  'packages/domain/src/index.ts',
);

const MINUTE = 60_000;
const DAY = 86_400_000;
const OPEN = 9 * 60;
const CLOSE = 20 * 60;

/** Sixteen groomers: room for the busiest day of 20,000 bookings a year. */
export const GROOMERS = [
  'Ana Ruiz',
  'Luis Gómez',
  'Beatriz Sanz',
  'Carlos Peña',
  'Elena Martín',
  'Javier Ortiz',
  'Lucía Navarro',
  'Pablo Molina',
  'Sofía Castro',
  'Tomás Gil',
  'Nuria Vidal',
  'Óscar Ramos',
  'Irene Soler',
  'Hugo Prieto',
  'Claudia Rey',
  'Rubén Lara',
];
const NOTES = [
  'Nervous with the dryer',
  'Allergic to lavender shampoo',
  'Short summer cut',
  'Sensitive paws',
];
const GROOMING_NOTES = [
  'Matted coat behind the ears',
  'Nails very long',
  'Calm on the table',
  'Red skin on the belly',
];

/** How busy a day of the year is (1 = usual): before summer and Christmas everyone wants a cut. */
function season(day) {
  const month = Number(day.slice(5, 7));
  if (month === 6 || month === 7) return 1.4;
  if (month === 12) return 1.3;
  if (month === 1 || month === 2) return 0.8;
  return 1;
}

/**
 * Adds about `perYear` bookings a year, from `back` days ago (default 1000: about three years)
 * to 95 days ahead, for the dogs already in the database at `url`. Returns counts,
 * the day, the groomers and what the benchmark needs: dogs that are no grooming clients (for
 * creates) and phones that were booked (for searches).
 */
export async function seedGrooming(
  url,
  { perYear = 20_000, back = 1000, timeZone = 'Europe/Madrid', seed = 11, log = () => {} } = {},
) {
  const random = rng(seed);
  const { between, pick } = randomPicks(random);
  return withPg(url, async (client) => {
    const adminId = await firstUserId(client);
    const groomers = [];
    for (const [i, name] of GROOMERS.entries()) {
      const row = await client.query(
        `INSERT INTO users (id, username, name, role, password_hash, updated_at)
         VALUES (gen_random_uuid(), $1, $2, 'employee', 'not-a-login', now()) RETURNING id::text AS id`,
        [`bench.groomer.${i + 1}`, name],
      );
      groomers.push(row.rows[0].id);
    }
    const allDogs = (
      await client.query(
        `SELECT d.id::text AS id, d.weight,
                (SELECT o.phone FROM dog_owners l JOIN owners o ON o.id = l.owner_id
                  WHERE l.dog_id = d.id AND l.position = 0) AS phone
           FROM dogs d ORDER BY d.dog_id`,
      )
    ).rows.map((r) => ({
      id: r.id,
      weight: Math.min(100, r.weight ?? 12),
      phone: r.phone ?? '+34 600 000 000',
    }));
    if (allDogs.length < 100) throw new Error('seedGrooming needs the dogs seeded first');
    const clients = allDogs.filter(() => random() < 0.33);
    const regulars = clients.filter(() => random() < 0.2);
    const pickDog = () => {
      const from = random() < 0.45 && regulars.length > 0 ? regulars : clients;
      return pick(from);
    };

    const now = Date.now();
    const today = businessToday(timeZone);
    const ahead = 95;
    const days = [];
    for (let n = -back; n <= ahead; n++) {
      const day = addDays(today, n);
      const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
      if (weekday === 0) continue; // closed on Sundays
      const future = n <= 7 ? 1 : Math.max(0.2, 1 - (n - 7) / 120);
      days.push({ n, day, weight: season(day) * future * (weekday === 6 ? 1.2 : 1) });
    }
    const total = Math.round((perYear * (back + ahead + 1)) / 365);
    const totalWeight = days.reduce((a, d) => a + d.weight, 0);

    const rows = [];
    // What a full day could not take moves to the next one, so the total is what was asked.
    let carry = 0;
    for (const { n, day, weight } of days) {
      let wanted = Math.floor((total * weight) / totalWeight + random()) + carry;
      // Share the day among the groomers, each back to back from opening time.
      const clock = groomers.map(() => OPEN + between(0, 3) * 15);
      const unassigned = Math.round(wanted * 0.04);
      wanted -= unassigned;
      let tries = 0;
      while (wanted > 0 && tries++ < wanted * 4 + 40) {
        // The groomer free soonest (the desk fills the book evenly).
        const g = clock.indexOf(Math.min(...clock));
        const dog = pickDog();
        const services = [...weightedPick(random, GROOMING_SERVICE_MIX)];
        const length = defaultDurationMinutes(services, sizeTag(dog.weight));
        const start = clock[g];
        if (start + length > CLOSE) continue;
        clock[g] = start + length + between(0, 3) * 15;
        rows.push(bookingRow({ n, day, start, length, services, dog, groomer: groomers[g] }));
        wanted--;
      }
      carry = wanted;
      for (let i = 0; i < unassigned; i++) {
        const dog = pickDog();
        const services = [...weightedPick(random, GROOMING_SERVICE_MIX)];
        const length = defaultDurationMinutes(services, sizeTag(dog.weight));
        rows.push(
          bookingRow({ n, day, start: between(OPEN, CLOSE - length), length, services, dog, groomer: null }),
        );
      }
    }

    function bookingRow({ day, start, length, services, dog, groomer }) {
      const at = zonedTime(timeZone, day, start).getTime();
      const end = at + length * MINUTE;
      const future = at > now;
      const cancelled = random() < (future ? 0.06 : 0.08);
      const status = cancelled
        ? 'cancelled'
        : end <= now
          ? 'completed'
          : at <= now
            ? 'in-progress'
            : 'scheduled';
      const created = Math.min(now - MINUTE, at - between(0, 30) * DAY - between(60, 600) * MINUTE);
      const completedAt = status === 'completed' ? end - between(0, 10) * MINUTE : null;
      const updated =
        completedAt ??
        (status === 'in-progress'
          ? at
          : cancelled
            ? Math.max(created, Math.min(now - MINUTE, at - DAY))
            : created);
      return {
        id: randomUUID(),
        dog: dog.id,
        phone: dog.phone,
        weight: dog.weight,
        at,
        length,
        services: services.join(','),
        notes: random() < 0.2 ? NOTES[between(0, NOTES.length)] : null,
        groomingNotes:
          status === 'completed' && random() < 0.5 ? GROOMING_NOTES[between(0, GROOMING_NOTES.length)] : null,
        status,
        completedAt,
        groomer,
        updatedBy: status === 'completed' || status === 'in-progress' ? (groomer ?? adminId) : adminId,
        created,
        updated,
      };
    }

    const t0 = Date.now();
    await client.query('BEGIN');
    await insertBatches(
      client,
      rows,
      5000,
      `INSERT INTO grooming_bookings (id, dog_id, owner_phone, weight, appointment_date, duration_minutes,
          grooming_services, notes, grooming_notes, status, completed_at, groomer_id,
          created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.dog, u.phone, u.weight, u.at, u.length,
              string_to_array(u.services, ',')::"GroomingService"[], u.notes, u.gnotes,
              u.status::"AppointmentStatus", u.done, u.groomer, $15::uuid, u.upd_by, u.created, u.updated
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::float8[], $5::timestamptz[], $6::int[],
                     $7::text[], $8::text[], $9::text[], $10::text[], $11::timestamptz[], $12::uuid[],
                     $13::timestamptz[], $14::timestamptz[], $16::uuid[])
           AS u(id, dog, phone, weight, at, length, services, notes, gnotes, status, done, groomer,
                created, updated, upd_by)`,
      (b) => [
        b.map((r) => r.id),
        b.map((r) => r.dog),
        b.map((r) => r.phone),
        b.map((r) => r.weight),
        b.map((r) => isoOrNull(r.at)),
        b.map((r) => r.length),
        b.map((r) => r.services),
        b.map((r) => r.notes),
        b.map((r) => r.groomingNotes),
        b.map((r) => r.status),
        b.map((r) => isoOrNull(r.completedAt)),
        b.map((r) => r.groomer),
        b.map((r) => isoOrNull(r.created)),
        b.map((r) => isoOrNull(r.updated)),
        adminId,
        b.map((r) => r.updatedBy),
      ],
    );
    await client.query('COMMIT');
    log(`grooming: ${rows.length} bookings in ${Date.now() - t0} ms`);
    await vacuumAnalyze(client, 'grooming_bookings', log);

    const count = (status) => rows.filter((r) => r.status === status).length;
    const dayStart = zonedTime(timeZone, today, 0).getTime();
    const dayEnd = zonedTime(timeZone, addDays(today, 1), 0).getTime();
    const booked = new Set(rows.map((r) => r.dog));
    return {
      today,
      timeZone,
      bookings: rows.length,
      completed: count('completed'),
      inProgress: count('in-progress'),
      scheduled: count('scheduled'),
      cancelled: count('cancelled'),
      today_: rows.filter((r) => r.at >= dayStart && r.at < dayEnd).length,
      groomers,
      /** Dogs never groomed here: creates for them meet no other booking of theirs. */
      newClients: allDogs.filter((d) => !booked.has(d.id)).map((d) => d.id),
      /** A few booked phones, for phone searches. */
      phones: rows.slice(0, 5).map((r) => r.phone),
    };
  });
}
