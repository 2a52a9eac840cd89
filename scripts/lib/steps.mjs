// Small helpers shared by the top-level scripts: section headers with timings, .env loading,
// process-group signalling.
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { root } from './pnpm.mjs';

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
export const bold = (text) => (useColor ? `\x1b[1m${text}\x1b[22m` : text);
export const red = (text) => (useColor ? `\x1b[31m${text}\x1b[39m` : text);
export const green = (text) => (useColor ? `\x1b[32m${text}\x1b[39m` : text);

export function formatDuration(ms) {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const minutes = Math.floor(seconds / 60);
  return `${minutes} min ${Math.round(seconds - minutes * 60)} s`;
}

/** Runs `fn` under a section header, prints how long it took, records it in `timings`. */
export async function step(title, fn, timings = []) {
  const line = '='.repeat(Math.max(10, 78 - title.length));
  console.log(`\n${bold(`=== ${title} ${line}`)}`);
  const started = Date.now();
  const entry = { title, ms: 0, ok: false };
  timings.push(entry);
  try {
    const result = await fn();
    entry.ok = true;
    return result;
  } finally {
    entry.ms = Date.now() - started;
    const status = entry.ok ? green('done') : red('FAILED');
    console.log(bold(`--- ${title}: ${status} in ${formatDuration(entry.ms)}`));
  }
}

export function printTimings(timings) {
  console.log(`\n${bold('=== Summary ')}${'='.repeat(66)}`);
  for (const { title, ms, ok } of timings) {
    console.log(`  ${ok ? green('ok    ') : red('FAILED')}  ${title.padEnd(44)} ${formatDuration(ms)}`);
  }
}

/**
 * Loads the root `.env` (if any) into process.env without overriding variables already set, and
 * makes DATA_DIR absolute (relative to the repository root; default `<root>/.data`), because
 * `pnpm start` / `pnpm dev` run the server with apps/server as the working directory.
 */
export function prepareServerEnv() {
  const envFile = resolve(root, '.env');
  if (existsSync(envFile)) {
    const before = { ...process.env };
    process.loadEnvFile(envFile);
    for (const [key, value] of Object.entries(before)) process.env[key] = value;
    console.log(`[env] loaded ${envFile}`);
  }
  const dataDir = process.env.DATA_DIR || '.data';
  process.env.DATA_DIR = isAbsolute(dataDir) ? dataDir : resolve(root, dataDir);
  return process.env;
}
