// Test helpers of the audit log (the tests' second door): a record's events as stored, and a
// database whose event inserts fail, to show that a change without its event does not happen.
import type { TAuditEntity, TAuditEvent } from '@pawdesk/domain';
import type { PrismaClient } from '../../db/prisma';
import { type AuditEventRow, EVENT_COLUMNS, toEventDto } from './audit.dto';

/** Every event of one record, oldest first, straight from the table (no role rules). */
export async function storedEvents(
  prisma: PrismaClient,
  entity: TAuditEntity,
  entityId: string,
): Promise<TAuditEvent[]> {
  const rows = await prisma.$queryRaw<AuditEventRow[]>`
    SELECT ${EVENT_COLUMNS} FROM audit_events e
     WHERE e.entity_id = ${entityId}::uuid AND e.entity = ${entity}
     ORDER BY e.at, e.id`;
  return rows.map(toEventDto);
}

/** How many events the table holds (to show a refused write left none). */
export async function countEvents(prisma: PrismaClient): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_events`;
  return row?.n ?? 0;
}

/**
 * Makes every event insert fail in this test file's own database (a trigger raising an error),
 * runs `fn`, and removes the trigger again, whatever happens.
 */
export async function withFailingEventInserts<T>(prisma: PrismaClient, fn: () => Promise<T>): Promise<T> {
  await prisma.$executeRaw`
    CREATE OR REPLACE FUNCTION test_audit_insert_fails() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'test: the audit event cannot be written'; END $$`;
  await prisma.$executeRaw`
    CREATE TRIGGER test_audit_insert_fails BEFORE INSERT ON audit_events
       FOR EACH ROW EXECUTE FUNCTION test_audit_insert_fails()`;
  try {
    return await fn();
  } finally {
    await prisma.$executeRaw`DROP TRIGGER test_audit_insert_fails ON audit_events`;
  }
}
