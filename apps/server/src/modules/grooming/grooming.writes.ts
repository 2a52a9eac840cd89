// Grooming bookings, the writes: book, edit (only while scheduled), move the status (Start,
// Complete, Cancel), undo a Start or a Complete, and delete (only scheduled or cancelled). Rules and decisions: ./README.md.
//
// A groomer's time is guarded by the database: the exclusion constraint
// grooming_bookings_groomer_no_overlap refuses a second non-cancelled booking of one groomer that
// overlaps another, also when two desks book at the same moment (PostgreSQL checks it against
// concurrent transactions too), and its violation becomes 409 'This groomer already has an
// appointment at that time'. Edits and status moves lock the booking's row, so two staff acting
// on one booking at once are applied one after the other and the second sees the first's result.
import {
  canDeleteGrooming,
  canMoveGroomingStatus,
  canStartGrooming,
  defaultDurationMinutes,
  GROOMING_STATUSES,
  groomingInstant,
  groomingUndoTarget,
  isId,
  isWithinUndoWindow,
  messageEn,
  PRICE_CODES,
  sizeTag,
  type TGroomingBooking,
  type TGroomingBookingAnswer,
  type TGroomingBookingInput,
  type TGroomingMessageKey,
  type TGroomingService,
  type TGroomingStatus,
  type TGroomingUndoInput,
  type TGroomingUpdateBody,
  UNDO_WINDOW_MS,
  zonedParts,
} from '@pawdesk/domain';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isExclusionViolation } from '../../errors/prisma-errors';
import { chargeForService, withdrawServiceCharges } from '../billing';
import { bookingWarnings, checkAtService, recordOverride } from '../vaccinations';
import { groomingIn, recordGroomingWrite } from './grooming.audit';
import { type GroomingContext, todayOf } from './grooming.context';
import { BOOKING_COLUMNS, BOOKING_JOINS, type BookingRow, toBookingDto } from './grooming.dto';
import { getBooking } from './grooming.reads';

const bookingNotFound = () => new DomainError('NOT_FOUND', 'grooming.bookingNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'grooming.dogNotFound');
const groomerNotFound = () => new DomainError('NOT_FOUND', 'grooming.groomerNotFound');
const groomerBusy = () => new DomainError('CONFLICT', 'grooming.groomerBusy');

const fieldError = (path: string, key: TGroomingMessageKey) =>
  new DomainError('BAD_REQUEST', key, { details: [{ path, message: messageEn(key), key }] });
const dateInPast = () => fieldError('appointmentDate', 'grooming.dateInPast');
const dateInvalid = () => fieldError('appointmentDate', 'grooming.dateInvalid');

/** The instant of the appointment as sent, refusing a day before today (business zone). */
function appointmentOf(ctx: GroomingContext, text: string, time: string | undefined): Date {
  const at = groomingInstant(text, ctx.timeZone, time);
  if (!at) throw dateInvalid();
  if (zonedParts(at, ctx.timeZone).day < todayOf(ctx)) throw dateInPast();
  return at;
}

/** Whether the dog and the groomer (when one is named) exist, read in one statement. */
async function checkReferences(db: Db, dogId: string | null, groomerId: string | null): Promise<void> {
  if (dogId !== null && !isId(dogId)) throw dogNotFound();
  if (groomerId !== null && !isId(groomerId)) throw groomerNotFound();
  const [found] = await db.$queryRaw<{ dog: boolean; groomer: boolean }[]>`
    SELECT (${dogId}::uuid IS NULL OR EXISTS (SELECT 1 FROM dogs WHERE id = ${dogId}::uuid)) AS dog,
           (${groomerId}::uuid IS NULL OR EXISTS (SELECT 1 FROM users WHERE id = ${groomerId}::uuid)) AS groomer`;
  if (!found?.dog) throw dogNotFound();
  if (!found.groomer) throw groomerNotFound();
}

/** Runs a write; the groomer's exclusion constraint refusing it is the 409 of the contract. */
async function guardGroomerTime<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw groomerBusy();
    throw error;
  }
}

/**
 * Books an appointment (always scheduled). The date may not be before today in the business
 * zone; without a length, the default for the services and the dog's size (from the weight).
 */
export async function createBooking(
  ctx: GroomingContext,
  input: TGroomingBookingInput,
): Promise<TGroomingBookingAnswer> {
  const groomerId = input.groomer ?? null;
  await checkReferences(ctx.prisma, input.dog, groomerId);
  const at = appointmentOf(ctx, input.appointmentDate, input.time);
  const duration =
    input.durationMinutes ?? defaultDurationMinutes(input.groomingServices, sizeTag(input.weight));
  const actor = ctx.actor.id || null;
  const now = ctx.now();
  // Insert and read back in one statement: the answer is the row as stored, with its joins; the
  // event commits with it.
  return guardGroomerTime(() =>
    ctx.prisma.$transaction(async (tx) => {
      const rows = await tx.$queryRaw<BookingRow[]>`
      WITH b AS (
        INSERT INTO grooming_bookings
          (id, dog_id, owner_phone, weight, appointment_date, duration_minutes, grooming_services,
           notes, grooming_notes, status, groomer_id, created_by_id, updated_by_id, created_at, updated_at)
        VALUES (gen_random_uuid(), ${input.dog}::uuid, ${input.ownerPhone}, ${input.weight}, ${at},
                ${duration}, ${input.groomingServices}::"GroomingService"[], ${input.notes ?? null},
                ${input.groomingNotes ?? null}, 'scheduled', ${groomerId}::uuid, ${actor}::uuid,
                ${actor}::uuid, ${now}, ${now})
        RETURNING *)
      SELECT ${BOOKING_COLUMNS} FROM b ${BOOKING_JOINS}`;
      const row = rows[0];
      // The dog was deleted between the check and the insert (its foreign key would have refused).
      if (!row) throw dogNotFound();
      const created = toBookingDto(row, todayOf(ctx));
      await recordGroomingWrite(tx, ctx, null, created);
      // Vaccinations on the appointment's day: a booking only warns (the owner may still vaccinate).
      const warnings = await bookingWarnings(tx, {
        dogId: input.dog,
        service: 'grooming',
        from: zonedParts(at, ctx.timeZone).day,
      });
      return warnings.length ? { ...created, warnings } : created;
    }),
  );
}

/** The stored booking an edit starts from, locked until the transaction ends. */
interface CurrentRow {
  dogId: string;
  ownerPhone: string;
  weight: number | null;
  appointmentDate: Date;
  durationMinutes: number;
  groomingServices: string[];
  notes: string | null;
  groomingNotes: string | null;
  status: TGroomingStatus;
  groomerId: string | null;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

const moveRefused = (from: TGroomingStatus, to: TGroomingStatus) =>
  new DomainError('CONFLICT', 'grooming.statusMove', { params: { from, to } });

/**
 * Edits a booking and/or moves its status (PUT /api/grooming/{id}, grooming.update,
 * grooming.setStatus). Absent fields keep their value, and a field sent with the value it
 * already has is no change (a client may send the whole booking back):
 * - a change of anything but the status and the grooming notes is an edit: only while
 *   scheduled (409 otherwise); a new date may not be before today; the length follows the
 *   services and the size when they change, unless it was set by hand or is sent;
 * - the grooming notes (the groomer's own) may be written in any status but cancelled;
 * - a status is moved as docs/spec/product-spec.md §4 allows (409 otherwise, and for a move to the status
 *   the booking already has); completing sets completedAt.
 */
export async function updateBooking(
  ctx: GroomingContext,
  id: string,
  body: TGroomingUpdateBody,
): Promise<TGroomingBookingAnswer> {
  const { override, ...patch } = body;
  if (!isId(id)) throw bookingNotFound();
  if (Object.values(patch).every((v) => v === undefined)) {
    throw new DomainError('BAD_REQUEST', 'grooming.nothingToChange');
  }
  const written = await guardGroomerTime(() =>
    ctx.prisma.$transaction(async (tx) => {
      const [cur] = await tx.$queryRaw<CurrentRow[]>`
        SELECT dog_id::text AS "dogId", owner_phone AS "ownerPhone", weight,
               appointment_date AS "appointmentDate", duration_minutes AS "durationMinutes",
               grooming_services::text[] AS "groomingServices", notes, grooming_notes AS "groomingNotes",
               status::text AS status, groomer_id::text AS "groomerId"
          FROM grooming_bookings WHERE id = ${id}::uuid FOR UPDATE`;
      if (!cur) throw bookingNotFound();

      const next = { ...cur };
      let edited = false;
      if (patch.dog !== undefined && patch.dog !== cur.dogId) {
        next.dogId = patch.dog;
        edited = true;
      }
      if (patch.ownerPhone !== undefined && patch.ownerPhone !== cur.ownerPhone) {
        next.ownerPhone = patch.ownerPhone;
        edited = true;
      }
      if (patch.weight !== undefined && patch.weight !== cur.weight) {
        next.weight = patch.weight;
        edited = true;
      }
      let moved = false;
      if (patch.appointmentDate !== undefined || patch.time !== undefined) {
        // `time` alone is that time on the booking's own business day.
        const day = patch.appointmentDate ?? zonedParts(cur.appointmentDate, ctx.timeZone).day;
        const at = groomingInstant(day, ctx.timeZone, patch.time);
        if (!at) throw dateInvalid();
        if (at.getTime() !== cur.appointmentDate.getTime()) {
          next.appointmentDate = at;
          moved = true;
          edited = true;
        }
      }
      if (patch.groomingServices !== undefined && !sameList(patch.groomingServices, cur.groomingServices)) {
        next.groomingServices = patch.groomingServices;
        edited = true;
      }
      if (patch.notes !== undefined && patch.notes !== cur.notes) {
        next.notes = patch.notes;
        edited = true;
      }
      if (patch.groomer !== undefined && patch.groomer !== cur.groomerId) {
        next.groomerId = patch.groomer;
        edited = true;
      }
      if (patch.durationMinutes !== undefined && patch.durationMinutes !== cur.durationMinutes) {
        next.durationMinutes = patch.durationMinutes;
        edited = true;
      } else if (
        patch.durationMinutes === undefined &&
        (next.weight !== cur.weight || next.groomingServices !== cur.groomingServices)
      ) {
        // The length follows the services and the size, unless someone set it by hand.
        const before = defaultDurationMinutes(cur.groomingServices, sizeTag(cur.weight));
        if (cur.durationMinutes === before) {
          next.durationMinutes = defaultDurationMinutes(next.groomingServices, sizeTag(next.weight));
        }
      }
      const notesChanged = patch.groomingNotes !== undefined && patch.groomingNotes !== cur.groomingNotes;
      if (notesChanged) next.groomingNotes = patch.groomingNotes ?? null;

      if (edited && cur.status !== 'scheduled') {
        throw new DomainError('CONFLICT', 'grooming.onlyScheduledEditable');
      }
      if (notesChanged && cur.status === 'cancelled') {
        throw new DomainError('CONFLICT', 'grooming.onlyScheduledEditable');
      }
      // A body of the status alone (with, optionally, the grooming notes) is a move, refused when
      // the booking already has that status (two desks pressing Start). A body carrying the
      // booking's other fields too (a client sending the whole booking back) with its own status
      // is no move.
      const statusOnly = Object.entries(patch).every(
        ([key, value]) => value === undefined || key === 'status' || key === 'groomingNotes',
      );
      let completing = false;
      if (
        patch.status !== undefined &&
        (patch.status !== cur.status || (statusOnly && !edited && !notesChanged))
      ) {
        if (!canMoveGroomingStatus(cur.status, patch.status)) throw moveRefused(cur.status, patch.status);
        if (
          patch.status === 'in-progress' &&
          !canStartGrooming(zonedParts(cur.appointmentDate, ctx.timeZone).day, todayOf(ctx))
        ) {
          throw new DomainError('CONFLICT', 'grooming.startLaterDay');
        }
        next.status = patch.status;
        completing = patch.status === 'completed';
      }
      // A Start is the moment of service: block mode refuses it unless a manager overrides.
      const gate =
        next.status === 'in-progress' && cur.status !== 'in-progress'
          ? await checkAtService(tx, ctx.actor, {
              dogId: next.dogId,
              service: 'grooming',
              from: zonedParts(next.appointmentDate, ctx.timeZone).day,
              override,
            })
          : null;
      if (!edited && !notesChanged && next.status === cur.status) return null;
      const before = await groomingIn(tx, ctx, id);

      if (moved && zonedParts(next.appointmentDate, ctx.timeZone).day < todayOf(ctx)) throw dateInPast();
      if (next.dogId !== cur.dogId || (next.groomerId !== cur.groomerId && next.groomerId !== null)) {
        await checkReferences(
          tx,
          next.dogId !== cur.dogId ? next.dogId : null,
          next.groomerId !== cur.groomerId ? next.groomerId : null,
        );
      }
      const now = ctx.now();
      await tx.$executeRaw`
        UPDATE grooming_bookings
           SET dog_id = ${next.dogId}::uuid, owner_phone = ${next.ownerPhone}, weight = ${next.weight},
               appointment_date = ${next.appointmentDate}, duration_minutes = ${next.durationMinutes},
               grooming_services = ${next.groomingServices as TGroomingService[]}::"GroomingService"[],
               notes = ${next.notes}, grooming_notes = ${next.groomingNotes},
               status = ${next.status}::"AppointmentStatus", groomer_id = ${next.groomerId}::uuid,
               completed_at = CASE WHEN ${completing} THEN ${now}::timestamptz ELSE completed_at END,
               updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${now}
         WHERE id = ${id}::uuid`;
      const after = await groomingIn(tx, ctx, id);
      if (!before || !after) throw bookingNotFound();
      await recordGroomingWrite(tx, ctx, before, after);
      // A completed booking charges its services at the dog's size (unknown: planned as medium),
      // each once: completed, undone and completed again finds them made.
      if (after.status === 'completed') {
        const size = after.size === 'unknown' ? 'M' : after.size;
        await chargeForService(tx, ctx.actor, {
          source: { type: 'grooming-booking', id },
          dogId: after.dog.id,
          lines: after.groomingServices.map((service) => ({
            kind: service,
            price: PRICE_CODES.grooming(service, size),
            quantity: 1,
          })),
          day: todayOf(ctx),
        });
      }
      if (!gate) return after;
      await recordOverride(tx, ctx.actor, gate, {
        entity: 'grooming-booking',
        entityId: id,
        label: `of ${after.dog.name}`,
        at: now,
      });
      return gate.warnings.length ? { ...after, warnings: gate.warnings } : after;
    }, TX_OPTIONS),
  );
  return written ?? getBooking(ctx, id);
}

/** Start, Complete or Cancel: the status alone (docs/spec/product-spec.md §4). */
export function setBookingStatus(
  ctx: GroomingContext,
  id: string,
  status: TGroomingStatus,
  override?: { reason: string },
): Promise<TGroomingBookingAnswer> {
  return updateBooking(ctx, id, { status, override });
}

/** The statuses a booking may be deleted in: the domain's canDeleteGrooming, for the SQL. */
const DELETABLE = GROOMING_STATUSES.filter(canDeleteGrooming);

/**
 * Undoes a one-click Start or Complete (the message's Undo): in progress back to scheduled,
 * completed back to in progress (completedAt cleared). Only the status the move left
 * (`input.status`), only while nothing changed the booking since (`updatedAt` as the move
 * answered it), only within UNDO_WINDOW_MS of it, and only by whoever made it. One conditional
 * statement, so two undos, or an undo racing another change, leave exactly one of them: the
 * other is 409.
 */
export async function undoBookingStatus(
  ctx: GroomingContext,
  input: TGroomingUndoInput,
): Promise<TGroomingBooking> {
  const { id } = input;
  if (!isId(id)) throw bookingNotFound();
  const back = groomingUndoTarget(input.status);
  const changedAt = new Date(input.updatedAt);
  if (back === null) throw moveRefused(input.status, input.status);
  const now = ctx.now();
  // Only a change of the last minute (nor an unreadable time) is worth asking the database about.
  if (!isWithinUndoWindow(changedAt, now)) throw new DomainError('CONFLICT', 'grooming.undoExpired');
  const undone = await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<
      (BookingRow & { oldStatus: TGroomingStatus; oldCompletedAt: Date | string | null })[]
    >`
      WITH b AS (
        UPDATE grooming_bookings
           SET status = ${back}::"AppointmentStatus",
               completed_at = CASE WHEN status = 'completed' THEN NULL ELSE completed_at END,
               updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${now}
         WHERE id = ${id}::uuid AND status = ${input.status}::"AppointmentStatus"
           AND updated_at = ${changedAt}
           AND updated_at >= ${new Date(now.getTime() - UNDO_WINDOW_MS)}
           AND updated_by_id IS NOT DISTINCT FROM ${ctx.actor.id || null}::uuid
        RETURNING *, old.status::text AS "oldStatus", old.completed_at AS "oldCompletedAt")
      SELECT ${BOOKING_COLUMNS}, b."oldStatus", b."oldCompletedAt" FROM b ${BOOKING_JOINS}`;
    const row = rows[0];
    if (!row) return null;
    const after = toBookingDto(row, todayOf(ctx));
    const before = toBookingDto(
      { ...row, status: row.oldStatus, completedAt: row.oldCompletedAt },
      todayOf(ctx),
    );
    await recordGroomingWrite(tx, ctx, before, after, { detail: `${row.oldStatus} undone` });
    // Its services' charges go with the completion (made again at the next one), unless invoiced.
    if (row.oldStatus === 'completed')
      await withdrawServiceCharges(tx, ctx.actor, { type: 'grooming-booking', id }, 'completion undone');
    return after;
  });
  if (!undone) {
    const exists = await ctx.prisma.groomingBooking.findUnique({ where: { id }, select: { id: true } });
    if (!exists) throw bookingNotFound();
    throw new DomainError('CONFLICT', 'grooming.undoExpired');
  }
  return undone;
}

export async function deleteBooking(
  ctx: GroomingContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  if (!isId(id)) throw bookingNotFound();
  const deleted = await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<BookingRow[]>`
      WITH b AS (
        DELETE FROM grooming_bookings
         WHERE id = ${id}::uuid AND status = ANY(${DELETABLE}::"AppointmentStatus"[])
        RETURNING *)
      SELECT ${BOOKING_COLUMNS} FROM b ${BOOKING_JOINS}`;
    const row = rows[0];
    if (row) await recordGroomingWrite(tx, ctx, toBookingDto(row, todayOf(ctx)), null, { reason });
    return row !== undefined;
  });
  if (!deleted) {
    const exists = await ctx.prisma.groomingBooking.findUnique({ where: { id }, select: { id: true } });
    if (!exists) throw bookingNotFound();
    throw new DomainError('CONFLICT', 'grooming.deleteNotAllowed');
  }
  return { id };
}
