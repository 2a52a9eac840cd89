// Turns a zod failure into a DomainError whose message is the spec's English messages joined
// by ", " and whose details keep each field's path and message key.
import { MESSAGES_EN, messageEn } from '@pawdesk/domain';
import type { z } from 'zod';
import { DomainError, type TErrorDetail } from './domain-error';

export function validationError(error: z.ZodError, opts: { prefix?: string } = {}): DomainError {
  const details: TErrorDetail[] = error.issues.map((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.message in MESSAGES_EN) {
      return { path, message: messageEn(issue.message), key: issue.message };
    }
    // A rule without a message of its own (a wrong type, say): name the field.
    return { path, message: path ? `${path}: ${issue.message}` : issue.message };
  });
  const unique = [...new Set(details.map((d) => d.message))];
  return new DomainError('BAD_REQUEST', `${opts.prefix ?? ''}${unique.join(', ')}`, { details });
}

/** Parses input with a schema, throwing the 400 DomainError above on failure. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  opts: { prefix?: string } = {},
): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error, opts);
  return result.data;
}
