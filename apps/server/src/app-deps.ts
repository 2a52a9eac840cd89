// Everything the server needs from outside, built once at boot (or by a test).

import type { FailedLoginLog } from './auth/failed-logins';
import type { LoginThrottle } from './auth/login-throttle';
import { createPgFailedLoginLog } from './auth/login-throttle-pg';
import { createKeptSessions, type KeptSessions } from './auth/session-cache';
import type { TokenService } from './auth/tokens';
import { onOwnWrites, type PrismaClient } from './db/prisma';
import { prismaRowReader, type RowReader } from './db/row-reader';
import type { TEnv } from './env';
import { idleJobs, type Jobs } from './lib/jobs';
import { createKept, type Kept } from './lib/kept';
import { createKeptOverviews, type KeptOverviews } from './lib/overview-cache';
import { createReadiness, type Readiness } from './lib/readiness';
import { type ChangeFeed, createIdleChangeFeed } from './live/change-feed';
import type { AuthDeps } from './modules/auth';
import { createPictureStorageFromEnv, type PictureStorage } from './storage/picture-storage';

export interface AppDeps {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  /** Failed logins per account in the last hour (the managers' Today board), in PostgreSQL. */
  failedLogins: FailedLoginLog;
  auth: AuthDeps;
  /** Dog pictures: PICTURE_STORE's (DATA_DIR/uploads/dogs, or S3) unless another storage is given. */
  pictures: PictureStorage;
  /**
   * Rows as arrays for the streamed full lists (db/row-reader.ts): pg on a small pool that whoever
   * made it closes (server.ts at shutdown, the test app at cleanup); Prisma when none is given.
   */
  rows: RowReader;
  /**
   * This process's change feed (live/change-feed.ts): what any process committed, by topic.
   * The live streams read it, and so does `kept`. Its owner (server.ts, the test app) closes it.
   */
  changes: ChangeFeed;
  /**
   * Values kept between requests (lib/kept.ts; docs/decisions/0003): each module's named stores,
   * forgotten by the topics of this process's own commits (before the write is answered), by the
   * change feed (any process's commits, a resync) and by their time to live. Never a module global.
   */
  kept: Kept;
  /**
   * The Today board and the daycare, hotel and grooming Overviews: stores of `kept`, each kept
   * OVERVIEW_CACHE_MS and shared by every user of this app (lib/overview-cache.ts).
   */
  overviews: KeptOverviews;
  /**
   * The users behind tokens: a store of `kept` (topic `users`, `whileListening`), each kept
   * SESSION_CACHE_MS (at most 1 s), only while the change feed listens and only for the feed
   * connection it was read in (auth/session-cache.ts; docs/decisions/0004).
   */
  sessions: KeptSessions;
  /**
   * Whether a load balancer may send this process requests (GET /api/health/ready,
   * lib/readiness.ts): the server marks it migrated after its migrations and draining at SIGTERM.
   */
  readiness: Readiness;
  /**
   * The background queue (modules/jobs; docs/domains/jobs.md): send a job, and the jobs it knows.
   * server.ts gives pg-boss's; tools and most tests a queue that drops everything.
   */
  jobs: Jobs;
}

export function createAppDeps(opts: {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  /** The login throttle: PostgreSQL's (login-throttle-pg.ts) in the server, shared by its processes. */
  throttle: LoginThrottle;
  /** Absent: PostgreSQL's (shared by every process). */
  failedLogins?: FailedLoginLog;
  pictures?: PictureStorage;
  /** The full lists' row reader (server.ts and the test app give pg's); absent: through Prisma. */
  rows?: RowReader;
  /** Absent: a feed that never hears anything (tools that serve no screens). */
  changes?: ChangeFeed;
  /** The server's (moved along as it boots and drains); absent: migrated already (a test app). */
  readiness?: Readiness;
  /** Absent: a queue that drops everything (tools, tests that start no queue). */
  jobs?: Jobs;
}): AppDeps {
  const changes = opts.changes ?? createIdleChangeFeed();
  // Always a new one: deps copied into another app (a test's) must not share kept values.
  const kept = createKept({
    feed: changes,
    ownWrites: (listener) => onOwnWrites(opts.prisma, listener),
  });
  const failedLogins = opts.failedLogins ?? createPgFailedLoginLog(opts.prisma);
  return {
    ...opts,
    jobs: opts.jobs ?? idleJobs,
    failedLogins,
    changes,
    kept,
    overviews: createKeptOverviews(kept, opts.env.OVERVIEW_CACHE_MS),
    sessions: createKeptSessions(kept, opts.env.SESSION_CACHE_MS),
    rows: opts.rows ?? prismaRowReader(opts.prisma),
    readiness: opts.readiness ?? createReadiness({ migrated: true }),
    pictures: opts.pictures ?? createPictureStorageFromEnv(opts.env),
    auth: {
      prisma: opts.prisma,
      tokens: opts.tokens,
      throttle: opts.throttle,
      failedLogins,
      maxAttempts: opts.env.LOGIN_MAX_ATTEMPTS,
      accountMaxAttempts: opts.env.LOGIN_ACCOUNT_MAX_ATTEMPTS,
    },
  };
}
