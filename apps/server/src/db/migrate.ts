// Applies prisma/migrations/*/migration.sql at boot, the way `prisma migrate deploy` would:
// one transaction per migration, under Prisma's own advisory lock, recorded in
// `_prisma_migrations` with the file's sha256 checksum. No Prisma CLI binary is needed.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The lock key `prisma migrate` itself takes, so the two never run at once. */
const PRISMA_MIGRATE_LOCK = 72707369;

const CREATE_MIGRATIONS_TABLE = `
CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

/** Finds prisma/migrations by walking up from this module (works from src/ and from dist/). */
export function findMigrationsDir(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = join(dir, 'prisma', 'migrations');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`prisma/migrations not found above ${start}`);
    dir = parent;
  }
}

export async function readMigrations(dir: string): Promise<MigrationFile[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  const files: MigrationFile[] = [];
  for (const name of names) {
    const path = resolve(dir, name, 'migration.sql');
    if (!existsSync(path)) continue;
    const sql = await readFile(path, 'utf8');
    files.push({ name, sql, checksum: createHash('sha256').update(sql).digest('hex') });
  }
  return files;
}

export interface MigrateResult {
  applied: string[];
  checksumMismatches: string[];
}

export async function applyMigrations(
  connectionString: string,
  opts: { dir?: string; log?: (msg: string) => void } = {},
): Promise<MigrateResult> {
  const migrations = await readMigrations(opts.dir ?? findMigrationsDir());
  const client = new pg.Client({ connectionString });
  await client.connect();
  const applied: string[] = [];
  const checksumMismatches: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PRISMA_MIGRATE_LOCK]);
    await client.query(CREATE_MIGRATIONS_TABLE);
    const { rows } = await client.query<{
      migration_name: string;
      checksum: string;
      finished_at: Date | null;
      rolled_back_at: Date | null;
    }>('SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"');
    const done = new Map(rows.filter((r) => r.rolled_back_at === null).map((r) => [r.migration_name, r]));
    for (const migration of migrations) {
      const previous = done.get(migration.name);
      if (previous) {
        if (previous.finished_at === null) {
          throw new Error(
            `Migration ${migration.name} started earlier but never finished. Repair the database, then mark it rolled back in _prisma_migrations.`,
          );
        }
        if (previous.checksum !== migration.checksum) checksumMismatches.push(migration.name);
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query(
          `INSERT INTO "_prisma_migrations" (id, checksum, finished_at, migration_name, started_at, applied_steps_count)
           VALUES ($1, $2, now(), $3, now(), 1)`,
          [randomUUID(), migration.checksum, migration.name],
        );
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(migration.name);
      opts.log?.(`applied migration ${migration.name}`);
    }
    for (const name of checksumMismatches) {
      opts.log?.(`warning: migration ${name} was edited after it was applied (checksum differs)`);
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [PRISMA_MIGRATE_LOCK]).catch(() => undefined);
    await client.end();
  }
  return { applied, checksumMismatches };
}
