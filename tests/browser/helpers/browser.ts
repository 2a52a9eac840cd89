// The shared Chromium (launched once by setup/global-setup.ts) seen from one test file, plus
// helpers that act as a member of staff would: by visible labels and roles, never by CSS internals.
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { networkQuiet, trackNetwork } from '../../../scripts/lib/chromium.mjs';
import { type LaunchedServer, launchBuiltServer, waitUntilHealthy } from './built-server';

/** 'networkidle' that leaves out the live-update stream (see scripts/lib/chromium.mjs). */
export const networkIdle = (page: Page) => networkQuiet(page);

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 860 };

export type Lang = 'es' | 'en';

/**
 * This file's server: the global setup starts one per Vitest worker, and a worker runs one file
 * at a time, so no other file writes to it while this one runs.
 */
export function serverUrl(): string {
  if (ownServerUrl) return ownServerUrl;
  const urls = inject('baseUrls');
  const slot = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[slot - 1];
  if (!url) throw new Error(`no test server for worker ${slot} (${urls.length} started)`);
  return url;
}

/** Set while a file runs on a server of its own (useBrowser({ ownServer: true })). */
let ownServerUrl: string | undefined;

/**
 * `ownServer`: the file starts a server (and database) of its own for its tests, for a file that
 * changes what every other file's data depends on (a vaccination rule in block mode, the hotel's
 * kennels): a shared server would refuse the other files' check-ins and bookings meanwhile.
 * `env`: settings of that own server (sending fiscal records to an address that refuses, say).
 */
export function useBrowser(opts: { ownServer?: boolean; env?: Record<string, string> } = {}) {
  const state: { browser?: Browser; server?: LaunchedServer; pages: Page[] } = { pages: [] };
  // A connection to the run's one Chromium; closing it closes this file's contexts, not the browser.
  // The worker's server may still be starting (the global setup does not wait for it).
  beforeAll(async () => {
    if (opts.ownServer) {
      state.server = await launchBuiltServer({
        adminPassword: admin().password,
        readyWithinMs: 180_000,
        ...(opts.env ? { env: opts.env } : {}),
      });
      await state.server.ready;
      ownServerUrl = state.server.baseUrl;
    }
    await waitUntilHealthy(serverUrl());
    state.browser = await chromium.connect(inject('chromiumEndpoint'));
  }, 200_000);
  // A failed test says what its pages showed when it failed: the address and the start of the
  // visible text of each page still open, so a failure in CI can be read without re-running it.
  // (The list is emptied as the next test starts: the failure handlers run after afterEach.)
  beforeEach(({ onTestFailed }) => {
    state.pages = [];
    onTestFailed(async () => {
      for (const page of state.pages) await describePage(page);
    });
  });
  afterAll(async () => {
    ownServerUrl = undefined;
    await state.browser?.close();
    await state.server?.stop();
  });
  return {
    baseUrl: serverUrl,
    /** A fresh page (own storage) in the given language and size. */
    async page(
      opts: { lang?: Lang; viewport?: { width: number; height: number }; baseUrl?: string } = {},
    ): Promise<{ page: Page; context: BrowserContext }> {
      if (!state.browser) throw new Error('browser not started');
      // Another address of the same server (a proxy in front of it), or the server itself.
      const baseURL = opts.baseUrl ?? serverUrl();
      const context = await state.browser.newContext({ viewport: opts.viewport ?? DESKTOP, baseURL });
      const lang = opts.lang ?? 'es';
      await context.addInitScript((l) => {
        if (!window.localStorage.getItem('pawdesk.lang')) window.localStorage.setItem('pawdesk.lang', l);
      }, lang);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      trackNetwork(page);
      state.pages.push(page);
      return { page, context };
    },
  };
}

/** Prints where a page is and what it shows (its first 1,500 characters of visible text). */
async function describePage(page: Page): Promise<void> {
  if (page.isClosed()) return;
  const shown = await page
    .evaluate(() => document.body?.innerText ?? '')
    .catch((error: Error) => `(could not read the page: ${error.message})`);
  const text = shown.replace(/\s*\n\s*/g, ' | ').slice(0, 1500);
  console.error(`[failed test] page ${page.url()} showed: ${text}`);
}

export const admin = () => ({ username: inject('adminUsername'), password: inject('adminPassword') });

/** Fills the login form and waits for the dashboard. */
export async function logIn(
  page: Page,
  creds: { username: string; password: string },
  lang: Lang = 'es',
): Promise<void> {
  await page.goto('/');
  await page.getByLabel(lang === 'es' ? 'Usuario' : 'Username', { exact: true }).fill(creds.username);
  await page.getByLabel(lang === 'es' ? 'Contraseña' : 'Password', { exact: true }).fill(creds.password);
  await page.getByRole('button', { name: lang === 'es' ? 'Iniciar sesión' : 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

/** A short unique suffix: browser test files share their server's database, so names must not clash. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Logs in as the admin over REST and returns the token. */
export async function apiToken(
  base: string = serverUrl(),
  creds: { username: string; password: string } = admin(),
): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(creds),
  });
  if (!res.ok) throw new Error(`login: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** One REST call with the token, for test data a screen test does not need to click together. */
export async function api<T>(
  base: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Creates a user over REST (as an admin) to test role-dependent screens. */
export async function createUserViaApi(role: string): Promise<{ username: string; password: string }> {
  const base = serverUrl();
  const username = `${role}_${unique()}`;
  const password = 'browser-pass-123';
  await api(base, await apiToken(base), 'POST', '/api/users', {
    username,
    password,
    role,
    name: `Browser ${role}`,
  });
  return { username, password };
}
