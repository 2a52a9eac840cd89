// The tRPC context. createContextInner is plain so tests can build a context directly.
import type { TSessionUser } from '@pawdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';

export interface Context {
  deps: AppDeps;
  user: TSessionUser | null;
  ip: string;
  /** The request's logger (absent in tests that build a context directly). */
  log?: FastifyBaseLogger;
}

export function createContextInner(opts: {
  deps: AppDeps;
  user: TSessionUser | null;
  ip?: string;
  log?: FastifyBaseLogger;
}): Context {
  return {
    deps: opts.deps,
    user: opts.user,
    ip: opts.ip ?? '127.0.0.1',
    ...(opts.log ? { log: opts.log } : {}),
  };
}
