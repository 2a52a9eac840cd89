// The one error type services throw. One table maps each code to a tRPC code and an HTTP
// status; the Fastify error handler and the tRPC error formatter both read it.
import { messageEn } from '@pawdesk/domain';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';

export const DOMAIN_ERRORS = {
  BAD_REQUEST: { http: 400, trpc: 'BAD_REQUEST' },
  UNAUTHORIZED: { http: 401, trpc: 'UNAUTHORIZED' },
  FORBIDDEN: { http: 403, trpc: 'FORBIDDEN' },
  NOT_FOUND: { http: 404, trpc: 'NOT_FOUND' },
  CONFLICT: { http: 409, trpc: 'CONFLICT' },
  PAYLOAD_TOO_LARGE: { http: 413, trpc: 'PAYLOAD_TOO_LARGE' },
  UNSUPPORTED_MEDIA_TYPE: { http: 415, trpc: 'UNSUPPORTED_MEDIA_TYPE' },
  TOO_MANY_REQUESTS: { http: 429, trpc: 'TOO_MANY_REQUESTS' },
  UNAVAILABLE: { http: 503, trpc: 'SERVICE_UNAVAILABLE' },
  INTERNAL: { http: 500, trpc: 'INTERNAL_SERVER_ERROR' },
} as const satisfies Record<string, { http: number; trpc: TRPC_ERROR_CODE_KEY }>;

export type TDomainErrorCode = keyof typeof DOMAIN_ERRORS;

export interface TErrorDetail {
  path: string;
  message: string;
  key?: string;
}

export class DomainError extends Error {
  readonly code: TDomainErrorCode;
  /** The message key of @pawdesk/domain when there is one; the web translates it. */
  readonly messageKey: string | undefined;
  readonly details: TErrorDetail[] | undefined;
  /** Seconds the client should wait (429). */
  readonly retryAfter: number | undefined;
  /** Values for the placeholders of the message key ({dogs}, {name}...), so the web can translate it. */
  readonly params: Record<string, string> | undefined;

  constructor(
    code: TDomainErrorCode,
    keyOrMessage: string,
    opts: { details?: TErrorDetail[]; retryAfter?: number; params?: Record<string, string> } = {},
  ) {
    const english = interpolate(messageEn(keyOrMessage), opts.params);
    super(english);
    this.name = 'DomainError';
    this.code = code;
    this.messageKey = english === keyOrMessage ? undefined : keyOrMessage;
    this.details = opts.details;
    this.retryAfter = opts.retryAfter;
    this.params = opts.params;
  }

  get httpStatus(): number {
    return DOMAIN_ERRORS[this.code].http;
  }
}

function interpolate(text: string, params?: Record<string, string>): string {
  if (!params) return text;
  return text.replace(/\{\{?(\w+)\}?\}/g, (whole, name: string) => params[name] ?? whole);
}

export const notFound = (key = 'common.notFound') => new DomainError('NOT_FOUND', key);
