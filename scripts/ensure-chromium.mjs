// Makes sure a Chromium for the browser tests is installed, installing Debian's `chromium`
// package with apt-get when none is found and we are root. Prints the path found; exits
// non-zero with an explanation when no Chromium can be had.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aptAvailable, apt as aptGet } from './lib/apt.mjs';
import { findChromium } from './lib/chromium.mjs';

const tag = '[chromium]';

function chromiumVersion(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.trim() : null;
}

const apt = (args) => aptGet(args, tag);

function fail(message) {
  console.error(`${tag} ERROR: ${message}`);
  console.error(
    `${tag} Install Chromium yourself (Debian/Ubuntu: "apt-get install -y chromium") or set CHROMIUM_PATH ` +
      'to a Chromium/Chrome executable, then run the tests again.',
  );
  process.exit(1);
}

export function ensureChromium() {
  if (process.env.CHROMIUM_PATH && !findChromium({ CHROMIUM_PATH: process.env.CHROMIUM_PATH })) {
    console.warn(`${tag} CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file; ignoring it`);
  }
  let path = findChromium();
  if (!path) {
    const { isRoot, hasApt } = aptAvailable();
    if (!hasApt) fail('no Chromium found and apt-get is not available to install one.');
    if (!isRoot) fail('no Chromium found, and installing it with apt-get needs root.');
    console.log(
      `${tag} No Chromium found (CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser): ` +
        "installing Debian's chromium package with apt-get (takes about a minute)...",
    );
    const started = Date.now();
    if (!apt(['update'])) fail('apt-get update failed.');
    if (!apt(['install', '-y', '--no-install-recommends', 'chromium']))
      fail('apt-get install chromium failed.');
    path = findChromium();
    if (!path) fail('apt-get installed chromium but no executable was found at the expected paths.');
    console.log(`${tag} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const version = chromiumVersion(path);
  if (!version) fail(`${path} exists but "${path} --version" failed.`);
  console.log(`${tag} using ${path} (${version})`);
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) ensureChromium();
