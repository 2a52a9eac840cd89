// Screen state in the query string (tab, search, filters, sort, page), so a reload, Back and a
// shared link land on the same view. A screen declares its parameters once with typed codecs;
// a value equal to its default is left out of the URL, unknown parameters are kept.
// Typing replaces the current history entry (`{ replace: true }`); a tab, page or filter change
// pushes one, so Back returns to the previous view.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'wouter';

export interface UrlParam<T> {
  readonly defaultValue: T;
  parse(raw: string | null): T;
  format(value: T): string;
}

export const urlParam = {
  /** Free text (a search). Trimmed only by the screen that reads it. */
  string(defaultValue = ''): UrlParam<string> {
    return {
      defaultValue,
      parse: (raw) => (raw === null ? defaultValue : raw.slice(0, 200)),
      format: (value) => value,
    };
  },
  /** A whole number of at least `min` (a page); anything else reads as the default. */
  int(defaultValue: number, min = 1): UrlParam<number> {
    return {
      defaultValue,
      parse: (raw) => {
        const n = raw === null ? Number.NaN : Number(raw);
        return Number.isInteger(n) && n >= min ? n : defaultValue;
      },
      format: (value) => String(value),
    };
  },
  /** One of a fixed set (a tab, a sort); anything else reads as the default. */
  oneOf<T extends string>(values: readonly T[], defaultValue: T): UrlParam<T> {
    return {
      defaultValue,
      parse: (raw) =>
        raw !== null && (values as readonly string[]).includes(raw) ? (raw as T) : defaultValue,
      format: (value) => value,
    };
  },
};

export type UrlSchema = Record<string, UrlParam<unknown>>;
export type UrlValues<S extends UrlSchema> = { [K in keyof S]: S[K] extends UrlParam<infer T> ? T : never };
export type SetUrlState<S extends UrlSchema> = (
  patch: Partial<UrlValues<S>>,
  options?: { replace?: boolean },
) => void;

/** Reads a schema's values from a query string (also used outside React, e.g. by prefetch). */
export function readUrlState<S extends UrlSchema>(schema: S, params: URLSearchParams): UrlValues<S> {
  const out: Record<string, unknown> = {};
  for (const [key, param] of Object.entries(schema)) out[key] = param.parse(params.get(key));
  return out as UrlValues<S>;
}

/** Writes a patch into query-string parameters; defaults are removed, other parameters kept. */
export function writeUrlState<S extends UrlSchema>(
  schema: S,
  params: URLSearchParams,
  patch: Partial<UrlValues<S>>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(patch)) {
    const param = schema[key];
    if (!param || value === undefined) continue;
    if (value === param.defaultValue) next.delete(key);
    else next.set(key, param.format(value));
  }
  return next;
}

export function useUrlState<S extends UrlSchema>(schema: S): [UrlValues<S>, SetUrlState<S>] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => readUrlState(schema, params), [schema, params]);
  const set = useCallback<SetUrlState<S>>(
    (patch, options) => {
      setParams((prev) => writeUrlState(schema, prev, patch), { replace: options?.replace ?? false });
    },
    [schema, setParams],
  );
  return [values, set];
}
