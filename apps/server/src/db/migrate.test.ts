// The migration runner: records Prisma's bookkeeping, is idempotent, and two processes
// booting at once apply each migration exactly once.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers/db';
import { applyMigrations } from './migrate';

async function migrationsDir(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'pawdesk-migrations-'));
  for (const [name, sql] of Object.entries(files)) {
    await mkdir(join(dir, name));
    await writeFile(join(dir, name, 'migration.sql'), sql);
  }
  return dir;
}

describe('applyMigrations', () => {
  it('applies pending migrations once, under a lock, with sha256 checksums', async () => {
    const { url } = await createTestDatabase();
    const dir = await migrationsDir({
      '20990101000000_a': 'CREATE TABLE extra_a (id int);',
      '20990102000000_b': 'INSERT INTO extra_a VALUES (1);',
    });
    const results = await Promise.all([applyMigrations(url, { dir }), applyMigrations(url, { dir })]);
    expect(results.flatMap((r) => r.applied).sort()).toEqual(['20990101000000_a', '20990102000000_b']);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const rows = (await client.query('SELECT count(*)::int AS n FROM extra_a')).rows;
      expect(rows[0].n).toBe(1);
      const recorded = await client.query(
        `SELECT migration_name, checksum, finished_at FROM _prisma_migrations WHERE migration_name LIKE '2099%' ORDER BY 1`,
      );
      expect(recorded.rows).toHaveLength(2);
      expect(recorded.rows[0].checksum).toMatch(/^[0-9a-f]{64}$/);
      expect(recorded.rows[0].finished_at).toBeInstanceOf(Date);
    } finally {
      await client.end();
    }
    expect((await applyMigrations(url, { dir })).applied).toEqual([]);
  });

  it('rolls a failing migration back completely and records nothing', async () => {
    const { url } = await createTestDatabase();
    const dir = await migrationsDir({ '20990201000000_bad': 'CREATE TABLE half_done (id int); SELECT 1/0;' });
    await expect(applyMigrations(url, { dir })).rejects.toThrow(/20990201000000_bad failed/);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const table = await client.query(`SELECT to_regclass('half_done') AS t`);
      expect(table.rows[0].t).toBeNull();
      const rec = await client.query(
        `SELECT 1 FROM _prisma_migrations WHERE migration_name = '20990201000000_bad'`,
      );
      expect(rec.rowCount).toBe(0);
    } finally {
      await client.end();
    }
  });
});
