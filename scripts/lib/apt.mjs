// apt-get for the scripts that install a Debian package the tests need (Chromium, HAProxy), and
// how they find its executable. apt-get runs non-interactive, waiting up to 5 minutes for the dpkg lock (another apt-get may hold it), three
// attempts 10 s apart.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `apt-get -o DPkg::Lock::Timeout=300 <args>`; true when it succeeded (tried up to `attempts` times). */
export function apt(args, tag = '[apt]', attempts = 3) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const fullArgs = ['-o', 'DPkg::Lock::Timeout=300', ...args];
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    console.log(`${tag} $ apt-get ${fullArgs.join(' ')}`);
    const result = spawnSync('apt-get', fullArgs, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    if (result.status === 0) return true;
    console.error(
      `${tag} apt-get ${args[0]} failed (exit ${result.status ?? result.signal}), attempt ${attempt}/${attempts}`,
    );
    if (attempt < attempts) sleep(10_000);
  }
  return false;
}

/** Whether apt-get can be run here, and as root. */
export function aptAvailable() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get') || spawnSync('sh', ['-c', 'command -v apt-get']).status === 0;
  return { isRoot, hasApt };
}

/** Whether `path` is a file this process may execute (a package's binary, or one named in the env). */
export function isExecutableFile(path) {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
