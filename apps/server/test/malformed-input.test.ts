// "No input, however malformed, yields a 500": every REST route of the app, as an admin, fed
// bodies of the wrong shape and ids that name nothing. Each must answer 4xx with { error }.
import { beforeAll, describe, expect, it } from 'vitest';
import { REST_ROUTES } from '../src/app';
import { createTestApp, type TestApp } from './helpers/app';

const BODIES: unknown[] = [
  null,
  [],
  'text',
  12,
  true,
  {},
  { name: 12, email: ['x'], phone: {}, address: null, owners: 'nope', age: 'old', weight: 'heavy' },
  { username: { $gt: '' }, password: ['a'], role: 7 },
  {
    owners: [{ id: 1 }],
    dateOfBirth: '2020-13-45',
    age: -5,
    weight: 1e308,
    particularSigns: 'x'.repeat(5000),
  },
  { name: 'x'.repeat(20_000), breed: '\u0000\u0001', owners: ['../../etc/passwd'], owner: 42 },
  { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
];
const IDS = [
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  "1'; DROP TABLE dogs;--",
  '%E0%A4%A',
  'a'.repeat(300),
];

describe('malformed input on every REST route', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
  });

  const withId = (url: string, id: string) => url.replace(/:(\w+)/g, () => encodeURIComponent(id));

  it('never answers 5xx, and always answers a JSON { error }', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of REST_ROUTES) {
      const urls = route.url.includes(':') ? IDS.map((id) => withId(route.url, id)) : [route.url];
      for (const url of urls) {
        const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
        for (const body of bodies) {
          const res = await t.app.inject({
            method: route.method,
            url: `/api${url}`,
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
          });
          sent++;
          if (res.statusCode >= 500)
            failures.push(
              `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 60)} -> ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          else if (res.statusCode >= 400 && typeof res.json().error !== 'string') {
            failures.push(`${route.method} ${url} -> ${res.statusCode} without { error }`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // Every route, every bad id, every bad body: hundreds of requests, not a handful.
    expect(REST_ROUTES.length).toBeGreaterThanOrEqual(15);
    expect(sent).toBeGreaterThan(250);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers a malformed escape in the path of every {id} route 400 { error } with the security headers', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of REST_ROUTES.filter((r) => r.url.includes(':'))) {
      for (const bad of ['%ff', '%E0%A4%A', '%']) {
        const url = `/api${route.url.replace(/:(\w+)/g, bad)}`;
        const res = await t.app.inject({
          method: route.method,
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
        });
        sent++;
        const problem =
          res.statusCode !== 400
            ? `status ${res.statusCode}`
            : JSON.stringify(res.json()) !== JSON.stringify({ error: 'The request URL is not valid' })
              ? `body ${res.body.slice(0, 120)}`
              : !String(res.headers['content-security-policy']).includes("default-src 'self'") ||
                  res.headers['x-content-type-options'] !== 'nosniff' ||
                  res.headers['x-frame-options'] !== 'DENY' ||
                  res.headers['referrer-policy'] !== 'same-origin' ||
                  res.headers['cache-control'] !== 'no-store'
                ? `headers ${JSON.stringify(res.headers)}`
                : null;
        if (problem) failures.push(`${route.method} ${url} -> ${problem}`);
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(50);
  });

  it('answers 400 for bodies that are not JSON, or not what the content type says', async () => {
    for (const [type, payload] of [
      ['application/json', '{"name": '],
      ['application/json', ''],
      ['text/plain', 'hello'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/owners',
        headers: { authorization: `Bearer ${token}`, 'content-type': type },
        payload,
      });
      expect(res.statusCode, `${type}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${type}: ${res.body}`).toBeLessThan(500);
      expect(typeof res.json().error).toBe('string');
    }
  });
});

describe('bodies Fastify refuses before tRPC sees them', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
  });

  const post = (url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...t.auth(token), 'content-type': contentType },
    });

  it("answer in tRPC's error shape, so the web app and the typed client can read them", async () => {
    const cases = [
      { payload: JSON.stringify({ name: 'x'.repeat(1_100_000) }), status: 413, code: 'PAYLOAD_TOO_LARGE' },
      { payload: '{"name": "Ana",', status: 400, code: 'BAD_REQUEST' },
      { payload: 'name=Ana', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', type: 'text/csv' },
    ];
    for (const c of cases) {
      const res = await post('/trpc/owners.create', c.payload, c.type);
      expect(res.statusCode, c.code).toBe(c.status);
      expect(res.json(), c.code).toMatchObject({
        error: {
          message: expect.any(String),
          data: { code: c.code, httpStatus: c.status, path: 'owners.create' },
        },
      });
    }
  });

  it('answer one error per call of a batch', async () => {
    const res = await post('/trpc/owners.create,dogs.create?batch=1', '{"0": {');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject([
      { error: { data: { code: 'BAD_REQUEST', path: 'owners.create' } } },
      { error: { data: { code: 'BAD_REQUEST', path: 'dogs.create' } } },
    ]);
  });

  it('an empty body with the JSON content type is no body: a DELETE works, a POST names its missing fields', async () => {
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        name: 'Ana Pérez',
        email: 'ana.empty.body@example.com',
        phone: '600 000 000',
        address: 'Calle 1',
      },
    });
    expect(owner.statusCode).toBe(201);
    const id = owner.json()._id as string;
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${id}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toMatchObject({ _id: id });
    const create = await post('/api/owners', '');
    expect(create.statusCode).toBe(400);
    expect(create.json().error).toContain('Name must be at least 2 characters long');
  });

  it('keep the REST shape on /api', async () => {
    const res = await post('/api/owners', '{"name": "Ana",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The request body is not valid JSON' });
  });
});
