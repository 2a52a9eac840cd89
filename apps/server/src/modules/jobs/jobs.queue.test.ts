// The background queue on a real PostgreSQL, as several app processes would run it: two queues on
// one database run each job exactly once; a failing job is retried with a growing wait, lands
// among the dead letters with its attempts and last error, and a manager's retry runs it; a
// web-only process (no workers) sends and another takes; stopping lets a running job finish and
// takes nothing more. Waits poll the database or the handlers (no fixed sleeps).
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/helpers/db';
import { startTestQueue, until } from '../../../test/helpers/jobs';
import { defineJob, type JobDefinition } from '../../lib/jobs';
import { listFailedJobs, retryFailedJob } from './jobs.failed';
import { createJobQueue } from './jobs.queue';

const quick = { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 } as const;

describe('the job queue', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });

  const stateCount = async (name: string) => {
    const rows = await db.prisma.$queryRawUnsafe<{ state: string; n: number }[]>(
      `SELECT state::text AS state, count(*)::int AS n FROM pgboss.job WHERE name = $1 GROUP BY state`,
      name,
    );
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  };

  it('two queues (two processes) on one database run each of 30 jobs exactly once', async () => {
    const runs: { n: number; by: string }[] = [];
    const job = (by: string): JobDefinition =>
      defineJob<{ n: number }>({
        name: 'test-once',
        policy: 'standard',
        ...quick,
        handle: async (data) => {
          runs.push({ n: data.n, by });
        },
      });
    const a = await startTestQueue(db.url, [job('a')]);
    const b = await startTestQueue(db.url, [job('b')]);
    for (let n = 0; n < 30; n++) await (n % 2 ? a : b).send('test-once', { n });
    await until('30 completed jobs', async () => (await stateCount('test-once')).completed === 30);
    // Every job is completed in the database, so none can run again: 30 runs, each n once.
    expect(runs.map((r) => r.n).sort((x, y) => x - y)).toEqual(Array.from({ length: 30 }, (_, n) => n));
    expect(await stateCount('test-once')).toEqual({ completed: 30 });
  });

  it('a failing job is retried with backoff, becomes a dead letter, and a retry from there runs it', async () => {
    let failing = true;
    const attempts: number[] = [];
    const flaky = defineJob<{ dog: string }>({
      name: 'test-flaky',
      policy: 'standard',
      retryLimit: 2,
      retryDelaySeconds: 1,
      retryBackoff: true,
      expireInSeconds: 60,
      handle: async () => {
        attempts.push(Date.now());
        if (failing) throw new Error(`AEAT unreachable (attempt ${attempts.length})`);
      },
      summarize: (data) => `dog ${data.dog}`,
    });
    const queue = await startTestQueue(db.url, [flaky]);
    await queue.send('test-flaky', { dog: 'Luna' });

    const [dead] = await until('a dead letter', async () => {
      const failed = await listFailedJobs(db.prisma, queue);
      return failed.length > 0 ? failed : null;
    });
    expect(attempts).toHaveLength(3);
    // Backoff: the first retry waits at least the delay (1 s), the second at least twice it.
    const [first = 0, second = 0, third = 0] = attempts;
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);
    expect(dead).toMatchObject({
      name: 'test-flaky',
      summary: 'dog Luna',
      attempts: 3,
      lastError: 'AEAT unreachable (attempt 3)',
    });
    expect(Date.parse(dead?.failedAt ?? '')).toBeGreaterThanOrEqual(third - 1000);

    // A manager retries it: it runs again (and now succeeds); the dead letter is gone, and a
    // second retry of the same one is "not found" (two managers clicking make one job).
    failing = false;
    const retried = await retryFailedJob(db.prisma, queue, dead?.id ?? '');
    expect(retried.name).toBe('test-flaky');
    await expect(retryFailedJob(db.prisma, queue, dead?.id ?? '')).rejects.toMatchObject({
      messageKey: 'jobs.notFound',
    });
    await until('the retried job to run', () => attempts.length === 4);
    await until('it to complete', async () => (await stateCount('test-flaky')).completed === 1);
    expect(await listFailedJobs(db.prisma, queue)).toEqual([]);
  });

  it('a web-only process (JOB_WORKERS=0) sends; a worker process takes the job', async () => {
    const ran: string[] = [];
    const job = (by: string) =>
      defineJob<{ note: string }>({
        name: 'test-split',
        policy: 'standard',
        ...quick,
        handle: async () => {
          ran.push(by);
        },
      });
    const web = await startTestQueue(db.url, [job('web')], { workers: false });
    expect(web.workers).toBe(false);
    await web.send('test-split', { note: 'from the web process' });
    expect(await stateCount('test-split')).toEqual({ created: 1 });
    await startTestQueue(db.url, [job('worker')]);
    await until('the worker to run it', () => ran.length === 1);
    expect(ran).toEqual(['worker']);
  });

  it('stopping lets the running job finish and takes no new one', async () => {
    let release: () => void = () => {};
    const started: string[] = [];
    const finished: string[] = [];
    const slow = defineJob<{ n: string }>({
      name: 'test-slow',
      policy: 'standard',
      ...quick,
      handle: async (data) => {
        started.push(data.n);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        finished.push(data.n);
      },
    });
    const queue = createJobQueue({ url: db.url, jobs: [slow], workers: true, pollingIntervalSeconds: 0.5 });
    await queue.start();
    await queue.send('test-slow', { n: 'first' });
    await until('the job to start', () => started.length === 1);
    // Another process sends meanwhile; this one is stopping and must not take it.
    const other = await startTestQueue(db.url, [slow], { workers: false });
    const stopped = queue.stop({ timeoutMs: 20_000 });
    let done = false;
    void stopped.then(() => {
      done = true;
    });
    await other.send('test-slow', { n: 'second' });
    expect(await stateCount('test-slow')).toEqual({ active: 1, created: 1 });
    // Stopping waits for the running job...
    expect(done).toBe(false);
    release();
    await stopped;
    // ...which finished and completed; the second waits for a process with workers.
    expect(finished).toEqual(['first']);
    expect(started).toEqual(['first']);
    expect(await stateCount('test-slow')).toEqual({ completed: 1, created: 1 });
  });
});
