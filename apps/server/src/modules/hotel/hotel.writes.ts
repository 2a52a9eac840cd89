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
  bookingDay,
  bookingInstant,
  businessDayOf,
  canMoveHotelStatus,
  DEFAULT_KENNEL_TYPE,
  earlyCheckOutDay,
  HOTEL_STATUSES,
  hasHealthData,
  isHotelEditableStatus,
  isId,
  messageEn,
  nightDaysOf,
  PRICE_CODES,
  pickBookingToCheckIn,
  stayNightDays,
  type THealthCheckInput,
  type THotelBooking,
  type THotelBookingAnswer,
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
import { askWaitlistOffers } from '../../lib/jobs';
import { chargeForService } from '../billing';
import { type CapacityGate, checkHotelCapacity, recordCapacityOverride } from '../kennels';
import { bookingWarnings, checkAtService, recordOverride } from '../vaccinations';
import { bookingIn, recordBookingWrite } from './hotel.audit';
import { type HotelContext, hotelToday } from './hotel.context';
import { BOOKING_COLUMNS, BOOKING_JOINS, type BookingRow, toBookingDto } from './hotel.dto';

export const bookingNotFound = () => new DomainError('NOT_FOUND', 'hotel.bookingNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'hotel.dogNotFound');
const kennelNotFound = () => new DomainError('NOT_FOUND', 'kennels.notFound');
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
/**
 * Vaccinations over the stay, through its check-out day: a check-in (a walk-in too) is the moment
 * of service (block mode: 409 unless a manager overrides, recorded on an `override` event); a
 * booking only warns. The answer carries the warnings when there are any.
 */
async function withVaccinations(
  ctx: HotelContext,
  tx: Db,
  booking: THotelBooking,
  moment: boolean,
  override: { reason: string } | undefined,
): Promise<THotelBookingAnswer> {
  const check = {
    dogId: booking.dog.id,
    service: 'hotel' as const,
    from: booking.checkInDay,
    to: booking.checkOutDay,
  };
  const gate = moment
    ? await checkAtService(tx, ctx.actor, { ...check, override })
    : { warnings: await bookingWarnings(tx, check), override: null };
  await recordOverride(tx, ctx.actor, gate, {
    entity: 'hotel-booking',
    entityId: booking.id,
    label: `of ${booking.dog.name} (${booking.checkInDay} – ${booking.checkOutDay})`,
    at: ctx.now(),
  });
  return gate.warnings.length ? { ...booking, warnings: gate.warnings } : booking;
}

export async function createBooking(
  ctx: HotelContext,
  input: THotelBookingInput,
): Promise<THotelBookingAnswer> {
  if (!isId(input.dog)) throw dogNotFound();
  assertDates(ctx, input, true);
  return guarded(() => ctx.prisma.$transaction((tx) => createBookingIn(ctx, tx, input), TX_OPTIONS));
}

/**
 * createBooking in an open transaction (the waitlist's Book runs it with the entry's removal). The
 * hotel's capacity is checked under its lock after the dog's (kennels module): a full kennel or
 * hotel is a 409 unless a manager overrides a full hotel.
 */
export async function createBookingIn(
  ctx: HotelContext,
  tx: Db,
  input: THotelBookingInput,
): Promise<THotelBookingAnswer> {
  const dogId = input.dog;
  if (!isId(dogId)) throw dogNotFound();
  const status: THotelStatus = input.status ?? 'booked';
  assertDates(ctx, input, true);
  const checkIn = bookingInstant(input.checkIn, ctx.timeZone);
  const checkOut = bookingInstant(input.checkOut, ctx.timeZone);
  const actor = ctx.actor.id || null;
  const now = ctx.now();
  const kennel = input.kennel ?? null;
  if (kennel && !isId(kennel)) throw kennelNotFound();
  await lockDogs(tx, [dogId]);
  const state = await dogState(tx, dogId, actor, null);
  if (!state.dog) throw dogNotFound();
  if (status === 'checked-in' && state.checkedIn) throw conflict('hotel.alreadyCheckedIn');
  const nights = nightDaysOf(
    bookingDay(input.checkIn, ctx.timeZone),
    bookingDay(input.checkOut, ctx.timeZone),
  );
  const capacity = await checkHotelCapacity(tx, ctx.actor, ctx.timeZone, {
    booking: null,
    nights,
    kennel: kennel ? { id: kennel, nights } : null,
    override: input.override,
  });
  const health = healthValues(input.vetCheckIn, state.actorName, now);
  const [row] = await tx.$queryRaw<{ id: string }[]>`
        INSERT INTO hotel_bookings (id, dog_id, kennel_id, check_in, check_out, status, notes,
            check_in_weight, check_in_temperature, check_in_notes, check_in_checked_by, check_in_checked_at,
            created_by_id, updated_by_id, created_at, updated_at)
        VALUES (gen_random_uuid(), ${dogId}::uuid, ${kennel}::uuid, ${checkIn}, ${checkOut}, ${status}::"HotelBookingStatus",
            ${input.notes}, ${health?.weight ?? null}::float8, ${health?.temperature ?? null}::float8,
            ${health?.notes ?? null}, ${health?.checkedBy ?? null}, ${health?.checkedAt ?? null}::timestamptz,
            ${actor}::uuid, ${actor}::uuid, ${now}, ${now})
        RETURNING id::text AS id`;
  const created = await bookingIn(tx, ctx, (row as { id: string }).id);
  if (!created) throw bookingNotFound();
  await recordBookingWrite(tx, ctx, null, created);
  await recordCapacity(ctx, tx, capacity, created);
  return withVaccinations(ctx, tx, created, status === 'checked-in', input.override);
}

/** The `override` event of a full hotel a manager let this booking through. */
async function recordCapacity(ctx: HotelContext, tx: Db, gate: CapacityGate, booking: THotelBooking) {
  await recordCapacityOverride(tx, ctx.actor, gate, {
    entity: 'hotel-booking',
    entityId: booking.id,
    label: `of ${booking.dog.name} (${booking.checkInDay} – ${booking.checkOutDay})`,
    at: ctx.now(),
  });
}

/** The statuses whose nights hold a place. */
const holdsPlace = (status: THotelStatus) => status === 'booked' || status === 'checked-in';

/**
 * The capacity check of an edit, a check-in or a status move of a locked booking: only what the
 * write adds is checked (the nights it did not hold before; every night in a kennel it moves to),
 * so shortening a stay or cancelling it never fails. Nothing added: no check.
 */
async function checkEditCapacity(
  ctx: HotelContext,
  tx: Db,
  id: string,
  row: LockedBooking,
  to: THotelStatus,
  changes: Changes,
  override: { reason: string } | undefined,
): Promise<CapacityGate> {
  if (!holdsPlace(to)) return { override: null };
  const inDay = changes.checkIn === undefined ? null : bookingDay(changes.checkIn, ctx.timeZone);
  const outDay = changes.checkOut === undefined ? null : bookingDay(changes.checkOut, ctx.timeZone);
  const before = holdsPlace(row.status) ? stayNightDays(row.checkIn, row.checkOut, ctx.timeZone) : [];
  const stored = stayNightDays(row.checkIn, row.checkOut, ctx.timeZone);
  const after =
    inDay === null && outDay === null
      ? stored
      : nightDaysOf(
          inDay ?? businessDayOf(row.checkIn, ctx.timeZone),
          outDay ?? businessDayOf(row.checkOut, ctx.timeZone),
        );
  const held = new Set(before);
  const added = after.filter((night) => !held.has(night));
  const kennel = changes.kennel === undefined ? row.kennelId : changes.kennel;
  const moved = kennel !== null && kennel !== row.kennelId;
  if (added.length === 0 && !moved && !override) return { override: null };
  return checkHotelCapacity(tx, ctx.actor, ctx.timeZone, {
    booking: id,
    nights: added,
    kennel: kennel && (moved || added.length > 0) ? { id: kennel, nights: moved ? after : added } : null,
    override,
  });
}

/** Saves a locked booking (saveBooking) and records the write: the booking before and after. */
async function saveAndRecord(
  ctx: HotelContext,
  tx: Db,
  id: string,
  row: LockedBooking,
  status: THotelStatus,
  changes: Changes,
  writer: Writer & { actorName: string | null },
): Promise<THotelBooking> {
  const before = await bookingIn(tx, ctx, id);
  await saveBooking(ctx, tx, id, row, status, changes, writer);
  const after = await bookingIn(tx, ctx, id);
  if (!before || !after) throw bookingNotFound();
  await recordBookingWrite(tx, ctx, before, after);
  return after;
}

// ---------------------------------------------------------------------------------------------
// Edit, check in, check out: each its own use case, sharing the lock and the write
// ---------------------------------------------------------------------------------------------

/** What an edit, a check-in or a check-out may change besides the status (absent: kept). */
interface Changes {
  dog?: string | undefined;
  checkIn?: string | undefined;
  checkOut?: string | undefined;
  notes?: string | undefined;
  vetCheckIn?: THealthCheckInput | undefined;
  vetCheckOut?: THealthCheckInput | undefined;
  /** The kennel: an id, null to take the stay out of its kennel; absent keeps it. */
  kennel?: string | null | undefined;
}

interface LockedBooking {
  dogId: string;
  kennelId: string | null;
  status: THotelStatus;
  checkIn: Date;
  checkOut: Date;
}

/** Who writes and when: the acting user's id and the time every column of the write takes. */
interface Writer {
  actor: string | null;
  now: Date;
}

const writerOf = (ctx: HotelContext): Writer => ({ actor: ctx.actor.id || null, now: ctx.now() });

/** The booking's dog, read before the transaction (the lock is the dog's): 404 for no booking. */
async function bookingDog(ctx: HotelContext, id: string): Promise<string> {
  if (!isId(id)) throw bookingNotFound();
  const first = await ctx.prisma.hotelBooking.findUnique({ where: { id }, select: { dogId: true } });
  if (!first) throw bookingNotFound();
  return first.dogId;
}

/**
 * In the write's transaction: the locks of the booking's dog (and of the dog it moves to), then
 * the booking read FOR UPDATE. A dog changed between the first read and the lock means another
 * desk is editing it: 409.
 */
async function lockBooking(tx: Db, id: string, dogId: string, newDog?: string): Promise<LockedBooking> {
  await lockDogs(tx, newDog ? [dogId, newDog] : [dogId]);
  const [row] = await tx.$queryRaw<LockedBooking[]>`
    SELECT dog_id::text AS "dogId", kennel_id::text AS "kennelId", status::text AS status, check_in AS "checkIn", check_out AS "checkOut"
      FROM hotel_bookings WHERE id = ${id}::uuid FOR UPDATE`;
  if (!row) throw bookingNotFound();
  if (row.dogId !== dogId) throw conflict('common.changedMeanwhile');
  return row;
}

/** The booking's dog (after the change) must exist; `checkedIn` of it is for the caller's rule. */
async function dogOfWrite(tx: Db, dogId: string, writer: Writer, bookingId: string): Promise<DogState> {
  const state = await dogState(tx, dogId, writer.actor, bookingId);
  if (!state.dog) throw dogNotFound();
  return state;
}

/**
 * The SET of a health check sent with a write. A check sent back as it is stored (a client
 * returning the whole booking) keeps who took it and when; new values are a new check, by the
 * actor unless it names the staff member.
 */
function healthSet(
  prefix: 'check_in' | 'check_out',
  h: ReturnType<typeof healthValues>,
  sent: THealthCheckInput | undefined,
): Prisma.Sql {
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
}

/**
 * Writes a locked booking's status and changes: the date rules when a date is sent (an edit may
 * keep a past check-in), the health checks, who and when. `actorName` is a check's default staff
 * member.
 */
async function saveBooking(
  ctx: HotelContext,
  tx: Db,
  id: string,
  row: LockedBooking,
  status: THotelStatus,
  changes: Changes,
  writer: Writer & { actorName: string | null },
): Promise<void> {
  if (changes.checkIn !== undefined || changes.checkOut !== undefined) {
    assertDates(
      ctx,
      {
        checkIn: changes.checkIn ?? row.checkIn.toISOString(),
        checkOut: changes.checkOut ?? row.checkOut.toISOString(),
      },
      false,
    );
  }
  const instant = (sent: string | undefined, stored: Date) =>
    sent === undefined ? stored : bookingInstant(sent, ctx.timeZone);
  let checkOut = instant(changes.checkOut, row.checkOut);
  // An early departure ends the stay on the day it really ends (its nights follow), unless the
  // desk sent another check-out day than the booked one.
  if (status === 'checked-out' && row.status === 'checked-in') {
    const storedOutDay = businessDayOf(row.checkOut, ctx.timeZone);
    if (changes.checkOut === undefined || businessDayOf(checkOut, ctx.timeZone) === storedOutDay) {
      const inDay = businessDayOf(instant(changes.checkIn, row.checkIn), ctx.timeZone);
      const early = earlyCheckOutDay(inDay, storedOutDay, hotelToday(ctx));
      if (early !== null) checkOut = bookingInstant(early, ctx.timeZone);
    }
  }
  const vetIn = healthValues(changes.vetCheckIn, writer.actorName, writer.now);
  const vetOut = healthValues(changes.vetCheckOut, writer.actorName, writer.now);
  await tx.$executeRaw`
    UPDATE hotel_bookings
       SET dog_id = ${changes.dog ?? row.dogId}::uuid, check_in = ${instant(changes.checkIn, row.checkIn)},
           check_out = ${checkOut}, status = ${status}::"HotelBookingStatus",
           kennel_id = CASE WHEN ${changes.kennel === undefined} THEN kennel_id ELSE ${changes.kennel ?? null}::uuid END,
           notes = coalesce(${changes.notes ?? null}::text, notes),
           updated_by_id = ${writer.actor}::uuid, updated_at = ${writer.now}
           ${healthSet('check_in', vetIn, changes.vetCheckIn)} ${healthSet('check_out', vetOut, changes.vetCheckOut)}
     WHERE id = ${id}::uuid`;
}

/** True when an edit changes anything but the status. */
const changesAnything = (c: Changes) =>
  c.dog !== undefined ||
  c.checkIn !== undefined ||
  c.checkOut !== undefined ||
  c.notes !== undefined ||
  c.kennel !== undefined ||
  hasHealthData(c.vetCheckIn) ||
  hasHealthData(c.vetCheckOut);

/**
 * The stay is charged at its check-out (the desk's Check Out, or a PUT to checked-out), once: its
 * nights at the night of its kennel's type (a stay without a kennel, or a type without a price of
 * its own: the standard night).
 */
async function chargeStay(ctx: HotelContext, tx: Db, after: THotelBooking): Promise<void> {
  await chargeForService(tx, ctx.actor, {
    source: { type: 'hotel-booking', id: after.id },
    dogId: after.dog.id,
    lines: [
      {
        kind: 'stay',
        price: PRICE_CODES.hotelNight(after.kennel?.type ?? DEFAULT_KENNEL_TYPE),
        fallbackPrice: PRICE_CODES.hotelNight(DEFAULT_KENNEL_TYPE),
        quantity: after.nights,
      },
    ],
    day: after.checkOutDay,
  });
}

/**
 * PUT /api/hotel/{id} and hotel.update: edits and status moves under the rules of
 * docs/contract/rest-contract.md: edits (dog, dates, notes, health checks) only while booked or checked in;
 * status moves only booked → checked-in, checked-in → checked-out, booked → cancelled; the
 * arrival health check with a check-in (or to correct it while checked in), the departure one
 * with the check-out; a dog is checked in at most once.
 */
export async function updateBooking(
  ctx: HotelContext,
  input: THotelUpdateInput,
): Promise<THotelBookingAnswer> {
  const { id, status, override, ...changes } = input;
  if (!isId(id)) throw bookingNotFound();
  if (changes.dog !== undefined && !isId(changes.dog)) throw dogNotFound();
  if (changes.kennel && !isId(changes.kennel)) throw kennelNotFound();
  const firstDog = await bookingDog(ctx, id);
  const writer = writerOf(ctx);

  const answer = await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      const row = await lockBooking(tx, id, firstDog, changes.dog);
      const from = row.status;
      const to = status ?? from;
      // A checked-out or cancelled booking is closed: any PUT of it is refused, also one that only
      // repeats its status (checking out or cancelling twice is not a success).
      if (!isHotelEditableStatus(from) && (changesAnything(changes) || to === from)) {
        throw conflict('hotel.notEditable');
      }
      if (!canMoveHotelStatus(from, to)) throw conflict('hotel.statusMove', { from, to });
      const state = await dogOfWrite(tx, changes.dog ?? row.dogId, writer, id);
      if (to === 'checked-in' && state.checkedIn) throw conflict('hotel.alreadyCheckedIn');
      const capacity = await checkEditCapacity(ctx, tx, id, row, to, changes, override);
      const after = await saveAndRecord(ctx, tx, id, row, to, changes, {
        ...writer,
        actorName: state.actorName,
      });
      await recordCapacity(ctx, tx, capacity, after);
      if (to === 'checked-out' && from === 'checked-in') await chargeStay(ctx, tx, after);
      // A move to checked-in is the moment of service; an edit of a booked stay warns.
      if (to === 'checked-in' && from !== 'checked-in')
        return withVaccinations(ctx, tx, after, true, override);
      return to === 'booked' ? withVaccinations(ctx, tx, after, false, undefined) : after;
    }, TX_OPTIONS),
  );
  // Cancelled, shortened, moved or checked out: places may have freed for the waitlist.
  await askWaitlistOffers(ctx.jobs);
  return answer;
}

/**
 * The booking a dog's Check In takes when none is given: pickBookingToCheckIn of its booked
 * stays (the one covering today, else the nearest upcoming one). Unknown dog: 404; none: 409
 * 'No existing booking found for this dog', or 'This dog is already checked in' when it is.
 */
async function bookingToCheckIn(ctx: HotelContext, dogId: string): Promise<string> {
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
  if (picked) return picked.id;
  const here = await ctx.prisma.hotelBooking.count({ where: { dogId, status: 'checked_in' } });
  throw conflict(here > 0 ? 'hotel.alreadyCheckedIn' : 'hotel.noBookingForDog');
}

/**
 * The Check In of a dog: its booked booking (`booking`, or the one bookingToCheckIn takes)
 * becomes checked-in, with its arrival health check; the dates and notes may be corrected in the
 * same step. The booking must be the dog's (409) and booked (409: already checked in, or not
 * booked); the dog must not be checked in on another booking (409).
 */
export async function checkInDog(ctx: HotelContext, input: THotelCheckInInput): Promise<THotelBookingAnswer> {
  const { dog: dogId, booking, override, ...changes } = input;
  if (!isId(dogId)) throw dogNotFound();
  if (changes.kennel && !isId(changes.kennel)) throw kennelNotFound();
  const id = booking ?? (await bookingToCheckIn(ctx, dogId));
  const firstDog = await bookingDog(ctx, id);
  if (firstDog !== dogId) throw conflict('hotel.bookingOfOtherDog');
  const writer = writerOf(ctx);

  return guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      const row = await lockBooking(tx, id, firstDog);
      if (row.status === 'checked-in') throw conflict('hotel.alreadyCheckedIn');
      if (!bookingActions(row.status).checkIn) throw conflict('hotel.notBooked');
      const state = await dogOfWrite(tx, row.dogId, writer, id);
      if (state.checkedIn) throw conflict('hotel.alreadyCheckedIn');
      const capacity = await checkEditCapacity(ctx, tx, id, row, 'checked-in', changes, override);
      const after = await saveAndRecord(ctx, tx, id, row, 'checked-in', changes, {
        ...writer,
        actorName: state.actorName,
      });
      await recordCapacity(ctx, tx, capacity, after);
      return withVaccinations(ctx, tx, after, true, override);
    }, TX_OPTIONS),
  );
}

/**
 * The Check Out of a checked-in booking (409 otherwise), with its departure health check; the
 * dates and notes may be corrected in the same step.
 */
export async function checkOutBooking(ctx: HotelContext, input: THotelCheckOutInput): Promise<THotelBooking> {
  const { id, ...changes } = input;
  const firstDog = await bookingDog(ctx, id);
  const writer = writerOf(ctx);

  const answer = await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      const row = await lockBooking(tx, id, firstDog);
      if (!bookingActions(row.status).checkOut) throw conflict('hotel.notCheckedIn');
      const state = await dogOfWrite(tx, row.dogId, writer, id);
      const after = await saveAndRecord(ctx, tx, id, row, 'checked-out', changes, {
        ...writer,
        actorName: state.actorName,
      });
      await chargeStay(ctx, tx, after);
      return after;
    }, TX_OPTIONS),
  );
  // An early check-out frees the remaining nights.
  await askWaitlistOffers(ctx.jobs);
  return answer;
}

// ---------------------------------------------------------------------------------------------
// Delete
// ---------------------------------------------------------------------------------------------

/** The statuses a booking may be deleted in: the domain's action matrix, for the SQL. */
const DELETABLE = HOTEL_STATUSES.filter((status) => bookingActions(status).delete);

/**
 * Deletes a booked or cancelled booking (409 for one checked in or out): one statement deletes it
 * and answers what it held, for its event (with the reason, when given).
 */
export async function deleteBooking(ctx: HotelContext, id: string, reason?: string): Promise<{ id: string }> {
  if (!isId(id)) throw bookingNotFound();
  const deleted = await ctx.prisma.$transaction(async (tx) => {
    const rows = await tx.$queryRaw<BookingRow[]>`
      WITH b AS (
        DELETE FROM hotel_bookings WHERE id = ${id}::uuid AND status = ANY(${DELETABLE}::"HotelBookingStatus"[])
        RETURNING *)
      SELECT ${BOOKING_COLUMNS} FROM b ${BOOKING_JOINS}`;
    const row = rows[0];
    if (row) await recordBookingWrite(tx, ctx, toBookingDto(row, ctx.timeZone), null, reason);
    return row !== undefined;
  });
  if (deleted) {
    await askWaitlistOffers(ctx.jobs);
    return { id };
  }
  const exists = await ctx.prisma.hotelBooking.count({ where: { id } });
  if (exists === 0) throw bookingNotFound();
  throw conflict('hotel.notDeletable');
}
