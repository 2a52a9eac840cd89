import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../errors/prisma-errors';
import { notReadyReason } from '../../lib/readiness';
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

const ZLive = z.object({ status: z.literal('ok') });
const ZReady = z.object({ status: z.literal('ready') });
const ZNotReady = z.object({
  status: z.literal('not-ready'),
  reason: z.enum(['starting', 'draining', 'feed-down']),
});

/**
 * What a load balancer checks (docker/haproxy.cfg; docs/operations.md): liveness (the process
 * answers at all: restart it when it does not) and readiness (send it requests: migrations
 * applied, the change feed listening, not draining before a shutdown). Neither reads the database
 * on each probe, so a balancer checking every 500 ms costs the database nothing.
 */
export const healthProbeRoutes = [
  defineRoute({
    method: 'GET',
    url: '/health/live',
    summary: 'The process answers (liveness, for a supervisor or balancer)',
    tags: ['Health'],
    auth: false,
    response: { status: 200, description: 'The process is alive', schema: ZLive },
    handler: async () => ({ status: 'ok' }) as const,
  }),
  defineRoute({
    method: 'GET',
    url: '/health/ready',
    summary: 'The process may be sent requests (readiness, for a load balancer)',
    tags: ['Health'],
    auth: false,
    response: { status: 200, description: 'Ready: migrations applied, live feed listening', schema: ZReady },
    errors: [
      {
        status: 503,
        description: 'Not ready: starting, draining before a shutdown, or the live feed is reconnecting',
        schema: ZNotReady,
      },
    ],
    handler: async ({ deps, reply }) => {
      const reason = notReadyReason(deps.readiness, deps.changes);
      if (reason === null) return { status: 'ready' } as const;
      await reply.header('Cache-Control', 'no-store').status(503).send({ status: 'not-ready', reason });
      return undefined;
    },
  }),
];
