// The error bodies each API promises, for answers written outside the error handler: a refusal
// at the HTTP parser (431, 414, 400, 408) or the router (a malformed escape, a path too long), an
// unknown path, a body that stalled, the shutdown's 503. Under /trpc it is tRPC's error shape
// (`{ error: { message, code, data: { code, httpStatus } } }`, the shape the tRPC client reads);
// everywhere else `{ error }`, as the REST contract says. Every such answer also carries the
// security headers of lib/security-headers.ts.
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { securityHeaders } from '../lib/security-headers';

export const isTrpcPath = (path: string): boolean => path === '/trpc' || path.startsWith('/trpc/');

/** tRPC's name for an HTTP status (its own table; a 4xx it has no name for is BAD_REQUEST). */
const TRPC_CODE_BY_STATUS: Partial<Record<number, TRPC_ERROR_CODE_KEY>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

export function trpcCodeFor(status: number): TRPC_ERROR_CODE_KEY {
  return TRPC_CODE_BY_STATUS[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR');
}

export interface TrpcErrorShape {
  error: {
    message: string;
    code: number;
    data: {
      code: TRPC_ERROR_CODE_KEY;
      httpStatus: number;
      path?: string;
      messageKey?: string;
      retryAfter?: number;
    };
  };
}

/** One call's error in tRPC's shape, as the tRPC error formatter (trpc/trpc.ts) writes it. */
export function trpcErrorShape(opts: {
  message: string;
  httpStatus: number;
  code?: TRPC_ERROR_CODE_KEY;
  path?: string;
  messageKey?: string;
  retryAfter?: number;
}): TrpcErrorShape {
  const code = opts.code ?? trpcCodeFor(opts.httpStatus);
  return {
    error: {
      message: opts.message,
      code: TRPC_ERROR_CODES_BY_KEY[code],
      data: {
        code,
        httpStatus: opts.httpStatus,
        ...(opts.path !== undefined ? { path: opts.path } : {}),
        ...(opts.messageKey !== undefined ? { messageKey: opts.messageKey } : {}),
        ...(opts.retryAfter !== undefined ? { retryAfter: opts.retryAfter } : {}),
      },
    },
  };
}

/** The JSON body of an error answer to `path`: tRPC's shape under /trpc, `{ error }` elsewhere. */
export function errorBodyFor(path: string, status: number, message: string, retryAfter?: number): string {
  return JSON.stringify(
    isTrpcPath(path)
      ? trpcErrorShape({ message, httpStatus: status, ...(retryAfter ? { retryAfter } : {}) })
      : { error: message },
  );
}

/**
 * A whole error answer for a path, as the status line's headers and the body: the body's type and
 * length, every security header, and `Retry-After` when given.
 */
export function errorAnswerFor(
  path: string,
  status: number,
  message: string,
  opts: { retryAfter?: number; close?: boolean } = {},
): { headers: Record<string, string>; body: string } {
  const body = errorBodyFor(path, status, message, opts.retryAfter);
  return {
    body,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      ...securityHeaders(path),
      ...(opts.retryAfter ? { 'retry-after': String(opts.retryAfter) } : {}),
      ...(opts.close ? { connection: 'close' } : {}),
    },
  };
}
