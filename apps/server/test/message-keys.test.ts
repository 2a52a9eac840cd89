// Every text a user can read comes from the message table (@pawdesk/domain MESSAGES_EN, which
// the web translates): the server passes keys to DomainError and answers messageEn(key), never an
// English sentence of its own. Checked on the real tree, and on lines that break the rule, so the
// check itself cannot silently pass everything.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { MESSAGES_EN } from '@pawdesk/domain';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'generated' || entry.name === 'scripts' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const known = (key: string) => key in MESSAGES_EN;

/** Where a message key goes: DomainError's second argument, the services' conflict, notFound, fieldError. */
const KEY_ARGUMENTS = [
  /new DomainError\(\s*'[A-Z_]+',\s*'([^']*)'/g,
  /\b(?:conflict|notFound)\(\s*'([^']*)'/g,
  /\bfieldError\(\s*[^,]+,\s*'([^']*)'/g,
];

/** The literal user-facing texts of one file's code, as 'line: text' (empty when it keeps the rule). */
function literalTexts(code: string): string[] {
  const hits: [number, string][] = [];
  const at = (m: RegExpMatchArray) => hits.push([m.index ?? 0, m[1] as string]);
  // A DomainError, or a helper making one, given a literal that is not a key of the table.
  for (const pattern of KEY_ARGUMENTS) {
    for (const m of code.matchAll(pattern)) if (!known(m[1] as string)) at(m);
  }
  // An answer's `message` or `error` written as a sentence instead of messageEn(key).
  for (const m of code.matchAll(/\b(?:message|error):\s*'([^'\n]*\s[^'\n]*)'/g)) at(m);
  return hits
    .sort((a, b) => a[0] - b[0])
    .map(([index, text]) => `${code.slice(0, index).split('\n').length}: ${text}`);
}

describe('user-facing texts come from the message table', () => {
  it('holds in the server: no literal sentence in an error or an answer', () => {
    const found = sourceFiles(src).flatMap((file) =>
      literalTexts(readFileSync(file, 'utf8')).map((hit) => `${relative(src, file)}:${hit}`),
    );
    expect(found).toEqual([]);
  });

  it('finds the lines that break the rule, and lets keys and messageEn through', () => {
    expect(
      literalTexts(
        [
          "throw new DomainError('CONFLICT', 'Another change happened at the same time.');",
          "if (x) throw conflict('This booking is taken');",
          "return { message: 'User deleted successfully', id };",
          "reply.status(404).send({ error: 'Not found' });",
          "const dateInPast = () => fieldError('appointmentDate', 'Appointment date cannot be in the past');",
          'return new DomainError(',
          "  'UNAVAILABLE',",
          "  'The database is unavailable right now.',",
          ');',
        ].join('\n'),
      ),
    ).toEqual([
      '1: Another change happened at the same time.',
      '2: This booking is taken',
      '3: User deleted successfully',
      '4: Not found',
      '5: Appointment date cannot be in the past',
      '6: The database is unavailable right now.',
    ]);
    expect(
      literalTexts(
        [
          "throw new DomainError('CONFLICT', 'common.changedMeanwhile');",
          "throw conflict('hotel.statusMove', { from, to });",
          "const dateInPast = () => fieldError('appointmentDate', 'grooming.dateInPast');",
          "return { message: messageEn('user.deleted'), id };",
          "new DomainError('BAD_REQUEST', key, { details: [{ path, message: messageEn(key), key }] });",
        ].join('\n'),
      ),
    ).toEqual([]);
  });
});
