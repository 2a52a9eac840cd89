// How names sort: as a Spanish reader expects, accents and case aside ('Alba', 'Álvaro',
// 'Bruno'; 'Nuria', 'Ñoño', 'Olga'; 'alba' next to 'Alba'). The database's collation is
// C.UTF-8 (code points, so 'Óscar' after 'Zoe'), so every list sorted by a name names ICU's
// Spanish collation in its ORDER BY, with the id as the last key:
//
//   ORDER BY o.name COLLATE "es-x-icu", o.id
//
// "es-x-icu" is deterministic: letters decide first, then accents, then case, and only
// byte-equal names compare equal, so (name, id) is a total order and pages never overlap.
// The indexes owners_name_es_idx and dogs_name_es_idx (migration 20261123110000) are on
// exactly these keys. Migrations stop with a clear message on a PostgreSQL without ICU.
import { Prisma } from './prisma';

/** The ICU collation every name sort uses (created by initdb on a PostgreSQL with ICU). */
export const NAME_COLLATION = 'es-x-icu';

/** `<column> COLLATE "es-x-icu"` as SQL text; `column` is code, never input. */
export function nameKeyText(column: string): string {
  return `${column} COLLATE "${NAME_COLLATION}"`;
}

/** The sort key of a name column (`o.name`, `m.name`) for a Prisma.sql query. */
export function nameKey(column: string): Prisma.Sql {
  return Prisma.raw(nameKeyText(column));
}

const collator = new Intl.Collator('es', { usage: 'sort', sensitivity: 'variant' });

/**
 * The same order in JavaScript (Node's ICU, Spanish), for the few lists sorted in memory
 * (breeds, names in a message). Ties by code point, so the order never depends on input order.
 */
export function compareNames(a: string, b: string): number {
  return collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}
