// What the bundle benchmarks share (`bundle` for the login route, `dashboard-bundle.mjs` for the
// Today board): the gzip -9 size of a built file, the total of a set of them, and the report that
// compares what Chromium fetched with the manifest's static estimate and lists the largest files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from '../lib/chromium.mjs';
import { kib, webDist } from './lib.mjs';

const gzipCache = new Map();

/** gzip -9 size of a file of the web build ('assets/x.js'), read once. */
export function gzipSize(file) {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(webDist, file)), { level: 9 }).length);
  return gzipCache.get(file);
}

/** The gzip total of the JavaScript files of a set. */
export function sum(files) {
  return [...files].filter((f) => f.endsWith('.js')).reduce((total, f) => total + gzipSize(f), 0);
}

/**
 * Logs how Chromium's fetched set (or null when the browser check failed) differs from the static
 * estimate, then the 8 largest files of the set judged (the browser's, else the estimate); answers
 * that set, its gzip total and its rows (largest first).
 */
export function reportRouteScripts({ browser, estimated, log }) {
  if (browser) {
    const missed = [...browser].filter((f) => !estimated.has(f));
    const unused = [...estimated].filter((f) => f.endsWith('.js') && !browser.has(f));
    log(
      `Chromium fetched ${browser.size} scripts, ${kib(sum(browser))} gzip` +
        (missed.length ? `; not in the static estimate: ${missed.join(', ')}` : '') +
        (unused.length ? `; estimated but not fetched: ${unused.join(', ')}` : ''),
    );
  }
  const set = browser ?? estimated;
  const rows = [...set]
    .filter((f) => f.endsWith('.js'))
    .map((file) => ({ file, gzip: gzipSize(file) }))
    .sort((a, b) => b.gzip - a.gzip);
  for (const row of rows.slice(0, 8)) log(`  ${kib(row.gzip).padStart(10)}  ${row.file}`);
  if (rows.length > 8) log(`  … and ${rows.length - 8} smaller chunks`);
  return { set, bytes: sum(set), rows };
}

/** Debian's Chromium through playwright-core, or null (and a line in the log) when either is missing. */
export async function launchChromiumIfAny(log) {
  const executablePath = findChromium();
  if (!executablePath) return null;
  let chromium;
  try {
    ({ chromium } = await import('playwright-core'));
  } catch {
    log('playwright-core is not installed; skipping the browser check');
    return null;
  }
  return chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], timeout: 30_000 });
}
