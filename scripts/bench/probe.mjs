// A latency probe that runs in its own process, so the load generator's own work (parsing 50
// responses at once, say) never shows up as server latency. Sends GET <url> every <everyMs>
// (open loop: a slow answer does not delay the next request, so slowness is not hidden) over
// keep-alive connections, until a line arrives on stdin or <maxMs> elapses, then waits for the
// answers still in flight (each bounded by a 10 s timeout) and prints the samples as one JSON line:
//   [{ "at": ms after the probe started, "ms": latency, "status": HTTP status or 0 }, ...]
// Usage (from lib.mjs): node probe.mjs <url> <everyMs> <maxMs>
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const [url, everyArg, maxArg] = process.argv.slice(2);
const everyMs = Number(everyArg ?? 10);
const maxMs = Math.min(Number(maxArg ?? 30_000), 120_000);
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const samples = [];
const pending = new Set();
let stopped = false;

function once() {
  const t0 = performance.now();
  const at = t0 - started;
  const done = new Promise((resolve) => {
    const req = http.get(url, { agent, timeout: 10_000 }, (res) => {
      res.resume();
      res.on('end', () => {
        samples.push({ at, ms: performance.now() - t0, status: res.statusCode });
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => {
      samples.push({ at, ms: performance.now() - t0, status: 0 });
      resolve();
    });
  });
  pending.add(done);
  done.then(() => pending.delete(done));
}

const started = performance.now();
process.stdin.on('data', () => {
  stopped = true;
});
process.stdin.on('end', () => {
  stopped = true;
});
process.stdout.write('ready\n');

const timer = setInterval(async () => {
  if (!stopped && performance.now() - started < maxMs) {
    once();
    return;
  }
  clearInterval(timer);
  await Promise.all(pending);
  agent.destroy();
  process.stdout.write(`${JSON.stringify(samples)}\n`, () => process.exit(0));
}, everyMs);
