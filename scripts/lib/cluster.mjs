// Several BUILT server processes (apps/server/dist/main.js) on one PostgreSQL behind a real
// HAProxy on this machine: what `pnpm start:cluster N` (scripts/cluster.mjs), the cluster tests
// (tests/cluster) and `pnpm bench cluster` start. docs/operations.md explains the setup.
//
// - The database: DATABASE_URL when given, else the embedded PostgreSQL on its own
//   (apps/server/dist/database.js) under the cluster's DATA_DIR, so killing a server process
//   never takes the database with it.
// - The processes share DATABASE_URL, JWT_SECRET, DATA_DIR (so the picture folder) and every
//   other setting; each listens on its own 127.0.0.1 port, is named (SERVED_BY=app1...) and sits
//   behind HAProxy with TRUST_PROXY=true. They all start at the same moment (the migrations run
//   once under their advisory lock).
// - HAProxy runs docker/haproxy.cfg with the servers filled in, plus a stats page on its own
//   port, read to know which processes HAProxy considers up.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureHaproxy } from '../ensure-haproxy.mjs';
import { freePort, signalGroup } from './process-group.mjs';
import { sseEvents } from './sse.mjs';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const serverMain = join(root, 'apps', 'server', 'dist', 'main.js');
export const databaseMain = join(root, 'apps', 'server', 'dist', 'database.js');
export const haproxyTemplate = join(root, 'docker', 'haproxy.cfg');
export const CLUSTER_ADMIN = { username: 'admin', password: 'cluster-admin-password' };
/** How long a draining process stays up answering not-ready: more than 2 checks (500 ms) apart. */
export const CLUSTER_DRAIN_NOTICE_MS = 1500;

const sleep = (ms) => new Promise((res) => setTimeout(res, ms));

/** Every child any cluster of this process started, for a last-resort kill on exit. */
const allChildren = new Set();

function alive(child) {
  return child.exitCode === null && child.signalCode === null;
}

/** Kills every child of every cluster at once (safe inside process.on('exit')). */
export function killAllClusterChildrenSync() {
  for (const child of allChildren) signalGroup(child, 'SIGKILL');
  allChildren.clear();
}

export { freePort };

/**
 * Spawns `node <script>` in its own process group with its output in `logFile` (and kept in
 * memory, the last 200 KB): `{ child, output(), exited }`.
 */
function spawnLogged(script, { env, logFile, cwd = root }) {
  const child = spawn(process.execPath, [script], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  allChildren.add(child);
  const log = createWriteStream(logFile, { flags: 'a' });
  let output = '';
  const collect = (chunk) => {
    log.write(chunk);
    output = (output + chunk.toString()).slice(-200_000);
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise((res) =>
    child.once('exit', (code, sig) => {
      allChildren.delete(child);
      log.end();
      res({ code, signal: sig });
    }),
  );
  return { child, output: () => output, exited };
}

/** Stops a child: `sig` (SIGTERM), SIGKILL after `timeoutMs`. */
async function stopChild(proc, { sig = 'SIGTERM', timeoutMs = 15_000 } = {}) {
  if (!alive(proc.child)) return proc.exited;
  signalGroup(proc.child, sig);
  const timer = setTimeout(() => signalGroup(proc.child, 'SIGKILL'), timeoutMs);
  const result = await proc.exited;
  clearTimeout(timer);
  return result;
}

/** GET `url`, its status (0 when nothing answers). */
async function statusOf(url, timeoutMs = 2000) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

/** Polls until `check()` is true; throws `what` after `timeoutMs` (a deadline, not a measure). */
export async function waitFor(what, check, { timeoutMs = 60_000, everyMs = 50 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`not ${what} within ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

/**
 * The HAProxy configuration for local processes: docker/haproxy.cfg with the first
 * `# servers:begin`...`# servers:end` block replaced by `servers` (`{ name, port }`), the later
 * ones (Docker's DNS resolver) dropped, the frontend bound to 127.0.0.1:`port` (or `bind`), and a
 * stats page on 127.0.0.1:`statsPort` (/stats, CSV at /stats;csv).
 */
export function haproxyConfig({ servers, port, statsPort, bind = `127.0.0.1:${port}`, template }) {
  let text = template ?? readFileSync(haproxyTemplate, 'utf8');
  const block = /^[ \t]*# servers:begin\n[\s\S]*?^[ \t]*# servers:end\n/m;
  if (!block.test(text))
    throw new Error('docker/haproxy.cfg has no "# servers:begin" ... "# servers:end" block');
  const lines = servers.map((s) => `    server ${s.name} 127.0.0.1:${s.port}\n`).join('');
  text = text.replace(block, lines);
  text = text.replace(new RegExp(block.source, 'gm'), '');
  if (!/^\s*bind \*:3000$/m.test(text)) throw new Error('docker/haproxy.cfg: "bind *:3000" not found');
  text = text.replace(/^(\s*)bind \*:3000$/m, `$1bind ${bind}`);
  text +=
    '\n# Added for a local cluster: which servers HAProxy sends to (scripts/lib/cluster.mjs reads it).\n' +
    `listen stats\n    bind 127.0.0.1:${statsPort}\n    stats enable\n    stats uri /stats\n    stats refresh 1s\n`;
  return text;
}

/** HAProxy's view of the backend `app`: a Map of server name → status ('UP', 'DOWN', 'UP 1/2'...). */
export async function backendStatus(statsUrl) {
  const res = await fetch(`${statsUrl};csv`, { signal: AbortSignal.timeout(2000) });
  const text = await res.text();
  const [header, ...rows] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const at = (name) => columns.indexOf(name);
  const statuses = new Map();
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[at('pxname')] !== 'app') continue;
    const name = cells[at('svname')];
    if (name === 'BACKEND' || name === 'FRONTEND') continue;
    statuses.set(name, cells[at('status')]);
  }
  return statuses;
}

/**
 * Starts `processes` server processes and HAProxy in front of them; resolves once every process
 * is ready and HAProxy sends to all of them.
 *
 * Options: `port` (HAProxy's; 0 = a free one), `bind` (HAProxy's listen address, default
 * 127.0.0.1:port), `databaseUrl` (else an embedded PostgreSQL), `dataDir` (shared by the processes;
 * default a temporary folder removed by stop()), `env` (more settings for every process),
 * `logDir` (default <dataDir>/logs), `log` (progress lines), `readyWithinMs` (default 180 s).
 */
export async function startCluster(opts = {}) {
  const count = opts.processes ?? 3;
  const log = opts.log ?? (() => undefined);
  for (const built of [serverMain, databaseMain]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run \`pnpm build\` first.`);
  }
  const haproxyPath = ensureHaproxy();
  const ownDataDir = !opts.dataDir;
  const dataDir = opts.dataDir ? resolve(opts.dataDir) : await mkdtemp(join(tmpdir(), 'pawdesk-cluster-'));
  const logDir = opts.logDir ?? join(dataDir, 'logs');
  mkdirSync(logDir, { recursive: true });
  const readyWithinMs = opts.readyWithinMs ?? 180_000;
  let database = null;
  let haproxy = null;
  const processes = [];
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    if (haproxy) await stopChild(haproxy, { timeoutMs: 5000 });
    await Promise.all(processes.map((p) => (p.proc ? stopChild(p.proc) : undefined)));
    if (database) await stopChild(database, { sig: 'SIGTERM', timeoutMs: 15_000 });
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true, maxRetries: 3 });
  };

  try {
    // 1. The database.
    let databaseUrl = opts.databaseUrl;
    if (!databaseUrl) {
      const pgPort = await freePort();
      database = spawnLogged(databaseMain, {
        env: { ...process.env, DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort) },
        logFile: join(logDir, 'database.log'),
      });
      await waitFor(
        'the embedded PostgreSQL up',
        () => {
          if (!alive(database.child)) throw new Error(`the database exited:\n${database.output()}`);
          return /^DATABASE_URL=/m.test(database.output());
        },
        { timeoutMs: readyWithinMs },
      );
      databaseUrl = /^DATABASE_URL=(.*)$/m.exec(database.output())[1].trim();
      log(`[cluster] embedded PostgreSQL: ${databaseUrl}`);
    }

    // 2. The server processes, all at once.
    const jwtSecret = opts.env?.JWT_SECRET ?? process.env.JWT_SECRET ?? randomBytes(32).toString('hex');
    const baseEnv = {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: CLUSTER_ADMIN.username,
      ADMIN_PASSWORD: CLUSTER_ADMIN.password,
      ...opts.env,
      // The processes trust X-Forwarded-For: only HAProxy, on this machine, may reach them.
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      TRUST_PROXY: 'true',
      DRAIN_NOTICE_MS: opts.env?.DRAIN_NOTICE_MS ?? String(CLUSTER_DRAIN_NOTICE_MS),
    };
    for (let i = 1; i <= count; i++) {
      const name = `app${i}`;
      const port = await freePort();
      const entry = {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        proc: null,
        env: { ...baseEnv, PORT: String(port), SERVED_BY: name },
      };
      entry.start = () => {
        entry.proc = spawnLogged(serverMain, { env: entry.env, logFile: join(logDir, `${name}.log`) });
        return entry.proc;
      };
      entry.ready = () => statusOf(`${entry.url}/api/health/ready`).then((s) => s === 200);
      entry.waitReady = (timeoutMs = readyWithinMs) =>
        waitFor(
          `${name} ready`,
          () => {
            if (!alive(entry.proc.child))
              throw new Error(`${name} exited:\n${entry.proc.output().split('\n').slice(-30).join('\n')}`);
            return entry.ready();
          },
          { timeoutMs },
        );
      entry.alive = () => Boolean(entry.proc) && alive(entry.proc.child);
      /** SIGKILL (or `sig`) to the process alone, no drain: resolves once it has exited. */
      entry.kill = async (sig = 'SIGKILL') => {
        signalGroup(entry.proc.child, sig);
        return entry.proc.exited;
      };
      /** Starts it again on the same port and settings; resolves once it is ready. */
      entry.restart = async () => {
        if (entry.alive()) await stopChild(entry.proc);
        entry.start();
        await entry.waitReady();
      };
      entry.output = () => entry.proc?.output() ?? '';
      processes.push(entry);
    }
    for (const p of processes) p.start();
    await Promise.all(processes.map((p) => p.waitReady()));
    log(`[cluster] ${count} processes ready: ${processes.map((p) => `${p.name} ${p.url}`).join(', ')}`);

    // 3. HAProxy.
    const port = opts.port || (await freePort());
    const statsPort = await freePort();
    const configFile = join(dataDir, 'haproxy.cfg');
    writeFileSync(
      configFile,
      haproxyConfig({
        servers: processes,
        port,
        statsPort,
        ...(opts.bind ? { bind: opts.bind } : {}),
      }),
    );
    const haproxyLog = join(logDir, 'haproxy.log');
    haproxy = (() => {
      // -db: foreground, no daemon; -W: master-worker (a reload keeps connections).
      const child = spawn(haproxyPath, ['-db', '-W', '-f', configFile], {
        cwd: dataDir,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      allChildren.add(child);
      const out = createWriteStream(haproxyLog, { flags: 'a' });
      let output = '';
      const collect = (chunk) => {
        out.write(chunk);
        output = (output + chunk.toString()).slice(-50_000);
      };
      child.stdout.on('data', collect);
      child.stderr.on('data', collect);
      const exited = new Promise((res) =>
        child.once('exit', (code, sig) => {
          allChildren.delete(child);
          out.end();
          res({ code, signal: sig });
        }),
      );
      return { child, output: () => output, exited };
    })();
    const url = `http://127.0.0.1:${port}`;
    const statsUrl = `http://127.0.0.1:${statsPort}/stats`;
    const status = () => backendStatus(statsUrl);
    await waitFor(
      'HAProxy sending to every process',
      async () => {
        if (!alive(haproxy.child)) throw new Error(`haproxy exited:\n${haproxy.output()}`);
        try {
          const statuses = await status();
          return processes.every((p) => statuses.get(p.name) === 'UP');
        } catch {
          return false;
        }
      },
      { timeoutMs: 30_000 },
    );
    log(`[cluster] HAProxy on ${url} (stats ${statsUrl})`);
    return {
      url,
      statsUrl,
      databaseUrl,
      dataDir,
      logDir,
      jwtSecret,
      admin: { ...CLUSTER_ADMIN, ...(opts.env?.ADMIN_PASSWORD ? { password: opts.env.ADMIN_PASSWORD } : {}) },
      processes,
      /** HAProxy's view: server name → 'UP' | 'DOWN' | ... */
      status,
      haproxyOutput: () => haproxy.output(),
      stop,
    };
  } catch (error) {
    const logs = processes
      .map((p) => `--- ${p.name}:\n${p.output().split('\n').slice(-15).join('\n')}`)
      .join('\n');
    await stop().catch(() => undefined);
    throw new Error(`${error.message}\n${logs}`, { cause: error });
  }
}

/**
 * A live subscriber reading `live.changes` as server-sent events from `baseUrl` (one process or
 * HAProxy), as the web app's EventSource does: `{ events, until(predicate, what, timeoutMs),
 * close() }`. `events` are the stream's JSON events ({ type: 'ready' } first, then
 * { type: 'changes', topics }), `ended` whether the stream ended.
 */
export async function openLiveStream(baseUrl, token) {
  const abort = new AbortController();
  const res = await fetch(`${baseUrl}/trpc/live.changes`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !String(res.headers.get('content-type')).startsWith('text/event-stream')) {
    throw new Error(`live.changes answered ${res.status} ${await res.text()}`);
  }
  const stream = {
    servedBy: res.headers.get('x-served-by'),
    events: [],
    ended: false,
    error: null,
  };
  const checks = new Set();
  const changed = () => {
    for (const check of [...checks]) check();
  };
  const reading = (async () => {
    try {
      for await (const { event, data } of sseEvents(res.body)) {
        if (event === 'serialized-error') stream.error = data;
        if (event || data === undefined) continue; // connected, ping, return
        stream.events.push({ at: Date.now(), ...JSON.parse(data) });
        changed();
      }
    } catch (error) {
      if (!abort.signal.aborted) stream.error = error instanceof Error ? error.message : String(error);
    }
    stream.ended = true;
    changed();
  })();
  stream.until = (predicate, what = 'a matching live event', timeoutMs = 15_000) =>
    new Promise((res, rej) => {
      const check = () => {
        const found = stream.events.find(predicate);
        if (found) {
          clearTimeout(timer);
          checks.delete(check);
          res(found);
        } else if (stream.ended) {
          clearTimeout(timer);
          checks.delete(check);
          rej(new Error(`live stream ended before ${what} (${stream.error ?? 'no error'})`));
        }
      };
      const timer = setTimeout(() => {
        checks.delete(check);
        rej(new Error(`no ${what} within ${timeoutMs} ms: ${JSON.stringify(stream.events)}`));
      }, timeoutMs);
      checks.add(check);
      check();
    });
  stream.close = async () => {
    abort.abort();
    await reading;
  };
  return stream;
}

/** Logs in through `baseUrl`: the token. */
export async function loginToken(baseUrl, { username, password }) {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
    signal: AbortSignal.timeout(15_000),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${JSON.stringify(body)}`);
  return body.token;
}

/** Runs one SQL statement on the database at `url` (the server's pg driver): its rows. */
export async function queryDatabase(url, sql, params = []) {
  const pg = createRequire(join(root, 'apps', 'server', 'package.json'))('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}
