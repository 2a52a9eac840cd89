// The tRPC context. createContextInner is plain so tests can build a context directly.
import type { TSessionUser } from '@pawdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-deps';
import type { TokenSession } from '../auth/tokens';
import type { AccountLimit } from '../lib/account-limits';
import type { LiveStreams } from '../live/live-streams';

export interface Context {
  deps: AppDeps;
  user: TSessionUser | null;
  ip: string;
  /** The request's logger (absent in tests that build a context directly). */
  log?: FastifyBaseLogger;
  /** The token's expiry and version, which a live stream re-checks (absent in such tests). */
  session?: TokenSession;
  /** The app's open live streams, ended at once when it closes (absent in such tests). */
  streams?: LiveStreams;
  /** The paged list queries each account may run at once (absent in such tests: no limit). */
  listQueries?: AccountLimit;
}

export function createContextInner(opts: {
  deps: AppDeps;
  user: TSessionUser | null;
  ip?: string;
  log?: FastifyBaseLogger;
  session?: TokenSession | null;
  streams?: LiveStreams;
  listQueries?: AccountLimit;
}): Context {
  return {
    deps: opts.deps,
    user: opts.user,
    ip: opts.ip ?? '127.0.0.1',
    ...(opts.log ? { log: opts.log } : {}),
    ...(opts.session ? { session: opts.session } : {}),
    ...(opts.streams ? { streams: opts.streams } : {}),
    ...(opts.listQueries ? { listQueries: opts.listQueries } : {}),
  };
}
