// A dog's hotel stays for its timeline (the dog details modal's Timeline tab): newest check-in
// first, a keyset page after the timeline's cursor, each stay with both health checks; and, for
// the chart, the stays whose checks measured a weight or a temperature. Read through
// hotel_bookings(dog_id, check_in).
import { isId, stayDates, type TTimelineEntryOf } from '@pawdesk/domain';
import { AUDIT_USER_COLUMNS, type AuditUserRow, auditRef } from '../../db/audit-columns';
import { Prisma } from '../../db/prisma';
import { afterBoundSql, type TimelineRead } from '../../db/timeline-sql';
import type { ServiceContext } from '../../lib/context';
import { isoOf } from '../../lib/dto';
import { HEALTH_CHECK_COLUMNS, type HealthCheckColumns, healthCheck } from './hotel.dto';

interface StayTimelineRow extends AuditUserRow, HealthCheckColumns {
  id: string;
  checkIn: Date;
  checkOut: Date;
  status: string;
  notes: string;
}

/** A health check that measured something (the chart's points). */
const MEASURED = Prisma.sql`(
  (b.check_in_checked_at IS NOT NULL AND (b.check_in_weight IS NOT NULL OR b.check_in_temperature IS NOT NULL))
  OR (b.check_out_checked_at IS NOT NULL AND (b.check_out_weight IS NOT NULL OR b.check_out_temperature IS NOT NULL)))`;

export async function dogHotelTimeline(
  ctx: ServiceContext & { timeZone: string },
  dogId: string,
  read: TimelineRead,
): Promise<TTimelineEntryOf<'hotel'>[]> {
  if (!isId(dogId)) return [];
  const rows = await ctx.prisma.$queryRaw<StayTimelineRow[]>`
    SELECT b.id::text AS id, b.check_in AS "checkIn", b.check_out AS "checkOut",
           b.status::text AS status, b.notes,
           ${HEALTH_CHECK_COLUMNS},
           ${AUDIT_USER_COLUMNS}
      FROM hotel_bookings b
      LEFT JOIN users cu ON cu.id = b.created_by_id
      LEFT JOIN users uu ON uu.id = b.updated_by_id
     WHERE b.dog_id = ${dogId}::uuid
       AND ${afterBoundSql(Prisma.sql`b.check_in`, Prisma.sql`b.id`, read.bound)}
       AND ${read.measuredOnly ? MEASURED : Prisma.sql`TRUE`}
     ORDER BY b.check_in DESC, b.id DESC
     LIMIT ${read.limit}`;
  return rows.map((r) => {
    const checkIn = isoOf(r.checkIn);
    const checkOut = isoOf(r.checkOut);
    return {
      kind: 'hotel',
      id: r.id,
      at: checkIn,
      checkIn,
      checkOut,
      ...stayDates(checkIn, checkOut, ctx.timeZone),
      status: r.status,
      notes: r.notes,
      vetCheckIn: healthCheck(r.inWeight, r.inTemperature, r.inNotes, r.inBy, r.inAt),
      vetCheckOut: healthCheck(r.outWeight, r.outTemperature, r.outNotes, r.outBy, r.outAt),
      createdBy: auditRef(r.createdById, r.createdByUsername),
      updatedBy: auditRef(r.updatedById, r.updatedByUsername),
    };
  });
}
