// A long life with the business for a few dogs, seeded straight in SQL for the timeline figures of
// `pnpm bench dogs`: per dog about 400 daycare visits (a weekday regular for almost two years),
// 40 hotel stays of 4 nights with both health checks, 60 vet appointments with their exam, 60
// completed grooming sessions with a weight and 50 changes of its record. Rows are written as the
// product writes them (completed visits, checked-out stays that never overlap, completed
// appointments and bookings with their completion time, record changes as JSON lists).
import { firstUserId, isoOrNull, vacuumAnalyze, withPg } from './lib.mjs';

const DAY = 86_400_000;

export async function seedDogHistories(dbUrl, dogIds, { log = () => {} } = {}) {
  const now = Date.now();
  const today = Date.UTC(
    new Date(now).getUTCFullYear(),
    new Date(now).getUTCMonth(),
    new Date(now).getUTCDate(),
  );
  const counts = { visits: 0, stays: 0, appointments: 0, grooming: 0, changes: 0 };
  await withPg(dbUrl, async (client) => {
    const by = await firstUserId(client);
    await client.query('BEGIN');
    for (const [n, dogId] of dogIds.entries()) {
      const weight = 8 + (n % 20);
      // Daycare: weekdays going back from yesterday, 08:00–17:30 UTC.
      const days = [];
      for (let d = 1; days.length < 400; d++) {
        const day = today - d * DAY;
        const weekday = new Date(day).getUTCDay();
        if (weekday !== 0 && weekday !== 6) days.push(day);
      }
      await client.query(
        `INSERT INTO daycare_visits (id, dog_id, date, check_in_time, check_out_time, created_by_id, updated_by_id, created_at, updated_at)
         SELECT gen_random_uuid(), $1::uuid, d::date, i, o, $2::uuid, $2::uuid, i, o
           FROM unnest($3::text[], $4::timestamptz[], $5::timestamptz[]) AS t(d, i, o)`,
        [
          dogId,
          by,
          days.map((d) => new Date(d).toISOString().slice(0, 10)),
          days.map((d) => isoOrNull(d + 8 * 3_600_000)),
          days.map((d) => isoOrNull(d + 17.5 * 3_600_000)),
        ],
      );
      counts.visits += days.length;
      // Hotel: a 4-night stay every 20 days, starting 5 days after the daycare years began.
      const stays = Array.from({ length: 40 }, (_, i) => today - (i + 1) * 20 * DAY - 5 * DAY);
      await client.query(
        `INSERT INTO hotel_bookings (id, dog_id, check_in, check_out, status,
                check_in_weight, check_in_temperature, check_in_checked_by, check_in_checked_at,
                check_out_weight, check_out_temperature, check_out_checked_by, check_out_checked_at,
                created_by_id, updated_by_id, created_at, updated_at)
         SELECT gen_random_uuid(), $1::uuid, ci, ci + interval '4 days', 'checked-out',
                $3::float8 + (random() - 0.5), 38.2 + random() * 0.8, 'Bench', ci + interval '10 minutes',
                $3::float8 + (random() - 0.5), 38.2 + random() * 0.8, 'Bench', ci + interval '4 days',
                $2::uuid, $2::uuid, ci - interval '20 days', ci + interval '4 days'
           FROM unnest($4::timestamptz[]) AS t(ci)`,
        [dogId, by, weight, stays.map((s) => isoOrNull(s + 10 * 3_600_000))],
      );
      counts.stays += stays.length;
      // Vet: weekly, completed with an exam.
      const visits = Array.from({ length: 60 }, (_, i) => today - (i + 1) * 7 * DAY + 9.5 * 3_600_000);
      await client.query(
        `INSERT INTO vet_appointments (id, dog_id, appointment_date, cause, status, temperature, weight,
                findings, recommendations, created_by_id, updated_by_id, created_at, updated_at)
         SELECT gen_random_uuid(), $1::uuid, a, 'Revisión', 'completed', round((38 + random())::numeric, 1)::float8,
                round(($3::float8 + random() - 0.5)::numeric, 1)::float8, 'Bien', 'Seguir así',
                $2::uuid, $2::uuid, a - interval '7 days', a
           FROM unnest($4::timestamptz[]) AS t(a)`,
        [dogId, by, weight, visits.map(isoOrNull)],
      );
      counts.appointments += visits.length;
      // Grooming: weekly, completed, with a weight.
      const sessions = Array.from({ length: 60 }, (_, i) => today - (i + 1) * 7 * DAY + 12 * 3_600_000);
      await client.query(
        `INSERT INTO grooming_bookings (id, dog_id, owner_phone, weight, appointment_date, duration_minutes,
                grooming_services, status, completed_at, created_by_id, updated_by_id, created_at, updated_at)
         SELECT gen_random_uuid(), $1::uuid, '600 000 000', $3::float8, a, 60, '{bath}', 'completed',
                a + interval '1 hour', $2::uuid, $2::uuid, a - interval '7 days', a + interval '1 hour'
           FROM unnest($4::timestamptz[]) AS t(a)`,
        [dogId, by, weight, sessions.map(isoOrNull)],
      );
      counts.grooming += sessions.length;
      // Record changes: a weight corrected every two weeks, as the dog's audit events (its change
      // history is the view dog_record_changes over them).
      const changes = Array.from({ length: 50 }, (_, i) => today - (i + 1) * 14 * DAY + 15 * 3_600_000);
      await client.query(
        `INSERT INTO audit_events (id, at, actor_id, actor_username, action, entity, entity_id, summary, changes)
         SELECT uuidv7(), c, $2::uuid, 'benchadmin', 'update', 'dog', $1::uuid, 'Changed dog: weight',
                jsonb_build_array(jsonb_build_object('field', 'weight', 'from', $3::float8, 'to', $3::float8 + 0.1))
           FROM unnest($4::timestamptz[]) AS t(c)`,
        [dogId, by, weight, changes.map(isoOrNull)],
      );
      counts.changes += changes.length;
    }
    await client.query('COMMIT');
    await vacuumAnalyze(
      client,
      'daycare_visits, hotel_bookings, vet_appointments, grooming_bookings, audit_events',
      log,
    );
  });
  return counts;
}
