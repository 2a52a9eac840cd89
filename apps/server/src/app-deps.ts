// Everything the server needs from outside, built once at boot (or by a test).

import { join } from 'node:path';
import type { LoginThrottle } from './auth/login-throttle';
import { createSessionCache, type KeptSessions } from './auth/session-cache';
import type { TokenService } from './auth/tokens';
import type { PrismaClient } from './db/prisma';
import type { TEnv } from './env';
import { createKeptOverviews, type KeptOverviews } from './lib/overview-cache';
import { type ChangeFeed, createIdleChangeFeed } from './live/change-feed';
import type { AuthDeps } from './modules/auth/auth.service';
import { createFolderPictureStorage, type PictureStorage } from './storage/picture-storage';

export interface AppDeps {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  auth: AuthDeps;
  /** Dog pictures: DATA_DIR/uploads/dogs unless another storage is given. */
  pictures: PictureStorage;
  /** The database's URL, for the few reads that bypass Prisma (the full dog list). */
  databaseUrl?: string;
  /**
   * This process's change feed (live/change-feed.ts): what any process committed, by topic.
   * The live streams read it; so may caches (`changes.subscribe(() => cache.invalidate())`).
   * Its owner (server.ts, the test app) closes it.
   */
  changes: ChangeFeed;
  /**
   * The Today board and the daycare, hotel and grooming Overviews, each kept OVERVIEW_CACHE_MS and
   * shared by every user of this app; forgotten when a write is answered here and on every change
   * the live feed hears (app.ts; see lib/overview-cache.ts).
   */
  overviews: KeptOverviews;
  /**
   * The users behind tokens, kept SESSION_CACHE_MS (at most 1 s) while the change feed listens,
   * forgotten on any change to users from any process and on every write answered here
   * (auth/session-cache.ts, app.ts).
   */
  sessions: KeptSessions;
}

export function createAppDeps(opts: {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  pictures?: PictureStorage;
  databaseUrl?: string;
  /** Absent: a feed that never hears anything (tools that serve no screens). */
  changes?: ChangeFeed;
}): AppDeps {
  const changes = opts.changes ?? createIdleChangeFeed();
  return {
    ...opts,
    changes,
    // Always a new one: deps copied into another app (a test's) must not share kept answers.
    overviews: createKeptOverviews(opts.env.OVERVIEW_CACHE_MS),
    sessions: createSessionCache({ feed: changes, ttlMs: opts.env.SESSION_CACHE_MS }),
    pictures: opts.pictures ?? createFolderPictureStorage(join(opts.env.dataDir, 'uploads', 'dogs')),
    auth: {
      prisma: opts.prisma,
      tokens: opts.tokens,
      throttle: opts.throttle,
      maxAttempts: opts.env.LOGIN_MAX_ATTEMPTS,
      accountMaxAttempts: opts.env.LOGIN_ACCOUNT_MAX_ATTEMPTS,
    },
  };
}
