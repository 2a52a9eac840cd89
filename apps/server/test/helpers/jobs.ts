// A real background queue (pg-boss) on a test file's database, polling often so jobs run soon,
// stopped after the file's tests; and a poll that waits for a condition (no fixed sleeps).
import type { JobDefinition } from '../../src/lib/jobs';
import { createJobQueue, type JobQueue } from '../../src/modules/jobs';
import { onCleanup } from './cleanup';

/** Starts a queue as a process would (workers on unless told); stopped at the file's end. */
export async function startTestQueue(
  url: string,
  jobs: readonly JobDefinition[],
  opts: { workers?: boolean } = {},
): Promise<JobQueue> {
  const queue = createJobQueue({
    url,
    jobs,
    workers: opts.workers ?? true,
    pollingIntervalSeconds: 0.5,
    max: 3,
    onError: (error) => console.warn(`[test queue] ${error.message}`),
  });
  await queue.start();
  onCleanup(() => queue.stop({ timeoutMs: 1000 }));
  return queue;
}

/** Polls `check` until it answers something truthy (answered), or fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined | null | false> | T | undefined | null | false,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
