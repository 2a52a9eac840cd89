// Numbers typed into a field, read back the way the reader writes them, and the form's values
// shown back in the reader's language. Pure; the NumberInput block (app/blocks/number-field.tsx)
// is the only caller, and every number field of the app is that block.
//
// What a field reads (decimal numbers of a few digits: kilograms, degrees, years, days):
// - Spanish: ',' or '.' is the decimal mark ('10,4' and '10.4' are both 10.4: the comma is how
//   Spanish writes it, the point is what a keyboard's number pad types);
// - English: '.' is the decimal mark; a ',' is refused (English writes it only to group
//   thousands, so '10,4' would be a guess between 10.4 and 104);
// - no grouping of thousands in either language, and at most one mark: '1.000,5' and '1,000.5'
//   are refused rather than guessed ('1.000' in Spanish reads as 1: no field of the app takes
//   thousands);
// - blanks around are ignored, a sign is allowed ('-2' is then refused by the field's range), so is
//   a mark with nothing before or after it ('.5', '10,').
// Whatever is refused leaves the field unreadable: the form's schema then answers with the
// field's own message ('Weight must be between 0.1-100 kg'), as for any value out of range.

export type TNumberLanguage = 'es' | 'en';

/** What typed text reads as: nothing, a number in the form's canonical text ('10.4'), or unreadable. */
export type TTypedNumber = { kind: 'blank' } | { kind: 'value'; value: string } | { kind: 'invalid' };

/**
 * The form value of an unreadable entry. Every number schema of the domain reads it as not a
 * number and answers with the field's message; the typed text stays in the input.
 */
export const UNREADABLE_NUMBER = 'NaN';

const SHAPES: Record<TNumberLanguage, RegExp> = {
  es: /^([+-]?)(\d*)(?:[.,](\d*))?$/,
  en: /^([+-]?)(\d*)(?:\.(\d*))?$/,
};

const language = (lang: string): TNumberLanguage => (lang.startsWith('en') ? 'en' : 'es');

/** Reads what was typed into a number field in `lang` (see the rules above). */
export function readTypedNumber(text: string, lang: string): TTypedNumber {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'blank' };
  const match = SHAPES[language(lang)].exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return { kind: 'invalid' };
  const digits = fraction === '' ? whole || '0' : `${whole || '0'}.${fraction}`;
  const value = `${sign === '-' ? '-' : ''}${digits}`;
  // Canonical: no leading zeros beyond one, no trailing point ('010,' is '10').
  const n = Number(value);
  return Number.isFinite(n) ? { kind: 'value', value: canonical(value) } : { kind: 'invalid' };
}

function canonical(text: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const int = whole.replace(/^0+(?=\d)/, '');
  const body = fraction === '' ? int : `${int}.${fraction}`;
  return negative && Number(body) !== 0 ? `-${body}` : body;
}

/**
 * A form value as the field shows it in `lang`: '10.4' is '10,4' in Spanish. Only canonical
 * numbers are rewritten (no grouping, the digits kept as they are); anything else (an unreadable
 * entry kept as typed) is shown unchanged.
 */
export function showNumber(value: string | number | null | undefined, lang: string): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text === UNREADABLE_NUMBER ? '' : text;
  return language(lang) === 'es' ? text.replace('.', ',') : text;
}

/** The form value for what was typed: the canonical number, '' for nothing, else UNREADABLE_NUMBER. */
export function numberFormValue(text: string, lang: string): string {
  const read = readTypedNumber(text, lang);
  return read.kind === 'value' ? read.value : read.kind === 'blank' ? '' : UNREADABLE_NUMBER;
}
