// Helpers shared by the benchmarks: building what is missing, starting the built server on a
// free port with its own DATA_DIR, timed requests, the database and the workspace's TypeScript
// for the seeders, percentiles, figures, and clean-up of every child process and temporary
// folder, even when a benchmark fails or the run is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { freePort, signalGroup } from '../lib/process-group.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const benchDir = join(root, '.bench');
export const serverDir = join(root, 'apps', 'server');
// BENCH_SERVER_MAIN measures another build of the server (an experiment) instead of apps/server/dist.
export const serverMain = process.env.BENCH_SERVER_MAIN
  ? resolve(process.env.BENCH_SERVER_MAIN)
  : join(serverDir, 'dist', 'main.js');
export const webDir = join(root, 'apps', 'web');
export const webDist = join(webDir, 'dist');
export const PNPM_VERSION = '10.34.9';

// ---------------------------------------------------------------------------------------------
// Clean-up registry: every server we start and every temp folder we make is recorded here and
// removed by cleanupAll(), which bench.mjs calls on exit, on SIGINT/SIGTERM and on failures.

const children = new Set();
const tempDirs = new Set();

export async function makeTempDir(prefix = 'pawdesk-bench-') {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  tempDirs.add(dir);
  return dir;
}

export function removeTempDir(dir) {
  try {
    rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
  } catch (error) {
    console.warn(`[bench] could not remove ${dir}: ${error.message}`);
  }
  tempDirs.delete(dir);
}

/** Synchronous last-resort clean-up (safe inside process.on('exit')). */
export function cleanupAllSync() {
  for (const child of children) signalGroup(child, 'SIGKILL');
  children.clear();
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

/** Graceful clean-up: SIGTERM each server, wait up to 10 s, then SIGKILL; remove temp folders. */
export async function cleanupAll() {
  await Promise.all([...children].map((child) => stopChild(child)));
  for (const dir of [...tempDirs]) removeTempDir(dir);
}

function exited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function stopChild(child, timeoutMs = 10_000) {
  if (exited(child)) {
    children.delete(child);
    return;
  }
  const done = new Promise((res) => child.once('exit', res));
  signalGroup(child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), timeoutMs);
  await done;
  clearTimeout(timer);
  // PostgreSQL children left behind (if the server died abruptly) share the group.
  signalGroup({ pid: child.pid, exitCode: null, signalCode: null, kill() {} }, 'SIGKILL');
  children.delete(child);
}

// ---------------------------------------------------------------------------------------------
// Building

function newestMtime(path) {
  let newest = 0;
  const walk = (p) => {
    let st;
    try {
      st = statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      const name = p.split('/').pop();
      if (name === 'node_modules' || name === 'dist' || name === 'generated') return;
      for (const entry of readdirSync(p)) walk(join(p, entry));
    } else if (st.mtimeMs > newest) newest = st.mtimeMs;
  };
  walk(path);
  return newest;
}

function run(cmd, args, opts = {}) {
  const started = performance.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (exit ${result.status})`);
  return performance.now() - started;
}

/** Builds apps/server/dist/main.js when it is missing or older than the sources (or when forced). */
export function ensureServerBuilt({ force = false } = {}) {
  if (process.env.BENCH_SERVER_MAIN) return false;
  const sources = Math.max(
    newestMtime(join(serverDir, 'src')),
    newestMtime(join(root, 'packages')),
    newestMtime(join(root, 'prisma')),
  );
  const built = existsSync(serverMain) ? statSync(serverMain).mtimeMs : 0;
  if (!force && built && built >= sources) return false;
  console.log(`[bench] building the server (${built ? 'sources changed' : 'no dist yet'})`);
  run(process.execPath, [join(serverDir, 'scripts', 'build.mjs')]);
  return true;
}

/** Builds apps/web/dist when it is missing or older than the sources (or when forced). */
export function ensureWebBuilt({ force = false } = {}) {
  const index = join(webDist, 'index.html');
  const sources = Math.max(
    newestMtime(join(webDir, 'src')),
    newestMtime(join(webDir, 'index.html')),
    newestMtime(join(webDir, 'vite.config.ts')),
    newestMtime(join(root, 'packages')),
  );
  const built = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (!force && built && built >= sources) return false;
  console.log(`[bench] building the web app (${built ? 'sources changed' : 'no dist yet'})`);
  run('npx', ['-y', `pnpm@${PNPM_VERSION}`, '--filter', '@pawdesk/web', 'build'], {
    env: { ...process.env, npm_config_update_notifier: 'false' },
  });
  return true;
}

// ---------------------------------------------------------------------------------------------
// The server

export { freePort };

export const ADMIN_USERNAME = 'benchadmin';
export const ADMIN_PASSWORD = 'bench-password-123';

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

/**
 * Spawns `node apps/server/dist/main.js` with its own DATA_DIR on a free 127.0.0.1 port and
 * waits for the first 200 of GET /api/health (polled every `pollMs`). Resolves to
 * { url, port, child, readyMs (spawn → first healthy answer), reportedMs (the server's own
 * "ready (N ms)"), stop() }. Output goes to a log file under .bench/logs.
 */
export async function startServer({
  dataDir,
  env = {},
  nodeArgs = [],
  pollMs = 25,
  timeoutMs = 60_000,
  label = 'server',
}) {
  if (!existsSync(serverMain)) throw new Error(`${serverMain} is missing; build the server first`);
  const port = await freePort();
  const logsDir = join(benchDir, 'logs');
  mkdirSync(logsDir, { recursive: true });
  const logFile = join(logsDir, `${label}-${port}.log`);
  const log = createWriteStream(logFile);
  let output = '';
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
    ...env,
  };
  delete childEnv.DATABASE_URL;
  if (env.DATABASE_URL) childEnv.DATABASE_URL = env.DATABASE_URL;
  const url = `http://127.0.0.1:${port}`;

  const started = performance.now();
  const child = spawn(process.execPath, [...nodeArgs, serverMain], {
    cwd: serverDir,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true, // own process group: stopping it reaches PostgreSQL too
  });
  children.add(child);
  const collect = (chunk) => {
    log.write(chunk);
    if (output.length < 200_000) output += chunk.toString();
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  child.once('exit', () => log.end());

  const stop = async () => stopChild(child);
  const deadline = started + timeoutMs;
  let readyMs = null;
  while (performance.now() < deadline) {
    if (exited(child)) break;
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        readyMs = performance.now() - started;
        break;
      }
    } catch {
      // not listening yet
    }
    await sleep(pollMs);
  }
  if (readyMs === null) {
    const why = exited(child)
      ? `exited with ${child.exitCode ?? child.signalCode}`
      : `not healthy after ${timeoutMs} ms`;
    await stop();
    const tail = output.split('\n').slice(-25).join('\n');
    throw new Error(`server ${why} (log: ${logFile})\n${tail}`);
  }
  // The "ready" line may trail the first health answer by a tick.
  for (let i = 0; i < 40 && !/is ready on .*\((\d+) ms\)/.test(output); i++) await sleep(25);
  const match = /is ready on .*\((\d+) ms\)/.exec(output);
  return {
    url,
    port,
    child,
    logFile,
    readyMs,
    reportedMs: match ? Number(match[1]) : null,
    output: () => output,
    stop,
  };
}

/**
 * Another Node script of the benchmarks in its own process group (a bare server, a load
 * generator), stopped by the clean-up like the servers: `{ child, output(), exited, stop() }`.
 * `exited` resolves to the exit code once it ends.
 */
export function spawnScript(script, args = [], { cwd = root, env = {}, nodeArgs = [] } = {}) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    if (err.length < 20_000) err += chunk;
  });
  const exitedPromise = new Promise((res) => child.once('exit', (code) => res(code)));
  exitedPromise.then(() => children.delete(child));
  return {
    child,
    output: () => out,
    errors: () => err,
    exited: exitedPromise,
    stop: () => stopChild(child),
  };
}

/**
 * The built server on an embedded PostgreSQL of its own (a fresh temporary DATA_DIR), with
 * APP_TIMEZONE set when `timeZone` is given: `{ server, url, dbUrl }`, `dbUrl` for the SQL
 * seeders. Stop it with `server.stop()` (in a `finally`).
 */
export async function startSeedableServer({ label, timeZone, env = {} }) {
  const dataDir = await makeTempDir(`pawdesk-bench-${label}-`);
  const pgPort = await freePort();
  const server = await startServer({
    dataDir,
    env: { EMBEDDED_PG_PORT: String(pgPort), ...(timeZone ? { APP_TIMEZONE: timeZone } : {}), ...env },
    label,
  });
  return { server, url: server.url, dbUrl: `postgresql://pawdesk:pawdesk@127.0.0.1:${pgPort}/pawdesk` };
}

export async function login(url, username = ADMIN_USERNAME, password = ADMIN_PASSWORD) {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await res.json();
  if (res.status !== 200)
    throw new Error(`login as ${username} answered ${res.status}: ${JSON.stringify(body)}`);
  return body; // { token, user }
}

// ---------------------------------------------------------------------------------------------
// Timed requests

/**
 * An answer that says a part is not there yet: its API is missing (404). A 5xx is a failure of
 * the part, never "not there yet": a regression answering 500 must fail the benchmark.
 */
export class Unavailable extends Error {}

/**
 * A tRPC query over HTTP, timed: `{ ms, data }`. Any answer but 200 throws; with
 * `unavailable: true`, a 404 throws Unavailable instead, with the answer.
 */
export async function trpcGet(url, token, path, input, { unavailable = false } = {}) {
  const query = input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`;
  const started = performance.now();
  const res = await fetch(`${url}/trpc/${path}${query}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (unavailable && res.status === 404)
    throw new Unavailable(`${path} answered ${res.status}: ${text.slice(0, 200)}`);
  if (res.status !== 200) throw new Error(`GET /trpc/${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms: elapsed, data: JSON.parse(text).result.data };
}

/** A service benchmark's tRPC query: a procedure still missing (404) throws Unavailable. */
export const trpcQuery = (url, token, path, input) => trpcGet(url, token, path, input, { unavailable: true });

/**
 * GET `path` with the token, reading the body as it arrives (a streamed list):
 * `{ status, firstByteMs, totalMs, bytes, text }`, times from the request on.
 */
export async function timedDownload(url, token, path) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(60_000),
  });
  const chunks = [];
  let firstByteMs = null;
  let bytes = 0;
  for await (const chunk of res.body) {
    firstByteMs ??= performance.now() - started;
    bytes += chunk.length;
    chunks.push(chunk);
  }
  const totalMs = performance.now() - started;
  return { status: res.status, firstByteMs, totalMs, bytes, text: Buffer.concat(chunks).toString('utf8') };
}

// ---------------------------------------------------------------------------------------------
// Seeding: the database and the workspace's own TypeScript

/**
 * Runs `fn(client)` on a connection to the PostgreSQL at `url` (the server's pg driver) and
 * closes it; on a failure, a transaction `fn` left open is rolled back.
 */
export async function withPg(url, fn) {
  const pg = createRequire(join(serverDir, 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}

/** The first user (the admin the server created), who is recorded as the author of seeded rows. */
export async function firstUserId(client) {
  const admin = await client.query('SELECT id FROM users ORDER BY created_at LIMIT 1');
  return admin.rows[0]?.id ?? null;
}

/** Runs `sql` once per `batchSize` rows, with the parameters `columnsOf(batch)`. */
export async function insertBatches(client, rows, batchSize, sql, columnsOf) {
  for (let i = 0; i < rows.length; i += batchSize) {
    const batch = rows.slice(i, i + batchSize);
    await client.query(sql, columnsOf(batch));
  }
}

/** Epoch milliseconds (or null) as ISO text: a timestamptz parameter of insertBatches. */
export const isoOrNull = (ms) => (ms === null ? null : new Date(ms).toISOString());

/**
 * What autovacuum would do soon after a seed: fresh statistics for the planner (`tables` as
 * VACUUM takes them, 'owners, dogs'). Logs how long it took.
 */
export async function vacuumAnalyze(client, tables, log) {
  const started = Date.now();
  await client.query(`VACUUM ANALYZE ${tables}`);
  log(`VACUUM ANALYZE in ${Date.now() - started} ms`);
}

/** How many rows `table` of the PostgreSQL at `url` holds (what a full REST list must answer). */
export function countRows(url, table) {
  return withPg(
    url,
    async (client) => (await client.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n,
  );
}

const tsModules = new Map();
/**
 * A TypeScript module of the workspace (`path` from the repository root), loaded once through
 * tsx, so the seeders use the product's own rules instead of copies of them:
 * `await importTs('packages/domain/src/index.ts')`.
 */
export function importTs(path) {
  let loaded = tsModules.get(path);
  if (!loaded) {
    loaded = import('tsx/esm/api').then(({ tsImport }) => tsImport(join(root, path), import.meta.url));
    tsModules.set(path, loaded);
  }
  return loaded;
}

// ---------------------------------------------------------------------------------------------
// Statistics and figures

/** Nearest-rank percentile of an array of numbers (p in 0..100). */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

export function median(values) {
  return percentile(values, 50);
}

export function summarize(values) {
  return {
    n: values.length,
    min: Math.min(...values),
    p50: percentile(values, 50),
    p95: percentile(values, 95),
    p99: percentile(values, 99),
    max: Math.max(...values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  };
}

export const ms = (v) => `${v.toFixed(v < 10 ? 2 : 1)} ms`;
export const seconds = (v) => `${(v / 1000).toFixed(2)} s`;
export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * A figure: what was measured (`text`), the value judged against the target (same unit),
 * and whether it passed. `value <= limit` passes unless `strict` (then `value < limit`); with
 * `atLeast` the limit is a floor (a throughput): `value >= limit` passes.
 */
export function figure(
  name,
  { text, value, limit, unit, targetText, strict = false, atLeast = false, extra = {} },
) {
  const pass = Number.isFinite(value) && (atLeast ? value >= limit : strict ? value < limit : value <= limit);
  return { name, text, value, limit, unit, target: targetText, pass, ...extra };
}

/** A latency figure judged on its p95: `p95 ≤ limit ms`, with `stats` (and `extra`) kept. */
export function p95Figure(name, text, stats, limit, extra = {}) {
  return figure(name, {
    text,
    value: stats.p95,
    limit,
    unit: 'ms',
    targetText: `p95 ≤ ${limit} ms`,
    extra: { stats, ...extra },
  });
}

export function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export { sleep };

/**
 * Starts scripts/bench/probe.mjs in its own process against `url` (GET every `everyMs`, at most
 * `maxMs`). Resolves once it is sending; `stop()` ends it and resolves to its samples
 * [{ at, ms, status }].
 */
export async function startProbe(url, { everyMs = 10, maxMs = 60_000 } = {}) {
  const child = spawn(
    process.execPath,
    [join(root, 'scripts', 'bench', 'probe.mjs'), url, String(everyMs), String(maxMs)],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
      detached: true,
    },
  );
  children.add(child);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  const exitedPromise = new Promise((res) => child.once('exit', res));
  while (!out.includes('ready\n')) {
    if (exited(child)) throw new Error('the health probe exited before it started');
    await sleep(5);
  }
  return {
    async stop() {
      child.stdin.end('stop\n');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 30_000);
      await exitedPromise;
      clearTimeout(timer);
      children.delete(child);
      const line = out.split('\n').filter(Boolean).pop();
      if (!line?.startsWith('[')) throw new Error('the health probe printed no samples');
      return JSON.parse(line);
    },
  };
}

/**
 * A Chromium context already logged in as `session` (from `login()`), in English: the token and
 * the user (in the web app's tRPC shape, `id` not `_id`) are put in localStorage before any page
 * script runs, so a benchmark starts on the screen it measures, not at the login form.
 */
export async function loggedInContext(browser, session, { viewport = { width: 1366, height: 800 } } = {}) {
  const { _id, ...rest } = session.user;
  const user = { id: session.user.id ?? _id, ...rest };
  const context = await browser.newContext({ viewport });
  await context.addInitScript(
    ([t, u]) => {
      window.localStorage.setItem('pawdesk.token', t);
      window.localStorage.setItem('pawdesk.user', u);
      window.localStorage.setItem('pawdesk.lang', 'en');
    },
    [session.token, JSON.stringify(user)],
  );
  return context;
}

// ---------------------------------------------------------------------------------------------
// Pieces of the service benchmarks (daycare, vet, ...)

/**
 * One REST call, timed (the round trip, body read). A 404 or a 5xx means the route is still
 * missing or a stub: Unavailable; any other status of 300 or more is a failure.
 */
export async function restTimed(url, token, method, path, body) {
  const started = performance.now();
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  const elapsed = performance.now() - started;
  if (res.status === 404)
    throw new Unavailable(`${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return { ms: elapsed, status: res.status, data: text ? JSON.parse(text) : null };
}

/**
 * Runs `fn` (which answers a latency in ms) in order over `inputs`, `rounds` times, after one
 * warm-up pass; the latencies' summary and the 5 slowest inputs by median (`input.label`).
 */
export async function sampleLatencies(inputs, rounds, fn) {
  for (const input of inputs) await fn(input);
  const times = [];
  const byLabel = new Map();
  for (let r = 0; r < rounds; r++) {
    for (const input of inputs) {
      const t = await fn(input);
      times.push(t);
      const label = input.label ?? JSON.stringify(input);
      if (!byLabel.has(label)) byLabel.set(label, []);
      byLabel.get(label).push(t);
    }
  }
  const slowest = [...byLabel]
    .map(([label, list]) => ({ label, p50: summarize(list).p50, max: Math.max(...list) }))
    .sort((a, b) => b.p50 - a.p50)
    .slice(0, 5);
  return { stats: summarize(times), slowest };
}

export const slowestText = (slowest) => slowest.map((s) => `${s.label} ${ms(s.p50)}`).join(', ');

/**
 * Runs a benchmark's parts: a part whose API is not there yet (Unavailable) is noted in
 * `unavailable` and logged, not failed.
 */
export function partRunner(log) {
  const unavailable = [];
  const part = async (name, fn) => {
    try {
      await fn();
    } catch (error) {
      if (!(error instanceof Unavailable)) throw error;
      unavailable.push(`${name}: ${error.message.split('\n')[0]}`);
      log(`${name}: not yet available (${error.message.split('\n')[0]})`);
    }
  };
  /** The benchmark's answer: its figures, or skipped when no part was there yet. */
  const finish = (figures, details) => {
    details.unavailable = unavailable;
    if (figures.length === 0) return { skipped: unavailable.join('; '), details };
    return { figures, details };
  };
  return { part, unavailable, finish };
}

/**
 * A streamed full REST list downloaded `runs` times: each run's first and last byte and size,
 * and a figure judging the slowest last byte against `limit` ms (all `expected` items each time).
 * `countOf(body)` counts the items of an answer (default: the answer is the array).
 */
export async function streamedListFigure({
  url,
  token,
  path,
  name,
  noun,
  expected,
  limit,
  runs: count = 3,
  countOf = (body) => (Array.isArray(body) ? body.length : Number.NaN),
  log,
}) {
  const runs = [];
  for (let i = 0; i < count; i++) {
    const { status, firstByteMs, totalMs, bytes, text } = await timedDownload(url, token, path);
    if (status === 404) throw new Unavailable(`GET ${path} answered ${status}`);
    if (status !== 200) throw new Error(`GET ${path} answered ${status}: ${text.slice(0, 300)}`);
    const items = countOf(JSON.parse(text));
    runs.push({ totalMs, firstByteMs, bytes, count: items });
    log(
      `GET ${path} run ${i + 1}: ${items} ${noun}, ${(bytes / 2 ** 20).toFixed(1)} MiB, first byte ${ms(firstByteMs)}, last byte ${ms(totalMs)}`,
    );
  }
  const complete = runs.every((r) => r.count === expected);
  return {
    runs,
    figure: figure(name, {
      text:
        `GET ${path}, ${runs[0].count} ${noun} (${(runs[0].bytes / 2 ** 20).toFixed(1)} MiB): last byte ` +
        `${runs.map((r) => seconds(r.totalMs)).join(', ')}` +
        (complete ? '' : ` — expected ${expected} ${noun}`),
      value: complete ? Math.max(...runs.map((r) => r.totalMs)) : Number.POSITIVE_INFINITY,
      limit,
      unit: 'ms',
      targetText: `≤ ${limit / 1000} s every run, all ${noun}`,
      extra: { runs },
    }),
  };
}

/**
 * An Overview as it costs when nothing is kept: a second server process on the same database
 * (`dbUrl`) started with OVERVIEW_CACHE_MS=0, `samples` sequential calls of the tRPC query `path`
 * after a warm-up. Answers a figure that is reported, not judged (the served figure, with the
 * kept answer, is the one with the target), so a reader sees what one computation costs.
 */
export async function uncachedOverviewFigure({ dbUrl, timeZone, path, name, samples = 200, log }) {
  const second = await startServer({
    dataDir: await makeTempDir('pawdesk-bench-uncached-'),
    env: { DATABASE_URL: dbUrl, APP_TIMEZONE: timeZone, OVERVIEW_CACHE_MS: '0' },
    label: `${name.replace(/\W+/g, '-')}-uncached`,
  });
  try {
    const { token } = await login(second.url);
    const { stats } = await sampleLatencies([{ label: path }], samples, async () => {
      const r = await trpcQuery(second.url, token, path);
      return r.ms;
    });
    log(`${path} computed on every request: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`);
    return figure(name, {
      text: `${path} computed on every request (a second process, OVERVIEW_CACHE_MS=0), ${stats.n} requests: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}`,
      value: stats.p95,
      limit: Number.POSITIVE_INFINITY,
      unit: 'ms',
      targetText: 'reported (no target; 30 ms for comparison)',
      extra: { stats },
    });
  } finally {
    await second.stop();
  }
}
