// Daycare visits: check-in (with the package day it takes), check-out, delete (giving the day
// back), one visit, today's visits, and All Visits (search by dog name, breed or owner through the
// dogs' folded search text and its trigram index, status and day filters, newest first, pages
// with the total). The streamed REST list is daycare.stream.ts. Plans, measured with 100,000 visits
// and 50,000 dogs, are in docs/domains/daycare.md.
//
// Every write that can take or give back a package day runs in one transaction holding the
// dog's advisory lock (lockDog), so two check-ins, or a check-in and a delete, of one dog
// happen one after the other: a race never takes two days or checks a dog in twice. The
// partial unique index daycare_visits_one_active_per_dog stays the last guard.
import {
  isId,
  isWithinUndoWindow,
  messageEn,
  PRICE_CODES,
  searchTokens,
  type TCheckInInput,
  type TCheckOutInput,
  type TDaycareCheckIn,
  type TDaycareVisit,
  type TUndoCheckOutInput,
  type TVisitListInput,
  type TVisitPage,
  UNDO_WINDOW_MS,
  ZVisitListInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { searchIsSelective, searchTextWhere } from '../../db/search-text';
import { type Db, lockRecords, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import { isoOrNull } from '../../lib/dto';
import { cheapWalk, type IndexRead, walkToPage, walkWithTotal } from '../../lib/index-walk';
import { listPage, pageCountOf } from '../../lib/paging';
import { recordChange } from '../audit';
import { chargeForService, withdrawServiceCharges } from '../billing';
import { bookingWarnings, checkAtService, recordOverride } from '../vaccinations';
import { packageAudit, visitAudit } from './daycare.audit';
import { checkDaycareCapacity, recordDaycareOverride } from './daycare.capacity';
import { type DaycareContext, todayOf } from './daycare.context';
import { selectPackages, usablePackagesInOrder } from './packages.service';
import {
  selectVisits,
  toVisitDto,
  VISIT_COLUMNS,
  VISIT_JOINS,
  VISIT_NEWEST_FIRST,
  type VisitRow,
  visitStatusWhere,
} from './visits.dto';

const visitNotFound = () => new DomainError('NOT_FOUND', 'daycare.visitNotFound');
const dogNotFound = () => new DomainError('NOT_FOUND', 'daycare.dogNotFound');
const alreadyCheckedIn = () => new DomainError('CONFLICT', 'daycare.alreadyCheckedIn');

/** Serialises every package-day write of one dog (check-in, delete) until the transaction ends. */
const lockDog = (tx: Db, dogId: string) => lockRecords(tx, 'daycare-dog', [dogId]);

/** The visit as it is now in the transaction (after a write, to answer it and record it). */
async function visitIn(tx: Db, id: string): Promise<TDaycareVisit> {
  const [visit] = await selectVisits(tx, Prisma.sql`v.id = ${id}::uuid`);
  if (!visit) throw visitNotFound();
  return visit;
}

/**
 * Records a day taken from (`-1`) or given back to (`+1`) a package by a check-in or a visit's
 * deletion: the package's own event, its days left before and after.
 */
async function recordPackageDay(
  tx: Db,
  ctx: DaycareContext,
  packageId: string,
  delta: -1 | 1,
): Promise<void> {
  const [after] = await selectPackages(tx, Prisma.sql`p.id = ${packageId}::uuid`);
  if (!after) return;
  const detail = delta < 0 ? 'a day taken by a visit' : 'a day given back by a deleted visit';
  await recordChange(
    tx,
    { ...packageAudit(ctx, 'update', after), detail },
    packageAudit.state({ ...after, daysLeft: after.daysLeft - delta }),
    packageAudit.state(after),
  );
}

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
 * the oldest purchase, then the id: pickPackage's order, usablePackagesInOrder) and returns it,
 * or null when none is usable. One statement: the row is locked FOR UPDATE and re-checked after
 * any concurrent edit (a package changed meanwhile is skipped for the next one), so days_left
 * never goes below zero. Exported for packages.choice.test.ts.
 */
export async function takePackageDay(tx: Db, dogId: string, now: Date): Promise<string | null> {
  const taken = await tx.$queryRaw<{ id: string }[]>`
    UPDATE daycare_packages SET days_left = days_left - 1
     WHERE id = (SELECT u.id ${usablePackagesInOrder('u', Prisma.sql`${dogId}::uuid`, now)}
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
export async function checkIn(ctx: DaycareContext, input: TCheckInInput): Promise<TDaycareCheckIn> {
  const dogId = input.dog;
  if (!isId(dogId)) throw dogNotFound();
  const now = ctx.now();
  const date = input.date ?? todayOf(ctx);
  const checkInTime =
    input.checkInTime === null ? null : input.checkInTime === undefined ? now : new Date(input.checkInTime);
  const actor = ctx.actor.id || null;

  try {
    return await ctx.prisma.$transaction(async (tx) => {
      // The lock first, in its own statement: the reads below then see every earlier check-in
      // or delete of this dog (a statement's snapshot is taken when it starts).
      await lockDog(tx, dogId);
      const [state] = await tx.$queryRaw<DogDayState[]>`
        SELECT (SELECT id::text FROM dogs WHERE id = ${dogId}::uuid) AS dog,
               (SELECT id::text FROM daycare_visits
                 WHERE dog_id = ${dogId}::uuid AND ${visitStatusWhere('active', 'daycare_visits')}
                 LIMIT 1) AS active,
               p.id::text AS "pendingId", p.package_id::text AS "pendingPackage",
               (SELECT package_id::text FROM daycare_visits
                 WHERE dog_id = ${dogId}::uuid AND date = ${date}::date AND package_id IS NOT NULL
                 ORDER BY created_at, id LIMIT 1) AS held
          FROM (SELECT 1) one
          LEFT JOIN LATERAL (SELECT id, package_id FROM daycare_visits
                              WHERE dog_id = ${dogId}::uuid AND date = ${date}::date
                                AND ${visitStatusWhere('pending', 'daycare_visits')}
                              ORDER BY created_at, id LIMIT 1) p ON TRUE`;
      if (!state?.dog) throw dogNotFound();
      // Vaccinations: a check-in is the moment of service (block mode refuses it unless a manager
      // overrides); a pending visit is only expected, so it warns.
      const gate = checkInTime
        ? await checkAtService(tx, ctx.actor, {
            dogId,
            service: 'daycare',
            from: date,
            override: input.override,
          })
        : { warnings: await bookingWarnings(tx, { dogId, service: 'daycare', from: date }), override: null };
      // The daycare's capacity (issue 24): counted under its lock when a dog arrives.
      const full =
        checkInTime && !state.active
          ? await checkDaycareCapacity(tx, ctx.actor, input.override)
          : { override: null };
      const answer = async (visit: TDaycareVisit): Promise<TDaycareCheckIn> => {
        await recordDaycareOverride(tx, ctx.actor, full, {
          entityId: visit.id,
          label: `of ${visit.dog.name} on ${visit.date}`,
          at: ctx.now(),
        });
        await recordOverride(tx, ctx.actor, gate, {
          entity: 'daycare-visit',
          entityId: visit.id,
          label: `of ${visit.dog.name} on ${visit.date}`,
          at: ctx.now(),
        });
        return gate.warnings.length ? { ...visit, warnings: gate.warnings } : visit;
      };

      if (checkInTime) {
        if (state.active) throw alreadyCheckedIn();
        // The dog was expected: its pending visit of that day becomes this check-in, keeping
        // the day it took (or taking one now).
        if (state.pendingId) {
          const before = await visitIn(tx, state.pendingId);
          const taken = (state.pendingPackage ?? state.held) ? null : await takePackageDay(tx, dogId, now);
          const packageId = state.pendingPackage ?? state.held ?? taken;
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
          if (taken) await recordPackageDay(tx, ctx, taken, -1);
          const after = await visitIn(tx, state.pendingId);
          await recordChange(
            tx,
            visitAudit(ctx, 'status', after, 'checked in'),
            visitAudit.state(before),
            visitAudit.state(after),
          );
          return answer(after);
        }
      }

      const taken = state.held ? null : await takePackageDay(tx, dogId, now);
      const packageId = state.held ?? taken;
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
      if (taken) await recordPackageDay(tx, ctx, taken, -1);
      const after = await visitIn(tx, created.id);
      await recordChange(tx, visitAudit(ctx, 'create', after), null, visitAudit.state(after));
      return answer(after);
    }, TX_OPTIONS);
  } catch (error) {
    // The unique index is the last guard against a second active visit: a 409, never a 500.
    if (isUniqueViolation(error)) throw alreadyCheckedIn();
    throw error;
  }
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
  return ctx.prisma.$transaction(async (tx) => {
    const updated = await tx.$queryRaw<{ id: string; notes: string | null }[]>`
      UPDATE daycare_visits
         SET check_out_time = ${at}, notes = coalesce(${notes}::text, notes),
             updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${ctx.now()}
       WHERE id = ${id}::uuid AND ${visitStatusWhere('active', 'daycare_visits')}
         AND check_in_time <= ${at}
      RETURNING id::text AS id, old.notes`;
    if (!updated[0]) {
      const current = await tx.daycareVisit.findUnique({
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
            message: messageEn('daycare.checkOutBeforeCheckIn'),
            key: 'daycare.checkOutBeforeCheckIn',
          },
        ],
      });
    }
    const after = await visitIn(tx, id);
    const before = { ...after, checkOutTime: null, status: 'active' as const, notes: updated[0].notes };
    await recordChange(
      tx,
      visitAudit(ctx, 'status', after, 'checked out'),
      visitAudit.state(before),
      visitAudit.state(after),
    );
    // A day without a package is charged at its check-out, once (an undone check-out takes back
    // a charge not yet invoiced; the next check-out makes it again, or finds the invoiced one).
    if (after.package === null)
      await chargeForService(tx, ctx.actor, {
        source: { type: 'daycare-visit', id },
        dogId: after.dog.id,
        lines: [{ kind: 'day', price: PRICE_CODES.daycareDay, quantity: 1 }],
        day: after.date,
      });
    return after;
  });
}

/**
 * Undoes a check-out (the message's Undo): the visit is active again, with its check-in time and
 * package day untouched (its notes stay as written). Only while nothing changed the visit since
 * the check-out (`updatedAt` as the check-out answered it), within UNDO_WINDOW_MS of it, and by
 * whoever checked it out; else 409 'This check-out can no longer be undone'. Under the dog's lock,
 * so a check-in of the dog racing the undo sees one state or the other: the dog is never active
 * twice (409 'Dog is already checked in' when it was checked in again meanwhile).
 */
export async function undoCheckOut(ctx: DaycareContext, input: TUndoCheckOutInput): Promise<TDaycareVisit> {
  const { id } = input;
  if (!isId(id)) throw visitNotFound();
  const owner = await ctx.prisma.daycareVisit.findUnique({ where: { id }, select: { dogId: true } });
  if (!owner) throw visitNotFound();
  const changedAt = new Date(input.updatedAt);
  const expired = () => new DomainError('CONFLICT', 'daycare.undoExpired');
  const now = ctx.now();
  // Only a change of the last minute (nor an unreadable time) is worth asking the database about.
  if (!isWithinUndoWindow(changedAt, now)) throw expired();
  return ctx.prisma
    .$transaction(async (tx) => {
      await lockDog(tx, owner.dogId);
      const [row] = await tx.$queryRaw<{ undoable: boolean; here: boolean }[]>`
      SELECT (v.check_out_time IS NOT NULL AND v.updated_at = ${changedAt}
              AND v.updated_at >= ${new Date(now.getTime() - UNDO_WINDOW_MS)}
              AND v.updated_by_id IS NOT DISTINCT FROM ${ctx.actor.id || null}::uuid) AS undoable,
             EXISTS (SELECT 1 FROM daycare_visits a WHERE a.dog_id = v.dog_id
                       AND a.check_in_time IS NOT NULL AND a.check_out_time IS NULL) AS here
        FROM daycare_visits v WHERE v.id = ${id}::uuid`;
      if (!row?.undoable) throw expired();
      if (row.here) throw alreadyCheckedIn();
      const [undone] = await tx.$queryRaw<{ checkOutTime: Date | string | null }[]>`
      UPDATE daycare_visits
         SET check_out_time = NULL, updated_by_id = ${ctx.actor.id || null}::uuid, updated_at = ${now}
       WHERE id = ${id}::uuid
      RETURNING old.check_out_time AS "checkOutTime"`;
      const after = await visitIn(tx, id);
      const before = {
        ...after,
        checkOutTime: isoOrNull(undone?.checkOutTime),
        status: 'completed' as const,
      };
      await recordChange(
        tx,
        visitAudit(ctx, 'status', after, 'check-out undone'),
        visitAudit.state(before),
        visitAudit.state(after),
      );
      // The day's charge goes with the check-out (made again at the next one), unless invoiced.
      await withdrawServiceCharges(tx, ctx.actor, { type: 'daycare-visit', id }, 'check-out undone');
      return after;
    }, TX_OPTIONS)
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? alreadyCheckedIn() : error;
    });
}

/**
 * Deletes a pending or completed visit (a visit in progress: 409). The day it took goes back to
 * its package unless another visit of the dog on that day holds the same package (that visit
 * keeps it), under the dog's lock so a check-in racing the delete sees one state or the other.
 */
export async function deleteVisit(ctx: DaycareContext, id: string, reason?: string): Promise<{ id: string }> {
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
    const before = await visitIn(tx, id);
    if (visit.packageId) {
      const given = await tx.$executeRaw`
        UPDATE daycare_packages SET days_left = days_left + 1
         WHERE id = ${visit.packageId}::uuid
           AND NOT EXISTS (SELECT 1 FROM daycare_visits
                            WHERE dog_id = ${owner.dogId}::uuid AND date = ${visit.date}::date
                              AND package_id = ${visit.packageId}::uuid AND id <> ${id}::uuid)`;
      if (given > 0) await recordPackageDay(tx, ctx, visit.packageId, 1);
    }
    await tx.$executeRaw`DELETE FROM daycare_visits WHERE id = ${id}::uuid`;
    await recordChange(tx, { ...visitAudit(ctx, 'delete', before), reason }, visitAudit.state(before), null);
    await withdrawServiceCharges(tx, ctx.actor, { type: 'daycare-visit', id }, 'visit deleted');
  }, TX_OPTIONS);
  return { id };
}

/**
 * Newest first is `date DESC, check_in_time DESC NULLS FIRST, created_at DESC, id DESC`: exactly
 * a backward walk of daycare_visits_newest_idx (date, check_in_time, created_at, id, ...), so a
 * page is read from the index with no sort. A pending visit (no check-in yet) comes first within
 * its day. Oldest first, its exact reverse, is a forward walk: deep pages are read from the end.
 */
const OLDEST_FIRST = Prisma.raw('v.date ASC, v.check_in_time ASC NULLS LAST, v.created_at ASC, v.id ASC');

export async function listVisits(ctx: DaycareContext, raw: TVisitListInput): Promise<TVisitPage> {
  const input = ZVisitListInput.parse(raw);
  const size = input.pageSize;
  const filters: Prisma.Sql[] = [];
  if (input.status) filters.push(visitStatusWhere(input.status));
  if (input.date) filters.push(Prisma.sql`v.date = ${input.date}::date`);
  const visitWhere = filters.length > 0 ? Prisma.join(filters, ' AND ') : Prisma.sql`TRUE`;
  const words = searchTextWhere(Prisma.sql`d.search_text`, input.search);
  const dogWhere = words.length > 0 ? Prisma.join(words, ' AND ') : null;
  const answer = (rows: VisitRow[], total: number, page: number): TVisitPage =>
    listPage(rows.map(toVisitDto), total, page, size);
  const lastPage = (total: number) => pageCountOf(total, size);
  const key = JSON.stringify([searchTokens(input.search), input.status ?? null, input.date ?? null]);
  // Totals kept a few seconds (ctx.visitCounts): those that need a scan of every visit (no search,
  // only 1–2 letter words, a status alone), and those of selective searches with the share of all
  // visits they match. Any write to visits or dogs forgets them.
  const since = ctx.visitCounts.mark();
  const recentCount = (k: string) => ctx.visitCounts.peek(k);
  const remember = (k: string, total: number, share: number | null) =>
    ctx.visitCounts.put(k, { total, share }, since);

  // The walk: newest-first index backwards until the page is full, joining each visit's dog
  // when searching. With the total known, a page in the second half is read from the oldest
  // end (a forward walk of the same index skips fewer entries).
  const from = dogWhere
    ? Prisma.sql`daycare_visits v JOIN dogs d ON d.id = v.dog_id WHERE ${dogWhere} AND ${visitWhere}`
    : Prisma.sql`daycare_visits v WHERE ${visitWhere}`;
  const read: IndexRead<VisitRow> = (end, limit, offset) =>
    ctx.prisma.$queryRaw<VisitRow[]>`
      WITH page AS (SELECT v.id FROM ${from} ORDER BY ${end === 'newest' ? VISIT_NEWEST_FIRST : OLDEST_FIRST}
                    LIMIT ${limit} OFFSET ${offset})
      SELECT ${VISIT_COLUMNS} FROM page pg JOIN daycare_visits v ON v.id = pg.id ${VISIT_JOINS}
       ORDER BY ${VISIT_NEWEST_FIRST}`;

  if (dogWhere && searchIsSelective(input.search)) {
    // A word the trigram index can look up. When this search was counted a moment ago and
    // matches many visits (a breed, a common name), walking the index to the page is cheapest:
    // about (rows skipped) / (share of visits matched) entries.
    const walk = cheapWalk(recentCount(key), input.page, size);
    if (walk) return answer(await walkToPage(read, walk.page, size, walk.total), walk.total, walk.page);
    // Otherwise the matching dogs first (bitmap index scan), then their visits through
    // daycare_visits_dog_newest_idx, counted and sorted in one statement.
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(VisitRow & { total: number; visits: number })[]>`
        WITH md AS MATERIALIZED (SELECT d.id FROM dogs d WHERE ${dogWhere}),
             m AS MATERIALIZED (
               SELECT v.id, v.date, v.check_in_time, v.created_at FROM daycare_visits v
                WHERE v.dog_id IN (SELECT id FROM md) AND ${visitWhere}),
             page AS (SELECT m.id FROM m
                       ORDER BY m.date DESC, m.check_in_time DESC NULLS FIRST, m.created_at DESC, m.id DESC
                       LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${VISIT_COLUMNS}, (SELECT count(*)::int FROM m) AS total,
               (SELECT reltuples::float8 FROM pg_class WHERE oid = 'daycare_visits'::regclass) AS visits
          FROM page pg JOIN daycare_visits v ON v.id = pg.id ${VISIT_JOINS}
         ORDER BY ${VISIT_NEWEST_FIRST}`;
    const rows = await pageOf(input.page);
    const first = rows[0];
    if (first) remember(key, first.total, first.visits > 0 ? first.total / first.visits : null);
    if (rows.length > 0 || input.page === 1) return answer(rows, first?.total ?? 0, input.page);
    // Past the last page: answer the last page.
    const countRows = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM daycare_visits v JOIN dogs d ON d.id = v.dog_id
       WHERE ${dogWhere} AND ${visitWhere}`;
    const total = countRows[0]?.total ?? 0;
    const last = lastPage(total);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  // No search, or only 1–2 letter words (which match most dogs): walk, and count on another
  // connection at the same time, or reuse a count of the last few seconds.
  const count = async () => {
    const rows = await ctx.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM ${from}`;
    const total = rows[0]?.total ?? 0;
    remember(key, total, null);
    return total;
  };
  const { rows, total, page } = await walkWithTotal(read, input.page, size, recentCount(key), count);
  return answer(rows, total, page);
}
