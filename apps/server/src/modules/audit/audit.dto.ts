// An audit event as it is read: the row, the columns that read it, row -> answer, and the
// History's cursor (the last event's instant and id).
import { AUDIT_UNKNOWN_USER_ID, type TAuditEvent } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { isoOf } from '../../lib/dto';

export interface AuditEventRow {
  id: string;
  at: Date;
  actorId: string | null;
  actorUsername: string | null;
  action: TAuditEvent['action'];
  entity: TAuditEvent['entity'];
  entityId: string;
  summary: string;
  changes: TAuditEvent['changes'];
  reason: string | null;
  context: TAuditEvent['context'] | null;
}

/** The columns of AuditEventRow, from `audit_events e`. */
export const EVENT_COLUMNS = Prisma.sql`
  e.id::text AS id, e.at, e.actor_id::text AS "actorId", e.actor_username AS "actorUsername",
  e.action, e.entity, e.entity_id::text AS "entityId", e.summary, e.changes, e.reason, e.context`;

export function toEventDto(row: AuditEventRow): TAuditEvent {
  return {
    id: row.id,
    at: isoOf(row.at),
    // Who, as they were; an event moved from the dog's old history may know only the username.
    actor:
      row.actorId === null && row.actorUsername === null
        ? null
        : { id: row.actorId ?? AUDIT_UNKNOWN_USER_ID, username: row.actorUsername ?? '' },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    summary: row.summary,
    changes: row.changes,
    ...(row.reason === null ? {} : { reason: row.reason }),
    ...(row.context === null ? {} : { context: row.context }),
  };
}

/** Where a History page ends. */
export interface AuditCursor {
  at: Date;
  id: string;
}

/** '<epoch ms>.<uuid>': opaque to clients, URL-safe. */
export function encodeAuditCursor(row: Pick<AuditEventRow, 'at' | 'id'>): string {
  return `${row.at.getTime()}.${row.id}`;
}

const CURSOR = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The place a cursor names, or null when it is not one this server wrote. */
export function decodeAuditCursor(text: string): AuditCursor | null {
  const match = CURSOR.exec(text);
  if (!match) return null;
  const at = new Date(Number(match[1]));
  return Number.isNaN(at.getTime()) ? null : { at, id: match[2] as string };
}
