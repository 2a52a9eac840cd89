import { z } from 'zod';

/** A trimmed string; an empty result counts as absent. */
export const ZOptionalText = (max: number, messageKey: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : v.trim()) : v === null ? undefined : v),
    z.string().max(max, { message: messageKey }).optional(),
  );

/** A trimmed string that must not be blank. */
export const ZRequiredText = (messageKey: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ message: messageKey }).min(1, { message: messageKey }),
  );

/** Lower-cases and strips accents so 'Peña' and 'pena' meet (used for search). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
