// Translations stay complete: every namespace has the same keys and placeholders in Spanish
// and English, the validation namespace mirrors the domain's MESSAGES_EN, and every literal
// 'namespace:key' the code asks for exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_EN } from '@pawdesk/domain';
import { describe, expect, it } from 'vitest';

const here = import.meta.dirname;
const srcDir = join(here, '..');
const LANGUAGES = ['es', 'en'] as const;

function load(lang: string, ns: string): Record<string, string> {
  return JSON.parse(readFileSync(join(here, lang, `${ns}.json`), 'utf8'));
}

function namespaces(lang: string): string[] {
  return readdirSync(join(here, lang))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

const placeholders = (text: string) => [...text.matchAll(/\{\{?\s*(\w+)\s*\}\}?/g)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('locales', () => {
  it('has the same namespaces in every language', () => {
    expect(namespaces('es')).toEqual(namespaces('en'));
  });

  for (const ns of namespaces('en')) {
    it(`${ns}: same keys and placeholders in es and en, no empty texts`, () => {
      const en = load('en', ns);
      const es = load('es', ns);
      expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(en)) {
        expect(placeholders(es[key] ?? ''), `${ns}:${key}`).toEqual(placeholders(en[key] ?? ''));
        for (const lang of LANGUAGES) {
          expect(load(lang, ns)[key]?.trim(), `${lang}/${ns}:${key}`).toBeTruthy();
        }
      }
    });
  }

  it('validation mirrors MESSAGES_EN: every key, English text exactly', () => {
    const en = load('en', 'validation');
    expect(Object.keys(en).sort()).toEqual(Object.keys(MESSAGES_EN).sort());
    expect(en).toEqual({ ...MESSAGES_EN });
  });

  it('every literal namespace:key used in the code exists', () => {
    const known = new Set(namespaces('en'));
    const missing: string[] = [];
    for (const file of sourceFiles(srcDir)) {
      const code = readFileSync(file, 'utf8');
      for (const match of code.matchAll(/\bt\(\s*'([a-zA-Z]+):([^'`$]+)'/g)) {
        const [, ns, key] = match as unknown as [string, string, string];
        if (!known.has(ns)) {
          missing.push(`${file}: unknown namespace ${ns}`);
          continue;
        }
        // A plural key ({ count }) exists as its forms: key_one and key_other.
        const texts = load('en', ns);
        const plural = `${key}_one` in texts && `${key}_other` in texts;
        if (!(key in texts) && !plural) missing.push(`${file}: ${ns}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
