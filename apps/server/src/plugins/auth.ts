// Reads the bearer token of every request once; `request.user` is the user or null.
import type { TSessionUser } from '@pawdesk/domain';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { AppDeps } from '../app-deps';
import type { TokenSession } from '../auth/tokens';
import { sessionFromToken } from '../modules/auth';

declare module 'fastify' {
  interface FastifyRequest {
    user: TSessionUser | null;
    /** The token's session (expiry, token version), for what outlives one request: live streams. */
    session: TokenSession | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

const authPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api') && !url.startsWith('/trpc')) return;
    const token = bearerToken(request.headers.authorization);
    request.session = token ? await sessionFromToken(deps, token) : null;
    request.user = request.session?.user ?? null;
  });
};

export default fp(authPlugin, { name: 'pawdesk-auth' });
