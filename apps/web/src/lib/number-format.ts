// Numbers and units in the reader's language, through one Intl.NumberFormat per language and
// shape ('10,2 kg' in Spanish, '10.2 kg' in English). Screens use useNumberFormat(); nothing
// formats a number by hand.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const LOCALES = { es: 'es-ES', en: 'en-US' } as const;
const cache = new Map<string, Intl.NumberFormat>();

function formatter(
  lang: string,
  maximumFractionDigits: number,
  unit?: 'kilogram' | 'celsius',
): Intl.NumberFormat {
  const locale = LOCALES[lang as keyof typeof LOCALES] ?? LOCALES.es;
  const key = `${locale}|${maximumFractionDigits}|${unit ?? ''}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      maximumFractionDigits,
      // Spanish groups 4-digit numbers only from 10 000 by CLDR's rule; 'always' keeps counts consistent.
      useGrouping: 'always',
      ...(unit ? { style: 'unit', unit, unitDisplay: 'short' } : {}),
    });
    cache.set(key, f);
  }
  return f;
}

/** Pure formatter, for code outside React (tests, tables built elsewhere). */
export function formatNumber(lang: string, value: number, maximumFractionDigits = 1): string {
  return formatter(lang, maximumFractionDigits).format(value);
}

export function formatWeight(lang: string, kg: number): string {
  return formatter(lang, 1, 'kilogram').format(kg);
}

export function formatTemperature(lang: string, celsius: number): string {
  return formatter(lang, 1, 'celsius').format(celsius);
}

/** The formatters in the current language; re-created when the language changes. */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(
    () => ({
      number: (value: number, maximumFractionDigits = 1) => formatNumber(lang, value, maximumFractionDigits),
      weight: (kg: number) => formatWeight(lang, kg),
      temperature: (celsius: number) => formatTemperature(lang, celsius),
    }),
    [lang],
  );
}
