// The background queue (docs/domains/jobs.md; docs/decisions/0070): pg-boss 10 on the app's
// PostgreSQL, schema `pgboss` (created with the migrations, db/job-schema.ts). Every process may
// send; a process with workers (JOB_WORKERS, on by default) also takes jobs. A job is taken by one
// worker at a time (SKIP LOCKED), retried with backoff when its handler throws, and moved to its
// dead-letter queue `<name>-dead` once the retries are spent. Scheduled jobs (cron) are sent once
// per slot by whichever process's clock gets there first. stop(): no new jobs are taken, the
// running ones get `timeoutMs` to finish, then the pool closes.
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../../db/job-schema';
import type { JobDefinition, JobSender, Jobs, SendJobOptions } from '../../lib/jobs';

/** How many jobs of a queue one worker takes per poll (a job may ask for fewer). */
const BATCH_SIZE = 5;

/** The dead-letter queue of a queue. */
export const deadLetterOf = (name: string) => `${name}-dead`;

export interface JobQueue extends Jobs {
  /** The queues (and dead letters) exist, schedules are set and, with workers, jobs are taken. */
  start(): Promise<void>;
  /** Graceful: stops taking jobs, lets the running ones finish (at most `timeoutMs`). Idempotent. */
  stop(opts?: { timeoutMs?: number }): Promise<void>;
  /** Whether this process takes jobs. */
  readonly workers: boolean;
}

export interface JobQueueOptions {
  url: string;
  jobs: readonly JobDefinition[];
  /** Take jobs in this process (JOB_WORKERS). */
  workers: boolean;
  /** How often an idle worker looks for work (pg-boss polls; at least 0.5 s). */
  pollingIntervalSeconds?: number;
  /** Connections of pg-boss's own pool. */
  max?: number;
  /** Where the queue's own errors go (a failed job is not one: it is retried, then dead). */
  onError?: (error: Error) => void;
}

export function createJobQueue(opts: JobQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString: opts.url,
    schema: JOB_SCHEMA,
    application_name: 'pawdesk-jobs',
    max: opts.max ?? 4,
    // The schema is the migrations' business (db/job-schema.ts): here it is only checked.
    migrate: false,
    supervise: true,
    schedule: opts.jobs.some((j) => j.cron),
  });
  boss.on('error', (error) => opts.onError?.(error));
  const definitions = new Map(opts.jobs.map((j) => [j.name, j]));
  let started: Promise<void> | undefined;
  let stopping: Promise<void> | undefined;

  // This process's worker of each queue: a job sent here wakes it at once rather than at its next
  // poll (a fiscal chain's next record, a waitlist run after a cancellation).
  const workerIds = new Map<string, string>();
  const sender: JobSender = {
    send: async (name, data = {}, options: SendJobOptions = {}) => {
      const id = await boss.send(name, data, {
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      });
      const worker = workerIds.get(name);
      if (id && worker && !options.startAfterSeconds) boss.notifyWorker(worker);
      return id;
    },
  };

  const start = async () => {
    await boss.start();
    for (const job of opts.jobs) {
      const dead = deadLetterOf(job.name);
      const settings = {
        policy: job.policy,
        retryLimit: job.retryLimit,
        retryDelay: job.retryDelaySeconds,
        retryBackoff: job.retryBackoff,
        expireInSeconds: job.expireInSeconds,
        deadLetter: dead,
      };
      // Both are `INSERT ... ON CONFLICT DO NOTHING`: processes starting together agree.
      await boss.createQueue(dead, { name: dead, policy: 'standard' });
      await boss.createQueue(job.name, { name: job.name, ...settings });
      // A queue made by an older version keeps its row: give it today's settings.
      await boss.updateQueue(job.name, { name: job.name, ...settings });
      if (job.cron) await boss.schedule(job.name, job.cron.expression, {}, { tz: job.cron.tz });
    }
    if (!opts.workers) return;
    for (const job of opts.jobs) {
      // A poll takes up to `batchSize` jobs and runs them side by side; each one that throws is
      // failed on its own (kept as { message }, no stack), the others complete with the batch.
      const workerId = await boss.work<Record<string, unknown>>(
        job.name,
        { batchSize: job.batchSize ?? BATCH_SIZE, pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 },
        async (taken) => {
          await Promise.all(
            taken.map(async (one) => {
              try {
                await job.handle(one.data ?? {}, sender);
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                await boss.fail(job.name, one.id, { message });
              }
            }),
          );
        },
      );
      workerIds.set(job.name, workerId);
    }
  };

  return {
    ...sender,
    definitions,
    workers: opts.workers,
    start: () => {
      started ??= start();
      return started;
    },
    stop: ({ timeoutMs = 10_000 } = {}) => {
      stopping ??= (async () => {
        await started?.catch(() => undefined);
        if (!started) return;
        await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      })();
      return stopping;
    },
  };
}
