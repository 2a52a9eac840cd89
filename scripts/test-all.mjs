// `npm run test:all`: every test from a fresh clone (Node 20 + npm only). Installs the
// dependencies from the lockfile, makes sure Chromium and HAProxy are there (apt-get as root when
// they are not),
// builds the app (the browser tests drive the built app), then runs `pnpm test`
// (lint, then typecheck beside vitest unit/integration/browser/cluster: scripts/test.mjs). Exits with the
// tests' exit code.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { findChromium } from './lib/chromium.mjs';
import { installDependencies, root, runPnpm, spawnPnpm } from './lib/pnpm.mjs';
import { bold, formatDuration, printTimings, red, step } from './lib/steps.mjs';

const timings = [];
const started = Date.now();

function runNode(script) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [resolve(root, script)], { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolvePromise();
      const error = new Error(`node ${script} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`);
      error.exitCode = code ?? 1;
      reject(error);
    });
  });
}

// Runs `pnpm test`, streaming its output while keeping the tail to read vitest's totals from.
function runTests(env) {
  return new Promise((resolvePromise) => {
    const child = spawnPnpm(['test'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (chunk) => {
      tail = (tail + chunk.toString()).slice(-200_000);
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      keep(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      keep(chunk);
    });
    child.on('error', (error) => {
      console.error(`[test-all] could not run pnpm test: ${error.message}`);
      resolvePromise({ code: 1, tail });
    });
    child.on('close', (code, signal) => resolvePromise({ code: code ?? (signal ? 1 : 0), tail }));
  });
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const plainText = (output) => output.replace(/\x1b\[[0-9;]*m/g, '');

// Vitest's "Failed Tests" section names each failure on a "FAIL  |project| file > test" line,
// its error on the next non-empty line. They are repeated at the very end, so that the last lines
// of a CI log say which test failed and why.
function vitestFailures(output) {
  const lines = plainText(output).split('\n');
  const failures = [];
  for (let i = 0; i < lines.length && failures.length < 20; i += 1) {
    if (!/^\s*FAIL\s+\S/.test(lines[i])) continue;
    const reason = lines.slice(i + 1, i + 6).find((next) => next.trim() !== '' && !/^\s*FAIL\s/.test(next));
    const entry = `  ${lines[i].trim()}${reason ? `\n      ${reason.trim().slice(0, 300)}` : ''}`;
    if (!failures.includes(entry)) failures.push(entry);
  }
  // What the browser tests' pages showed when a test failed (tests/browser/helpers/browser.ts).
  const pages = lines.filter((line) => line.startsWith('[failed test] ')).slice(0, 10);
  return { failures, pages: pages.map((line) => `  ${line.slice(0, 800)}`) };
}

// The tests that failed once and passed when run again (the browser project retries once in CI):
// "   ✓ shows the till  8123ms (retry x1)", under its file's line.
function vitestRetried(output) {
  const lines = plainText(output).split('\n');
  const retried = [];
  let file = '';
  for (const line of lines) {
    const fileLine = /^\s*[✓❯×]\s+(?:\S+\s+)?(tests\/\S+|apps\/\S+|packages\/\S+)/.exec(line);
    if (fileLine?.[1]) file = fileLine[1];
    const test = /^\s*✓\s+(.*?)\s+\d+ms\s+\(retry x(\d+)\)/.exec(line);
    if (test) retried.push(`  ${file} > ${test[1]} (retried ${test[2]}×)`);
  }
  return [...new Set(retried)];
}

// Vitest's closing lines look like "      Tests  2 failed | 118 passed | 3 skipped (123)".
function vitestTotals(output) {
  const plain = plainText(output);
  const lines = plain.split('\n').filter((line) => /^\s*Tests\s+\d+ \w+/.test(line));
  if (lines.length === 0) return null;
  const last = lines[lines.length - 1];
  const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(last)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped') + count('todo') };
}

async function main() {
  await step('Install dependencies (pnpm install --frozen-lockfile)', () => installDependencies(), timings);
  await step('Chromium for the browser tests', () => runNode('scripts/ensure-chromium.mjs'), timings);
  await step('HAProxy for the cluster tests', () => runNode('scripts/ensure-haproxy.mjs'), timings);
  await step('Build (pnpm build)', () => runPnpm(['build']), timings);

  const env = { ...process.env, CHROMIUM_PATH: process.env.CHROMIUM_PATH || findChromium() || '' };
  if (process.stdout.isTTY && !process.env.NO_COLOR) env.FORCE_COLOR = '1';
  const { code, tail } = await step(
    'Tests (pnpm test: lint, then typecheck beside vitest unit/integration/browser/cluster)',
    async () => {
      const result = await runTests(env);
      if (result.code !== 0) {
        // Let step() report FAILED while keeping the result.
        const error = new Error(`pnpm test failed (exit code ${result.code})`);
        error.result = result;
        throw error;
      }
      return result;
    },
    timings,
  ).catch((error) => {
    if (error.result) return error.result;
    throw error;
  });

  printTimings(timings);
  console.log(`  total ${formatDuration(Date.now() - started)}`);
  const totals = vitestTotals(tail);
  if (totals) {
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  } else {
    console.log('\n[test-all] no vitest totals found in the output (did lint fail first?)');
  }
  const retried = vitestRetried(tail);
  if (retried.length > 0) console.log(`\npassed on a retry (flaky, to fix):\n${retried.join('\n')}`);
  const { failures, pages } = vitestFailures(tail);
  if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);
  if (pages.length > 0)
    console.log(
      `\nwhat the pages showed when a browser test failed (retried ones too):\n${pages.join('\n')}`,
    );
  if (code !== 0) console.error(red(bold(`\n[test-all] FAILED: pnpm test exited with code ${code}`)));
  process.exit(code);
}

main().catch((error) => {
  printTimings(timings);
  console.error(red(bold(`\n[test-all] FAILED: ${error.message}`)));
  process.exit(error.exitCode || 1);
});
