// The written rules of docs/decisions/0002 (data access) and 0003 (kept values), checked on the
// server's source: no SQL built as text for $queryRawUnsafe/$executeRawUnsafe; `pg` only where the
// record allows it (the full lists' row reader, the LISTEN feed, migrations and provisioning, and
// the pool Prisma shares in db/prisma.ts); readRows (reads straight through that pool) only in the
// hot reads the record lists; no value kept in a module-level Map (lib/kept.ts is the one way).
// Each check also runs on lines that break it, so it cannot silently pass everything.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = resolve(import.meta.dirname, '../src');

/** The server's own source files (no tests, no generated client). */
function sourceFiles(dir = src): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'generated') files.push(...sourceFiles(path));
    } else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) files.push(path);
  }
  return files;
}

/** Where `pg` may be used (docs/decisions/0002). */
const PG_ALLOWED = new Set([
  'db/row-reader.ts',
  'live/change-feed.ts',
  'db/migrate.ts',
  'db/provision.ts',
  // The job queue's schema, installed with the migrations (decision 0070).
  'db/job-schema.ts',
  // A session advisory lock for boot work several processes would race on (decision 0080).
  'db/boot-lock.ts',
  'db/prisma.ts',
]);
/**
 * Where readRows may be read through (docs/decisions/0002, rule 3): the user behind a token, one
 * owner by id and the Owners page, measured by `pnpm bench pipeline`; db/prisma.ts defines it.
 */
const READ_ROWS_ALLOWED = new Set([
  'db/prisma.ts',
  'modules/auth/auth.service.ts',
  'modules/owners/owners.service.ts',
]);
/** Module-level Maps allowed: the own-write listeners and the pool of each Prisma client (not values). */
const MAP_ALLOWED = new Set(['db/prisma.ts']);

/** What in `text` (the file `file`, relative to src) breaks the rules. */
function violations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const at = `${file}:${i + 1}`;
    if (/\$(query|execute)RawUnsafe\b/.test(line))
      found.push(`${at}: $…RawUnsafe (use a tagged Prisma.sql template)`);
    if (/from ['"]pg['"]|require\(['"]pg['"]\)/.test(line) && !PG_ALLOWED.has(file)) {
      found.push(`${at}: pg outside db/row-reader.ts, live/, migrations`);
    }
    if (/\breadRows\b/.test(line) && !READ_ROWS_ALLOWED.has(file)) {
      found.push(`${at}: readRows outside the hot reads of record 0002 (use Prisma or tagged SQL)`);
    }
    if (
      /^(export )?(const|let|var) \w+(:[^=]+)? = new (Map|WeakMap)\b/.test(line) &&
      !MAP_ALLOWED.has(file)
    ) {
      found.push(`${at}: a module-level Map (keep values in a store of lib/kept.ts)`);
    }
  });
  return found;
}

describe('data access and kept values: the written rules', () => {
  it('hold in the tree', () => {
    const all = sourceFiles().flatMap((path) => violations(relative(src, path), readFileSync(path, 'utf8')));
    expect(all).toEqual([]);
  });

  it('refuse unsafe raw SQL, a pool of a module’s own and a module-level cache', () => {
    expect(
      violations('modules/vet/vet.reads.ts', 'await ctx.prisma.$queryRawUnsafe("SELECT " + x);'),
    ).toHaveLength(1);
    expect(violations('server.ts', "prisma.$executeRawUnsafe('CHECKPOINT')")).toHaveLength(1);
    expect(violations('modules/dogs/dogs.stream.ts', "import pg from 'pg';")).toHaveLength(1);
    expect(
      violations('modules/vet/vet.reads.ts', 'const rows = await readRows<Row>(ctx.prisma)`SELECT 1`;'),
    ).toHaveLength(1);
    expect(violations('modules/vet/vet.reads.ts', 'const counts = new Map<string, Counts>();')).toHaveLength(
      1,
    );
    expect(
      violations('lib/recent-counts.ts', 'export const kept: Map<string, number> = new Map();'),
    ).toHaveLength(1);
  });

  it('allow tagged SQL, pg where the record says, and Maps inside functions', () => {
    expect(violations('modules/vet/vet.reads.ts', 'await ctx.prisma.$queryRaw`SELECT 1`;')).toEqual([]);
    expect(violations('db/row-reader.ts', "import pg from 'pg';")).toEqual([]);
    expect(violations('live/change-feed.ts', "import pg from 'pg';")).toEqual([]);
    expect(violations('db/prisma.ts', "import pg from 'pg';")).toEqual([]);
    expect(
      violations(
        'modules/owners/owners.service.ts',
        'const [row] = await readRows<OwnerRow>(ctx.prisma)`SELECT 1`;',
      ),
    ).toEqual([]);
    expect(
      violations('modules/dogs/dogs.stream.ts', '  const usersJson = new Map<string, string>();'),
    ).toEqual([]);
  });
});
