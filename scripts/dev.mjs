// `pnpm dev`: the API server in watch mode (tsx watch, http://localhost:3000) and the Vite dev
// server (http://localhost:5173, proxying /trpc, /api and /uploads to :3000) side by side, each
// line prefixed with its name. Ctrl-C stops both; when one exits, the other is stopped too.
import { constants } from 'node:os';
import { createInterface } from 'node:readline';
import { spawnPnpm } from './lib/pnpm.mjs';
import { signalGroup } from './lib/process-group.mjs';
import { prepareServerEnv } from './lib/steps.mjs';

const useColor = Boolean(process.stdout.isTTY) && !process.env.NO_COLOR;
const services = [
  { name: 'server', color: 36, args: ['--filter', '@pawdesk/server', 'dev'] },
  { name: 'web', color: 35, args: ['--filter', '@pawdesk/web', 'dev'] },
];

prepareServerEnv();
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development' };
if (useColor) env.FORCE_COLOR = '1';

let stopping = false;
let exitCode = 0;
const running = new Set();

function prefixLines(stream, out, prefix) {
  createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY }).on('line', (line) => {
    out.write(`${prefix} ${line}\n`);
  });
}

function stopAll(signal) {
  if (stopping) return;
  stopping = true;
  for (const child of running) signalGroup(child, signal);
  setTimeout(() => {
    for (const child of running) signalGroup(child, 'SIGKILL');
  }, 10_000).unref();
}

const width = Math.max(...services.map((service) => service.name.length));
for (const service of services) {
  const label = `[${service.name.padEnd(width)}]`;
  const prefix = useColor ? `\x1b[${service.color}m${label}\x1b[39m` : label;
  // Each service gets its own process group so a signal reaches tsx/vite behind pnpm and npx.
  const child = spawnPnpm(service.args, { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  prefixLines(child.stdout, process.stdout, prefix);
  prefixLines(child.stderr, process.stderr, prefix);
  child.on('error', (error) => {
    console.error(`${prefix} could not start: ${error.message}`);
  });
  child.on('exit', (code, signal) => {
    running.delete(child);
    if (!stopping) {
      console.error(`${prefix} exited (${signal ?? `code ${code}`}): stopping the others`);
      exitCode = code ?? 128 + (constants.signals[signal] ?? 0);
      stopAll('SIGTERM');
    }
    if (running.size === 0) process.exit(exitCode);
  });
}

process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
process.on('SIGHUP', () => stopAll('SIGTERM'));
