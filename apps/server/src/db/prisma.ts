// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

/** Connections kept open even when idle, so a rush of requests never waits for new ones. */
export const POOL_MIN = 5;

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool)
 * before it fails, which the error handler turns into 503 + Retry-After, never a hang.
 */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const max = opts.max ?? 10;
  const adapter = new PrismaPg({
    connectionString,
    max,
    min: Math.min(POOL_MIN, max),
    options: '-c TimeZone=UTC',
    // pg-pool already drops a connection that failed (idle or in use) and opens a fresh one on
    // demand, so the pool heals by itself when the database comes back. These two bound the
    // wait while it is away, and notice a peer that vanished without closing the socket.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  return new PrismaClient({ adapter });
}
