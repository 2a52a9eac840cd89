// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

/** Connections kept open even when idle, so a rush of requests never waits for new ones. */
export const POOL_MIN = 5;

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const max = opts.max ?? 10;
  const adapter = new PrismaPg({
    connectionString,
    max,
    min: Math.min(POOL_MIN, max),
    options: '-c TimeZone=UTC',
  });
  return new PrismaClient({ adapter });
}
