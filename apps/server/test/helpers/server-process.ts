// A real server process (`node --import tsx apps/server/src/main.ts`) with its own settings,
// stopped with SIGTERM after the test file if the test did not stop it: lifecycle.test.ts (the
// server around its database) and live-processes.test.ts (several processes on one database).
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../src/db/embedded-postgres';
import { onCleanup } from './cleanup';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
export const PROCESS_ADMIN_PASSWORD = 'process-test-password';
const JWT_SECRET = 'process-test-secret-that-is-long-enough-0123456789';

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output: () => string;
}

export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: PROCESS_ADMIN_PASSWORD,
      JWT_SECRET,
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((res) =>
    child.once('exit', (code, signal) => res({ code, signal })),
  );
  onCleanup(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
  });
  const server = { child, url: `http://127.0.0.1:${port}`, exited, output: () => output };
  await waitHealthy(server, 90_000);
  return server;
}

/** Polls /api/health until 200 (a deadline, not a timing assertion). */
export async function waitHealthy(server: ServerProcess, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server exited early:\n${server.output()}`);
    const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) }).catch(
      () => null,
    );
    if (res?.status === 200) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not healthy within ${deadlineMs} ms:\n${server.output()}`);
}

export async function loginAdmin(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PROCESS_ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}
