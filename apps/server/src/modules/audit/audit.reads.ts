// Reading the audit log: one record's events (oldest first, for anyone logged in, also after the
// record was deleted) and the global History (newest first, filtered, paged by a keyset cursor
// over (at, id), managers only: the router and route check the role).
import {
  canReadWholeHistory,
  dayWindow,
  isId,
  messageEn,
  parseDateInput,
  type TAuditListRequest,
  type TAuditPage,
  type TAuditRecord,
  type TAuditRecordInput,
  ZAuditEntity,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import type { AuditContext } from './audit.context';
import {
  type AuditEventRow,
  decodeAuditCursor,
  EVENT_COLUMNS,
  encodeAuditCursor,
  toEventDto,
} from './audit.dto';

/**
 * A record answers at most this many events (its newest, oldest first). A record's history is
 * tens of events; an account under a password attack may have thousands of failed logins, which
 * the History pages through with the `entityId` filter.
 */
export const RECORD_EVENTS_MAX = 1000;

/**
 * Every event of one record, oldest first. Failed logins (events of a user) only for managers,
 * as in the global History. A record type or id that names nothing: 404.
 */
export async function eventsOfRecord(
  ctx: AuditContext,
  input: { entity: string; entityId: string },
): Promise<TAuditRecord> {
  const entity = ZAuditEntity.safeParse(input.entity);
  if (!entity.success || !isId(input.entityId)) throw new DomainError('NOT_FOUND', 'common.notFound');
  return recordEvents(ctx, { entity: entity.data, entityId: input.entityId });
}

async function recordEvents(ctx: AuditContext, input: TAuditRecordInput): Promise<TAuditRecord> {
  const failedLogins = canReadWholeHistory(ctx.actor.role)
    ? Prisma.sql`TRUE`
    : Prisma.sql`e.action <> 'login-failed'`;
  const rows = await ctx.prisma.$queryRaw<AuditEventRow[]>`
    SELECT ${EVENT_COLUMNS} FROM audit_events e
     WHERE e.entity_id = ${input.entityId}::uuid AND e.entity = ${input.entity} AND ${failedLogins}
     ORDER BY e.at DESC, e.id DESC
     LIMIT ${RECORD_EVENTS_MAX}`;
  return { events: rows.reverse().map(toEventDto) };
}

/** The instant a bound stands for: a calendar day starts (from) or ends (to) in the business zone. */
function boundOf(ctx: AuditContext, text: string, end: 'from' | 'to'): Prisma.Sql {
  const parsed = parseDateInput(text);
  if (parsed === null || parsed.kind === 'wall') {
    // The schema refused these already; a service call straight from code gets the same 400.
    throw new DomainError('BAD_REQUEST', 'audit.invalidDate', {
      details: [{ path: end, message: messageEn('audit.invalidDate'), key: 'audit.invalidDate' }],
    });
  }
  if (parsed.kind === 'day') {
    const window = dayWindow(ctx.timeZone, parsed.date);
    return end === 'from' ? Prisma.sql`e.at >= ${window.start}` : Prisma.sql`e.at < ${window.end}`;
  }
  return end === 'from' ? Prisma.sql`e.at >= ${parsed.instant}` : Prisma.sql`e.at <= ${parsed.instant}`;
}

/**
 * One page of the global History, newest first: the events after the cursor matching every
 * filter. Each filter has an index (at, id) after its own key, so a page reads `limit + 1` index
 * entries from where the cursor left off, however many events there are.
 */
export async function listEvents(ctx: AuditContext, input: TAuditListRequest): Promise<TAuditPage> {
  const cursor = input.cursor ? decodeAuditCursor(input.cursor) : null;
  if (input.cursor && cursor === null) throw new DomainError('BAD_REQUEST', 'audit.invalidCursor');
  const where: Prisma.Sql[] = [];
  if (input.entity) where.push(Prisma.sql`e.entity = ${input.entity}`);
  if (input.entityId) where.push(Prisma.sql`e.entity_id = ${input.entityId}::uuid`);
  if (input.actor) where.push(Prisma.sql`e.actor_id = ${input.actor}::uuid`);
  if (input.action) where.push(Prisma.sql`e.action = ${input.action}`);
  if (input.from) where.push(boundOf(ctx, input.from, 'from'));
  if (input.to) where.push(boundOf(ctx, input.to, 'to'));
  if (cursor) where.push(Prisma.sql`(e.at, e.id) < (${cursor.at}, ${cursor.id}::uuid)`);
  const rows = await ctx.prisma.$queryRaw<AuditEventRow[]>`
    SELECT ${EVENT_COLUMNS} FROM audit_events e
     WHERE ${where.length > 0 ? Prisma.join(where, ' AND ') : Prisma.sql`TRUE`}
     ORDER BY e.at DESC, e.id DESC
     LIMIT ${input.limit + 1}`;
  const page = rows.slice(0, input.limit);
  const last = page[page.length - 1];
  return {
    events: page.map(toEventDto),
    nextCursor: rows.length > input.limit && last ? encodeAuditCursor(last) : null,
  };
}
