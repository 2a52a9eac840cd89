// A dog as other services' streamed REST lists answer it, `{ _id, name, breed, owners: [{ _id,
// name, phone }] }` (owners primary first), as JSON text, read for many dogs at once: the full
// lists of daycare visits and vet appointments build each dog's JSON once, however many of its
// visits or appointments they write.
import type { RowReader } from './dog-list-reader';

/** Adds the JSON of these dogs to `into` (a dog that does not exist is left out). */
export async function loadDogRefsJson(
  rows: RowReader,
  ids: readonly string[],
  into: Map<string, string>,
): Promise<void> {
  if (ids.length === 0) return;
  const str = JSON.stringify;
  const [dogRows, ownerRows] = await Promise.all([
    rows('SELECT id::text, name, breed FROM dogs WHERE id = ANY($1::uuid[])', [ids]),
    rows(
      `SELECT l.dog_id::text, o.id::text, o.name, o.phone
         FROM dog_owners l JOIN owners o ON o.id = l.owner_id
        WHERE l.dog_id = ANY($1::uuid[]) ORDER BY l.dog_id, l.position`,
      [ids],
    ),
  ]);
  const owners = new Map<string, string[]>();
  for (const [dogId, id, name, phone] of ownerRows as [string, string, string, string][]) {
    const json = str({ _id: id, name, phone });
    const list = owners.get(dogId);
    if (list) list.push(json);
    else owners.set(dogId, [json]);
  }
  for (const [id, name, breed] of dogRows as [string, string, string][]) {
    into.set(
      id,
      `{"_id":${str(id)},"name":${str(name)},"breed":${str(breed)},"owners":[${(owners.get(id) ?? []).join(',')}]}`,
    );
  }
}
