// `pnpm test`: Biome (lint and format check, a few seconds) first; then TypeScript (`pnpm
// typecheck`) beside Vitest's four projects (unit, integration, browser, cluster) instead of
// before them. TypeScript needs about a minute of one core, and Vitest leaves that much idle
// while its files wait on PostgreSQL, the servers and Chromium. TypeScript's output is printed
// once Vitest is done (then a summary of the three steps); the exit code is non-zero when any of
// them failed.
//   node scripts/test.mjs [extra vitest arguments]   (e.g. --project integration)
import { spawnPnpm } from './lib/pnpm.mjs';
import { bold, formatDuration, green, red } from './lib/steps.mjs';

const extra = process.argv.slice(2);

/** Runs pnpm with `args`; `capture` keeps the output instead of passing it on. */
function pnpm(args, { capture = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawnPnpm(args, { stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
    }
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}\n`, ms: 0 }));
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 1 : 0), output, ms: Date.now() - started }),
    );
  });
}

const line = (title, { code, ms }, note = '') =>
  `  ${code === 0 ? green('ok    ') : red('FAILED')}  ${title.padEnd(28)} ${formatDuration(ms).padStart(9)}${note}`;

const lint = await pnpm(['run', 'lint']);
if (lint.code !== 0) {
  console.error(red(bold('\n[test] lint failed: fix it (pnpm format fixes the formatting) and run again')));
  process.exit(lint.code);
}

console.log(bold('\n[test] TypeScript runs beside Vitest; its output follows the tests.\n'));
const typecheckRun = pnpm(['run', 'typecheck'], { capture: true });
const vitest = await pnpm(['exec', 'vitest', 'run', ...extra]);
const typecheck = await typecheckRun;

console.log(bold(`\n=== TypeScript (pnpm typecheck, beside Vitest) ${'='.repeat(31)}`));
process.stdout.write(typecheck.output);
console.log(bold(`\n=== pnpm test ${'='.repeat(64)}`));
console.log(line('lint (biome)', lint));
console.log(line('typecheck (tsc)', typecheck, '  (beside vitest)'));
console.log(line('vitest', vitest));
process.exit(vitest.code || typecheck.code);
