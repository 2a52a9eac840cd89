// Timestamps as PostgreSQL writes them as text in a UTC session (the row readers of db/row-reader.ts
// get every value as text), turned into the ISO 8601 form the answers carry.

/** PostgreSQL's text form of a timestamptz in a UTC session ('2026-11-23 10:44:05.12+00') as ISO 8601. */
export function pgUtcToIso(text: string): string {
  // The common case, milliseconds with three digits, by slicing (this runs twice per dog).
  if (text.length === 26 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
  }
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/.exec(text);
  if (!m) return new Date(text).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}
