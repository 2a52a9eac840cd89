// The to-dos' titles are translated from kind and count with i18next plurals: every kind has both
// forms in both languages, Spanish and English pick the right one (Spanish's 'many' falls back to
// 'other'), and the English is word for word what REST answers (the domain's TODO_RULES).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { failedLoginTodos, TODO_RULES, todoTitle } from '@pawdesk/domain/dashboard/dashboard.rules';
import { TODO_KINDS } from '@pawdesk/domain/dashboard/dashboard.schema';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';

const load = (lang: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', lang, 'dashboard.json'), 'utf8'));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    fallbackLng: 'en',
    keySeparator: false,
    interpolation: { escapeValue: false },
    resources: { es: { dashboard: load('es') }, en: { dashboard: load('en') } },
  });
});

const title = (lang: string, kind: string, count: number) =>
  i18n.getFixedT(lang, 'dashboard')(`todo.${kind}`, { count, n: String(count) });

describe('to-do titles', () => {
  it('has the singular and the plural of every kind, and what to do, in both languages', () => {
    for (const lang of ['es', 'en']) {
      const texts = load(lang);
      for (const kind of TODO_KINDS) {
        for (const key of [`todo.${kind}_one`, `todo.${kind}_other`, `todo.${kind}.text`])
          expect(texts[key], `${lang}: ${key}`).toBeTruthy();
      }
    }
  });

  it('says in English exactly what REST answers, for one and for many', () => {
    for (const kind of TODO_KINDS) {
      for (const count of [1, 2, 7, 31]) expect(title('en', kind, count)).toBe(todoTitle(kind, count));
      expect(i18n.getFixedT('en', 'dashboard')(`todo.${kind}.text`)).toBe(TODO_RULES[kind].description);
    }
  });

  it('picks the Spanish singular for 1 and the plural otherwise', () => {
    expect(title('es', 'vetToday', 1)).toBe('1 cita veterinaria hoy');
    expect(title('es', 'vetToday', 3)).toBe('3 citas veterinarias hoy');
    expect(title('es', 'daycareCheckedIn', 1)).toBe('1 perro sigue en la guardería');
    expect(title('es', 'daycareCheckedIn', 1_000_000)).toBe('1000000 perros siguen en la guardería');
    expect(title('es', 'vetToday', 0)).toBe('0 citas veterinarias hoy');
  });

  it("says the failed-logins to-do (managers only) with the account's username, as REST does", () => {
    const t = (lang: string, count: number) =>
      i18n.getFixedT(lang, 'dashboard')('todo.failedLogins', { count, n: String(count), user: 'admin' });
    for (const count of [1, 7, 110]) {
      const [todo] = failedLoginTodos([{ userId: 'u1', username: 'admin', count }], '2026-11-26', 1);
      expect(t('en', count)).toBe(todo?.title);
      expect(i18n.getFixedT('en', 'dashboard')('todo.failedLogins.text')).toBe(todo?.description);
    }
    expect(t('es', 1)).toBe('1 inicio de sesión fallido en admin en la última hora');
    expect(t('es', 7)).toBe('7 inicios de sesión fallidos en admin en la última hora');
  });
});
