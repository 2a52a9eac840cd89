// Boot: wall time from spawning the built server to its first 200 on GET /api/health (polled
// every 25 ms), (1) from an empty DATA_DIR (initdb, migrations, first admin) and (2) restarting
// on the same DATA_DIR after a clean SIGTERM stop. Each is repeated; the target is judged on
// the slowest run (every boot must make it), the median is shown too.
import {
  ensureServerBuilt,
  figure,
  makeTempDir,
  median,
  removeTempDir,
  seconds,
  startServer,
} from './lib.mjs';

export default {
  title:
    'Boot from an empty DATA_DIR (≤ 5 s) and restart with data (≤ 2 s), spawn → first healthy /api/health',
  options: { 'boot-runs': 'repetitions of each boot (default 3)' },
  async run({ options, log }) {
    ensureServerBuilt({ force: Boolean(options.rebuild) });
    const runs = Math.max(1, Math.min(10, Number(options['boot-runs'] ?? 3)));
    const fresh = [];
    const restart = [];
    const reported = { fresh: [], restart: [] };
    for (let i = 1; i <= runs; i++) {
      const dataDir = await makeTempDir('pawdesk-bench-boot-');
      try {
        const first = await startServer({ dataDir, label: `boot-fresh-${i}` });
        fresh.push(first.readyMs);
        reported.fresh.push(first.reportedMs);
        await first.stop();
        const second = await startServer({ dataDir, label: `boot-restart-${i}` });
        restart.push(second.readyMs);
        reported.restart.push(second.reportedMs);
        await second.stop();
        log(
          `run ${i}/${runs}: empty DATA_DIR ${seconds(first.readyMs)} (server says ${first.reportedMs} ms), ` +
            `restart ${seconds(second.readyMs)} (server says ${second.reportedMs} ms)`,
        );
      } finally {
        removeTempDir(dataDir);
      }
    }
    const describe = (values) =>
      `median ${seconds(median(values))}, max ${seconds(Math.max(...values))} over ${values.length} runs`;
    return {
      figures: [
        figure('boot/empty-data-dir', {
          text: `boot from an empty DATA_DIR to healthy /api/health: ${describe(fresh)}`,
          value: Math.max(...fresh),
          limit: 5000,
          unit: 'ms',
          targetText: '≤ 5 s, every run',
          extra: { median: median(fresh), runs: fresh },
        }),
        figure('boot/restart-with-data', {
          text: `restart on the same DATA_DIR to healthy /api/health: ${describe(restart)}`,
          value: Math.max(...restart),
          limit: 2000,
          unit: 'ms',
          targetText: '≤ 2 s, every run',
          extra: { median: median(restart), runs: restart },
        }),
      ],
      details: { serverReportedMs: reported },
    };
  },
};
