// A daycare visit as the APIs answer it (ZDaycareVisit): the SQL that reads one or many visits
// with their dog, the dog's owners (primary first), the package the day came from and the audit
// users, in one statement, and the row → DTO mapping. Shared by the visits service and the
// Overview (its "here now" cards).

import type { TDaycareVisit, TPackageType, TVisitStatus } from '@pawdesk/domain';
import { VISIT_STATUSES, visitStatus } from '@pawdesk/domain';
import { auditRef } from '../../db/audit-columns';
import { DOG_OWNER_REFS_SQL, type DogOwnerRef, dogOwnerRefs } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { isoOf, isoOrNull } from '../../lib/dto';

/** One row of VISIT_COLUMNS. */
export interface VisitRow {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  owners: DogOwnerRef[] | null;
  date: string;
  checkInTime: Date | string | null;
  checkOutTime: Date | string | null;
  notes: string | null;
  packageId: string | null;
  packageType: string | null;
  daysLeft: number | null;
  expiresAt: Date | string | null;
  purchasedAt: Date | string | null;
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/**
 * Every column a visit answer needs; `v` is daycare_visits, joined by VISIT_JOINS. The owners
 * are aggregated per visit row, so use it on the rows that are answered (a page), not on a scan.
 */
export const VISIT_COLUMNS = Prisma.sql`
  v.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
  ${DOG_OWNER_REFS_SQL} AS owners,
  to_char(v.date, 'YYYY-MM-DD') AS date,
  v.check_in_time AS "checkInTime", v.check_out_time AS "checkOutTime", v.notes,
  p.id::text AS "packageId", p.package_type::text AS "packageType", p.days_left AS "daysLeft",
  p.expires_at AS "expiresAt", p.purchased_at AS "purchasedAt",
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername",
  v.created_at AS "createdAt", v.updated_at AS "updatedAt"`;

export const VISIT_JOINS = Prisma.sql`
  JOIN dogs d ON d.id = v.dog_id
  LEFT JOIN daycare_packages p ON p.id = v.package_id
  LEFT JOIN users cu ON cu.id = v.created_by_id
  LEFT JOIN users uu ON uu.id = v.updated_by_id`;

/**
 * Newest first: the business day, then the check-in time (a pending visit, with none, first
 * within its day: it is expected later than anyone who is already here), then creation, then
 * the id so the order is total. `coalesce(..., 'infinity')` is the sort key the index
 * daycare_visits_newest_idx is built on, so a page is read from the index with no sort step.
 */
export const VISIT_SORT_KEY_TEXT = (alias = 'v') =>
  `${alias}.date, coalesce(${alias}.check_in_time, 'infinity'::timestamptz), ${alias}.created_at, ${alias}.id`;
export const VISIT_NEWEST_FIRST_TEXT = (alias = 'v') =>
  `${alias}.date DESC, coalesce(${alias}.check_in_time, 'infinity'::timestamptz) DESC, ${alias}.created_at DESC, ${alias}.id DESC`;
export const VISIT_NEWEST_FIRST = Prisma.raw(VISIT_NEWEST_FIRST_TEXT());

/**
 * visitStatus of @pawdesk/domain in SQL, the one place it is written: each status as a condition
 * on the visit `alias`'s times (pending: no check-in; active: checked in, not out; completed:
 * both). The filters, the active-visit lookups (the partial unique index's own predicate) and
 * the streamed list's status all come from it; visits.status.test.ts pins it to visitStatus.
 */
const VISIT_STATUS_SQL: Record<TVisitStatus, (alias: string) => string> = {
  pending: (v) => `${v}.check_in_time IS NULL`,
  active: (v) => `${v}.check_in_time IS NOT NULL AND ${v}.check_out_time IS NULL`,
  completed: (v) => `${v}.check_in_time IS NOT NULL AND ${v}.check_out_time IS NOT NULL`,
};

/** The visits of `alias` in `status` (SQL). */
export const visitStatusWhere = (status: TVisitStatus, alias = 'v'): Prisma.Sql =>
  Prisma.raw(`(${VISIT_STATUS_SQL[status](alias)})`);

/** The status of the visit `alias` as SQL text ('pending', 'active' or 'completed'). */
export const visitStatusText = (alias = 'v'): string =>
  `CASE ${VISIT_STATUSES.map((s) => `WHEN ${VISIT_STATUS_SQL[s](alias)} THEN '${s}'`).join(' ')} END`;

export function toVisitDto(row: VisitRow): TDaycareVisit {
  const checkInTime = isoOrNull(row.checkInTime);
  const checkOutTime = isoOrNull(row.checkOutTime);
  return {
    id: row.id,
    dog: {
      id: row.dogId,
      name: row.dogName,
      breed: row.dogBreed,
      owners: dogOwnerRefs(row.owners),
    },
    date: row.date,
    checkInTime,
    checkOutTime,
    notes: row.notes,
    status: visitStatus({ checkInTime, checkOutTime }),
    package:
      row.packageId === null
        ? null
        : {
            id: row.packageId,
            packageType: row.packageType as TPackageType,
            daysLeft: row.daysLeft ?? 0,
            expiresAt: isoOf(row.expiresAt ?? 0),
            purchasedAt: isoOf(row.purchasedAt ?? 0),
          },
    createdBy: auditRef(row.createdById, row.createdByUsername),
    updatedBy: auditRef(row.updatedById, row.updatedByUsername),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/**
 * Reads visits in the API shape: `where` filters `v` (daycare_visits) and may use `d` (dogs);
 * `order` defaults to newest first. One statement, owners included.
 */
export async function selectVisits(
  db: Db,
  where: Prisma.Sql,
  opts: { order?: Prisma.Sql; limit?: number } = {},
): Promise<TDaycareVisit[]> {
  const rows = await db.$queryRaw<VisitRow[]>`
    SELECT ${VISIT_COLUMNS} FROM daycare_visits v ${VISIT_JOINS}
     WHERE ${where}
     ORDER BY ${opts.order ?? VISIT_NEWEST_FIRST}
     ${opts.limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${opts.limit}`}`;
  return rows.map(toVisitDto);
}
