// One error handler for both APIs: REST answers `{ error, details? }`, tRPC its own error shape;
// statuses from the DomainError table, and never a stack or an internal message in a 5xx. Also the
// refusals that never reach a route: a URL the router cannot read or that is too long
// (`frameworkErrors`), and a request the HTTP parser refuses (`answerClientError`: huge headers,
// not HTTP), each in its API's shape with every security header.

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { messageEn } from '@pawdesk/domain';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DOMAIN_ERRORS, DomainError, type TDomainErrorCode } from '../errors/domain-error';
import { errorAnswerFor, isTrpcPath, trpcErrorShape } from '../errors/http-answer';
import { DATABASE_RETRY_AFTER_SECONDS, fromDatabaseError } from '../errors/prisma-errors';
import { validationError } from '../errors/validation';
import { pathOf } from '../lib/security-headers';

export function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  const body: { error: string; details?: unknown } = { error: error.message };
  if (error.details?.length) body.details = error.details.map(({ path, message }) => ({ path, message }));
  return reply.status(error.httpStatus).send(body);
}

/**
 * An error raised before tRPC saw the request (the auth hook's user lookup while the database
 * is away, a body Fastify refused as too large, not JSON or of another type) still answers /trpc
 * callers in tRPC's own error shape, one entry per batched call, so the client can read it.
 */
function sendTrpcError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: {
    message: string;
    httpStatus: number;
    code?: TDomainErrorCode;
    messageKey?: string;
    retryAfter?: number;
  },
): FastifyReply {
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  const path = pathOf(request.url).slice('/trpc/'.length);
  const shape = (procedure: string) =>
    trpcErrorShape({
      message: error.message,
      httpStatus: error.httpStatus,
      ...(error.code ? { code: DOMAIN_ERRORS[error.code].trpc } : {}),
      path: procedure,
      ...(error.messageKey ? { messageKey: error.messageKey } : {}),
      ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
    });
  const batched = (request.query as { batch?: unknown } | undefined)?.batch;
  const body = batched === '1' || batched === 'true' ? path.split(',').map(shape) : shape(path);
  return reply.status(error.httpStatus).send(body);
}

function sendTrpcDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  return sendTrpcError(request, reply, {
    message: error.message,
    httpStatus: error.httpStatus,
    code: error.code,
    ...(error.messageKey ? { messageKey: error.messageKey } : {}),
    ...(error.retryAfter ? { retryAfter: error.retryAfter } : {}),
  });
}

/** Fastify's own refusals of a request body, as DomainError codes. */
const FASTIFY_REFUSALS: Partial<Record<number, TDomainErrorCode>> = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

const errorsPlugin: FastifyPluginAsync = async (app) => {
  // Any 503 (the database away, or shutting down) tells the client when to come back,
  // including tRPC's, which are written by the tRPC adapter.
  app.addHook('onSend', async (_request, reply) => {
    if (reply.statusCode === 503 && !reply.hasHeader('Retry-After')) {
      reply.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    }
  });
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const trpc = isTrpcPath(pathOf(request.url));
    const send = (domain: DomainError) =>
      trpc ? sendTrpcDomainError(request, reply, domain) : sendDomainError(reply, domain);
    if (error instanceof DomainError) {
      // A service away (the picture store): the client gets a 503, the log says why.
      if (error.code === 'UNAVAILABLE' && error.cause !== undefined)
        request.log.warn({ err: error.cause }, error.messageKey ?? 'service unavailable');
      return send(error);
    }
    if (error instanceof ZodError) return send(validationError(error));
    const fromDb = fromDatabaseError(error);
    if (fromDb) return send(fromDb);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      const code = FASTIFY_REFUSALS[status];
      if (code) return send(new DomainError(code, clientMessage(error as FastifyError)));
      const message = clientMessage(error as FastifyError);
      if (trpc) return sendTrpcError(request, reply, { message, httpStatus: status });
      return reply.status(status).send({ error: message });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (trpc)
      return sendTrpcError(request, reply, { message: messageEn('common.internalError'), httpStatus: 500 });
    return reply.status(500).send({ error: messageEn('common.internalError') });
  });
};

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return messageEn('common.invalidJson');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return messageEn('common.bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return messageEn('common.unsupportedMediaType');
    default:
      return error.message;
  }
}

/**
 * Fastify's `frameworkErrors`: a request the router refused before any route or hook ran (a path
 * with a malformed escape such as `/api/dogs/%ff`, a path segment over `maxParamLength`). Fastify
 * would answer its own `{ error, code, message, statusCode }` echoing the path, without our
 * headers; this answers in the API's shape (never echoing the path) with every security header.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, messageEn('common.urlTooLong')]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, messageEn('common.badUrl')]
        : [500, messageEn('common.internalError')];
  if (status === 500) request.log.error({ err: error }, 'router error');
  const answer = errorAnswerFor(pathOf(request.raw.url), status, message);
  void reply.code(status).headers(answer.headers).send(answer.body);
}

/** The request target of the first line a client sent, when it came whole: `GET /api/x HTTP/1.1`. */
function requestLineOf(raw: unknown): { path: string; whole: boolean } {
  // The target may be cut short (a request line over the limit): its start still names the API.
  if (!Buffer.isBuffer(raw) || raw.length === 0) return { path: '/', whole: true };
  const head = raw.subarray(0, Math.min(raw.length, 16 * 1024)).toString('latin1');
  const end = head.indexOf('\r\n');
  const match = /^[A-Z]+ (\S+)/.exec(head);
  return { path: match?.[1] ? pathOf(match[1]) : '/', whole: end !== -1 };
}

/**
 * Node's `clientError`: a request the HTTP parser refused before Fastify saw it. Headers over
 * Node's 16 KiB (431, or 414 when the request line alone does not fit), a request whose headers
 * did not arrive in time (408), anything that is not HTTP or is ambiguous (a request-smuggling
 * probe: 400). The answer is written to the socket in the shape of the API the request line names
 * (tRPC's under /trpc, `{ error }` elsewhere) with every security header, then the connection is
 * closed, as Node itself does.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  // A reset connection, or one already gone: nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const line = requestLineOf(error.rawPacket);
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? line.whole
        ? [431, messageEn('common.headersTooLarge')]
        : [414, messageEn('common.urlTooLong')]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, messageEn('common.headersTimeout')]
        : [400, messageEn('common.badHttp')];
  // A response already under way on this connection (pipelining) cannot be followed by another.
  const current = (socket as Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (socket.writable && !current?.headersSent) {
    const answer = errorAnswerFor(line.path, status, message, { close: true });
    const reason = {
      400: 'Bad Request',
      408: 'Request Timeout',
      414: 'URI Too Long',
      431: 'Request Header Fields Too Large',
    }[status];
    const head = Object.entries(answer.headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.write(`HTTP/1.1 ${status} ${reason}\r\n${head}\r\n${answer.body}`);
  }
  socket.destroy(error);
}

export default fp(errorsPlugin, { name: 'pawdesk-errors' });
