// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone.
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString,
    max: opts.max ?? 10,
    options: '-c TimeZone=UTC',
  });
  return new PrismaClient({ adapter });
}
