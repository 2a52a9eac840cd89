// The dogs' search text (name, breed, owners' names, folded) and the SQL that searches it.
// The search text is written by the services (dogSearchText of @pawdesk/domain, the one
// folding rule); the trigram GIN index on dogs.search_text answers the ILIKE '%word%' below.

import { dogSearchText } from '@pawdesk/domain';
import type { Db } from '../../db/tx';

/** Rewrites the search text of these dogs from their current name, breed and owners. */
export async function refreshDogSearchText(tx: Db, dogIds: readonly string[]): Promise<void> {
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
