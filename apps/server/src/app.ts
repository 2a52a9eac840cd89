// buildApp: the whole server, not listening. main.ts listens; tests inject into it.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { authRestRoutes } from './modules/auth/auth.rest';
import { dogsRestRoutes } from './modules/dogs/dogs.rest';
import { healthRestRoutes } from './modules/health/health.rest';
import { ownersRestRoutes } from './modules/owners/owners.rest';
import { usersRestRoutes } from './modules/users/users.rest';
import authPlugin from './plugins/auth';
import errorsPlugin from './plugins/errors';
import restPlugin from './plugins/rest';
import staticPlugin from './plugins/static';
import trpcPlugin from './plugins/trpc';
import uploadsPlugin from './plugins/uploads';
import type { RestRoute } from './rest/route';

export const VERSION = '0.1.0';

/** Every REST route, by domain. A new domain adds its list here. */
export const REST_ROUTES: RestRoute[] = [
  ...healthRestRoutes,
  ...authRestRoutes,
  ...usersRestRoutes,
  ...ownersRestRoutes,
  ...dogsRestRoutes,
];

export interface BuildAppOptions {
  deps: AppDeps;
  /** The built web app; null serves none. Defaults to apps/web/dist when it exists. */
  webDist?: string | null;
  logger?: boolean | { level: string };
}

export function defaultWebDist(): string | null {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    for (const candidate of [
      resolve(dir, 'apps/web/dist'),
      resolve(dir, 'web/dist'),
      resolve(dir, 'public'),
    ]) {
      if (existsSync(resolve(candidate, 'index.html'))) return candidate;
    }
    dir = dirname(dir);
  }
  return null;
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? false,
    // tRPC batches put several procedure names in one path segment.
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: 1024 * 1024,
    trustProxy: opts.deps.env.TRUST_PROXY,
  });
  app.addHook('onSend', async (_request, reply) => {
    // Baseline hardening: no MIME sniffing (uploads above all), no framing, no referrer leaks.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
  });
  await app.register(errorsPlugin);
  await app.register(authPlugin, { deps: opts.deps });
  await app.register(trpcPlugin, { deps: opts.deps });
  // Before the REST routes: the dog routes read multipart bodies.
  await app.register(uploadsPlugin, { deps: opts.deps });
  await app.register(restPlugin, { deps: opts.deps, routes: REST_ROUTES, version: VERSION });
  await app.register(staticPlugin, {
    webDist: opts.webDist === undefined ? (opts.deps.env.WEB_DIST_DIR ?? defaultWebDist()) : opts.webDist,
  });
  return app;
}
