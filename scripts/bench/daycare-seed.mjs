// Seeds a year of daycare straight in SQL for the daycare benchmark, on top of the dogs of
// dogs-seed.mjs: packages and visits as the product would have written them (days left = the
// package's days minus the visits linked to it; a check-in draws from the usable package that
// expires first). Deterministic for a given seed and day.
//
// Shape: a pool of daycare dogs (regulars who come most weekdays, others now and then), visits
// on the weekdays of the past year with check-ins 07:30–09:30 and check-outs 16:30–19:00 in the
// business zone; a dog without a usable package usually buys one on arrival (regulars 15 or 30
// days, others often a single day), the rest are paid by the day. Today: most of the day's
// dogs are here now, some have left, a few are expected; a few check-outs were forgotten on
// earlier days. Packages beyond those the visits need were bought and never used (some expired).
import { randomUUID } from 'node:crypto';
import { firstUserId, importTs, insertBatches, isoOrNull, vacuumAnalyze, withPg } from './lib.mjs';

const { isWeekday, randomPicks, rng, zonedTime } = await importTs('apps/server/src/scripts/seed-tools.ts');
const {
  addDays,
  businessToday,
  isUsablePackage,
  PACKAGE_DAYS,
  PACKAGE_TYPES,
  packageExpiresAt,
  pickPackage,
} = await importTs('packages/domain/src/index.ts');

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Adds `packages` packages and `visits` visits (today's included) for the dogs already in the
 * database at `url`. Returns counts and a few facts the benchmark prints.
 */
export async function seedDaycare(
  url,
  {
    visits: visitTarget = 100_000,
    packages: packageTarget = 20_000,
    timeZone = 'Europe/Madrid',
    seed = 7,
    log = () => {},
  } = {},
) {
  const random = rng(seed);
  const { between, pick } = randomPicks(random);
  return withPg(url, async (client) => {
    const adminId = await firstUserId(client);
    const dogIds = (await client.query('SELECT id::text AS id FROM dogs ORDER BY dog_id')).rows.map(
      (r) => r.id,
    );
    if (dogIds.length < 100) throw new Error('seedDaycare needs the dogs seeded first');

    // The daycare's dogs: a fifth of all dogs, 8% of them regulars.
    const pool = dogIds.filter(() => random() < 0.2);
    const dogs = pool.map((id) => ({ id, regular: random() < 0.08, packages: [] }));
    const weights = dogs.map((d) => (d.regular ? 40 + random() * 40 : 0.5 + random() * 2));
    const totalWeight = weights.reduce((a, b) => a + b, 0);
    // A cumulative table for weighted picks.
    const cumulative = [];
    let acc = 0;
    for (const w of weights) {
      acc += w / totalWeight;
      cumulative.push(acc);
    }
    const pickDog = () => {
      const r = random();
      let lo = 0;
      let hi = cumulative.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] < r) lo = mid + 1;
        else hi = mid;
      }
      return dogs[lo];
    };

    const today = businessToday(timeZone);
    const pastDays = [];
    for (let n = 365; n >= 1; n--) {
      const day = addDays(today, -n);
      if (isWeekday(day)) pastDays.push(day);
    }
    const todayCount = Math.round(visitTarget / (pastDays.length + 1));
    const forgotten = 5;
    const pastCount = visitTarget - todayCount - forgotten;
    const perDay = pastCount / pastDays.length;

    const packages = [];
    const visits = [];
    const buy = (dog, type, purchasedMs) => {
      const purchasedAt = new Date(purchasedMs);
      const pkg = {
        id: randomUUID(),
        dog: dog.id,
        type,
        daysLeft: PACKAGE_DAYS[type],
        purchasedAt,
        expiresAt: packageExpiresAt(purchasedAt, type),
      };
      packages.push(pkg);
      dog.packages.push(pkg);
      return pkg;
    };
    /** A visit of `dog` on `day`; `state`: completed, active or pending. */
    const visit = (dog, day, state) => {
      const inMs = zonedTime(timeZone, day, between(7 * 60 + 30, 9 * 60 + 30)).getTime();
      const outMs = zonedTime(timeZone, day, between(16 * 60 + 30, 19 * 60)).getTime();
      let pkg = null;
      if (state !== 'pending') {
        // The package a check-in at that moment draws from (the product's own rule).
        pkg = pickPackage(dog.packages, new Date(inMs));
        if (!pkg && packages.length < packageTarget && random() < (dog.regular ? 0.95 : 0.45)) {
          const type = dog.regular
            ? random() < 0.6
              ? '30-day'
              : '15-day'
            : PACKAGE_TYPES[Math.floor(random() * 2)];
          pkg = buy(dog, type, inMs - (1 + Math.floor(random() * 20)) * MINUTE);
        }
        if (pkg) pkg.daysLeft -= 1;
      }
      visits.push({
        id: randomUUID(),
        dog: dog.id,
        day,
        in: state === 'pending' ? null : inMs,
        out: state === 'completed' ? outMs : null,
        pkg: pkg?.id ?? null,
        notes: random() < 0.05 ? 'Ate well, played all afternoon' : null,
      });
    };

    const active = new Set();
    // The past year, day by day.
    const forgetOn = new Set(
      pastDays
        .slice(-20)
        .filter(() => random() < 0.3)
        .slice(0, forgotten),
    );
    let leftToForget = forgotten;
    for (const [index, day] of pastDays.entries()) {
      const count = Math.round(perDay * (index + 1)) - Math.round(perDay * index);
      const seen = new Set();
      for (let i = 0; i < count; i++) {
        let dog = pickDog();
        for (let tries = 0; seen.has(dog.id) && tries < 20; tries++) dog = pickDog();
        if (seen.has(dog.id) || active.has(dog.id)) continue;
        seen.add(dog.id);
        // A handful of check-outs forgotten in the last weeks (still active now).
        if (leftToForget > 0 && forgetOn.has(day) && i === 0) {
          visit(dog, day, 'active');
          active.add(dog.id);
          leftToForget--;
        } else visit(dog, day, 'completed');
      }
    }
    // Today: 60% here now, 30% left already, 10% expected.
    const seenToday = new Set();
    while (visits.length < visitTarget) {
      const dog = pickDog();
      if (seenToday.has(dog.id) || active.has(dog.id)) continue;
      seenToday.add(dog.id);
      const r = random();
      const state = r < 0.6 ? 'active' : r < 0.9 ? 'completed' : 'pending';
      visit(dog, today, state);
      if (state === 'active') active.add(dog.id);
    }
    // The rest of the packages: bought and never used, over the past year (many expired now).
    const now = Date.now();
    while (packages.length < packageTarget) {
      const dog = pick(dogs);
      const type = pick(PACKAGE_TYPES);
      buy(dog, type, now - Math.floor(random() * 365 * DAY));
    }

    const t0 = Date.now();
    await client.query('BEGIN');
    await insertBatches(
      client,
      packages,
      5000,
      `INSERT INTO daycare_packages (id, dog_id, package_type, days_left, purchased_at, expires_at,
                                     created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.dog, u.type::"DaycarePackageType", u.days, u.bought, u.expires, $7::uuid, $7::uuid, u.bought, u.bought
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::int[], $5::timestamptz[], $6::timestamptz[])
           AS u(id, dog, type, days, bought, expires)`,
      (b) => [
        b.map((p) => p.id),
        b.map((p) => p.dog),
        b.map((p) => p.type),
        b.map((p) => p.daysLeft),
        b.map((p) => p.purchasedAt.toISOString()),
        b.map((p) => p.expiresAt.toISOString()),
        adminId,
      ],
    );
    await insertBatches(
      client,
      visits,
      10_000,
      `INSERT INTO daycare_visits (id, dog_id, date, check_in_time, check_out_time, notes, package_id,
                                   created_by_id, updated_by_id, created_at, updated_at)
       SELECT u.id, u.dog, u.day, u.cin, u.cout, u.notes, u.pkg, $8::uuid, $8::uuid,
              coalesce(u.cin, u.day::timestamp AT TIME ZONE $9), coalesce(u.cout, u.cin, u.day::timestamp AT TIME ZONE $9)
         FROM unnest($1::uuid[], $2::uuid[], $3::date[], $4::timestamptz[], $5::timestamptz[], $6::text[], $7::uuid[])
           AS u(id, dog, day, cin, cout, notes, pkg)`,
      (b) => [
        b.map((v) => v.id),
        b.map((v) => v.dog),
        b.map((v) => v.day),
        b.map((v) => isoOrNull(v.in)),
        b.map((v) => isoOrNull(v.out)),
        b.map((v) => v.notes),
        b.map((v) => v.pkg),
        adminId,
        timeZone,
      ],
    );
    await client.query('COMMIT');
    log(`daycare: ${packages.length} packages and ${visits.length} visits in ${Date.now() - t0} ms`);
    await vacuumAnalyze(client, 'daycare_packages, daycare_visits', log);
    const linked = visits.filter((v) => v.pkg).length;
    return {
      today,
      timeZone,
      poolDogs: dogs.length,
      regulars: dogs.filter((d) => d.regular).length,
      packages: packages.length,
      visits: visits.length,
      visitsToday: visits.filter((v) => v.day === today).length,
      hereNow: active.size,
      visitsWithPackage: linked,
      usablePackagesNow: packages.filter((p) => isUsablePackage(p, new Date(now))).length,
      /** Dogs of the pool not here now (check-in candidates), regulars first. */
      notHere: dogs
        .filter((d) => !active.has(d.id))
        .sort((a, b) => Number(b.regular) - Number(a.regular))
        .map((d) => d.id),
    };
  });
}
