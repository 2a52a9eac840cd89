// The daycare's part of the Today board (issue 12): the dogs checked in and not out (any day's:
// a forgotten check-out still holds the dog), the first few in full and how many, and how many of
// them the desk must talk to at pick-up about paying (packageAlert, the rule the Overview's
// reminders use: no usable package, or a package running out).
import { packageAlert, type TDaycareVisit } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { DaycareContext } from './daycare.context';
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
}

const EARLIEST_CHECK_IN = Prisma.sql`v.check_in_time, v.id`;

/**
 * Two statements at once, both on the partial unique index of active visits: every dog here with
 * the package its visit took and its next usable package (by the daycare_packages(dog_id,
 * expires_at) index, as a check-in would pick it), and the first `cap` visits in full.
 */
export async function daycareBoard(ctx: DaycareContext, cap: number): Promise<DaycareBoard> {
  const now = ctx.now();
  const [here, first] = await Promise.all([
    ctx.prisma.$queryRaw<(NextPackageColumns & { packageId: string | null })[]>`
      SELECT v.package_id::text AS "packageId", ${NEXT_PACKAGE_COLUMNS}
        FROM daycare_visits v
        LEFT JOIN LATERAL (${nextPackageSql(Prisma.sql`v.dog_id`, now)}) np ON TRUE
       WHERE ${ACTIVE('v')}`,
    // The first few picked alone (a top-N sort of the few hundred active visits found by the
    // partial index), then joined: asked in one, the planner walked every visit of the year.
    ctx.prisma.$queryRaw<VisitRow[]>`
      WITH first AS MATERIALIZED (
        SELECT v.id FROM daycare_visits v WHERE ${ACTIVE('v')} ORDER BY ${EARLIEST_CHECK_IN} LIMIT ${cap})
      SELECT ${VISIT_COLUMNS} FROM first JOIN daycare_visits v ON v.id = first.id ${HERE_JOINS}
       ORDER BY ${EARLIEST_CHECK_IN}`,
  ]);
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
  };
}
