// The REST compatibility layer at /api: registers every module's routes, enforces login and
// roles and the per-account limit on the full lists, parses input with zod, renames ids to `_id`,
// and serves the OpenAPI document.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import { DomainError } from '../errors/domain-error';
import { parseInput } from '../errors/validation';
import { restJsonText, toRest } from '../lib/dto';
import { createHeavyLists } from '../rest/heavy-lists';
import { buildOpenApi } from '../rest/openapi';
import type { RestRoute } from '../rest/route';

const restPlugin: FastifyPluginAsync<{ deps: AppDeps; routes: RestRoute[]; version: string }> = async (
  app,
  { deps, routes, version },
) => {
  const heavyLists = createHeavyLists({
    perAccount: deps.env.HEAVY_LISTS_PER_ACCOUNT,
    stallMs: deps.env.STREAM_STALL_TIMEOUT_MS,
  });
  app.decorate('heavyLists', heavyLists);
  for (const route of routes) {
    app.route({
      method: route.method,
      url: `/api${route.url}`,
      handler: async (req, reply) => {
        if (route.auth !== false) {
          if (!req.user) throw new DomainError('UNAUTHORIZED', 'auth.notAuthenticated');
          if (Array.isArray(route.auth) && !route.auth.includes(req.user.role)) {
            throw new DomainError('FORBIDDEN', 'auth.forbidden');
          }
        }
        if (route.heavy && req.user && req.method !== 'HEAD') {
          // Held until the answer is over, however it ends (complete, cut, or the client gone).
          const release = heavyLists.perAccount.tryEnter(req.user.id);
          if (!release) {
            throw new DomainError('TOO_MANY_REQUESTS', 'common.tooManyFullLists', {
              retryAfter: heavyLists.retryAfterSeconds,
            });
          }
          reply.raw.once('close', release);
        }
        const opts = route.validationPrefix ? { prefix: route.validationPrefix } : {};
        const params = route.params ? parseInput(route.params, req.params, opts) : req.params;
        const query = route.query ? parseInput(route.query, req.query, opts) : req.query;
        const body = route.body && !route.multipart ? parseInput(route.body, req.body ?? {}, opts) : req.body;
        const user = req.user;
        const svc = {
          prisma: deps.prisma,
          actor: user
            ? { id: user.id, username: user.username, role: user.role }
            : { id: '', username: '', role: 'employee' as const },
        };
        const result = await route.handler({ req, reply, deps, body, params, query, user, svc });
        if (reply.sent) return reply;
        reply.status(route.response.status);
        if (result === null || typeof result !== 'object') return toRest(result);
        // The JSON text of toRest(result) written straight from the result (restJsonText): no
        // deep copy of a long list first.
        if (!reply.hasHeader('content-type')) reply.header('content-type', 'application/json; charset=utf-8');
        return reply.send(restJsonText(result));
      },
    });
  }

  const document = buildOpenApi(routes, { version });
  app.get('/api/openapi.json', async () => document);
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
};

export default fp(restPlugin, { name: 'pawdesk-rest' });
