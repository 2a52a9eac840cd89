// Entry point: listen, shut down gracefully, nothing else.
import { loadEnv } from './env';
import { startServer } from './server';

async function main(): Promise<void> {
  const env = loadEnv();
  const started = Date.now();
  const server = await startServer(env);
  console.log(`PawDesk is ready on ${server.url} (${Date.now() - started} ms)`);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, shutting down`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
