// Runs before each integration test file (vitest.config.ts setupFiles). The project does not
// isolate files (isolate: false): a worker process runs file after file, keeping what Node
// loaded from node_modules (Prisma's runtime, Fastify, ...), which is most of a file's start-up.
// Our own modules (apps/server/src, the test helpers) are evaluated afresh for each file, so
// module-level state (kept totals, pools, the cleanup queue) never crosses from one file to the
// next; and each file's cleanups (helpers/cleanup.ts) run after its last test.
import { afterAll, vi } from 'vitest';

vi.resetModules();
// Imported after the reset: the same fresh module the test file's helpers import.
const { runCleanups } = await import('../helpers/cleanup');

afterAll(async () => {
  vi.useRealTimers();
  await runCleanups();
});
