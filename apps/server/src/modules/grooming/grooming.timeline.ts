// A dog's grooming bookings for its timeline (the dog details modal's Timeline tab): newest
// first, a keyset page after the timeline's cursor, with services, groomer and notes; and, for
// the chart, the bookings started or completed with a weight (a booked weight is only a copy of
// the dog's record). Read through grooming_bookings_dog_appointment_idx (dog_id, appointment, id).
import { isId, type TTimelineEntryOf } from '@pawdesk/domain';
import { AUDIT_USER_COLUMNS, type AuditUserRow, auditRef } from '../../db/audit-columns';
import { Prisma } from '../../db/prisma';
import { afterBoundSql, type TimelineRead } from '../../db/timeline-sql';
import type { ServiceContext } from '../../lib/context';
import { isoOf, isoOrNull } from '../../lib/dto';

interface BookingTimelineRow extends AuditUserRow {
  id: string;
  appointmentDate: Date;
  durationMinutes: number;
  groomingServices: string[] | null;
  status: string;
  weight: number | null;
  notes: string | null;
  groomingNotes: string | null;
  completedAt: Date | null;
  groomerName: string | null;
}

const MEASURED = Prisma.sql`(b.weight IS NOT NULL AND b.status IN ('in-progress', 'completed'))`;

export async function dogGroomingTimeline(
  ctx: ServiceContext,
  dogId: string,
  read: TimelineRead,
): Promise<TTimelineEntryOf<'grooming'>[]> {
  if (!isId(dogId)) return [];
  const rows = await ctx.prisma.$queryRaw<BookingTimelineRow[]>`
    SELECT b.id::text AS id, b.appointment_date AS "appointmentDate", b.duration_minutes AS "durationMinutes",
           b.grooming_services::text[] AS "groomingServices", b.status::text AS status, b.weight,
           b.notes, b.grooming_notes AS "groomingNotes", b.completed_at AS "completedAt",
           COALESCE(g.name, g.username) AS "groomerName", ${AUDIT_USER_COLUMNS}
      FROM grooming_bookings b
      LEFT JOIN users g ON g.id = b.groomer_id
      LEFT JOIN users cu ON cu.id = b.created_by_id
      LEFT JOIN users uu ON uu.id = b.updated_by_id
     WHERE b.dog_id = ${dogId}::uuid
       AND ${afterBoundSql(Prisma.sql`b.appointment_date`, Prisma.sql`b.id`, read.bound)}
       AND ${read.measuredOnly ? MEASURED : Prisma.sql`TRUE`}
     ORDER BY b.appointment_date DESC, b.id DESC
     LIMIT ${read.limit}`;
  return rows.map((r) => {
    const at = isoOf(r.appointmentDate);
    return {
      kind: 'grooming',
      id: r.id,
      at,
      appointmentDate: at,
      durationMinutes: r.durationMinutes,
      groomingServices: r.groomingServices ?? [],
      status: r.status,
      weight: r.weight,
      notes: r.notes,
      groomingNotes: r.groomingNotes,
      completedAt: isoOrNull(r.completedAt),
      groomerName: r.groomerName,
      createdBy: auditRef(r.createdById, r.createdByUsername),
      updatedBy: auditRef(r.updatedById, r.updatedByUsername),
    };
  });
}
