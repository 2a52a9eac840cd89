// Turns a zod failure into one translated message per top-level field (first issue wins).
import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { translateMessage } from './errors';

export function fieldErrors(error: z.ZodError, t: TFunction): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in out)) out[field] = translateMessage(t, issue.message, issue.message);
  }
  return out;
}
