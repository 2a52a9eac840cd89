// The BUILT app (apps/server/dist + apps/web/dist) started as the README's run command does, with
// its own embedded PostgreSQL in a throwaway DATA_DIR. The suite's shared server (setup/global-
// setup.ts) is one; a test that needs a database nobody else has written to starts its own.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.on('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

export interface BuiltServer {
  baseUrl: string;
  admin: { username: string; password: string };
  /** SIGTERM (SIGKILL after 10 s), then the DATA_DIR is removed. */
  stop: () => Promise<void>;
}

export async function startBuiltServer(
  opts: { adminPassword?: string; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  // SERVER_MAIN lets a developer test a server build kept elsewhere (apps/server/scripts/build.mjs
  // honours SERVER_OUT_DIR); it must live inside the repository so its packages resolve.
  const main = process.env.SERVER_MAIN
    ? resolve(process.env.SERVER_MAIN)
    : join(root, 'apps/server/dist/main.js');
  // WEB_DIST_DIR (the server honours it too) lets a developer test a web build kept elsewhere.
  const webDist = process.env.WEB_DIST_DIR ? resolve(process.env.WEB_DIST_DIR) : join(root, 'apps/web/dist');
  for (const built of [main, join(webDist, 'index.html')]) {
    if (!existsSync(built))
      throw new Error(`${built} is missing: run \`pnpm build\` before the browser tests.`);
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'pawdesk-browser-'));
  const port = await freePort();
  const adminPassword = opts.adminPassword ?? 'browser-admin-pass';
  const child: ChildProcess = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDist,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'warn',
      // The suite logs in many times from one address.
      LOGIN_MAX_ATTEMPTS: '50',
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      if (child.exitCode !== null) return r(null);
      child.once('exit', r);
      setTimeout(() => {
        child.kill('SIGKILL');
        r(null);
      }, 10_000).unref();
    });
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await rm(dataDir, { recursive: true, force: true });
      throw new Error(`The server exited early:\n${output}`);
    }
    const ok = await fetch(`${baseUrl}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { baseUrl, admin: { username: 'admin', password: adminPassword }, stop };
}
