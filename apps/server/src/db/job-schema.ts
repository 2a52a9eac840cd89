// The background queue's tables (pg-boss 10, schema `pgboss`; docs/decisions/0070): installed, or
// brought to the installed pg-boss's version, with the migrations at boot and once in the tests'
// template database, so app processes only check it. pg-boss's own plans are used as they are:
// they take an advisory lock inside their transaction, so processes starting together install it
// once (the loser's statement fails on the existing objects and is answered by re-reading the
// version).
import { createRequire } from 'node:module';
import pg from 'pg';
import PgBoss from 'pg-boss';

export const JOB_SCHEMA = 'pgboss';

async function installedVersion(client: pg.Client): Promise<number | null> {
  const { rows: exists } = await client.query<{ present: boolean }>(
    `SELECT to_regclass('${JOB_SCHEMA}.version') IS NOT NULL AS present`,
  );
  if (!exists[0]?.present) return null;
  const { rows } = await client.query<{ version: string }>(`SELECT version::text FROM ${JOB_SCHEMA}.version`);
  return rows[0] ? Number(rows[0].version) : null;
}

/** The schema version the installed pg-boss wants. */
export const JOB_SCHEMA_VERSION: number = (
  createRequire(import.meta.url)('pg-boss/version.json') as { schema: number }
).schema;

/** Installs or migrates the queue's schema; answers what it did. */
export async function ensureJobSchema(
  connectionString: string,
  opts: { log?: (msg: string) => void } = {},
): Promise<'installed' | 'migrated' | 'current'> {
  const client = new pg.Client({ connectionString, application_name: 'pawdesk-job-schema' });
  await client.connect();
  try {
    const before = await installedVersion(client);
    if (before !== null && before >= JOB_SCHEMA_VERSION) return 'current';
    try {
      await client.query(
        before === null
          ? PgBoss.getConstructionPlans(JOB_SCHEMA)
          : PgBoss.getMigrationPlans(JOB_SCHEMA, String(before)),
      );
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      // Another process did it meanwhile (the plans are locked and fail on what exists): what
      // counts is the version now.
      if (((await installedVersion(client)) ?? 0) < JOB_SCHEMA_VERSION) throw error;
      return 'current';
    }
    const result = before === null ? 'installed' : 'migrated';
    opts.log?.(`job queue schema ${result} (${JOB_SCHEMA} v${JOB_SCHEMA_VERSION})`);
    return result;
  } finally {
    await client.end();
  }
}
