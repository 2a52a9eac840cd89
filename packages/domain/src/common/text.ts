// The text pieces every schema builds on. PostgreSQL refuses NUL in text (and the driver would
// silently turn a lone UTF-16 surrogate into U+FFFD), and no staff screen legitimately produces
// control characters, so text input is checked HERE, once, and every domain uses these pieces:
//
//   ZLine(message?)                  a trimmed one-line string: refuses every C0 control
//                                    (U+0000–U+001F, tab and newlines included), DEL (U+007F),
//                                    the C1 range (U+0080–U+009F) and lone surrogates.
//                                    Chain .min/.max/.regex/.email after it (usernames, names,
//                                    e-mails, phones, codes).
//   ZMultiline(message?)             the same for multi-line fields (addresses, notes, particular
//                                    signs, findings): tab, LF and CR are allowed, nothing else.
//   ZRequiredText(key, opts?)        trimmed, must not be blank; opts.max/maxKey, opts.multiline.
//   ZOptionalText(max, key, opts?)   trimmed; '' and null become absent; opts.multiline.
//   ZSearchText(max?)                search and filter terms of list procedures: trimmed, blank is
//                                    absent, one line.
//   ZSecret(message?)                passwords: kept as typed (not trimmed), but no control
//                                    characters or lone surrogates either.
//   textCharacterIssue(value, kind)  the same check as a function, for rules written by hand
//                                    (dogIssues); answers the message key or null.
//
// A new domain (daycare, hotel, vet, grooming...) builds every text field from these, so a NUL or
// a stray escape sequence is a 400 with 'common.controlCharacters' (or 'common.invalidCharacters'
// for lone surrogates) before it reaches a service. Ids are checked by ZId / isId (common/id.ts).
import { z } from 'zod';

export const CONTROL_CHARACTERS_KEY = 'common.controlCharacters';
export const INVALID_CHARACTERS_KEY = 'common.invalidCharacters';

export type TTextKind = 'line' | 'multiline';

// biome-ignore lint/suspicious/noControlCharactersInRegex: these ranges are what the check refuses
const LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above, minus tab, LF and CR
const MULTILINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text's characters, as a message key; null when nothing is. */
export function textCharacterIssue(
  value: string,
  kind: TTextKind = 'line',
): typeof CONTROL_CHARACTERS_KEY | typeof INVALID_CHARACTERS_KEY | null {
  if ((kind === 'line' ? LINE_CONTROLS : MULTILINE_CONTROLS).test(value)) return CONTROL_CHARACTERS_KEY;
  if (LONE_SURROGATE.test(value)) return INVALID_CHARACTERS_KEY;
  return null;
}

/** A zod check refusing control characters and lone surrogates; later checks are skipped on failure. */
export function cleanTextCheck(kind: TTextKind = 'line') {
  return z.superRefine<string>((value, ctx) => {
    const key = textCharacterIssue(value, kind);
    if (key) ctx.addIssue({ code: 'custom', message: key, input: value, continue: false });
  });
}

/** A trimmed one-line string without control characters. `message` is for a non-string. */
export const ZLine = (message?: string) =>
  z
    .string(message === undefined ? undefined : { message })
    .trim()
    .check(cleanTextCheck('line'));

/** A trimmed multi-line string: tab, LF and CR allowed, no other control character. */
export const ZMultiline = (message?: string) =>
  z
    .string(message === undefined ? undefined : { message })
    .trim()
    .check(cleanTextCheck('multiline'));

/** A password or other secret: not trimmed (every character counts), no control characters. */
export const ZSecret = (message?: string) =>
  z.string(message === undefined ? undefined : { message }).check(cleanTextCheck('line'));

/** '' (after trimming) and null become undefined; anything else goes on to be checked. */
const blankToUndefined = (v: string | null | undefined) =>
  typeof v === 'string' ? (v.trim() === '' ? undefined : v) : v === null ? undefined : v;

/** A trimmed string; an empty result (or null) counts as absent. */
export const ZOptionalText = (max: number, messageKey: string, opts: { multiline?: boolean } = {}) =>
  z.preprocess(
    blankToUndefined,
    (opts.multiline ? ZMultiline() : ZLine()).max(max, { message: messageKey }).optional(),
  );

/** A trimmed string that must not be blank. */
export const ZRequiredText = (
  messageKey: string,
  opts: { max?: number; maxKey?: string; multiline?: boolean } = {},
) => {
  const base = (opts.multiline ? ZMultiline(messageKey) : ZLine(messageKey)).min(1, { message: messageKey });
  return z.preprocess(
    (v) => (v === null ? undefined : v),
    opts.max === undefined ? base : base.max(opts.max, { message: opts.maxKey ?? messageKey }),
  );
};

/** A search or filter term: trimmed, blank or null is absent, one line, at most `max` characters. */
export const ZSearchText = (max = 100) =>
  z.preprocess(blankToUndefined, ZLine().max(max, { message: 'common.searchTooLong' }).optional());

/** Lower-cases and strips accents so 'Peña' and 'pena' meet (used for search). */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
