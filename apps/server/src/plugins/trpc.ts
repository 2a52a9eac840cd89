// tRPC at /trpc on Fastify's adapter; the context carries the user the auth plugin found.
import { type FastifyTRPCPluginOptions, fastifyTRPCPlugin } from '@trpc/server/adapters/fastify';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { type AppRouter, appRouter } from '../app-router';
import { DomainError } from '../errors/domain-error';
import { createAccountLimit } from '../lib/account-limits';
import { pathOf } from '../lib/security-headers';
import { createLiveStreams } from '../live/live-streams';
import { createContextInner } from '../trpc/context';
import { toDomain } from '../trpc/trpc';

/**
 * At most this many procedure calls in one batched request (400 "Batch call exceeds maximum
 * size" beyond): one request cannot make the server run hundreds of queries. The web app's and
 * the client package's batch links split their batches at the same number.
 */
export const TRPC_MAX_BATCH_SIZE = 20;

/** What a refused live stream is told to wait, in seconds (another tab must close one first). */
export const LIVE_STREAM_RETRY_AFTER_SECONDS = 10;

const trpcPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  // One account holds at most LIVE_STREAMS_PER_ACCOUNT live streams (one per open tab) in this
  // process. Counted for the whole HTTP answer, so a refusal is a real 429 with Retry-After and
  // tRPC's error body, not an event inside an accepted stream.
  const liveStreams = createAccountLimit({ max: deps.env.LIVE_STREAMS_PER_ACCOUNT });
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' || !request.user || pathOf(request.url) !== '/trpc/live.changes') return;
    const release = liveStreams.tryEnter(request.user.id);
    if (!release) {
      throw new DomainError('TOO_MANY_REQUESTS', 'common.tooManyLiveStreams', {
        retryAfter: LIVE_STREAM_RETRY_AFTER_SECONDS,
      });
    }
    reply.raw.once('close', release);
  });
  // The paged list queries one account runs at once; a batch of TRPC_MAX_BATCH_SIZE always
  // finds a place in line (trpc/trpc.ts).
  const listQueries = createAccountLimit({
    max: deps.env.LIST_QUERIES_PER_ACCOUNT,
    queue: Math.max(TRPC_MAX_BATCH_SIZE, 4 * deps.env.LIST_QUERIES_PER_ACCOUNT),
  });
  // Live streams (live.changes) never end by themselves: closing the app ends them first, so
  // the shutdown's drain does not wait for them (live/live-streams.ts).
  const streams = createLiveStreams();
  app.addHook('preClose', async () => {
    streams.endAll();
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_SIZE,
      createContext: ({ req }) =>
        createContextInner({
          deps,
          user: req.user,
          session: req.session,
          ip: req.ip,
          log: req.log,
          streams,
          listQueries,
        }),
      // 503 (database away) and 429 tell the client when to retry, as REST does. A live stream
      // (server-sent events) is no-store like every API answer, and must not be transformed
      // (compressed, so buffered) by a proxy on the way.
      responseMeta: ({ errors, type }) => {
        if (type === 'subscription') return { headers: { 'Cache-Control': 'no-store, no-transform' } };
        const wait = Math.max(0, ...errors.map((error) => toDomain(error)?.retryAfter ?? 0));
        return wait > 0 ? { headers: { 'Retry-After': String(wait) } } : {};
      },
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC internal error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
};

export default fp(trpcPlugin, { name: 'pawdesk-trpc' });
