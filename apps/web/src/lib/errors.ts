// Reading tRPC errors: the server puts { code, httpStatus, messageKey?, details? } in `data`.
// The shape is read defensively so an older or unexpected server cannot crash a screen.
import type { TFunction } from 'i18next';
import { messageI18nKey } from './message-namespace';

export interface ErrorDetail {
  path: string;
  message: string;
  key?: string;
}

export interface ApiErrorData {
  code?: string;
  httpStatus?: number;
  messageKey?: string;
  /** Values for the message's `{name}` placeholders, when the server sends them. */
  params?: Record<string, string>;
  details?: ErrorDetail[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringValues(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record).flatMap(([key, value]) =>
      typeof value === 'string' || typeof value === 'number' ? [[key, String(value)]] : [],
    ),
  );
}

export function errorData(error: unknown): ApiErrorData {
  if (!isRecord(error) || !isRecord(error.data)) return {};
  const data = error.data;
  const details = Array.isArray(data.details)
    ? data.details.flatMap((d): ErrorDetail[] =>
        isRecord(d) && typeof d.message === 'string'
          ? [
              {
                path: typeof d.path === 'string' ? d.path : Array.isArray(d.path) ? d.path.join('.') : '',
                message: d.message,
                ...(typeof d.key === 'string' ? { key: d.key } : {}),
              },
            ]
          : [],
      )
    : undefined;
  return {
    ...(typeof data.code === 'string' ? { code: data.code } : {}),
    ...(typeof data.httpStatus === 'number' ? { httpStatus: data.httpStatus } : {}),
    ...(typeof data.messageKey === 'string' ? { messageKey: data.messageKey } : {}),
    ...(isRecord(data.params) ? { params: stringValues(data.params) } : {}),
    ...(details ? { details } : {}),
  };
}

export function isUnauthorized(error: unknown): boolean {
  const data = errorData(error);
  return data.httpStatus === 401 || data.code === 'UNAUTHORIZED';
}

/** The request never got an answer (server down, offline): tRPC wraps the fetch TypeError. */
function isNetworkFailure(error: unknown): boolean {
  if (!isRecord(error)) return false;
  if (isRecord(error.data)) return false;
  const cause = error.cause;
  return (
    (cause instanceof TypeError || (isRecord(cause) && cause.name === 'TypeError')) &&
    typeof error.message === 'string'
  );
}

// MESSAGES_EN texts name their values in single braces ("the only owner of {dogs}").
const PARAM_INTERPOLATION = { prefix: '{', suffix: '}', escapeValue: false } as const;
const UNFILLED = /\{\w+\}/;

/**
 * Translates one server message key (in `validation` or `business`, see messageNamespace), filling `{name}` placeholders from
 * params. Falls back to the given text (the server's English, already filled in) when the key
 * is unknown or a placeholder has no value.
 */
export function translateMessage(
  t: TFunction,
  key: string | undefined,
  fallback: string,
  params: Record<string, string> = {},
): string {
  if (!key) return fallback;
  const text = t(messageI18nKey(key), {
    ...params,
    defaultValue: fallback,
    interpolation: PARAM_INTERPOLATION,
  });
  return UNFILLED.test(text) && fallback ? fallback : text;
}

/**
 * The text to show for a failed call: the translated messageKey when the server sent one,
 * else the server's message, else '' (callers then show their generic text).
 */
export function errorText(error: unknown, t: TFunction): string {
  if (isNetworkFailure(error)) return t('errors:network');
  const data = errorData(error);
  const message = isRecord(error) && typeof error.message === 'string' ? error.message.trim() : '';
  if (data.messageKey) return translateMessage(t, data.messageKey, message, data.params);
  // A validation failure carries one keyed detail per rule; its message is their English join.
  const keyed = (data.details ?? []).filter((detail) => detail.key);
  if (keyed.length > 0) {
    const texts = keyed.map((detail) => translateMessage(t, detail.key, detail.message));
    return [...new Set(texts)].join(', ');
  }
  return message;
}
