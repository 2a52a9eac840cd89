// buildApp: the whole server, not listening. main.ts listens; tests inject into it.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { invalidateOnWrites, type KeptOverviews } from './lib/overview-cache';
import { contentSecurityPolicyFor, isApiAnswer } from './lib/security-headers';
import { authRestRoutes } from './modules/auth/auth.rest';
import { dashboardRestRoutes } from './modules/dashboard/dashboard.rest';
import { daycarePackagesRestRoutes } from './modules/daycare/packages.rest';
import { daycareVisitsRestRoutes } from './modules/daycare/visits.rest';
import { dogsRestRoutes } from './modules/dogs/dogs.rest';
import { groomingRestRoutes } from './modules/grooming/grooming.rest';
import { healthRestRoutes } from './modules/health/health.rest';
import { hotelRestRoutes } from './modules/hotel/hotel.rest';
import { ownersRestRoutes } from './modules/owners/owners.rest';
import { usersRestRoutes } from './modules/users/users.rest';
import { vetRestRoutes } from './modules/vet/vet.rest';
import authPlugin from './plugins/auth';
import bodyTimeoutPlugin from './plugins/body-timeout';
import errorsPlugin from './plugins/errors';
import methodNotAllowedPlugin from './plugins/method-not-allowed';
import restPlugin from './plugins/rest';
import staticPlugin from './plugins/static';
import trpcPlugin from './plugins/trpc';
import uploadsPlugin from './plugins/uploads';
import type { RestRoute } from './rest/route';

export const VERSION = '0.1.0';

declare module 'fastify' {
  interface FastifyInstance {
    /** The kept overviews: the Today board and the service Overviews (lib/overview-cache.ts). */
    overviews: KeptOverviews;
  }
}

/** Every REST route, by domain. A new domain adds its list here. */
export const REST_ROUTES: RestRoute[] = [
  ...healthRestRoutes,
  ...authRestRoutes,
  ...usersRestRoutes,
  ...ownersRestRoutes,
  ...dogsRestRoutes,
  ...daycarePackagesRestRoutes,
  ...daycareVisitsRestRoutes,
  ...hotelRestRoutes,
  ...vetRestRoutes,
  ...groomingRestRoutes,
  ...dashboardRestRoutes,
];

export interface BuildAppOptions {
  deps: AppDeps;
  /** The built web app; null serves none. Defaults to apps/web/dist when it exists. */
  webDist?: string | null;
  logger?: boolean | { level: string };
  /** Called on the bare instance before any plugin or route, so its hooks see every request (the tests' OpenAPI guard). */
  instrument?: (app: FastifyInstance) => void;
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
    // Slow clients: the whole request (a 5 MB picture on a poor mobile link included) must
    // arrive within REQUEST_TIMEOUT_MS, headers within 30 s, and a body must keep coming
    // (plugins/body-timeout.ts). Node checks the first two every 5 s instead of every 30 s.
    requestTimeout: opts.deps.env.REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: Math.min(30_000, opts.deps.env.REQUEST_TIMEOUT_MS),
      connectionsCheckingInterval: 5_000,
    },
  });
  opts.instrument?.(app);
  app.addHook('onSend', async (request, reply) => {
    // Baseline hardening: no MIME sniffing (uploads above all), no framing, no referrer leaks.
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Referrer-Policy', 'same-origin');
    const path = request.url.split('?')[0] ?? '/';
    // Scripts only from our own origin, everywhere (lib/security-headers.ts).
    reply.header('Content-Security-Policy', contentSecurityPolicyFor(path));
    // API answers carry a user's data: never cached. /assets and /uploads keep theirs.
    if (isApiAnswer(path)) reply.header('Cache-Control', 'no-store');
  });
  await app.register(errorsPlugin);
  // The Today board's kept answer: writes answered here forget it at once (so a desk reads its
  // own change), and so does every change the live feed hears from any process.
  app.decorate('overviews', opts.deps.overviews);
  // The users kept behind tokens (auth/session-cache.ts) likewise: a role, a password or an
  // account changed through this process counts for the very next request. (Changes from other
  // processes reach the session cache through the feed, which it listens to itself.)
  const { overviews, sessions } = opts.deps;
  invalidateOnWrites(app, {
    invalidate: () => {
      overviews.invalidate();
      sessions.invalidate();
    },
  });
  // Any commit of any process (its LISTEN/NOTIFY feed), and a resync after the feed reconnected.
  const forgetOnChanges = opts.deps.changes.subscribe(() => opts.deps.overviews.invalidate());
  app.addHook('onClose', async () => forgetOnChanges());
  // A JSON content type with an empty body (a DELETE from a client that always sends the
  // header) is no body, not malformed JSON. Anything else goes to Fastify's own parser, with
  // its refusal of __proto__ and constructor keys kept.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
  // Before every route: it indexes the /api routes as they are registered.
  await app.register(methodNotAllowedPlugin);
  await app.register(bodyTimeoutPlugin, { stallMs: opts.deps.env.BODY_STALL_TIMEOUT_MS });
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
