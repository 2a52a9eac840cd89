// Boots the whole product: database (embedded or DATABASE_URL), migrations, first admin,
// secrets, then the Fastify app listening on HOST:PORT.
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { createAppDeps } from './app-deps';
import { createMemoryLoginThrottle } from './auth/login-throttle';
import { createTokenService } from './auth/tokens';
import { applyMigrations } from './db/migrate';
import { createPrisma, POOL_MIN } from './db/prisma';
import { provisionDatabase } from './db/provision';
import type { TEnv } from './env';
import { ensureFirstAdmin } from './modules/auth/auth.service';

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  close: () => Promise<void>;
}

export async function resolveJwtSecret(env: TEnv): Promise<string> {
  if (env.JWT_SECRET) return env.JWT_SECRET;
  const file = join(env.dataDir, 'jwt-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(48).toString('base64url');
  await mkdir(env.dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).catch(async () => undefined);
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
  });
  const prisma = createPrisma(db.url);
  let app: FastifyInstance | undefined;
  try {
    await applyMigrations(db.url, { log: (m) => print(`[db] ${m}`) });
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
    const deps = createAppDeps({
      env,
      prisma,
      databaseUrl: db.url,
      tokens: createTokenService(await resolveJwtSecret(env), env.JWT_TTL),
      throttle: createMemoryLoginThrottle(env.LOGIN_WINDOW_SECONDS * 1000),
    });
    app = await buildApp({ deps, logger: env.LOG_LEVEL === 'silent' ? false : { level: env.LOG_LEVEL } });
    await app.listen({ port: env.PORT, host: env.HOST });
  } catch (error) {
    await app?.close().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
    await db.stop().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const running = app;
  return {
    app: running,
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    close: async () => {
      await running.close();
      await prisma.$disconnect();
      await db.stop();
    },
  };
}
