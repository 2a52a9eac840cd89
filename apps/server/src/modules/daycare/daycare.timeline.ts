// A dog's daycare visits for its timeline (the dog details modal's Timeline tab): newest first,
// a keyset page after the timeline's cursor. A visit is placed at its check-in, or at the start
// of its business day while it is pending. The dog's visits are found through
// daycare_visits_dog_newest_idx; a dog has at most a few hundred, so sorting them by that
// instant costs well under a millisecond.
import { isId, type TTimelineEntryOf, visitStatus } from '@pawdesk/domain';
import { AUDIT_USER_COLUMNS, type AuditUserRow, auditRef } from '../../db/audit-columns';
import { Prisma } from '../../db/prisma';
import { afterBoundSql, type TimelineRead } from '../../db/timeline-sql';
import type { ServiceContext } from '../../lib/context';
import { isoOf, isoOrNull } from '../../lib/dto';

interface VisitTimelineRow extends AuditUserRow {
  id: string;
  at: Date;
  date: string;
  checkInTime: Date | null;
  checkOutTime: Date | null;
  notes: string | null;
  packageType: string | null;
}

export async function dogDaycareTimeline(
  ctx: ServiceContext & { timeZone: string },
  dogId: string,
  read: TimelineRead,
): Promise<TTimelineEntryOf<'daycare'>[]> {
  // Daycare visits carry no measurement.
  if (!isId(dogId) || read.measuredOnly) return [];
  // The page is chosen on the visits alone (their instant needs no other table); only its rows
  // are then joined with their package and audit users.
  const rows = await ctx.prisma.$queryRaw<VisitTimelineRow[]>`
    WITH page AS (
      SELECT v.id, k.at
        FROM daycare_visits v
        CROSS JOIN LATERAL (
          SELECT COALESCE(v.check_in_time, (v.date::timestamp AT TIME ZONE ${ctx.timeZone}))::timestamptz(3) AS at
        ) k
       WHERE v.dog_id = ${dogId}::uuid AND ${afterBoundSql(Prisma.sql`k.at`, Prisma.sql`v.id`, read.bound)}
       ORDER BY k.at DESC, v.id DESC
       LIMIT ${read.limit})
    SELECT v.id::text AS id, page.at, to_char(v.date, 'YYYY-MM-DD') AS date,
           v.check_in_time AS "checkInTime", v.check_out_time AS "checkOutTime", v.notes,
           p.package_type::text AS "packageType", ${AUDIT_USER_COLUMNS}
      FROM page
      JOIN daycare_visits v ON v.id = page.id
      LEFT JOIN daycare_packages p ON p.id = v.package_id
      LEFT JOIN users cu ON cu.id = v.created_by_id
      LEFT JOIN users uu ON uu.id = v.updated_by_id
     ORDER BY page.at DESC, page.id DESC`;
  return rows.map((r) => ({
    kind: 'daycare',
    id: r.id,
    at: isoOf(r.at),
    date: r.date,
    checkInTime: isoOrNull(r.checkInTime),
    checkOutTime: isoOrNull(r.checkOutTime),
    status: visitStatus(r),
    notes: r.notes,
    packageType: r.packageType,
    createdBy: auditRef(r.createdById, r.createdByUsername),
    updatedBy: auditRef(r.updatedById, r.updatedByUsername),
  }));
}
