// One error handler for REST: { error, details? } bodies, statuses from the DomainError
// table, and never a stack or an internal message in a 5xx.
import { messageEn } from '@pawdesk/domain';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DOMAIN_ERRORS, DomainError, type TDomainErrorCode } from '../errors/domain-error';
import { DATABASE_RETRY_AFTER_SECONDS, fromDatabaseError } from '../errors/prisma-errors';
import { validationError } from '../errors/validation';

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
function sendTrpcDomainError(request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply {
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  const code = DOMAIN_ERRORS[error.code].trpc;
  const path = request.url.slice('/trpc/'.length).split('?')[0] ?? '';
  const shape = (procedure: string) => ({
    error: {
      message: error.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        code,
        httpStatus: error.httpStatus,
        path: procedure,
        messageKey: error.messageKey,
        retryAfter: error.retryAfter,
      },
    },
  });
  const batched = (request.query as { batch?: unknown } | undefined)?.batch;
  const body = batched === '1' || batched === 'true' ? path.split(',').map(shape) : shape(path);
  return reply.status(error.httpStatus).send(body);
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
    const send = (domain: DomainError) =>
      request.url.startsWith('/trpc/')
        ? sendTrpcDomainError(request, reply, domain)
        : sendDomainError(reply, domain);
    if (error instanceof DomainError) return send(error);
    if (error instanceof ZodError) return send(validationError(error));
    const fromDb = fromDatabaseError(error);
    if (fromDb) return send(fromDb);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      const code = FASTIFY_REFUSALS[status];
      if (code) return send(new DomainError(code, clientMessage(error as FastifyError)));
      return reply.status(status).send({ error: clientMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
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

export default fp(errorsPlugin, { name: 'pawdesk-errors' });
