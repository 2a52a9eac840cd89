#!/usr/bin/env node
// `pnpm bench [name ...] [--option=value ...]`: runs the performance benchmarks that back the
// figures the issues name, prints one line per figure
//   BENCH <name>: <figure> (target <target>) PASS|FAIL
// and writes a JSON summary to .bench/results.json (merged per benchmark, each entry stamped).
// Timings never live in tests; they live here. Load only ever targets 127.0.0.1.
//
//   node scripts/bench.mjs                 # the default set (see REGISTRY)
//   node scripts/bench.mjs login bundle    # only these
//   node scripts/bench.mjs all             # every registered benchmark
//   node scripts/bench.mjs --list          # what exists, with its options
//   --rebuild                              # rebuild the server (and the web app) first
//   --time-limit=900                       # seconds a benchmark may run before it fails
//   --wait-idle[=0.25]                     # before each benchmark, wait (at most --wait-max=600
//                                          # seconds) until the CPUs are at most 25% busy over 3 s:
//                                          # on a shared machine, other jobs skew the figures
//
// Exit code: 0 when every figure passed (a benchmark may be skipped, e.g. its API is not there
// yet), 1 when a figure missed its target or a benchmark failed to run.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { benchDir, cleanupAll, cleanupAllSync, root } from './bench/lib.mjs';

/**
 * The registry: one entry per benchmark, each a module in scripts/bench/<name>.mjs whose
 * default export is { title, options?, run(ctx) → { figures, details?, skipped? } }.
 * To add a benchmark: write the module, add a line here, document it in the README.
 */
const REGISTRY = {
  boot: { issue: 2, default: true },
  login: { issue: 2, default: true },
  bundle: { issue: 2, default: true },
  dogs: { issue: 3, default: true },
  front: { issue: 7, default: true },
  daycare: { issue: 8, default: true },
  hotel: { issue: 9, default: true },
  vet: { issue: 10, default: true },
  grooming: { issue: 11, default: true },
  live: { issue: 12, default: true },
  dashboard: { issue: 12, default: true },
  pipeline: { issue: 19, default: true },
  audit: { issue: 22, default: true },
  vaccinations: { issue: 23, default: true },
  billing: { issue: 25, default: true },
  capacity: { issue: 24, default: true },
  till: { issue: 26, default: true },
  throttle: { issue: 27, default: true },
  // Five minutes of load with a process killed: run it on its own (`pnpm bench cluster`).
  cluster: { issue: 27, default: false },
};

function parseArgs(argv) {
  const names = [];
  const options = {};
  for (const arg of argv) {
    if (arg.startsWith('--')) {
      const [key, ...rest] = arg.slice(2).split('=');
      options[key] = rest.length ? rest.join('=') : true;
    } else names.push(arg);
  }
  return { names, options };
}

async function loadBenchmark(name) {
  const url = pathToFileURL(join(root, 'scripts', 'bench', `${name}.mjs`)).href;
  const mod = await import(url);
  return mod.default;
}

function gitCommit() {
  try {
    const sha = execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain --untracked-files=no', {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${sha}+dirty` : sha;
  } catch {
    return null;
  }
}

/** Fraction of CPU time spent busy (all cores, all processes) over `windowMs`. */
async function cpuBusy(windowMs = 3000) {
  const snap = () =>
    cpus().reduce(
      (acc, c) => {
        const total = Object.values(c.times).reduce((a, b) => a + b, 0);
        return { idle: acc.idle + c.times.idle, total: acc.total + total };
      },
      { idle: 0, total: 0 },
    );
  const a = snap();
  await new Promise((res) => setTimeout(res, windowMs));
  const b = snap();
  const total = b.total - a.total;
  return total > 0 ? 1 - (b.idle - a.idle) / total : 0;
}

/**
 * CPU ticks of the whole machine (/proc/stat) and of this process with every child it has
 * reaped (/proc/self/stat: utime, stime, cutime, cstime; the servers, their PostgreSQL and
 * Chromium are all reaped by the end of a benchmark). Linux only; null elsewhere.
 */
function cpuTicks() {
  try {
    const total = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = total[3] + (total[4] ?? 0);
    const all = total.slice(0, 8).reduce((a, b) => a + b, 0);
    const self = readFileSync('/proc/self/stat', 'utf8');
    const fields = self.slice(self.lastIndexOf(')') + 2).split(' ');
    const mine = [11, 12, 13, 14].reduce((a, i) => a + Number(fields[i]), 0);
    return { busy: all - idle, all, mine };
  } catch {
    return null;
  }
}

/** Share of all CPU time that went to processes other than this benchmark between two snapshots. */
function othersBusy(before, after) {
  if (!before || !after || after.all <= before.all) return null;
  const others = after.busy - before.busy - (after.mine - before.mine);
  return Math.max(0, others / (after.all - before.all));
}

async function waitIdle(threshold, maxSeconds) {
  const started = Date.now();
  let busy = await cpuBusy();
  while (busy > threshold && Date.now() - started < maxSeconds * 1000) {
    console.log(
      `[bench] CPUs ${(busy * 100).toFixed(0)}% busy (other jobs?); waiting for ≤ ${(threshold * 100).toFixed(0)}%`,
    );
    busy = await cpuBusy(5000);
  }
  return { busy, waitedMs: Date.now() - started };
}

function printHelp() {
  console.log('usage: node scripts/bench.mjs [name ...|all] [--rebuild] [--list] [--option=value ...]');
}

async function main() {
  const { names, options } = parseArgs(process.argv.slice(2));
  if (options.help || options.h) {
    printHelp();
    return 0;
  }
  if (options.list) {
    for (const [name, entry] of Object.entries(REGISTRY)) {
      const bench = await loadBenchmark(name);
      console.log(
        `${name.padEnd(8)} issue ${entry.issue}${entry.default ? ', default' : ''}: ${bench.title}`,
      );
      for (const [opt, text] of Object.entries(bench.options ?? {}))
        console.log(`           --${opt}: ${text}`);
    }
    return 0;
  }
  const selected =
    names.length === 0
      ? Object.keys(REGISTRY).filter((n) => REGISTRY[n].default)
      : names.includes('all')
        ? Object.keys(REGISTRY)
        : names;
  const unknown = selected.filter((n) => !REGISTRY[n]);
  if (unknown.length) {
    console.error(`unknown benchmark(s): ${unknown.join(', ')}; known: ${Object.keys(REGISTRY).join(', ')}`);
    return 2;
  }

  mkdirSync(benchDir, { recursive: true });
  // Server logs of this run only (each server started writes .bench/logs/<label>-<port>.log).
  rmSync(join(benchDir, 'logs'), { recursive: true, force: true });
  const resultsFile = join(benchDir, 'results.json');
  let results = { benchmarks: {} };
  if (existsSync(resultsFile)) {
    try {
      results = JSON.parse(readFileSync(resultsFile, 'utf8'));
      results.benchmarks ??= {};
    } catch {
      results = { benchmarks: {} };
    }
  }
  const machine = {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
  };
  console.log(
    `[bench] ${selected.join(', ')} on ${machine.cpus} cores, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}, commit ${gitCommit() ?? '?'}`,
  );

  let failed = false;
  for (const name of selected) {
    const bench = await loadBenchmark(name);
    console.log(`\n=== ${name}: ${bench.title}`);
    let idle = null;
    if (options['wait-idle']) {
      const threshold = options['wait-idle'] === true ? 0.25 : Number(options['wait-idle']);
      const maxSeconds = Math.min(3600, Number(options['wait-max'] ?? 600));
      idle = await waitIdle(threshold, maxSeconds);
    } else {
      idle = { busy: await cpuBusy(1000), waitedMs: 0 };
    }
    if (idle.busy > 0.5) {
      console.log(
        `[bench] note: the CPUs were ${(idle.busy * 100).toFixed(0)}% busy before this benchmark; ` +
          'figures will be slower than on a quiet machine (see --wait-idle)',
      );
    }
    const started = performance.now();
    const ticksBefore = cpuTicks();
    const entry = {
      issue: REGISTRY[name].issue,
      title: bench.title,
      ranAt: new Date().toISOString(),
      commit: gitCommit(),
      machine: {
        ...machine,
        loadAverageBefore: loadavg(),
        cpuBusyBefore: idle.busy,
        waitedForIdleMs: idle.waitedMs,
      },
    };
    try {
      // Every benchmark stops by itself: past the time limit it fails, and the clean-up below
      // stops its servers, which ends whatever it was still waiting for.
      const limitSeconds = Number(options['time-limit'] ?? 900);
      let timer;
      const outcome = await Promise.race([
        bench.run({ options, log: (line) => console.log(`  ${line}`) }),
        new Promise((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`${name} ran past its time limit of ${limitSeconds} s (--time-limit)`)),
            limitSeconds * 1000,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      entry.durationMs = Math.round(performance.now() - started);
      entry.machine.loadAverageAfter = loadavg();
      if (outcome.skipped) {
        entry.status = 'skipped';
        entry.reason = outcome.skipped;
        console.log(`BENCH ${name}: not yet available (${outcome.skipped}) SKIPPED`);
      } else {
        for (const f of outcome.figures) {
          console.log(`BENCH ${f.name}: ${f.text} (target ${f.target}) ${f.pass ? 'PASS' : 'FAIL'}`);
        }
        entry.status = outcome.figures.every((f) => f.pass) ? 'pass' : 'fail';
        entry.figures = outcome.figures;
        if (entry.status === 'fail') failed = true;
      }
      entry.details = outcome.details ?? {};
    } catch (error) {
      failed = true;
      entry.durationMs = Math.round(performance.now() - started);
      entry.status = 'error';
      entry.error = error instanceof Error ? error.message : String(error);
      console.log(`BENCH ${name}: ERROR ${entry.error.split('\n')[0]}`);
      console.error(error instanceof Error ? error.stack : error);
    } finally {
      await cleanupAll();
    }
    const others = othersBusy(ticksBefore, cpuTicks());
    entry.machine.otherProcessesCpuBusy = others;
    if (others !== null) {
      console.log(
        `[bench] other processes kept the CPUs ${(others * 100).toFixed(0)}% busy during ${name}` +
          (others > 0.1 ? ': the machine was shared, figures are slower than on a quiet one' : ''),
      );
    }
    results.benchmarks[name] = entry;
    results.updatedAt = new Date().toISOString();
    writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  }
  console.log(`\n[bench] summary written to ${resultsFile}`);
  return failed ? 1 : 0;
}

process.on('exit', cleanupAllSync);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n[bench] ${signal}: stopping servers and removing temp folders`);
    cleanupAll().finally(() => process.exit(130));
  });
}

main().then(
  (code) => {
    process.exitCode = code;
    // A benchmark that ran past its limit may still hold a timer or a socket: do not wait for it.
    setTimeout(() => process.exit(code), 2000).unref();
  },
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
