// The OpenAPI document is valid OpenAPI 3.0, describes bodies as REST sends them, documents
// every status a route answers, and the drift guard (helpers/openapi-guard.ts, active in every
// createTestApp) catches an answer the document does not describe.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv } from 'ajv';
import Fastify from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp, REST_ROUTES } from '../src/app';
import { createAppDeps } from '../src/app-deps';
import { createPrisma } from '../src/db/prisma';
import { toRest } from '../src/lib/dto';
import { restBodySchema } from '../src/rest/openapi';
import { createTestApp, type TestApp } from './helpers/app';
import { createOpenApiChecker, guardRestAnswers } from './helpers/openapi-guard';

// biome-ignore lint/suspicious/noExplicitAny: the test walks a JSON document of any shape
type Json = Record<string, any>;

/** Every property name used anywhere in a schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const s of schema) propertyNames(s, into);
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') {
        for (const name of Object.keys(value)) into.add(name);
      }
      propertyNames(value, into);
    }
  }
  return into;
}

describe('the OpenAPI document at /api/openapi.json', () => {
  let t: TestApp;
  let doc: Json;
  let token: string;
  const op = (method: string, path: string): Json => doc.paths[path][method];
  const bodySchema = (method: string, path: string, status: number): Json =>
    op(method, path).responses[status].content['application/json'].schema;

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    token = (await t.userWithToken('admin')).token;
  });

  it('is valid against the OpenAPI 3.0 meta-schema', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.0');
  });

  it('describes every REST route', () => {
    for (const route of REST_ROUTES) {
      expect(op(route.method.toLowerCase(), `/api${route.url.replace(/:(\w+)/g, '{$1}')}`)).toBeDefined();
    }
  });

  it('calls ids `_id` in every response body, at any depth, and timestamps ISO strings', () => {
    for (const [path, operations] of Object.entries<Json>(doc.paths)) {
      for (const [method, operation] of Object.entries<Json>(operations)) {
        for (const [status, response] of Object.entries<Json>(operation.responses)) {
          const names = propertyNames(response.content?.['application/json']?.schema);
          expect(names.has('id'), `${method} ${path} ${status}`).toBe(false);
        }
      }
    }
    const dog = bodySchema('get', '/api/dogs/{id}', 200);
    expect(dog.required).toContain('_id');
    expect(dog.properties.owners.items.required).toContain('_id');
    expect(dog.properties.createdBy.properties).toHaveProperty('_id');
    expect(dog.properties.createdAt).toMatchObject({ type: 'string' });
    expect(bodySchema('post', '/api/auth/login', 200).properties.user.required).toContain('_id');
    expect(bodySchema('get', '/api/users', 200)).toMatchObject({
      type: 'array',
      items: { required: expect.arrayContaining(['_id']) },
    });
    expect(bodySchema('get', '/api/owners', 200).items.properties).toHaveProperty('_id');
  });

  it('documents the DELETE bodies, the health 503 and 429 with Retry-After on login', () => {
    for (const path of ['/api/users/{id}', '/api/owners/{id}', '/api/dogs/{id}']) {
      const schema = bodySchema('delete', path, 200);
      expect(schema.required).toEqual(['message', '_id']);
      expect(schema.additionalProperties).toBe(false);
    }
    const healthy = bodySchema('get', '/api/health', 200);
    expect(healthy.required).toEqual(['status', 'database']);
    expect(healthy.properties.status.enum).toEqual(['ok', 'degraded']);
    // 503: the health body when the database is down, `{ error }` while the server shuts down.
    const down = op('get', '/api/health').responses[503];
    expect(down.headers).toHaveProperty('Retry-After');
    expect(down.content['application/json'].schema.anyOf).toEqual([
      healthy,
      expect.objectContaining({ required: ['error'] }),
    ]);
    const login = op('post', '/api/auth/login').responses;
    expect(login[429].headers['Retry-After'].schema.type).toBe('integer');
    expect(Object.keys(login).sort()).toEqual([
      '200',
      '400',
      '401',
      '408',
      '413',
      '415',
      '429',
      '500',
      '503',
    ]);
  });

  it('documents the statuses every route of its kind answers', () => {
    for (const route of REST_ROUTES) {
      const path = `/api${route.url.replace(/:(\w+)/g, '{$1}')}`;
      const statuses = Object.keys(op(route.method.toLowerCase(), path).responses).map(Number);
      const where = `${route.method} ${path}`;
      expect(statuses, where).toEqual(expect.arrayContaining([500, 503]));
      expect(op(route.method.toLowerCase(), path).responses[503].headers, where).toHaveProperty(
        'Retry-After',
      );
      if (route.method !== 'GET') expect(statuses, where).toEqual(expect.arrayContaining([400, 413, 415]));
      if (route.url.includes(':')) expect(statuses, where).toEqual(expect.arrayContaining([400, 404]));
      if (route.auth !== false) expect(statuses, where).toContain(401);
      // 403: a route limited to roles, or one whose rule depends on the body (the vet's exam
      // fields), which names it in its own errors.
      const own403 = (route.errors ?? []).some((e) => (typeof e === 'number' ? e : e.status) === 403);
      expect(statuses.includes(403), where).toBe(Array.isArray(route.auth) || own403);
    }
    for (const [method, path] of [
      ['post', '/api/users'],
      ['put', '/api/users/{id}'],
      ['delete', '/api/users/{id}'],
      ['post', '/api/owners'],
      ['put', '/api/owners/{id}'],
      ['delete', '/api/owners/{id}'],
    ] as const) {
      expect(op(method, path).responses, `${method} ${path}`).toHaveProperty('409');
    }
  });

  it('answers 413 for a JSON body over 1 MiB and 415 for another content type, on POST, PUT and DELETE', async () => {
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: t.auth(token),
      payload: {
        name: 'Ana Big',
        email: `big${Date.now()}@example.com`,
        phone: '600000000',
        address: 'Calle 1',
      },
    });
    expect(owner.statusCode).toBe(201);
    const id = owner.json()._id;
    for (const [method, url] of [
      ['POST', '/api/owners'],
      ['PUT', `/api/owners/${id}`],
      ['DELETE', `/api/owners/${id}`],
      ['POST', '/api/auth/login'],
    ] as const) {
      const big = await t.app.inject({
        method,
        url,
        headers: { ...t.auth(token), 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
      });
      expect(big.statusCode, `${method} ${url}`).toBe(413);
      expect(big.json().error).toBe('The request body is too large');
      const xml = await t.app.inject({
        method,
        url,
        headers: { ...t.auth(token), 'content-type': 'application/xml' },
        payload: '<owner/>',
      });
      expect(xml.statusCode, `${method} ${url}`).toBe(415);
      expect(xml.json().error).toBe('Unsupported content type');
    }
    // Nothing was deleted by the refused DELETEs.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/owners/${id}`, headers: t.auth(token) })).statusCode,
    ).toBe(200);
  });

  it('lets the guard name an answer with `id` instead of `_id`', () => {
    const check = createOpenApiChecker(doc as never);
    const owner = {
      name: 'A',
      email: 'a@example.com',
      phone: '1',
      address: 'x',
      taxId: null,
      language: 'es',
      createdAt: 'x',
      updatedAt: 'x',
    };
    const answer = (status: number, body: unknown, headers: Record<string, unknown> = {}) => ({
      method: 'GET',
      routeUrl: '/api/owners/:id',
      url: '/api/owners/1',
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: JSON.stringify(body),
    });
    expect(check(answer(200, { _id: '1', ...owner }))).toEqual([]);
    const wrong = check(answer(200, { id: '1', ...owner }));
    expect(wrong.join('\n')).toMatch(/must have required property '_id'/);
    expect(check(answer(418, { error: 'teapot' })).join('\n')).toMatch(/status 418 is not documented/);
    expect(check(answer(404, { message: 'nope' })).join('\n')).toMatch(/does not match/);
  });
});

describe('restBodySchema: the schema twin of toRest', () => {
  it('renames `id` to `_id` at any depth and documents Dates as ISO strings, so toRest output validates', () => {
    const shape = z.object({
      id: z.string(),
      at: z.date(),
      owners: z.array(z.object({ id: z.string(), name: z.string() })),
      createdBy: z.object({ id: z.string() }).nullable(),
    });
    const schema = restBodySchema(shape);
    expect(schema.required).toEqual(['_id', 'at', 'owners', 'createdBy']);
    expect(schema.properties).toMatchObject({
      _id: { type: 'string' },
      at: { type: 'string', format: 'date-time' },
      owners: { items: { required: ['_id', 'name'] } },
      createdBy: { nullable: true, required: ['_id'] },
    });
    const validate = new Ajv({ strict: false }).compile(schema);
    const handlerResult = { id: 'd1', at: new Date(), owners: [{ id: 'o1', name: 'Ana' }], createdBy: null };
    expect(validate(toRest(handlerResult))).toBe(true);
    expect(validate(handlerResult)).toBe(false);
  });
});

describe('REST answers while the database is away', () => {
  it('are the documented 503s with Retry-After: health its own body, other routes { error }', async () => {
    const t = await createTestApp();
    const { token } = await t.userWithToken('admin');
    // A real PostgreSQL client pointed at a port where nothing listens (not a mock).
    const away = createPrisma('postgresql://nobody:nothing@127.0.0.1:9/nowhere', { max: 1 });
    let guard: ReturnType<typeof guardRestAnswers> | undefined;
    const app = await buildApp({
      deps: createAppDeps({ ...t.deps, prisma: away }),
      webDist: null,
      logger: false,
      instrument: (instance) => {
        guard = guardRestAnswers(instance, { failFile: false });
      },
    });
    await app.ready();
    await guard?.start();
    try {
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'degraded', database: 'down' });
      expect(Number(health.headers['retry-after'])).toBeGreaterThan(0);
      for (const [method, url, payload] of [
        ['GET', '/api/users', undefined],
        ['GET', '/api/dogs', undefined],
        ['POST', '/api/auth/login', { username: 'someone', password: 'something' }],
      ] as const) {
        const res = await app.inject({
          method,
          url,
          headers: t.auth(token),
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(503);
        expect(typeof res.json().error).toBe('string');
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      }
      // Every one of these answers was checked against /api/openapi.json, and matched.
      expect(guard?.checked).toBe(4);
      expect(guard?.violations).toEqual([]);
    } finally {
      await app.close();
      await away.$disconnect();
    }
  });
});

describe('the drift guard on a live app', () => {
  it('checks plain, streamed and error answers, and flags undocumented statuses and missing headers', async () => {
    const app = Fastify();
    const ok = {
      description: 'ok',
      content: {
        'application/json': {
          schema: {
            type: 'object',
            required: ['_id'],
            properties: { _id: { type: 'string' } },
            additionalProperties: false,
          },
        },
      },
    };
    const list = {
      description: 'list',
      content: {
        'application/json': {
          schema: {
            type: 'array',
            items: { type: 'object', required: ['_id'], properties: { _id: { type: 'string' } } },
          },
        },
      },
    };
    const limited = {
      description: 'slow down',
      headers: { 'Retry-After': { schema: { type: 'integer' } } },
      content: {
        'application/json': {
          schema: { type: 'object', required: ['error'], properties: { error: { type: 'string' } } },
        },
      },
    };
    const document = {
      openapi: '3.0.3',
      info: { title: 't', version: '1' },
      paths: {
        '/api/things/{id}': { get: { responses: { 200: ok } } },
        '/api/things': { get: { responses: { 200: list } } },
        '/api/limited': { get: { responses: { 429: limited } } },
      },
    };
    app.get('/api/openapi.json', async () => document);
    app.get('/api/things/:id', async (req) => {
      const { id } = req.params as { id: string };
      return id === 'good' ? { _id: id } : { id };
    });
    app.get('/api/things', async (req, reply) => {
      reply.hijack();
      reply.raw.writeHead(200, { 'content-type': 'application/json' });
      reply.raw.write('[{"_id":"a"},');
      reply.raw.end(String(req.query && (req.query as Json).bad ? '{"_id":1}]' : '{"_id":"b"}]'));
      return reply;
    });
    app.get('/api/limited', async (req, reply) => {
      if ((req.query as Json).teapot) return reply.status(418).send({ error: 'teapot' });
      return reply.status(429).send({ error: 'slow down' });
    });
    const guard = guardRestAnswers(app, { failFile: false });
    await app.ready();
    await guard.start();
    for (const url of ['/api/things/good', '/api/things', '/api/limited?x=1', '/api/unknown']) {
      await app.inject({ method: 'GET', url });
    }
    expect(guard.violations).toEqual([
      expect.stringMatching(/GET \/api\/limited\?x=1 -> 429: header Retry-After missing/),
    ]);
    for (const url of ['/api/things/bad', '/api/things?bad=1', '/api/limited?teapot=1']) {
      await app.inject({ method: 'GET', url });
    }
    const report = guard.violations.join('\n');
    expect(report).toMatch(/GET \/api\/things\/bad -> 200: body does not match the schema:[\s\S]*_id/);
    expect(report).toMatch(
      /GET \/api\/things\?bad=1 -> 200: body does not match the schema:[\s\S]*\/1\/_id must be string/,
    );
    expect(report).toMatch(/GET \/api\/limited\?teapot=1 -> 418: status 418 is not documented/);
    expect(guard.violations).toHaveLength(4);
    expect(guard.checked).toBe(6); // /api/unknown is no operation: not checked
    await app.close();
  });
});
