// The server's life around its database, with the real process: `node --import tsx
// src/main.ts`, each test with its own DATA_DIR and its own PostgreSQL (never the shared test
// cluster, which these tests kill and stop).
//
// - SIGKILL of the embedded postmaster under writes: requests answer 503 + Retry-After, never
//   500; the supervisor restarts PostgreSQL and health is 200 again within 10 s; every write
//   that was acknowledged (201) is in the database.
// - SIGTERM with uploads and writes in flight: each finishes with its normal status, new
//   connections are refused or answered 503, the exit status is 0, and a restart on the same
//   DATA_DIR finds every acknowledged write.
// - DATABASE_URL: the external database stops (503 on REST and tRPC, health 503) and comes
//   back; the server recovers by itself.
// - Live streams: an open one survives a database outage and is told to resync when the server
//   listens again; SIGTERM ends it at once, so the drain never waits for it.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startEmbeddedPostgres } from '../src/db/embedded-postgres';
import { makeImage, multipartBody, ownerInput } from '../src/modules/dogs/dogs.fixtures';
import { createLiveClient, type LiveSubscriber, subscribeLive } from './helpers/live';
import {
  loginAdmin as login,
  PROCESS_ADMIN_PASSWORD,
  startServerProcess as startServer,
  waitHealthy,
} from './helpers/server-process';

const PASSWORD = PROCESS_ADMIN_PASSWORD;
/** The functional bound of the brief: healthy again within 10 s of the crash. */
const RECOVERY_DEADLINE_MS = 10_000;

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const clean of cleanups.reverse()) await clean().catch(() => undefined);
});

async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** A live subscriber that has heard its `ready`. */
async function liveSubscriber(url: string, token: string): Promise<LiveSubscriber> {
  const subscriber = subscribeLive(createLiveClient(url, token));
  await subscriber.until('ready', (s) => s.starts === 1, 30_000);
  return subscriber;
}

/** After the database came back: the stream was told to resync, then hears writes again. */
async function resyncedAndLive(subscriber: LiveSubscriber, write: () => Promise<unknown>): Promise<void> {
  await subscriber.until(
    'told to resync',
    (s) => s.events.some((e) => e.type === 'resync'),
    RECOVERY_DEADLINE_MS,
  );
  const from = subscriber.events.length;
  await write();
  await subscriber.untilTopic('owners', from);
  expect(subscriber.starts).toBe(1);
  subscriber.stop();
}

/** GET /api/health/ready (what a load balancer checks), or null when nothing answers. */
async function ready(url: string): Promise<Response | null> {
  return fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
}

/** Polls `check` until it holds; fails after 20 s (a deadline, not a measure). */
async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not ${what} within 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function health(url: string): Promise<Response | null> {
  return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
}

interface Attempt {
  email: string;
  status: number | 'network-error';
  retryAfter: string | null;
  body: string;
}

async function createOwner(url: string, token: string): Promise<Attempt> {
  const owner = ownerInput();
  try {
    const res = await fetch(`${url}/api/owners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(owner),
      signal: AbortSignal.timeout(15_000),
    });
    return {
      email: owner.email,
      status: res.status,
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
    };
  } catch {
    return { email: owner.email, status: 'network-error', retryAfter: null, body: '' };
  }
}

async function ownersPresent(dbUrl: string, emails: string[]): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ email: string }>('SELECT email FROM owners WHERE email = ANY($1)', [
      emails,
    ]);
    return new Set(rows.map((r) => r.email));
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * A request whose headers go out at once and whose body trickles in `chunks` pieces; resolves
 * with the status, or 'reset' if the connection broke before an answer.
 */
function trickle(
  url: string,
  opts: {
    path: string;
    headers: Record<string, string>;
    body: Buffer;
    chunks: number;
    gapMs: number;
    /** The last piece waits for this (keeps the request in flight). */
    holdLast?: Promise<unknown>;
  },
): { started: Promise<void>; result: Promise<{ status: number | 'reset'; body: string }> } {
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((r) => {
    markStarted = r;
  });
  const result = new Promise<{ status: number | 'reset'; body: string }>((res) => {
    const req = httpRequest(`${url}${opts.path}`, {
      method: 'POST',
      headers: { ...opts.headers, 'content-length': String(opts.body.length) },
      agent: false,
    });
    req.on('response', (response) => {
      let body = '';
      response.on('data', (c: Buffer) => {
        body += c.toString();
      });
      response.on('end', () => res({ status: response.statusCode ?? 0, body }));
      response.on('error', () => res({ status: 'reset', body }));
    });
    req.on('error', () => res({ status: 'reset', body: '' }));
    const size = Math.ceil(opts.body.length / opts.chunks);
    let sent = 0;
    const next = async () => {
      if (sent >= opts.body.length) {
        req.end();
        return;
      }
      if (sent + size >= opts.body.length && opts.holdLast) await opts.holdLast;
      req.write(opts.body.subarray(sent, sent + size));
      sent += size;
      if (sent === size) {
        // The headers and the first piece are out; give the server a moment to receive them.
        setTimeout(markStarted, 300);
      }
      setTimeout(() => void next(), opts.gapMs);
    };
    req.flushHeaders();
    void next();
  });
  return { started, result };
}

/**
 * One kept-alive connection: a POST whose body is only half sent, then (on `finish`) the rest
 * followed at once by a pipelined GET on the same connection. Resolves with all it received.
 */
function keptAliveConnection(url: string, path: string, headers: Record<string, string>, body: string) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let received = '';
  socket.on('data', (c: Buffer) => {
    received += c.toString();
  });
  const closed = new Promise<string>((res) => {
    socket.on('close', () => res(received));
    socket.on('error', () => undefined);
  });
  const head = [
    `POST ${path} HTTP/1.1`,
    `Host: ${hostname}:${port}`,
    'Connection: keep-alive',
    `Content-Length: ${Buffer.byteLength(body)}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ].join('\r\n');
  const half = Math.floor(body.length / 2);
  socket.write(`${head}\r\n\r\n${body.slice(0, half)}`);
  return {
    finish: () =>
      socket.write(`${body.slice(half)}GET /api/health HTTP/1.1\r\nHost: ${hostname}:${port}\r\n\r\n`),
    received: closed,
  };
}

describe('the server and its database', { timeout: 180_000 }, () => {
  it('restarts a killed embedded PostgreSQL: 503 + Retry-After meanwhile, healthy within 10 s, no acknowledged write lost', async () => {
    const dataDir = await tempDir('pawdesk-lifecycle-crash-');
    const pgPort = await freePort();
    const server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    const token = await login(server.url);
    const live = await liveSubscriber(server.url, token);

    const attempts: Attempt[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) attempts.push(await createOwner(server.url, token));
    };
    const writers = Array.from({ length: 4 }, writer);
    const acknowledged = () => attempts.filter((a) => a.status === 201).length;
    while (acknowledged() < 8) await new Promise((r) => setTimeout(r, 20));

    const pid = postmasterPid(dataDir);
    process.kill(pid, 'SIGKILL');
    const killedAt = Date.now();
    const healthDuringOutage: { status: number; retryAfter: string | null; body: unknown }[] = [];
    // Healthy again = health answers 200 from a new postmaster (until the old backends notice
    // their postmaster's death, a pooled connection may still answer for a moment).
    const restarted = () => {
      try {
        return postmasterPid(dataDir) !== pid && !alive(pid);
      } catch {
        return false; // the new postmaster is writing its pid file
      }
    };
    let healthy = false;
    while (Date.now() - killedAt < RECOVERY_DEADLINE_MS) {
      const res = await health(server.url);
      if (res?.status === 200 && restarted()) {
        healthy = true;
        break;
      }
      if (res && res.status !== 200) {
        healthDuringOutage.push({
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        });
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(healthy, `not healthy within 10 s of the crash:\n${server.output()}`).toBe(true);

    // A few more writes after the recovery, then stop.
    const before = acknowledged();
    while (acknowledged() < before + 8) await new Promise((r) => setTimeout(r, 20));
    writing = false;
    await Promise.all(writers);

    // During the outage: 503 with Retry-After and { error } (health: its own body), never 500.
    for (const h of healthDuringOutage) {
      expect(h).toEqual({
        status: 503,
        retryAfter: expect.any(String),
        body: { status: 'degraded', database: 'down' },
      });
    }
    const refused = attempts.filter((a) => a.status !== 201);
    for (const a of refused) {
      expect(a.status, a.body).toBe(503);
      expect(Number(a.retryAfter)).toBeGreaterThan(0);
      expect(JSON.parse(a.body)).toEqual({ error: expect.any(String) });
    }
    expect(refused.length + healthDuringOutage.length, 'the outage was never observed').toBeGreaterThan(0);

    const written = attempts.filter((a) => a.status === 201).map((a) => a.email);
    const present = await ownersPresent(`postgresql://pawdesk:pawdesk@127.0.0.1:${pgPort}/pawdesk`, written);
    expect(written.filter((e) => !present.has(e))).toEqual([]);
    expect(server.output()).toContain('PostgreSQL is running again');
    await resyncedAndLive(live, () => createOwner(server.url, token));

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });

  it('drains on SIGTERM: uploads and writes in flight finish, new connections are refused, exit 0, nothing lost', async () => {
    const dataDir = await tempDir('pawdesk-lifecycle-term-');
    const pgPort = await freePort();
    const server = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    const token = await login(server.url);
    const auth = { authorization: `Bearer ${token}` };

    const first = await createOwner(server.url, token);
    expect(first.status).toBe(201);
    const ownerId = (JSON.parse(first.body) as { _id: string })._id;

    // In flight when SIGTERM arrives: a dog with a picture and three owners, all trickling in.
    const picture = await makeImage('jpeg', { width: 640, height: 480 });
    const dogName = `Drain ${randomBytes(3).toString('hex')}`;
    const multipart = multipartBody(
      { name: dogName, breed: 'Beagle', age: '3', owners: JSON.stringify([ownerId]) },
      [{ field: 'picture', filename: 'dog.jpg', contentType: 'image/jpeg', data: picture }],
    );
    const upload = trickle(server.url, {
      path: '/api/dogs',
      headers: { ...multipart.headers, ...auth },
      body: multipart.payload,
      chunks: 8,
      gapMs: 150,
    });
    // A kept-alive connection busy with a write when SIGTERM arrives, which then asks for more.
    const keptOwner = ownerInput();
    const kept = keptAliveConnection(
      server.url,
      '/api/owners',
      { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      JSON.stringify(keptOwner),
    );
    // The last write holds its last piece until the kept-alive connection is done, so the
    // drain is still going on meanwhile.
    const owners = Array.from({ length: 3 }, () => ownerInput());
    const writes = owners.map((owner, i) =>
      trickle(server.url, {
        path: '/api/owners',
        headers: { 'content-type': 'application/json', ...auth },
        body: Buffer.from(JSON.stringify(owner)),
        chunks: 4,
        gapMs: 250,
        ...(i === 0 ? { holdLast: kept.received } : {}),
      }),
    );
    await Promise.all([upload.started, ...writes.map((w) => w.started)]);
    owners.push(keptOwner);
    // And a live stream, which would never finish by itself.
    const live = await liveSubscriber(server.url, token);

    server.child.kill('SIGTERM');
    // A new connection during the drain is refused, or told to come back later.
    let refusedOrRetry = false;
    while (!refusedOrRetry) {
      const res = await fetch(`${server.url}/api/health`).catch(() => null);
      if (res === null) refusedOrRetry = true;
      else if (res.status === 503) {
        expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
        refusedOrRetry = true;
      } else {
        await new Promise((r) => setTimeout(r, 50)); // the signal is not handled yet
      }
    }

    // Draining now: the busy connection gets its write's answer, then 503 for the next request.
    kept.finish();
    const keptText = await kept.received;
    expect(keptText).toMatch(/^HTTP\/1\.1 201 /);
    expect(keptText).toMatch(/HTTP\/1\.1 503 [\s\S]*retry-after: \d+/i);
    // With every security header, as any answer (SECURITY.md).
    expect(keptText).toMatch(/HTTP\/1\.1 503 [\s\S]*content-security-policy: default-src 'self'/i);
    expect(keptText).toMatch(/HTTP\/1\.1 503 [\s\S]*x-content-type-options: nosniff/i);

    const uploaded = await upload.result;
    expect(uploaded.status, uploaded.body).toBe(201);
    const dog = JSON.parse(uploaded.body) as { _id: string; picture: string | null };
    expect(dog.picture).toBeTruthy();
    const written = await Promise.all(writes.map((w) => w.result));
    for (const w of written) expect(w.status, w.body).toBe(201);

    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).toContain('SIGTERM received');
    // The stream was ended, not waited for until the drain's deadline cut it.
    await live.until('ended', (s) => s.completed || s.errors.length > 0);
    expect(server.output()).not.toContain('still running: cutting them');

    // Same DATA_DIR: everything acknowledged is there.
    const again = await startServer({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) });
    const token2 = await login(again.url);
    const present = await ownersPresent(
      `postgresql://pawdesk:pawdesk@127.0.0.1:${pgPort}/pawdesk`,
      owners.map((o) => o.email),
    );
    expect(present.size).toBe(4);
    const stored = await fetch(`${again.url}/api/dogs/${dog._id}`, {
      headers: { authorization: `Bearer ${token2}` },
    });
    expect(stored.status).toBe(200);
    expect(((await stored.json()) as { name: string }).name).toBe(dogName);
    again.child.kill('SIGTERM');
    expect(await again.exited).toEqual({ code: 0, signal: null });
  });

  it('with DATABASE_URL, answers 503 while the database is away and recovers by itself when it returns', async () => {
    const pgDir = join(await tempDir('pawdesk-lifecycle-external-'), 'pg');
    const pgPort = await freePort();
    let external = await startEmbeddedPostgres({ dir: pgDir, port: pgPort });
    cleanups.push(() => external.stop());
    const databaseUrl = external.url('postgres');
    const server = await startServer({
      DATABASE_URL: databaseUrl,
      DATA_DIR: await tempDir('pawdesk-lifecycle-external-data-'),
    });
    const token = await login(server.url);
    const auth = { authorization: `Bearer ${token}` };
    expect((await createOwner(server.url, token)).status).toBe(201);
    const live = await liveSubscriber(server.url, token);
    expect((await ready(server.url))?.status).toBe(200);

    await external.stop();
    // The change feed lost its LISTEN connection: not ready for a load balancer until it is back.
    await until('not ready while the feed is down', async () => (await ready(server.url))?.status === 503);
    expect(await (await ready(server.url))?.json()).toEqual({ status: 'not-ready', reason: 'feed-down' });

    const down = await health(server.url);
    expect(down?.status).toBe(503);
    expect(down?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await down?.json()).toEqual({ status: 'degraded', database: 'down' });
    // The user lookup of the token fails first: 503, not 401, not 500.
    const rest = await fetch(`${server.url}/api/owners`, { headers: auth });
    expect(rest.status).toBe(503);
    expect(rest.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await rest.json()).toEqual({ error: expect.any(String) });
    const trpc = await fetch(`${server.url}/trpc/owners.list`, { headers: auth });
    expect(trpc.status).toBe(503);
    expect(trpc.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await trpc.json()) as { error: { data: { code: string } } }).error.data.code).toBe(
      'SERVICE_UNAVAILABLE',
    );
    const write = await createOwner(server.url, token);
    expect(write.status).toBe(503);
    // Login too (no token involved): 503, never a 500 or a wrong-password 401.
    const loginDown = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(loginDown.status).toBe(503);
    // A procedure failing on the database inside tRPC: SERVICE_UNAVAILABLE with Retry-After.
    const trpcLogin = await fetch(`${server.url}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    expect(trpcLogin.status).toBe(503);
    expect(trpcLogin.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await trpcLogin.json()).toMatchObject({
      error: { data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, retryAfter: expect.any(Number) } },
    });

    external = await startEmbeddedPostgres({ dir: pgDir, port: pgPort });
    await waitHealthy(server, RECOVERY_DEADLINE_MS);
    // Ready again once the feed listens again (its reconnect backs off up to 5 s).
    await until('ready again', async () => (await ready(server.url))?.status === 200);
    expect((await fetch(`${server.url}/api/owners`, { headers: auth })).status).toBe(200);
    expect((await createOwner(server.url, token)).status).toBe(201);
    const trpcAgain = await fetch(`${server.url}/trpc/owners.list`, { headers: auth });
    expect(trpcAgain.status).toBe(200);
    await resyncedAndLive(live, () => createOwner(server.url, token));

    server.child.kill('SIGTERM');
    expect(await server.exited).toEqual({ code: 0, signal: null });
  });
});
