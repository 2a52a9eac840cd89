// Where the drift test finds a migrated database.
//
// 1. The shared test infrastructure, when its vitest globalSetup is configured: it provides
//    `pgAdminUrl` and `pgTemplate` (a template database migrated by the server's own runner).
//    The template is cloned into a scratch database (never connected to directly: a session
//    on a template blocks every other clone) and the clone is dropped afterwards.
// 2. Otherwise DATABASE_URL, which must point at a database the migrations were applied to.
//    The test only reads it (its one DDL check runs inside a transaction that is rolled back).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface MigratedDatabase {
  url: string;
  /** Where the URL came from, for messages. */
  source: string;
  dispose: () => Promise<void>;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function getMigratedDatabase(): Promise<MigratedDatabase> {
  const provided = inject as unknown as (key: string) => string | undefined;
  const adminUrl = provided('pgAdminUrl');
  const template = provided('pgTemplate');
  if (adminUrl && template) {
    const name = `pawdesk_drift_${randomBytes(6).toString('hex')}`;
    await adminQuery(adminUrl, `CREATE DATABASE ${ident(name)} TEMPLATE ${ident(template)}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      source: `a clone of the migrated template "${template}"`,
      dispose: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`),
    };
  }
  const url = process.env.DATABASE_URL;
  if (url) return { url, source: 'DATABASE_URL', dispose: async () => {} };
  throw new Error(
    'schema-drift: no database. Run it under the test globalSetup, or set DATABASE_URL to a database the migrations were applied to.',
  );
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
