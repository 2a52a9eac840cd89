// Where the database comes from: DATABASE_URL when set, otherwise an embedded PostgreSQL
// whose files live under DATA_DIR/pg and which starts and stops with the server.
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ProvisionedDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
}

export async function provisionDatabase(opts: {
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort?: number;
  log?: (msg: string) => void;
}): Promise<ProvisionedDatabase> {
  if (opts.databaseUrl) return { url: opts.databaseUrl, embedded: false, stop: async () => {} };
  const embedded = await startEmbeddedPostgres({
    dir: join(opts.dataDir, 'pg'),
    ...(opts.embeddedPort ? { port: opts.embeddedPort } : {}),
    log: (line) => {
      if (/FATAL|PANIC|ERROR/.test(line)) opts.log?.(`postgres: ${line}`);
    },
  });
  await ensureDatabase(embedded.url('postgres'), 'pawdesk');
  return { url: embedded.url('pawdesk'), embedded: true, stop: embedded.stop };
}

export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) {
      const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
      await client.query(`CREATE DATABASE ${ident(name)}${template ? ` TEMPLATE ${ident(template)}` : ''}`);
    }
  } finally {
    await client.end();
  }
}
