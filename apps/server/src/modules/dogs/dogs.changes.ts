// The change history of a dog's record (dog_record_changes, owned by this module): the record's
// state as the history compares it, one row per save that changed something (written inside the
// save's transaction, so a change and its history commit or fail together), and the timeline's
// reader of those rows.
import {
  dogRecordChanges,
  isId,
  type TDogChange,
  type TDogChangeAction,
  type TDogRecordState,
  type TTimelineEntryOf,
  ZDogChange,
} from '@pawdesk/domain';
import { z } from 'zod';
import { Prisma } from '../../db/prisma';
import { afterBoundSql, type TimelineRead } from '../../db/timeline-sql';
import type { Db } from '../../db/tx';
import type { ServiceContext } from '../../lib/context';
import { isoOf } from '../../lib/dto';

/** TDogRecordState as the query returns it: a dog without owners has none to aggregate. */
type StateRow = Omit<TDogRecordState, 'owners'> & { owners: TDogRecordState['owners'] | null };

/**
 * The dog's record as its history compares it, with the row locked for the rest of the
 * transaction (a save reads it, changes it, and records the difference); null when no such dog.
 */
export async function lockRecordState(tx: Db, dogId: string): Promise<TDogRecordState | null> {
  const rows = await tx.$queryRaw<StateRow[]>`
    SELECT d.name, d.breed, d.age, to_char(d.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", d.weight,
           d.particular_signs AS "particularSigns", d.picture,
           (SELECT json_agg(json_build_object('id', o.id, 'name', o.name) ORDER BY l.position)
              FROM dog_owners l JOIN owners o ON o.id = l.owner_id WHERE l.dog_id = d.id) AS owners
      FROM dogs d WHERE d.id = ${dogId}::uuid FOR UPDATE OF d`;
  const row = rows[0];
  return row ? { ...row, owners: row.owners ?? [] } : null;
}

/** Writes one row of the history, in the caller's transaction. */
export async function recordChange(
  tx: Db,
  ctx: ServiceContext & { now: () => Date },
  dogId: string,
  action: TDogChangeAction,
  changes: TDogChange[],
): Promise<void> {
  await tx.dogRecordChange.create({
    data: {
      dogId,
      action,
      changes: changes as Prisma.InputJsonValue,
      changedById: ctx.actor.id || null,
      changedByUsername: ctx.actor.username || null,
      changedAt: ctx.now(),
    },
    select: { id: true },
  });
}

/** Records what a save changed (nothing when it changed nothing). */
export async function recordUpdate(
  tx: Db,
  ctx: ServiceContext & { now: () => Date },
  dogId: string,
  before: TDogRecordState,
  after: TDogRecordState,
): Promise<void> {
  const changes = dogRecordChanges(before, after);
  if (changes.length > 0) await recordChange(tx, ctx, dogId, 'updated', changes);
}

interface ChangeRow {
  id: string;
  at: Date;
  action: TDogChangeAction;
  changes: unknown;
  changedBy: string | null;
}

const ZChanges = z.array(ZDogChange);

/** The dog's record changes for its timeline: newest first, a keyset page after the cursor. */
export async function dogRecordTimeline(
  ctx: ServiceContext,
  dogId: string,
  read: TimelineRead,
): Promise<TTimelineEntryOf<'record'>[]> {
  // A record change carries no measurement.
  if (!isId(dogId) || read.measuredOnly) return [];
  const rows = await ctx.prisma.$queryRaw<ChangeRow[]>`
    SELECT c.id::text AS id, c.changed_at AS at, c.action::text AS action, c.changes,
           c.changed_by_username AS "changedBy"
      FROM dog_record_changes c
     WHERE c.dog_id = ${dogId}::uuid
       AND ${afterBoundSql(Prisma.sql`c.changed_at`, Prisma.sql`c.id`, read.bound)}
     ORDER BY c.changed_at DESC, c.id DESC
     LIMIT ${read.limit}`;
  return rows.map((r) => ({
    kind: 'record',
    id: r.id,
    at: isoOf(r.at),
    action: r.action,
    // Written only by recordChange from the domain's own shape; read back through it all the same.
    changes: ZChanges.parse(r.changes),
    changedBy: r.changedBy,
  }));
}
