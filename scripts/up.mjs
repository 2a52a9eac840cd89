// `npm run up`: from a fresh clone (Node 20 + npm only) install, build and serve PawDesk on
// http://localhost:3000 with an embedded PostgreSQL under DATA_DIR (default .data/).
// Ctrl-C (SIGINT) or SIGTERM is forwarded to the server so it shuts down cleanly.
import { constants } from 'node:os';
import { installDependencies, runPnpm, spawnPnpm } from './lib/pnpm.mjs';
import { signalGroup } from './lib/process-group.mjs';
import { prepareServerEnv, step } from './lib/steps.mjs';

async function main() {
  await step('Install dependencies (pnpm install --frozen-lockfile)', () => installDependencies());
  await step('Build (pnpm build)', () => runPnpm(['build']));

  prepareServerEnv();
  const port = process.env.PORT || '3000';
  console.log(`\n=== Start (pnpm start): http://localhost:${port}  (DATA_DIR=${process.env.DATA_DIR})`);
  console.log('    Press Ctrl-C to stop.\n');

  // Own process group, so a signal reaches the server through the pnpm/npx wrappers.
  const server = spawnPnpm(['start'], { detached: true, env: process.env });
  let stopping = false;
  let killTimer;
  const stop = (signal) => {
    if (stopping) return; // npm may forward the terminal's Ctrl-C a second time
    stopping = true;
    console.log(`\n[up] ${signal}: stopping the server...`);
    signalGroup(server, signal);
    killTimer = setTimeout(() => {
      console.error('[up] server still running after 20 s: killing it');
      signalGroup(server, 'SIGKILL');
    }, 20_000);
    killTimer.unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGHUP', () => stop('SIGTERM'));

  const code = await new Promise((resolve) => {
    server.on('error', (error) => {
      console.error(`[up] could not start the server: ${error.message}`);
      resolve(1);
    });
    server.on('exit', (exitCode, signal) => resolve(exitCode ?? 128 + (constants.signals[signal] ?? 0)));
  });
  clearTimeout(killTimer);
  if (stopping) {
    console.log('[up] server stopped.');
    process.exit(0);
  }
  console.error(`[up] the server exited with code ${code}`);
  process.exit(code || 1);
}

main().catch((error) => {
  console.error(`\n[up] ${error.message}`);
  process.exit(error.exitCode ?? 1);
});
