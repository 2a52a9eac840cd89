// Where the browser tests find Chromium. Debian's `chromium` package is the only browser that
// can be had on the build machines (`npx playwright install` cannot download one).
import { accessSync, constants, statSync } from 'node:fs';

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

function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of a usable Chromium executable, or null: env CHROMIUM_PATH first (when it names an
 * executable file), then /usr/bin/chromium, then /usr/bin/chromium-browser.
 */
export function findChromium(env = process.env) {
  const candidates = [env.CHROMIUM_PATH, ...CHROMIUM_CANDIDATES].filter(Boolean);
  return candidates.find(isExecutableFile) ?? null;
}
