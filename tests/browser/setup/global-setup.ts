// What the browser test files share, started once per run:
// - one BUILT app (apps/server/dist + apps/web/dist) per Vitest worker, each started as the
//   README's run command does with its own embedded PostgreSQL in a throwaway DATA_DIR. Files
//   run side by side, one per worker; a file talks to its worker's server (VITEST_POOL_ID), so the
//   files on one server still run one after another and see only their own writes while they run.
//   The servers start in the background (the unit and integration tests run meanwhile); each
//   file waits until its server answers (useBrowser in helpers/browser.ts).
// - one Chromium (launchServer): every file connects to it and opens a fresh browser context
//   (own storage, own cookies) per page, so nothing but the browser process itself is shared.
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../../scripts/lib/chromium.mjs';
import { type LaunchedServer, launchBuiltServer } from '../helpers/built-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One server per worker: a file uses baseUrls[VITEST_POOL_ID - 1] (see helpers/browser.ts). */
    baseUrls: string[];
    adminUsername: string;
    adminPassword: string;
    /** The shared Chromium's Playwright endpoint (chromium.connect). */
    chromiumEndpoint: string;
  }
}

/** How many files the browser project runs at a time (vitest.config.ts sets it). */
function browserWorkers(project: TestProject): number {
  const workers = Number(project.config.maxWorkers ?? project.vitest.config.maxWorkers ?? 1);
  return Number.isFinite(workers) && workers >= 1 ? Math.floor(workers) : 1;
}

export default async function setup(project: TestProject) {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error('Chromium not found: run `node scripts/ensure-chromium.mjs` (or set CHROMIUM_PATH).');
  const servers: LaunchedServer[] = [];
  const stop = () => Promise.allSettled(servers.map((s) => s.stop()));
  try {
    for (let i = 0; i < browserWorkers(project); i++) {
      // Started while other projects' tests run, on a busy machine: given up only after 5 minutes.
      const server = await launchBuiltServer({ readyWithinMs: 300_000 });
      servers.push(server);
      server.ready.catch((error: Error) => console.error(`[browser tests] ${error.message}`));
    }
    const browser = await chromium.launchServer({ executablePath, args: [...CHROMIUM_ARGS] });
    const [first] = servers;
    if (!first) throw new Error('no server launched');
    project.provide(
      'baseUrls',
      servers.map((s) => s.baseUrl),
    );
    project.provide('adminUsername', first.admin.username);
    project.provide('adminPassword', first.admin.password);
    project.provide('chromiumEndpoint', browser.wsEndpoint());
    return async () => {
      await Promise.allSettled([stop(), browser.close()]);
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
