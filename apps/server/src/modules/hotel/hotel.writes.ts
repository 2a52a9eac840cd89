// Hotel bookings, the writes: book (or a walk-in, checked in at once), edit, the status moves
// (check in, check out, cancel) with their health checks, and delete. Rules: ./README.md.
//
// Every write that can put a stay on a dog's calendar or check a dog in runs in one transaction
// holding that dog's advisory lock, with the booking row read FOR UPDATE: two desks acting on
// one dog or one booking happen one after the other. The exclusion constraint
// hotel_bookings_no_overlap stays the last guard: its violation (23P01) is a 409, never a 500.
import {
  bookingActions,
  bookingDateIssues,
  bookingInstant,
  businessDayOf,
  canMoveHotelStatus,
  earlyCheckOutDay,
  hasHealthData,
  isHotelEditableStatus,
  isId,
  messageEn,
  pickBookingToCheckIn,
  type THealthCheckInput,
  type THotelBooking,
  type THotelBookingInput,
  type THotelCheckInInput,
  type THotelCheckOutInput,
  type THotelStatus,
  type THotelUpdateInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type Db, lockRecords, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isExclusionViolation } from '../../errors/prisma-errors';
import { type HotelContext, hotelToday } from './hotel.context';
import { getBooking } from './hotel.reads';

export const bookingNotFound = () => new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'hotel.dogNotFound');
const conflict = (key: string, params?: Record<string, string>) =>
  new DomainError('CONFLICT', key, params ? { params } : {});

/** Serialises every write touching these dogs' calendars until the transaction ends. */
const lockDogs = (tx: Db, dogIds: readonly string[]) => lockRecords(tx, 'hotel-dog', dogIds);

/** The 400 of the date rules that need today or the zone (hotel.rules.ts bookingDateIssues). */
function assertDates(ctx: HotelContext, dates: { checkIn: string; checkOut: string }, isNew: boolean): void {
  const issues = bookingDateIssues(dates, { today: hotelToday(ctx), timeZone: ctx.timeZone, isNew });
  if (issues.length === 0) return;
  const details = issues.map((i) => ({ path: i.field, message: messageEn(i.key), key: i.key }));
  throw new DomainError('BAD_REQUEST', details.map((d) => d.message).join(', '), { details });
}

/** Runs a write; an overlap refused by the exclusion constraint becomes the 409 it is. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict('hotel.overlap');
    throw error;
  }
}

/** What the write needs to know about the dog and the acting user, in one statement. */
interface DogState {
  dog: string | null;
  /** Another booking of the dog that is checked in now. */
  checkedIn: string | null;
  /** The acting user's name (their username when they have none): a health check's default checkedBy. */
  actorName: string | null;
}

async function dogState(tx: Db, dogId: string, actorId: string | null, exceptBooking: string | null) {
  const [state] = await tx.$queryRaw<DogState[]>`
    SELECT (SELECT id::text FROM dogs WHERE id = ${dogId}::uuid) AS dog,
           (SELECT id::text FROM hotel_bookings
             WHERE dog_id = ${dogId}::uuid AND status = 'checked-in'
               AND id IS DISTINCT FROM ${exceptBooking}::uuid LIMIT 1) AS "checkedIn",
           (SELECT coalesce(nullif(btrim(name), ''), username) FROM users WHERE id = ${actorId}::uuid) AS "actorName"`;
  return state as DogState;
}

/** The columns of a health check: the values taken, who took them (default: the actor), now. */
function healthValues(h: THealthCheckInput | undefined, actorName: string | null, now: Date) {
  if (!hasHealthData(h)) return null;
  return {
    weight: h.weight ?? null,
    temperature: h.temperature ?? null,
    notes: h.notes ?? null,
    checkedBy: h.checkedBy ?? actorName,
    checkedAt: now,
  };
}

// ---------------------------------------------------------------------------------------------
// Book
// ---------------------------------------------------------------------------------------------

/**
 * A new booking (status booked), or a walk-in (status checked-in: the dog is here now, with its
 * arrival health check). The check-in may not be before today and the check-out must be on a
 * later business day; a dog holds no two overlapping stays unless one is cancelled (409); a dog
 * already checked in cannot walk in again (409).
 */
export async function createBooking(ctx: HotelContext, input: THotelBookingInput): Promise<THotelBooking> {
  const dogId = input.dog;
  if (!isId(dogId)) throw dogNotFound();
  const status: THotelStatus = input.status ?? 'booked';
  assertDates(ctx, input, true);
  const checkIn = bookingInstant(input.checkIn, ctx.timeZone);
  const checkOut = bookingInstant(input.checkOut, ctx.timeZone);
  const actor = ctx.actor.id || null;
  const now = ctx.now();

  const id = await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      await lockDogs(tx, [dogId]);
      const state = await dogState(tx, dogId, actor, null);
      if (!state.dog) throw dogNotFound();
      if (status === 'checked-in' && state.checkedIn) throw conflict('hotel.alreadyCheckedIn');
      const health = healthValues(input.vetCheckIn, state.actorName, now);
      const [row] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO hotel_bookings (id, dog_id, check_in, check_out, status, notes,
            check_in_weight, check_in_temperature, check_in_notes, check_in_checked_by, check_in_checked_at,
            created_by_id, updated_by_id, created_at, updated_at)
        VALUES (gen_random_uuid(), ${dogId}::uuid, ${checkIn}, ${checkOut}, ${status}::"HotelBookingStatus",
            ${input.notes}, ${health?.weight ?? null}::float8, ${health?.temperature ?? null}::float8,
            ${health?.notes ?? null}, ${health?.checkedBy ?? null}, ${health?.checkedAt ?? null}::timestamptz,
            ${actor}::uuid, ${actor}::uuid, ${now}, ${now})
        RETURNING id::text AS id`;
      return (row as { id: string }).id;
    }, TX_OPTIONS),
  );
  return getBooking(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Edit and move (PUT /api/hotel/{id}, hotel.update, hotel.checkIn, hotel.checkOut)
// ---------------------------------------------------------------------------------------------

interface Patch {
  dog?: string | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  notes?: string | undefined;
  status?: THotelStatus | undefined;
  vetCheckIn?: THealthCheckInput | undefined;
  vetCheckOut?: THealthCheckInput | undefined;
}

interface LockedBooking {
  dogId: string;
  status: THotelStatus;
  checkIn: Date;
  checkOut: Date;
}

/**
 * Applies a patch to a booking under the rules of rest-contract.md: edits only while booked or
 * checked in; status moves only booked → checked-in, checked-in → checked-out, booked →
 * cancelled; the arrival health check with a check-in (or to correct it while checked in), the
 * departure one with the check-out. `action` names the screen's Check In / Check Out, which
 * also need the booking in the status the matrix asks for.
 */
async function applyPatch(
  ctx: HotelContext,
  id: string,
  patch: Patch,
  action: { kind: 'edit' } | { kind: 'check-in'; dog: string } | { kind: 'check-out' },
): Promise<THotelBooking> {
  if (!isId(id)) throw bookingNotFound();
  if (patch.dog !== undefined && !isId(patch.dog)) throw dogNotFound();
  const first = await ctx.prisma.hotelBooking.findUnique({ where: { id }, select: { dogId: true } });
  if (!first) throw bookingNotFound();
  if (action.kind === 'check-in' && first.dogId !== action.dog) {
    throw conflict('hotel.bookingOfOtherDog');
  }
  const actor = ctx.actor.id || null;
  const now = ctx.now();

  await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      await lockDogs(tx, patch.dog ? [first.dogId, patch.dog] : [first.dogId]);
      const [row] = await tx.$queryRaw<LockedBooking[]>`
        SELECT dog_id::text AS "dogId", status::text AS status, check_in AS "checkIn", check_out AS "checkOut"
          FROM hotel_bookings WHERE id = ${id}::uuid FOR UPDATE`;
      if (!row) throw bookingNotFound();
      // The dog changed between the first read and the lock: another desk is editing it.
      if (row.dogId !== first.dogId)
        throw conflict('Another change happened at the same time. Please try again.');

      const from = row.status;
      const to = patch.status ?? from;
      if (action.kind === 'check-in') {
        if (from === 'checked-in') throw conflict('hotel.alreadyCheckedIn');
        if (!bookingActions(from).checkIn) throw conflict('hotel.notBooked');
      }
      if (action.kind === 'check-out' && !bookingActions(from).checkOut) throw conflict('hotel.notCheckedIn');
      const edits =
        patch.dog !== undefined ||
        patch.checkIn !== undefined ||
        patch.checkOut !== undefined ||
        patch.notes !== undefined ||
        hasHealthData(patch.vetCheckIn) ||
        hasHealthData(patch.vetCheckOut);
      // A checked-out or cancelled booking is closed: any PUT of it is refused, also one that only
      // repeats its status (checking out or cancelling twice is not a success).
      if (!isHotelEditableStatus(from) && (edits || to === from)) throw conflict('hotel.notEditable');
      if (!canMoveHotelStatus(from, to)) throw conflict('hotel.statusMove', { from, to });

      const dogId = patch.dog ?? row.dogId;
      const state = await dogState(tx, dogId, actor, id);
      if (!state.dog) throw dogNotFound();
      if (to === 'checked-in' && state.checkedIn) throw conflict('hotel.alreadyCheckedIn');

      if (patch.checkIn !== undefined || patch.checkOut !== undefined) {
        assertDates(
          ctx,
          {
            checkIn: patch.checkIn ?? row.checkIn.toISOString(),
            checkOut: patch.checkOut ?? row.checkOut.toISOString(),
          },
          false,
        );
      }
      const checkIn = patch.checkIn === undefined ? row.checkIn : bookingInstant(patch.checkIn, ctx.timeZone);
      let checkOut =
        patch.checkOut === undefined ? row.checkOut : bookingInstant(patch.checkOut, ctx.timeZone);
      // An early departure ends the stay on the day it really ends (its nights follow), unless
      // the desk sent another check-out day than the booked one.
      const storedOutDay = businessDayOf(row.checkOut, ctx.timeZone);
      if (
        to === 'checked-out' &&
        from === 'checked-in' &&
        (patch.checkOut === undefined || businessDayOf(checkOut, ctx.timeZone) === storedOutDay)
      ) {
        const early = earlyCheckOutDay(businessDayOf(checkIn, ctx.timeZone), storedOutDay, hotelToday(ctx));
        if (early !== null) checkOut = bookingInstant(early, ctx.timeZone);
      }
      const vetIn = healthValues(patch.vetCheckIn, state.actorName, now);
      const vetOut = healthValues(patch.vetCheckOut, state.actorName, now);
      // A check sent back as it is stored (a client returning the whole booking) keeps who took it
      // and when; new values are a new check, by the actor unless it names the staff member.
      const health = (
        prefix: 'check_in' | 'check_out',
        h: ReturnType<typeof healthValues>,
        sent: THealthCheckInput | undefined,
      ) => {
        if (!h) return Prisma.empty;
        const col = (name: string) => Prisma.raw(`${prefix}_${name}`);
        const same = Prisma.sql`(${col('checked_at')} IS NOT NULL
          AND ${col('weight')} IS NOT DISTINCT FROM ${h.weight}::float8
          AND ${col('temperature')} IS NOT DISTINCT FROM ${h.temperature}::float8
          AND ${col('notes')} IS NOT DISTINCT FROM ${h.notes}::text
          AND (${sent?.checkedBy === undefined} OR ${col('checked_by')} IS NOT DISTINCT FROM ${h.checkedBy}::text))`;
        return Prisma.sql`, ${col('weight')} = ${h.weight}::float8,
              ${col('temperature')} = ${h.temperature}::float8, ${col('notes')} = ${h.notes}::text,
              ${col('checked_by')} = CASE WHEN ${same} THEN ${col('checked_by')} ELSE ${h.checkedBy}::text END,
              ${col('checked_at')} = CASE WHEN ${same} THEN ${col('checked_at')} ELSE ${h.checkedAt}::timestamptz END`;
      };
      await tx.$executeRaw`
        UPDATE hotel_bookings
           SET dog_id = ${dogId}::uuid, check_in = ${checkIn}, check_out = ${checkOut},
               status = ${to}::"HotelBookingStatus", notes = coalesce(${patch.notes ?? null}::text, notes),
               updated_by_id = ${actor}::uuid, updated_at = ${now}
               ${health('check_in', vetIn, patch.vetCheckIn)} ${health('check_out', vetOut, patch.vetCheckOut)}
         WHERE id = ${id}::uuid`;
    }, TX_OPTIONS),
  );
  return getBooking(ctx, id);
}

/** PUT /api/hotel/{id} and hotel.update: edits and status moves (see applyPatch). */
export function updateBooking(ctx: HotelContext, input: THotelUpdateInput): Promise<THotelBooking> {
  const { id, ...patch } = input;
  return applyPatch(ctx, id, patch, { kind: 'edit' });
}

/**
 * The Check In of a dog: its booked booking (`booking`, or the one pickBookingToCheckIn takes:
 * the stay covering today, else the nearest upcoming one) becomes checked-in, with its arrival
 * health check. No such booking: 409 'No existing booking found for this dog'.
 */
export async function checkInDog(ctx: HotelContext, input: THotelCheckInInput): Promise<THotelBooking> {
  const dogId = input.dog;
  if (!isId(dogId)) throw dogNotFound();
  let bookingId = input.booking;
  if (bookingId === undefined) {
    const today = hotelToday(ctx);
    const rows = await ctx.prisma.$queryRaw<
      { id: string; checkIn: Date; checkOut: Date; status: THotelStatus; dog: string | null }[]
    >`
      SELECT b.id::text AS id, b.check_in AS "checkIn", b.check_out AS "checkOut", b.status::text AS status,
             d.id::text AS dog
        FROM (SELECT id FROM dogs WHERE id = ${dogId}::uuid) d
        LEFT JOIN hotel_bookings b ON b.dog_id = d.id AND b.status = 'booked'`;
    if (rows.length === 0) throw dogNotFound();
    const stays = rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id,
        status: r.status,
        checkInDay: businessDayOf(r.checkIn, ctx.timeZone),
        checkOutDay: businessDayOf(r.checkOut, ctx.timeZone),
      }));
    const picked = pickBookingToCheckIn(stays, today);
    if (!picked) {
      const here = await ctx.prisma.hotelBooking.count({ where: { dogId, status: 'checked_in' } });
      throw conflict(here > 0 ? 'hotel.alreadyCheckedIn' : 'hotel.noBookingForDog');
    }
    bookingId = picked.id;
  }
  const { dog: _dog, booking: _booking, ...rest } = input;
  return applyPatch(ctx, bookingId, { ...rest, status: 'checked-in' }, { kind: 'check-in', dog: dogId });
}

/** The Check Out of a checked-in booking, with its departure health check. */
export function checkOutBooking(ctx: HotelContext, input: THotelCheckOutInput): Promise<THotelBooking> {
  const { id, ...rest } = input;
  return applyPatch(ctx, id, { ...rest, status: 'checked-out' }, { kind: 'check-out' });
}

// ---------------------------------------------------------------------------------------------
// Delete
// ---------------------------------------------------------------------------------------------

/** Deletes a booked or cancelled booking (409 for one checked in or out). One statement. */
export async function deleteBooking(ctx: HotelContext, id: string): Promise<{ id: string }> {
  if (!isId(id)) throw bookingNotFound();
  const deleted = await ctx.prisma.$queryRaw<{ id: string }[]>`
    DELETE FROM hotel_bookings WHERE id = ${id}::uuid AND status IN ('booked', 'cancelled')
    RETURNING id::text AS id`;
  if (deleted.length > 0) return { id };
  const exists = await ctx.prisma.hotelBooking.count({ where: { id } });
  if (exists === 0) throw bookingNotFound();
  throw conflict('hotel.notDeletable');
}
