// The daycare's part of the Today board (docs/domains/timeline.md): the dogs checked in and not out (any day's:
// a forgotten check-out still holds the dog), the first few in full and how many, and how many of
// them the desk must talk to at pick-up about paying (packageAlert, the rule the Overview's
// reminders use: no usable package, or a package running out); and the dogs expected today
// (docs/domains/daycare.md: a pending visit of today, the dog not here yet), so the desk checks them in from
// the board.
import { packageAlert, type TDaycareVisit } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type DaycareContext, todayOf } from './daycare.context';
import {
  ACTIVE,
  HERE_JOINS,
  NEXT_PACKAGE_COLUMNS,
  type NextPackageColumns,
  nextPackageSql,
} from './daycare.overview';
import { toVisitDto, VISIT_COLUMNS, type VisitRow } from './visits.dto';

export interface DaycareBoard {
  /** Earliest check-in first; the first `cap`. */
  checkedIn: TDaycareVisit[];
  checkedInCount: number;
  /** Dogs here whose visit no package paid and who have no usable package. */
  noPackage: number;
  /** Dogs here whose next package pays for EXPIRING_SOON_DAYS days or fewer (0: used up today). */
  packagesExpiring: number;
  /** Today's pending visits of dogs not here now, one per dog, booked first first; the first `cap`. */
  expected: TDaycareVisit[];
  expectedCount: number;
  /** Every dog here or expected today (uncapped), for the board's vaccination check. */
  dogsToday: { dogId: string; dogName: string }[];
}

const EARLIEST_CHECK_IN = Prisma.sql`v.check_in_time, v.id`;
const BOOKED_FIRST = Prisma.sql`v.created_at, v.id`;

/**
 * Four statements at once. Two on the partial unique index of active visits: every dog here with
 * the package its visit took and its next usable package (by the daycare_packages(dog_id,
 * expires_at) index, as a check-in would pick it), and the first `cap` visits in full. The third
 * reads today's pending visits through their partial index (daycare_visits_pending_idx), leaving
 * out a dog already here (the unique index of active visits) and a dog's later pending visits
 * of the day (the check-in converts its oldest), with their count. The fourth names every dog
 * with a pending visit today, which with the dogs here is what the vaccination to-do checks.
 */
export async function daycareBoard(
  ctx: DaycareContext,
  caps: { checkedIn: number; expected: number },
): Promise<DaycareBoard> {
  const now = ctx.now();
  const today = todayOf(ctx);
  const [here, first, expected, pending] = await Promise.all([
    ctx.prisma.$queryRaw<
      (NextPackageColumns & { packageId: string | null; dogId: string; dogName: string })[]
    >`
      SELECT v.package_id::text AS "packageId", v.dog_id::text AS "dogId", d.name AS "dogName", ${NEXT_PACKAGE_COLUMNS}
        FROM daycare_visits v
        JOIN dogs d ON d.id = v.dog_id
        LEFT JOIN LATERAL (${nextPackageSql(Prisma.sql`v.dog_id`, now)}) np ON TRUE
       WHERE ${ACTIVE('v')}`,
    // The first few picked alone (a top-N sort of the few hundred active visits found by the
    // partial index), then joined: asked in one, the planner walked every visit of the year.
    ctx.prisma.$queryRaw<VisitRow[]>`
      WITH first AS MATERIALIZED (
        SELECT v.id FROM daycare_visits v WHERE ${ACTIVE('v')} ORDER BY ${EARLIEST_CHECK_IN} LIMIT ${caps.checkedIn})
      SELECT ${VISIT_COLUMNS} FROM first JOIN daycare_visits v ON v.id = first.id ${HERE_JOINS}
       ORDER BY ${EARLIEST_CHECK_IN}`,
    ctx.prisma.$queryRaw<(VisitRow & { total: number })[]>`
      WITH due AS MATERIALIZED (
        SELECT v.id, v.created_at FROM daycare_visits v
         WHERE v.date = ${today}::date AND v.check_in_time IS NULL
           AND NOT EXISTS (SELECT 1 FROM daycare_visits a WHERE a.dog_id = v.dog_id AND ${ACTIVE('a')})
           AND NOT EXISTS (SELECT 1 FROM daycare_visits o
                            WHERE o.dog_id = v.dog_id AND o.date = v.date AND o.check_in_time IS NULL
                              AND (o.created_at, o.id) < (v.created_at, v.id))),
      first AS (SELECT due.id FROM due ORDER BY due.created_at, due.id LIMIT ${caps.expected})
      SELECT ${VISIT_COLUMNS}, (SELECT count(*)::int FROM due) AS total
        FROM first JOIN daycare_visits v ON v.id = first.id ${HERE_JOINS}
       ORDER BY ${BOOKED_FIRST}`,
    ctx.prisma.$queryRaw<{ dogId: string; dogName: string }[]>`
      SELECT DISTINCT v.dog_id::text AS "dogId", d.name AS "dogName"
        FROM daycare_visits v JOIN dogs d ON d.id = v.dog_id
       WHERE v.date = ${today}::date AND v.check_in_time IS NULL`,
  ]);
  const dogsToday = new Map<string, string>();
  for (const row of [...here, ...pending]) dogsToday.set(row.dogId, row.dogName);
  const alerts = here.map(
    (row) =>
      packageAlert(
        row,
        row.nextExpiresAt === null ? null : { daysLeft: row.nextDaysLeft ?? 0, expiresAt: row.nextExpiresAt },
        now,
      )?.kind,
  );
  return {
    checkedIn: first.map(toVisitDto),
    checkedInCount: here.length,
    noPackage: alerts.filter((kind) => kind === 'no-package').length,
    packagesExpiring: alerts.filter((kind) => kind === 'expiring-package').length,
    expected: expected.map(toVisitDto),
    expectedCount: expected[0]?.total ?? 0,
    dogsToday: [...dogsToday].map(([dogId, dogName]) => ({ dogId, dogName })),
  };
}
