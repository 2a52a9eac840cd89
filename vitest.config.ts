// One runner for the whole pyramid: `vitest run --project unit|integration|browser|cluster`.
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Unit and integration files at a time: at least 2 even on a 2-core machine (Vitest's default
 * there is 1), since a file spends much of its time waiting on PostgreSQL or a server process.
 */
const WORKERS = Math.max(2, availableParallelism());

/**
 * Browser files run side by side, each worker with a built server of its own (BROWSER_WORKERS).
 * Two on 2 cores: a clean-clone run with three took each file ~1.6× as long (the servers, their
 * PostgreSQL and Chromium share the cores), so the whole run was no faster and flakier.
 */
const BROWSER_WORKERS = Math.max(1, Number(process.env.BROWSER_WORKERS) || 2);

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/domain/src/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
          environment: 'node',
          // Pure rules: no new process per file (tests/setup/fresh-modules.ts).
          isolate: false,
          setupFiles: ['tests/setup/fresh-modules.ts'],
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.test.ts', 'packages/client/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/dist/**'],
          environment: 'node',
          globalSetup: ['apps/server/test/setup/global-setup.ts'],
          // A worker runs file after file without a new process each time (most of a file's
          // start-up was loading node_modules again); per-file.ts re-evaluates our own modules and
          // runs the file's cleanups. Files never share a database (helpers/db.ts).
          isolate: false,
          setupFiles: ['apps/server/test/setup/per-file.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          // One built server per worker and one Chromium for all (setup/global-setup.ts).
          globalSetup: ['tests/browser/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: BROWSER_WORKERS,
          // After the unit and integration files, not beside them (sequence.groupOrder).
          sequence: { groupOrder: 1 },
          // A screen can take more than expect.poll's default second to draw on a busy machine;
          // 15 s, like every locator action (page.setDefaultTimeout).
          expect: { poll: { timeout: 15_000 } },
          // In CI (CI=true), a screen test that fails is run once more: a whole run is ~200 files of
          // two servers, their PostgreSQL and Chromium on two cores, and one timing slip must not
          // sink it. A test that passes only on its second run is named in the run's summary
          // ('passed on a retry', scripts/test-all.mjs) and a failing one still fails the run.
          retry: process.env.CI === 'true' ? 1 : 0,
        },
      },
      {
        test: {
          name: 'cluster',
          // Three BUILT server processes behind a real HAProxy on one database per file
          // (tests/cluster/helpers/cluster.ts): built app like the browser project, one file at a
          // time (each starts four processes and a PostgreSQL), after the browser files (its
          // processes would take the CPU the screens' layout checks want).
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 300_000,
          pool: 'forks',
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
