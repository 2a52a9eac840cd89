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

/**
 * The WHERE clause of the dog list: every word of the search in the search text, and the
 * breed (case ignored). `d` is the dogs table.
 */
export function dogListWhere(filters: {
  search?: string | undefined;
  breed?: string | undefined;
}): Prisma.Sql {
  const parts = searchTokens(filters.search).map(
    (t) => Prisma.sql`d.search_text ILIKE ${`%${escapeLike(t)}%`}`,
  );
  if (filters.breed) parts.push(Prisma.sql`lower(d.breed) = lower(${filters.breed})`);
  return parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}
