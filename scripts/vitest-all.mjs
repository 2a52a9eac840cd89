// `pnpm test`'s Vitest step: the browser project in one Vitest process and the unit and
// integration projects in another, at the same time. In one process Vitest runs a project whose
// files may not run in parallel (the browser tests share one server) only after every parallel
// file has finished, so the 12 minutes of browser tests waited for the integration tests; side by
// side the run takes about as long as the browser tests alone. Each line is passed on as it comes,
// prefixed with its process; at the end one line sums both runs' tests in Vitest's own words
// ("Tests  N failed | N passed"), which scripts/test-all.mjs reads. Exits non-zero if either fails.
//   node scripts/vitest-all.mjs [extra vitest arguments]
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const extra = process.argv.slice(2);
const RUNS = [
  { name: 'node', args: ['--project', 'unit', '--project', 'integration'] },
  { name: 'browser', args: ['--project', 'browser'] },
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colour codes
const plain = (line) => line.replace(/\x1b\[[0-9;]*m/g, '');

function run({ name, args }) {
  return new Promise((resolve) => {
    const child = spawn('vitest', ['run', ...args, ...extra], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
      shell: process.platform === 'win32',
    });
    const totals = { passed: 0, failed: 0, skipped: 0 };
    const onLine = (stream) => (line) => {
      stream.write(`[${name}] ${line}\n`);
      const text = plain(line);
      if (/^\s*Tests\s+\d+ \w+/.test(text)) {
        const count = (word) => Number(new RegExp(`(\\d+) ${word}`).exec(text)?.[1] ?? 0);
        totals.passed = count('passed');
        totals.failed = count('failed');
        totals.skipped = count('skipped') + count('todo');
      }
    };
    createInterface({ input: child.stdout }).on('line', onLine(process.stdout));
    createInterface({ input: child.stderr }).on('line', onLine(process.stderr));
    child.on('error', (error) => {
      process.stderr.write(`[${name}] could not start vitest: ${error.message}\n`);
      resolve({ name, code: 1, totals });
    });
    child.on('close', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), totals }));
  });
}

const results = await Promise.all(RUNS.map(run));
const sum = (key) => results.reduce((n, r) => n + r.totals[key], 0);
const parts = [];
if (sum('failed')) parts.push(`${sum('failed')} failed`);
parts.push(`${sum('passed')} passed`);
if (sum('skipped')) parts.push(`${sum('skipped')} skipped`);
console.log(`\n      Tests  ${parts.join(' | ')} (both runs: ${results.map((r) => r.name).join(' + ')})`);
const failedRuns = results.filter((r) => r.code !== 0);
for (const r of failedRuns) console.error(`[${r.name}] vitest exited with code ${r.code}`);
process.exit(failedRuns.length > 0 ? 1 : 0);
