// Rows as plain arrays for the streamed full lists (GET /api/dogs with 50,000 dogs and more,
// /api/daycare/visits, /api/hotel, /api/vet/appointments, /api/grooming, the active packages).
// Parsing the rows is a large share of those lists' cost, so the server reads them straight
// through `pg` (no per-row objects, no type conversion: every value arrives as text but float8
// and smallint) on a small pool of the app's own: createPgRowReader, made and closed by whoever
// starts the app (server.ts, the test app) and handed to the modules as AppDeps `rows`. Where
// there is none (a tool that serves no lists), Prisma reads the same statements.
//
// This is the only place `pg` queries the database for the app (docs/decisions/0002): the SQL is
// a tagged Prisma.sql template like every other statement, its values sent as parameters.
import pg from 'pg';
import type { Prisma, PrismaClient } from './prisma';

/** Runs one statement; each row is an array in column order. `via` says how (tests). */
export interface RowReader {
  (sql: Prisma.Sql): Promise<unknown[][]>;
  readonly via: 'pg' | 'prisma';
}

/** A RowReader on a pool of its own, which `close()` ends (at shutdown, before the database stops). */
export interface PgRowReader {
  read: RowReader;
  close(): Promise<void>;
}

const FLOAT8 = 701;
const INT2 = 21;
const types = {
  getTypeParser: (oid: number) => (oid === FLOAT8 ? parseFloat : oid === INT2 ? Number : (v: string) => v),
};

export function createPgRowReader(url: string): PgRowReader {
  // Idle connections close after a few seconds and never keep the process alive.
  const pool = new pg.Pool({
    connectionString: url,
    max: 4,
    idleTimeoutMillis: 5_000,
    allowExitOnIdle: true,
    // Same session settings as the Prisma client: timestamps as text are in UTC.
    options: '-c TimeZone=UTC',
  });
  // An idle connection dropped by the server (a restart, a dropped test database) is not an error.
  pool.on('error', () => undefined);
  let closed: Promise<void> | undefined;
  const read = async (sql: Prisma.Sql) => {
    const result = await pool.query({ text: sql.text, values: sql.values, rowMode: 'array', types });
    return result.rows as unknown[][];
  };
  return {
    read: Object.assign(read, { via: 'pg' as const }),
    close() {
      closed ??= pool.end().catch(() => undefined);
      return closed;
    },
  };
}

/** The same rows through Prisma (objects turned back into arrays: columns need distinct names). */
export function prismaRowReader(prisma: PrismaClient): RowReader {
  const read = async (sql: Prisma.Sql) => {
    const rows = await prisma.$queryRaw<Record<string, unknown>[]>(sql);
    return rows.map((row) => Object.values(row));
  };
  return Object.assign(read, { via: 'prisma' as const });
}
