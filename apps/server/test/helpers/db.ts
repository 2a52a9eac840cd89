// A fresh, migrated database for one test file: a clone of the run's template database.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPrisma, type PrismaClient } from '../../src/db/prisma';
import { ensureDatabase } from '../../src/db/provision';
import { withDatabase } from '../setup/global-setup';
import { onCleanup } from './cleanup';

export interface TestDatabase {
  url: string;
  prisma: PrismaClient;
}

/** Creates the database now and drops it after the file's tests. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const name = `pawdesk_test_${randomBytes(6).toString('hex')}`;
  await ensureDatabase(adminUrl, name, inject('pgTemplate'));
  const url = withDatabase(adminUrl, name);
  const prisma = createPrisma(url, { max: 5 });
  onCleanup(async () => {
    await prisma.$disconnect();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).catch(() => undefined);
    await client.end();
  });
  return { url, prisma };
}
