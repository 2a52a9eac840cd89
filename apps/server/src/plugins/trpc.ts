// tRPC at /trpc: tRPC's own request resolution (resolveResponse) behind a thin Fastify route, and
// a shorter way for the commonest request, one query asked with GET; the context carries the user
// the auth plugin found.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { messageEn } from '@pawdesk/domain';
import {
  type AnyTRPCProcedure,
  getTRPCErrorFromUnknown,
  TRPCError,
  type TRPCProcedureType,
  transformTRPCResponse,
} from '@trpc/server';
import { incomingMessageToRequest } from '@trpc/server/adapters/node-http';
import { type HTTPBaseHandlerOptions, resolveResponse } from '@trpc/server/http';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * Sends what tRPC answered. A whole JSON answer (every query and mutation, batched or not) goes
 * out as one body with its length, in one write; a stream (a live subscription's server-sent
 * events, a JSONL batch) is passed on as it comes. tRPC's own Fastify adapter pipes every
 * answer as a stream (chunked, two writes or more): a good part of a small query's cost.
 */
async function sendAnswer(reply: FastifyReply, answer: Response): Promise<FastifyReply> {
  const type = answer.headers.get('content-type');
  const whole =
    answer.body !== null && type === 'application/json' && !answer.headers.has('transfer-encoding');
  if (!whole) return reply.send(answer);
  const body = Buffer.from(await answer.arrayBuffer());
  reply.status(answer.status);
  for (const [name, value] of answer.headers) reply.header(name, value);
  // A Buffer keeps tRPC's content type as it is (a string would get "; charset=utf-8").
  return reply.send(body);
}

/**
 * Extra headers of an answer: 503 (database away) and 429 tell the client when to retry, as REST
 * does. A live stream (server-sent events) is no-store like every API answer, and must not be
 * transformed (compressed, so buffered) by a proxy on the way.
 */
function answerHeaders(errors: TRPCError[], type: TRPCProcedureType | 'unknown'): Record<string, string> {
  if (type === 'subscription') return { 'Cache-Control': 'no-store, no-transform' };
  const wait = Math.max(0, ...errors.map((error) => toDomain(error)?.retryAfter ?? 0));
  return wait > 0 ? { 'Retry-After': String(wait) } : {};
}

type TrpcRequest = FastifyRequest<{ Params: { path: string } }>;

/**
 * One query asked with GET the plain way (no batch, no streaming, no connection parameters, a
 * JSON input or none): its procedure and input, read as tRPC reads them. Anything else, or
 * anything it cannot read, is null: tRPC's own path answers it, errors included.
 */
function plainQuery(req: TrpcRequest): { path: string; procedure: AnyTRPCProcedure; input: unknown } | null {
  const headers = req.headers;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('jsonl')) return null;
  const contentType = headers['content-type'];
  if (contentType !== undefined && !contentType.toLowerCase().startsWith('application/json')) return null;
  let path: string;
  try {
    path = decodeURIComponent(req.params.path);
  } catch {
    return null;
  }
  // Flat by dotted path at run time, as tRPC's own lookup (getProcedureAtPath) reads it.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;
  const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
  if (procedure?._def.type !== 'query') return null;
  const at = req.url.indexOf('?');
  const search = new URLSearchParams(at < 0 ? '' : req.url.slice(at + 1));
  if (search.has('batch') || search.has('connectionParams')) return null;
  const text = search.get('input');
  let input: unknown;
  if (text) {
    try {
      input = appRouter._def._config.transformer.input.deserialize(JSON.parse(text));
    } catch {
      return null;
    }
  }
  return { path, procedure, input };
}

/**
 * A signal aborted when the client goes away before the answer is written, as tRPC's own
 * (incomingMessageToRequest) is.
 */
function abortOnClose(req: IncomingMessage, res: ServerResponse): AbortSignal {
  const ac = new AbortController();
  const onAbort = () => {
    res.off('close', onClose);
    req.off('aborted', onAbort);
    ac.abort();
  };
  const onClose = () => {
    if (res.writableEnded) {
      req.off('aborted', onAbort);
      return;
    }
    onAbort();
  };
  res.once('close', onClose);
  req.once('aborted', onAbort);
  return ac.signal;
}

/** What tRPC would refuse to send whole: an async iterable, or an object holding promises or one. */
function isStreamLike(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const streamy = (v: unknown) =>
    (typeof v === 'object' || typeof v === 'function') &&
    v !== null &&
    (typeof (v as { then?: unknown }).then === 'function' || Symbol.asyncIterator in v);
  return Symbol.asyncIterator in value || Object.values(value).some(streamy);
}

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
  const options = {
    router: appRouter,
    maxBatchSize: TRPC_MAX_BATCH_SIZE,
    responseMeta: ({ errors, type }) => {
      const headers = answerHeaders(errors, type);
      return Object.keys(headers).length > 0 ? { headers } : {};
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error, path }, 'tRPC internal error');
    },
  } satisfies Partial<HTTPBaseHandlerOptions<AppRouter, Request>>;

  // Its own scope, as tRPC's adapter has: tRPC reads JSON bodies itself (as text), and
  // multipart bodies as they come.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
      done(null, body);
    });
    scope.removeContentTypeParser('multipart/form-data');
    scope.addContentTypeParser('multipart/form-data', {}, (_request, body, done) => {
      done(null, body);
    });
    scope.all<{ Params: { path: string } }>('/trpc/:path', async (req, reply) => {
      const createContext = async () =>
        createContextInner({
          deps,
          user: req.user,
          session: req.session,
          ip: req.ip,
          log: req.log,
          streams,
          listQueries,
        });
      /** tRPC's own answer; with `error`, the answer to that error (the procedure is not run). */
      const resolve = (error: TRPCError | null) => {
        const incoming = req.raw as IncomingMessage & { body?: unknown };
        if ('body' in req) incoming.body = req.body;
        return resolveResponse<AppRouter>({
          ...options,
          req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
          path: req.params.path,
          error,
          createContext,
        });
      };
      const plain = req.method === 'GET' ? plainQuery(req) : null;
      if (!plain) return sendAnswer(reply, await resolve(null));
      // The same call resolveResponse makes, without its Fetch Request and Response around it,
      // aborted as tRPC's would be when the client goes away (a list call waiting its turn in
      // trpc/trpc.ts gives up its place). Subscriptions go the long way.
      let data: unknown;
      try {
        data = await plain.procedure({
          path: plain.path,
          getRawInput: async () => plain.input,
          ctx: await createContext(),
          type: 'query',
          signal: abortOnClose(req.raw, reply.raw),
          batchIndex: 0,
        });
      } catch (cause) {
        // tRPC answers the error itself (shape, status, headers, onError), as it would have.
        return sendAnswer(reply, await resolve(getTRPCErrorFromUnknown(cause)));
      }
      if (isStreamLike(data)) {
        const refused = new TRPCError({
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: messageEn('common.streamNeedsStreamLink'), // tRPC's own words
        });
        return sendAnswer(reply, await resolve(refused));
      }
      const body = JSON.stringify(transformTRPCResponse(appRouter._def._config, { result: { data } }));
      reply.status(200);
      reply.header('content-type', 'application/json');
      reply.header('vary', 'trpc-accept, accept');
      for (const [name, value] of Object.entries(answerHeaders([], 'query'))) reply.header(name, value);
      return reply.send(Buffer.from(body));
    });
  });
};

export default fp(trpcPlugin, { name: 'pawdesk-trpc' });
