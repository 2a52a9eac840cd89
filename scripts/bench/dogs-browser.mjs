// The All Dogs tab in Chromium: log in (session put in localStorage as the app keeps it), open
// /dogs, wait until the page has settled, then click the All Dogs tab and time until its first
// page of dogs is on screen (the names of the dogs.list answer rendered in the tab's panel).
// Repeated on fresh page loads (fresh data cache; scripts come from the browser cache, as for a
// user already in the app). Answers { unavailable } when the web app has no such tab yet.
import { performance } from 'node:perf_hooks';
import { findChromium } from '../lib/chromium.mjs';
import { ms } from './lib.mjs';

const TAB_NAME = /^\s*(all dogs|todos los perros)\s*$/i;

export async function measureAllDogsTab({ url, session, log, runs = 3 }) {
  const executablePath = findChromium();
  if (!executablePath) return { unavailable: 'no Chromium (apt-get install -y chromium)' };
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    return { unavailable: 'playwright-core is not installed' };
  }
  const { token } = session;
  // The REST login answers the contract's `_id`; the web app keeps the tRPC shape (`id`).
  const { _id, ...rest } = session.user;
  const user = { id: session.user.id ?? _id, ...rest };

  const browser = await chromium.launch({
    executablePath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
    timeout: 30_000,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem('pawdesk.token', t);
        window.localStorage.setItem('pawdesk.user', u);
        window.localStorage.setItem('pawdesk.lang', 'en');
      },
      [token, JSON.stringify(user)],
    );
    const page = await context.newPage();
    const results = [];
    for (let run = 0; run < runs; run++) {
      await page.goto(`${url}/dogs`, { waitUntil: 'load', timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
      const tab = page.getByRole('tab', { name: TAB_NAME });
      if ((await tab.count()) === 0) {
        if (new URL(page.url()).pathname !== '/dogs')
          return { unavailable: `opening /dogs landed on ${page.url()}` };
        return { unavailable: 'the Dogs page has no "All Dogs" tab yet' };
      }
      const listAnswer = page.waitForResponse((res) => /\/trpc\/.*dogs\.list/.test(res.url()), {
        timeout: 30_000,
      });
      const started = performance.now();
      await tab.first().click();
      const res = await listAnswer;
      const answeredMs = performance.now() - started;
      const body = await res.json();
      const payload = Array.isArray(body)
        ? body.find((b) => b?.result?.data?.items)?.result.data
        : body?.result?.data;
      const items = payload?.items ?? [];
      if (items.length === 0) throw new Error('dogs.list answered no dogs for the All Dogs tab');
      // Every dog of the page visible: each name as many times as it occurs on the page.
      const expected = {};
      for (const d of items) expected[d.name] = (expected[d.name] ?? 0) + 1;
      await page.waitForFunction(
        (want) => {
          const panel =
            document.querySelector('[role="tabpanel"]:not([hidden])') ??
            document.querySelector('main') ??
            document.body;
          // innerText on purpose: only what is rendered and visible counts.
          // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point
          const text = panel.innerText;
          return Object.entries(want).every(([name, count]) => text.split(name).length - 1 >= count);
        },
        expected,
        { timeout: 30_000, polling: 'raf' },
      );
      const shownMs = performance.now() - started;
      results.push({ shownMs, answeredMs, items: items.length, total: payload.total });
      log(
        `All Dogs tab run ${run + 1}: dogs.list answered after ${ms(answeredMs)}, first page shown after ${ms(shownMs)}`,
      );
    }
    const worst = Math.max(...results.map((r) => r.shownMs));
    return {
      value: worst,
      text:
        `All Dogs tab, click → first page of ${results[0].items} dogs shown (of ${results[0].total}): ` +
        `${results.map((r) => ms(r.shownMs)).join(', ')}`,
      extra: { runs: results },
    };
  } finally {
    await browser.close();
  }
}
