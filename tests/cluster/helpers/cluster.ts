// The cluster tests' helper: startCluster({ processes: 3 }) starts three BUILT server processes
// (apps/server/dist/main.js, as the browser tests use the built app) on one fresh embedded
// PostgreSQL behind a real HAProxy running docker/haproxy.cfg (scripts/lib/cluster.mjs, the same
// code as `pnpm start:cluster`); the file stops it in its afterAll (`cluster.stop()`: Vitest
// never runs an afterAll registered while a beforeAll runs, so this helper cannot register it).
// Plus small request helpers that say which process answered (X-Served-By).
import {
  type Cluster,
  type ClusterOptions,
  killAllClusterChildrenSync,
  startCluster as startLocalCluster,
} from '../../../scripts/lib/cluster.mjs';

export type { Cluster, ClusterProcess, LiveStream } from '../../../scripts/lib/cluster.mjs';
export { loginToken, openLiveStream, queryDatabase, waitFor } from '../../../scripts/lib/cluster.mjs';

// A safety net should the file end before its afterAll (a crash, the worker stopped by a signal).
process.once('exit', killAllClusterChildrenSync);
process.once('SIGTERM', () => {
  killAllClusterChildrenSync();
  process.exit(143);
});

/** Starts the cluster for this file (call `stop()` in the file's afterAll). */
export function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  return startLocalCluster({ processes: 3, ...opts });
}

export interface Answer {
  status: number;
  servedBy: string | null;
  body: string;
}

/** One request; its status, body and the process that answered (0 when the request failed). */
export async function send(
  url: string,
  init: { method?: string; token?: string; json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(url, {
      method: init.method ?? (init.json === undefined ? 'GET' : 'POST'),
      headers,
      ...(init.json === undefined ? {} : { body: JSON.stringify(init.json) }),
      signal: AbortSignal.timeout(20_000),
    });
    return { status: res.status, servedBy: res.headers.get('x-served-by'), body: await res.text() };
  } catch (error) {
    return { status: 0, servedBy: null, body: error instanceof Error ? error.message : String(error) };
  }
}

/** A new owner's body, unique. */
export function ownerBody(label: string) {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    name: `Cluster ${label} ${id}`,
    email: `cluster-${id}@example.com`,
    phone: '+34 600 000 000',
    address: 'Calle del Balanceador 3',
  };
}
