// The hotel's waitlist (docs/contract/rest-contract-business.md, "Kennels, capacity and occupancy";
// docs/domains/kennels.md): a stay that did not fit, in calendar days. Each entry answers whether
// its nights are free now (`fits`, counted like a booking's check); Book turns it into a booking
// in one transaction (the entry is removed only when the booking is made); the Today board shows
// the entries that now fit. Every write records its audit event (record `waitlist`).
import {
  auditStateOf,
  businessToday,
  isId,
  nightDaysOf,
  type TWaitlistBookInput,
  type TWaitlistEntry,
  type TWaitlistInput,
  WAITLIST_BOARD_CAP,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isExclusionViolation } from '../../errors/prisma-errors';
import { defineJob, type JobDefinition, WAITLIST_OFFER_JOB } from '../../lib/jobs';
import { recordChange } from '../audit';
import { staysFit } from '../kennels';
import { type HotelContext, hotelToday } from './hotel.context';
import { createBookingIn } from './hotel.writes';

const notFound = () => new DomainError('NOT_FOUND', 'waitlist.notFound');

interface EntryRow {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  checkIn: string;
  checkOut: string;
  notes: string;
  createdAt: Date;
  offeredAt: Date | null;
}

const ENTRY_COLUMNS = Prisma.sql`
  w.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
  w.check_in::text AS "checkIn", w.check_out::text AS "checkOut", w.notes, w.created_at AS "createdAt",
  w.offered_at AS "offeredAt"`;

async function selectEntries(db: Db, where: Prisma.Sql, limit?: number): Promise<EntryRow[]> {
  return db.$queryRaw<EntryRow[]>`
    SELECT ${ENTRY_COLUMNS} FROM hotel_waitlist w JOIN dogs d ON d.id = w.dog_id
     WHERE ${where}
     ORDER BY w.check_in, w.created_at, w.id
     ${limit === undefined ? Prisma.empty : Prisma.sql`LIMIT ${limit}`}`;
}

/** The entries with `fits` counted now (one count for all of them). */
async function withFits(db: Db, timeZone: string, rows: readonly EntryRow[]): Promise<TWaitlistEntry[]> {
  const fits = await staysFit(db, timeZone, rows);
  return rows.map((r, i) => ({
    id: r.id,
    dog: { id: r.dogId, name: r.dogName, breed: r.dogBreed },
    checkIn: r.checkIn,
    checkOut: r.checkOut,
    nights: nightDaysOf(r.checkIn, r.checkOut).length,
    notes: r.notes,
    fits: fits[i] ?? false,
    createdAt: r.createdAt.toISOString(),
    offeredAt: r.offeredAt ? new Date(r.offeredAt).toISOString() : null,
  }));
}

const label = (e: Pick<TWaitlistEntry, 'dog' | 'checkIn' | 'checkOut'>) =>
  `of ${e.dog.name} (${e.checkIn} – ${e.checkOut})`;
const entryState = (e: TWaitlistEntry) =>
  auditStateOf(e, { ignore: ['fits', 'nights', 'createdAt', 'offeredAt'] });

/** GET /api/hotel/waitlist, hotel.waitlist.list: the entries leaving from today on, soonest first. */
export async function listWaitlist(ctx: HotelContext): Promise<TWaitlistEntry[]> {
  const rows = await selectEntries(ctx.prisma, Prisma.sql`w.check_out > ${hotelToday(ctx)}::date`);
  return withFits(ctx.prisma, ctx.timeZone, rows);
}

/** The Today board's part: the entries from today on that fit now (first `cap`) and how many. */
export async function waitlistBoard(
  ctx: HotelContext,
  cap = WAITLIST_BOARD_CAP,
): Promise<{ entries: TWaitlistEntry[]; count: number }> {
  const rows = await selectEntries(ctx.prisma, Prisma.sql`w.check_in >= ${hotelToday(ctx)}::date`);
  const fitting = (await withFits(ctx.prisma, ctx.timeZone, rows)).filter((e) => e.fits);
  return { entries: fitting.slice(0, cap), count: fitting.length };
}

/** POST /api/hotel/waitlist: the check-in not before today (400), the dog must exist (404). */
export async function createWaitlistEntry(ctx: HotelContext, input: TWaitlistInput): Promise<TWaitlistEntry> {
  if (!isId(input.dog)) throw new DomainError('NOT_FOUND', 'waitlist.dogNotFound');
  if (input.checkIn < hotelToday(ctx)) {
    throw new DomainError('BAD_REQUEST', 'waitlist.checkInPast', {
      details: [{ path: 'checkIn', message: 'waitlist.checkInPast' }],
    });
  }
  return ctx.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO hotel_waitlist (id, dog_id, check_in, check_out, notes, created_at)
      SELECT gen_random_uuid(), d.id, ${input.checkIn}::date, ${input.checkOut}::date, ${input.notes ?? ''}, ${ctx.now()}
        FROM dogs d WHERE d.id = ${input.dog}::uuid
      RETURNING id::text AS id`;
    if (!row) throw new DomainError('NOT_FOUND', 'waitlist.dogNotFound');
    const [entry] = await withFits(
      tx,
      ctx.timeZone,
      await selectEntries(tx, Prisma.sql`w.id = ${row.id}::uuid`),
    );
    if (!entry) throw notFound();
    await recordChange(
      tx,
      {
        actor: ctx.actor,
        action: 'create',
        entity: 'waitlist',
        entityId: entry.id,
        label: label(entry),
        at: ctx.now(),
      },
      null,
      entryState(entry),
    );
    return entry;
  }, TX_OPTIONS);
}

/** Removes an entry and answers it (for its event); none: 404. */
async function takeEntry(tx: Db, ctx: HotelContext, id: string): Promise<TWaitlistEntry> {
  if (!isId(id)) throw notFound();
  const rows = await selectEntries(tx, Prisma.sql`w.id = ${id}::uuid`);
  const [entry] = await withFits(tx, ctx.timeZone, rows);
  const deleted = await tx.$executeRaw`DELETE FROM hotel_waitlist WHERE id = ${id}::uuid`;
  if (!entry || deleted === 0) throw notFound();
  return entry;
}

/** DELETE /api/hotel/waitlist/{id}: the reason, when given, is kept on its event. */
export async function deleteWaitlistEntry(
  ctx: HotelContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  return ctx.prisma.$transaction(async (tx) => {
    const entry = await takeEntry(tx, ctx, id);
    await recordChange(
      tx,
      {
        actor: ctx.actor,
        action: 'delete',
        entity: 'waitlist',
        entityId: id,
        label: label(entry),
        reason,
        at: ctx.now(),
      },
      entryState(entry),
      null,
    );
    return { id };
  }, TX_OPTIONS);
}

/**
 * POST /api/hotel/waitlist/{id}/book: the entry becomes a booking (with a kennel, when given) under
 * the same capacity check as any booking (409 when it does not fit, unless a manager overrides); the
 * entry is removed in the same transaction, so two desks booking it make one booking.
 */
export async function bookWaitlistEntry(ctx: HotelContext, input: TWaitlistBookInput) {
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const entry = await takeEntry(tx, ctx, input.id);
      const booking = await createBookingIn(ctx, tx, {
        dog: entry.dog.id,
        checkIn: entry.checkIn,
        checkOut: entry.checkOut,
        notes: entry.notes,
        ...(input.kennel ? { kennel: input.kennel } : {}),
        ...(input.override ? { override: input.override } : {}),
      });
      await recordChange(
        tx,
        {
          actor: ctx.actor,
          action: 'delete',
          entity: 'waitlist',
          entityId: entry.id,
          label: label(entry),
          detail: 'booked',
          at: ctx.now(),
        },
        entryState(entry),
        null,
      );
      return booking;
    }, TX_OPTIONS);
  } catch (error) {
    if (isExclusionViolation(error)) throw new DomainError('CONFLICT', 'hotel.overlap');
    throw error;
  }
}

/**
 * The waitlist-offer job (docs/domains/jobs.md): the entries from today on not offered yet that
 * fit now (the Today board's rule, staysFit) are marked offered. One UPDATE guarded by
 * `offered_at IS NULL`, so however many runs overlap, an entry is offered once; answers the ids
 * this run offered.
 */
export async function offerFittingEntries(
  prisma: Db,
  timeZone: string,
  now: Date = new Date(),
): Promise<string[]> {
  const rows = await selectEntries(
    prisma,
    Prisma.sql`w.check_in >= ${businessToday(timeZone, now)}::date AND w.offered_at IS NULL`,
  );
  if (rows.length === 0) return [];
  const fits = await staysFit(prisma, timeZone, rows);
  const ids = rows.filter((_, i) => fits[i]).map((r) => r.id);
  if (ids.length === 0) return [];
  const offered = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE hotel_waitlist SET offered_at = ${now}
     WHERE id = ANY(${ids}::uuid[]) AND offered_at IS NULL
    RETURNING id::text AS id`;
  return offered.map((r) => r.id);
}

/** The job that runs it: once per burst of freed capacity, whatever the number of processes. */
export function waitlistJobs(prisma: Db, timeZone: string): JobDefinition[] {
  return [
    defineJob({
      name: WAITLIST_OFFER_JOB,
      // One waiting at a time: a burst of cancellations makes one run.
      policy: 'short',
      retryLimit: 5,
      retryDelaySeconds: 10,
      retryBackoff: true,
      expireInSeconds: 120,
      handle: async () => {
        await offerFittingEntries(prisma, timeZone);
      },
      summarize: () => 'waitlist',
    }),
  ];
}
