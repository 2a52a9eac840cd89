// `pnpm start:cluster [N]`: PawDesk as N server processes (default 3) behind HAProxy on this
// machine, for trying the multi-process setup (docs/operations.md). Builds when the built app is
// missing, installs HAProxy when it is missing (scripts/ensure-haproxy.mjs), starts the embedded
// PostgreSQL under DATA_DIR (or uses DATABASE_URL), the N processes on their own ports with one
// JWT_SECRET and one picture store, and HAProxy on PORT (default 3000, the app's usual port);
// waits until every process is ready and prints the URLs. Ctrl-C stops everything.
//   node scripts/cluster.mjs 3
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureHaproxy } from './ensure-haproxy.mjs';
import { databaseMain, killAllClusterChildrenSync, serverMain, startCluster } from './lib/cluster.mjs';
import { root, runPnpm } from './lib/pnpm.mjs';
import { prepareServerEnv, step } from './lib/steps.mjs';

async function main() {
  const count = Number(process.argv[2] ?? 3);
  if (!Number.isInteger(count) || count < 1 || count > 10) {
    console.error('usage: pnpm start:cluster [N]   (N processes, 1 to 10; default 3)');
    process.exit(2);
  }
  await step('HAProxy', () => ensureHaproxy());
  if (![serverMain, databaseMain, join(root, 'apps', 'web', 'dist', 'index.html')].every(existsSync)) {
    await step('Build (pnpm build)', () => runPnpm(['build']));
  }
  const env = prepareServerEnv();
  const port = Number(env.PORT || 3000);
  // The processes share DATA_DIR: the JWT secret file when JWT_SECRET is unset, and the pictures.
  const settings = {};
  for (const key of Object.keys(env)) if (/^[A-Z][A-Z0-9_]*$/.test(key)) settings[key] = env[key];
  // HOST and PORT are HAProxy's; the processes listen on 127.0.0.1 only (they trust X-Forwarded-For).
  delete settings.PORT;
  delete settings.HOST;
  delete settings.DATA_DIR;
  delete settings.DATABASE_URL;
  if (!settings.JWT_SECRET) {
    console.log('[cluster] JWT_SECRET is unset: every process uses the one kept in DATA_DIR/jwt-secret');
  }
  let cluster;
  const stopAll = async (signal) => {
    console.log(`\n[cluster] ${signal}: stopping HAProxy, the processes (draining) and the database...`);
    await cluster?.stop();
    console.log('[cluster] stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stopAll('SIGINT'));
  process.on('SIGTERM', () => void stopAll('SIGTERM'));
  process.on('exit', killAllClusterChildrenSync);
  cluster = await step(`Start ${count} processes behind HAProxy`, () =>
    startCluster({
      processes: count,
      port,
      bind: `${env.HOST && env.HOST !== '0.0.0.0' ? env.HOST : '*'}:${port}`,
      dataDir: env.DATA_DIR,
      databaseUrl: env.DATABASE_URL || undefined,
      env: {
        ...settings,
        // Without a JWT_SECRET of their own the processes read the shared DATA_DIR/jwt-secret.
        ...(settings.JWT_SECRET ? {} : { JWT_SECRET: '' }),
        ADMIN_PASSWORD: settings.ADMIN_PASSWORD ?? '',
        LOG_LEVEL: settings.LOG_LEVEL ?? 'info',
      },
      log: (line) => console.log(line),
    }),
  );
  console.log(`\n=== PawDesk cluster: http://localhost:${port}  (HAProxy in front of ${count} processes)`);
  for (const p of cluster.processes)
    console.log(`    ${p.name}: ${p.url}   log ${join(cluster.logDir, `${p.name}.log`)}`);
  console.log(`    HAProxy stats: ${cluster.statsUrl}`);
  // The first admin is created by one process (the others find it): pass on what it printed.
  for (const p of cluster.processes) {
    for (const line of p.output().split('\n'))
      if (line.includes('[auth]')) console.log(`    ${p.name} ${line.trim()}`);
  }
  console.log(`    database: ${cluster.databaseUrl}`);
  console.log('    Press Ctrl-C to stop.\n');
}

main().catch((error) => {
  console.error(`\n[cluster] ${error.message}`);
  killAllClusterChildrenSync();
  process.exit(error.exitCode ?? 1);
});
