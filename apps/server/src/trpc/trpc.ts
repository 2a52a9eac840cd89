// tRPC building blocks: the only ways into a procedure are publicProcedure (login, health),
// protectedProcedure (any logged-in user) and roleProcedure(...roles).
import { messageEn, type TRole } from '@pawdesk/domain';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { DOMAIN_ERRORS, DomainError } from '../errors/domain-error';
import { fromDatabaseError } from '../errors/prisma-errors';
import { validationError } from '../errors/validation';
import type { ServiceContext } from '../lib/context';
import type { Context } from './context';

/**
 * Server-sent events (live.changes): a ping comment when nothing else was sent for
 * LIVE_PING_MS, so proxies and load balancers (idle timeouts of 60 s are common) keep the
 * connection; a client that hears nothing, not even a ping, for LIVE_CLIENT_SILENCE_MS takes the
 * connection for dead (a network cut without a reset) and opens a new one.
 */
export const LIVE_PING_MS = 15_000;
export const LIVE_CLIENT_SILENCE_MS = 40_000;

const t = initTRPC.context<Context>().create({
  sse: {
    ping: { enabled: true, intervalMs: LIVE_PING_MS },
    client: { reconnectAfterInactivityMs: LIVE_CLIENT_SILENCE_MS },
  },
  errorFormatter({ shape, error }) {
    const domain = toDomain(error);
    if (domain) {
      return {
        ...shape,
        message: domain.message,
        data: {
          ...shape.data,
          stack: undefined,
          messageKey: domain.messageKey,
          details: domain.details,
          retryAfter: domain.retryAfter,
          params: domain.params,
        },
      };
    }
    // Anything else is our fault: say so without leaking internals.
    return {
      ...shape,
      message: shape.data.httpStatus >= 500 ? messageEn('common.internalError') : shape.message,
      data: { ...shape.data, stack: undefined },
    };
  },
});

/** The DomainError behind a tRPC error, whether thrown by a service or by input validation. */
export function toDomain(error: TRPCError): DomainError | null {
  const cause = error.cause;
  if (cause instanceof DomainError) return cause;
  if (cause instanceof ZodError) return validationError(cause);
  return fromDatabaseError(cause);
}

/** Rethrows DomainErrors with the tRPC code the table gives them. */
const mapErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    const domain = toDomain(result.error);
    if (domain && domain.code !== 'INTERNAL') {
      const code = DOMAIN_ERRORS[domain.code].trpc;
      result.error = new TRPCError({ code, message: domain.message, cause: domain });
    }
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The paged lists (`owners.list`, `daycare.visits.list`...: a count and a page over a whole table,
 * whatever the search) are the queries that cost most. One account runs at most
 * LIST_QUERIES_PER_ACCOUNT of them at once in a process; more wait their turn (a screen's burst, a
 * batch of 20), and beyond that line the call is refused with TOO_MANY_REQUESTS and a retryAfter.
 */
export const LIST_QUERY_PATH = /(^|\.)list$/;
/** What a refused list call is told to wait, in seconds: lists answer in tens of milliseconds. */
export const LIST_QUERY_RETRY_AFTER_SECONDS = 1;

const limitListQueries = t.middleware(async ({ ctx, type, path, signal, next }) => {
  const limit = ctx.listQueries;
  if (!limit || !ctx.user || type !== 'query' || !LIST_QUERY_PATH.test(path)) return next();
  const release = await limit.enter(ctx.user.id, signal).catch(() => {
    // The client went away while the call waited its turn.
    throw new TRPCError({ code: 'CLIENT_CLOSED_REQUEST', message: messageEn('common.requestCancelled') });
  });
  if (!release) {
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      cause: new DomainError('TOO_MANY_REQUESTS', 'common.tooManyListRequests', {
        retryAfter: LIST_QUERY_RETRY_AFTER_SECONDS,
      }),
    });
  }
  try {
    return await next();
  } finally {
    release();
  }
});

export const publicProcedure = t.procedure.use(mapErrors).use(limitListQueries);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user)
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      cause: new DomainError('UNAUTHORIZED', 'auth.notAuthenticated'),
    });
  const actor = { id: ctx.user.id, username: ctx.user.username, role: ctx.user.role };
  const svc: ServiceContext = { prisma: ctx.deps.prisma, actor };
  return next({ ctx: { ...ctx, user: ctx.user, svc } });
});

export function roleProcedure(...roles: TRole[]) {
  return protectedProcedure.use(({ ctx, next }) => {
    if (!roles.includes(ctx.user.role)) {
      throw new TRPCError({ code: 'FORBIDDEN', cause: new DomainError('FORBIDDEN', 'auth.forbidden') });
    }
    return next();
  });
}
