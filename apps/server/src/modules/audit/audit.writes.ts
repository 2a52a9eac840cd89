// Writing the audit log. Other modules call recordEvent (or recordEvents for a batch: the records
// a deletion takes with it) with their open transaction, so the change and its event commit
// together or not at all: an event that cannot be written fails the transaction, and the change
// with it. Nothing here updates or deletes an event; the database refuses both anyway
// (migration 20261128100000_audit_events).
import {
  auditChanges,
  auditSummary,
  messageEn,
  type TAuditAction,
  type TAuditChange,
  type TAuditContext,
  type TAuditDiffOptions,
  type TAuditEntity,
  ZAuditRequiredReason,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';

/** Who acted, as a service context carries it (an empty id: nobody logged in, a script). */
export interface AuditActorInput {
  id: string;
  username: string;
}

export interface AuditEventInput {
  /** Null or an empty id: nobody was logged in (a failed login, a script). */
  actor: AuditActorInput | null;
  action: TAuditAction;
  entity: TAuditEntity;
  entityId: string;
  /** One line in English (auditSummary). */
  summary: string;
  /** By API field names (auditChanges); never a secret. Default: none. */
  changes?: readonly TAuditChange[];
  /** Why, when the user said (blank counts as none). */
  reason?: string | null | undefined;
  /** A failed login's username tried and address. */
  context?: TAuditContext;
  /** When; default the transaction's time. A service with a clock of its own passes it. */
  at?: Date;
}

/** The same, as the columns of one row. */
function columnsOf(event: AuditEventInput) {
  const actor = event.actor?.id ? event.actor : null;
  const reason = event.reason?.trim() ? event.reason.trim() : null;
  return {
    at: event.at ?? null,
    actorId: actor?.id ?? null,
    actorUsername: actor?.username ?? null,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId,
    summary: event.summary,
    changes: JSON.stringify(event.changes ?? []),
    reason,
    context: event.context ? JSON.stringify(event.context) : null,
  };
}

/** Writes one event in the caller's transaction (or alone, on the client: a failed login). */
export async function recordEvent(tx: Db, event: AuditEventInput): Promise<void> {
  const c = columnsOf(event);
  await tx.$executeRaw`
    INSERT INTO audit_events (at, actor_id, actor_username, action, entity, entity_id, summary, changes, reason, context)
    VALUES (coalesce(${c.at}::timestamptz, now()), ${c.actorId}::uuid, ${c.actorUsername}, ${c.action},
            ${c.entity}, ${c.entityId}::uuid, ${c.summary}, ${c.changes}::jsonb, ${c.reason}, ${c.context}::jsonb)`;
}

/** Rows per INSERT of a batch (10 parameters each, well under PostgreSQL's 65,535). */
const BATCH = 1000;

/**
 * Writes several events in one statement per BATCH rows, in order (ids grow in the order given):
 * the records a deletion removes with it, each its own event.
 */
export async function recordEvents(tx: Db, events: readonly AuditEventInput[]): Promise<void> {
  for (let i = 0; i < events.length; i += BATCH) {
    const rows = events.slice(i, i + BATCH).map(columnsOf);
    const col = <K extends keyof (typeof rows)[number]>(key: K) => rows.map((r) => r[key]);
    await tx.$executeRaw`
      INSERT INTO audit_events (at, actor_id, actor_username, action, entity, entity_id, summary, changes, reason, context)
      SELECT coalesce(r.at, now()), r.actor_id, r.actor_username, r.action, r.entity, r.entity_id, r.summary,
             r.changes, r.reason, r.context
        FROM unnest(${col('at')}::timestamptz[], ${col('actorId')}::uuid[], ${col('actorUsername')}::text[],
                    ${col('action')}::text[], ${col('entity')}::text[], ${col('entityId')}::uuid[],
                    ${col('summary')}::text[], ${col('changes')}::jsonb[], ${col('reason')}::text[],
                    ${col('context')}::jsonb[]) WITH ORDINALITY
             AS r(at, actor_id, actor_username, action, entity, entity_id, summary, changes, reason, context, n)
       ORDER BY r.n`;
  }
}

/**
 * The event of a change from `before` to `after` (either may be null: a creation, a deletion),
 * or null when an update changed nothing. The summary names the record by `label`.
 */
export function changeEvent(
  base: Omit<AuditEventInput, 'summary' | 'changes'> & { label: string; detail?: string },
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
  options: TAuditDiffOptions & { extra?: readonly TAuditChange[] } = {},
): AuditEventInput | null {
  const changes = [...auditChanges(before, after, options), ...(options.extra ?? [])];
  if (base.action === 'update' && changes.length === 0) return null;
  const { label, detail, ...event } = base;
  return {
    ...event,
    changes,
    summary: auditSummary(base.action, base.entity, label, { changes, ...(detail ? { detail } : {}) }),
  };
}

/** Writes the event of a change (nothing for an update that changed nothing). */
export async function recordChange(
  tx: Db,
  base: Parameters<typeof changeEvent>[0],
  before: Parameters<typeof changeEvent>[1],
  after: Parameters<typeof changeEvent>[2],
  options: Parameters<typeof changeEvent>[3] = {},
): Promise<void> {
  const event = changeEvent(base, before, after, options);
  if (event) await recordEvent(tx, event);
}

/**
 * A reason that must be given (a manager's override, a void, a correction of money): trimmed, or
 * 400 'A reason is required' under `path` when blank or missing (too long: 400 too).
 */
export function requireReason(value: unknown, path = 'reason'): string {
  const result = ZAuditRequiredReason.safeParse(value);
  if (result.success) return result.data;
  const key = result.error.issues[0]?.message ?? 'audit.reasonRequired';
  throw new DomainError('BAD_REQUEST', key, { details: [{ path, message: messageEn(key), key }] });
}

/** A deletion that takes other records with it: who, when, why, and what it removes ("its dog"). */
export interface RemovalCause {
  actor: AuditActorInput | null;
  at?: Date;
  reason?: string | undefined;
  /** Named in each removed record's summary: "removed with <this>" ("its dog Luna"). */
  removedWith: string;
}

/**
 * The `delete` event of a record another deletion removes with it (a dog's visits and bookings,
 * by the foreign keys' cascade): what it held, and the deletion's reason.
 */
export function removedWithEvent(
  cause: RemovalCause,
  entity: TAuditEntity,
  entityId: string,
  label: string,
  state: Readonly<Record<string, unknown>>,
): AuditEventInput {
  const changes = auditChanges(state, null);
  return {
    actor: cause.actor,
    action: 'delete',
    entity,
    entityId,
    summary: auditSummary('delete', entity, label, { detail: `removed with ${cause.removedWith}` }),
    changes,
    reason: cause.reason,
    ...(cause.at ? { at: cause.at } : {}),
  };
}
