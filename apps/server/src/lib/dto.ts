// Shapes shared by the REST layer: REST bodies call ids `_id` (contract, common rules).

type Restified<T> = T extends Date
  ? string
  : T extends (infer U)[]
    ? Restified<U>[]
    : T extends object
      ? { [K in keyof T as K extends 'id' ? '_id' : K]: Restified<T[K]> }
      : T;

/** Renames every `id` key to `_id` (deeply) and turns Dates into ISO strings. */
export function toRest<T>(value: T): Restified<T> {
  if (value instanceof Date) return value.toISOString() as Restified<T>;
  if (Array.isArray(value)) return value.map((v) => toRest(v)) as Restified<T>;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k === 'id' ? '_id' : k] = toRest(v);
    return out as Restified<T>;
  }
  return value as Restified<T>;
}

/**
 * `JSON.stringify(toRest(value))` for a value with no Dates (a DTO), without the deep copy: a long
 * list is written many times faster. Every `"id":` key becomes `"_id":`. In JSON text a key
 * follows `{` or `,`, and neither can stand right before an unescaped `"` inside a string (such a
 * quote is written `\"`), so only keys are renamed.
 */
export function restJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/([{,])"id":/g, '$1"_id":');
}

export const iso = (d: Date): string => d.toISOString();

/** An instant as a raw query answers it (a Date, a timestamp text, epoch ms) as ISO 8601 UTC. */
export const isoOf = (value: Date | string | number): string =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

/** isoOf, or null for a missing instant (a visit not checked out yet, a booking not completed). */
export const isoOrNull = (value: Date | string | number | null | undefined): string | null =>
  value === null || value === undefined ? null : isoOf(value);

type JsonSchema = Record<string, unknown>;

/** Keywords whose value is data (a body that went through toRest), not a sub-schema. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'default', 'example', 'examples']);

/**
 * The JSON Schema of what REST sends, from the JSON Schema of what a handler returns: the same
 * rule as toRest, applied to the schema. Every property named `id` (and its `required` entry)
 * becomes `_id`, at any depth. Dates are turned into ISO strings by toRest; their schema is
 * already `{ type: string, format: date-time }` when it comes from `restBodySchema` in
 * rest/openapi.ts, so nothing else changes.
 */
export function toRestJsonSchema<T>(schema: T): T {
  if (Array.isArray(schema)) return schema.map((s) => toRestJsonSchema(s)) as T;
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [name === 'id' ? '_id' : name, toRestJsonSchema(sub)]),
      );
    } else if (key === 'required' && Array.isArray(value)) {
      out[key] = value.map((name) => (name === 'id' ? '_id' : name));
    } else if (DATA_KEYWORDS.has(key)) {
      out[key] = toRest(value);
    } else {
      out[key] = toRestJsonSchema(value);
    }
  }
  return out as T;
}
