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

export const iso = (d: Date): string => d.toISOString();
export const isoOrNull = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
