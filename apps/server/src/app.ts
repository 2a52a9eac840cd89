// buildApp: the whole server, not listening. main.ts listens; tests inject into it.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { KeptOverviews } from './lib/overview-cache';
import { pathOf, securityHeaders } from './lib/security-headers';
import { auditRestRoutes } from './modules/audit';
import { authRestRoutes } from './modules/auth';
import { billingRestRoutes } from './modules/billing';
import { dashboardRestRoutes } from './modules/dashboard';
import { daycareRestRoutes } from './modules/daycare';
import { dogsRestRoutes } from './modules/dogs';
import { groomingRestRoutes } from './modules/grooming';
import { healthProbeRoutes, healthRestRoutes } from './modules/health';
import { hotelRestRoutes } from './modules/hotel';
import { jobsRestRoutes } from './modules/jobs';
import { kennelsRestRoutes } from './modules/kennels';
import { ownersRestRoutes } from './modules/owners';
import { settingsRestRoutes } from './modules/settings';
import { tillRestRoutes } from './modules/till';
import { usersRestRoutes } from './modules/users';
import { vaccinationsRestRoutes } from './modules/vaccinations';
import { vetRestRoutes } from './modules/vet';
import authPlugin from './plugins/auth';
import bodyTimeoutPlugin from './plugins/body-timeout';
import errorsPlugin, { answerClientError, frameworkErrors } from './plugins/errors';
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
  ...healthProbeRoutes,
  ...authRestRoutes,
  ...usersRestRoutes,
  ...ownersRestRoutes,
  ...dogsRestRoutes,
  ...daycareRestRoutes,
  ...hotelRestRoutes,
  ...kennelsRestRoutes,
  ...vetRestRoutes,
  ...groomingRestRoutes,
  ...dashboardRestRoutes,
  ...settingsRestRoutes,
  ...vaccinationsRestRoutes,
  ...billingRestRoutes,
  ...tillRestRoutes,
  ...auditRestRoutes,
  ...jobsRestRoutes,
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
    // Refusals before any route (a malformed URL, a path too long, headers too large, not HTTP)
    // answer in the API's error shape with the security headers (plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler: answerClientError,
  });
  opts.instrument?.(app);
  app.addHook('onSend', async (request, reply) => {
    // Baseline hardening on every answer: no MIME sniffing (uploads above all), no framing, no
    // referrer leaks, scripts only from our own origin, API answers never cached
    // (lib/security-headers.ts; answers written past this hook take the same headers).
    reply.headers(securityHeaders(pathOf(request.url)));
  });
  await app.register(errorsPlugin);
  // The kept values (lib/kept.ts), the overviews among them, forget themselves: by the topics of
  // this process's commits before a write is answered, and by the live feed's. Once the app is
  // closed they stop listening, and keep nothing more.
  app.decorate('overviews', opts.deps.overviews);
  app.addHook('onClose', async () => opts.deps.kept.close());
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
