// Teardown of what a test file creates from inside its hooks (apps, databases, folders).
// Vitest 4 ignores an afterAll registered while a beforeAll runs, and createTestApp() is called
// from beforeAll; so helpers queue their cleanups here, and one afterAll, registered when this
// module is imported (while the file is collected), runs them newest first.
import { afterAll } from 'vitest';

const cleanups: (() => Promise<unknown> | unknown)[] = [];

export function onCleanup(fn: () => Promise<unknown> | unknown): void {
  cleanups.push(fn);
}

afterAll(async () => {
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
});
