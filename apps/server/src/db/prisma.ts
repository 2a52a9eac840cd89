// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone. The adapter is watched for this
// process's own committed writes (own-writes.ts): onOwnWrites(prisma, listener). Its pg pool is
// ours, so a few hot reads may go straight through it (readRows; docs/decisions/0002).
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from '../generated/prisma/client';
import { type OwnWritesListener, watchOwnWrites } from './own-writes';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

/** Connections kept open even when idle, so a rush of requests never waits for new ones. */
export const POOL_MIN = 5;

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool)
 * before it fails, which the error handler turns into 503 + Retry-After, never a hang.
 */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** The own-write listeners of each client createPrisma made. */
const ownWriteListeners = new WeakMap<PrismaClient, Set<OwnWritesListener>>();
/** The pg pool under each client createPrisma made (readRows reads through it). */
const pools = new WeakMap<object, pg.Pool>();

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const max = opts.max ?? 10;
  const pool = new pg.Pool({
    connectionString,
    max,
    min: Math.min(POOL_MIN, max),
    options: '-c TimeZone=UTC',
    // pg-pool already drops a connection that failed (idle or in use) and opens a fresh one on
    // demand, so the pool heals by itself when the database comes back. These two bound the
    // wait while it is away, and notice a peer that vanished without closing the socket.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  } as pg.PoolConfig);
  // Our own pool, handed to the adapter (which ends it with the client), so that readRows can
  // read through the same connections.
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const listeners = new Set<OwnWritesListener>();
  const client = new PrismaClient({ adapter: watchOwnWrites(adapter, listeners) });
  ownWriteListeners.set(client, listeners);
  pools.set(client, pool);
  return client;
}

/**
 * Tells `listener` the live topics of every write this client commits, once committed (a
 * statement outside a transaction once it ran, a transaction after its COMMIT). Returns what
 * stops it. Only clients made by createPrisma are watched; any other is refused.
 */
export function onOwnWrites(prisma: PrismaClient, listener: OwnWritesListener): () => void {
  const listeners = ownWriteListeners.get(prisma);
  if (!listeners) throw new Error('onOwnWrites: this Prisma client was not made by createPrisma');
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Types that pg reads exactly as Prisma's $queryRaw does (text, varchar, bpchar, name, bool, int2,
 * int4, float4, float8, uuid, timestamptz, json, jsonb). Not int8 or numeric (text in pg, BigInt
 * and Decimal in Prisma), nor date or timestamp (local midnight, local time in pg), nor arrays or
 * enums: readRows refuses those columns (cast them, `role::text`, or use $queryRaw).
 */
const SAME_TYPES = new Set([25, 1043, 1042, 19, 16, 21, 23, 700, 701, 2950, 1184, 114, 3802]);

/** A read: one SELECT (or WITH … SELECT) that writes nothing and locks nothing (no FOR UPDATE/SHARE). */
const WRITE_OR_LOCK = /\b(insert|update|delete|truncate|merge|share)\b/i;
function isPlainRead(text: string): boolean {
  return /^\s*(select|with)\b/i.test(text) && !WRITE_OR_LOCK.test(text);
}

/**
 * `readRows<Row>(prisma)\`SELECT …\`` answers what `prisma.$queryRaw<Row[]>\`SELECT …\`` answers,
 * straight through the pg pool under a client createPrisma made (the same connections, the same
 * UTC sessions), without Prisma's raw-query machinery: several times the cost of the read itself
 * for a small query (docs/decisions/0002-data-access.md, docs/benchmarks/2026-11-26-pipeline.md). docs/decisions/0002 says
 * where it may be used (hot reads by key, measured; test/data-access.test.ts lists them).
 * Guarded, so a misuse fails in the first test that runs it rather than answering differently:
 * - a read only: a statement that is not a plain SELECT (a write, a lock) throws, since a write
 *   here would pass by the own-write watch that forgets kept values (db/own-writes.ts);
 * - columns only of the types above: another type throws;
 * - any other client (a transaction's, above all) goes through $queryRaw, in its transaction.
 * Errors are the driver's own, which errors/prisma-errors.ts reads as it reads Prisma's.
 */
export function readRows<Row>(
  prisma: PrismaClient | Prisma.TransactionClient,
): (strings: TemplateStringsArray, ...values: unknown[]) => Promise<Row[]> {
  const pool = pools.get(prisma);
  return async (strings, ...values) => {
    const sql = Prisma.sql(strings, ...(values as Prisma.Sql[]));
    if (!isPlainRead(sql.text)) throw new Error('readRows: only a plain SELECT (no write, no lock)');
    if (!pool) return prisma.$queryRaw<Row[]>(sql);
    const result = await pool.query(sql.text, sql.values as unknown[]);
    for (const field of result.fields) {
      if (!SAME_TYPES.has(field.dataTypeID))
        throw new Error(
          `readRows: column "${field.name}" (type ${field.dataTypeID}) is not read as $queryRaw reads it`,
        );
    }
    return result.rows as Row[];
  };
}
