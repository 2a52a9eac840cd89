// The job queue's schema (decision 0070): installed once when three processes boot together (the
// others find it there), left alone when current, and an app process never installs it itself:
// without it the queue refuses to start.
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/db';
import { ensureJobSchema, JOB_SCHEMA_VERSION } from '../../db/job-schema';
import { createJobQueue } from './jobs.queue';

describe('ensureJobSchema', () => {
  it('three processes booting at once install it once; the queue needs it and starts on it', async () => {
    const { url, prisma } = await createTestDatabase();
    // The template has it already (global setup): start from a database without it.
    await prisma.$executeRawUnsafe('DROP SCHEMA pgboss CASCADE');
    const early = createJobQueue({ url, jobs: [], workers: false });
    await expect(early.start()).rejects.toThrow(/not installed/);
    await early.stop();

    const results = await Promise.all([ensureJobSchema(url), ensureJobSchema(url), ensureJobSchema(url)]);
    expect(results.sort()).toEqual(['current', 'current', 'installed']);
    const versions = await prisma.$queryRawUnsafe<{ version: number }[]>(
      'SELECT version::int AS version FROM pgboss.version',
    );
    expect(versions).toEqual([{ version: JOB_SCHEMA_VERSION }]);
    expect(await ensureJobSchema(url)).toBe('current');

    const queue = createJobQueue({ url, jobs: [], workers: false });
    await queue.start();
    await queue.stop({ timeoutMs: 1000 });
  });
});
