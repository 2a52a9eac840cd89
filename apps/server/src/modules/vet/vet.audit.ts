// The vet's part of the audit log: an appointment as its events compare it (the API's fields, the
// dog by id; the REST aliases `date` and `reason` and the zone's `day` and `time` follow from the
// others), the event of each write, and the events of a dog's appointments when the dog is
// deleted and takes them with it.
import { auditStateOf, type TVetAppointment } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { type AuditEventInput, type RemovalCause, recordChange, removedWithEvent } from '../audit';
import type { VetContext } from './vet.context';
import { selectAppointments } from './vet.dto';

const label = (a: TVetAppointment) => `of ${a.dog.name} (${a.day} ${a.time})`;

export const appointmentState = (a: TVetAppointment) =>
  auditStateOf(a, { ignore: ['date', 'reason', 'day', 'time'] });

/**
 * The event of a write of an appointment: `create` (before null), `delete` (after null, with the
 * reason), a status move (other fields changed with it in the same event), or an update (the
 * booking or the exam; nothing when nothing changed).
 */
export async function recordAppointmentWrite(
  tx: Db,
  ctx: VetContext,
  before: TVetAppointment | null,
  after: TVetAppointment | null,
  reason?: string,
): Promise<void> {
  const appointment = (after ?? before) as TVetAppointment;
  const moved = before !== null && after !== null && before.status !== after.status;
  const action = before === null ? 'create' : after === null ? 'delete' : moved ? 'status' : 'update';
  await recordChange(
    tx,
    {
      actor: ctx.actor,
      action,
      entity: 'vet-appointment',
      entityId: appointment.id,
      label: label(appointment),
      at: ctx.now(),
      reason,
      ...(moved ? { detail: `${before.status} → ${after.status}` } : {}),
    },
    before && appointmentState(before),
    after && appointmentState(after),
  );
}

/** The `delete` events of the dog's appointments, which deleting the dog removes. */
export async function dogVetRemovals(
  tx: Db,
  timeZone: string,
  dogId: string,
  cause: RemovalCause,
): Promise<AuditEventInput[]> {
  const appointments = await selectAppointments(tx, timeZone, Prisma.sql`a.dog_id = ${dogId}::uuid`);
  return appointments.map((a) =>
    removedWithEvent(cause, 'vet-appointment', a.id, label(a), appointmentState(a)),
  );
}
