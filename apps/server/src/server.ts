// Boots the whole product: database (embedded or DATABASE_URL), migrations, first admin,
// secrets, then the Fastify app listening on HOST:PORT. close() shuts it down in order:
// refuse new requests, let those in flight finish, close the pools, stop the database. The
// server owns what the app borrows: the Prisma client, the full lists' pg pool, the change feed.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { messageEn } from '@pawdesk/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { appJobs } from './app-jobs';
import { createPgLoginThrottle } from './auth/login-throttle-pg';
import { createTokenService } from './auth/tokens';
import { withBootLock } from './db/boot-lock';
import { ensureJobSchema } from './db/job-schema';
import { applyMigrations } from './db/migrate';
import { createPrisma, POOL_MIN } from './db/prisma';
import { provisionDatabase } from './db/provision';
import { createPgRowReader } from './db/row-reader';
import type { TEnv } from './env';
import { errorAnswerFor } from './errors/http-answer';
import { createReadiness } from './lib/readiness';
import { pathOf } from './lib/security-headers';
import { type ChangeFeed, createChangeFeed } from './live/change-feed';
import { ensureFirstAdmin } from './modules/auth';
import { createJobQueue, type JobQueue } from './modules/jobs';

/** How long requests in flight may take to finish once a shutdown starts. */
export const DRAIN_TIMEOUT_MS = 10_000;
/** What a request arriving during the drain is told to wait before trying again. */
const DRAIN_RETRY_AFTER_SECONDS = 5;

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /**
   * Graceful stop: new connections are refused and new requests on kept-alive ones get 503
   * with Retry-After; requests in flight finish (at most `drainMs`, then their connections are
   * cut); then the database pools close and the embedded PostgreSQL stops. Idempotent.
   * First, for `noticeMs` (DRAIN_NOTICE_MS unless given), the process answers not-ready on
   * /api/health/ready while it goes on serving, so a load balancer stops sending it requests.
   */
  close: (opts?: { drainMs?: number; noticeMs?: number }) => Promise<void>;
  /** Cuts every remaining connection now (a second Ctrl-C during the drain). */
  closeConnectionsNow: () => void;
}

type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Puts a thin layer in front of Fastify's request listener that counts the requests in flight
 * and, once draining, answers new ones 503 with Retry-After, in the API's error shape (`{ error }`,
 * tRPC's under /trpc) with every security header (Fastify's own return503OnClosing answer carries
 * no Retry-After).
 */
function drainable(server: Server, servedBy: string | undefined) {
  const [fastifyListener] = server.listeners('request') as RequestListener[];
  if (!fastifyListener) throw new Error('Fastify request listener not found');
  server.removeListener('request', fastifyListener);
  let draining = false;
  let inFlight = 0;
  let onIdle: (() => void) | undefined;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // Which process of a cluster answered (SERVED_BY; the cluster tests and benchmark).
    if (servedBy) res.setHeader('X-Served-By', servedBy);
    if (draining) {
      const answer = errorAnswerFor(pathOf(req.url), 503, messageEn('common.shuttingDown'), {
        retryAfter: DRAIN_RETRY_AFTER_SECONDS,
        close: true,
      });
      res.writeHead(503, answer.headers);
      res.end(answer.body);
      return;
    }
    inFlight++;
    res.once('close', () => {
      inFlight--;
      if (inFlight === 0) onIdle?.();
    });
    fastifyListener.call(server, req, res);
  });
  return {
    inFlight: () => inFlight,
    /** Starts refusing; resolves when no request is in flight or after `ms`. */
    drain(ms: number): Promise<void> {
      draining = true;
      if (inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolveDrain) => {
        const timer = setTimeout(resolveDrain, ms);
        timer.unref();
        onIdle = () => {
          clearTimeout(timer);
          resolveDrain();
        };
      });
    },
  };
}

/** Connections of the login throttle's own pool (login-throttle-pg.ts). */
const THROTTLE_POOL_MAX = 3;

export async function resolveJwtSecret(env: TEnv): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(env.dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(env.dataDir, { recursive: true });
  // Written whole under another name, then linked into place: several processes starting together
  // on one DATA_DIR agree on the first one linked, and none reads a half-written (empty) file.
  const temp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  await writeFile(temp, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  await chmod(file, 0o600).catch(() => undefined);
  return (await readFile(file, 'utf8')).trim();
}

export async function startServer(
  env: TEnv,
  opts: { print?: (line: string) => void } = {},
): Promise<RunningServer> {
  const print = opts.print ?? ((line: string) => console.log(line));
  await mkdir(env.dataDir, { recursive: true });
  const db = await provisionDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.dataDir,
    embeddedPort: env.EMBEDDED_PG_PORT,
    log: print,
    supervise: true,
  });
  const prisma = createPrisma(db.url);
  // The login throttle's statements on a small pool of their own: a flood of logins from one
  // address waits on that address's row there, never for the connections every other request uses.
  const throttleDb = createPrisma(db.url, { max: THROTTLE_POOL_MAX });
  // The streamed full lists read rows as arrays through a small pg pool of their own.
  const rows = createPgRowReader(db.url);
  // What needs a session connection (the migrations' advisory lock, the feed's LISTEN) uses the
  // direct URL when the pooled one goes through PgBouncer in transaction mode (docs/operations.md).
  const sessionUrl = env.DIRECT_DATABASE_URL ?? db.url;
  // Not ready for a load balancer until migrated and listening; not ready again while draining.
  const readiness = createReadiness();
  let app: FastifyInstance | undefined;
  let drain: ReturnType<typeof drainable> | undefined;
  let changes: ChangeFeed | undefined;
  let jobs: JobQueue | undefined;
  try {
    // Several processes starting together: the first applies them under an advisory lock, the
    // others wait for it and find nothing left to apply (db/migrate.ts).
    const migrated = await applyMigrations(sessionUrl, { log: (m) => print(`[db] ${m}`) });
    // The job queue's own schema (pg-boss), with the migrations (docs/decisions/0070), one
    // process at a time (db/boot-lock.ts).
    await withBootLock(sessionUrl, () => ensureJobSchema(sessionUrl, { log: (m) => print(`[db] ${m}`) }));
    readiness.migrated = true;
    const admin = await ensureFirstAdmin(prisma, {
      username: env.ADMIN_USERNAME,
      password: env.ADMIN_PASSWORD,
    });
    if (admin.created) {
      print(`[auth] first admin created: username "${env.ADMIN_USERNAME}"`);
      if (admin.generatedPassword) {
        print(`[auth] generated password (shown only this once): ${admin.generatedPassword}`);
      }
    }
    // Open the pool's standing connections now rather than during the first rush of requests.
    await Promise.all(Array.from({ length: POOL_MIN }, () => prisma.$queryRaw`SELECT 1`));
    // One LISTEN connection per process (live/change-feed.ts); it heals by itself, so the boot
    // waits for it only briefly.
    changes = createChangeFeed({
      url: sessionUrl,
      log: (level, message) => {
        const shown = level === 'warn' ? ['warn', 'info', 'debug', 'trace'] : ['info', 'debug', 'trace'];
        if (shown.includes(env.LOG_LEVEL)) print(message);
      },
    });
    await Promise.race([
      changes.whenListening(),
      new Promise((resolve) => setTimeout(resolve, 5_000).unref()),
    ]);
    // The background queue (docs/domains/jobs.md): every process sends; with JOB_WORKERS=1 (the
    // default) it also takes jobs. Started before the app answers, so a request may send at once.
    jobs = createJobQueue({
      url: db.url,
      jobs: appJobs({ prisma, env }),
      workers: env.JOB_WORKERS === '1',
      pollingIntervalSeconds: env.JOB_POLL_SECONDS,
      onError: (error) => print(`[jobs] ${error.message}`),
    });
    // Its queues (a partition table each) are created one process at a time: together they deadlock.
    const queue = jobs;
    await withBootLock(sessionUrl, () => queue.start());
    const deps = createAppDeps({
      env,
      prisma,
      jobs,
      changes,
      rows: rows.read,
      tokens: createTokenService(await resolveJwtSecret(env), env.JWT_TTL),
      // In PostgreSQL: every process behind a load balancer counts the same attempts.
      throttle: createPgLoginThrottle(throttleDb, env.LOGIN_WINDOW_SECONDS * 1000),
      readiness,
    });
    app = await buildApp({ deps, logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL } });
    await app.ready();
    drain = drainable(app.server, env.SERVED_BY);
    await app.listen({ port: env.PORT, host: env.HOST });
    if (db.embedded && (migrated.applied.length > 0 || admin.created)) {
      // A fresh cluster has all of initdb's and the migrations' WAL since its last checkpoint;
      // a crash soon after would replay it all. A checkpoint (in the background, the server is
      // already serving) keeps crash recovery short.
      prisma.$executeRaw`CHECKPOINT`.catch(() => undefined);
    }
  } catch (error) {
    await app?.close().catch(() => undefined);
    await jobs?.stop({ timeoutMs: 1000 }).catch(() => undefined);
    await changes?.close().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await throttleDb.$disconnect().catch(() => undefined);
    await rows.close();
    await db.stop().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const running = app;
  const requests = drain as ReturnType<typeof drainable>;
  const feed = changes as ChangeFeed;
  const queue = jobs as JobQueue;
  let closing: Promise<void> | undefined;
  const shutDown = async (drainMs: number, noticeMs: number) => {
    // 0. Not ready: a load balancer's checks see 503 and stop sending new requests here, while
    //    whatever it still sends meanwhile is served as usual.
    readiness.draining = true;
    if (noticeMs > 0) {
      print(`[shutdown] not ready; serving for ${noticeMs} ms more while the balancer notices`);
      await new Promise((resolveNotice) => setTimeout(resolveNotice, noticeMs));
    }
    db.expectExit();
    // 0. The queue stops taking jobs now; the running ones finish alongside the requests (below).
    const queueStopped = queue.stop({ timeoutMs: drainMs });
    // 1. No new connections (server.close), idle keep-alive sockets closed, new requests on
    //    busy ones answered 503; the requests in flight go on with a working database. Open live
    //    streams end at once (Fastify's preClose, plugins/trpc.ts): they would never finish.
    const appClosed = running.close();
    const pending = requests.inFlight();
    if (pending > 0)
      print(`[shutdown] waiting for ${pending} request(s) in flight (at most ${drainMs / 1000} s)`);
    await requests.drain(drainMs);
    if (requests.inFlight() > 0)
      print(`[shutdown] ${requests.inFlight()} request(s) still running: cutting them`);
    // 2. Whatever is left is idle or overdue: close it so server.close() can finish.
    running.server.closeAllConnections();
    await appClosed;
    // 3. The jobs that were running (at most `drainMs`), the change feed, the pools, the database.
    await queueStopped.catch((error) => print(`[jobs] ${error instanceof Error ? error.message : error}`));
    await feed.close();
    await prisma.$disconnect().catch(() => undefined);
    await throttleDb.$disconnect().catch(() => undefined);
    await rows.close();
    await db.stop();
  };
  return {
    app: running,
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    close: (opts = {}) => {
      closing ??= shutDown(opts.drainMs ?? DRAIN_TIMEOUT_MS, opts.noticeMs ?? env.DRAIN_NOTICE_MS);
      return closing;
    },
    closeConnectionsNow: () => running.server.closeAllConnections(),
  };
}
