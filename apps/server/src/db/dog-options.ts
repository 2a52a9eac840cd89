// The dog pickers' page: at most `limit` dogs matching a search, the dogs expected now first
// (a usable daycare package or an expected visit today, a hotel stay to check in today, a vet or
// grooming appointment today: each module says which dogs, with a rank), then by name. With 11
// dogs called Max the one that has come for its appointment is the first option, so typing
// "Max" and Enter picks it.
//
// Two reads joined for the page, so neither has to read every dog:
// - the expected dogs matching the search (the module's few ids, each a dog by primary key),
//   the best ranked first, then by name, at most `limit`;
// - the name walk every picker did before: a selective word collects the trigram index's
//   matches first and sorts them; otherwise the name index is walked until the page is full.
// The page is the union, expected first; a dog in both reads is counted once.
import { dogThumbnailUrl } from '@pawdesk/domain';
import { nameKey } from './collation';
import { Prisma } from './prisma';
import { searchIsSelective, searchTextWhere } from './search-text';

export interface DogOptionsQuery {
  search?: string | undefined;
  limit: number;
  /** More conditions on the dog `d` (the daycare picker leaves out the dogs here now). */
  where?: Prisma.Sql[];
  /**
   * The dogs expected now: a SELECT of `dog_id` (uuid) and `rank` (int, higher first; a dog
   * listed twice keeps its best). Left out: by name alone.
   */
  expected?: Prisma.Sql;
}

/**
 * The CTEs that end in `page (id, name, breed, picture, rank)`: at most `limit` dogs, to be read
 * in `PAGE_ORDER` (rank 0: not expected). Use as `WITH ${dogOptionsPage(q)} SELECT ... FROM page`.
 */
export function dogOptionsPage(q: DogOptionsQuery): Prisma.Sql {
  const parts = [...searchTextWhere(Prisma.sql`d.search_text`, q.search), ...(q.where ?? [])];
  const where = parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
  const select = Prisma.sql`SELECT d.id, d.name, d.breed, d.picture FROM dogs d WHERE ${where}`;
  const matches = searchIsSelective(q.search)
    ? Prisma.sql`m AS MATERIALIZED (${select})`
    : Prisma.sql`m AS (${select})`;
  if (!q.expected) {
    return Prisma.sql`${matches},
      page AS (SELECT m.id, m.name, m.breed, m.picture, 0 AS rank
                 FROM m ORDER BY ${nameKey('m.name')}, m.id LIMIT ${q.limit})`;
  }
  return Prisma.sql`${matches},
    e AS MATERIALIZED (SELECT x.dog_id, max(x.rank)::int AS rank FROM (${q.expected}) x GROUP BY x.dog_id),
    ex AS (SELECT d.id, d.name, d.breed, d.picture, e.rank
             FROM e JOIN dogs d ON d.id = e.dog_id
            WHERE e.rank > 0 AND ${where}
            ORDER BY e.rank DESC, ${nameKey('d.name')}, d.id LIMIT ${q.limit}),
    byname AS (SELECT m.id, m.name, m.breed, m.picture, 0 AS rank
                 FROM m WHERE m.id NOT IN (SELECT id FROM ex)
                ORDER BY ${nameKey('m.name')}, m.id LIMIT ${q.limit}),
    page AS (SELECT * FROM (SELECT * FROM ex UNION ALL SELECT * FROM byname) u
              ORDER BY u.rank DESC, ${nameKey('u.name')}, u.id LIMIT ${q.limit})`;
}

/** The order the page is read in: the best ranked first, then by name (Spanish order), then id. */
export const PAGE_ORDER = Prisma.sql`page.rank DESC, ${nameKey('page.name')}, page.id`;

/** The primary owner's name of the page's dog. */
export const PAGE_OWNER_NAME = Prisma.sql`(SELECT o.name FROM dog_owners l JOIN owners o ON o.id = l.owner_id
   WHERE l.dog_id = page.id AND l.position = 0)`;

/** What every picker option says of its dog. */
export interface DogOptionRow {
  id: string;
  name: string;
  breed: string;
  picture: string | null;
  ownerName: string | null;
  rank: number;
}

/** The columns of a DogOptionRow, to select from `page`. */
export const DOG_OPTION_COLUMNS = Prisma.sql`page.id::text AS id, page.name, page.breed, page.picture,
  ${PAGE_OWNER_NAME} AS "ownerName", page.rank`;

/** A row as the pickers answer it: the thumbnail's URL, and whether the dog is expected now. */
export function dogOptionOf(row: DogOptionRow): {
  id: string;
  name: string;
  breed: string;
  ownerName: string | null;
  thumbnailUrl: string | null;
  expected: boolean;
} {
  return {
    id: row.id,
    name: row.name,
    breed: row.breed,
    ownerName: row.ownerName,
    thumbnailUrl: dogThumbnailUrl(row.picture),
    expected: row.rank > 0,
  };
}
