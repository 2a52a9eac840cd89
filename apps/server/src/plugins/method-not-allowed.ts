// 405 for a known REST path asked with the wrong method (PATCH /api/owners, DELETE
// /api/auth/login, POST /api/health), with an `Allow` header naming the methods that path
// really has. Fastify's router sends such requests to the not-found handler; that handler
// (plugins/static.ts) asks `app.allowedMethods(path)` first and answers 405 when it gets a list.
//
// The index is built from every route registered under /api (the REST routes, the OpenAPI
// document, the docs page), collected by an onRoute hook: register this plugin before them.
import { messageEn } from '@pawdesk/domain';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods registered for this concrete /api path, or null when no route matches it. */
    allowedMethods: (path: string) => string[] | null;
  }
}

const METHOD_ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

interface PathEntry {
  pattern: RegExp;
  methods: Set<string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** '/api/owners/:id' -> /^\/api\/owners\/[^/]+$/ ; a trailing '*' matches the rest. */
export function pathPattern(url: string): RegExp {
  const parts = url.split('/').map((segment) => {
    if (segment === '*') return '.*';
    if (segment.startsWith(':')) return '[^/]+';
    return escapeRegExp(segment);
  });
  return new RegExp(`^${parts.join('/')}$`);
}

export function createMethodIndex() {
  const entries = new Map<string, PathEntry>();
  return {
    add(url: string, methods: string | string[]) {
      const entry = entries.get(url) ?? { pattern: pathPattern(url), methods: new Set<string>() };
      for (const method of Array.isArray(methods) ? methods : [methods]) {
        entry.methods.add(method.toUpperCase());
        // Fastify answers HEAD for every GET route (exposeHeadRoutes).
        if (method.toUpperCase() === 'GET') entry.methods.add('HEAD');
      }
      entries.set(url, entry);
    },
    allowed(path: string): string[] | null {
      const methods = new Set<string>();
      for (const entry of entries.values()) {
        if (entry.pattern.test(path)) for (const method of entry.methods) methods.add(method);
      }
      if (methods.size === 0) return null;
      return METHOD_ORDER.filter((m) => methods.has(m)).concat(
        [...methods].filter((m) => !METHOD_ORDER.includes(m)).sort(),
      );
    },
  };
}

/** Answers 405 when the path is known under another method; false when it is not known at all. */
export function replyMethodNotAllowed(
  allowedMethods: (path: string) => string[] | null,
  path: string,
  reply: FastifyReply,
): boolean {
  const allowed = allowedMethods(path);
  if (!allowed) return false;
  reply
    .status(405)
    .header('Allow', allowed.join(', '))
    .send({ error: messageEn('common.methodNotAllowed') });
  return true;
}

const methodNotAllowedPlugin: FastifyPluginAsync<{ prefix?: string }> = async (app, opts) => {
  const prefix = opts.prefix ?? '/api';
  const index = createMethodIndex();
  app.addHook('onRoute', (route) => {
    if (route.url === prefix || route.url.startsWith(`${prefix}/`)) index.add(route.url, route.method);
  });
  app.decorate('allowedMethods', (path: string) => {
    if (path !== prefix && !path.startsWith(`${prefix}/`)) return null;
    return index.allowed(path);
  });
};

export default fp(methodNotAllowedPlugin, { name: 'pawdesk-method-not-allowed' });
