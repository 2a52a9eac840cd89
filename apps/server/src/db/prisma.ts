// The Prisma client on the pg driver adapter. Sessions run in UTC so timestamptz values
// and date arithmetic in SQL never depend on the server's zone. The adapter is watched for this
// process's own committed writes (own-writes.ts): onOwnWrites(prisma, listener).
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client';
import { type OwnWritesListener, watchOwnWrites } from './own-writes';

export { Prisma } from '../generated/prisma/client';
export type { PrismaClient };

/** Connections kept open even when idle, so a rush of requests never waits for new ones. */
export const POOL_MIN = 5;

/**
 * How long a request waits for a connection (a new one, or a free one from a busy pool)
 * before it fails, which the error handler turns into 503 + Retry-After, never a hang.
 */
export const POOL_CONNECT_TIMEOUT_MS = 5_000;

/** The own-write listeners of each client createPrisma made. */
const ownWriteListeners = new WeakMap<PrismaClient, Set<OwnWritesListener>>();

export function createPrisma(connectionString: string, opts: { max?: number } = {}): PrismaClient {
  const max = opts.max ?? 10;
  const adapter = new PrismaPg({
    connectionString,
    max,
    min: Math.min(POOL_MIN, max),
    options: '-c TimeZone=UTC',
    // pg-pool already drops a connection that failed (idle or in use) and opens a fresh one on
    // demand, so the pool heals by itself when the database comes back. These two bound the
    // wait while it is away, and notice a peer that vanished without closing the socket.
    connectionTimeoutMillis: POOL_CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const listeners = new Set<OwnWritesListener>();
  const client = new PrismaClient({ adapter: watchOwnWrites(adapter, listeners) });
  ownWriteListeners.set(client, listeners);
  return client;
}

/**
 * Tells `listener` the live topics of every write this client commits, once committed (a
 * statement outside a transaction once it ran, a transaction after its COMMIT). Returns what
 * stops it. Only clients made by createPrisma are watched; any other is refused.
 */
export function onOwnWrites(prisma: PrismaClient, listener: OwnWritesListener): () => void {
  const listeners = ownWriteListeners.get(prisma);
  if (!listeners) throw new Error('onOwnWrites: this Prisma client was not made by createPrisma');
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
