// The cluster tests' helper: startCluster({ processes: 3 }) starts three BUILT server processes
// (apps/server/dist/main.js, as the browser tests use the built app) on one fresh embedded
// PostgreSQL behind a real HAProxy running docker/haproxy.cfg (scripts/lib/cluster.mjs, the same
// code as `pnpm start:cluster`), and stops it all after the file. Plus small request helpers that
// say which process answered (X-Served-By).
import { afterAll } from 'vitest';
import {
  type Cluster,
  type ClusterOptions,
  killAllClusterChildrenSync,
  startCluster as startLocalCluster,
} from '../../../scripts/lib/cluster.mjs';

export type { Cluster, ClusterProcess, LiveStream } from '../../../scripts/lib/cluster.mjs';
export { loginToken, openLiveStream, queryDatabase, waitFor } from '../../../scripts/lib/cluster.mjs';

process.once('exit', killAllClusterChildrenSync);

/** Starts the cluster for this file; it is stopped after the file's tests. */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  const cluster = await startLocalCluster({ processes: 3, ...opts });
  afterAll(() => cluster.stop(), 60_000);
  return cluster;
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
