import { z } from 'zod';

/** Ids are UUIDs; anything else can name no record, so it answers "not found" rather than failing. */
export const ZId = z.string().uuid({ message: 'common.invalidId' });

export function isId(value: unknown): value is string {
  return ZId.safeParse(value).success;
}
