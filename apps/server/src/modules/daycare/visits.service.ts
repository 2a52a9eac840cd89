// Daycare visits: check-in (with the package day it takes), check-out, delete (giving the day
// back), one visit, today's visits. All Visits (paged) is in visits.list.ts and the streamed
// REST list in visits.stream.ts; both are re-exported here.
//
// Every write that can take or give back a package day runs in one transaction holding the
// dog's advisory lock (DOG_LOCK), so two check-ins, or a check-in and a delete, of one dog
// happen one after the other: a race never takes two days or checks a dog in twice. The
// partial unique index daycare_visits_one_active_per_dog stays the last guard.
import { isId, type TCheckInInput, type TCheckOutInput, type TDaycareVisit } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type Db, lockRecords, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import { type DaycareContext, todayOf } from './daycare.context';
import { selectVisits } from './visits.dto';
import { forgetVisitCounts } from './visits.list';

export { allVisitsRestJson } from './daycare.stream';
export { listVisits } from './visits.list';

const visitNotFound = () => new DomainError('NOT_FOUND', 'daycare.visitNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'daycare.dogNotFound');
const alreadyCheckedIn = () => new DomainError('CONFLICT', 'daycare.alreadyCheckedIn');

/** Serialises every package-day write of one dog (check-in, delete) until the transaction ends. */
const lockDog = (tx: Db, dogId: string) => lockRecords(tx, 'daycare-dog', [dogId]);

export async function getVisit(ctx: DaycareContext, id: string): Promise<TDaycareVisit> {
  if (!isId(id)) throw visitNotFound();
  const [visit] = await selectVisits(ctx.prisma, Prisma.sql`v.id = ${id}::uuid`);
  if (!visit) throw visitNotFound();
  return visit;
}

/** Today's visits (the logs page and the check-out select), earliest check-in first, pending last. */
export async function listTodayVisits(ctx: DaycareContext): Promise<TDaycareVisit[]> {
  return selectVisits(ctx.prisma, Prisma.sql`v.date = ${todayOf(ctx)}::date`, {
    order: Prisma.sql`v.check_in_time ASC NULLS LAST, v.created_at, v.id`,
  });
}

/**
 * Takes one day from the dog's usable package that expires first (days left, not expired; then
 * the oldest purchase, then the id: pickPackage's order) and returns it, or null when none is
 * usable. One statement: the row is locked FOR UPDATE and re-checked after any concurrent edit
 * (a package changed meanwhile is skipped for the next one), so days_left never goes below zero.
 */
async function takePackageDay(tx: Db, dogId: string, now: Date): Promise<string | null> {
  const taken = await tx.$queryRaw<{ id: string }[]>`
    UPDATE daycare_packages SET days_left = days_left - 1
     WHERE id = (SELECT id FROM daycare_packages
                  WHERE dog_id = ${dogId}::uuid AND days_left > 0 AND expires_at > ${now}
                  ORDER BY expires_at, purchased_at, id
                  LIMIT 1 FOR UPDATE)
       AND days_left > 0
    RETURNING id::text AS id`;
  return taken[0]?.id ?? null;
}

/** What a check-in needs to know about the dog, read in one statement under the dog's lock. */
interface DogDayState {
  dog: string | null;
  /** The dog's active visit (any day). */
  active: string | null;
  /** The oldest pending visit of the dog on the day, and the package it holds. */
  pendingId: string | null;
  pendingPackage: string | null;
  /** A package another visit of the dog on the day already holds a day of. */
  held: string | null;
}

/**
 * Checks a dog in, or registers a pending visit (`checkInTime: null`: expected, not here yet).
 * The date defaults to the business day and the time to now. A pending visit of the dog on that
 * day becomes the check-in (no second row, no second day). The day is paid by:
 * - the package another visit of the dog that day already holds (a dog coming back the same
 *   afternoon is not charged twice: linked, no day taken);
 * - otherwise one day of the usable package that expires first (takePackageDay);
 * - no usable package: null (the dog is still welcome; the Overview reminds the desk).
 */
export async function checkIn(ctx: DaycareContext, input: TCheckInInput): Promise<TDaycareVisit> {
  const dogId = input.dog;
  if (!isId(dogId)) throw dogNotFound();
  const now = ctx.now();
  const date = input.date ?? todayOf(ctx);
  const checkInTime =
    input.checkInTime === null ? null : input.checkInTime === undefined ? now : new Date(input.checkInTime);
  const actor = ctx.actor.id || null;

  let visitId: string;
  try {
    visitId = await ctx.prisma.$transaction(async (tx) => {
      // The lock first, in its own statement: the reads below then see every earlier check-in
      // or delete of this dog (a statement's snapshot is taken when it starts).
      await lockDog(tx, dogId);
      const [state] = await tx.$queryRaw<DogDayState[]>`
        SELECT (SELECT id::text FROM dogs WHERE id = ${dogId}::uuid) AS dog,
               (SELECT id::text FROM daycare_visits
                 WHERE dog_id = ${dogId}::uuid AND check_in_time IS NOT NULL AND check_out_time IS NULL
                 LIMIT 1) AS active,
               p.id::text AS "pendingId", p.package_id::text AS "pendingPackage",
               (SELECT package_id::text FROM daycare_visits
                 WHERE dog_id = ${dogId}::uuid AND date = ${date}::date AND package_id IS NOT NULL
                 ORDER BY created_at, id LIMIT 1) AS held
          FROM (SELECT 1) one
          LEFT JOIN LATERAL (SELECT id, package_id FROM daycare_visits
                              WHERE dog_id = ${dogId}::uuid AND date = ${date}::date
                                AND check_in_time IS NULL
                              ORDER BY created_at, id LIMIT 1) p ON TRUE`;
      if (!state?.dog) throw dogNotFound();

      if (checkInTime) {
        if (state.active) throw alreadyCheckedIn();
        // The dog was expected: its pending visit of that day becomes this check-in, keeping
        // the day it took (or taking one now).
        if (state.pendingId) {
          const packageId = state.pendingPackage ?? state.held ?? (await takePackageDay(tx, dogId, now));
          await tx.daycareVisit.update({
            where: { id: state.pendingId },
            data: {
              checkInTime,
              packageId,
              ...(input.notes !== undefined ? { notes: input.notes } : {}),
              updatedById: actor,
            },
            select: { id: true },
          });
          return state.pendingId;
        }
      }

      const packageId = state.held ?? (await takePackageDay(tx, dogId, now));
      const created = await tx.daycareVisit.create({
        data: {
          dogId,
          date: new Date(`${date}T00:00:00Z`),
          checkInTime,
          notes: input.notes ?? null,
          packageId,
          createdById: actor,
          updatedById: actor,
        },
        select: { id: true },
      });
      return created.id;
    }, TX_OPTIONS);
  } catch (error) {
    // The unique index is the last guard against a second active visit: a 409, never a 500.
    if (isUniqueViolation(error)) throw alreadyCheckedIn();
    throw error;
  }
  forgetVisitCounts();
  return getVisit(ctx, visitId);
}

/**
 * Checks an active visit out. One conditional UPDATE, so of two check-outs of one visit one
 * succeeds and the other finds it completed (409). The time defaults to now and may not be
 * before the check-in; notes, when given, replace the visit's notes.
 */
export async function checkOut(ctx: DaycareContext, input: TCheckOutInput): Promise<TDaycareVisit> {
  const { id } = input;
  if (!isId(id)) throw visitNotFound();
  const at = input.checkOutTime === undefined ? ctx.now() : new Date(input.checkOutTime);
  const notes = input.notes ?? null;
  const updated = await ctx.prisma.$queryRaw<{ id: string }[]>`
    UPDATE daycare_visits
       SET check_out_time = ${at}, notes = coalesce(${notes}::text, notes),
           updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${ctx.now()}
     WHERE id = ${id}::uuid AND check_in_time IS NOT NULL AND check_out_time IS NULL
       AND check_in_time <= ${at}
    RETURNING id::text AS id`;
  if (!updated[0]) {
    const current = await ctx.prisma.daycareVisit.findUnique({
      where: { id },
      select: { checkInTime: true, checkOutTime: true },
    });
    if (!current) throw visitNotFound();
    if (!current.checkInTime || current.checkOutTime)
      throw new DomainError('CONFLICT', 'daycare.notCheckedIn');
    throw new DomainError('BAD_REQUEST', 'daycare.checkOutBeforeCheckIn', {
      details: [
        {
          path: 'checkOutTime',
          message: 'Check-out time cannot be before the check-in time',
          key: 'daycare.checkOutBeforeCheckIn',
        },
      ],
    });
  }
  forgetVisitCounts();
  return getVisit(ctx, id);
}

/**
 * Deletes a pending or completed visit (a visit in progress: 409). The day it took goes back to
 * its package unless another visit of the dog on that day holds the same package (that visit
 * keeps it), under the dog's lock so a check-in racing the delete sees one state or the other.
 */
export async function deleteVisit(ctx: DaycareContext, id: string): Promise<{ id: string }> {
  if (!isId(id)) throw visitNotFound();
  const owner = await ctx.prisma.daycareVisit.findUnique({ where: { id }, select: { dogId: true } });
  if (!owner) throw visitNotFound();
  await ctx.prisma.$transaction(async (tx) => {
    await lockDog(tx, owner.dogId);
    const rows = await tx.$queryRaw<
      { date: string; checkInTime: Date | null; checkOutTime: Date | null; packageId: string | null }[]
    >`
      SELECT to_char(date, 'YYYY-MM-DD') AS date, check_in_time AS "checkInTime",
             check_out_time AS "checkOutTime", package_id::text AS "packageId"
        FROM daycare_visits WHERE id = ${id}::uuid FOR UPDATE`;
    const visit = rows[0];
    if (!visit) throw visitNotFound();
    if (visit.checkInTime && !visit.checkOutTime) {
      throw new DomainError('CONFLICT', 'daycare.activeVisitCannotBeDeleted');
    }
    if (visit.packageId) {
      await tx.$executeRaw`
        UPDATE daycare_packages SET days_left = days_left + 1
         WHERE id = ${visit.packageId}::uuid
           AND NOT EXISTS (SELECT 1 FROM daycare_visits
                            WHERE dog_id = ${owner.dogId}::uuid AND date = ${visit.date}::date
                              AND package_id = ${visit.packageId}::uuid AND id <> ${id}::uuid)`;
    }
    await tx.$executeRaw`DELETE FROM daycare_visits WHERE id = ${id}::uuid`;
  }, TX_OPTIONS);
  forgetVisitCounts();
  return { id };
}
