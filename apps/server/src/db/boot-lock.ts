// One process at a time for boot work that several processes starting together would otherwise
// race on (docs/operations.md): the job queue's schema and its queues' partitions (pg-boss creates
// a table per queue; two processes creating them at once deadlock). A session advisory lock on a
// connection of its own, so it needs a session URL (DIRECT_DATABASE_URL behind PgBouncer in
// transaction mode). The migrations have their own (db/migrate.ts).
import pg from 'pg';

/** The lock's key: distinct from the migrations' (Prisma's 72707369). */
export const BOOT_LOCK = 72707370;

/** Runs `fn` while holding the boot lock; processes starting together take turns. */
export async function withBootLock<T>(connectionString: string, fn: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: 'pawdesk-boot-lock' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [BOOT_LOCK]);
    return await fn();
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [BOOT_LOCK]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
