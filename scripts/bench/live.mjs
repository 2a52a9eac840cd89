// `pnpm bench live`: live updates across processes (docs/domains/live.md), run by live-latency.mjs. Kept as
// a benchmark of its own until the dashboard benchmark folds measureLiveLatency in.
import { measureLiveLatency } from './live-latency.mjs';

export default {
  title:
    'Live updates: a write on one server process reaching an SSE subscriber on another (p95 ≤ 1 s); the NOTIFY trigger cost per write (≤ 1 ms)',
  options: {
    'live-writes': 'writes measured, one at a time (default and minimum 200)',
    'live-trigger-rows': 'single-row INSERT transactions per side for the trigger cost (default 2000)',
  },
  run: ({ options, log }) =>
    measureLiveLatency({
      log,
      writes: Number(options['live-writes'] ?? 200),
      triggerRows: Number(options['live-trigger-rows'] ?? 2000),
      rebuild: Boolean(options.rebuild),
    }),
};
