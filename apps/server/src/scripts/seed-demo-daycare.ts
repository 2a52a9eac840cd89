// The daycare part of `pnpm seed:demo`: about three months of a small daycare, written through
// the real services (purchase, check-in, check-out) with their clock set to the moment each
// thing happened, so every package's days left is exactly its days minus the visits that took
// one, and each check-in took the package a check-in would take. Times are the business's
// (APP_TIMEZONE): arrivals 07:30–09:30, pick-ups 16:30–19:00, weekdays only.
//
// Besides the regular traffic it stages what the Daycare screens should show on a demo day:
// packages of every type with every badge (active, expiring soon, used up, expired by date),
// dogs here now (one paying by the day with no package, one with particular signs, one whose
// package is almost used up, one whose package expires in two days), dogs already gone home if
// the day is far enough on, expected arrivals (pending visits; a package sold this morning for
// one), and a dog checked in yesterday whose check-out was forgotten.
import { addDays, businessToday, type TPackageType } from '@pawdesk/domain';
import type { AppDeps } from '../app-deps';
import type { ServiceContext } from '../lib/context';
import { checkIn, checkOut, type DaycareContext, daycareContext, purchasePackage } from '../modules/daycare';
import { isWeekday, randomPicks, zonedTime } from './seed-tools';

export interface DemoDog {
  id: string;
  particularSigns: string | null;
  /** Days since the dog was registered (no visit is older). */
  daysAgo: number;
}

const MINUTE = 60_000;

/** How a dog's family pays, and how often the dog comes. */
type Plan =
  | { kind: 'package'; type: TPackageType; attendance: number }
  | { kind: 'daily'; attendance: number };

export async function seedDemoDaycare(opts: {
  svc: ServiceContext;
  deps: AppDeps;
  dogs: readonly DemoDog[];
  random: () => number;
  days?: number;
}): Promise<{ packages: number; visits: number; hereNow: number }> {
  const { svc, deps, random } = opts;
  const timeZone = deps.env.timeZone;
  const base = daycareContext(svc, deps);
  let clock = new Date();
  const ctx: DaycareContext = { ...base, now: () => clock };
  const realNow = new Date();
  const today = businessToday(timeZone, realNow);
  const days = opts.days ?? 90;
  const { between } = randomPicks(random);
  let packages = 0;
  let visits = 0;

  const buy = async (dog: string, type: TPackageType, at: Date) => {
    clock = at;
    packages++;
    return purchasePackage(ctx, { dog, packageType: type });
  };
  /** A whole day at the daycare (or, with `stay: false`, a check-in that is still open). */
  const visit = async (dog: string, day: string, opts: { stay?: boolean; out?: Date; in?: Date } = {}) => {
    const inAt = opts.in ?? zonedTime(timeZone, day, between(7 * 60 + 30, 9 * 60 + 30));
    clock = inAt;
    const v = await checkIn(ctx, { dog, date: day, checkInTime: inAt.toISOString() });
    visits++;
    if (opts.stay) return v;
    const outAt = opts.out ?? zonedTime(timeZone, day, between(16 * 60 + 30, 19 * 60));
    clock = outAt;
    return checkOut(ctx, { id: v.id, checkOutTime: outAt.toISOString() });
  };
  const usable = async (dog: string, at: Date) => {
    const rows = await svc.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM daycare_packages
       WHERE dog_id = ${dog}::uuid AND days_left > 0 AND expires_at > ${at}`;
    return (rows[0]?.n ?? 0) > 0;
  };

  // Only dogs registered before the period visit; the staged ones first, the regulars after.
  const eligible = opts.dogs.filter((d) => d.daysAgo > days + 5);
  const withSigns = eligible.find((d) => d.particularSigns);
  const rest = eligible.filter((d) => d !== withSigns);
  const take = () => rest.shift()?.id;
  const staged = {
    nearlyUsed: take(), // a 15-day package with 3 days left; here now (2 left after today)
    usedUp: take(), // a 1-day package used, nothing since: expired by days
    lapsed: take(), // a 15-day package bought 75 days ago, used 6 times: expired by date
    noPackage: take(), // pays by the day; here now with no package
    forgotten: take(), // checked in yesterday, never checked out
    expectedA: take(), // pending today
    expectedB: take(), // pending today
    signs: withSigns?.id, // here now, with particular signs
    lastDays: take(), // a 15-day package that expires in 2 days with days left; here now
    spare: take(), // a 1-day package bought last week, not used yet
  };
  const regulars = rest.splice(0, Math.min(rest.length, 36));
  const plans = new Map<string, Plan>(
    regulars.map((d, i) => [
      d.id,
      i < 10
        ? { kind: 'package', type: '30-day', attendance: 0.8 }
        : i < 22
          ? { kind: 'package', type: '15-day', attendance: 0.45 }
          : i < 30
            ? { kind: 'package', type: '1-day', attendance: 0.12 }
            : { kind: 'daily', attendance: 0.25 },
    ]),
  );

  // The past months, day by day, in order (packages are bought when they are needed).
  const first = addDays(today, -days);
  for (let n = days; n >= 1; n--) {
    const day = addDays(today, -n);
    if (!isWeekday(day)) continue;
    for (const [dog, plan] of plans) {
      if (random() >= plan.attendance) continue;
      const arrival = zonedTime(timeZone, day, between(7 * 60 + 30, 9 * 60 + 30));
      if (plan.kind === 'package' && random() < 0.92 && !(await usable(dog, arrival))) {
        await buy(dog, plan.type, new Date(arrival.getTime() - between(2, 15) * MINUTE));
      }
      await visit(dog, day, { in: arrival });
    }
  }

  // The staged dogs.
  const weekdaysBack = (count: number) => {
    const out: string[] = [];
    for (let n = 1; out.length < count; n++) {
      const day = addDays(today, -n);
      if (isWeekday(day) && day >= first) out.push(day);
    }
    return out.reverse();
  };
  if (staged.nearlyUsed) {
    const recent = weekdaysBack(12);
    await buy(staged.nearlyUsed, '15-day', zonedTime(timeZone, recent[0] ?? today, 7 * 60 + 20));
    for (const day of recent) await visit(staged.nearlyUsed, day);
  }
  if (staged.usedUp) {
    const [day] = weekdaysBack(15);
    await buy(staged.usedUp, '1-day', zonedTime(timeZone, day ?? today, 7 * 60 + 15));
    await visit(staged.usedUp, day ?? today);
  }
  if (staged.lapsed) {
    const start = addDays(today, -75);
    await buy(staged.lapsed, '15-day', zonedTime(timeZone, start, 7 * 60 + 25));
    let used = 0;
    for (let n = 75; n >= 30 && used < 6; n -= 3) {
      const day = addDays(today, -n);
      if (!isWeekday(day) || n > days) continue;
      await visit(staged.lapsed, day);
      used++;
    }
  }
  if (staged.signs) {
    await buy(staged.signs, '30-day', zonedTime(timeZone, addDays(today, -20), 7 * 60 + 40));
  }
  if (staged.lastDays) {
    await buy(staged.lastDays, '15-day', zonedTime(timeZone, addDays(today, -58), 7 * 60 + 35));
    for (const n of [50, 43, 36, 29, 22]) {
      const day = addDays(today, -n);
      if (isWeekday(day)) await visit(staged.lastDays, day);
    }
  }
  if (staged.spare) {
    await buy(staged.spare, '1-day', zonedTime(timeZone, addDays(today, -6), 12 * 60 + 15));
  }
  if (staged.forgotten) {
    const yesterday = addDays(today, -1);
    await buy(staged.forgotten, '30-day', zonedTime(timeZone, yesterday, 7 * 60 + 50));
    await visit(staged.forgotten, yesterday, { stay: true, in: zonedTime(timeZone, yesterday, 8 * 60 + 10) });
  }

  // Today. Arrivals from 07:30, never later than now; those gone home left before now.
  const nowMs = realNow.getTime();
  const dayStart = zonedTime(timeZone, today, 0).getTime();
  const arrival = (minutes: number) =>
    new Date(
      Math.max(
        dayStart + MINUTE,
        Math.min(zonedTime(timeZone, today, minutes).getTime(), nowMs - between(5, 60) * MINUTE),
      ),
    );
  let hereNow = staged.forgotten ? 1 : 0;
  const hereToday = [
    staged.nearlyUsed,
    staged.noPackage,
    staged.signs,
    staged.lastDays,
    ...[...plans.keys()].filter((id) => plans.get(id)?.kind === 'package').slice(0, 5),
  ].filter((id): id is string => Boolean(id));
  for (const [i, dog] of hereToday.entries()) {
    await visit(dog, today, { stay: true, in: arrival(7 * 60 + 30 + i * 11) });
    hereNow++;
  }
  // Two dogs already went home when the day is far enough on (a half day).
  const morningOnly = [...plans.keys()].filter((id) => !hereToday.includes(id)).slice(0, 2);
  for (const dog of morningOnly) {
    const inAt = arrival(7 * 60 + 45);
    const outAt = new Date(inAt.getTime() + 4 * 60 * MINUTE);
    if (outAt.getTime() < nowMs) await visit(dog, today, { in: inAt, out: outAt });
  }
  // Expected later today; one family bought a package for it by phone this morning.
  for (const dog of [staged.expectedA, staged.expectedB]) {
    if (!dog) continue;
    clock = new Date(Math.max(dayStart + MINUTE, nowMs - between(30, 90) * MINUTE));
    if (dog === staged.expectedA) await buy(dog, '15-day', clock);
    await checkIn(ctx, { dog, date: today, checkInTime: null });
    visits++;
  }

  // The audit dates of the visits are when they happened, not when the seed ran.
  await svc.prisma.$executeRaw`
    UPDATE daycare_visits
       SET created_at = check_in_time, updated_at = coalesce(check_out_time, check_in_time)
     WHERE dog_id = ANY(${opts.dogs.map((d) => d.id)}::uuid[]) AND check_in_time IS NOT NULL`;
  return { packages, visits, hereNow };
}
