// Signals a child started detached (its own process group: a server and its PostgreSQL, or one
// cluster process) and everything in that group; falls back to the child alone. A child that has
// exited is left alone. Shared by the cluster (scripts/lib/cluster.mjs) and the benchmarks
// (scripts/bench/lib.mjs).
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
