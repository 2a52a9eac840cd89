// Makes sure HAProxy (Debian's package) is installed, for `pnpm start:cluster`, the cluster tests
// and `pnpm bench cluster`: installs it with apt-get when it is missing and we are root, the way
// ensure-chromium.mjs installs Chromium. Prints the path and version found; exits non-zero with an
// explanation when none can be had. HAPROXY_PATH names another executable.

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apt, aptAvailable, isExecutableFile } from './lib/apt.mjs';

const tag = '[haproxy]';
export const HAPROXY_CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy', '/usr/local/sbin/haproxy'];

/** HAPROXY_PATH when it is an executable, else the first of the usual places that is; or null. */
export function findHaproxy(env = process.env) {
  const candidates = env.HAPROXY_PATH ? [env.HAPROXY_PATH] : HAPROXY_CANDIDATES;
  return candidates.find(isExecutableFile) ?? null;
}

function haproxyVersion(path) {
  const result = spawnSync(path, ['-v'], { encoding: 'utf8', timeout: 30_000 });
  return result.status === 0 ? result.stdout.split('\n')[0].trim() : null;
}

function fail(message) {
  const error = new Error(
    `${tag} ${message} Install it yourself (Debian/Ubuntu: "apt-get install -y haproxy") or set ` +
      'HAPROXY_PATH to an haproxy executable (2.6 or newer).',
  );
  error.exitCode = 1;
  throw error;
}

/** The haproxy executable's path, installed with apt-get first when missing. Throws when none. */
export function ensureHaproxy() {
  let path = findHaproxy();
  if (!path) {
    const { isRoot, hasApt } = aptAvailable();
    if (!hasApt) fail('no HAProxy found and apt-get is not available to install one.');
    if (!isRoot) fail('no HAProxy found, and installing it with apt-get needs root.');
    console.log(
      `${tag} No HAProxy found (${HAPROXY_CANDIDATES.join(', ')}): installing Debian's haproxy package...`,
    );
    const started = Date.now();
    // Once with the package lists there are; they may be stale or missing on a fresh machine.
    if (!apt(['install', '-y', '--no-install-recommends', 'haproxy'], tag, 1)) {
      if (!apt(['update'], tag)) fail('apt-get update failed.');
      if (!apt(['install', '-y', '--no-install-recommends', 'haproxy'], tag))
        fail('apt-get install haproxy failed.');
    }
    path = findHaproxy();
    if (!path) fail('apt-get installed haproxy but no executable was found at the expected paths.');
    console.log(`${tag} installed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Debian's package starts its own service on port 80 with /etc/haproxy/haproxy.cfg; ours never
    // uses it. Stopping it is best effort (no systemd in containers).
    spawnSync('sh', ['-c', 'command -v service >/dev/null && service haproxy stop'], { stdio: 'ignore' });
  }
  const version = haproxyVersion(path);
  if (!version) fail(`${path} exists but "${path} -v" failed.`);
  console.log(`${tag} using ${path} (${version})`);
  return path;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    ensureHaproxy();
  } catch (error) {
    console.error(error.message);
    process.exit(error.exitCode ?? 1);
  }
}
