// A real server for one test file: its own database, the real plugins, a login helper and
// factories that make uniquely named data.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TRole } from '@pawdesk/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { type AppDeps, createAppDeps } from '../../src/app-deps';
import { appRouter } from '../../src/app-router';
import { createPgLoginThrottle } from '../../src/auth/login-throttle-pg';
import { hashPassword } from '../../src/auth/password';
import { createTokenService } from '../../src/auth/tokens';
import { createPrisma } from '../../src/db/prisma';
import { createPgRowReader } from '../../src/db/row-reader';
import { loadEnv, type TEnv } from '../../src/env';
import type { Jobs } from '../../src/lib/jobs';
import { createChangeFeed } from '../../src/live/change-feed';
import {
  createFolderPictureStorage,
  type FolderPictureStorage,
  type PictureStorage,
} from '../../src/storage/picture-storage';
import { createContextInner } from '../../src/trpc/context';
import { createCallerFactory } from '../../src/trpc/trpc';
import { onCleanup } from './cleanup';
import { createTestDatabase, type TestDatabase } from './db';
import { guardRestAnswers } from './openapi-guard';

const createCaller = createCallerFactory(appRouter);
export type TestCaller = ReturnType<typeof createCaller>;

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  db: TestDatabase;
  /** Dog pictures of this test file, in a folder of its own (removed afterwards); unused by the app with PICTURE_STORE=s3. */
  pictures: FolderPictureStorage;
  /** Creates a user with a unique username and returns it with a valid token. */
  userWithToken: (
    role: TRole,
  ) => Promise<{ id: string; username: string; role: TRole; password: string; token: string }>;
  auth: (token: string) => { authorization: string };
  /** The tRPC procedures as the web app calls them, as this user (null: nobody logged in). */
  caller: (user: { id: string; username: string; role: TRole } | null) => TestCaller;
}

export const unique = (prefix = 'x') => `${prefix}${randomBytes(5).toString('hex')}`;

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    /** The login throttle's clock (a test that lets time pass without waiting); real time otherwise. */
    loginClock?: () => number;
    /** The background queue (helpers/jobs.ts starts a real one); absent: one that drops everything. */
    jobs?: (db: TestDatabase, env: TEnv) => Promise<Jobs>;
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  // Overviews computed on every read unless a test asks otherwise: tests write through fixtures
  // (not through the app) and read at once; the kept answers have tests of their own.
  const env = loadEnv({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.test-data',
    OVERVIEW_CACHE_MS: '0',
    ...opts.env,
    DATABASE_URL: db.url,
  });
  const picturesDir = await mkdtemp(join(tmpdir(), 'pawdesk-test-uploads-'));
  onCleanup(() => rm(picturesDir, { recursive: true, force: true }));
  const pictures = createFolderPictureStorage(picturesDir);
  // The real change feed on this file's own database (NOTIFY is per database): live tests hear
  // exactly their own writes.
  const changes = createChangeFeed({ url: db.url });
  onCleanup(() => changes.close());
  // The full lists read through pg, as the server reads them.
  const rows = createPgRowReader(db.url);
  onCleanup(() => rows.close());
  const jobs = opts.jobs ? await opts.jobs(db, env) : undefined;
  const deps = createAppDeps({
    env,
    ...(jobs ? { jobs } : {}),
    // PICTURE_STORE=s3 in `env` (helpers/s3-server.ts): the app keeps its pictures as the server would.
    pictures: env.PICTURE_STORE === 's3' ? undefined : pictures,
    changes,
    rows: rows.read,
    prisma: db.prisma,
    tokens: createTokenService(TEST_JWT_SECRET, env.JWT_TTL),
    // PostgreSQL's, as the server's: apps sharing a database share their counts.
    throttle: createPgLoginThrottle(db.prisma, env.LOGIN_WINDOW_SECONDS * 1000, { now: opts.loginClock }),
  });
  // Every /api answer is checked against /api/openapi.json (helpers/openapi-guard.ts).
  let openApiGuard: ReturnType<typeof guardRestAnswers> | undefined;
  const instrument = (instance: FastifyInstance) => {
    openApiGuard = guardRestAnswers(instance);
  };
  const app = await buildApp({ deps, webDist: null, logger: false, instrument });
  await app.ready();
  await openApiGuard?.start();
  onCleanup(() => app.close());
  const passwordHashes = new Map<string, string>();
  return {
    app,
    deps,
    db,
    pictures,
    auth: (token) => ({ authorization: `Bearer ${token}` }),
    caller: (user) =>
      createCaller(
        createContextInner({
          deps,
          user: user ? { id: user.id, username: user.username, name: null, role: user.role } : null,
        }),
      ),
    async userWithToken(role) {
      const username = unique(`${role}_`);
      const password = 'correct horse battery';
      const hash = passwordHashes.get(password) ?? (await hashPassword(password));
      passwordHashes.set(password, hash);
      const user = await db.prisma.user.create({
        data: { username, role, passwordHash: hash, name: `Test ${role}` },
      });
      const token = await deps.tokens.sign({ sub: user.id, username, role });
      return { id: user.id, username, role, password, token };
    },
  };
}

export interface PeerApp {
  app: FastifyInstance;
  deps: AppDeps;
  auth: (token: string) => { authorization: string };
}

/**
 * Another server process on `t`'s database, as a load balancer's second backend would be: its own
 * Prisma client and pool, its own change feed, its own kept values and login throttle (on the
 * shared database), the same JWT secret and settings. Pictures: the storage given, else as `t`'s
 * settings say: with PICTURE_STORE=s3 the same object store, else a folder of its own, which `t`
 * cannot see.
 */
export async function createPeerApp(
  t: TestApp,
  opts: { pictures?: PictureStorage; loginClock?: () => number } = {},
): Promise<PeerApp> {
  const env = t.deps.env;
  const prisma = createPrisma(t.db.url, { max: 5 });
  onCleanup(() => prisma.$disconnect());
  const changes = createChangeFeed({ url: t.db.url });
  onCleanup(() => changes.close());
  let pictures = opts.pictures;
  if (!pictures && env.PICTURE_STORE !== 's3') {
    const dir = await mkdtemp(join(tmpdir(), 'pawdesk-test-uploads-'));
    onCleanup(() => rm(dir, { recursive: true, force: true }));
    pictures = createFolderPictureStorage(dir);
  }
  const deps = createAppDeps({
    env,
    pictures,
    changes,
    prisma,
    tokens: createTokenService(TEST_JWT_SECRET, env.JWT_TTL),
    throttle: createPgLoginThrottle(prisma, env.LOGIN_WINDOW_SECONDS * 1000, { now: opts.loginClock }),
  });
  const app = await buildApp({ deps, webDist: null, logger: false });
  await app.ready();
  onCleanup(() => app.close());
  await changes.whenListening();
  return { app, deps, auth: (token) => ({ authorization: `Bearer ${token}` }) };
}
