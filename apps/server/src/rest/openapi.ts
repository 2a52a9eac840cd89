// The OpenAPI 3 document of the REST compatibility layer, generated from the zod schemas
// the routes validate with.
import { z } from 'zod';
import type { RestRoute } from './route';

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: { type: 'string' },
    details: {
      type: 'array',
      items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const STATUS_TEXT: Record<number, string> = {
  400: 'Invalid input',
  401: 'Not logged in (missing, malformed, tampered or expired token)',
  403: 'Role not allowed',
  404: 'No such resource',
  409: 'Not allowed in the current state, or a uniqueness clash',
  413: 'Upload too large',
  415: 'Upload of a type not accepted',
  429: 'Too many attempts',
  500: "The server's fault",
  503: 'Database unavailable',
};

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const out = z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete out.$schema;
  return out;
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

export function buildOpenApi(routes: RestRoute[], info: { version: string }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
    const statuses = new Set<number>([400, 500, ...(route.errors ?? [])]);
    if (route.auth !== false) statuses.add(401);
    if (Array.isArray(route.auth)) statuses.add(403);
    const responses: Record<string, unknown> = {
      [route.response.status]: {
        description: route.response.description,
        ...(route.response.schema
          ? { content: { 'application/json': { schema: jsonSchema(route.response.schema, 'output') } } }
          : {}),
      },
    };
    for (const s of [...statuses].sort()) {
      responses[s] = {
        description: STATUS_TEXT[s] ?? 'Error',
        content: { 'application/json': { schema: ERROR_SCHEMA } },
      };
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
        'REST compatibility layer of PawDesk. Ids are `_id`; errors are `{ error, details? }`. Log in with POST /api/auth/login and send `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/' }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearerAuth: [] }],
    paths,
  };
}
