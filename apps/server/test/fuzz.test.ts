// The fuzz tier: every REST route (discovered from the running app's /api/openapi.json) and every
// tRPC procedure (discovered from appRouter) is sent hostile input, as an admin and as nobody:
// wrong types, huge strings, astral/RTL/combining unicode, lone surrogates, control characters
// with NUL, nulls, arrays for objects and objects for strings, __proto__/constructor/prototype
// keys, deep nesting, NaN/Infinity, negative and huge numbers, bad ids in paths, hostile query
// strings and multipart parts. No answer may be a 5xx; a REST error is a JSON { error: string },
// a tRPC error has tRPC's error shape. Routes and procedures added later are fuzzed without
// touching this file. The generator is seeded, so every run sends exactly the same requests,
// and each family of cases is sampled to a fixed number per route so the file stays fast.
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sseEvents } from '../../../scripts/lib/sse.mjs';
import { REST_ROUTES } from '../src/app';
import { appRouter } from '../src/app-router';
import { createTestApp, type TestApp, unique } from './helpers/app';

// ---------------------------------------------------------------------------------------------
// A seeded generator (mulberry32): the same sequence on every run.
// ---------------------------------------------------------------------------------------------
function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** `n` items of `list` in a seeded order (all of them when n >= length). */
  const sample = <T>(list: readonly T[], n: number): T[] => {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, n);
  };
  return { next, sample };
}

// ---------------------------------------------------------------------------------------------
// Hostile values, as raw JSON text (so __proto__ keys, 1e999 and escaped lone surrogates reach
// the server exactly as an attacker would write them).
// ---------------------------------------------------------------------------------------------
const BODY_LIMIT = 1024 * 1024;
const json = (v: unknown) => JSON.stringify(v);
const deep = (depth: number, open: string, close: string, inner = '1') =>
  open.repeat(depth) + inner + close.repeat(depth);

/** Values that go where a field's value goes (strings, numbers, lists, objects...). */
const HOSTILE_VALUES: readonly string[] = [
  'null',
  'true',
  '0',
  '-1',
  '-0',
  '0.5',
  '1e308',
  '-1e308',
  '1e999',
  '9007199254740993',
  '"NaN"',
  '"Infinity"',
  '"-Infinity"',
  '"1e999"',
  '"-1"',
  '""',
  '"   "',
  '"\\u0000"',
  '"a\\u0000b"',
  '"\\u0001\\u001b[31m\\u007f\\u0085\\u009f"',
  '"line\\nbreak\\ttab\\r"',
  '"\\ud800"',
  '"\\udfff"',
  '"a\\ud83d"',
  '"\\ude00\\ud83d"',
  json('🐕‍🦺 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 東京'),
  json('\u202eRTL override\u200f\u061c'),
  json('e\u0301\u0301\u0301\u0301\u0301\u0301\u0301'),
  json('\ufeff\ufffe\uffff'),
  json('x'.repeat(10_000)),
  json("1'; DROP TABLE owners;--"),
  json('../../etc/passwd'),
  json('<script>alert(1)</script>'),
  json('%00%ff'),
  '[]',
  '["a","b","c"]',
  '[null]',
  '[{}]',
  '{}',
  '{"$gt":""}',
  '{"toString":1,"valueOf":1}',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"prototype":{"polluted":true}}',
  deep(64, '[', ']'),
  deep(64, '{"a":', '}'),
];

/** Whole bodies: not objects, broken, nested, polluting, huge. */
const HOSTILE_BODIES: readonly string[] = [
  ...HOSTILE_VALUES.filter((v) => !v.startsWith('{')),
  '{"__proto__":{"admin":true,"role":"admin"}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  deep(5_000, '[', ']'),
  deep(5_000, '{"a":', '}'),
  deep(50_000, '[', ']'),
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '\u0000',
  'NaN',
  json('x'.repeat(BODY_LIMIT)),
];

/** Ids in a path segment, already in URL form (some deliberately malformed escapes). */
const HOSTILE_IDS: readonly string[] = [
  'not-an-id',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '%00',
  'a%00b',
  '%C0%80',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%FF%FE',
  encodeURIComponent("1'; DROP TABLE dogs;--"),
  encodeURIComponent('🐕‍🦺'),
  encodeURIComponent('\u202e'),
  '..%2F..%2Fetc%2Fpasswd',
  '__proto__',
  'constructor',
  'prototype',
  '-1',
  '1e999',
  'NaN',
  'a'.repeat(300),
];

/** A well-formed id that names nothing: DELETE only ever gets this or a malformed one. */
const NO_SUCH_ID = '00000000-0000-0000-0000-000000000000';

const HOSTILE_QUERIES: readonly string[] = [
  'search=%00',
  'search=a%00b&breed=%ED%A0%80',
  'page=-1&pageSize=1e999',
  'page=NaN&limit=Infinity',
  '__proto__[polluted]=1&constructor[prototype][polluted]=1',
  'a[b][c][d][e][f][g]=1',
  'search=%',
  'input=%7B%22a%22%3A',
  `search=${'x'.repeat(8000)}`,
  'sort=__proto__&direction=constructor',
];

/** Query strings for tRPC, raw (the adapter decodes them). */
const RAW_TRPC_QUERIES: readonly string[] = [
  'input=%',
  'input=%ED%A0%80',
  'input=%22%00%22',
  'input=%22%5Cu0000%22',
  'input=%22%5Cud800%22',
  'batch=1',
  'batch=1&input=%7B%220%22%3A%22%5Cu0000%22%7D',
  'batch=x&input=%5B%5D',
  '__proto__[x]=1&input=%7B%7D',
];

// ---------------------------------------------------------------------------------------------
// Discovery
// ---------------------------------------------------------------------------------------------
type TJsonSchema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, TJsonSchema>;
  items?: TJsonSchema;
};

interface TOperation {
  method: string;
  /** OpenAPI path, e.g. /api/owners/{id} */
  path: string;
  pathParams: string[];
  queryParams: string[];
  jsonBody: TJsonSchema | null;
  multipart: TJsonSchema | null;
  isPublic: boolean;
}

function operations(doc: { paths: Record<string, Record<string, Record<string, unknown>>> }): TOperation[] {
  const ops: TOperation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = (op.parameters ?? []) as { name: string; in: string }[];
      const content = ((op.requestBody as { content?: Record<string, { schema?: TJsonSchema }> })?.content ??
        {}) as Record<string, { schema?: TJsonSchema }>;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: params.filter((p) => p.in === 'query').map((p) => p.name),
        jsonBody: content['application/json'] ? (content['application/json'].schema ?? {}) : null,
        multipart: content['multipart/form-data'] ? (content['multipart/form-data'].schema ?? {}) : null,
        isPublic: Array.isArray(op.security) && op.security.length === 0,
      });
    }
  }
  return ops;
}

interface TProcedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  fields: string[];
}

function procedures(): TProcedure[] {
  const record = appRouter._def.procedures as unknown as Record<
    string,
    { _def: { type: string; inputs: z.ZodType[] } }
  >;
  return Object.entries(record).map(([path, proc]) => {
    const fields = new Set<string>();
    for (const input of proc._def.inputs) {
      try {
        const js = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as TJsonSchema;
        for (const key of Object.keys(js.properties ?? {})) fields.add(key);
      } catch {
        // An input JSON Schema cannot describe is fuzzed as a whole only.
      }
    }
    return { path, type: proc._def.type as TProcedure['type'], fields: [...fields] };
  });
}

// ---------------------------------------------------------------------------------------------
// Assertions
// ---------------------------------------------------------------------------------------------
/** What went wrong in the current test (emptied before each). */
const failures: string[] = [];
/**
 * The number of requests is fixed; this only allows for a loaded 2-core machine (the whole
 * suite in parallel). Quiet, the three fuzz tests take a few seconds each.
 */
const FUZZ_TIMEOUT = { timeout: 120_000 };
let sent = 0;

function describeCase(what: string, res: LightMyRequestResponse) {
  return `${what.slice(0, 160)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function checkRest(what: string, res: LightMyRequestResponse) {
  sent++;
  if (res.statusCode >= 500) failures.push(describeCase(what, res));
  else if (res.statusCode >= 400) {
    const body = parseJson(res.body) as { error?: unknown } | undefined;
    if (typeof body?.error !== 'string') failures.push(`${describeCase(what, res)} (no JSON { error })`);
  }
}

/** Statuses Fastify itself answers before tRPC sees the request (body too large, content type). */
const FASTIFY_REFUSALS = new Set([413, 415]);

type TTrpcAnswer = {
  error?: { message?: unknown; code?: unknown; data?: { code?: unknown; httpStatus?: unknown } } | string;
};

/** tRPC's error shape: { error: { message, code, data: { code, httpStatus } } }. */
function isTrpcError(answer: TTrpcAnswer | undefined, status: number | null): boolean {
  const error = answer?.error;
  return (
    typeof error === 'object' &&
    typeof error.message === 'string' &&
    typeof error.code === 'number' &&
    typeof error.data?.code === 'string' &&
    (status === null ? typeof error.data?.httpStatus === 'number' : error.data?.httpStatus === status)
  );
}

/**
 * tRPC's error shape (for a batch, on every failed call of the list); Fastify's own refusals
 * before tRPC runs (a body over the limit, a content type) are REST's { error }.
 */
function checkTrpc(what: string, res: LightMyRequestResponse) {
  sent++;
  if (res.statusCode >= 500) {
    failures.push(describeCase(what, res));
    return;
  }
  if (res.statusCode < 400) return;
  const body = parseJson(res.body) as TTrpcAnswer | TTrpcAnswer[] | undefined;
  const ok = Array.isArray(body)
    ? body.length > 0 && body.every((answer) => answer.error === undefined || isTrpcError(answer, null))
    : (typeof body?.error === 'string' && FASTIFY_REFUSALS.has(res.statusCode)) ||
      isTrpcError(body, res.statusCode);
  if (!ok) failures.push(`${describeCase(what, res)} (not a tRPC error shape)`);
}

/** One server-sent event: its name (none for data) and its data line. */
interface TSseEvent {
  event: string | null;
  data: string;
}

/**
 * Reads a subscription's event stream only until it answers: its first event that is neither
 * `connected` nor a ping (an error, or data), or its end. A valid subscription never ends by
 * itself; the caller aborts it once it has answered.
 */
async function firstAnswer(stream: AsyncIterable<Buffer | string>): Promise<TSseEvent | null> {
  try {
    for await (const { event, data } of sseEvents(stream)) {
      if (data === undefined || event === 'connected' || event === 'ping') continue;
      return { event, data };
    }
  } catch {
    // Aborted or cut: no answer.
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Request builders
// ---------------------------------------------------------------------------------------------
function multipartBody(
  parts: { name: string | Buffer; value: string | Buffer; filename?: string; type?: string }[],
  boundary: string,
): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const name = Buffer.isBuffer(part.name) ? part.name : Buffer.from(part.name);
    const disposition = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      name,
      Buffer.from(`"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n`),
      Buffer.from(part.type ? `Content-Type: ${part.type}\r\n` : ''),
      Buffer.from('\r\n'),
    ]);
    chunks.push(
      disposition,
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

describe('fuzz: hostile input on every REST route and tRPC procedure', () => {
  let t: TestApp;
  let admin: { id: string; token: string };
  let ops: TOperation[];
  const rnd = seeded(0x9a4d_e5c0);
  /** Real ids, so hostile bodies also reach the code behind a found record. */
  const real: { owner: string; dog: string; user: string } = { owner: '', dog: '', user: '' };

  beforeEach(() => {
    failures.length = 0;
  });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
    real.user = (await t.userWithToken('employee')).id;
    const owner = await t.app.inject({
      method: 'POST',
      url: '/api/owners',
      headers: t.auth(admin.token),
      payload: {
        name: 'Fuzz Owner',
        email: `${unique('fuzz')}@example.com`,
        phone: '600 123 456',
        address: 'Calle 1',
      },
    });
    real.owner = owner.json()._id;
    const dog = await t.app.inject({
      method: 'POST',
      url: '/api/dogs',
      headers: t.auth(admin.token),
      payload: { name: 'Fuzz Dog', breed: 'Beagle', age: 3, owners: [real.owner] },
    });
    real.dog = dog.json()._id;
    const doc = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    ops = operations(doc.json());
  });

  /** A plausible value for a field, so one hostile field at a time gets past the others. */
  function sampleValue(name: string, schema: TJsonSchema | undefined): unknown {
    const byName: Record<string, () => unknown> = {
      username: () => unique('fuzz_'),
      email: () => `${unique('fuzz')}@example.com`,
      password: () => 'a-long-password',
      role: () => 'employee',
      name: () => 'Fuzz Name',
      breed: () => 'Beagle',
      phone: () => '600 123 456',
      address: () => 'Calle Mayor 1',
      age: () => 3,
      weight: () => 12.5,
      dateOfBirth: () => '2020-02-29',
      particularSigns: () => 'White paw',
      owners: () => [real.owner],
      owner: () => real.owner,
      dog: () => real.dog,
      dogId: () => real.dog,
    };
    const known = byName[name];
    if (known) return known();
    if (schema?.enum?.length) return schema.enum[0];
    const type = Array.isArray(schema?.type) ? schema?.type[0] : schema?.type;
    if (schema?.format === 'uuid') return real.dog;
    if (type === 'number' || type === 'integer') return 1;
    if (type === 'boolean') return true;
    if (type === 'array') return [];
    if (type === 'object') return {};
    return 'fuzz';
  }

  function sampleBody(schema: TJsonSchema | null): Record<string, unknown> {
    const body: Record<string, unknown> = {};
    for (const [name, s] of Object.entries(schema?.properties ?? {})) body[name] = sampleValue(name, s);
    return body;
  }

  /** A JSON object text: the sample body with `field` replaced by a raw JSON fragment. */
  function withField(sample: Record<string, unknown>, field: string, fragment: string): string {
    const entries = Object.entries(sample)
      .filter(([k]) => k !== field)
      .map(([k, v]) => `${json(k)}:${json(v)}`);
    entries.push(`${json(field)}:${fragment}`);
    return `{${entries.join(',')}}`;
  }

  function url(op: TOperation, id: string | null): string {
    const idFor = (param: string) => {
      if (id !== null) return id;
      if (op.path.startsWith('/api/users')) return real.user;
      if (op.path.startsWith('/api/owners')) return real.owner;
      return param === 'id' ? real.dog : real.dog;
    };
    return op.path.replace(/\{(\w+)\}/g, (_, param: string) => idFor(param));
  }

  async function rest(what: string, opts: InjectOptions) {
    const res = await t.app.inject(opts);
    checkRest(`${what} ${opts.method} ${opts.url}`, res);
    return res;
  }

  it('discovers the routes and procedures it fuzzes', () => {
    const documented = new Set(ops.map((op) => `${op.method} ${op.path}`));
    for (const route of REST_ROUTES) {
      expect(documented).toContain(`${route.method} /api${route.url.replace(/:(\w+)/g, '{$1}')}`);
    }
    expect(ops.length).toBeGreaterThanOrEqual(15);
    expect(procedures().length).toBeGreaterThanOrEqual(20);
    expect(real.owner).toMatch(/^[0-9a-f-]{36}$/);
    expect(real.dog).toMatch(/^[0-9a-f-]{36}$/);
  });

  it(
    'REST: no hostile path, query or JSON body gets a 5xx, and every error is { error }',
    FUZZ_TIMEOUT,
    async () => {
      const auth = { authorization: `Bearer ${admin.token}` };
      for (const op of ops) {
        const hasBody = op.jsonBody !== null || op.multipart !== null;
        const sample = sampleBody(op.jsonBody ?? op.multipart);
        const sampleJson = hasBody ? json(sample) : undefined;
        const headers = { ...auth, ...(hasBody ? { 'content-type': 'application/json' } : {}) };

        // Nobody: every protected route answers 401 whatever it is sent.
        for (const payload of [sampleJson, ...rnd.sample(HOSTILE_BODIES, 3)]) {
          const res = await rest('nobody', {
            method: op.method as 'GET',
            url: url(op, null),
            headers: hasBody ? { 'content-type': 'application/json' } : {},
            ...(hasBody && payload !== undefined ? { payload } : {}),
          });
          // A body Fastify cannot parse may be refused (400/413/415) before the login is looked at.
          if (!op.isPublic && payload === sampleJson && res.statusCode !== 401) {
            failures.push(`nobody ${op.method} ${op.path} -> ${res.statusCode} instead of 401`);
          }
        }
        // Bad ids in the path (a real id is used elsewhere, DELETE included only with bad ids).
        if (op.pathParams.length > 0) {
          for (const id of HOSTILE_IDS) {
            await rest('bad id', {
              method: op.method as 'GET',
              url: url(op, id),
              headers,
              ...(sampleJson === undefined ? {} : { payload: sampleJson }),
            });
          }
        }
        // Hostile query strings, on the route's own parameters and on made-up ones.
        for (const query of [
          ...rnd.sample(HOSTILE_QUERIES, 4),
          ...op.queryParams.flatMap((p) => [`${p}=%00`, `${p}=${'9'.repeat(400)}`, `${p}[]=a&${p}[x]=b`]),
        ]) {
          await rest('query', {
            method: op.method as 'GET',
            url: `${url(op, op.method === 'DELETE' ? NO_SUCH_ID : null)}?${query}`,
            headers,
            ...(sampleJson === undefined ? {} : { payload: sampleJson }),
          });
        }
        if (!hasBody) continue;
        // Only bad ids on DELETE, so the real records survive the whole run.
        const target = op.method === 'DELETE' ? url(op, NO_SUCH_ID) : url(op, null);
        const send = (what: string, payload: string, contentType = 'application/json') =>
          rest(what, {
            method: op.method as 'POST',
            url: target,
            headers: { ...auth, 'content-type': contentType },
            payload,
          });
        for (const body of rnd.sample(HOSTILE_BODIES, 16)) await send('body', body);
        // One field at a time, every field: a seeded sample of the values plus NUL and a lone surrogate.
        for (const field of Object.keys(sample)) {
          const values = new Set(['"a\\u0000b"', '"\\ud800"', ...rnd.sample(HOSTILE_VALUES, 6)]);
          for (const value of values) await send(`field ${field}`, withField(sample, field, value));
        }
        for (const field of rnd.sample(Object.keys(sample), 1)) {
          await send(
            `just under the body limit in ${field}`,
            withField(sample, field, json('x'.repeat(BODY_LIMIT - 4096))),
          );
        }
        // Every field hostile at once, and keys that pollute prototypes.
        for (const value of rnd.sample(HOSTILE_VALUES, 4)) {
          const all = Object.keys(sample).map((k) => `${json(k)}:${value}`);
          await send('all fields', `{${all.join(',')}}`);
        }
        for (const key of ['__proto__', 'constructor', 'prototype']) {
          await send(
            `key ${key}`,
            withField(sample, key, '{"polluted":true,"role":"admin","prototype":{"polluted":true}}'),
          );
        }
        // Bodies that are not what their content type says, and raw bytes that are not UTF-8.
        await send('text/plain', 'hello', 'text/plain');
        await send('latin1', json(sample), 'application/json; charset=latin1');
        await rest('invalid utf-8', {
          method: op.method as 'POST',
          url: target,
          headers: { ...auth, 'content-type': 'application/json' },
          payload: Buffer.concat([
            Buffer.from('{"name":"'),
            Buffer.from([0xff, 0xfe, 0xc0, 0x80, 0xed, 0xa0, 0x80]),
            Buffer.from('"}'),
          ]),
        });
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
      expect(sent).toBeGreaterThan(800);
    },
  );

  it(
    'REST multipart: NUL, lone surrogates, invalid UTF-8, hostile names and broken parts',
    FUZZ_TIMEOUT,
    async () => {
      const auth = { authorization: `Bearer ${admin.token}` };
      const multipartOps = ops.filter((op) => op.multipart !== null && op.method !== 'DELETE');
      expect(multipartOps.length).toBeGreaterThanOrEqual(1);
      const boundary = '----pawdesk-fuzz-boundary';
      const bad: (string | Buffer)[] = [
        'a\u0000b',
        '\u0000',
        Buffer.from([0xed, 0xa0, 0x80]),
        Buffer.from([0xff, 0xfe, 0x00, 0xc0, 0x80]),
        '\u0001\u001b[2J\u0085',
        '🐕‍🦺\u202e\u0301',
        '[{"__proto__":{"polluted":true}}]',
        '["\\u0000"]',
        '1e999',
        'x'.repeat(64 * 1024 + 1),
      ];
      for (const op of multipartOps) {
        const fields = Object.entries(sampleBody(op.multipart))
          .filter(([name]) => name !== 'picture')
          .map(([name, value]) => ({ name, value: typeof value === 'string' ? value : json(value) }));
        const cases: { what: string; parts: Parameters<typeof multipartBody>[0] }[] = [];
        for (const field of fields) {
          for (const value of new Set([bad[0] as string, bad[2] as Buffer, ...rnd.sample(bad, 4)])) {
            cases.push({
              what: `part ${field.name}`,
              parts: fields.map((f) => (f.name === field.name ? { name: f.name, value } : f)),
            });
          }
        }
        for (const name of ['__proto__', 'constructor', 'prototype', 'na\u0000me', 'owners[]', '']) {
          cases.push({ what: `part named ${json(name)}`, parts: [...fields, { name, value: 'x' }] });
        }
        cases.push({
          what: 'a NUL field name in raw bytes',
          parts: [...fields, { name: Buffer.from([0x6e, 0x00, 0xff]), value: 'x' }],
        });
        cases.push({
          what: 'picture that is not an image, NUL in its name',
          parts: [
            ...fields,
            { name: 'picture', value: Buffer.from([0, 1, 2, 3]), filename: 'a\u0000.png', type: 'image/png' },
          ],
        });
        cases.push({
          what: 'two pictures',
          parts: [
            ...fields,
            { name: 'picture', value: 'x', filename: 'a.png', type: 'image/png' },
            { name: 'image', value: 'y', filename: 'b.png', type: 'image/png' },
          ],
        });
        cases.push({
          what: 'too many fields',
          parts: Array.from({ length: 60 }, (_, i) => ({ name: `f${i}`, value: '\u0000' })),
        });
        for (const c of cases) {
          await rest(`multipart ${c.what}`, {
            method: op.method as 'POST',
            url: url(op, null),
            headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload: multipartBody(c.parts, boundary),
          });
        }
        // A body cut off in the middle of a part, and one whose boundary never appears.
        const whole = multipartBody(fields, boundary);
        for (const payload of [
          whole.subarray(0, Math.floor(whole.length / 2)),
          Buffer.from('no boundary here\u0000'),
        ]) {
          await rest('multipart truncated', {
            method: op.method as 'POST',
            url: url(op, null),
            headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
          });
        }
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
    },
  );

  /**
   * A subscription (live.changes) answers over server-sent events: errors before the stream
   * starts (no token, bad input) come as a `serialized-error` event in tRPC's error shape, a
   * valid input as the stream's first event. Each hostile request is read until it answers, then
   * cut. No answer may be a 5xx, in the HTTP status or in the error event.
   */
  async function subscriptionCall(
    what: string,
    path: string,
    opts: {
      query?: string;
      token?: string;
      method?: 'GET' | 'POST';
      payload?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<TSseEvent | null> {
    const abort = new AbortController();
    const res = await t.app.inject({
      method: opts.method ?? 'GET',
      url: `/trpc/${path}${opts.query ? `?${opts.query}` : ''}`,
      headers: {
        accept: 'text/event-stream',
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      },
      ...(opts.payload === undefined ? {} : { payload: opts.payload }),
      payloadAsStream: true,
      signal: abort.signal,
    });
    const label = `${what} ${opts.method ?? 'GET'} ${path}?${(opts.query ?? '').slice(0, 80)}`;
    if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
      // Refused before tRPC (a content type, a body too large): an ordinary answer.
      let body = '';
      for await (const chunk of res.stream()) body += chunk.toString();
      checkTrpc(label, { statusCode: res.statusCode, body } as LightMyRequestResponse);
      return null;
    }
    sent++;
    const answer = await firstAnswer(res.stream());
    abort.abort();
    if (res.statusCode >= 500) failures.push(`${label} -> ${res.statusCode}`);
    if (answer?.event === 'serialized-error') {
      const error = parseJson(answer.data) as TTrpcAnswer['error'];
      if (!isTrpcError({ error }, null))
        failures.push(`${label} -> ${answer.data.slice(0, 160)} (not a tRPC error shape)`);
      const status = typeof error === 'object' ? error.data?.httpStatus : undefined;
      if (typeof status === 'number' && status >= 500)
        failures.push(`${label} -> error ${answer.data.slice(0, 160)}`);
    } else if (answer !== null && answer.event !== 'return' && answer.event !== null) {
      failures.push(`${label} -> unexpected event ${answer.event}`);
    }
    return answer;
  }

  async function fuzzSubscription(proc: TProcedure, sample: Record<string, unknown>) {
    const input = (text: string) => `input=${encodeURIComponent(text)}`;
    // Nobody: refused with 401 in the error event, never a stream.
    const refused = await subscriptionCall('nobody', proc.path, { query: input(json(sample)) });
    const code =
      refused?.event === 'serialized-error' ? (parseJson(refused.data) as TTrpcAnswer['error']) : null;
    if (typeof code !== 'object' || code?.data?.httpStatus !== 401) {
      failures.push(`nobody ${proc.path} -> ${JSON.stringify(refused)} instead of a 401 error event`);
    }
    // An admin with no input and with an empty one: a stream whose first event is data.
    for (const query of [undefined, input('{}')]) {
      const first = await subscriptionCall('admin', proc.path, {
        token: admin.token,
        ...(query ? { query } : {}),
      });
      if (first?.event !== null)
        failures.push(`admin ${proc.path} ${query ?? ''} -> ${JSON.stringify(first)}`);
    }
    for (const body of rnd.sample(HOSTILE_BODIES, 14).filter((b) => b.length < 20_000)) {
      await subscriptionCall('admin', proc.path, { token: admin.token, query: input(body) });
    }
    for (const field of [...Object.keys(sample), 'topics', 'lastEventId']) {
      for (const value of new Set(['"a\\u0000b"', '"\\ud800"', ...rnd.sample(HOSTILE_VALUES, 4)])) {
        await subscriptionCall(`field ${field}`, proc.path, {
          token: admin.token,
          query: input(withField(sample, field, value)),
        });
      }
    }
    for (const query of RAW_TRPC_QUERIES) {
      await subscriptionCall('raw query', proc.path, { token: admin.token, query });
    }
    // The wrong method, a batch, a hostile Last-Event-ID.
    await subscriptionCall('wrong method', proc.path, {
      token: admin.token,
      method: 'POST',
      payload: json(sample),
    });
    await subscriptionCall('batch', `${proc.path},${proc.path}`, {
      token: admin.token,
      query: 'batch=1&input=%7B%7D',
    });
    for (const lastEventId of ['\u0085x', 'x'.repeat(4000), '__proto__', '{"a":1}']) {
      await subscriptionCall('last-event-id', proc.path, {
        token: admin.token,
        headers: { 'last-event-id': lastEventId },
      });
    }
    await subscriptionCall('proto keys', proc.path, {
      token: admin.token,
      query: input(withField(sample, '__proto__', '{"polluted":true}')),
    });
  }

  it(
    'tRPC: no hostile input to any procedure gets a 5xx, and every error has the tRPC shape',
    FUZZ_TIMEOUT,
    async () => {
      const procs = procedures();
      const before = sent;
      const call = async (
        who: string,
        proc: TProcedure,
        input: string | undefined,
        opts: { token?: string; method?: 'GET' | 'POST' } = {},
      ) => {
        const method = opts.method ?? (proc.type === 'query' ? 'GET' : 'POST');
        const headers: Record<string, string> = opts.token ? { authorization: `Bearer ${opts.token}` } : {};
        const res =
          method === 'GET'
            ? await t.app.inject({
                method,
                url: `/trpc/${proc.path}${input === undefined ? '' : `?input=${encodeURIComponent(input)}`}`,
                headers,
              })
            : await t.app.inject({
                method,
                url: `/trpc/${proc.path}`,
                headers: { ...headers, 'content-type': 'application/json' },
                ...(input === undefined ? {} : { payload: input }),
              });
        checkTrpc(`${who} ${method} ${proc.path} ${input?.slice(0, 80) ?? ''}`, res);
        return res;
      };
      /** Query inputs travel in the URL: no megabytes there. */
      const fits = (proc: TProcedure, input: string) => proc.type === 'mutation' || input.length < 20_000;

      for (const proc of procs) {
        const sample = sampleBody({
          properties: Object.fromEntries(proc.fields.map((f) => [f, f === 'id' ? { format: 'uuid' } : {}])),
        });
        if (proc.type === 'subscription') {
          await fuzzSubscription(proc, sample);
          continue;
        }
        if ('id' in sample) {
          sample.id = proc.path.startsWith('users.')
            ? real.user
            : proc.path.startsWith('owners.')
              ? real.owner
              : real.dog;
        }
        // Never delete the records the other cases need.
        if (/\.(delete|remove\w*)$/.test(proc.path) && 'id' in sample) sample.id = NO_SUCH_ID;

        // Nobody: the protected ones answer 401.
        const sampleInput = json(sample);
        for (const input of [sampleInput, ...rnd.sample(HOSTILE_BODIES, 2).filter((b) => fits(proc, b))]) {
          const res = await call('nobody', proc, input);
          if (proc.path !== 'auth.login' && input === sampleInput && res.statusCode !== 401) {
            failures.push(`nobody ${proc.path} -> ${res.statusCode} instead of 401`);
          }
        }
        // Raw query strings tRPC must decode itself: malformed escapes, NUL, odd batch flags.
        for (const query of RAW_TRPC_QUERIES) {
          const res = await t.app.inject({
            method: proc.type === 'query' ? 'GET' : 'POST',
            url: `/trpc/${proc.path}?${query}`,
            headers: {
              authorization: `Bearer ${admin.token}`,
              ...(proc.type === 'query' ? {} : { 'content-type': 'application/json' }),
            },
            ...(proc.type === 'query' ? {} : { payload: '{}' }),
          });
          checkTrpc(`raw query ${proc.path}?${query}`, res);
        }
        // The wrong method.
        await call('wrong method', proc, json(sample), {
          token: admin.token,
          method: proc.type === 'query' ? 'POST' : 'GET',
        });
        // Whole inputs, then one field at a time, then every field at once.
        for (const body of rnd.sample(HOSTILE_BODIES, 12).filter((b) => fits(proc, b))) {
          await call('admin', proc, body, { token: admin.token });
        }
        for (const field of Object.keys(sample)) {
          const values = new Set(['"a\\u0000b"', '"\\ud800"', ...rnd.sample(HOSTILE_VALUES, 4)]);
          for (const value of values) {
            await call(`field ${field}`, proc, withField(sample, field, value), { token: admin.token });
          }
        }
        for (const field of rnd.sample(Object.keys(sample), 1)) {
          const huge = withField(
            sample,
            field,
            json('x'.repeat(proc.type === 'query' ? 15_000 : BODY_LIMIT - 4096)),
          );
          await call(`huge ${field}`, proc, huge, { token: admin.token });
        }
        for (const value of rnd.sample(HOSTILE_VALUES, 3)) {
          const all = Object.keys(sample).map((k) => `${json(k)}:${value}`);
          await call('all fields', proc, `{${all.join(',')}}`, { token: admin.token });
        }
        await call('proto keys', proc, withField(sample, '__proto__', '{"polluted":true}'), {
          token: admin.token,
        });
        // A batch of the same procedure with hostile inputs.
        const batch = `{"0":"\\u0000","1":${deep(64, '[', ']')},"2":{"__proto__":{"polluted":true}}}`;
        const batchRes =
          proc.type === 'query'
            ? await t.app.inject({
                method: 'GET',
                url: `/trpc/${proc.path},${proc.path},${proc.path}?batch=1&input=${encodeURIComponent(batch)}`,
                headers: { authorization: `Bearer ${admin.token}` },
              })
            : await t.app.inject({
                method: 'POST',
                url: `/trpc/${proc.path},${proc.path},${proc.path}?batch=1`,
                headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
                payload: batch,
              });
        checkTrpc(`batch ${proc.path}`, batchRes);
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(failures).toEqual([]);
      expect(sent - before).toBeGreaterThan(procs.length * 12);
    },
  );
});
