// Entry point: listen, shut down gracefully, nothing else.
//
// SIGTERM / SIGINT: answer not-ready to the load balancer for DRAIN_NOTICE_MS (0 by default)
// while still serving, then stop accepting connections, let the requests in flight finish (at most
// DRAIN_TIMEOUT_MS), close the pools, stop the embedded PostgreSQL, exit 0. A second signal
// during the drain cuts the remaining connections at once.
import { releaseEmbeddedPostgresSignalHandlers } from './db/embedded-postgres';
import { loadEnv } from './env';
import { DRAIN_TIMEOUT_MS, startServer } from './server';

/** The last resort if the orderly shutdown hangs (the drain plus stopping PostgreSQL). */
const HARD_EXIT_MS = DRAIN_TIMEOUT_MS + 15_000;

async function main(): Promise<void> {
  // embedded-postgres would otherwise stop the database and exit(143) on the first signal,
  // while requests are still being served. We shut down in our own order below.
  releaseEmbeddedPostgresSignalHandlers();
  const env = loadEnv();
  const started = Date.now();
  const server = await startServer(env);
  console.log(`PawDesk is ready on ${server.url} (${Date.now() - started} ms)`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) {
      console.log(`${signal} received again, closing the remaining connections now`);
      server.closeConnectionsNow();
      return;
    }
    closing = true;
    console.log(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      console.error(
        `shutdown did not finish within ${(HARD_EXIT_MS + env.DRAIN_NOTICE_MS) / 1000} s, exiting`,
      );
      process.exit(1);
    }, HARD_EXIT_MS + env.DRAIN_NOTICE_MS);
    timer.unref();
    try {
      await server.close();
    } catch (error) {
      console.error('shutdown failed:', error instanceof Error ? error.message : error);
      process.exit(1);
    }
    console.log('PawDesk stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
