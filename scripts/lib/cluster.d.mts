// Types for cluster.mjs, so the TypeScript cluster tests can import it.
import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare const serverMain: string;
export declare const databaseMain: string;
export declare const haproxyTemplate: string;
export declare const CLUSTER_ADMIN: { username: string; password: string };
export declare const CLUSTER_DRAIN_NOTICE_MS: number;

export interface ClusterProcess {
  /** app1, app2...: its SERVED_BY and its name in HAProxy. */
  name: string;
  port: number;
  /** Its own address, bypassing HAProxy. */
  url: string;
  env: Record<string, string>;
  proc: {
    child: ChildProcess;
    output: () => string;
    exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  } | null;
  /** GET /api/health/ready answers 200. */
  ready(): Promise<boolean>;
  waitReady(timeoutMs?: number): Promise<void>;
  alive(): boolean;
  /** Sends `signal` (default SIGKILL) to the process; resolves once it exited. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts it again on the same port and settings; resolves once it is ready. */
  restart(): Promise<void>;
  output(): string;
}

export interface Cluster {
  /** HAProxy's address: where clients go. */
  url: string;
  statsUrl: string;
  databaseUrl: string;
  dataDir: string;
  logDir: string;
  jwtSecret: string;
  admin: { username: string; password: string };
  processes: ClusterProcess[];
  /** HAProxy's view of the backend: server name → 'UP' | 'DOWN' | 'UP 1/2' | ... */
  status(): Promise<Map<string, string>>;
  haproxyOutput(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  port?: number;
  bind?: string;
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  logDir?: string;
  log?: (line: string) => void;
  readyWithinMs?: number;
}

export declare function startCluster(opts?: ClusterOptions): Promise<Cluster>;
export declare function killAllClusterChildrenSync(): void;
export declare function freePort(): Promise<number>;
export declare function waitFor(
  what: string,
  check: () => boolean | Promise<boolean>,
  opts?: { timeoutMs?: number; everyMs?: number },
): Promise<void>;
export declare function haproxyConfig(opts: {
  servers: { name: string; port: number }[];
  port: number;
  statsPort: number;
  bind?: string;
  template?: string;
}): string;
export declare function backendStatus(statsUrl: string): Promise<Map<string, string>>;

export interface LiveEvent {
  at: number;
  type: string;
  topics?: string[];
}
export interface LiveStream {
  /** Which process answered the stream (X-Served-By), when the processes are named. */
  servedBy: string | null;
  events: LiveEvent[];
  ended: boolean;
  error: string | null;
  until(predicate: (event: LiveEvent) => boolean, what?: string, timeoutMs?: number): Promise<LiveEvent>;
  close(): Promise<void>;
}
export declare function openLiveStream(baseUrl: string, token: string): Promise<LiveStream>;
export declare function loginToken(
  baseUrl: string,
  credentials: { username: string; password: string },
): Promise<string>;
/** Runs one SQL statement on the database at `url` (the server's pg driver): its rows. */
export declare function queryDatabase<T = Record<string, unknown>>(
  url: string,
  sql: string,
  params?: unknown[],
): Promise<T[]>;
