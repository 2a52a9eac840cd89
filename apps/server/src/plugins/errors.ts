// One error handler for REST: { error, details? } bodies, statuses from the DomainError
// table, and never a stack or an internal message in a 5xx.
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { DomainError } from '../errors/domain-error';
import { fromDatabaseError } from '../errors/prisma-errors';
import { validationError } from '../errors/validation';

export function sendDomainError(reply: FastifyReply, error: DomainError): FastifyReply {
  if (error.retryAfter) reply.header('Retry-After', String(error.retryAfter));
  const body: { error: string; details?: unknown } = { error: error.message };
  if (error.details?.length) body.details = error.details.map(({ path, message }) => ({ path, message }));
  return reply.status(error.httpStatus).send(body);
}

const errorsPlugin: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof DomainError) return sendDomainError(reply, error);
    if (error instanceof ZodError) return sendDomainError(reply, validationError(error));
    const fromDb = fromDatabaseError(error);
    if (fromDb) return sendDomainError(reply, fromDb);
    const status = (error as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, wrong content type, body too large...
      return reply.status(status).send({ error: clientMessage(error as FastifyError) });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal server error' });
  });
};

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    default:
      return error.message;
  }
}

export default fp(errorsPlugin, { name: 'pawdesk-errors' });
