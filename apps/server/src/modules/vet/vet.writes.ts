// Vet writes: book, change (the booking, the status, the exam: one partial update), delete.
// The rules are decided by the domain (planCreate, planUpdate, mayWrite); here they meet the
// database, each write in one statement that also answers the appointment (and the same-day
// bookings the warning needs), so a save costs two round trips at most.
//
// Two staff acting on one appointment at once: a change reads the appointment, plans, and writes
// only if what it planned on (status, date, follow-up, dog) is still what is stored; PostgreSQL
// re-checks that condition after waiting for a concurrent write of the row, so a change planned
// on a state that moved is not written: it is planned again on the new state (a second
// completion, or a cancel of a completed appointment, then answers 409). Nothing is lost or
// mixed. A delete is one conditional statement: it deletes only what is still scheduled.
import {
  APPOINTMENT_STATUSES,
  canDeleteAppointment,
  dayWindow,
  hasExamData,
  isClinician,
  isId,
  mayDeleteAppointment,
  mayWrite,
  messageEn,
  PRICE_CODES,
  planCreate,
  planUpdate,
  type TAppointmentStatus,
  type TExamItem,
  type TExamVaccine,
  type TStoredExam,
  type TVetAppointment,
  type TVetAppointmentInput,
  type TVetAppointmentPatch,
  type TVetChanges,
  type TVetIssue,
  type TVetMessageKey,
  type TVetPlan,
  VET_VALIDATION_PREFIX,
  withoutBlankExam,
  withoutUnchangedExam,
  writesExam,
  zonedParts,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import { chargeForService } from '../billing';
import { recordExamVaccines } from '../vaccinations';
import { recordAppointmentWrite } from './vet.audit';
import { todayOf, type VetContext } from './vet.context';
import { APPOINTMENT_COLUMNS, APPOINTMENT_JOINS, type AppointmentRow, toAppointmentDto } from './vet.dto';
import { appointmentNotFound, dogNotFound, getAppointment } from './vet.reads';

/**
 * A refusal by the rules, in the vet's words: 'Validation failed: ' and the messages joined by
 * ', ' (docs/spec/product-spec.md §5), each message under its field in `details` (the web shows them there).
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
const vetNotFound = () => new DomainError('NOT_FOUND', 'vet.vetNotFound');

/**
 * The appointment's vet, when one is named (docs/domains/vet.md): any staff user (404 'Vet not found'
 * otherwise). One read of the user, only when a vet is named.
 */
async function checkVet(ctx: VetContext, vetId: string | null | undefined): Promise<void> {
  if (vetId === undefined || vetId === null) return;
  if (!isId(vetId)) throw vetNotFound();
  const [found] = await ctx.prisma.$queryRaw<{ ok: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM users WHERE id = ${vetId}::uuid) AS ok`;
  if (!found?.ok) throw vetNotFound();
}
const conflict = (key: TVetMessageKey) => new DomainError('CONFLICT', key);

const clockOf = (ctx: VetContext) => ({ timeZone: ctx.timeZone, today: todayOf(ctx) });

/** A plan's refusal as the error the APIs answer (400 with details, 409 or 403 with its key). */
function planRefusal(plan: Exclude<TVetPlan<unknown>, { ok: true }>): DomainError {
  if (plan.kind === 'invalid') return vetValidationError(plan.issues);
  return plan.kind === 'forbidden' ? new DomainError('FORBIDDEN', plan.key) : conflict(plan.key);
}

/**
 * Whether the row carries exam data, in SQL (vet.rules.ts hasExamData): the update re-checks it
 * with the state it planned on, so a vet's findings saved meanwhile are never moved to another
 * dog or cancelled by a plan made before them; the delete by a non-clinician needs it false.
 */
const HAS_EXAM_SQL = Prisma.sql`(temperature IS NOT NULL OR weight IS NOT NULL
  OR coalesce(findings, '') <> '' OR coalesce(recommendations, '') <> ''
  OR coalesce(vet_notes, '') <> '' OR follow_up_required)`;

/**
 * The same dog booked for the same reason (accents and case aside) on the same business day is
 * allowed (docs/spec/product-spec.md §5: only logged): a desk may mean it (a morning and an evening dose), or
 * two receptionists took the same call. The log line lets a manager find them. `a` is the row
 * just written; the statement's snapshot does not see it, and it is left out anyway.
 */
function sameBookingSql(timeZone: string, at: Date): Prisma.Sql {
  const { start: from, end: to } = dayWindow(timeZone, zonedParts(at, timeZone).day);
  return Prisma.sql`(SELECT coalesce(array_agg(t.id::text ORDER BY t.appointment_date, t.id), '{}')
       FROM vet_appointments t
      WHERE t.dog_id = a.dog_id AND t.appointment_date >= ${from} AND t.appointment_date < ${to}
        AND t.id <> a.id AND t.status <> 'cancelled'::"AppointmentStatus"
        AND fold_for_search(t.cause) = fold_for_search(a.cause))`;
}

type WrittenRow = AppointmentRow & { sameBooking: string[] | null };

function warnIfBookedTwice(ctx: VetContext, row: WrittenRow, answer: TVetAppointment): void {
  if (!row.sameBooking || row.sameBooking.length === 0) return;
  ctx.log.warn(
    {
      appointmentId: answer.id,
      dogId: answer.dog.id,
      day: answer.day,
      reason: answer.cause,
      sameBooking: row.sameBooking,
    },
    'vet: the same dog is booked twice for the same reason on the same day',
  );
}

/**
 * Books an appointment (POST, vet.create): scheduled unless another status is asked for; only a
 * clinician may book it as completed. The dog must exist (404). One statement writes the row
 * (only when the dog exists) and answers it with the same dog's same-day bookings.
 */
export async function createAppointment(
  ctx: VetContext,
  input: TVetAppointmentInput,
): Promise<TVetAppointment> {
  if (!mayWrite(ctx.actor.role, input, false)) throw forbidden();
  const plan = planCreate(input, clockOf(ctx));
  if (!plan.ok) throw planRefusal(plan);
  const { dogId, appointmentDate, cause, status } = plan.data;
  if (!isId(dogId)) throw dogNotFound();
  const vetId = input.vetId ?? null;
  await checkVet(ctx, vetId);
  const actor = ctx.actor.id || null;
  const now = ctx.now();
  return ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<WrittenRow[]>`
    WITH a AS (
      INSERT INTO vet_appointments (id, dog_id, appointment_date, cause, status, vet_id,
                                    created_by_id, updated_by_id, created_at, updated_at)
      SELECT gen_random_uuid(), d.id, ${appointmentDate}, ${cause}, ${status}::"AppointmentStatus",
             ${vetId}::uuid, ${actor}::uuid, ${actor}::uuid, ${now}, ${now}
        FROM dogs d WHERE d.id = ${dogId}::uuid
      RETURNING *)
    SELECT ${APPOINTMENT_COLUMNS}, ${sameBookingSql(ctx.timeZone, appointmentDate)} AS "sameBooking"
      FROM a ${APPOINTMENT_JOINS}`;
    const row = rows[0];
    if (!row) throw dogNotFound();
    const answer = toAppointmentDto(row, ctx.timeZone);
    await recordAppointmentWrite(tx, ctx, null, answer);
    await chargeExam(tx, ctx, answer, []);
    warnIfBookedTwice(ctx, row, answer);
    return answer;
  });
}

/** What a change is planned on; the write happens only while it is still what is stored. */
interface StoredRow extends TStoredExam {
  dogId: string;
  status: TAppointmentStatus;
  appointmentDate: Date;
  vetId: string | null;
}

/** The SET list of a change (the status and dog aside), column by column. */
function setList(changes: Omit<TVetChanges, 'status' | 'dogId'>): Prisma.Sql[] {
  const sets: Prisma.Sql[] = [];
  if (changes.appointmentDate !== undefined)
    sets.push(Prisma.sql`appointment_date = ${changes.appointmentDate}`);
  if (changes.cause !== undefined) sets.push(Prisma.sql`cause = ${changes.cause}`);
  if (changes.temperature !== undefined) sets.push(Prisma.sql`temperature = ${changes.temperature}::float8`);
  if (changes.weight !== undefined) sets.push(Prisma.sql`weight = ${changes.weight}::float8`);
  if (changes.findings !== undefined) sets.push(Prisma.sql`findings = ${changes.findings}::text`);
  if (changes.recommendations !== undefined)
    sets.push(Prisma.sql`recommendations = ${changes.recommendations}::text`);
  if (changes.vetNotes !== undefined) sets.push(Prisma.sql`vet_notes = ${changes.vetNotes}::text`);
  if (changes.followUpRequired !== undefined)
    sets.push(Prisma.sql`follow_up_required = ${changes.followUpRequired}`);
  if (changes.followUpDate !== undefined)
    sets.push(Prisma.sql`follow_up_date = ${changes.followUpDate}::timestamptz`);
  return sets;
}

/** How many times a change planned on a state that moved meanwhile is planned again. */
const REPLANS = 20;

/** An update's row as it was before (RETURNING old.*, PostgreSQL 18): for the event's diff. */
interface OldColumns {
  oldDogId: string;
  oldAppointmentDate: Date;
  oldCause: string;
  oldStatus: TAppointmentStatus;
  oldTemperature: number | null;
  oldWeight: number | null;
  oldFindings: string | null;
  oldRecommendations: string | null;
  oldVetNotes: string | null;
  oldFollowUpRequired: boolean;
  oldFollowUpDate: Date | null;
}
const OLD_COLUMNS = Prisma.sql`old.dog_id::text AS "oldDogId", old.appointment_date AS "oldAppointmentDate",
  old.cause AS "oldCause", old.status::text AS "oldStatus", old.temperature AS "oldTemperature",
  old.weight AS "oldWeight", old.findings AS "oldFindings", old.recommendations AS "oldRecommendations",
  old.vet_notes AS "oldVetNotes", old.follow_up_required AS "oldFollowUpRequired",
  old.follow_up_date AS "oldFollowUpDate"`;
const OLD_SELECTED = Prisma.sql`a."oldDogId", a."oldAppointmentDate", a."oldCause", a."oldStatus",
  a."oldTemperature", a."oldWeight", a."oldFindings", a."oldRecommendations", a."oldVetNotes",
  a."oldFollowUpRequired", a."oldFollowUpDate"`;

function oldRowOf(row: AppointmentRow & OldColumns): AppointmentRow {
  return {
    ...row,
    dogId: row.oldDogId,
    appointmentDate: row.oldAppointmentDate,
    cause: row.oldCause,
    status: row.oldStatus,
    temperature: row.oldTemperature,
    weight: row.oldWeight,
    findings: row.oldFindings,
    recommendations: row.oldRecommendations,
    vetNotes: row.oldVetNotes,
    followUpRequired: row.oldFollowUpRequired,
    followUpDate: row.oldFollowUpDate,
  };
}

/**
 * Changes an appointment (PUT, vet.update, vet.saveExam): a partial body. `exam` (the exam form)
 * marks an exam save even with no exam field; any exam field that changes the stored exam does
 * too. An exam save, or a move to completed, is for clinicians (403: the exam form's before
 * anything is read, a body's once the stored exam tells what it changes). Then: 404, the status
 * rules (409), the rules that need the stored appointment (400), the dog when it changes (404),
 * and one statement that writes what changed, if the state planned on still holds, and answers.
 */
export async function updateAppointment(
  ctx: VetContext,
  id: string,
  body: TVetAppointmentPatch,
  opts: { exam?: boolean } = {},
): Promise<TVetAppointment> {
  // Vaccines given in the exam are recorded by the vaccinations module, in the same transaction.
  const { vaccinesGiven, items: examItems, ...rest } = body;
  const vaccines = vaccinesGiven ?? [];
  const items = examItems ?? [];
  if ((vaccines.length > 0 || items.length > 0) && !isClinician(ctx.actor.role)) throw forbidden();
  let patch: TVetAppointmentPatch = rest;
  if (opts.exam !== true) patch = withoutBlankExam(patch, ctx.actor.role);
  // The exam form is for clinicians, refused before anything is read; other bodies with exam
  // fields are judged once the stored exam is known (the same exam sent back is no exam write).
  if (opts.exam === true && !mayWrite(ctx.actor.role, patch, true)) throw forbidden();
  if (!isId(id)) {
    if (!mayWrite(ctx.actor.role, patch, writesExam(patch))) throw forbidden();
    throw appointmentNotFound();
  }
  const clock = clockOf(ctx);
  for (let attempt = 0; ; attempt++) {
    const [current] = await ctx.prisma.$queryRaw<StoredRow[]>`
      SELECT dog_id::text AS "dogId", status::text AS status, appointment_date AS "appointmentDate",
             follow_up_required AS "followUpRequired", follow_up_date AS "followUpDate",
             temperature, weight, findings, recommendations, vet_notes AS "vetNotes",
             vet_id::text AS "vetId"
        FROM vet_appointments WHERE id = ${id}::uuid`;
    const asked =
      opts.exam === true || !current
        ? patch
        : withoutUnchangedExam(patch, current, ctx.actor.role, ctx.timeZone);
    const exam = opts.exam === true || writesExam(asked);
    if (!mayWrite(ctx.actor.role, asked, exam)) throw forbidden();
    if (!current) throw appointmentNotFound();
    const plan = planUpdate(current, asked, clock, { exam, role: ctx.actor.role });
    if (!plan.ok) throw planRefusal(plan);
    const { status, dogId, ...changes } = plan.data;
    const newDog = dogId !== undefined && dogId !== current.dogId ? dogId : undefined;
    if (newDog !== undefined && !isId(newDog)) throw dogNotFound();
    // The vet is a booking field like the reason (the plan has judged the status); a vet sent
    // back unchanged is no change.
    const newVet = asked.vetId !== undefined && asked.vetId !== current.vetId ? asked.vetId : undefined;
    if (newVet !== undefined && attempt === 0) await checkVet(ctx, newVet);
    const sets = setList(changes);
    if (status !== undefined) sets.push(Prisma.sql`status = ${status}::"AppointmentStatus"`);
    if (newDog !== undefined) sets.push(Prisma.sql`dog_id = ${newDog}::uuid`);
    if (newVet !== undefined) sets.push(Prisma.sql`vet_id = ${newVet}::uuid`);
    if (sets.length === 0) {
      if (vaccines.length > 0 || items.length > 0)
        await ctx.prisma.$transaction(async (tx) => {
          const answer = await getAppointment({ ...ctx, prisma: tx as typeof ctx.prisma }, id);
          await recordVaccinesOf(tx, ctx, answer, vaccines);
          await chargeExam(tx, ctx, answer, items);
        });
      return getAppointment(ctx, id);
    }
    const bookingChanged =
      newDog !== undefined || changes.appointmentDate !== undefined || changes.cause !== undefined;
    const at = changes.appointmentDate ?? current.appointmentDate;
    const written = await ctx.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<(WrittenRow & OldColumns)[]>`
      WITH a AS (
        UPDATE vet_appointments
           SET ${Prisma.join(sets, ', ')}, updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${ctx.now()}
         WHERE id = ${id}::uuid AND status = ${current.status}::"AppointmentStatus"
           AND appointment_date = ${current.appointmentDate} AND dog_id = ${current.dogId}::uuid
           AND follow_up_required = ${current.followUpRequired}
           AND follow_up_date IS NOT DISTINCT FROM ${current.followUpDate}::timestamptz
           AND ${HAS_EXAM_SQL} = ${hasExamData(current)}
           ${newDog === undefined ? Prisma.empty : Prisma.sql`AND EXISTS (SELECT 1 FROM dogs WHERE id = ${newDog}::uuid)`}
        RETURNING *, ${OLD_COLUMNS})
      SELECT ${APPOINTMENT_COLUMNS}, ${OLD_SELECTED},
             ${bookingChanged ? sameBookingSql(ctx.timeZone, at) : Prisma.sql`NULL::text[]`} AS "sameBooking"
        FROM a ${APPOINTMENT_JOINS}`;
      const row = rows[0];
      if (!row) return null;
      const answer = toAppointmentDto(row, ctx.timeZone);
      await recordAppointmentWrite(tx, ctx, toAppointmentDto(oldRowOf(row), ctx.timeZone), answer);
      await recordVaccinesOf(tx, ctx, answer, vaccines);
      await chargeExam(tx, ctx, answer, items);
      return { row, answer };
    });
    if (written) {
      warnIfBookedTwice(ctx, written.row, written.answer);
      return written.answer;
    }
    // Nothing written: the new dog does not exist, or the appointment changed (or went) since it
    // was read. Plan again on what is stored now.
    if (newDog !== undefined) {
      const dog = await ctx.prisma.dog.findUnique({ where: { id: newDog }, select: { id: true } });
      if (!dog) throw dogNotFound();
    }
    if (attempt >= REPLANS) throw new DomainError('CONFLICT', 'vet.changedMeanwhile');
  }
}

/** The vaccines an exam gave, as verified records of the dog on the appointment's day, by its vet. */
async function recordVaccinesOf(
  tx: Prisma.TransactionClient,
  ctx: VetContext,
  appointment: TVetAppointment,
  vaccines: readonly TExamVaccine[],
): Promise<void> {
  if (vaccines.length === 0) return;
  await recordExamVaccines(tx, ctx, {
    appointmentId: appointment.id,
    dogId: appointment.dog.id,
    day: appointment.day,
    givenBy: appointment.vet?.name ?? ctx.actor.username,
    vaccines,
  });
}

/**
 * The exam's charges (billing), each once: the consultation when the appointment is completed,
 * and the items the vet adds (a price by id or code, a quantity), charged to the dog's household.
 */
async function chargeExam(
  tx: Prisma.TransactionClient,
  ctx: VetContext,
  appointment: TVetAppointment,
  items: readonly TExamItem[],
): Promise<void> {
  const lines = [
    ...(appointment.status === 'completed'
      ? [{ kind: 'consultation', price: PRICE_CODES.vetConsultation, quantity: 1 }]
      : []),
    ...items.map((item) => ({
      kind: `item:${item.price}`,
      price: item.price,
      quantity: item.quantity,
      chosen: true,
    })),
  ];
  if (lines.length === 0) return;
  await chargeForService(tx, ctx.actor, {
    source: { type: 'vet-appointment', id: appointment.id },
    dogId: appointment.dog.id,
    lines,
    day: appointment.day,
  });
}

/** The statuses an appointment may be deleted in: the domain's canDeleteAppointment, for the SQL. */
const DELETABLE = APPOINTMENT_STATUSES.filter(canDeleteAppointment);

/**
 * Deletes a scheduled appointment (anything else: 409); one with exam data only by a clinician
 * (403 otherwise). One conditional statement, so findings saved a moment before stop a desk's
 * delete; when nothing was deleted, a second read says why.
 */
export async function deleteAppointment(
  ctx: VetContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  if (!isId(id)) throw appointmentNotFound();
  const clinician = isClinician(ctx.actor.role);
  const deleted = await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<AppointmentRow[]>`
      WITH a AS (
        DELETE FROM vet_appointments WHERE id = ${id}::uuid AND status = ANY(${DELETABLE}::"AppointmentStatus"[])
           ${clinician ? Prisma.empty : Prisma.sql`AND NOT ${HAS_EXAM_SQL}`}
        RETURNING *)
      SELECT ${APPOINTMENT_COLUMNS} FROM a ${APPOINTMENT_JOINS}`;
    const row = rows[0];
    if (row) await recordAppointmentWrite(tx, ctx, toAppointmentDto(row, ctx.timeZone), null, reason);
    return row !== undefined;
  });
  if (deleted) return { id };
  const [current] = await ctx.prisma.$queryRaw<StoredRow[]>`
    SELECT dog_id::text AS "dogId", status::text AS status, appointment_date AS "appointmentDate",
           follow_up_required AS "followUpRequired", follow_up_date AS "followUpDate",
           temperature, weight, findings, recommendations, vet_notes AS "vetNotes"
      FROM vet_appointments WHERE id = ${id}::uuid`;
  if (!current) throw appointmentNotFound();
  if (canDeleteAppointment(current.status) && !mayDeleteAppointment(current, ctx.actor.role)) {
    throw new DomainError('FORBIDDEN', 'vet.examClinicianOnly');
  }
  throw conflict('vet.deleteOnlyScheduled');
}
