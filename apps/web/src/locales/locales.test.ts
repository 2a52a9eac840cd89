// Translations stay complete: every namespace has the same keys and placeholders in Spanish
// and English, the validation and business namespaces together mirror the domain's MESSAGES_EN
// (each key where messageNamespace puts it), and every literal
// 'namespace:key' the code asks for exists.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MESSAGES_EN } from '@pawdesk/domain';
import { describe, expect, it } from 'vitest';
import { messageNamespace } from '../lib/message-namespace';

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

  it('validation and business together mirror MESSAGES_EN: every key once, English text exactly', () => {
    const validation = load('en', 'validation');
    const business = load('en', 'business');
    const inBoth = Object.keys(validation).filter((key) => key in business);
    expect(inBoth).toEqual([]);
    expect(Object.keys({ ...validation, ...business }).sort()).toEqual(Object.keys(MESSAGES_EN).sort());
    expect({ ...validation, ...business }).toEqual({ ...MESSAGES_EN });
  });

  it('each server message sits in the namespace messageNamespace names, in both languages', () => {
    for (const lang of LANGUAGES) {
      for (const ns of ['validation', 'business'] as const) {
        const misplaced = Object.keys(load(lang, ns)).filter((key) => messageNamespace(key) !== ns);
        expect(misplaced, `${lang}/${ns}`).toEqual([]);
      }
    }
    // The login route loads validation: the business additions must not weigh on it.
    expect(Object.keys(load('en', 'business')).length).toBeGreaterThan(0);
    expect(Object.keys(load('en', 'validation'))).toContain('auth.invalidCredentials');
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
