// Transactions: the client type a query runs on (the client or an open transaction), the options
// of the interactive transactions that take locks, and the per-record advisory locks.
import { Prisma, type PrismaClient } from './prisma';

/** The client or an open transaction: what a query that may run inside a write takes. */
export type Db = Prisma.TransactionClient | PrismaClient;

/**
 * Interactive transactions may queue for a connection and for a record's lock behind a burst of
 * writes of the same record (a dog's check-ins, bookings); Prisma's defaults (2 s, 5 s) are tight on
 * a busy two-core machine.
 */
export const TX_OPTIONS = { maxWait: 10_000, timeout: 20_000 } as const;

/**
 * Takes the transaction-scoped advisory locks of these records in `scope` ('daycare-dog',
 * 'hotel-dog'...), in a fixed order so two writes locking several never deadlock. They are
 * released when the transaction ends.
 */
export async function lockRecords(tx: Db, scope: string, ids: readonly string[]): Promise<void> {
  for (const id of [...new Set(ids)].sort()) {
    await tx.$executeRaw(
      Prisma.sql`SELECT pg_advisory_xact_lock(hashtextextended(${`${scope}:`} || ${id}, 0))`,
    );
  }
}
