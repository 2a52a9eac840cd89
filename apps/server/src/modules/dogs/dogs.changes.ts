// The change history of a dog's record: the record's state as its history compares it, the audit
// event of each save that changed something (written inside the save's transaction through the
// audit module, so a change and its event commit or fail together), and the timeline's reader
// of the dog's history, the view dog_record_changes over the dog's events
// (migration 20261128100000_audit_events).
import {
  auditValue,
  DOG_VALUE_FIELDS,
  dogRecordChanges,
  isId,
  type TAuditChange,
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
import { changeEvent, recordEvent } from '../audit';

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

/** The record's fields in the form's order, as its events name them (the API's field names). */
const RECORD_FIELDS = [...DOG_VALUE_FIELDS, 'particularSigns', 'owners', 'picture'] as const;

/** The audit changes of a save: the fields the history counts as changed, with both values. */
function recordAuditChanges(before: TDogRecordState | null, after: TDogRecordState | null): TAuditChange[] {
  const changed =
    before && after ? new Set(dogRecordChanges(before, after).map((c) => c.field)) : new Set(RECORD_FIELDS);
  return RECORD_FIELDS.filter((field) => changed.has(field))
    .map((field) => ({ field, from: auditValue(before?.[field]), to: auditValue(after?.[field]) }))
    .filter((c) => c.from !== null || c.to !== null);
}

type DogsWriteContext = ServiceContext & { now: () => Date };

/**
 * Writes the event of a save in the caller's transaction: `created` with what the record holds,
 * `updated` with what changed (nothing is written when nothing changed), `deleted` with what it
 * held. The dog's timeline shows the first two (the view dog_record_changes).
 */
export async function recordDogChange(
  tx: Db,
  ctx: DogsWriteContext,
  dogId: string,
  action: TDogChangeAction | 'deleted',
  before: TDogRecordState | null,
  after: TDogRecordState | null,
  reason?: string,
): Promise<void> {
  const changes = recordAuditChanges(
    action === 'created' ? null : before,
    action === 'deleted' ? null : after,
  );
  if (action === 'updated' && changes.length === 0) return;
  const auditAction = action === 'created' ? 'create' : action === 'updated' ? 'update' : 'delete';
  const event = changeEvent(
    {
      actor: ctx.actor,
      action: auditAction,
      entity: 'dog',
      entityId: dogId,
      label: (after ?? before)?.name ?? '',
      at: ctx.now(),
      reason,
    },
    null,
    null,
    { extra: changes },
  );
  if (event) await recordEvent(tx, event);
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
    SELECT c.id::text AS id, c.changed_at AS at, c.action, c.changes,
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
    // The view writes the domain's own shape from the events; read back through it all the same.
    changes: ZChanges.parse(r.changes),
    changedBy: r.changedBy,
  }));
}
