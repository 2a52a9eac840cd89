// The scripts' child processes. signalGroup signals a child started detached (its own process group: a server and its PostgreSQL, or one
// cluster process) and everything in that group; falls back to the child alone. A child that has
// exited is left alone. freePort finds a port for the next one. Shared by `pnpm start`, `pnpm
// dev`, the cluster (scripts/lib/cluster.mjs) and the benchmarks (scripts/bench/lib.mjs).
import { createServer } from 'node:net';

export function signalGroup(child, signal) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/** A TCP port free on 127.0.0.1 right now (the system's choice). */
export async function freePort() {
  return new Promise((res, rej) => {
    const server = createServer();
    server.unref();
    server.on('error', rej);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => res(port));
    });
  });
}
