// Money in the reader's language, from integer euro cents: '1.234,50 €' in Spanish, '€1,234.50'
// in English. One Intl.NumberFormat per language (cached); screens use useMoney(), nothing formats
// an amount by hand. Cents are divided only here, for display: every sum is made in cents.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES = { es: 'es-ES', en: 'en-US' } as const;
const cache = new Map<string, Intl.NumberFormat>();

function formatter(lang: string, signed = false): Intl.NumberFormat {
  const locale = LOCALES[lang.startsWith('en') ? 'en' : 'es'];
  const key = `${locale}${signed ? '+' : ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      // Spanish groups 4-digit numbers only from 10 000 by CLDR's rule; an invoice groups them all.
      useGrouping: 'always',
      ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** Pure formatter: 123450 cents → '1.234,50 €' (es) or '€1,234.50' (en). */
export function formatMoney(lang: string, cents: number): string {
  return formatter(lang).format(cents / 100);
}

/** An amount with its sign, 0 without one: '+12,50 €' / '-3,00 €' (es), '+€12.50' (en): a difference. */
export function formatSignedMoney(lang: string, cents: number): string {
  return formatter(lang, true).format(cents / 100);
}

/** A VAT rate as a percentage in the reader's language: 21 → '21 %' (es), '21%' (en). */
export function formatRate(lang: string, rate: number): string {
  return lang.startsWith('en') ? `${rate}%` : `${String(rate).replace('.', ',')} %`;
}

/** The money formatters in the current language; re-created when the language changes. */
export function useMoney() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      money: (cents: number) => formatMoney(lang, cents),
      rate: (rate: number) => formatRate(lang, rate),
    }),
    [lang],
  );
}
