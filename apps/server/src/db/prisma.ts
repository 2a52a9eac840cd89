// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone.
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { Prisma, PrismaClient } from '../generated/prisma/client';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

/** Connections kept open even when idle, so a rush of requests never waits for new ones. */
export const POOL_MIN = 5;

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool)
 * before it fails, which the error handler turns into 503 + Retry-After, never a hang.
 */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** The pg pool under each client createPrisma made (readRows reads through it). */
const pools = new WeakMap<object, pg.Pool>();

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const max = opts.max ?? 10;
  // Our own pool, handed to the adapter (which ends it with the client), so that readRows can
  // use the same connections.
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
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const client = new PrismaClient({ adapter });
  pools.set(client, pool);
  return client;
}

/**
 * Types that pg reads exactly as Prisma's $queryRaw does (text, varchar, name, bool, int2, int4,
 * float4, float8, uuid, timestamptz, json, jsonb). Not int8 or numeric (text in pg, BigInt and
 * Decimal in Prisma), nor date (local midnight in pg): readRows refuses those columns.
 */
const SAME_TYPES = new Set([25, 1043, 1042, 19, 16, 21, 23, 700, 701, 2950, 1184, 114, 3802]);

/**
 * `readRows<Row>(prisma)\`SELECT …\`` answers what `prisma.$queryRaw<Row[]>\`SELECT …\`` answers, for a
 * read on a client createPrisma made: straight through its pg pool, without Prisma's raw-query
 * machinery (several times the cost of the read itself for a small query: issue 19). Any other
 * client (a transaction's, above all) goes through $queryRaw. Only for columns of the types
 * above (checked: another type throws, so a test finds it); errors are the driver's own, which
 * errors/prisma-errors.ts reads as it reads Prisma's.
 */
export function readRows<Row>(
  prisma: PrismaClient | Prisma.TransactionClient,
): (strings: TemplateStringsArray, ...values: unknown[]) => Promise<Row[]> {
  const pool = pools.get(prisma);
  return async (strings, ...values) => {
    const sql = Prisma.sql(strings, ...(values as Prisma.Sql[]));
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
