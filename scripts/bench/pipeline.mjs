// The request pipeline (docs/benchmarks/2026-11-26-pipeline.md): PawDesk's built server and a bare Fastify + pg + jose
// handler (pipeline-bare.mjs) doing the same work, started side by side on ONE database, loaded in
// turn by the same generator (pipeline-load.mjs, its own process: 10 keep-alive connections,
// closed loop, 8 s), in two interleaved rounds (round 1 the app first, round 2 the bare handler
// first). Each path's figure is the app's requests per second over the bare handler's, both
// rounds together; the target is ≥ 0.60 for every path:
//   pipeline/rest-by-id     GET /api/owners/{id} (500 owners in turn)
//   pipeline/rest-list      GET /api/owners: the REST contract has no paged list, so its closest
//                           list, every owner sorted by name (--owners of them, 3000 by default)
//   pipeline/trpc-by-id     tRPC owners.byId (the same 500 owners)
//   pipeline/trpc-list      tRPC owners.list, a page of 10 by name (pages 1–50 in turn)
// Both answer the same JSON: the benchmark checks it on samples of every path before measuring.
// --profile: afterwards, one more app process per path under `node --cpu-prof`, loaded the same
// way; prints where its CPU went (cpuprofile-summary.mjs) and keeps the .cpuprofile files in
// .bench/profiles/pipeline.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { formatSummary, summarizeProfile } from './cpuprofile-summary.mjs';
import { seedDogs } from './dogs-seed.mjs';
import {
  benchDir,
  ensureServerBuilt,
  figure,
  freePort,
  login,
  makeTempDir,
  root,
  serverDir,
  sleep,
  spawnScript,
  startSeedableServer,
  startServer,
  withPg,
} from './lib.mjs';

export const JWT_SECRET = 'pipeline-bench-secret-that-is-long-enough-0123456789';
const BARE = join(root, 'scripts', 'bench', 'pipeline-bare.mjs');
const LOAD = join(root, 'scripts', 'bench', 'pipeline-load.mjs');

/** Load before each measured path, on each side: JIT, pools, the planner's caches. */
const WARM_UP_MS = 2000;

const input = (value) => `?input=${encodeURIComponent(JSON.stringify(value))}`;

/** The measured paths: what each asks, in turn. */
export function pathsOf(ownerIds, pageCount) {
  const pages = Array.from({ length: Math.min(50, pageCount) }, (_, i) => i + 1);
  return [
    {
      name: 'rest-by-id',
      label: 'REST GET /api/owners/{id}',
      paths: ownerIds.map((id) => `/api/owners/${id}`),
    },
    {
      name: 'rest-list',
      label: 'REST GET /api/owners (every owner; the contract has no paged list)',
      paths: ['/api/owners'],
    },
    {
      name: 'trpc-by-id',
      label: 'tRPC owners.byId',
      paths: ownerIds.map((id) => `/trpc/owners.byId${input({ id })}`),
    },
    {
      name: 'trpc-list',
      label: 'tRPC owners.list, a page of 10',
      paths: pages.map((page) => `/trpc/owners.list${input({ page, pageSize: 10 })}`),
    },
  ];
}

/** CPU time (user + system, ms) a process has used so far; null off Linux. */
function cpuMsOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/**
 * One load run in its own process: { requests, non200, errors, rps, p50, p99, ms, cpuMsPerRequest }
 * (the CPU time the server process `pid` spent per answered request: a figure a shared machine
 * skews less than requests per second).
 */
export async function load(base, paths, token, { connections, durationMs }, pid = null) {
  const cpuBefore = pid ? cpuMsOf(pid) : null;
  const run = spawnScript(LOAD, [JSON.stringify({ base, paths, token, connections, durationMs })]);
  const code = await run.exited;
  const cpuAfter = pid ? cpuMsOf(pid) : null;
  const line = run.output().trim().split('\n').pop();
  if (code !== 0 || !line?.startsWith('{'))
    throw new Error(`the load generator failed (exit ${code}): ${run.errors().slice(0, 500)}`);
  const result = JSON.parse(line);
  result.cpuMsPerRequest =
    cpuBefore !== null && cpuAfter !== null && result.requests > 0
      ? (cpuAfter - cpuBefore) / result.requests
      : null;
  return result;
}

export async function startBare(dbUrl) {
  const port = await freePort();
  const bare = spawnScript(BARE, [], {
    cwd: serverDir,
    env: { PORT: String(port), DATABASE_URL: dbUrl, JWT_SECRET, NODE_ENV: 'production' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 400; i++) {
    if (bare.child.exitCode !== null) throw new Error(`the bare handler exited: ${bare.errors()}`);
    if (bare.output().includes('is ready')) return { url, pid: bare.child.pid, stop: bare.stop };
    await sleep(25);
  }
  throw new Error(`the bare handler did not start: ${bare.errors()}`);
}

async function getJson(base, path, token) {
  const res = await fetch(`${base}${path}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${base}${path} answered ${res.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** The same answers from both, on a few samples of each path: the comparison is fair. */
async function checkSameAnswers(app, bare, token, measured) {
  for (const { name, paths } of measured) {
    for (const path of [paths[0], paths[Math.floor(paths.length / 2)], paths.at(-1)]) {
      const [a, b] = await Promise.all([getJson(app, path, token), getJson(bare, path, token)]);
      if (!isDeepStrictEqual(a, b))
        throw new Error(
          `${name}: the bare handler answers ${path} differently from the app:\n` +
            `app  ${JSON.stringify(a).slice(0, 400)}\nbare ${JSON.stringify(b).slice(0, 400)}`,
        );
    }
  }
}

const rate = (v) => `${Math.round(v).toLocaleString('en')}/s`;

/** Profiles the app per path: a fresh process on the same database under --cpu-prof. */
async function profilePaths({ dbUrl, token, measured, settings, appEnv, log }) {
  const dir = join(benchDir, 'profiles', 'pipeline');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const summaries = {};
  for (const { name, label, paths } of measured) {
    const own = join(dir, `${name}.tmp`);
    mkdirSync(own, { recursive: true });
    const server = await startServer({
      dataDir: await makeTempDir('pawdesk-bench-pipeline-prof-'),
      env: { ...appEnv, DATABASE_URL: dbUrl },
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${own}`],
      label: `pipeline-profile-${name}`,
    });
    try {
      await load(server.url, paths, token, { ...settings, durationMs: WARM_UP_MS });
      const run = await load(server.url, paths, token, settings);
      log(`profile ${label}: ${rate(run.rps)} under --cpu-prof`);
    } finally {
      await server.stop();
    }
    const file = readdirSync(own).find((f) => f.endsWith('.cpuprofile'));
    if (!file) {
      log(`profile ${label}: no .cpuprofile was written`);
      continue;
    }
    const kept = join(dir, `${name}.cpuprofile`);
    renameSync(join(own, file), kept);
    rmSync(own, { recursive: true, force: true });
    // The boot and the warm-up are left out: the samples from when the measured load began.
    const summary = summarizeProfile(kept, { top: 25, skipMs: server.readyMs + WARM_UP_MS });
    summaries[name] = summary;
    log(`profile ${label} (${kept}):\n${formatSummary(summary, { top: 18 })}`);
  }
  return summaries;
}

export default {
  title:
    'Request pipeline vs a bare Fastify + pg + jose handler on the same database: REST and tRPC, by id and a list, ≥ 0.60× its requests/s',
  options: {
    owners: 'owners to seed (default 3000)',
    duration: 'seconds of load per run (default 8)',
    connections: 'keep-alive connections of the load generator (default 10)',
    rounds: 'interleaved rounds per path (default 2)',
    only: 'comma-separated paths to measure (rest-by-id, rest-list, trpc-by-id, trpc-list)',
    profile: 'afterwards, a CPU profile of the app per path (.bench/profiles/pipeline)',
    'session-cache-ms':
      "the app's SESSION_CACHE_MS (0: it reads the user on every request, as the bare handler does)",
  },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const ownerCount = Math.max(100, Math.min(100_000, Number(options.owners ?? 3000)));
    const settings = {
      connections: Math.max(1, Math.min(100, Number(options.connections ?? 10))),
      durationMs: Math.max(1, Math.min(60, Number(options.duration ?? 8))) * 1000,
    };
    const rounds = Math.max(1, Math.min(10, Number(options.rounds ?? 2)));

    const appEnv = { JWT_SECRET };
    if (options['session-cache-ms'] !== undefined)
      appEnv.SESSION_CACHE_MS = String(options['session-cache-ms']);
    const { server, url, dbUrl } = await startSeedableServer({ label: 'pipeline', env: appEnv });
    let bare = null;
    try {
      const seeded = await seedDogs(dbUrl, {
        owners: ownerCount,
        dogs: Math.round(ownerCount * 1.25),
        log,
      });
      log(`seeded ${seeded.owners} owners and ${seeded.dogs} dogs`);
      const ownerIds = await withPg(dbUrl, async (client) => {
        // 500 owners spread over the table, in an order unrelated to their names.
        const { rows } = await client.query(
          'SELECT id::text AS id FROM owners ORDER BY md5(id::text) LIMIT 500',
        );
        return rows.map((r) => r.id);
      });
      const only = options.only ? String(options.only).split(',') : null;
      const measured = pathsOf(ownerIds, Math.ceil(ownerCount / 10)).filter(
        (p) => !only || only.includes(p.name),
      );

      bare = await startBare(dbUrl);
      const { token } = await login(url);
      await checkSameAnswers(url, bare.url, token, measured);
      log('the app and the bare handler answer every sampled path alike');

      const sides = { app: url, bare: bare.url };
      const pids = { app: server.child.pid, bare: bare.pid };
      // Warm-up: JIT, pools, the planner's caches, on both.
      for (const { paths } of measured)
        for (const base of Object.values(sides))
          await load(base, paths, token, { ...settings, durationMs: WARM_UP_MS });

      const results = Object.fromEntries(measured.map((p) => [p.name, { app: [], bare: [] }]));
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? ['app', 'bare'] : ['bare', 'app'];
        for (const { name, label, paths } of measured) {
          for (const side of order) {
            const run = await load(sides[side], paths, token, settings, pids[side]);
            if (run.non200 > 0 || run.errors > 0)
              throw new Error(
                `${label} on the ${side}: ${run.non200} answers not 200 (${JSON.stringify(run.statuses)}), ${run.errors} errors`,
              );
            results[name][side].push(run);
            log(
              `round ${round + 1} ${label} ${side}: ${rate(run.rps)} (p50 ${run.p50.toFixed(2)} ms, p99 ${run.p99.toFixed(2)} ms, ` +
                `${run.cpuMsPerRequest?.toFixed(3) ?? '?'} ms of its CPU a request)`,
            );
          }
        }
      }

      const figures = measured.map(({ name, label }) => {
        const { app, bare: yard } = results[name];
        const sum = (runs) => runs.reduce((n, r) => n + r.requests, 0);
        const ms = (runs) => runs.reduce((n, r) => n + r.ms, 0);
        const appRps = (sum(app) / ms(app)) * 1000;
        const bareRps = (sum(yard) / ms(yard)) * 1000;
        const ratio = appRps / bareRps;
        const perRound = app.map((r, i) => (r.rps / yard[i].rps).toFixed(2)).join(', ');
        const cpu = (runs) =>
          runs.reduce((n, r) => n + (r.cpuMsPerRequest ?? Number.NaN) * r.requests, 0) / sum(runs);
        const cpuText = Number.isFinite(cpu(app) + cpu(yard))
          ? `; CPU a request ${cpu(app).toFixed(3)} vs ${cpu(yard).toFixed(3)} ms`
          : '';
        return figure(`pipeline/${name}`, {
          text: `${label}: app ${rate(appRps)}, bare handler ${rate(bareRps)}: ${ratio.toFixed(2)}× (rounds ${perRound}${cpuText})`,
          value: ratio,
          limit: 0.6,
          unit: '×',
          atLeast: true,
          targetText: '≥ 0.60× the bare handler',
          extra: { appRps, bareRps, rounds: { app, bare: yard } },
        });
      });

      let profiles = null;
      if (options.profile) {
        await bare.stop();
        bare = null;
        profiles = await profilePaths({ dbUrl, token, measured, settings, appEnv, log });
      }
      return {
        figures,
        details: {
          owners: ownerCount,
          settings,
          rounds,
          appEnv: { ...appEnv, JWT_SECRET: undefined },
          profiles,
        },
      };
    } finally {
      await bare?.stop();
      await server.stop();
    }
  },
};
