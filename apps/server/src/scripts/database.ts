// `node apps/server/dist/database.js`: the embedded PostgreSQL on its own, for several server
// processes on one machine (`pnpm start:cluster`, the cluster tests and benchmark: scripts/
// lib/cluster.mjs). Its files live under DATA_DIR/pg, it listens on EMBEDDED_PG_PORT (a free port
// when unset or 0), it is supervised (restarted if it dies) like the server's own, and it prints
// one line `DATABASE_URL=<url>` once the `pawdesk` database exists. SIGTERM / SIGINT stop it.
import { join, resolve } from 'node:path';
import { releaseEmbeddedPostgresSignalHandlers } from '../db/embedded-postgres';
import { provisionDatabase } from '../db/provision';

async function main(): Promise<void> {
  releaseEmbeddedPostgresSignalHandlers(() => undefined);
  const dataDir = resolve(process.env.DATA_DIR || '.data');
  const port = Number(process.env.EMBEDDED_PG_PORT || 0);
  const db = await provisionDatabase({
    dataDir,
    embeddedPort: port,
    supervise: true,
    log: (line) => console.log(line),
  });
  console.log(`DATABASE_URL=${db.url}`);
  console.log(`[db] PostgreSQL files under ${join(dataDir, 'pg')}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    db.expectExit();
    await db.stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
