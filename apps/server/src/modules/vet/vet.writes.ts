// Vet writes: book, change (the booking, the status, the exam: one partial update), delete.
// The rules are decided by the domain (planCreate, planUpdate, mayWrite); here they meet the
// database. A change runs in one transaction holding the appointment's row lock, so two staff
// acting on one appointment at once happen one after the other: the second sees the first's
// result (a second completion or a cancel of a completed appointment is a 409, never a lost
// write). A delete is one conditional statement: it waits for a change in flight and then
// deletes only what is still scheduled.
import {
  addDays,
  dayStartInstant,
  isId,
  mayWrite,
  messageEn,
  planCreate,
  planUpdate,
  type TAppointmentStatus,
  type TVetAppointment,
  type TVetAppointmentInput,
  type TVetAppointmentPatch,
  type TVetIssue,
  type TVetMessageKey,
  VET_VALIDATION_PREFIX,
  writesExam,
  zonedParts,
} from '@pawdesk/domain';
import type { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import type { Db } from './appointment-dto';
import { todayOf, type VetContext } from './vet.context';
import { appointmentNotFound, dogNotFound, getAppointment } from './vet.details';
import { forgetAppointmentCounts } from './vet.lists';

/**
 * A refusal by the rules, in the vet's words: 'Validation failed: ' and the messages joined by
 * ', ' (spec section 5), each message under its field in `details` (the web shows them there).
 */
export function vetValidationError(issues: readonly TVetIssue[]): DomainError {
  const details = issues.map((issue) => ({
    path: issue.path,
    message: messageEn(issue.key),
    key: issue.key,
  }));
  const messages = [...new Set(details.map((d) => d.message))];
  return new DomainError('BAD_REQUEST', `${VET_VALIDATION_PREFIX}${messages.join(', ')}`, { details });
}

const forbidden = () => new DomainError('FORBIDDEN', 'vet.clinicianOnly');
const conflict = (key: TVetMessageKey) => new DomainError('CONFLICT', key);

const clockOf = (ctx: VetContext) => ({ timeZone: ctx.timeZone, today: todayOf(ctx) });

/** Prisma names the enum values as identifiers; the API and the database use the hyphen. */
const DB_STATUS = {
  scheduled: 'scheduled',
  'in-progress': 'in_progress',
  completed: 'completed',
  cancelled: 'cancelled',
} as const satisfies Record<TAppointmentStatus, string>;

/**
 * Interactive transactions may queue for a connection and for the row lock behind a burst of
 * changes to one appointment; Prisma's defaults (2 s, 5 s) are tight on a busy two-core machine.
 */
const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * The same dog booked for the same reason (accents and case aside) on the same business day is
 * allowed (spec section 5: only logged): a desk may mean it (a morning and an evening dose), or
 * two receptionists took the same call. The log line lets a manager find them.
 */
async function warnIfBookedTwice(ctx: VetContext, id: string): Promise<void> {
  const row = await ctx.prisma.vetAppointment.findUnique({
    where: { id },
    select: { dogId: true, appointmentDate: true, cause: true },
  });
  if (!row) return;
  const day = zonedParts(row.appointmentDate, ctx.timeZone).day;
  const from = dayStartInstant(ctx.timeZone, day);
  const to = dayStartInstant(ctx.timeZone, addDays(day, 1));
  const twins = await ctx.prisma.$queryRaw<{ id: string }[]>`
    SELECT id::text AS id FROM vet_appointments
     WHERE dog_id = ${row.dogId}::uuid AND appointment_date >= ${from} AND appointment_date < ${to}
       AND id <> ${id}::uuid AND status <> 'cancelled'::"AppointmentStatus"
       AND fold_for_search(cause) = fold_for_search(${row.cause})`;
  if (twins.length > 0) {
    ctx.log.warn(
      { appointmentId: id, dogId: row.dogId, day, reason: row.cause, sameBooking: twins.map((t) => t.id) },
      'vet: the same dog is booked twice for the same reason on the same day',
    );
  }
}

/**
 * Books an appointment (POST, vet.create): scheduled unless another status is asked for; only a
 * clinician may book it as completed. The dog must exist (404).
 */
export async function createAppointment(
  ctx: VetContext,
  input: TVetAppointmentInput,
): Promise<TVetAppointment> {
  if (!mayWrite(ctx.actor.role, input, false)) throw forbidden();
  const plan = planCreate(input, clockOf(ctx));
  if (!plan.ok) throw plan.kind === 'invalid' ? vetValidationError(plan.issues) : conflict(plan.key);
  const { dogId, appointmentDate, cause, status } = plan.data;
  if (!isId(dogId)) throw dogNotFound();
  const actor = ctx.actor.id || null;
  const now = ctx.now();
  // One statement: the row is written only when the dog exists.
  const created = await ctx.prisma.$queryRaw<{ id: string }[]>`
    INSERT INTO vet_appointments (id, dog_id, appointment_date, cause, status,
                                  created_by_id, updated_by_id, created_at, updated_at)
    SELECT gen_random_uuid(), d.id, ${appointmentDate}, ${cause}, ${status}::"AppointmentStatus",
           ${actor}::uuid, ${actor}::uuid, ${now}, ${now}
      FROM dogs d WHERE d.id = ${dogId}::uuid
    RETURNING id::text AS id`;
  const id = created[0]?.id;
  if (!id) throw dogNotFound();
  forgetAppointmentCounts();
  await warnIfBookedTwice(ctx, id);
  return getAppointment(ctx, id);
}

interface StoredRow {
  dogId: string;
  status: TAppointmentStatus;
  appointmentDate: Date;
  followUpRequired: boolean;
  followUpDate: Date | null;
}

async function lockAppointment(tx: Db, id: string): Promise<StoredRow | undefined> {
  const rows = await tx.$queryRaw<StoredRow[]>`
    SELECT dog_id::text AS "dogId", status::text AS status, appointment_date AS "appointmentDate",
           follow_up_required AS "followUpRequired", follow_up_date AS "followUpDate"
      FROM vet_appointments WHERE id = ${id}::uuid FOR UPDATE`;
  return rows[0];
}

/**
 * Changes an appointment (PUT, vet.update, vet.saveExam): a partial body. `exam` (the exam form)
 * marks an exam save even with no exam field; any exam field does too. An exam save, or a move
 * to completed, is for clinicians (403), checked before anything is read. Then, under the row
 * lock: 404, the status rules (409), the rules that need the stored appointment (400), the dog
 * when it changes (404), and the write of what changed.
 */
export async function updateAppointment(
  ctx: VetContext,
  id: string,
  patch: TVetAppointmentPatch,
  opts: { exam?: boolean } = {},
): Promise<TVetAppointment> {
  const exam = opts.exam === true || writesExam(patch);
  if (!mayWrite(ctx.actor.role, patch, exam)) throw forbidden();
  if (!isId(id)) throw appointmentNotFound();
  const clock = clockOf(ctx);
  const bookingChanged = await ctx.prisma.$transaction(async (tx) => {
    const current = await lockAppointment(tx, id);
    if (!current) throw appointmentNotFound();
    const plan = planUpdate(current, patch, clock, { exam });
    if (!plan.ok) throw plan.kind === 'invalid' ? vetValidationError(plan.issues) : conflict(plan.key);
    const { status, dogId, ...changes } = plan.data;
    if (dogId !== undefined && dogId !== current.dogId) {
      if (!isId(dogId)) throw dogNotFound();
      const dog = await tx.dog.findUnique({ where: { id: dogId }, select: { id: true } });
      if (!dog) throw dogNotFound();
    }
    const data: Prisma.VetAppointmentUncheckedUpdateInput = {
      ...changes,
      ...(dogId !== undefined ? { dogId } : {}),
      ...(status !== undefined ? { status: DB_STATUS[status] } : {}),
    };
    if (Object.keys(data).length === 0) return false;
    await tx.vetAppointment.update({
      where: { id },
      data: { ...data, updatedById: ctx.actor.id || null },
      select: { id: true },
    });
    return changes.appointmentDate !== undefined || changes.cause !== undefined || dogId !== undefined;
  }, TX_OPTIONS);
  forgetAppointmentCounts();
  if (bookingChanged) await warnIfBookedTwice(ctx, id);
  return getAppointment(ctx, id);
}

/** Deletes a scheduled appointment (anything else: 409). */
export async function deleteAppointment(ctx: VetContext, id: string): Promise<{ id: string }> {
  if (!isId(id)) throw appointmentNotFound();
  const deleted = await ctx.prisma.$queryRaw<{ id: string }[]>`
    DELETE FROM vet_appointments WHERE id = ${id}::uuid AND status = 'scheduled'::"AppointmentStatus"
    RETURNING id::text AS id`;
  if (deleted[0]) {
    forgetAppointmentCounts();
    return { id };
  }
  const exists = await ctx.prisma.vetAppointment.findUnique({ where: { id }, select: { id: true } });
  if (!exists) throw appointmentNotFound();
  throw conflict('vet.deleteOnlyScheduled');
}
