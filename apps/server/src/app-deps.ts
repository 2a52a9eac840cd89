// Everything the server needs from outside, built once at boot (or by a test).

import { join } from 'node:path';
import type { LoginThrottle } from './auth/login-throttle';
import type { TokenService } from './auth/tokens';
import type { PrismaClient } from './db/prisma';
import type { TEnv } from './env';
import type { AuthDeps } from './modules/auth/auth.service';
import { createDashboardCache, type DashboardCache } from './modules/dashboard/dashboard.cache';
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
   * The Today board's answer, kept DASHBOARD_CACHE_MS and shared by every user of this app;
   * `invalidate()` when data changes (writes answered here do it; see modules/dashboard/README.md).
   */
  dashboardCache: DashboardCache;
}

export function createAppDeps(opts: {
  env: TEnv;
  prisma: PrismaClient;
  tokens: TokenService;
  throttle: LoginThrottle;
  pictures?: PictureStorage;
  databaseUrl?: string;
  dashboardCache?: DashboardCache;
}): AppDeps {
  return {
    ...opts,
    dashboardCache: opts.dashboardCache ?? createDashboardCache(opts.env.DASHBOARD_CACHE_MS),
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
