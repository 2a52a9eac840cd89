// The OpenAPI 3 document of the REST compatibility layer, generated from the zod schemas
// the routes validate with. Response bodies are described as REST sends them: each route's
// response schema (its tRPC shape) goes through toRestJsonSchema, the schema twin of the
// toRest the REST layer applies to every body (`id` -> `_id` at any depth, Dates -> ISO
// strings). The integration tests check every REST answer they receive against this
// document (apps/server/test/helpers/openapi-guard.ts).
import { z } from 'zod';
import { toRestJsonSchema } from '../lib/dto';
import type { RestResponseDoc, RestRoute } from './route';

type JsonSchema = Record<string, unknown>;

/** Every `{ error }` body: the error plugin's and Fastify's own refusals. */
const ERROR_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['error'],
  additionalProperties: false,
  properties: {
    error: { type: 'string', description: 'An English message' },
    details: {
      type: 'array',
      description: 'Validation failures, one per field',
      items: {
        type: 'object',
        required: ['path', 'message'],
        additionalProperties: false,
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not logged in (missing, malformed, tampered or expired token)',
  403: 'Role not allowed',
  404: 'No such resource',
  408: 'The request body arrived too slowly (under 1 KiB in 20 s) or not within 5 minutes; the connection is closed',
  409: 'Not allowed in the current state, or a uniqueness clash',
  413: 'Request body over 1 MiB',
  415: 'Content type not accepted: send application/json',
  429: 'Too many attempts: wait the number of seconds in Retry-After',
  500: "The server's fault (never bad input); the body carries no internals",
  503: 'The database is unavailable, or the server is shutting down: try again after Retry-After seconds',
};

/** Methods whose body Fastify reads (and refuses with 400/413/415) before the handler runs. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const RETRY_AFTER = {
  'Retry-After': {
    description: 'Seconds to wait before trying again',
    schema: { type: 'integer', minimum: 1 },
  },
};

/** A zod schema as JSON Schema (OpenAPI 3.0 dialect). Dates are ISO strings, as REST sends them. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io,
    unrepresentable: ({ zodSchema }) =>
      zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date-time' } : 'any',
  }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** The JSON Schema of a REST body: the handler's shape, renamed exactly as toRest renames it. */
export function restBodySchema(schema: z.ZodType): JsonSchema {
  return toRestJsonSchema(jsonSchema(schema, 'output'));
}

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || (js.required ?? []).includes(name),
    schema: s,
  }));
}

/** Statuses that carry a Retry-After header. */
const WITH_RETRY_AFTER = new Set([429, 503]);

/** A documented answer; `orError` when an `{ error }` body of that status is possible too. */
type Answer = RestResponseDoc & { orError?: string };

/** Every answer of a route besides its success: the ones of its kind plus its own `errors`. */
function otherAnswers(route: RestRoute): Map<number, Answer> {
  const answers = new Map<number, Answer>();
  const add = (status: number, description = STATUS_TEXT[status] ?? 'Error') =>
    answers.set(status, { status, description });
  const hasBody = BODY_METHODS.has(route.method);
  const hasPathId = route.url.includes(':');
  // Fastify refuses a body that is not valid JSON; a path with an id can carry a malformed
  // escape; zod refuses bad input.
  if (hasBody || hasPathId || route.query) {
    add(400, hasBody ? 'Invalid input, or a body that is not valid JSON' : STATUS_TEXT[400]);
  }
  if (route.auth !== false) add(401);
  if (Array.isArray(route.auth)) add(403);
  if (hasPathId) add(404);
  if (hasBody) {
    add(408);
    if (route.multipart) {
      add(413, 'Picture over 5 MB, or a JSON body over 1 MiB');
      add(
        415,
        'Picture not a JPEG, PNG, GIF or WebP, or a content type other than JSON or multipart/form-data',
      );
    } else {
      add(413);
      add(415);
    }
  }
  if (route.heavy) {
    add(
      429,
      'This account already has as many full lists in flight as allowed: wait the seconds in Retry-After',
    );
  }
  add(500);
  // Every route reads the database (the token's user at least); a shutting-down server
  // answers every request 503 too.
  add(503);
  for (const extra of route.errors ?? []) {
    if (typeof extra === 'number') add(extra);
    else {
      // A body of its own (health's 503) besides the `{ error }` every route may give.
      const generic = answers.get(extra.status);
      answers.set(extra.status, extra.schema && generic ? { ...extra, orError: generic.description } : extra);
    }
  }
  return answers;
}

function responseObject(doc: Answer, isError: boolean): JsonSchema {
  let schema = doc.schema ? restBodySchema(doc.schema) : isError ? ERROR_SCHEMA : undefined;
  let description = doc.description;
  if (schema && doc.orError) {
    schema = { anyOf: [schema, ERROR_SCHEMA] };
    description = `${description}; or \`{ error }\`: ${doc.orError}`;
  }
  return {
    description,
    ...(WITH_RETRY_AFTER.has(doc.status) ? { headers: RETRY_AFTER } : {}),
    ...(schema ? { content: { 'application/json': { schema } } } : {}),
    ...(doc.mediaType
      ? { content: { [doc.mediaType]: { schema: { type: 'string', format: 'binary' } } } }
      : {}),
  };
}

export function buildOpenApi(routes: RestRoute[], info: { version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const responses: Record<string, unknown> = {
      [route.response.status]: responseObject(route.response, false),
    };
    const others = otherAnswers(route);
    for (const status of [...others.keys()].sort((a, b) => a - b)) {
      const doc = others.get(status) as Answer;
      responses[status] = responseObject(doc, status >= 400);
    }
    let requestBody: unknown;
    if (route.body) {
      const schema = jsonSchema(route.body, 'input');
      requestBody = {
        required: true,
        content: route.multipart
          ? {
              'application/json': { schema },
              'multipart/form-data': {
                schema: {
                  ...schema,
                  properties: {
                    ...((schema.properties as object) ?? {}),
                    picture: { type: 'string', format: 'binary' },
                    owners: { type: 'string', description: 'JSON list of owner ids' },
                  },
                },
              },
            }
          : { 'application/json': { schema } },
      };
    } else if (route.multipart) {
      requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['picture'],
              properties: { picture: { type: 'string', format: 'binary' } },
            },
          },
        },
      };
    }
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      summary: route.summary,
      tags: route.tags,
      ...(route.auth === false ? { security: [] } : {}),
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'PawDesk REST API',
      version: info.version,
      description:
        'REST compatibility layer of PawDesk. Ids are `_id`; timestamps are ISO 8601 strings; errors are `{ error, details? }`; DELETE answers `{ message, _id }`. Log in with POST /api/auth/login and send `Authorization: Bearer <token>`. Every route that takes a body (POST, PUT, DELETE) answers 413 for a body over 1 MiB and 415 for a content type other than JSON (or multipart/form-data where a picture is accepted). 429 and 503 carry `Retry-After` (seconds). A known path asked with a method it does not have answers 405 with `Allow`; an unknown /api path answers 404 `{ error }`; a malformed URL 400, a URL too long 414 and headers too large 431, each `{ error }`. The full lists are streamed; one account may have only a few in flight at once (429 with `Retry-After` beyond), HEAD on them answers the headers only, and a client that reads nothing for a while is cut.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
}
