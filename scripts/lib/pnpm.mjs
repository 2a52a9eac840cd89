// Runs pnpm at the exact version pinned in the root package.json (`packageManager`).
// A `pnpm` on PATH is used when it is that version; otherwise `npx -y pnpm@<version>`
// (corepack cannot download here, npx from the npm registry can).
//
// Also usable from the command line: `node scripts/lib/pnpm.mjs install --frozen-lockfile`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The pnpm version pinned by the root package.json `packageManager` field. */
export function pinnedPnpmVersion() {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'));
  const match = /^pnpm@(\d+\.\d+\.\d+)/.exec(pkg.packageManager ?? '');
  if (!match) throw new Error(`package.json packageManager must be "pnpm@x.y.z", got ${pkg.packageManager}`);
  return match[1];
}

let cached;

// Asks npx to fetch pnpm@<version> (from its cache after the first time) and reports the
// directory of its `pnpm` executable, so later calls run it directly: no npx start-up per
// call, one wrapper process fewer for signals, and `pnpm` on PATH for nested scripts.
function npxPnpmBinDir(version) {
  const probe = spawnSync(
    'npm',
    ['exec', '--yes', `--package=pnpm@${version}`, '--', 'node', '-e', 'console.log(process.env.PATH)'],
    // Outside the repository: its .npmrc holds pnpm settings that npm warns about.
    { cwd: tmpdir(), encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 300_000 },
  );
  if (probe.status !== 0) return null;
  const dirs = probe.stdout.trim().split(delimiter);
  return dirs.find((dir) => dir.includes('_npx') && existsSync(join(dir, 'pnpm'))) ?? null;
}

/**
 * How to run the pinned pnpm: `{ command: [...argv prefix], binDir }`, where binDir (if any)
 * must be put first on PATH so nested `pnpm` calls in package scripts find the same pnpm.
 */
export function pnpmCommand() {
  if (cached) return cached;
  const version = pinnedPnpmVersion();
  const probe = spawnSync('pnpm', ['--version'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    // Keep a globally installed pnpm of another version from switching itself.
    env: { ...process.env, npm_config_manage_package_manager_versions: 'false' },
    timeout: 30_000,
  });
  if (probe.status === 0 && probe.stdout.trim() === version) {
    cached = { command: ['pnpm'], binDir: null, via: `pnpm ${version} on PATH` };
    return cached;
  }
  const binDir = npxPnpmBinDir(version);
  cached = binDir
    ? { command: [join(binDir, 'pnpm')], binDir, via: `pnpm@${version} from npx (${binDir})` }
    : { command: ['npx', '-y', `pnpm@${version}`], binDir: null, via: `npx -y pnpm@${version}` };
  return cached;
}

/** Environment for pnpm children: CI-safe (no prompts), no update nagging. */
export function pnpmEnv(extra = {}) {
  const env = { ...process.env, npm_config_update_notifier: 'false', ...extra };
  const { binDir } = pnpmCommand();
  if (binDir) env.PATH = `${binDir}${delimiter}${env.PATH ?? ''}`;
  return env;
}

/**
 * Starts pnpm and returns the ChildProcess (for long-running commands such as `start`, `dev`).
 * `options` are passed to child_process.spawn; cwd defaults to the repository root and
 * stdio to 'inherit'.
 */
export function spawnPnpm(args, options = {}) {
  const [cmd, ...prefix] = pnpmCommand().command;
  return spawn(cmd, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
    env: pnpmEnv(options.env),
  });
}

/**
 * Runs pnpm to completion, streaming its output. Resolves when it exits 0; rejects with an
 * Error carrying `exitCode` (and `signal`) otherwise.
 */
export function runPnpm(args, options = {}) {
  return new Promise((resolvePromise, reject) => {
    const child = spawnPnpm(args, options);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolvePromise();
      const error = new Error(
        `pnpm ${args.join(' ')} failed (${signal ? `signal ${signal}` : `exit code ${code}`})`,
      );
      error.exitCode = code ?? 1;
      error.signal = signal;
      reject(error);
    });
  });
}

/** `pnpm install --frozen-lockfile`, or a plain install when no lockfile is committed. */
export async function installDependencies(options = {}) {
  const hasLockfile = existsSync(resolve(root, 'pnpm-lock.yaml'));
  if (!hasLockfile) console.warn('[pnpm] no pnpm-lock.yaml: running a plain install');
  // confirmModulesPurge=false: never stop at a "remove node_modules?" prompt (CI has no stdin).
  const args = ['install', '--config.confirmModulesPurge=false'];
  if (hasLockfile) args.push('--frozen-lockfile');
  await runPnpm(args, options);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  console.error(`[pnpm] using ${pnpmCommand().via}: pnpm ${args.join(' ')}`);
  runPnpm(args).catch((error) => {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  });
}
