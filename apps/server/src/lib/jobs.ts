// What a module needs to put work on the background queue (docs/domains/jobs.md) and to declare
// a job, without knowing the queue behind it (modules/jobs runs pg-boss). A job runs once, in any
// one process with workers, whatever the number of processes; it is retried with backoff when its
// handler throws, and lands in the dead letters (managers: Settings > Background jobs) once its
// retries are spent.

export interface SendJobOptions {
  /** At most one job of this key waits or runs at once (the queue's policy decides which). */
  singletonKey?: string;
  /** Seconds from now before it may start. */
  startAfterSeconds?: number;
}

/** Puts a job on a queue; answers its id, or null when an equal one already waits. */
export interface JobSender {
  send(name: string, data?: Record<string, unknown>, options?: SendJobOptions): Promise<string | null>;
}

/** A job the queue knows: its queue name, how it retries, what runs it, and maybe a schedule. */
export interface JobDefinition<T extends Record<string, unknown> = Record<string, unknown>> {
  /** Letters, digits, hyphens: `fiscal-send`. Its dead letters go to `<name>-dead`. */
  name: string;
  /**
   * pg-boss's policies: 'standard' (any number), 'short' (one waiting per key), 'singleton' (one
   * running per key), 'stately' (one waiting and one running per key).
   */
  policy: 'standard' | 'short' | 'singleton' | 'stately';
  /** Retries after the first run (so attempts = retryLimit + 1). */
  retryLimit: number;
  /** Seconds before the first retry; with backoff it doubles (with jitter) each time. */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /** A run taking longer fails (and is retried). */
  expireInSeconds: number;
  /** How many jobs one worker takes per poll and runs side by side (default 5). */
  batchSize?: number;
  /** A cron (5 fields, in `tz`): the queue sends it on that schedule, once for all processes. */
  cron?: { expression: string; tz: string };
  /** Throws to fail the attempt (the message is kept as its last error). */
  handle(data: T, queue: JobSender): Promise<void>;
  /** A one-line summary of a job's data for the dead-letter view. */
  summarize?(data: T): string;
  /** The singleton key a job of this data is sent with (a retry from the dead letters uses it). */
  keyOf?(data: T): string;
}

/** The queue as the app's services see it: send, and the jobs it knows. */
export interface Jobs extends JobSender {
  definitions: ReadonlyMap<string, JobDefinition>;
}

/** The hotel's job that marks the waitlisted stays that now fit as offered (modules/hotel). */
export const WAITLIST_OFFER_JOB = 'waitlist-offer';

/**
 * Capacity may have freed (a stay cancelled, shortened, checked out or deleted, a kennel added or
 * enlarged): ask for a waitlist-offer run. One waits at a time (its key), so a burst of changes
 * makes one run; the write that freed the place never waits for it nor fails by it.
 */
export async function askWaitlistOffers(jobs: JobSender | undefined): Promise<void> {
  await jobs?.send(WAITLIST_OFFER_JOB, {}, { singletonKey: 'waitlist' }).catch(() => null);
}

/** The till's job that queues the unsent fiscal records (modules/till, fiscal.jobs.ts). */
export const FISCAL_SWEEP_JOB = 'fiscal-sweep';

/**
 * An invoice (or its correction or void) was issued: its fiscal record waits in the outbox; ask
 * for a sweep now rather than at the next minute. One waits at a time; nothing when sending is off
 * (the queue has no such job: the send is refused and ignored).
 */
export async function askFiscalSweep(jobs: JobSender | undefined): Promise<void> {
  await jobs?.send(FISCAL_SWEEP_JOB, {}, { singletonKey: 'sweep' }).catch(() => null);
}

/** A queue that drops everything: tools and tests that start no queue. */
export const idleJobs: Jobs = { send: async () => null, definitions: new Map() };

/** Declares a job with the data type its handler reads. */
export const defineJob = <T extends Record<string, unknown>>(job: JobDefinition<T>) =>
  job as unknown as JobDefinition;
