// Where the database comes from: DATABASE_URL when set, otherwise an embedded PostgreSQL
// whose files live under DATA_DIR/pg and which starts and stops with the server.
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from './embedded-postgres';

export interface ProvisionedDatabase {
  url: string;
  embedded: boolean;
  stop: () => Promise<void>;
  /** A shutdown has begun: the embedded PostgreSQL is not restarted if it exits now. */
  expectExit: () => void;
}

/** Supervise the embedded PostgreSQL (restart it when it dies)? Yes for the server. */
export interface ProvisionOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  embeddedPort?: number;
  log?: (msg: string) => void;
  supervise?: boolean;
}

/** Our own notes (restarts, stale locks) and PostgreSQL's serious lines; not its chatter. */
const WORTH_LOGGING = /FATAL|PANIC|ERROR|PostgreSQL (exited|is running)|orphaned|stale postmaster/;
/** Connections refused or ended while it restarts or shuts down: expected, answered 503. */
const EXPECTED_NOISE =
  /starting up|not yet accepting|shutting down|unexpected postmaster exit|Consistent recovery|administrator command/;

export async function provisionDatabase(opts: ProvisionOptions): Promise<ProvisionedDatabase> {
  if (opts.databaseUrl) {
    return { url: opts.databaseUrl, embedded: false, stop: async () => {}, expectExit: () => {} };
  }
  const embedded = await startEmbeddedPostgres({
    dir: join(opts.dataDir, 'pg'),
    ...(opts.embeddedPort ? { port: opts.embeddedPort } : {}),
    supervise: opts.supervise ?? false,
    log: (line) => {
      if (EXPECTED_NOISE.test(line)) return;
      if (WORTH_LOGGING.test(line)) opts.log?.(`[db] ${line}`);
    },
  });
  await ensureDatabase(embedded.url('postgres'), 'pawdesk').catch(async (error: unknown) => {
    await embedded.stop().catch(() => undefined);
    throw error;
  });
  return {
    url: embedded.url('pawdesk'),
    embedded: true,
    stop: embedded.stop,
    expectExit: embedded.expectExit,
  };
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
