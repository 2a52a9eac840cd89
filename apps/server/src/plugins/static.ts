// Serves the built web app; client-side routes fall back to index.html, while unknown API
// paths answer a JSON 404 (or 405 with Allow when the path exists under another method): under
// /trpc in tRPC's error shape (`/trpc/users/list`, a path no procedure has), elsewhere `{ error }`.
// Every HTML answer gets the app's Content-Security-Policy from the onSend hook in app.ts.
import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { messageEn } from '@pawdesk/domain';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isTrpcPath, trpcErrorShape } from '../errors/http-answer';
import { pathOf } from '../lib/security-headers';
import { replyMethodNotAllowed } from './method-not-allowed';

const API_PREFIXES = ['/api', '/trpc', '/uploads'];

const staticPlugin: FastifyPluginAsync<{ webDist: string | null }> = async (app, { webDist }) => {
  const hasWeb = webDist !== null && existsSync(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be fresh.
        if (path.includes('/assets/')) res.header('Cache-Control', 'public, max-age=31536000, immutable');
        else res.header('Cache-Control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = pathOf(request.url);
    const isApi = API_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`));
    if (!isApi && hasWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    if (app.hasDecorator('allowedMethods') && replyMethodNotAllowed(app.allowedMethods, path, reply)) {
      return reply;
    }
    if (isTrpcPath(path)) {
      return reply
        .status(404)
        .send(trpcErrorShape({ message: messageEn('common.noProcedure'), httpStatus: 404 }));
    }
    return reply.status(404).send({ error: messageEn('common.notFound') });
  });
};

export default fp(staticPlugin, { name: 'pawdesk-static' });
