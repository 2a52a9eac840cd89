// The load generator of `pnpm bench pipeline`, in a process of its own so its work never runs on
// the benchmark's event loop: `connections` keep-alive connections, each sending its next GET as
// soon as the previous answer has been read whole (closed loop, like autocannon), for `durationMs`.
// The paths are taken in turn from `paths` (one list shared by all connections). Prints one JSON
// line: { requests (answered within the window), non200, errors, rps, p50, p99, ms }.
// Usage: node pipeline-load.mjs '<json: { base, paths, token, connections, durationMs }>'
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const { base, paths, token, connections = 10, durationMs = 8000 } = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(base);
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
const latencies = [];
const statuses = {};
let errors = 0;
let next = 0;
let requests = 0;

const started = performance.now();
const until = started + durationMs;

function once() {
  const path = paths[next++ % paths.length];
  const t0 = performance.now();
  return new Promise((resolve) => {
    const req = http.get({ hostname, port, path, agent, headers, timeout: 30_000 }, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        const t1 = performance.now();
        if (t1 <= until) {
          requests++;
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          latencies.push(t1 - t0);
        }
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      errors++;
      resolve();
    });
  });
}

async function loop() {
  while (performance.now() < until) await once();
}

await Promise.all(Array.from({ length: connections }, loop));
const elapsed = Math.min(performance.now(), until) - started;
agent.destroy();
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? null;
const non200 = Object.entries(statuses)
  .filter(([code]) => code !== '200')
  .reduce((n, [, count]) => n + count, 0);
process.stdout.write(
  `${JSON.stringify({ requests, non200, statuses, errors, rps: (requests / elapsed) * 1000, p50: at(50), p99: at(99), ms: elapsed })}\n`,
);
