// The dogs' search text (name, breed, owners' names, folded) and the SQL that searches it.
// The search text is written by the services (dogSearchText of @pawdesk/domain, the one
// folding rule); the trigram GIN index on dogs.search_text answers the ILIKE '%word%' below.
import { dogSearchText, escapeLike, searchTokens } from '@pawdesk/domain';
import { Prisma, type PrismaClient } from '../../db/prisma';

export type Tx = Prisma.TransactionClient | PrismaClient;

/** Rewrites the search text of these dogs from their current name, breed and owners. */
export async function refreshDogSearchText(tx: Tx, dogIds: readonly string[]): Promise<void> {
  if (dogIds.length === 0) return;
  const dogs = await tx.dog.findMany({
    where: { id: { in: [...dogIds] } },
    select: {
      id: true,
      name: true,
      breed: true,
      owners: { select: { owner: { select: { name: true } } }, orderBy: { position: 'asc' } },
    },
  });
  if (dogs.length === 0) return;
  const ids = dogs.map((d) => d.id);
  const texts = dogs.map((d) =>
    dogSearchText(
      d,
      d.owners.map((o) => o.owner.name),
    ),
  );
  // Raw SQL on purpose: this is not a change of the dog, so updated_at/updated_by stay as they are.
  await tx.$executeRaw`
    UPDATE dogs d SET search_text = v.text
    FROM unnest(${ids}::uuid[], ${texts}::text[]) AS v(id, text)
    WHERE d.id = v.id`;
}

/** The trigram index serves words of 3 characters or more; shorter ones need a scan. */
export const TRIGRAM_MIN = 3;

/**
 * Every word of a search in a folded search-text column. LIKE, not ILIKE: the column and the
 * words are both folded to lower case by foldForSearch, so LIKE matches exactly the same rows,
 * is served by the same gin_trgm_ops index, and costs a third of ILIKE when rows are scanned.
 */
export function searchTextWhere(column: Prisma.Sql, search: string | undefined): Prisma.Sql[] {
  return searchTokens(search).map((t) => Prisma.sql`${column} LIKE ${`%${escapeLike(t)}%`}`);
}

/**
 * True when the trigram index can find the matches (a word of 3+ characters). The list
 * queries then collect the matches first and sort them; otherwise matches are common and
 * walking the name index until a page is full is cheaper. The planner cannot tell the two
 * apart, since a search for a dog's name matches rows that all sort together.
 */
export function searchIsSelective(search: string | undefined): boolean {
  return searchTokens(search).some((t) => t.length >= TRIGRAM_MIN);
}

/**
 * The WHERE clause of the dog list: every word of the search in the search text, and the
 * breed (case ignored). `d` is the dogs table.
 */
export function dogListWhere(filters: {
  search?: string | undefined;
  breed?: string | undefined;
}): Prisma.Sql {
  const parts = searchTextWhere(Prisma.sql`d.search_text`, filters.search);
  if (filters.breed) parts.push(Prisma.sql`lower(d.breed) = lower(${filters.breed})`);
  return parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}
