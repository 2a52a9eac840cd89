import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors/prisma-errors';
import { defineRoute } from '../../rest/route';

/** The probe gives up after this long, so health answers quickly even when the database hangs. */
const PROBE_TIMEOUT_MS = 2_000;

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) });

export const healthRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: "The server's and the database's state",
    tags: ['Health'],
    auth: false,
    response: { status: 200, description: 'Healthy', schema: ZHealth },
    errors: [{ status: 503, description: 'The database does not answer', schema: ZHealth }],
    handler: async ({ deps, reply }) => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('health probe timed out')), PROBE_TIMEOUT_MS);
      });
      try {
        await Promise.race([deps.prisma.$queryRaw`SELECT 1`, timeout]);
        return { status: 'ok', database: 'ok' } as const;
      } catch {
        // Awaited: the REST layer sets the success status on any reply not yet finished.
        await reply
          .header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS))
          .status(503)
          .send({ status: 'degraded', database: 'down' });
        return undefined;
      } finally {
        clearTimeout(timer);
      }
    },
  }),
];
