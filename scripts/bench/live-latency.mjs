// Live updates across processes (docs/domains/live.md): how long a write made through one server process
// takes to reach a live subscriber connected to another process on the same database, and what
// the NOTIFY triggers cost a write. Built on lib.mjs; `live.mjs` runs it as `pnpm bench live`
// (the dashboard benchmark folds it in).
//
// - Latency: two built servers (A with its embedded PostgreSQL, B on A's database through
//   DATABASE_URL, one JWT secret), a subscriber of `live.changes` on B over server-sent events (a
//   plain fetch reading the stream, as the web's EventSource does), `writes` owners created one at
//   a time through A's REST API. Each latency runs from sending the write to the subscriber
//   reading the event that names 'owners'. Writes are spaced a little more than the feed's
//   coalescing window, as desks' writes are; the p95 is judged (target ≤ 1 s).
// - Trigger cost: single-row INSERT transactions into owners straight in SQL, in alternating
//   blocks with the live trigger enabled and disabled; the difference of the means is what a
//   write pays for its notification (target ≤ 1 ms).
import { performance } from 'node:perf_hooks';
import { sseEvents } from '../lib/sse.mjs';
import {
  ensureServerBuilt,
  figure,
  login,
  makeTempDir,
  ms,
  p95Figure,
  sleep,
  startSeedableServer,
  startServer,
  summarize,
  withPg,
} from './lib.mjs';

const JWT_SECRET = 'bench-live-secret-that-is-long-enough-0123456789';
/** A little more than the server's coalescing window (COALESCE_MS, 100 ms). */
const SPACING_MS = 120;

/**
 * A live subscriber reading `live.changes` as server-sent events. `next(predicate, timeoutMs)`
 * resolves with the time (performance.now()) of the first event from now on matching it.
 */
async function openSubscriber(url, token) {
  const abort = new AbortController();
  const res = await fetch(`${url}/trpc/live.changes`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (res.status !== 200 || !String(res.headers.get('content-type')).startsWith('text/event-stream')) {
    throw new Error(`live.changes answered ${res.status} ${await res.text()}`);
  }
  let waiter = null;
  const events = [];
  const reading = (async () => {
    try {
      for await (const { at, event: name, data } of sseEvents(res.body)) {
        if (name === 'serialized-error') throw new Error(`live.changes failed: ${data}`);
        if (name || data === undefined) continue; // connected, ping, return
        const event = JSON.parse(data);
        events.push(event);
        if (waiter?.predicate(event)) {
          const w = waiter;
          waiter = null;
          w.resolve(at);
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) waiter?.reject(error);
    }
  })();
  const next = (predicate, timeoutMs = 10_000) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        waiter = null;
        reject(new Error(`no matching live event within ${timeoutMs} ms`));
      }, timeoutMs);
      waiter = {
        predicate,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
    });
  const ready = next((e) => e.type === 'ready');
  return {
    events,
    ready,
    next,
    close: async () => {
      abort.abort();
      await reading;
    },
  };
}

const ownerBody = (i) => ({
  name: `Live Bench ${i}`,
  email: `live-bench-${Date.now().toString(36)}-${i}@example.com`,
  phone: '+34 600 000 000',
  address: 'Calle del Banco 1',
});

/** What a write pays for the live trigger: alternating blocks of single-row transactions. */
async function triggerCost(dbUrl, { rows, log }) {
  return withPg(dbUrl, async (client) => {
    const block = 250;
    const times = { on: [], off: [] };
    let n = 0;
    const insertBlock = async (mode) => {
      for (let i = 0; i < block; i++) {
        n++;
        const started = performance.now();
        await client.query(
          `INSERT INTO owners (id, name, email, phone, address, created_at, updated_at)
           VALUES (gen_random_uuid(), $1, $2, '600 000 000', 'Calle 1', now(), now())`,
          [`Trigger Bench ${n}`, `trigger-bench-${Date.now().toString(36)}-${n}@example.com`],
        );
        times[mode].push(performance.now() - started);
      }
    };
    // Warm-up, then on/off alternating so drift on a shared machine hits both alike.
    await insertBlock('on');
    times.on = [];
    for (let r = 0; r < Math.ceil(rows / block); r++) {
      await insertBlock('on');
      await client.query('ALTER TABLE owners DISABLE TRIGGER owners_live_notify');
      await insertBlock('off');
      await client.query('ALTER TABLE owners ENABLE TRIGGER owners_live_notify');
    }
    const on = summarize(times.on);
    const off = summarize(times.off);
    log(
      `owner INSERT transactions (${times.on.length} each): with the live trigger mean ${ms(on.mean)} ` +
        `(p50 ${ms(on.p50)}, p95 ${ms(on.p95)}), without mean ${ms(off.mean)} (p50 ${ms(off.p50)}, p95 ${ms(off.p95)})`,
    );
    return { on, off, cost: on.mean - off.mean };
  });
}

/**
 * Writes `count` owners one at a time through the server at `from` (REST) and times each until a
 * subscriber of `live.changes` on the server at `to` reads the event naming 'owners'; both servers
 * share one database, and `token` is valid on both (one JWT secret, or `toToken` for `to`'s own).
 * Answers the latencies' and the writes' own summaries. Used by `pnpm bench live` and `dashboard`.
 */
export async function measureCrossProcess({ from, to, token, toToken = token, count, log }) {
  const subscriber = await openSubscriber(to, toToken);
  await subscriber.ready;
  const write = async (i) => {
    const res = await fetch(`${from}/api/owners`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(ownerBody(i)),
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`POST /api/owners answered ${res.status}`);
  };
  const heard = () => subscriber.next((e) => e.type === 'changes' && e.topics.includes('owners'));
  try {
    // Warm-up: connections, JIT, the feeds' first batches.
    for (let i = 0; i < 20; i++) {
      const arrived = heard();
      await write(-i - 1);
      await arrived;
      await sleep(SPACING_MS);
    }
    const latencies = [];
    const writeTimes = [];
    for (let i = 0; i < count; i++) {
      const arrived = heard();
      const started = performance.now();
      await write(i);
      writeTimes.push(performance.now() - started);
      latencies.push((await arrived) - started);
      await sleep(SPACING_MS);
    }
    const stats = summarize(latencies);
    const writeStats = summarize(writeTimes);
    log(
      `${count} writes through process A heard by a subscriber of process B: p50 ${ms(stats.p50)}, ` +
        `p95 ${ms(stats.p95)}, max ${ms(stats.max)} (the write's own round trip: p50 ${ms(writeStats.p50)}, p95 ${ms(writeStats.p95)})`,
    );
    return { stats, writeStats };
  } finally {
    await subscriber.close();
  }
}

/**
 * Runs both measurements; answers `{ figures, details }` for a benchmark's result. `writes` is at
 * least 200 (the count).
 */
export async function measureLiveLatency({ log, writes = 200, rebuild = false, triggerRows = 2000 }) {
  ensureServerBuilt({ force: rebuild });
  const count = Math.max(200, writes);
  const env = { JWT_SECRET };
  const a = await startSeedableServer({ label: 'live-a', env });
  const b = await startServer({
    dataDir: await makeTempDir('pawdesk-bench-live-b-'),
    env: { ...env, DATABASE_URL: a.dbUrl },
    label: 'live-b',
  });
  try {
    const { token } = await login(a.url);
    const { stats, writeStats } = await measureCrossProcess({ from: a.url, to: b.url, token, count, log });
    const cost = await triggerCost(a.dbUrl, { rows: triggerRows, log });
    const figures = [
      p95Figure(
        'live-cross-process',
        `a write through one process (REST, POST /api/owners) reaching an SSE subscriber of another on the same database, ${count} writes: p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, max ${ms(stats.max)}`,
        stats,
        1000,
        { writeStats },
      ),
      figure('live-trigger-cost', {
        text: `what the live NOTIFY trigger adds to a single-row write transaction (mean of ${cost.on.n} with vs ${cost.off.n} without): ${ms(Math.max(0, cost.cost))} (with ${ms(cost.on.mean)}, without ${ms(cost.off.mean)})`,
        value: cost.cost,
        limit: 1,
        unit: 'ms',
        targetText: '≤ 1 ms a write',
        extra: { with: cost.on, without: cost.off },
      }),
    ];
    return {
      figures,
      details: { writes: count, spacingMs: SPACING_MS, latency: stats, writeStats, trigger: cost },
    };
  } finally {
    await b.stop();
    await a.server.stop();
  }
}
