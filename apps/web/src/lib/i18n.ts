// i18next set-up: Spanish by default (or the language remembered under pawdesk.lang), English
// as fallback. Each namespace is one JSON file per language, loaded on demand as its own
// small chunk, so a screen downloads only the texts it uses.
import i18next, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const LANGUAGE_KEY = 'pawdesk.lang';

const loaders = import.meta.glob<{ default: Record<string, string> }>('../locales/*/*.json');

const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(new Error(`No translations for ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function currentLanguage(): Language {
  const lang = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

export async function changeLanguage(language: Language): Promise<void> {
  try {
    window.localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  await i18next.changeLanguage(language);
}

i18next.on('languageChanged', (language) => {
  document.documentElement.lang = isLanguage(language) ? language : DEFAULT_LANGUAGE;
});

export const i18nReady = i18next
  .use(lazyLocales)
  .use(initReactI18next)
  .init({
    lng: storedLanguage(),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common'],
    defaultNS: 'common',
    // Keys are flat ("date.noDate", "user.usernameRequired" as in MESSAGES_EN), never nested.
    keySeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  });

export { i18next };
