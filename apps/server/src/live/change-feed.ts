// The change feed of one server process: one dedicated PostgreSQL connection LISTENing on the
// channel the triggers notify (migration 20261126100000_live_change_notify), fanned out to the
// in-process subscribers (every open `live.changes` stream, the dashboard's cache). Every process
// on the database hears every commit, whichever process made it, so this works unchanged behind
// a load balancer.
//
// - Bursts are coalesced (createLiveBatcher): the first change goes out at once, then at most one
//   batch per COALESCE_MS.
// - The connection is watched (errors, its end, and a heartbeat query that notices a peer gone
//   silent) and re-opened with a growing, jittered backoff, so a database restart or a network
//   cut heals by itself. NOTIFY is not queued for a listener that is away: after every reconnect
//   the subscribers are told to resync, since changes may have been missed meanwhile.
import { createLiveBatcher, LIVE_CHANNEL, parseLiveTopic, type TLiveTopic } from '@pawdesk/domain';
import pg from 'pg';

/** What a subscriber hears: topics changed, or "changes may have been missed, read everything". */
export type TFeedSignal = { type: 'changes'; topics: TLiveTopic[] } | { type: 'resync' };
export type FeedListener = (signal: TFeedSignal) => void;

export interface ChangeFeed {
  /** Adds a listener; returns what removes it. Listeners must not throw (errors are logged). */
  subscribe(listener: FeedListener): () => void;
  /** Whether the LISTEN connection is up right now. */
  readonly listening: boolean;
  /**
   * Which LISTEN connection this is: it grows each time the feed starts listening (again). What
   * was learnt while an earlier connection listened may have missed changes since (a cache keeps
   * it only for the epoch it was read in).
   */
  readonly epoch: number;
  /** Resolves the next time the feed is listening (at once when it is). */
  whenListening(): Promise<void>;
  /** Stops for good: the connection is closed and no listener hears anything more. Idempotent. */
  close(): Promise<void>;
}

export interface ChangeFeedOptions {
  url: string;
  log?: (level: 'info' | 'warn', message: string) => void;
  /** Gathering window after each batch (default 100 ms). */
  coalesceMs?: number;
  /** First reconnect delay, doubled each failed attempt up to maxBackoffMs (defaults 250 ms, 5 s). */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** A `SELECT 1` on the connection this often; one unanswered within the same time drops it. */
  heartbeatMs?: number;
}

export const COALESCE_MS = 100;
const MIN_BACKOFF_MS = 250;
const MAX_BACKOFF_MS = 5_000;
const HEARTBEAT_MS = 15_000;

/** The delay before reconnect attempt `attempt` (0-based): doubling, capped, ±20 % jitter. */
export function backoffDelay(attempt: number, minMs: number, maxMs: number, random = Math.random): number {
  const base = Math.min(maxMs, minMs * 2 ** Math.min(attempt, 16));
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Closes the client's socket at once (pg has no public way to). */
function cut(client: pg.Client): void {
  (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
}

const delay = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

export function createChangeFeed(opts: ChangeFeedOptions): ChangeFeed {
  const log = opts.log ?? (() => undefined);
  const coalesceMs = opts.coalesceMs ?? COALESCE_MS;
  const minBackoff = opts.minBackoffMs ?? MIN_BACKOFF_MS;
  const maxBackoff = opts.maxBackoffMs ?? MAX_BACKOFF_MS;
  const heartbeatMs = opts.heartbeatMs ?? HEARTBEAT_MS;

  const listeners = new Set<FeedListener>();
  let client: pg.Client | null = null;
  let listening = false;
  let closed = false;
  let everListened = false;
  let epoch = 0;
  let attempt = 0;
  let retryTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const emit = (signal: TFeedSignal) => {
    for (const listener of [...listeners]) {
      try {
        listener(signal);
      } catch (error) {
        log('warn', `[live] a listener failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  };

  const batcher = createLiveBatcher({
    flush: (batch) => {
      if (batch.resync) emit({ type: 'resync' });
      else if (batch.topics.length > 0) emit({ type: 'changes', topics: batch.topics });
    },
    pause: () => delay(coalesceMs),
  });

  /** Forgets the current connection (if `which` still is it); returns whether it was. */
  const forget = (which: pg.Client): boolean => {
    if (client !== which) return false;
    client = null;
    listening = false;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    which.removeAllListeners('notification');
    return true;
  };

  /** The connection failed: it is thrown away and the next attempt scheduled. */
  const drop = (which: pg.Client, reason: string) => {
    const wasListening = listening && client === which;
    if (!forget(which)) return;
    // A broken socket may never answer a polite end(): cut it.
    cut(which);
    which.end().catch(() => undefined);
    if (closed) return;
    if (wasListening) log('warn', `[live] lost the LISTEN connection (${reason}); reconnecting`);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (closed || retryTimer) return;
    const wait = backoffDelay(attempt, minBackoff, maxBackoff);
    attempt++;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, wait);
    retryTimer.unref();
  };

  const connect = async () => {
    if (closed) return;
    const next = new pg.Client({
      connectionString: opts.url,
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
      application_name: 'pawdesk-live',
    });
    client = next;
    next.on('error', (error) => drop(next, error.message));
    next.on('end', () => drop(next, 'connection ended'));
    next.on('notification', (message) => {
      if (message.channel !== LIVE_CHANNEL) return;
      const topic = parseLiveTopic(message.payload);
      if (topic) batcher.push([topic]);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${LIVE_CHANNEL}`);
    } catch (error) {
      drop(next, error instanceof Error ? error.message : String(error));
      return;
    }
    if (client !== next || closed) {
      await next.end().catch(() => undefined);
      return;
    }
    epoch += 1;
    listening = true;
    attempt = 0;
    heartbeat = setInterval(() => {
      // Keepalive notices a dead peer only after minutes; an unanswered query sooner.
      const probe = next.query('SELECT 1');
      const timeout = delay(heartbeatMs).then(() => 'timeout' as const);
      void Promise.race([probe.then(() => 'ok' as const), timeout]).then(
        (result) => {
          if (result === 'timeout') drop(next, 'heartbeat unanswered');
        },
        (error: unknown) => drop(next, error instanceof Error ? error.message : String(error)),
      );
    }, heartbeatMs);
    heartbeat.unref();
    if (everListened) {
      log('info', '[live] listening again; subscribers resync');
      batcher.resync();
    }
    everListened = true;
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };

  void connect();

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    get listening() {
      return listening;
    },
    get epoch() {
      return epoch;
    },
    whenListening() {
      if (listening || closed) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push(resolve));
    },
    async close() {
      if (closed) return;
      closed = true;
      batcher.close();
      listeners.clear();
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const current = client;
      if (current && forget(current)) {
        // A polite goodbye, bounded: a database that is away must not hold the shutdown up.
        await Promise.race([current.end().catch(() => undefined), delay(1_000)]);
        cut(current);
      }
      const ready = waiters;
      waiters = [];
      for (const resolve of ready) resolve();
    },
  };
}

/**
 * A feed that never hears anything: for tools that build the app's services without serving
 * screens (the demo seeder). The server and the tests use createChangeFeed.
 */
export function createIdleChangeFeed(): ChangeFeed {
  const listeners = new Set<FeedListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listening: false,
    epoch: 0,
    whenListening: () => Promise.resolve(),
    close: async () => {
      listeners.clear();
    },
  };
}
