// Rows as plain arrays for the full dog list (GET /api/dogs, 50,000 dogs and more). Parsing the
// rows is a large share of that list's cost, so it reads them straight through `pg` (no
// per-row objects, no type conversion: every value arrives as text but float8 and smallint)
// on a small pool of its own. Where no database URL is known, Prisma reads them instead.
import pg from 'pg';
import type { PrismaClient } from './prisma';

/** Runs one SQL statement with $1, $2... parameters; each row is an array in column order. */
export type RowReader = (sql: string, params?: readonly unknown[]) => Promise<unknown[][]>;

const FLOAT8 = 701;
const INT2 = 21;
const types = {
  getTypeParser: (oid: number) => (oid === FLOAT8 ? parseFloat : oid === INT2 ? Number : (v: string) => v),
};

// One pool per database, made on first use. Idle connections close after a few seconds and
// never keep the process alive, so the pool needs no shutdown of its own.
const pools = new Map<string, pg.Pool>();

function poolFor(url: string): pg.Pool {
  let pool = pools.get(url);
  if (!pool) {
    pool = new pg.Pool({
      connectionString: url,
      max: 4,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
      // Same session settings as the Prisma client: timestamps as text are in UTC.
      options: '-c TimeZone=UTC',
    });
    // An idle connection dropped by the server (a restart, a dropped test database) is not an error.
    pool.on('error', () => undefined);
    pools.set(url, pool);
  }
  return pool;
}

/** Closes these pools (at shutdown, before the database stops). */
export async function endRowReaderPools(): Promise<void> {
  const all = [...pools.values()];
  pools.clear();
  await Promise.all(all.map((pool) => pool.end().catch(() => undefined)));
}

export function pgRowReader(url: string): RowReader {
  return async (sql, params = []) => {
    const result = await poolFor(url).query({ text: sql, values: [...params], rowMode: 'array', types });
    return result.rows as unknown[][];
  };
}

export function prismaRowReader(prisma: PrismaClient): RowReader {
  return async (sql, params = []) => {
    const rows = await prisma.$queryRawUnsafe<Record<string, unknown>[]>(sql, ...params);
    return rows.map((row) => Object.values(row));
  };
}
