// A zod schema that checks each object once: the same object handed out again (a kept answer
// shared by many requests, e.g. the Today board) is answered from the first check. Another
// object is checked in full, as by the schema itself. For tRPC's `.output()`, which calls
// `parseAsync` on every answer; the type stays the schema's own.
import type { z } from 'zod';

export function validatedOnce<S extends z.ZodType>(schema: S): S {
  const checked = new WeakMap<object, z.output<S>>();
  return Object.assign(Object.create(schema) as S, {
    async parseAsync(value: unknown): Promise<z.output<S>> {
      const known = value !== null && typeof value === 'object' ? checked.get(value) : undefined;
      if (known !== undefined) return known;
      const parsed = await schema.parseAsync(value);
      if (value !== null && typeof value === 'object') checked.set(value, parsed);
      return parsed;
    },
  });
}
