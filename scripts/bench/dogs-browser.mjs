// The All Dogs tab in Chromium: log in (session put in localStorage as the app keeps it), open
// /dogs, wait until the page has settled, then click the All Dogs tab and time until its first
// page of dogs is on screen (the names of the first page, as the API answers it, rendered in the
// visible tab panel). Also timed cold: from navigating to /dogs, clicking the tab as soon as it
// exists. Repeated on fresh page loads (fresh data cache; scripts come from the browser cache,
// as for a user already in the app). Answers { unavailable } when the web app has no such tab.
import { performance } from 'node:perf_hooks';
import { CHROMIUM_ARGS, findChromium, networkQuiet, trackNetwork } from '../lib/chromium.mjs';
import { loggedInContext, ms } from './lib.mjs';

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

  const browser = await chromium.launch({
    executablePath,
    args: [...CHROMIUM_ARGS],
    timeout: 30_000,
  });
  try {
    const context = await loggedInContext(browser, session, { viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    trackNetwork(page);
    // The first page the All Dogs tab must show (no filters, sorted by name), asked of the API.
    const expectedRes = await fetch(
      `${url}/trpc/dogs.list?input=${encodeURIComponent(JSON.stringify({ page: 1, pageSize: 10 }))}`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const expectedPage = (await expectedRes.json())?.result?.data;
    const items = expectedPage?.items ?? [];
    if (items.length === 0) throw new Error('dogs.list answered no dogs');
    // Every dog of the page visible: each name as many times as it occurs on the page.
    const expected = {};
    for (const d of items) expected[d.name] = (expected[d.name] ?? 0) + 1;
    const firstPageShown = () =>
      page.waitForFunction(
        (want) => {
          const panel = document.querySelector('[role="tabpanel"]:not([hidden])');
          if (!panel) return false;
          // innerText on purpose: only what is rendered and visible counts.
          // biome-ignore lint/performance/useDomNodeTextContent: visible text is the point
          const text = panel.innerText;
          return Object.entries(want).every(([name, count]) => text.split(name).length - 1 >= count);
        },
        expected,
        { timeout: 30_000, polling: 'raf' },
      );

    const results = [];
    for (let run = 0; run < runs; run++) {
      // (a) The Dogs page is open (Overview shown, data loaded); the user opens All Dogs.
      await page.goto(`${url}/dogs`, { waitUntil: 'load', timeout: 30_000 });
      await networkQuiet(page, { timeout: 30_000 });
      const tab = page.getByRole('tab', { name: TAB_NAME });
      const found = await tab
        .first()
        .waitFor({ state: 'visible', timeout: 15_000 })
        .then(() => true)
        .catch(() => false);
      if (!found) {
        if (new URL(page.url()).pathname !== '/dogs')
          return { unavailable: `opening /dogs landed on ${page.url()}` };
        const shown = ((await page.locator('body').textContent()) ?? '').replace(/\s+/g, ' ').slice(0, 160);
        return { unavailable: `the Dogs page shows no "All Dogs" tab (page text: "${shown}")` };
      }
      let answeredMs = null;
      const started = performance.now();
      const onResponse = (res) => {
        if (answeredMs === null && /\/trpc\/.*dogs\.list/.test(res.url()))
          answeredMs = performance.now() - started;
      };
      page.on('response', onResponse);
      await tab.first().click();
      await firstPageShown();
      const shownMs = performance.now() - started;
      page.off('response', onResponse);

      // (b) Cold: from navigating to /dogs (scripts cached, no data) to All Dogs showing its first page,
      // the tab clicked as soon as it is there.
      const coldStarted = performance.now();
      await page.goto(`${url}/dogs`, { waitUntil: 'commit', timeout: 30_000 });
      await page.getByRole('tab', { name: TAB_NAME }).first().click({ timeout: 30_000 });
      await firstPageShown();
      const coldMs = performance.now() - coldStarted;

      results.push({ shownMs, answeredMs, coldMs });
      log(
        `All Dogs tab run ${run + 1}: click → first page shown ${ms(shownMs)}` +
          (answeredMs === null ? ' (from cache)' : ` (dogs.list answered after ${ms(answeredMs)})`) +
          `; cold from navigating to /dogs ${ms(coldMs)}`,
      );
    }
    const worst = Math.max(...results.map((r) => r.shownMs));
    return {
      value: worst,
      text:
        `All Dogs tab, click → first page of ${items.length} dogs (of ${expectedPage.total}) shown: ` +
        `${results.map((r) => ms(r.shownMs)).join(', ')}; from navigating to /dogs: ` +
        `${results.map((r) => ms(r.coldMs)).join(', ')}`,
      extra: { runs: results },
    };
  } finally {
    await browser.close();
  }
}
