// HTTP hygiene (SECURITY.md, "HTTP hygiene"): a strict Content-Security-Policy, no caching of API
// answers, slow request bodies cut off, bounded tRPC batches, and 405 + Allow for a known
// REST path asked with the wrong method. Issue 20 (items 5 and 8): every answer carries the same
// security headers (streamed lists, refusals of the router and of the HTTP parser included), and
// every error is in its API's shape: `{ error }` under /api, tRPC's under /trpc.
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { TRPC_MAX_BATCH_SIZE } from '../src/plugins/trpc';
import { createTestApp, type TestApp, unique } from './helpers/app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: unknown): Map<string, string[]> {
  expect(typeof header).toBe('string');
  const map = new Map<string, string[]>();
  for (const part of String(header).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name.toLowerCase(), values);
  }
  return map;
}

function expectStrictScripts(header: unknown) {
  const csp = directives(header);
  expect(csp.get('script-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  for (const values of csp.values()) {
    expect(values).not.toContain("'unsafe-eval'");
  }
  return csp;
}

/** The status, headers (lower-case names) and body of a raw HTTP/1.1 answer. */
function parseRaw(text: string): { status: number; headers: Record<string, string>; body: string } {
  const end = text.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const at = line.indexOf(':');
    headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: text.slice(end + 4) };
}

/** The security headers every answer carries; API answers are also never cached. */
function expectSecurityHeaders(res: { headers: Record<string, unknown> }, path: string) {
  const label = `${path}: ${JSON.stringify(res.headers).slice(0, 300)}`;
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['x-frame-options'], label).toBe('DENY');
  expect(res.headers['referrer-policy'], label).toBe('same-origin');
  expectStrictScripts(res.headers['content-security-policy']);
  if (path.startsWith('/api/') || path.startsWith('/trpc/'))
    expect(String(res.headers['cache-control']), label).toMatch(/^no-store/);
}

/** tRPC's error shape, as its client reads it. */
function expectTrpcError(body: string, status: number, code: string) {
  const parsed = JSON.parse(body) as {
    error?: { message?: unknown; code?: unknown; data?: Record<string, unknown> };
  };
  expect(parsed.error?.message, body).toEqual(expect.any(String));
  expect(parsed.error?.code, body).toEqual(expect.any(Number));
  expect(parsed.error?.data, body).toMatchObject({ code, httpStatus: status });
}

/** One raw request (the head as written, whatever a client library would refuse to send). */
async function rawAnswer(port: number, head: string) {
  const { response } = await rawRequest(port, head, () => () => undefined);
  return parseRaw(response);
}

/**
 * Sends the request head over a raw socket, then whatever `body` writes, and resolves with
 * everything the server answered once it closes the connection.
 */
function rawRequest(
  port: number,
  head: string,
  body: (write: (chunk: string) => boolean) => () => void,
): Promise<{ response: string; closedByServer: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let stop: (() => void) | undefined;
    socket.on('data', (chunk) => {
      chunks.push(chunk);
    });
    socket.on('error', () => undefined); // writing after the server hung up: EPIPE
    socket.on('close', () => {
      stop?.();
      resolve({ response: Buffer.concat(chunks).toString('utf8'), closedByServer: true });
    });
    socket.on('connect', () => {
      socket.write(head);
      stop = body((chunk) => !socket.destroyed && socket.write(chunk));
    });
    socket.setTimeout(20_000, () => {
      socket.destroy();
      reject(new Error('the server kept the connection open'));
    });
  });
}

describe('Content-Security-Policy and caching', () => {
  let t: TestApp;
  let web: FastifyInstance;
  let webDist: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
    webDist = await mkdtemp(join(tmpdir(), 'pawdesk-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDist, 'assets', 'index-abc123.js'), 'console.log(1)');
    web = await buildApp({ deps: t.deps, webDist, logger: false });
    await web.ready();
  });
  afterAll(async () => {
    await web?.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('serves index.html, and the index.html of a client route, with a strict policy', async () => {
    for (const url of ['/', '/index.html', '/owners', '/dogs?tab=all']) {
      const res = await web.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      const csp = expectStrictScripts(res.headers['content-security-policy']);
      expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('keeps the long caching of hashed assets and of dog pictures', async () => {
    const asset = await web.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const name = `${randomUUID()}.webp`;
    await t.pictures.put(name, Buffer.from('RIFF0000WEBPVP8 '));
    const picture = await t.app.inject({ method: 'GET', url: `/uploads/dogs/${name}` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('gives the docs page a policy of its own, just as strict for scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expectStrictScripts(res.headers['content-security-policy']);
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('marks every API answer no-store: REST, tRPC, errors and health', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/owners', headers: t.auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) }),
      await t.app.inject({ method: 'GET', url: '/api/owners' }), // 401
      await t.app.inject({ method: 'GET', url: '/api/nothing-here' }), // 404
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: unique('nobody'), password: 'wrong password' },
      }),
      await t.app.inject({ method: 'GET', url: '/trpc/owners.list', headers: t.auth(token) }),
      await t.app.inject({ method: 'GET', url: '/trpc/owners.list' }), // 401
      await t.app.inject({ method: 'GET', url: '/api/dogs', headers: t.auth(token) }), // streamed
    ];
    for (const res of answers) {
      expect(res.headers['cache-control'], `${res.statusCode} ${res.body.slice(0, 80)}`).toBe('no-store');
    }
    expect(answers[0]?.statusCode).toBe(200);
    expect(answers[6]?.statusCode).toBe(200);
  });
});

describe('request bodies that trickle in', () => {
  let t: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    // A short window so the test is quick; the default is 20 s.
    t = await createTestApp({ env: { BODY_STALL_TIMEOUT_MS: '1000' } });
    token = (await t.userWithToken('receptionist')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  it('answers 408 and closes a connection whose body comes one byte at a time', async () => {
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
      'Content-Length: 100000\r\n\r\n';
    const { response, closedByServer } = await rawRequest(port, head, (write) => {
      write('{"username":"');
      const timer = setInterval(() => write('a'), 100);
      return () => clearInterval(timer);
    });
    expect(closedByServer).toBe(true);
    expect(response).toMatch(/^HTTP\/1\.1 408 /);
    expect(response).toContain('"error":"Request timeout');
    expectSecurityHeaders(parseRaw(response), '/api/auth/login');
  });

  it('lets a slow but steady upload through', async () => {
    const body = JSON.stringify({
      name: 'Slow Link',
      email: `${unique('slow')}@example.com`,
      phone: '600123123',
      address: 'Calle Mayor 1',
      notes: 'x'.repeat(30_000),
    });
    const head =
      `POST /api/owners HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n`;
    const { response } = await rawRequest(port, head, (write) => {
      let sent = 0;
      const timer = setInterval(() => {
        write(body.slice(sent, sent + 2048));
        sent += 2048;
        if (sent >= body.length) clearInterval(timer);
      }, 50);
      return () => clearInterval(timer);
    });
    expect(response).toMatch(/^HTTP\/1\.1 201 /);
    expect(response).toContain('Slow Link');
  });

  it('sets Node timeouts that bound the whole request and its headers', () => {
    expect(t.app.server.requestTimeout).toBe(300_000);
    expect(t.app.server.headersTimeout).toBe(30_000);
  });
});

describe('tRPC batches', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('receptionist')).token;
  });

  const batch = (size: number) =>
    t.app.inject({
      method: 'GET',
      url: `/trpc/${Array.from({ length: size }, () => 'owners.list').join(',')}?batch=1&input={}`,
      headers: t.auth(token),
    });

  it(`accepts ${TRPC_MAX_BATCH_SIZE} calls in one batch`, async () => {
    expect(TRPC_MAX_BATCH_SIZE).toBe(20);
    const res = await batch(TRPC_MAX_BATCH_SIZE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(TRPC_MAX_BATCH_SIZE);
  });

  it(`refuses ${TRPC_MAX_BATCH_SIZE + 1} with a 400 that says why`, async () => {
    const res = await batch(TRPC_MAX_BATCH_SIZE + 1);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Batch call exceeds maximum size');
    expect(res.body).not.toMatch(/"code":"INTERNAL_SERVER_ERROR"/);
  });

  it('answers a procedure asked with the wrong method with 405, not 500', async () => {
    const getMutation = await t.app.inject({
      method: 'GET',
      url: '/trpc/owners.create?input={}',
      headers: t.auth(token),
    });
    expect(getMutation.statusCode).toBe(405);
    const postQuery = await t.app.inject({
      method: 'POST',
      url: '/trpc/owners.list',
      headers: { ...t.auth(token), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(postQuery.statusCode).toBe(405);
  });
});

describe('405 for a known REST path asked with the wrong method', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
  });

  const cases: Array<[method: 'PATCH' | 'DELETE' | 'POST' | 'PUT' | 'GET', url: string, allow: string]> = [
    ['PATCH', '/api/owners', 'GET, HEAD, POST'],
    ['DELETE', '/api/auth/login', 'POST'],
    ['GET', '/api/auth/login', 'POST'],
    ['POST', '/api/health', 'GET, HEAD'],
    ['POST', `/api/owners/${randomUUID()}`, 'GET, HEAD, PUT, DELETE'],
    ['GET', `/api/dogs/${randomUUID()}/picture`, 'PUT, DELETE'],
    ['PUT', '/api/openapi.json', 'GET, HEAD'],
  ];

  for (const [method, url, allow] of cases) {
    it(`${method} ${url.replace(/[0-9a-f-]{36}/, ':id')} -> 405, Allow: ${allow}`, async () => {
      const res = await t.app.inject({
        method,
        url,
        headers: t.auth(token),
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(405);
      expect(res.headers.allow).toBe(allow);
      expect(res.json()).toEqual({ error: 'Method not allowed' });
      expect(res.headers['cache-control']).toBe('no-store');
    });
  }

  it('still answers 404 for paths that do not exist, and for the web app outside /api', async () => {
    for (const [method, url] of [
      ['PATCH', '/api/no-such-resource'],
      ['GET', '/api/owners/x/y'],
      ['POST', '/owners'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: t.auth(token), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe('every answer: the security headers, and the error shape of its API', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = (await t.userWithToken('admin')).token;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });

  const FULL_LISTS = [
    '/api/dogs',
    '/api/daycare/visits',
    '/api/hotel',
    '/api/vet/appointments',
    '/api/grooming',
  ];

  it('streamed full lists carry the Content-Security-Policy and the rest, on GET and on HEAD', async () => {
    for (const url of FULL_LISTS) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: t.auth(token) });
        expect(res.statusCode, `${method} ${url}`).toBe(200);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expectSecurityHeaders(res, url);
        if (method === 'HEAD') expect(res.body, url).toBe('');
        else expect(() => JSON.parse(res.body), url).not.toThrow();
      }
    }
  });

  it("a malformed escape in a path answers 400 in the API's shape, never Fastify's own", async () => {
    const rest = await t.app.inject({ method: 'GET', url: '/api/dogs/%ff', headers: t.auth(token) });
    expect(rest.statusCode).toBe(400);
    expect(rest.json()).toEqual({ error: 'The request URL is not valid' });
    expect(rest.body).not.toContain('FST_ERR');
    expectSecurityHeaders(rest, '/api/dogs/%ff');
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/%ff' });
    expect(trpc.statusCode).toBe(400);
    expectTrpcError(trpc.body, 400, 'BAD_REQUEST');
    expectSecurityHeaders(trpc, '/trpc/%ff');
  });

  it('a path segment too long answers 414 without echoing the path', async () => {
    const letters = 'a'.repeat(6000);
    const trpc = await t.app.inject({ method: 'GET', url: `/trpc/${letters}` });
    expect(trpc.statusCode).toBe(414);
    expectTrpcError(trpc.body, 414, 'BAD_REQUEST');
    expect(trpc.body).not.toContain('aaaaaaaaaa');
    expectSecurityHeaders(trpc, '/trpc/x');
    const rest = await t.app.inject({ method: 'GET', url: `/api/dogs/${letters}`, headers: t.auth(token) });
    expect(rest.statusCode).toBe(414);
    expect(rest.json()).toEqual({ error: 'The request URL is too long' });
    expectSecurityHeaders(rest, '/api/dogs/x');
  });

  it("a /trpc path no procedure has answers 404 in tRPC's shape", async () => {
    for (const url of ['/trpc/users/list', '/trpc', '/trpc/']) {
      const res = await t.app.inject({ method: 'GET', url, headers: t.auth(token) });
      expect(res.statusCode, url).toBe(404);
      expectTrpcError(res.body, 404, 'NOT_FOUND');
      expectSecurityHeaders(res, '/trpc/x');
    }
    const rest = await t.app.inject({ method: 'GET', url: '/api/users/list/x', headers: t.auth(token) });
    expect(rest.json()).toEqual({ error: 'Not found' });
    expectSecurityHeaders(rest, '/api/users/list/x');
  });

  it("headers too large answer 431, a request line too long 414, each in its API's shape", async () => {
    const big = `X-Big: ${'a'.repeat(20_000)}\r\n`;
    const rest = await rawAnswer(port, `GET /api/health HTTP/1.1\r\nHost: localhost\r\n${big}\r\n`);
    expect(rest.status).toBe(431);
    expect(JSON.parse(rest.body)).toEqual({ error: 'The request headers are too large' });
    expectSecurityHeaders(rest, '/api/health');
    const trpc = await rawAnswer(port, `GET /trpc/owners.list HTTP/1.1\r\nHost: localhost\r\n${big}\r\n`);
    expect(trpc.status).toBe(431);
    expectTrpcError(trpc.body, 431, 'BAD_REQUEST');
    expectSecurityHeaders(trpc, '/trpc/owners.list');
    const line = await rawAnswer(port, `GET /trpc/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    expect(line.status).toBe(414);
    expectTrpcError(line.body, 414, 'BAD_REQUEST');
    expect(line.body).not.toContain('aaaaaaaaaa');
    expectSecurityHeaders(line, '/trpc/x');
  });

  it('what is not HTTP, or is ambiguous (a smuggling probe), answers 400 { error } with the headers', async () => {
    for (const head of [
      'GARBAGE\r\n\r\n',
      'GET /api/owners HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    ]) {
      const res = await rawAnswer(port, head);
      expect(res.status, head).toBe(400);
      expect(JSON.parse(res.body), head).toEqual({ error: 'Bad request: the request is not valid HTTP' });
      expectSecurityHeaders(res, head.startsWith('GET') ? '/api/owners' : '/');
    }
  });

  it('errors, 404, 405 and the tRPC answers all carry the same headers', async () => {
    const answers: Array<[string, Awaited<ReturnType<typeof t.app.inject>>]> = [
      ['/api/owners', await t.app.inject({ method: 'GET', url: '/api/owners' })], // 401
      ['/api/nothing', await t.app.inject({ method: 'GET', url: '/api/nothing', headers: t.auth(token) })], // 404
      ['/api/owners', await t.app.inject({ method: 'PATCH', url: '/api/owners', headers: t.auth(token) })], // 405
      ['/trpc/owners.list', await t.app.inject({ method: 'GET', url: '/trpc/owners.list' })], // 401
      [
        '/trpc/nope.nope',
        await t.app.inject({ method: 'GET', url: '/trpc/nope.nope', headers: t.auth(token) }),
      ],
      [
        '/trpc/owners.create',
        await t.app.inject({
          method: 'POST',
          url: '/trpc/owners.create',
          headers: { ...t.auth(token), 'content-type': 'application/json' },
          payload: '{"name": ',
        }),
      ],
    ];
    for (const [path, res] of answers) {
      expect(res.statusCode, path).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(res, path);
      if (path.startsWith('/trpc/'))
        expectTrpcError(res.body, res.statusCode, expect.any(String) as unknown as string);
      else expect(res.json(), path).toEqual({ error: expect.any(String) });
    }
  });
});
