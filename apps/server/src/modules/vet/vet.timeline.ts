// A dog's vet appointments for its timeline (the dog details modal's Timeline tab): newest
// first, a keyset page after the timeline's cursor, each with its exam (figures, findings,
// recommendations, notes, follow-up); and, for the chart, those whose exam measured a weight or
// a temperature. Read through vet_appointments(dog_id, appointment_date).
import { followUpDayOf, isId, type TTimelineEntryOf, zonedParts } from '@pawdesk/domain';
import { AUDIT_USER_COLUMNS, type AuditUserRow, auditRef } from '../../db/audit-columns';
import { Prisma } from '../../db/prisma';
import { afterBoundSql, type TimelineRead } from '../../db/timeline-sql';
import type { ServiceContext } from '../../lib/context';
import type { AppointmentRow } from './vet.dto';

/** An appointment's own columns, as the answers' row has them (the status as stored text). */
interface AppointmentTimelineRow
  extends AuditUserRow,
    Omit<
      AppointmentRow,
      'status' | 'dogId' | 'dogName' | 'dogBreed' | 'owners' | 'createdAt' | 'updatedAt' | keyof AuditUserRow
    > {
  status: string;
}

export async function dogVetTimeline(
  ctx: ServiceContext & { timeZone: string },
  dogId: string,
  read: TimelineRead,
): Promise<TTimelineEntryOf<'vet'>[]> {
  if (!isId(dogId)) return [];
  const rows = await ctx.prisma.$queryRaw<AppointmentTimelineRow[]>`
    SELECT a.id::text AS id, a.appointment_date AS "appointmentDate", a.cause, a.status::text AS status,
           a.temperature, a.weight, a.findings, a.recommendations, a.vet_notes AS "vetNotes",
           a.follow_up_required AS "followUpRequired", a.follow_up_date AS "followUpDate",
           ${AUDIT_USER_COLUMNS}
      FROM vet_appointments a
      LEFT JOIN users cu ON cu.id = a.created_by_id
      LEFT JOIN users uu ON uu.id = a.updated_by_id
     WHERE a.dog_id = ${dogId}::uuid
       AND ${afterBoundSql(Prisma.sql`a.appointment_date`, Prisma.sql`a.id`, read.bound)}
       AND ${read.measuredOnly ? Prisma.sql`(a.temperature IS NOT NULL OR a.weight IS NOT NULL)` : Prisma.sql`TRUE`}
     ORDER BY a.appointment_date DESC, a.id DESC
     LIMIT ${read.limit}`;
  return rows.map((r) => {
    const when = zonedParts(r.appointmentDate, ctx.timeZone);
    const instant = r.appointmentDate.toISOString();
    return {
      kind: 'vet',
      id: r.id,
      at: instant,
      appointmentDate: instant,
      day: when.day,
      time: when.clock,
      cause: r.cause,
      status: r.status,
      temperature: r.temperature,
      weight: r.weight,
      findings: r.findings,
      recommendations: r.recommendations,
      vetNotes: r.vetNotes,
      followUpRequired: r.followUpRequired,
      followUpDate: followUpDayOf(r.followUpDate, ctx.timeZone),
      createdBy: auditRef(r.createdById, r.createdByUsername),
      updatedBy: auditRef(r.updatedById, r.updatedByUsername),
    };
  });
}
