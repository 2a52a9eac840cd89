// The BUILT app (apps/server/dist + apps/web/dist) started as the README's run command does, with
// its own embedded PostgreSQL in a throwaway DATA_DIR. The suite's shared servers (one per worker,
// setup/global-setup.ts) are such; a test that needs a database nobody else has written to starts
// its own.
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

export interface LaunchedServer extends BuiltServer {
  /** Resolves once GET /api/health answers 200; rejects (with the server's output) if it never does. */
  ready: Promise<void>;
}

type ServerOptions = {
  adminPassword?: string;
  env?: Record<string, string>;
  /** How long it may take to answer before it is given up (default 60 s). */
  readyWithinMs?: number;
};

/** Starts the built server and resolves once it is healthy. */
export async function startBuiltServer(opts: ServerOptions = {}): Promise<BuiltServer> {
  const server = await launchBuiltServer(opts);
  await server.ready;
  return server;
}

/** Waits until GET /api/health of `baseUrl` answers 200 (a server another process started). */
export async function waitUntilHealthy(baseUrl: string, timeoutMs = 110_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await healthy(baseUrl)) return;
    if (Date.now() > deadline) throw new Error(`${baseUrl} did not become healthy`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const healthy = (baseUrl: string) =>
  fetch(`${baseUrl}/api/health`)
    .then((r) => r.ok)
    .catch(() => false);

/**
 * Starts the built server and returns at once, its address known: `ready` says when it answers.
 * The global setup launches the shared servers this way so their start-up (PostgreSQL's initdb,
 * the migrations) goes on while the unit and integration tests run.
 */
export async function launchBuiltServer(opts: ServerOptions = {}): Promise<LaunchedServer> {
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
  const ready = (async () => {
    const deadline = Date.now() + (opts.readyWithinMs ?? 60_000);
    for (;;) {
      if (child.exitCode !== null) {
        await rm(dataDir, { recursive: true, force: true });
        throw new Error(`The server exited early:\n${output}`);
      }
      if (await healthy(baseUrl)) return;
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`The server did not become healthy:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  // Whoever awaits `ready` sees a failure; nobody awaiting it is not an unhandled rejection.
  ready.catch(() => undefined);
  return { baseUrl, admin: { username: 'admin', password: adminPassword }, stop, ready };
}
