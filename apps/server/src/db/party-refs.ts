// The owner and dog as billing names them, shared so the billing module reads the owners' and
// dogs' tables only through here (decision 0002, rule 4): the party an invoice is made out to
// (copied onto it), a dog's primary owner (the household a charge belongs to), and the names a
// charge shows.
import type { Db } from './tx';

/** An owner as an invoice copies it. */
export interface BillingParty {
  id: string;
  name: string;
  taxId: string | null;
  address: string;
  language: 'es' | 'en';
}

/** The owner as an invoice copies it, key-share locked in a transaction (null: no such owner). */
export async function billingParty(db: Db, ownerId: string): Promise<BillingParty | null> {
  const [row] = await db.$queryRaw<(Omit<BillingParty, 'language'> & { language: string })[]>`
    SELECT id::text AS id, name, tax_id AS "taxId", address, language
      FROM owners WHERE id = ${ownerId}::uuid`;
  if (!row) return null;
  return { ...row, language: row.language === 'en' ? 'en' : 'es' };
}

/** A dog's primary owner (position 0) with the language it is written to, and the dog's name. */
export async function dogHousehold(
  db: Db,
  dogId: string,
): Promise<{ ownerId: string; language: 'es' | 'en'; dogName: string } | null> {
  const [row] = await db.$queryRaw<{ ownerId: string; language: string; dogName: string }[]>`
    SELECT o.id::text AS "ownerId", o.language, d.name AS "dogName"
      FROM dogs d JOIN dog_owners l ON l.dog_id = d.id AND l.position = 0 JOIN owners o ON o.id = l.owner_id
     WHERE d.id = ${dogId}::uuid`;
  if (!row) return null;
  return { ownerId: row.ownerId, language: row.language === 'en' ? 'en' : 'es', dogName: row.dogName };
}

/** Whether the dog is one of the owner's. */
export async function isOwnersDog(db: Db, ownerId: string, dogId: string): Promise<boolean> {
  const n = await db.dogOwner.count({ where: { ownerId, dogId } });
  return n > 0;
}
