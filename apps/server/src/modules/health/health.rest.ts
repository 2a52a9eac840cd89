import { z } from 'zod';
import { defineRoute } from '../../rest/route';

const ZHealth = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['ok', 'down']) });

export const healthRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/health',
    summary: "The server's and the database's state",
    tags: ['Health'],
    auth: false,
    response: { status: 200, description: 'Healthy', schema: ZHealth },
    errors: [503],
    handler: async ({ deps, reply }) => {
      try {
        await deps.prisma.$queryRaw`SELECT 1`;
        return { status: 'ok', database: 'ok' };
      } catch {
        reply.status(503).send({ status: 'degraded', database: 'down' });
        return undefined;
      }
    },
  }),
];
