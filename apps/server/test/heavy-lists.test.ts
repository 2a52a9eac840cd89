// No account can starve the server (SECURITY.md, "Streamed lists and slow readers", "Per-account limits"), over real HTTP on a real
// PostgreSQL:
// - a client that asks for a full list and reads nothing holds little and is cut: the server stops
//   taking batches from the database, keeps at most a slice of bytes queued for the socket, and
//   resets the connection after STREAM_STALL_TIMEOUT_MS; a client that reads gets every row;
// - one account has at most HEAVY_LISTS_PER_ACCOUNT full lists in flight: the next is 429 with
//   Retry-After while another account is served; HEAD answers the headers without reading a row;
// - the paged tRPC lists of one account run a few at a time, wait in line beyond, 429 past the line;
// - one account holds at most LIVE_STREAMS_PER_ACCOUNT live streams; a closed one frees its place.
// The apps here are built without the OpenAPI guard: a cut stream is not a valid JSON answer.
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import type { StreamReport } from '../src/rest/heavy-lists';
import { STREAM_SLICE_BYTES } from '../src/rest/stream-json';
import { createTestApp, type TestApp } from './helpers/app';

/** The app of `t` without the OpenAPI guard, listening on a free port. */
async function listening(t: TestApp): Promise<{ app: FastifyInstance; port: number; url: string }> {
  const app = await buildApp({ deps: t.deps, webDist: null, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, port, url: `http://127.0.0.1:${port}` };
}

/** The next `count` stream reports that `match` accepts. */
function nextReports(
  app: FastifyInstance,
  count: number,
  match: (r: StreamReport) => boolean,
): Promise<StreamReport[]> {
  const seen: StreamReport[] = [];
  return new Promise((resolve) => {
    const stop = app.heavyLists.onReport((report) => {
      if (!match(report)) return;
      seen.push(report);
      if (seen.length < count) return;
      stop();
      resolve(seen);
    });
  });
}

/** The next stream report that `match` accepts. */
const nextReport = async (app: FastifyInstance, match: (r: StreamReport) => boolean) =>
  (await nextReports(app, 1, match))[0] as StreamReport;

interface RawClient {
  socket: Socket;
  /** Everything received so far. */
  received: () => string;
  /** Resolves with the first bytes the server sent (the status line and headers, at least). */
  firstData: Promise<string>;
  /** Resolves when the connection is closed, by either side. */
  closed: Promise<void>;
}

/**
 * A raw HTTP/1.1 request over a socket. With `read: false` the client reads nothing after the
 * first bytes: the socket is paused, so the kernel's buffers fill and the server must wait.
 */
function rawRequest(port: number, head: string, opts: { read: boolean }): RawClient {
  const socket = connect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  let first: (text: string) => void = () => undefined;
  const firstData = new Promise<string>((resolve) => {
    first = resolve;
  });
  socket.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    if (chunks.length === 1) {
      if (!opts.read) socket.pause();
      first(chunk.toString('latin1'));
    }
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.on('connect', () => socket.write(head));
  return { socket, received: () => Buffer.concat(chunks).toString('latin1'), firstData, closed };
}

const getHead = (path: string, token: string, extra = '') =>
  `GET ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n${extra}\r\n`;

/** `count` completed daycare visits over 50 dogs, written straight in SQL. */
async function seedVisits(t: TestApp, count: number): Promise<void> {
  await t.db.prisma.$executeRawUnsafe(`
    INSERT INTO dogs (id, name, breed, updated_at)
    SELECT gen_random_uuid(), 'Dog ' || n, 'Mestizo', now() FROM generate_series(1, 50) AS n`);
  await t.db.prisma.$executeRawUnsafe(`
    WITH d AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM dogs)
    INSERT INTO daycare_visits (id, dog_id, date, check_in_time, check_out_time, notes, updated_at)
    SELECT gen_random_uuid(), d.id, DATE '2020-01-01' + (n / 50),
           TIMESTAMPTZ '2020-01-01 08:00Z' + (n / 50) * INTERVAL '1 day',
           TIMESTAMPTZ '2020-01-01 17:00Z' + (n / 50) * INTERVAL '1 day',
           'Played all day with the others, ate well, slept after lunch', now()
      FROM generate_series(0, ${count - 1}) AS n JOIN d ON d.k = n % 50`);
}

/** What may wait in Node for one socket: a slice of 64 KiB and the socket's own 16 KiB, with room. */
const MAX_QUEUED = 160 * 1024;

describe('a client that reads nothing', () => {
  const VISITS = 60_000;
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listening>>;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  /** The whole list, as the complete read reported it. */
  let whole: StreamReport;

  beforeAll(async () => {
    // A short stall window so the test is quick; the default is 30 s.
    t = await createTestApp({ env: { STREAM_STALL_TIMEOUT_MS: '500' } });
    user = await t.userWithToken('employee');
    await seedVisits(t, VISITS);
    server = await listening(t);
  });
  afterAll(() => server?.app.close());

  it('gives a client that reads every row, in every batch', async () => {
    const complete = nextReport(server.app, (r) => r.outcome === 'complete');
    const res = await fetch(`${server.url}/api/daycare/visits`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    const visits = (await res.json()) as { _id: string }[];
    expect(visits).toHaveLength(VISITS);
    expect(new Set(visits.map((v) => v._id)).size).toBe(VISITS);
    whole = await complete;
    // A small first batch, then full ones.
    expect(whole.batches).toBeGreaterThanOrEqual(5);
    expect(whole.largestBatchBytes).toBeGreaterThan(whole.bytes / whole.batches);
    expect(whole.bytes).toBeGreaterThan(20_000_000);
    expect(whole.maxQueuedBytes).toBeLessThanOrEqual(MAX_QUEUED);
  });
  it('stops the stream after a batch or two, keeps little queued, and is cut after the stall timeout', async () => {
    const stalled = nextReport(server.app, (r) => r.outcome === 'stalled');
    const client = rawRequest(server.port, getHead('/api/daycare/visits', user.token), { read: false });
    expect(await client.firstData).toMatch(/^HTTP\/1\.1 200 /);

    const report = await stalled;
    // The server stopped taking batches: far from the whole list (the kernel's socket buffers
    // took what they could, a few MiB), and what this process still held for the socket was at
    // most the batch being written.
    expect(report.batches).toBeGreaterThanOrEqual(1);
    expect(report.batches).toBeLessThan(whole.batches - 2);
    expect(report.bytes - report.sentBytes).toBeLessThanOrEqual(
      whole.largestBatchBytes + 2 * STREAM_SLICE_BYTES,
    );
    // Never more than about one slice waiting in Node for the socket (before: a whole batch).
    expect(report.maxQueuedBytes).toBeLessThanOrEqual(MAX_QUEUED);
    // The connection was cut: once the client looks again, it finds it closed, and the answer
    // never ended.
    client.socket.resume();
    await client.closed;
    expect(client.received()).not.toMatch(/\]\r\n0\r\n\r\n$/);
    // Everything released: no stream running, the account's place given back.
    expect(server.app.heavyLists.streaming).toBe(0);
    expect(server.app.heavyLists.perAccount.held(user.id)).toBe(0);
  });
});

describe('full lists in flight per account', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listening>>;
  let busy: Awaited<ReturnType<TestApp['userWithToken']>>;
  let other: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    // The held lists must outlive the test, however slow the machine.
    t = await createTestApp({ env: { STREAM_STALL_TIMEOUT_MS: '300000' } });
    busy = await t.userWithToken('employee');
    other = await t.userWithToken('receptionist');
    await seedVisits(t, 60_000);
    server = await listening(t);
  });
  afterAll(() => server?.app.close());

  it('answers the extra one 429 with Retry-After, serves another account, and frees the places when the lists end', async () => {
    const perAccount = server.app.heavyLists.perAccount.max;
    expect(perAccount).toBe(2);
    // Two lists of one account that do not read: both answered (their places taken), both held.
    const held = [0, 1].map(() =>
      rawRequest(server.port, getHead('/api/daycare/visits', busy.token), { read: false }),
    );
    for (const client of held) expect(await client.firstData).toMatch(/^HTTP\/1\.1 200 /);

    const refused = await fetch(`${server.url}/api/daycare/visits`, {
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await refused.json()).toEqual({ error: expect.stringContaining('full lists') });
    // Every full list counts, not only this one.
    const dogs = await fetch(`${server.url}/api/dogs`, {
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(dogs.status).toBe(429);

    // Another account is served meanwhile, to the last row.
    const served = await fetch(`${server.url}/api/daycare/visits`, {
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(served.status).toBe(200);
    expect((await served.json()) as unknown[]).toHaveLength(60_000);

    // HEAD costs nothing and is not counted: headers only, even now.
    const head = nextReport(server.app, (r) => r.outcome === 'head');
    const headAnswer = await fetch(`${server.url}/api/daycare/visits`, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(headAnswer.status).toBe(200);
    expect(headAnswer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(headAnswer.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await headAnswer.text()).toBe('');
    expect(await head).toMatchObject({ list: 'visit', outcome: 'head', batches: 0, bytes: 0 });

    // The held lists end (their clients go away): their places come back.
    const gone = nextReports(server.app, 2, (r) => r.outcome === 'client-gone');
    for (const client of held) client.socket.destroy();
    await gone;
    expect(server.app.heavyLists.perAccount.held(busy.id)).toBe(0);
    const again = await fetch(`${server.url}/api/daycare/visits`, {
      headers: { authorization: `Bearer ${busy.token}` },
    });
    expect(again.status).toBe(200);
    expect((await again.json()) as unknown[]).toHaveLength(60_000);
  });

  it('documents the 429 with Retry-After on every full list', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, { get: { responses: Record<string, { headers?: object }> } }>;
    };
    for (const path of [
      '/api/dogs',
      '/api/daycare/visits',
      '/api/hotel',
      '/api/vet/appointments',
      '/api/grooming',
    ]) {
      expect(doc.paths[path]?.get.responses['429']?.headers, path).toHaveProperty('Retry-After');
    }
  });
});

describe('paged tRPC lists per account', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listening>>;

  beforeAll(async () => {
    // One running at a time per account, so the line is short to fill: 20 may wait.
    t = await createTestApp({ env: { LIST_QUERIES_PER_ACCOUNT: '1' } });
    server = await listening(t);
  });
  afterAll(() => server?.app.close());

  it('runs one account’s lists a few at a time, lets the others wait their turn, and refuses past the line', async () => {
    const busy = await t.userWithToken('employee');
    const other = await t.userWithToken('employee');
    const list = (token: string) =>
      fetch(`${server.url}/trpc/owners.list?input=${encodeURIComponent('{}')}`, {
        headers: { authorization: `Bearer ${token}` },
      });
    // Hold the owners table so the first list to run cannot finish until the test lets it.
    const lock = new pg.Client({ connectionString: t.db.url });
    await lock.connect();
    try {
      await lock.query('BEGIN');
      await lock.query('LOCK TABLE owners IN ACCESS EXCLUSIVE MODE');
      // 1 running + 20 waiting fit; the 22nd is refused at once, whichever it is.
      const calls = Array.from({ length: 22 }, () => list(busy.token));
      const first = await Promise.race(calls);
      expect(first.status).toBe(429);
      expect(Number(first.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(first.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(await first.json()).toMatchObject({
        error: { data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, retryAfter: 1 } },
      });
      // Another account is not in that line.
      const theirs = list(other.token);
      await lock.query('COMMIT');
      const answers = await Promise.all(calls);
      expect(answers.map((a) => a.status).sort()).toEqual([...Array(21).fill(200), 429]);
      expect((await theirs).status).toBe(200);
    } finally {
      await lock.end();
    }
  });
});

describe('live streams per account', () => {
  let t: TestApp;
  let server: Awaited<ReturnType<typeof listening>>;
  /** The server's side of each connection, by the client's port. */
  const serverSockets = new Map<number, Socket>();

  beforeAll(async () => {
    t = await createTestApp({ env: { LIVE_STREAMS_PER_ACCOUNT: '2' } });
    server = await listening(t);
    server.app.server.on('connection', (socket: Socket) => {
      if (socket.remotePort) serverSockets.set(socket.remotePort, socket);
    });
  });
  afterAll(() => server?.app.close());

  const openStream = (token: string) =>
    rawRequest(server.port, getHead('/trpc/live.changes', token, 'Accept: text/event-stream\r\n'), {
      read: true,
    });

  it('refuses one stream too many with 429 in tRPC’s shape, serves another account, and frees a closed one', async () => {
    const busy = await t.userWithToken('employee');
    const other = await t.userWithToken('employee');
    const open = [openStream(busy.token), openStream(busy.token)];
    for (const stream of open)
      expect(await stream.firstData).toMatch(/^HTTP\/1\.1 200 [\s\S]*text\/event-stream/);

    const refused = await fetch(`${server.url}/trpc/live.changes`, {
      headers: { authorization: `Bearer ${busy.token}`, accept: 'text/event-stream' },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(await refused.json()).toMatchObject({
      error: { data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'live.changes' } },
    });

    const theirs = openStream(other.token);
    expect(await theirs.firstData).toMatch(/^HTTP\/1\.1 200 /);

    // One of the busy account's tabs closes: once the server has seen it go, a new one is let in.
    const [closing] = open as [RawClient, RawClient];
    const serverSide = serverSockets.get(closing.socket.localPort as number);
    expect(serverSide).toBeDefined();
    const seen = new Promise((resolve) => serverSide?.once('close', resolve));
    closing.socket.destroy();
    await seen;
    await new Promise((resolve) => setImmediate(resolve));
    const reopened = openStream(busy.token);
    expect(await reopened.firstData).toMatch(/^HTTP\/1\.1 200 /);
    for (const stream of [...open, theirs, reopened]) stream.socket.destroy();
  });
});
