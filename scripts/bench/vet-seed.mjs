// Seeds three years of vet appointments straight in SQL for the vet benchmark, on top of the dogs
// of dogs-seed.mjs, as the product would have written them. Deterministic for a given seed and day.
//
// Shape: about 20,000 appointments a year (three years: 60,000 by default), from three years ago
// to two months ahead (the future thinner: fewer bookings made yet); Monday to Saturday,
// 09:00–19:30 in the business zone on a 15-minute grid (Saturday mornings only). A fifth of the
// dogs are patients, some of them regulars. Reasons come from a list of 30 (vaccines, otitis,
// limping...). Past appointments are completed with their exam (temperature, weight, findings,
// recommendations, sometimes notes and a follow-up a few weeks later), 6% cancelled; today's
// earlier ones are completed, the current hour's in progress; future ones are scheduled (4%
// cancelled). Four vets (users with the vet role) share the appointments, one in twenty left
// without a vet (docs/domains/vet.md's day agenda). The search text is written by the table's own trigger,
// as in the product.
import { randomUUID } from 'node:crypto';
import { firstUserId, importTs, insertBatches, isoOrNull, vacuumAnalyze, withPg } from './lib.mjs';

const { randomPicks, rng, zonedTime } = await importTs('apps/server/src/scripts/seed-tools.ts');
const { addDays, businessToday, zonedParts } = await importTs('packages/domain/src/index.ts');

const DAY = 86_400_000;
const MINUTE = 60_000;

export const REASONS = [
  'Annual vaccines',
  'Rabies vaccine',
  'Puppy vaccines',
  'Deworming and check-up',
  'Ear infection',
  'Limping, left hind leg',
  'Limping, front right leg',
  'Itching and skin rash',
  'Hot spot on the flank',
  'Vomiting since yesterday',
  'Diarrhoea for two days',
  'Dental cleaning',
  'Bad breath',
  'Weight control',
  'Eye discharge',
  'Senior check-up and blood test',
  'Coughing for a few days',
  'Stitches removal after surgery',
  'Neutering consultation',
  'Microchip implant',
  'Not eating well',
  'Lump on the back',
  'Broken nail',
  'Allergy check',
  'Heart murmur follow-up',
  'Urinary infection',
  'Travel certificate',
  'Behaviour consultation',
  'Pregnancy check',
  'Second opinion on arthritis',
];
const FINDINGS = [
  'Healthy; vaccines given',
  'Otitis externa, right ear',
  'Mild sprain, no fracture',
  'Allergic dermatitis',
  'Mild gastroenteritis',
  'Tartar removed under sedation',
  'Overweight by about 2 kg',
  'Conjunctivitis, left eye',
  'Blood test normal for the age',
  'Kennel cough, mild',
  'Wound healed well',
  'Benign fatty lump',
];
const RECOMMENDATIONS = [
  'Next vaccines in one year',
  'Ear drops twice a day for 7 days',
  'Rest for 10 days; anti-inflammatory for 5 days',
  'Hypoallergenic diet for 8 weeks',
  'Bland diet for 3 days',
  'Brush the teeth twice a week',
  'Reduce the food by 10%',
  'Eye drops three times a day for a week',
  'Check again in six months',
];
const NOTES = ['Nervous on the table', 'Very good patient', 'Needs a muzzle', 'Owner asked about the diet'];

/** How busy a day is: Saturdays half, none on Sundays. */
function opening(day) {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0) return null;
  return weekday === 6
    ? { from: 9 * 60, to: 13 * 60, weight: 0.5 }
    : { from: 9 * 60, to: 19 * 60 + 30, weight: 1 };
}

/**
 * Adds about `perYear` appointments a year over `years` years (and two months ahead) for the
 * dogs already in the database at `url`. Returns counts, the day, and what the benchmark needs:
 * scheduled appointments to examine, searches that hit.
 */
export async function seedVet(
  url,
  { perYear = 20_000, years = 3, timeZone = 'Europe/Madrid', seed = 10, log = () => {} } = {},
) {
  const random = rng(seed);
  const { between, pick } = randomPicks(random);
  return withPg(url, async (client) => {
    const adminId = await firstUserId(client);
    const allDogs = (await client.query('SELECT id::text AS id, weight FROM dogs ORDER BY dog_id')).rows;
    if (allDogs.length < 100) throw new Error('seedVet needs the dogs seeded first');
    const patients = allDogs.filter(() => random() < 0.2);
    const regulars = patients.filter(() => random() < 0.2);
    const pickDog = () => (random() < 0.3 ? pick(regulars) : pick(patients));

    const now = Date.now();
    const today = businessToday(timeZone);
    const nowMinutes = zonedParts(new Date(now), timeZone).minutes;
    const pastDays = Math.round(years * 365);
    const aheadDays = 60;
    const days = [];
    for (let n = -pastDays; n <= aheadDays; n++) {
      const day = addDays(today, n);
      const hours = opening(day);
      if (!hours) continue;
      // Bookings thin out beyond two weeks ahead.
      const ahead = n <= 14 ? 1 : Math.max(0.1, 1 - (n - 14) / 50);
      days.push({ day, n, hours, weight: hours.weight * ahead });
    }
    const pastWeight = days.filter((d) => d.n <= 0).reduce((a, d) => a + d.weight, 0);
    const perWeight = (perYear * years) / pastWeight;

    const rows = [];
    for (const { day, n, hours, weight } of days) {
      const count = Math.floor(perWeight * weight + random());
      const slots = (hours.to - hours.from) / 15;
      for (let i = 0; i < count; i++) {
        const dog = pickDog();
        // Several vets: a slot may hold more than one appointment.
        const minutes = hours.from + between(0, slots) * 15;
        const at = zonedTime(timeZone, day, minutes).getTime();
        const past = n < 0 || (n === 0 && minutes + 30 <= nowMinutes);
        const underWay = n === 0 && !past && minutes <= nowMinutes;
        const cancelled = random() < (past ? 0.06 : 0.04);
        const status = cancelled ? 'cancelled' : past ? 'completed' : underWay ? 'in-progress' : 'scheduled';
        const examined = status === 'completed' || status === 'in-progress';
        const followUp = status === 'completed' && random() < 0.15;
        const created = Math.min(now - MINUTE, at - between(0, 21) * DAY - between(10, 600) * MINUTE);
        rows.push({
          id: randomUUID(),
          dog: dog.id,
          at,
          cause: pick(REASONS),
          status,
          temperature: examined ? Math.round((37.8 + random() * 1.6) * 10) / 10 : null,
          weight: examined
            ? Math.max(0.5, Math.round((dog.weight ?? 12) * (0.95 + random() * 0.1) * 10) / 10)
            : null,
          findings: examined ? pick(FINDINGS) : null,
          recommendations: examined ? pick(RECOMMENDATIONS) : null,
          notes: examined && random() < 0.25 ? pick(NOTES) : null,
          followUp,
          followUpDate: followUp ? zonedTime(timeZone, addDays(day, between(7, 35)), 0).getTime() : null,
          created,
          updated: examined ? Math.min(now - MINUTE, at + between(15, 40) * MINUTE) : created,
        });
      }
    }

    const t0 = Date.now();
    await client.query('BEGIN');
    // The practice's vets (no password: nobody logs in as them); each appointment gets one in
    // turn, one in twenty none, without drawing from the random sequence (the rest stays as it was).
    const vetIds = [];
    for (const name of ['Alba Ruiz', 'Bruno Sanz', 'Carmen Gil', 'Diego Pardo']) {
      const id = randomUUID();
      await client.query(
        `INSERT INTO users (id, username, name, role, password_hash, created_at, updated_at)
         VALUES ($1, $2, $3, 'vet', '!', now(), now())`,
        [id, `bench.vet.${name.split(' ')[0].toLowerCase()}.${seed}`, name],
      );
      vetIds.push(id);
    }
    rows.forEach((r, i) => {
      r.vet = i % 20 === 19 ? null : vetIds[i % vetIds.length];
    });
    await insertBatches(
      client,
      rows,
      5000,
      `INSERT INTO vet_appointments (id, dog_id, appointment_date, cause, status, temperature, weight,
          findings, recommendations, vet_notes, follow_up_required, follow_up_date,
          created_by_id, updated_by_id, created_at, updated_at, vet_id)
       SELECT u.id, u.dog, u.at, u.cause, u.status::"AppointmentStatus", u.temperature, u.weight,
              u.findings, u.recommendations, u.notes, u.follow_up, u.follow_up_date,
              $14::uuid, $14::uuid, u.created, u.updated, u.vet
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::text[], $5::text[], $6::float8[],
                     $7::float8[], $8::text[], $9::text[], $10::text[], $11::boolean[], $12::timestamptz[],
                     $13::timestamptz[], $15::timestamptz[], $16::uuid[])
           AS u(id, dog, at, cause, status, temperature, weight, findings, recommendations, notes,
                follow_up, follow_up_date, created, updated, vet)`,
      (b) => [
        b.map((r) => r.id),
        b.map((r) => r.dog),
        b.map((r) => isoOrNull(r.at)),
        b.map((r) => r.cause),
        b.map((r) => r.status),
        b.map((r) => r.temperature),
        b.map((r) => r.weight),
        b.map((r) => r.findings),
        b.map((r) => r.recommendations),
        b.map((r) => r.notes),
        b.map((r) => r.followUp),
        b.map((r) => isoOrNull(r.followUpDate)),
        b.map((r) => isoOrNull(r.created)),
        adminId,
        b.map((r) => isoOrNull(r.updated)),
        b.map((r) => r.vet),
      ],
    );
    await client.query('COMMIT');
    log(`vet: ${rows.length} appointments in ${Date.now() - t0} ms`);
    await vacuumAnalyze(client, 'vet_appointments', log);

    const count = (status) => rows.filter((r) => r.status === status).length;
    const patientSet = new Set(patients);
    return {
      today,
      timeZone,
      appointments: rows.length,
      patients: patients.length,
      completed: count('completed'),
      inProgress: count('in-progress'),
      scheduled: count('scheduled'),
      cancelled: count('cancelled'),
      /** Scheduled appointments from tomorrow on (exam saves move them along). */
      scheduledAhead: rows
        .filter(
          (r) => r.status === 'scheduled' && r.at >= zonedTime(timeZone, addDays(today, 1), 0).getTime(),
        )
        .map((r) => r.id),
      /** Dogs with no appointment (bookings for them are new). */
      newPatients: allDogs.filter((d) => !patientSet.has(d)).map((d) => d.id),
    };
  });
}
