// Dogs, the full REST list (GET /api/dogs): every dog in Spanish name order, streamed as REST
// JSON in batches. Notes: ./README.md, "The full REST list".
import { ageGroupOf, calculatedAge, dogAgeYears, roundYears } from '@pawdesk/domain';
import { nameKey } from '../../db/collation';
import { pgUtcToIso } from '../../db/pg-time';
import { Prisma } from '../../db/prisma';
import { type Held, handOver } from '../../db/row-stream';
import { type DogsContext, todayOf } from './dogs.context';
import { pictureUrl, thumbnailUrl } from './dogs.pictures';

/** How many dogs one query of the full REST list reads. */
export const FULL_LIST_BATCH = 10_000;

/**
 * REST GET /api/dogs: every dog sorted by name, as REST JSON text (`_id`), one string per batch.
 * The dogs are read in batches (keyset on name in Spanish order, id) through the name index, and the
 * next batch is read while the current one is written out. Owners and their links to dogs are
 * read once, next to the first batch, by two plain scans: joining them again for every batch
 * cost PostgreSQL more than everything else. (A dog or owner created while the list streams may
 * miss its owners once: the list is a snapshot of a moving file anyway.)
 * The JSON is put together here with one JSON.stringify per batch, which beats PostgreSQL's
 * JSON functions; owner and user objects are built once and shared, and ages are computed
 * once per distinct date of birth or age. Each dog equals toRest(toDogDto(...)) of the same
 * dog (a test compares them).
 */
export async function* allDogsRestJson(
  ctx: DogsContext,
  batchSize = FULL_LIST_BATCH,
): AsyncGenerator<string> {
  const today = todayOf(ctx);
  type Text = string | null;

  // Columns are few and plain on purpose: parsing values is a large part of this list's cost.
  // Row: id, dog_id, name, breed, age, date_of_birth, weight, particular_signs, picture,
  // created_at, updated_at, created_by_id, updated_by_id.
  const readDogs = (after: { name: string; id: string } | null): Promise<unknown[][]> => {
    const read = ctx.rows(
      Prisma.sql`SELECT d.id::text, d.dog_id, d.name, d.breed, d.age, d.date_of_birth::text, d.weight,
                        d.particular_signs, d.picture, d.created_at::text, d.updated_at::text,
                        d.created_by_id::text, d.updated_by_id::text
                   FROM dogs d ${after ? Prisma.sql`WHERE (${nameKey('d.name')}, d.id) > (${after.name}, ${after.id}::uuid)` : Prisma.empty}
                  ORDER BY ${nameKey('d.name')}, d.id LIMIT ${Math.trunc(batchSize)}`,
    );
    // A batch read ahead may fail while the previous one is written; it is awaited later.
    read.catch(() => undefined);
    return read;
  };

  let next: Promise<unknown[][]> | null = readDogs(null);
  // Shared pieces are turned into JSON once: an owner appears in the answer of each of their
  // dogs, a user in thousands, an age in every dog born the same day. Each dog's JSON is then
  // put together from those pieces, which halves the cost of JSON.stringify over objects. (Built
  // in a function of its own, so the raw rows are not kept for the whole list.)
  const str = JSON.stringify;
  const { usersJson, ownersOf } = await (async () => {
    const [userRows, ownerRows, linkRows] = await Promise.all([
      ctx.rows(Prisma.sql`SELECT id::text, username FROM users`),
      ctx.rows(Prisma.sql`SELECT id::text, name, email, phone, address FROM owners`),
      ctx.rows(Prisma.sql`SELECT dog_id::text, owner_id::text, position FROM dog_owners`),
    ]);
    const users = new Map<string, string>();
    for (const [id, username] of userRows as [string, string][]) users.set(id, str({ _id: id, username }));
    const ownersJson = new Map<string, string>();
    for (const [id, name, email, phone, address] of ownerRows as string[][]) {
      ownersJson.set(id as string, str({ _id: id, name, email, phone, address }));
    }
    // Each dog's owners, primary first.
    const owners = new Map<string, string[]>();
    for (const [dogId, ownerId, position] of linkRows as [string, string, number][]) {
      const owner = ownersJson.get(ownerId);
      if (!owner) continue;
      const list = owners.get(dogId);
      if (!list) owners.set(dogId, [owner]);
      else if (position === 0) list.unshift(owner);
      else list.push(owner);
    }
    return { usersJson: users, ownersOf: owners };
  })();
  const userJson = (id: Text) => (id === null ? 'null' : (usersJson.get(id) ?? 'null'));
  type AgeJson = { age: string; calculatedAge: string; ageGroup: string };
  const byBirth = new Map<string, AgeJson>();
  const byAge = new Map<number | null, AgeJson>();
  const ageOf = (age: number | null, dateOfBirth: Text): AgeJson => {
    const cached = dateOfBirth === null ? byAge.get(age) : byBirth.get(dateOfBirth);
    if (cached) return cached;
    const source = { age, dateOfBirth };
    const years = dogAgeYears(source, today);
    const facts = {
      age: str(years === null ? null : roundYears(years)),
      calculatedAge: str(calculatedAge(source, today)),
      ageGroup: str(years === null ? 'unknown' : ageGroupOf(years)),
    };
    if (dateOfBirth === null) byAge.set(age, facts);
    else byBirth.set(dateOfBirth, facts);
    return facts;
  };

  type DogRow = [
    string,
    string,
    string,
    string,
    number | null,
    Text,
    number | null,
    Text,
    Text,
    string,
    string,
    Text,
    Text,
  ];
  const renderDogs = (dogs: DogRow[]): string => {
    const out = new Array<string>(dogs.length);
    for (let i = 0; i < dogs.length; i++) {
      const [
        id,
        dogId,
        name,
        breed,
        age,
        dateOfBirth,
        weight,
        particularSigns,
        picture,
        createdAt,
        updatedAt,
        createdById,
        updatedById,
      ] = dogs[i] as DogRow;
      const facts = ageOf(age, dateOfBirth);
      // The same keys, in the same order, as toRest(toDogDto(row)).
      out[i] =
        `{"_id":${str(id)},"dogId":${str(dogId)},"name":${str(name)},"breed":${str(breed)}` +
        `,"age":${facts.age},"dateOfBirth":${str(dateOfBirth)},"weight":${str(weight)}` +
        `,"particularSigns":${str(particularSigns)},"owners":[${(ownersOf.get(id) ?? []).join(',')}]` +
        `,"picture":${str(picture)},"pictureUrl":${str(pictureUrl(picture))},"thumbnailUrl":${str(thumbnailUrl(picture))}` +
        `,"calculatedAge":${facts.calculatedAge},"ageGroup":${facts.ageGroup}` +
        `,"createdBy":${userJson(createdById)},"updatedBy":${userJson(updatedById)}` +
        `,"createdAt":${str(pgUtcToIso(createdAt))},"updatedAt":${str(pgUtcToIso(updatedAt))}}`;
    }
    return out.join(',');
  };

  // The next batch is read while this one is written; the batch's rows and JSON are handed over
  // (handOver), not kept by this generator while a slow client reads.
  while (next) {
    const held: Held<string> = { value: null };
    await next.then((rows) => {
      const dogs = rows as DogRow[];
      const last = dogs[dogs.length - 1];
      next = last && dogs.length === batchSize ? readDogs({ name: last[2], id: last[0] }) : null;
      held.value = dogs.length > 0 ? renderDogs(dogs) : null;
    });
    if (held.value) yield handOver(held);
  }
}
