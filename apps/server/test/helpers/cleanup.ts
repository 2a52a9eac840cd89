// Teardown of what a test file creates from inside its hooks (apps, databases, folders).
// Vitest 4 ignores an afterAll registered while a beforeAll runs, and createTestApp() is called
// from beforeAll; so helpers queue their cleanups here, and one afterAll, registered for every
// test file by the integration project's setup file (../setup/per-file.ts), runs them newest first.

const cleanups: (() => Promise<unknown> | unknown)[] = [];

export function onCleanup(fn: () => Promise<unknown> | unknown): void {
  cleanups.push(fn);
}

/** Runs (and forgets) every queued cleanup, newest first; throws once at the end if any failed. */
export async function runCleanups(): Promise<void> {
  const errors: unknown[] = [];
  while (cleanups.length > 0) {
    const fn = cleanups.pop();
    try {
      await fn?.();
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw new AggregateError(errors, 'test cleanup failed');
}
