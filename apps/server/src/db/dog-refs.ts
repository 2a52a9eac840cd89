// A dog as other services' answers carry it, `{ id, name, breed, owners: [{ id, name, phone }] }`
// (owners primary first): its owners in SQL for a page of answers (daycare visits, hotel bookings,
// vet appointments, grooming bookings and the grooming dog picker), and the whole dog as REST JSON
// text for the streamed full lists (daycare visits, vet appointments, grooming bookings, the last
// with the dog's age and weight), which build each dog's JSON once however many of its visits or
// appointments they write.

import { dogAgeYears, roundYears } from '@pawdesk/domain';
import { Prisma } from './prisma';
import type { RowReader } from './row-reader';
import { searchTextWhere } from './search-text';

/**
 * The owners of dog `d` as a JSON list of `{ id, name, phone }`, primary first (null when it has
 * none): the owner part of the dog other services' answers carry. Per row: use it on the rows
 * answered (a page), not on a scan.
 */
export const DOG_OWNER_REFS_SQL = Prisma.sql`
  (SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'phone', o.phone) ORDER BY l.position)
     FROM dog_owners l JOIN owners o ON o.id = l.owner_id
    WHERE l.dog_id = d.id)`;

/** One owner as DOG_OWNER_REFS_SQL answers it. */
export interface DogOwnerRef {
  id: string;
  name: string;
  phone: string;
}

/** The owners DOG_OWNER_REFS_SQL answered, as an answer's dog lists them (none: an empty list). */
export function dogOwnerRefs(owners: readonly DogOwnerRef[] | null): DogOwnerRef[] {
  return (owners ?? []).map((o) => ({ id: o.id, name: o.name, phone: o.phone }));
}

/**
 * Adds the JSON of these dogs to `into` (a dog that does not exist is left out). With
 * `ageAndWeightOn` (a business day) each dog also carries its age in years on that day and its
 * weight, after the breed, as the grooming answers' dog does.
 */
export async function loadDogRefsJson(
  rows: RowReader,
  ids: readonly string[],
  into: Map<string, string>,
  opts: { ageAndWeightOn?: string } = {},
): Promise<void> {
  if (ids.length === 0) return;
  const str = JSON.stringify;
  const today = opts.ageAndWeightOn;
  const [dogRows, ownerRows] = await Promise.all([
    rows(
      today === undefined
        ? Prisma.sql`SELECT id::text, name, breed FROM dogs WHERE id = ANY(${ids}::uuid[])`
        : Prisma.sql`SELECT id::text, name, breed, age, to_char(date_of_birth, 'YYYY-MM-DD'), weight
                       FROM dogs WHERE id = ANY(${ids}::uuid[])`,
    ),
    rows(
      Prisma.sql`SELECT l.dog_id::text, o.id::text, o.name, o.phone
                   FROM dog_owners l JOIN owners o ON o.id = l.owner_id
                  WHERE l.dog_id = ANY(${ids}::uuid[]) ORDER BY l.dog_id, l.position`,
    ),
  ]);
  const owners = new Map<string, string[]>();
  for (const [dogId, id, name, phone] of ownerRows as [string, string, string, string][]) {
    const json = str({ _id: id, name, phone });
    const list = owners.get(dogId);
    if (list) list.push(json);
    else owners.set(dogId, [json]);
  }
  type DogRow = [string, string, string, number | null, string | null, number | null];
  for (const [id, name, breed, age, dateOfBirth, weight] of dogRows as DogRow[]) {
    let more = '';
    if (today !== undefined) {
      const years = dogAgeYears({ age, dateOfBirth }, today);
      more = `,"age":${years === null ? 'null' : str(roundYears(years))},"weight":${weight === null ? 'null' : str(weight)}`;
    }
    into.set(
      id,
      `{"_id":${str(id)},"name":${str(name)},"breed":${str(breed)}${more},"owners":[${(owners.get(id) ?? []).join(',')}]}`,
    );
  }
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
