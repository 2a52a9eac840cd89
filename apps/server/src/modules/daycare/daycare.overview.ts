// The Overview tab and the check-in picker.
//
// The Overview answers in three statements run at once on separate connections: the day's
// figures (today's visits through the index led by the visit date), the dogs here now with what
// their reminders need (the partial unique index on active visits; each dog's next usable
// package through daycare_packages(dog_id, expires_at)), and the day's check-ins and check-outs
// (the date index over a short look-back). Decisions: the README (Daycare).
import {
  dayWindow,
  PACKAGE_TYPES,
  packageAlert,
  type TCheckInOption,
  type TCheckInOptionsInput,
  type TDaycareActivity,
  type TDaycareOverview,
  type TDaycareReminder,
  type TPackageType,
  type TReminderKind,
  ZCheckInOptionsInput,
} from '@pawdesk/domain';
import {
  DOG_OPTION_COLUMNS,
  type DogOptionRow,
  dogOptionOf,
  dogOptionsPage,
  PAGE_ORDER,
} from '../../db/dog-options';
import { Prisma } from '../../db/prisma';
import { isoOrNull } from '../../lib/dto';
import { type DaycareContext, todayOf } from './daycare.context';
import { usablePackagesInOrder } from './packages.service';
import { toVisitDto, VISIT_COLUMNS, type VisitRow, visitStatusWhere } from './visits.dto';

/** At most this many check-ins and check-outs in the Overview's activity. */
export const ACTIVITY_LIMIT = 20;

/**
 * A visit checked out today is found among the visits dated this many days back (through the
 * date index): a check-out forgotten for longer than that is not in today's activity.
 */
export const ACTIVITY_LOOKBACK_DAYS = 31;

/** The order reminders are shown in: the most urgent kind first. */
export const REMINDER_ORDER: readonly TReminderKind[] = [
  'long-stay',
  'no-package',
  'expiring-package',
  'particular-signs',
];

/**
 * The usable package a check-in of dog `dogId` (SQL) would draw from at `now`: the first of
 * usablePackagesInOrder (pickPackage of @pawdesk/domain in SQL, the order takePackageDay takes).
 */
export function nextPackageSql(dogId: Prisma.Sql, now: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT np.id::text AS id, np.package_type::text AS "packageType", np.days_left AS "daysLeft",
           np.expires_at AS "expiresAt", np.purchased_at AS "purchasedAt"
      ${usablePackagesInOrder('np', dogId, now)}
     LIMIT 1`;
}

export interface NextPackageColumns {
  nextId: string | null;
  nextType: string | null;
  nextDaysLeft: number | null;
  nextExpiresAt: Date | string | null;
  nextPurchasedAt: Date | string | null;
}

export const NEXT_PACKAGE_COLUMNS = Prisma.sql`
  np.id AS "nextId", np."packageType" AS "nextType", np."daysLeft" AS "nextDaysLeft",
  np."expiresAt" AS "nextExpiresAt", np."purchasedAt" AS "nextPurchasedAt"`;

export function nextPackageOf(row: NextPackageColumns): TCheckInOption['nextPackage'] {
  if (!row.nextId || !row.nextExpiresAt || !row.nextPurchasedAt) return null;
  return {
    id: row.nextId,
    packageType: row.nextType as TPackageType,
    daysLeft: row.nextDaysLeft ?? 0,
    expiresAt: new Date(row.nextExpiresAt).toISOString(),
    purchasedAt: new Date(row.nextPurchasedAt).toISOString(),
  };
}

/**
 * VISIT_JOINS for the few hundred dogs here now, with each visit's package read by its key
 * (OFFSET 0 keeps the lookup per row): joined as a whole, the planner hashes every package.
 */
export const HERE_JOINS = Prisma.sql`
  JOIN dogs d ON d.id = v.dog_id
  LEFT JOIN LATERAL (SELECT * FROM daycare_packages p WHERE p.id = v.package_id OFFSET 0) p ON TRUE
  LEFT JOIN users cu ON cu.id = v.created_by_id
  LEFT JOIN users uu ON uu.id = v.updated_by_id`;

/** `WHERE` of an active visit (checked in, not out): the partial unique index's own predicate. */
export const ACTIVE = (v: string) => visitStatusWhere('active', v);

// ---------------------------------------------------------------------------------------------

// The Overview tab

// ---------------------------------------------------------------------------------------------

interface FigureRow {
  completedToday: number;
  totalToday: number;
  withoutPackage: number;
  packagesSold: number;
  byType: { packageType: string; days: number }[] | null;
}

type HereRow = VisitRow &
  NextPackageColumns & {
    particularSigns: string | null;
  };

interface ActivityRow {
  kind: 'check-in' | 'check-out';
  at: Date;
  visitId: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
}

/** The reminders of one dog here now (the README, Daycare, says why each one exists). */
function remindersOf(row: HereRow, today: string, now: Date): TDaycareReminder[] {
  const dog = { id: row.dogId, name: row.dogName, breed: row.dogBreed };
  const reminder = (kind: TReminderKind, detail: string | null): TDaycareReminder => ({
    kind,
    dog,
    visitId: row.id,
    detail,
  });
  const out: TDaycareReminder[] = [];
  // Checked in on an earlier day and never checked out: someone forgot the check-out.
  if (row.date < today) out.push(reminder('long-stay', isoOrNull(row.checkInTime)));
  // Nothing left to pay the next day with: this visit was paid by the day (no-package), or it
  // took the last day of its package (expiring-package, 0 days left); or the next package pays
  // for few days: tell the owner at pick-up (packageAlert, shared with the dashboard).
  const alert = packageAlert(row, nextPackageOf(row), now);
  if (alert?.kind === 'no-package') out.push(reminder('no-package', null));
  if (alert?.kind === 'expiring-package') out.push(reminder('expiring-package', String(alert.days)));
  const signs = row.particularSigns?.trim();
  if (signs) out.push(reminder('particular-signs', signs));
  return out;
}

export async function daycareOverview(ctx: DaycareContext): Promise<TDaycareOverview> {
  const now = ctx.now();
  const today = todayOf(ctx);
  // The day's instants by the domain's rule (zoned-time.ts), not SQL's AT TIME ZONE, which reads
  // a repeated midnight differently.
  const { start, end } = dayWindow(ctx.timeZone, today);
  const p = ctx.prisma;

  const [figureRows, hereRows, activityRows] = await Promise.all([
    // The day's figures in one statement: visits dated today (date index), days taken per
    // package type, packages sold today. (Dogs here now are counted from the list below.)
    p.$queryRaw<FigureRow[]>`
      WITH t AS (SELECT v.dog_id, v.package_id, v.check_in_time, v.check_out_time
                   FROM daycare_visits v WHERE v.date = ${today}::date)
      SELECT
        (SELECT count(*)::int FROM t WHERE ${visitStatusWhere('completed', 't')})
          AS "completedToday",
        (SELECT count(*)::int FROM t) AS "totalToday",
        (SELECT count(*)::int FROM t WHERE t.package_id IS NULL AND t.check_in_time IS NOT NULL)
          AS "withoutPackage",
        -- A package sold today has not expired yet (every validity is 30 days or more): the
        -- expiry index narrows the search to the packages still running.
        (SELECT count(*)::int FROM daycare_packages dp
          WHERE dp.expires_at > ${start} AND dp.purchased_at >= ${start} AND dp.purchased_at < ${end})
          AS "packagesSold",
        -- Each package's type read by its key (a join would hash every package for a few days).
        (SELECT json_agg(json_build_object('packageType', x.type, 'days', x.days))
           FROM (SELECT u.type, count(*)::int AS days
                   FROM (SELECT (SELECT dp.package_type::text FROM daycare_packages dp WHERE dp.id = k.package_id) AS type
                           FROM (SELECT DISTINCT t.package_id, t.dog_id FROM t WHERE t.package_id IS NOT NULL) k) u
                  GROUP BY u.type) x) AS "byType"`,
    // Dogs here now, earliest check-in first, with the particular signs and the next usable
    // package their reminders need. One JSON value: for a few hundred rows of thirty columns,
    // PostgreSQL writing JSON costs less than the driver converting every value.
    p.$queryRaw<{ rows: HereRow[] | null }[]>`
      SELECT json_agg(h ORDER BY h."checkInTime", h.id) AS rows FROM (
        SELECT ${VISIT_COLUMNS}, d.particular_signs AS "particularSigns", ${NEXT_PACKAGE_COLUMNS}
          FROM daycare_visits v ${HERE_JOINS}
          LEFT JOIN LATERAL (${nextPackageSql(Prisma.sql`v.dog_id`, now)}) np ON TRUE
         WHERE ${ACTIVE('v')}) h`.then((r) => r[0]?.rows ?? []),
    // Today's check-ins and check-outs, newest first.
    p.$queryRaw<ActivityRow[]>`
      WITH recent AS (
        SELECT v.id, v.dog_id, v.check_in_time, v.check_out_time FROM daycare_visits v
         WHERE v.date >= ${today}::date - ${ACTIVITY_LOOKBACK_DAYS}::int
           AND ((v.check_in_time >= ${start} AND v.check_in_time < ${end})
             OR (v.check_out_time >= ${start} AND v.check_out_time < ${end}))),
      events AS (
        SELECT 'check-in' AS kind, r.check_in_time AS at, r.id, r.dog_id FROM recent r
         WHERE r.check_in_time >= ${start} AND r.check_in_time < ${end}
        UNION ALL
        SELECT 'check-out', r.check_out_time, r.id, r.dog_id FROM recent r
         WHERE r.check_out_time >= ${start} AND r.check_out_time < ${end}
        ORDER BY 2 DESC, 1 DESC, 3 DESC LIMIT ${ACTIVITY_LIMIT})
      SELECT e.kind, e.at, e.id::text AS "visitId", d.id::text AS "dogId", d.name AS "dogName",
             d.breed AS "dogBreed"
        FROM events e JOIN dogs d ON d.id = e.dog_id
       ORDER BY e.at DESC, e.kind DESC, e.id DESC`,
  ]);

  const f = figureRows[0] ?? {
    completedToday: 0,
    totalToday: 0,
    withoutPackage: 0,
    packagesSold: 0,
    byType: null,
  };
  const daysByType = new Map((f.byType ?? []).map((t) => [t.packageType, t.days]));
  const byType = PACKAGE_TYPES.map((packageType) => ({
    packageType,
    days: daysByType.get(packageType) ?? 0,
  }));

  const reminders = hereRows.flatMap((row) => remindersOf(row, today, now));
  reminders.sort((a, b) => REMINDER_ORDER.indexOf(a.kind) - REMINDER_ORDER.indexOf(b.kind)); // stable

  const activity: TDaycareActivity[] = activityRows.map((r) => ({
    kind: r.kind,
    at: r.at.toISOString(),
    visitId: r.visitId,
    dog: { id: r.dogId, name: r.dogName, breed: r.dogBreed },
  }));

  return {
    date: today,
    hereNow: hereRows.length,
    completedToday: f.completedToday,
    totalToday: f.totalToday,
    here: hereRows.map(toVisitDto),
    activity,
    packageUsage: {
      daysTaken: byType.reduce((sum, t) => sum + t.days, 0),
      byType,
      withoutPackage: f.withoutPackage,
      packagesSold: f.packagesSold,
    },
    reminders,
  };
}

// ---------------------------------------------------------------------------------------------

// The check-in picker

// ---------------------------------------------------------------------------------------------

type OptionRow = NextPackageColumns & DogOptionRow;

/** The picker's ranks: an expected visit today first, then a usable package, then the rest. */
const EXPECTED_TODAY = 2;
const HAS_PACKAGE = 1;

/**
 * Dogs matching the search that are not checked in now, each with the package a check-in would
 * use; the dogs expected now first (an expected visit today, then a usable package), then by name
 * (db/dog-options.ts), at most `limit`.
 */
export async function checkInOptions(
  ctx: DaycareContext,
  raw: TCheckInOptionsInput,
): Promise<TCheckInOption[]> {
  const input = ZCheckInOptionsInput.parse(raw);
  const now = ctx.now();
  const expected = Prisma.sql`
    SELECT v.dog_id, ${EXPECTED_TODAY}::int AS rank FROM daycare_visits v
     WHERE v.date = ${todayOf(ctx)}::date AND v.check_in_time IS NULL
    UNION ALL
    SELECT p.dog_id, ${HAS_PACKAGE}::int AS rank FROM daycare_packages p
     WHERE p.days_left > 0 AND p.expires_at > ${now}`;
  const rows = await ctx.prisma.$queryRaw<OptionRow[]>`
    WITH ${dogOptionsPage({
      search: input.search,
      limit: input.limit,
      where: [
        Prisma.sql`NOT EXISTS (SELECT 1 FROM daycare_visits v WHERE v.dog_id = d.id AND ${ACTIVE('v')})`,
      ],
      expected,
    })}
    SELECT ${DOG_OPTION_COLUMNS}, ${NEXT_PACKAGE_COLUMNS}
      FROM page LEFT JOIN LATERAL (${nextPackageSql(Prisma.sql`page.id`, now)}) np ON TRUE
     ORDER BY ${PAGE_ORDER}`;
  return rows.map((r) => ({
    ...dogOptionOf(r),
    nextPackage: nextPackageOf(r),
    expectedToday: r.rank === EXPECTED_TODAY,
  }));
}

// ---------------------------------------------------------------------------------------------

// The dog details modal

// ---------------------------------------------------------------------------------------------
