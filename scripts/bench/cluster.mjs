// `pnpm bench cluster` (issue 27): the fault check of several processes behind HAProxy, not a test.
// Three built server processes behind a real HAProxy (docker/haproxy.cfg; scripts/lib/cluster.mjs,
// as `pnpm start:cluster 3`) on one embedded PostgreSQL. An open-loop load of `--rate` requests a
// second (default 50: 40 % writes, creating owners; 60 % reads of owners already written and of
// the health) goes through HAProxy for `--duration` seconds (default 300). At 40 % of the run
// process app2 is killed with SIGKILL; `--restart-after` seconds later (default 15) it is started
// again. Meanwhile a live subscriber streams from each process, and every 2 s a probe write (a dog:
// topic `dogs`, which the load never writes) goes through one process directly.
//
// Figures:
// - every acknowledged write (201) is stored: their ids counted in the database;
// - HAProxy stops sending to the dead process within 2 s: from the SIGKILL until its stats page
//   says DOWN (polled every 25 ms);
// - errors are limited to the dead process's requests in flight: every failed request (not the
//   expected status, or no answer) was in flight at the moment of the kill;
// - live updates keep reaching the clients of the other processes: each probe heard by every
//   subscriber of a living process other than the one it was written through;
// - p99 of the writes outside the kill (from the SIGKILL until the restarted process is back in
//   rotation, plus 2 s) at most 250 ms.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  killAllClusterChildrenSync,
  loginToken,
  openLiveStream,
  queryDatabase,
  startCluster,
} from '../lib/cluster.mjs';
import { benchDir, ensureServerBuilt, figure, ms, percentile, sleep } from './lib.mjs';

const WRITE_SHARE = 0.4;
const PROBE_EVERY_MS = 2000;
const PROBE_DEADLINE_MS = 3000;

const ownerBody = (i) => ({
  name: `Cluster Bench ${i}`,
  email: `cluster-bench-${Date.now().toString(36)}-${i}@example.com`,
  phone: '+34 600 000 000',
  address: 'Calle del Balanceador 3',
});

/** One timed request: { kind, start, end, ms, status, servedBy, id?, error? } (times from performance.now()). */
async function timed(kind, url, init, expected) {
  const start = performance.now();
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    const end = performance.now();
    const entry = {
      kind,
      start,
      end,
      ms: end - start,
      status: res.status,
      servedBy: res.headers.get('x-served-by'),
    };
    if (res.status === expected && kind === 'write') entry.id = JSON.parse(text)._id;
    if (res.status !== expected) entry.error = `${res.status} ${text.slice(0, 120)}`;
    return entry;
  } catch (error) {
    const end = performance.now();
    const socket = error.cause?.socket;
    const cause = [error.cause?.code, error.cause?.message, socket ? `to port ${socket.remotePort}` : '']
      .filter(Boolean)
      .join(', ');
    return {
      kind,
      start,
      end,
      ms: end - start,
      status: 0,
      servedBy: null,
      error: `${error.message ?? error}${cause ? ` (${cause})` : ''}`,
    };
  }
}

/** HAProxy's error counters per server of the backend `app` (stats CSV). */
async function backendCounters(statsUrl) {
  const text = await (await fetch(`${statsUrl};csv`)).text();
  const [header, ...rows] = text.trim().split('\n');
  const columns = header.replace(/^# /, '').split(',');
  const counters = {};
  for (const row of rows) {
    const cells = row.split(',');
    if (cells[0] !== 'app' || cells[1] === 'BACKEND') continue;
    counters[cells[1]] = Object.fromEntries(
      ['stot', 'econ', 'eresp', 'srv_abrt', 'wretr', 'wredis'].map((name) => [
        name,
        Number(cells[columns.indexOf(name)] || 0),
      ]),
    );
  }
  return counters;
}

export default {
  title:
    '3 processes behind HAProxy, 50 req/s for 5 min, one SIGKILLed and restarted: acknowledged writes stored, out of rotation ≤ 2 s, errors only in flight, live updates go on, write p99 ≤ 250 ms outside the kill',
  options: {
    duration: 'seconds of load (default 300; try 30 for a quick look)',
    rate: 'requests a second through HAProxy (default 50)',
    'restart-after': 'seconds between the SIGKILL and the restart (default 15)',
  },
  async run({ options, log }) {
    const durationMs = Number(options.duration ?? 300) * 1000;
    const rate = Number(options.rate ?? 50);
    const restartAfterMs = Number(options['restart-after'] ?? 15) * 1000;
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    process.once('exit', killAllClusterChildrenSync);
    const cluster = await startCluster({
      processes: 3,
      logDir: `${benchDir}/logs/cluster`,
      env: { LOGIN_MAX_ATTEMPTS: '1000' },
      log,
    });
    const streams = [];
    try {
      const token = await loginToken(cluster.url, cluster.admin);
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const [, victim] = cluster.processes;

      // Something to read from the first second: a few owners.
      const written = [];
      for (let i = 0; i < 20; i++) {
        const res = await timed(
          'write',
          `${cluster.url}/api/owners`,
          { method: 'POST', headers, body: JSON.stringify(ownerBody(`seed-${i}`)) },
          201,
        );
        if (res.id) written.push(res.id);
      }
      const probeOwner = written[0];

      // One live subscriber per process, straight to it.
      const openStream = async (p) => {
        const stream = await openLiveStream(p.url, token);
        await stream.until((e) => e.type === 'ready', 'ready', 30_000);
        const entry = { process: p.name, stream, openedAt: performance.now(), epochStart: Date.now() };
        streams.push(entry);
        return entry;
      };
      for (const p of cluster.processes) await openStream(p);

      // The load: open loop, one request every 1000/rate ms, never waiting for the answers.
      const results = [];
      const pending = new Set();
      const started = performance.now();
      const killAt = started + durationMs * 0.4;
      let killedAt = null;
      let exitedAt = null;
      let downAt = null;
      let restartedAt = null;
      let backUpAt = null;
      let n = 0;
      let writes = 0;
      const send = () => {
        n += 1;
        let promise;
        if (Math.random() < WRITE_SHARE || written.length === 0) {
          writes += 1;
          promise = timed(
            'write',
            `${cluster.url}/api/owners`,
            { method: 'POST', headers, body: JSON.stringify(ownerBody(writes)) },
            201,
          );
        } else if (n % 5 === 0) {
          promise = timed('read', `${cluster.url}/api/health`, {}, 200);
        } else {
          const id = written[Math.floor(Math.random() * written.length)];
          promise = timed('read', `${cluster.url}/api/owners/${id}`, { headers }, 200);
        }
        pending.add(promise);
        promise.then((entry) => {
          pending.delete(promise);
          results.push(entry);
          if (entry.id) written.push(entry.id);
        });
      };

      // Live probes: a dog written through one process (round robin over the living ones).
      const probes = [];
      let probeN = 0;
      const probe = async () => {
        const living = cluster.processes.filter((p) => p.alive());
        const via = living[probeN % living.length];
        probeN += 1;
        // Who must hear it: the subscribers already streaming when it is written (one that connects
        // later, such as the restarted process's, cannot hear an event sent before it was there).
        const subscribed = streams.filter((s) => !s.stream.ended && s.process !== via.name);
        const sentAt = Date.now();
        const res = await fetch(`${via.url}/api/dogs`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: `Probe ${probeN}`, breed: 'Beagle', age: 2, owners: [probeOwner] }),
          signal: AbortSignal.timeout(10_000),
        }).catch(() => null);
        await res?.arrayBuffer();
        if (res?.status !== 201) return;
        // Every one of them whose process is still alive must hear it.
        const listeners = subscribed.filter((s) => !s.stream.ended);
        const heard = await Promise.all(
          listeners.map((s) =>
            s.stream
              .until(
                (e) => e.at >= sentAt && e.type === 'changes' && e.topics.includes('dogs'),
                'the probe',
                PROBE_DEADLINE_MS,
              )
              .then(
                (e) => ({ ok: true, ms: e.at - sentAt }),
                // A stream that ended meanwhile is the killed process's: it is not expected to hear.
                () => ({ ok: false, gone: s.stream.ended }),
              ),
          ),
        );
        probes.push({
          via: via.name,
          expected: heard.filter((h) => !h.gone).length,
          heard: heard.filter((h) => h.ok).length,
          latencies: heard.filter((h) => h.ok).map((h) => h.ms),
        });
      };

      const probing = (async () => {
        while (performance.now() - started < durationMs) {
          void probe();
          await sleep(PROBE_EVERY_MS);
        }
      })();

      // The fault: SIGKILL at 40 %, HAProxy's view polled, restart `restartAfterMs` later.
      const fault = (async () => {
        await sleep(Math.max(0, killAt - performance.now()));
        killedAt = performance.now();
        const inFlightAtKill = pending.size;
        log(
          `SIGKILL to ${victim.name} at ${((killedAt - started) / 1000).toFixed(1)} s (${inFlightAtKill} requests in flight through HAProxy)`,
        );
        const exited = victim.kill('SIGKILL').then(() => {
          exitedAt = performance.now();
        });
        for (;;) {
          const statuses = await cluster.status().catch(() => new Map());
          if (statuses.get(victim.name)?.startsWith('DOWN')) {
            downAt = performance.now();
            break;
          }
          await sleep(25);
        }
        await exited;
        log(
          `${victim.name} gone (its exit seen) ${ms(exitedAt - killedAt)} after the SIGKILL; ` +
            `HAProxy marked it DOWN ${ms(downAt - killedAt)} after the SIGKILL`,
        );
        await sleep(Math.max(0, killedAt + restartAfterMs - performance.now()));
        restartedAt = performance.now();
        await victim.restart();
        for (;;) {
          if ((await cluster.status().catch(() => new Map())).get(victim.name) === 'UP') break;
          await sleep(25);
        }
        backUpAt = performance.now();
        log(
          `${victim.name} restarted: ready and back in rotation ${ms(backUpAt - restartedAt)} after the restart`,
        );
        // Its subscriber again.
        await openStream(victim);
        return inFlightAtKill;
      })();

      const interval = 1000 / rate;
      let next = started;
      let lastReport = started;
      while (performance.now() - started < durationMs) {
        send();
        next += interval;
        const now = performance.now();
        if (now - lastReport >= 30_000) {
          lastReport = now;
          log(
            `${((now - started) / 1000).toFixed(0)} s: ${results.length} answered, ${results.filter((r) => r.error).length} failed`,
          );
        }
        const wait = next - performance.now();
        if (wait > 0) await sleep(wait);
      }
      const sentCount = n;
      const inFlightAtKill = await fault;
      await probing;
      await Promise.all([...pending]);
      await sleep(PROBE_DEADLINE_MS + 500);

      // Acknowledged writes, counted in the database.
      const acknowledged = results.filter((r) => r.kind === 'write' && r.id).map((r) => r.id);
      const stored = (
        await queryDatabase(
          cluster.databaseUrl,
          'SELECT count(*)::int AS n FROM owners WHERE id = ANY($1::uuid[])',
          [acknowledged],
        )
      )[0].n;

      // Errors: were they all in flight at the dead process when it died? A process killed with
      // SIGKILL takes a moment to be torn down (its exit seen here), and until then its listening
      // socket still accepts connections that HAProxy sends it: those requests are in flight at
      // the dying process too. HAProxy's own counters say which server aborted them.
      const failures = results.filter((r) => r.error);
      const inFlightFailures = failures.filter((r) => r.start <= exitedAt && r.end >= killedAt);
      const counters = await backendCounters(cluster.statsUrl);
      // Each process's resident memory after the run (Linux), for sizing.
      const rssMiB = {};
      for (const p of cluster.processes) {
        try {
          const status = readFileSync(`/proc/${p.proc.child.pid}/status`, 'utf8');
          rssMiB[p.name] = Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024);
        } catch {
          rssMiB[p.name] = null;
        }
      }
      const failureKinds = {};
      for (const f of failures)
        failureKinds[f.error.slice(0, 60)] = (failureKinds[f.error.slice(0, 60)] ?? 0) + 1;

      // Write latency outside the kill window.
      const windowEnd = backUpAt + 2000;
      const outside = results.filter(
        (r) => r.kind === 'write' && !r.error && (r.end < killedAt || r.start > windowEnd),
      );
      const inside = results.filter(
        (r) => r.kind === 'write' && !r.error && !(r.end < killedAt || r.start > windowEnd),
      );
      const p99Outside = percentile(
        outside.map((r) => r.ms),
        99,
      );
      const p99Inside = percentile(
        inside.map((r) => r.ms),
        99,
      );
      const readP99 = percentile(
        results.filter((r) => r.kind === 'read' && !r.error).map((r) => r.ms),
        99,
      );
      const actualRate = sentCount / (durationMs / 1000);

      const expectedProbes = probes.reduce((a, p) => a + p.expected, 0);
      const heardProbes = probes.reduce((a, p) => a + p.heard, 0);
      const probeLatencies = probes.flatMap((p) => p.latencies);
      const servedBy = {};
      for (const r of results) if (r.servedBy) servedBy[r.servedBy] = (servedBy[r.servedBy] ?? 0) + 1;

      log(
        `${sentCount} requests in ${(durationMs / 1000).toFixed(0)} s (${actualRate.toFixed(1)}/s), ` +
          `${results.filter((r) => r.kind === 'write').length} writes, answered by ${JSON.stringify(servedBy)}`,
      );
      log(`${acknowledged.length} writes acknowledged, ${stored} of them found in the database`);
      log(
        `${failures.length} failed requests, ${inFlightFailures.length} of them in flight at the kill ` +
          `(${inFlightAtKill} requests were in flight through HAProxy then) or sent before its exit was seen: ${JSON.stringify(failureKinds)}`,
      );
      log(`HAProxy's counters per process: ${JSON.stringify(counters)}`);
      log(`resident memory per process after the run (MiB): ${JSON.stringify(rssMiB)}`);
      for (const f of failures.slice(0, 10)) {
        log(
          `  failed ${f.kind} sent at ${((f.start - started) / 1000).toFixed(2)} s, answered at ${((f.end - started) / 1000).toFixed(2)} s ` +
            `(kill at ${((killedAt - started) / 1000).toFixed(2)} s): ${f.error}`,
        );
      }
      log(
        `write p99 outside the kill ${ms(p99Outside)} (${outside.length} writes; p50 ${ms(
          percentile(
            outside.map((r) => r.ms),
            50,
          ),
        )}), ` +
          `inside the kill window ${ms(p99Inside)} (${inside.length} writes, ${((windowEnd - killedAt) / 1000).toFixed(1)} s); read p99 ${ms(readP99)}`,
      );
      log(
        `live probes: ${heardProbes} of ${expectedProbes} deliveries to subscribers of other living processes ` +
          `(${probes.length} probes; p50 ${ms(percentile(probeLatencies, 50))}, max ${ms(Math.max(...probeLatencies))})`,
      );

      return {
        figures: [
          figure('cluster acknowledged writes stored', {
            text: `${stored} of ${acknowledged.length} acknowledged writes in the database`,
            value: acknowledged.length - stored,
            limit: 0,
            unit: 'writes lost',
            targetText: 'every acknowledged write stored',
          }),
          figure('cluster out of rotation', {
            text: `HAProxy marked the killed process DOWN ${ms(downAt - killedAt)} after the SIGKILL`,
            value: downAt - killedAt,
            limit: 2000,
            unit: 'ms',
            targetText: '≤ 2 s',
          }),
          figure('cluster errors only in flight', {
            text: `${failures.length} failed requests of ${sentCount}, ${inFlightFailures.length} of them in flight at the dying process (between the SIGKILL and its exit; HAProxy counted ${counters[victim.name]?.srv_abrt ?? '?'} aborted by ${victim.name})`,
            value: failures.length - inFlightFailures.length,
            limit: 0,
            unit: 'failures outside',
            targetText: "errors only among the killed process's requests in flight",
          }),
          figure('cluster live updates', {
            text: `${heardProbes} of ${expectedProbes} probe deliveries heard by subscribers of the other processes`,
            value: expectedProbes - heardProbes,
            limit: 0,
            unit: 'missed',
            targetText: 'every live update reaches the clients of the other processes',
          }),
          figure('cluster write p99', {
            text: `write p99 outside the kill ${ms(p99Outside)} (${outside.length} writes)`,
            value: p99Outside,
            limit: 250,
            unit: 'ms',
            targetText: 'p99 ≤ 250 ms',
          }),
          figure('cluster rate', {
            text: `${actualRate.toFixed(1)} requests a second sent for ${(durationMs / 1000).toFixed(0)} s`,
            value: actualRate,
            limit: rate * 0.95,
            unit: 'req/s',
            atLeast: true,
            targetText: `≥ ${(rate * 0.95).toFixed(1)} req/s`,
          }),
        ],
        details: {
          durationMs,
          rate,
          sent: sentCount,
          servedBy,
          killedAtMs: killedAt - started,
          exitSeenAfterMs: exitedAt - killedAt,
          haproxyCounters: counters,
          rssMiB,
          downAfterMs: downAt - killedAt,
          backInRotationAfterRestartMs: backUpAt - restartedAt,
          failures: failureKinds,
          inFlightAtKill,
          writeP99OutsideMs: p99Outside,
          writeP99InsideMs: p99Inside,
          readP99Ms: readP99,
          probes: { count: probes.length, expected: expectedProbes, heard: heardProbes },
        },
      };
    } finally {
      for (const s of streams) await s.stream.close().catch(() => undefined);
      await cluster.stop();
    }
  },
};
