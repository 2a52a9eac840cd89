// Seeds three years of hotel stays straight in SQL for the hotel benchmark, on top of the dogs of
// dogs-seed.mjs, as the product would have written them. Deterministic for a given seed and day.
//
// Shape: a pool of hotel guests (a tenth of all dogs, some of them regulars who come back several
// times a year); check-in days from about two and a half years ago to six months ahead, busier in
// summer and at Christmas, the far future thinner (fewer bookings made yet), 1–14 nights (mostly
// 2–7). Like the booking form, a stay's check-in and check-out are calendar days: the start of
// that business day in the zone (hotel.rules.ts bookingInstant). The dog arrives 10:00–13:00 and
// leaves 10:00–12:30: those times are the health checks' checkedAt. Stays that ended before
// today are checked out (8% cancelled); stays under way are checked in (one arriving today is
// still booked until its arrival time has passed, one leaving today is checked out once its
// departure time has passed); future ones are booked (7% cancelled). One dog's stays never
// overlap unless one of them is cancelled (the exclusion constraint is in force while seeding),
// and a dog is never checked in twice. Checked-in and checked-out stays carry their health checks
// (weight near the dog's own, within the 0.1–100 kg the product accepts, 37.6–39.2 °C, sometimes
// a note, the staff member, the time).
//
// Fixed from the first version: stays were stored at their arrival and departure times, which the
// product never writes (its dates are days) and which made nights and "today" disagree with the
// screens; statuses were decided by instants, so a dog leaving at noon and another stay of it
// arriving at eleven could both be checked in; health weights were not kept within 0.1–100 kg.
import { randomUUID } from 'node:crypto';
import { firstUserId, importTs, insertBatches, isoOrNull, vacuumAnalyze, withPg } from './lib.mjs';

const { randomPicks, rng, zonedTime } = await importTs('apps/server/src/scripts/seed-tools.ts');
const { addDays, businessToday, bookingInstant, daysBetween, HEALTH_WEIGHT_MAX, HEALTH_WEIGHT_MIN } =
  await importTs('packages/domain/src/index.ts');

const DAY = 86_400_000;
const MINUTE = 60_000;

export const STAFF = ['Laura Gómez', 'Pablo Ruiz', 'Marta Navarro', 'Íñigo Peña'];
const BOOKING_NOTES = [
  'Brings his own food: two meals a day',
  'Medication at 8:00 with breakfast',
  'Shy with big dogs; walk alone',
  'Owner abroad; emergency contact is the sister',
  'Allergic to chicken',
  'Loves the garden; no bath please',
  'Needs a soft bed (old hips)',
];
const CHECK_IN_NOTES = [
  'Arrived calm',
  'A little nervous at first',
  'Small scratch on the left ear',
  'Ate well',
];
const CHECK_OUT_NOTES = [
  'Ate well all week',
  'Played every day',
  'Lost a little weight; eats slowly',
  'All fine',
];

/** How busy a day of the year is (1 = usual): summer and Christmas fill the hotel. */
function season(day) {
  const month = Number(day.slice(5, 7));
  const date = Number(day.slice(8, 10));
  if (month === 7 || month === 8) return 2.2;
  if (month === 12 && date >= 18) return 2;
  if (month === 1 && date <= 7) return 1.6;
  if (month === 4 || month === 6) return 1.3;
  return 1;
}

/**
 * Adds `stays` hotel stays for the dogs already in the database at `url`. Returns counts, the
 * day, and what the benchmark needs: dogs that never stayed (for creates), searches that hit.
 */
export async function seedHotel(
  url,
  { stays: stayTarget = 20_000, timeZone = 'Europe/Madrid', seed = 9, log = () => {} } = {},
) {
  const random = rng(seed);
  const { between, pick } = randomPicks(random);
  return withPg(url, async (client) => {
    const adminId = await firstUserId(client);
    const allDogs = (await client.query('SELECT id::text AS id, weight FROM dogs ORDER BY dog_id')).rows.map(
      (r) => ({ id: r.id, weight: r.weight ?? 12, stays: [] }),
    );
    if (allDogs.length < 100) throw new Error('seedHotel needs the dogs seeded first');

    const pool = allDogs.filter(() => random() < 0.1);
    const regulars = pool.filter(() => random() < 0.15);
    // Regulars take 40% of the stays.
    const pickDog = () => {
      const from = random() < 0.4 && regulars.length > 0 ? regulars : pool;
      return pick(from);
    };

    const now = Date.now();
    const today = businessToday(timeZone);
    // The days stays begin on, weighted: season, and the future thinning out with distance.
    const first = addDays(today, -910);
    const days = [];
    for (let n = -910; n <= 180; n++) {
      const day = addDays(today, n);
      const ahead = n <= 14 ? 1 : Math.max(0.15, 1 - (n - 14) / 200);
      days.push({ day, weight: season(day) * ahead });
    }
    const totalWeight = days.reduce((a, d) => a + d.weight, 0);

    const stays = [];
    // Half-open ranges of days, as the exclusion constraint sees them: leaving on the day the next
    // stay begins is no overlap.
    const overlaps = (dog, inDay, outDay) => dog.stays.some((s) => s.inDay < outDay && inDay < s.outDay);
    const stayAt = (day) => {
      const nights = random() < 0.15 ? 1 : random() < 0.85 ? between(2, 8) : between(8, 15);
      const outDay = addDays(day, nights);
      return {
        inDay: day,
        outDay,
        // When the dog actually arrives and leaves (the health checks' times).
        arriveMs: zonedTime(timeZone, day, between(10 * 60, 13 * 60)).getTime(),
        leaveMs: zonedTime(timeZone, outDay, between(10 * 60, 12 * 60 + 30)).getTime(),
      };
    };

    let skipped = 0;
    for (const { day, weight } of days) {
      const count = Math.floor((stayTarget * weight) / totalWeight + random());
      for (let i = 0; i < count; i++) {
        let placed = false;
        for (let tries = 0; tries < 8 && !placed; tries++) {
          const dog = pickDog();
          const when = stayAt(day);
          const cancelled = random() < (day > today ? 0.07 : 0.08);
          // A cancelled stay frees its dates: only the others hold the dog's calendar.
          if (!cancelled && overlaps(dog, when.inDay, when.outDay)) continue;
          const stay = { id: randomUUID(), dog, ...when, cancelled };
          if (!cancelled) dog.stays.push(stay);
          stays.push(stay);
          placed = true;
        }
        if (!placed) skipped++;
      }
    }

    // Where each stay stands now, by business day and, on its first and last day, by the clock.
    const statusOf = (s) => {
      if (s.cancelled) return 'cancelled';
      if (s.outDay < today || (s.outDay === today && s.leaveMs <= now)) return 'checked-out';
      if (s.inDay > today || (s.inDay === today && s.arriveMs > now)) return 'booked';
      return 'checked-in';
    };
    for (const s of stays) s.status = statusOf(s);
    // A dog leaving today after the arrival of its next stay: it leaves first (one stay in house).
    for (const dog of pool) {
      const here = dog.stays
        .filter((s) => s.status === 'checked-in')
        .sort((a, b) => (a.inDay < b.inDay ? -1 : 1));
      for (const earlier of here.slice(0, -1)) {
        earlier.status = 'checked-out';
        earlier.leaveMs = Math.min(earlier.leaveMs, now - MINUTE);
      }
    }

    const weightOf = (dog) =>
      Math.min(
        HEALTH_WEIGHT_MAX,
        Math.max(HEALTH_WEIGHT_MIN, Math.round(dog.weight * (0.95 + random() * 0.1) * 10) / 10),
      );
    const temperature = () => Math.round((37.6 + random() * 1.6) * 10) / 10;
    const rows = stays.map((s) => {
      const status = s.status;
      const checkedIn = status === 'checked-in' || status === 'checked-out';
      const checkedOut = status === 'checked-out';
      const inMs = bookingInstant(s.inDay, timeZone).getTime();
      const outMs = bookingInstant(s.outDay, timeZone).getTime();
      // Booked from two months to a day before arrival (never after now).
      const created = Math.min(now - MINUTE, s.arriveMs - between(1, 60) * DAY - between(0, 600) * MINUTE);
      const updated = checkedOut
        ? s.leaveMs
        : checkedIn
          ? s.arriveMs
          : s.cancelled
            ? Math.max(created, Math.min(now - MINUTE, s.arriveMs - DAY))
            : created;
      return {
        id: s.id,
        dog: s.dog.id,
        in: inMs,
        out: outMs,
        status,
        notes: random() < 0.3 ? pick(BOOKING_NOTES) : '',
        inWeight: checkedIn ? weightOf(s.dog) : null,
        inTemp: checkedIn ? temperature() : null,
        inNotes: checkedIn && random() < 0.3 ? pick(CHECK_IN_NOTES) : null,
        inBy: checkedIn ? pick(STAFF) : null,
        inAt: checkedIn ? s.arriveMs : null,
        outWeight: checkedOut ? weightOf(s.dog) : null,
        outTemp: checkedOut ? temperature() : null,
        outNotes: checkedOut && random() < 0.3 ? pick(CHECK_OUT_NOTES) : null,
        outBy: checkedOut ? pick(STAFF) : null,
        outAt: checkedOut ? s.leaveMs : null,
        created,
        updated,
      };
    });

    const t0 = Date.now();
    await client.query('BEGIN');
    await insertBatches(
      client,
      rows,
      5000,
      `INSERT INTO hotel_bookings (id, dog_id, check_in, check_out, status, notes,
          check_in_weight, check_in_temperature, check_in_notes, check_in_checked_by, check_in_checked_at,
          check_out_weight, check_out_temperature, check_out_notes, check_out_checked_by, check_out_checked_at,
          created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.dog, u.cin, u.cout, u.status::"HotelBookingStatus", u.notes,
              u.iw, u.it, u.inotes, u.iby, u.iat, u.ow, u.ot, u.onotes, u.oby, u.oat,
              $19::uuid, $19::uuid, u.created, u.updated
         FROM unnest($1::uuid[], $2::uuid[], $3::timestamptz[], $4::timestamptz[], $5::text[], $6::text[],
                     $7::float8[], $8::float8[], $9::text[], $10::text[], $11::timestamptz[],
                     $12::float8[], $13::float8[], $14::text[], $15::text[], $16::timestamptz[],
                     $17::timestamptz[], $18::timestamptz[])
           AS u(id, dog, cin, cout, status, notes, iw, it, inotes, iby, iat, ow, ot, onotes, oby, oat, created, updated)`,
      (b) => [
        b.map((r) => r.id),
        b.map((r) => r.dog),
        b.map((r) => isoOrNull(r.in)),
        b.map((r) => isoOrNull(r.out)),
        b.map((r) => r.status),
        b.map((r) => r.notes),
        b.map((r) => r.inWeight),
        b.map((r) => r.inTemp),
        b.map((r) => r.inNotes),
        b.map((r) => r.inBy),
        b.map((r) => isoOrNull(r.inAt)),
        b.map((r) => r.outWeight),
        b.map((r) => r.outTemp),
        b.map((r) => r.outNotes),
        b.map((r) => r.outBy),
        b.map((r) => isoOrNull(r.outAt)),
        b.map((r) => isoOrNull(r.created)),
        b.map((r) => isoOrNull(r.updated)),
        adminId,
      ],
    );
    await client.query('COMMIT');
    log(`hotel: ${rows.length} stays in ${Date.now() - t0} ms (${skipped} not placed: the dog was away)`);
    await vacuumAnalyze(client, 'hotel_bookings', log);

    const count = (status) => rows.filter((r) => r.status === status).length;
    const guests = new Set(stays.map((s) => s.dog.id));
    const live = stays.filter((s) => !s.cancelled);
    return {
      today,
      timeZone,
      first,
      stays: rows.length,
      guests: guests.size,
      checkedOut: count('checked-out'),
      checkedIn: count('checked-in'),
      booked: count('booked'),
      cancelled: count('cancelled'),
      arrivalsToday: live.filter((s) => s.inDay === today).length,
      departuresToday: live.filter((s) => s.outDay === today).length,
      nights: live.reduce((sum, s) => sum + daysBetween(s.inDay, s.outDay), 0),
      /** Dogs that never stayed: a booking for them never overlaps (booking creates). */
      neverStayed: allDogs.filter((d) => !guests.has(d.id)).map((d) => d.id),
    };
  });
}
