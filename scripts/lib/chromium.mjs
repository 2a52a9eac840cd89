// Where the browser tests find Chromium. Debian's `chromium` package is the only browser that
// can be had on the build machines (`npx playwright install` cannot download one).
import { isExecutableFile } from './apt.mjs';

export const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

/**
 * Flags for launching Chromium headless here: as root it needs --no-sandbox, and without the
 * background-networking flags it keeps trying hosts that this machine's closed network refuses.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The path of a usable Chromium executable, or null: env CHROMIUM_PATH first (when it names an
 * executable file), then /usr/bin/chromium, then /usr/bin/chromium-browser.
 */
export function findChromium(env = process.env) {
  const candidates = [env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].filter(Boolean);
  return candidates.find(isExecutableFile) ?? null;
}

/**
 * A request that never ends by design: the live-update stream (server-sent events). Playwright's
 * 'networkidle' waits for every request, so with the stream open it never comes; networkQuiet
 * leaves these out.
 */
export function isEventStream(request) {
  return request.url().includes('/trpc/live.changes') || request.headers().accept === 'text/event-stream';
}

const trackers = new WeakMap();

/**
 * Counts a page's requests in flight from now on (event streams left out). Call it right after
 * creating the page; networkQuiet then waits on it.
 */
export function trackNetwork(page) {
  if (trackers.has(page)) return trackers.get(page);
  const inFlight = new Set();
  const tracker = { inFlight, lastChange: Date.now() };
  const start = (request) => {
    if (isEventStream(request)) return;
    inFlight.add(request);
    tracker.lastChange = Date.now();
  };
  const end = (request) => {
    if (inFlight.delete(request)) tracker.lastChange = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  trackers.set(page, tracker);
  return tracker;
}

/**
 * 'networkidle' without the live stream: resolves once no request (but event streams) has been in
 * flight for `quietMs` (default 500, as Playwright's networkidle), checking every 25 ms; throws
 * after `timeout`. The page must have been tracked (trackNetwork) since before its requests began.
 */
export async function networkQuiet(page, { quietMs = 500, timeout = 15_000 } = {}) {
  const tracker = trackers.get(page);
  if (!tracker) throw new Error('networkQuiet: call trackNetwork(page) when the page is created');
  const deadline = Date.now() + timeout;
  for (;;) {
    if (tracker.inFlight.size === 0 && Date.now() - tracker.lastChange >= quietMs) return;
    if (Date.now() > deadline) {
      const open = [...tracker.inFlight].map((r) => r.url()).join(', ');
      throw new Error(
        `networkQuiet: still loading after ${timeout} ms: ${open || '(nothing, but not quiet)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
