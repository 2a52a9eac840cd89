// Dogs, reading: one dog, the server-side list and search (All Dogs, the Overview search), the
// picker, the breeds and the Overview figures. Each answer is one statement with the owners
// aggregated per dog, never a query per dog. Search plans: ./README.md.
import {
  AGE_GROUP_LIMITS,
  calculatedAge,
  dogAgeGroup,
  dogAgeYears,
  earliestBirthForAge,
  isId,
  RECENT_FALLBACK_COUNT,
  RECENT_MAX,
  recentSince,
  roundYears,
  searchTokens,
  type TDog,
  type TDogListInput,
  type TDogOption,
  type TDogOptionsInput,
  type TDogOverview,
  type TDogPage,
  type TOwnerRef,
  ZDogListInput,
  ZDogOptionsInput,
} from '@pawdesk/domain';
import { auditRef } from '../../db/audit-columns';
import { compareNames, nameKey } from '../../db/collation';
import {
  DOG_OPTION_COLUMNS,
  type DogOptionRow,
  dogOptionOf,
  dogOptionsPage,
  PAGE_ORDER,
} from '../../db/dog-options';
import { dogListWhere } from '../../db/dog-refs';
import { Prisma } from '../../db/prisma';
import { searchIsSelective } from '../../db/search-text';
import { listPage, pageCountOf } from '../../lib/paging';
import { type DogsContext, dogNotFound as notFound, todayOf } from './dogs.context';
import { pictureUrl, thumbnailUrl } from './dogs.pictures';

/** One row of DOG_COLUMNS. */
export interface DogRow {
  id: string;
  dogId: string;
  name: string;
  breed: string;
  age: number | null;
  dateOfBirth: string | null;
  weight: number | null;
  particularSigns: string | null;
  picture: string | null;
  createdAt: Date;
  updatedAt: Date;
  createdById: string | null;
  createdByUsername: string | null;
  updatedById: string | null;
  updatedByUsername: string | null;
  owners: TOwnerRef[] | null;
}

/**
 * Every column a dog answer needs, owners (primary first) aggregated per dog. Used with
 * `FROM <ids> p JOIN dogs d ON d.id = p.id`, so the owner aggregation runs only for the rows
 * that are answered.
 */
const DOG_COLUMNS = Prisma.sql`
  d.id::text AS id, d.dog_id AS "dogId", d.name, d.breed, d.age,
  to_char(d.date_of_birth, 'YYYY-MM-DD') AS "dateOfBirth", d.weight,
  d.particular_signs AS "particularSigns", d.picture,
  d.created_at AS "createdAt", d.updated_at AS "updatedAt",
  cu.id::text AS "createdById", cu.username AS "createdByUsername",
  uu.id::text AS "updatedById", uu.username AS "updatedByUsername",
  (SELECT json_agg(json_build_object('id', o.id, 'name', o.name, 'email', o.email,
                                     'phone', o.phone, 'address', o.address) ORDER BY l.position)
     FROM dog_owners l JOIN owners o ON o.id = l.owner_id
    WHERE l.dog_id = d.id) AS owners`;

const DOG_JOINS = Prisma.sql`
  LEFT JOIN users cu ON cu.id = d.created_by_id
  LEFT JOIN users uu ON uu.id = d.updated_by_id`;

export function toDogDto(row: DogRow, today: string): TDog {
  const source = { age: row.age, dateOfBirth: row.dateOfBirth };
  const years = dogAgeYears(source, today);
  return {
    id: row.id,
    dogId: row.dogId,
    name: row.name,
    breed: row.breed,
    age: years === null ? null : roundYears(years),
    dateOfBirth: row.dateOfBirth,
    weight: row.weight,
    particularSigns: row.particularSigns,
    owners: row.owners ?? [],
    picture: row.picture,
    pictureUrl: pictureUrl(row.picture),
    thumbnailUrl: thumbnailUrl(row.picture),
    calculatedAge: calculatedAge(source, today),
    ageGroup: dogAgeGroup(source, today),
    createdBy: auditRef(row.createdById, row.createdByUsername),
    updatedBy: auditRef(row.updatedById, row.updatedByUsername),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getDog(ctx: DogsContext, id: string): Promise<TDog> {
  if (!isId(id)) throw notFound();
  const rows = await ctx.prisma.$queryRaw<DogRow[]>`
    SELECT ${DOG_COLUMNS} FROM dogs d ${DOG_JOINS} WHERE d.id = ${id}::uuid`;
  if (!rows[0]) throw notFound();
  return toDogDto(rows[0], todayOf(ctx));
}

/** The All Dogs tab and the Overview search: loose search, breed filter, sorted by name, pages. */
export async function listDogs(ctx: DogsContext, raw: TDogListInput): Promise<TDogPage> {
  const input = ZDogListInput.parse(raw);
  const where = dogListWhere(input);
  const size = input.pageSize;
  const today = todayOf(ctx);
  const answer = (rows: DogRow[], total: number, page: number): TDogPage =>
    listPage(
      rows.map((r) => toDogDto(r, today)),
      total,
      page,
      size,
    );

  if (searchIsSelective(input.search)) {
    // A word the trigram index can look up: collect the matches once (bitmap index scan),
    // then count them and sort them for the page, in one statement.
    const pageOf = (page: number) =>
      ctx.prisma.$queryRaw<(DogRow & { total: number })[]>`
        WITH m AS MATERIALIZED (SELECT d.id, ${nameKey('d.name')} AS k FROM dogs d WHERE ${where}),
             page AS (SELECT id, k FROM m ORDER BY k, id LIMIT ${size} OFFSET ${(page - 1) * size})
        SELECT ${DOG_COLUMNS}, (SELECT count(*)::int FROM m) AS total
          FROM page p JOIN dogs d ON d.id = p.id ${DOG_JOINS}
         ORDER BY p.k, d.id`;
    const rows = await pageOf(input.page);
    if (rows.length > 0 || input.page === 1) return answer(rows, rows[0]?.total ?? 0, input.page);
    // Past the last page (its last dog was deleted meanwhile): answer the last page.
    const countRows = await ctx.prisma.$queryRaw<{ total: number }[]>`
      SELECT count(*)::int AS total FROM dogs d WHERE ${where}`;
    const total = countRows[0]?.total ?? 0;
    const last = pageCountOf(total, size);
    return answer(total === 0 ? [] : await pageOf(last), total, last);
  }

  // No search, or only short words (which match many dogs): walk the name index until the
  // page is full, and count at the same time on another connection (or reuse a recent count).
  const pageOf = (page: number) =>
    ctx.prisma.$queryRaw<DogRow[]>`
      WITH page AS (SELECT d.id, ${nameKey('d.name')} AS k FROM dogs d WHERE ${where}
                     ORDER BY ${nameKey('d.name')}, d.id LIMIT ${size} OFFSET ${(page - 1) * size})
      SELECT ${DOG_COLUMNS} FROM page p JOIN dogs d ON d.id = p.id ${DOG_JOINS}
      ORDER BY p.k, d.id`;
  // Such a total costs a scan of every dog, and paging through the search asks for it again: it is
  // kept a few seconds (ctx.scanCounts), forgotten by any write to dogs or owners.
  const countKey = JSON.stringify([searchTokens(input.search), input.breed?.toLowerCase() ?? null]);
  const [total, firstTry] = await Promise.all([
    ctx.scanCounts.get(countKey, async () => {
      const rows = await ctx.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM dogs d WHERE ${where}`;
      return rows[0]?.total ?? 0;
    }),
    pageOf(input.page),
  ]);
  const page = Math.min(input.page, pageCountOf(total, size));
  return answer(page === input.page ? firstTry : await pageOf(page), total, page);
}

/** Distinct breeds for the filter (spellings that differ only in case count as one). */
export async function listBreeds(ctx: DogsContext): Promise<string[]> {
  return (await breedCounts(ctx)).map((b) => b.breed).sort(compareNames);
}

/** Merges per-spelling breed counts case-insensitively under the most used spelling; most dogs first. */
function mergeBreeds(rows: readonly { breed: string; count: number }[]): { breed: string; count: number }[] {
  const groups = new Map<string, { breed: string; count: number; top: number }>();
  for (const row of rows) {
    const key = row.breed.toLowerCase();
    const group = groups.get(key);
    if (!group) groups.set(key, { breed: row.breed, count: row.count, top: row.count });
    else {
      group.count += row.count;
      if (row.count > group.top || (row.count === group.top && row.breed < group.breed)) {
        group.breed = row.breed;
        group.top = row.count;
      }
    }
  }
  return [...groups.values()]
    .map(({ breed, count }) => ({ breed, count }))
    .sort((a, b) => b.count - a.count || compareNames(a.breed, b.breed));
}

/** Dogs per breed, counted per exact spelling through the breed index, then merged. */
async function breedCounts(ctx: DogsContext): Promise<{ breed: string; count: number }[]> {
  return mergeBreeds(
    await ctx.prisma.$queryRaw<{ breed: string; count: number }[]>`
      SELECT breed, count(*)::int AS count FROM dogs GROUP BY breed`,
  );
}

/**
 * The Overview tab's figures, all computed by SQL aggregates, in three queries at once: the age
 * groups (one pass over the dogs, plain date comparisons), dogs per breed (the breed index
 * alone), and the recent dogs with the week's count (the created_at index).
 */
export async function dogsOverview(ctx: DogsContext): Promise<TDogOverview> {
  const now = ctx.now();
  const today = todayOf(ctx);
  const since = recentSince(now);
  // Age groups as ageGroupOf(dogAgeYears(...)) decides them: from the date of birth when there
  // is one (born on or after the earliest birth date of a limit), otherwise the entered age.
  // The counts are cumulative (up to 1, 3 and 7 years); the groups are their differences.
  const born = (years: number) => Prisma.sql`date_of_birth >= ${earliestBirthForAge(years, today)}::date`;
  const aged = (years: number) => Prisma.sql`date_of_birth IS NULL AND age <= ${years}`;
  const { puppy, young, adult } = AGE_GROUP_LIMITS;
  type AgeFigures = { total: number; upTo1: number; upTo3: number; upTo7: number; unknown: number };
  const [ages, breeds, recent] = await Promise.all([
    ctx.prisma.$queryRaw<AgeFigures[]>`
      SELECT count(*)::int AS total,
             (count(*) FILTER (WHERE ${born(puppy)}) + count(*) FILTER (WHERE ${aged(puppy)}))::int AS "upTo1",
             (count(*) FILTER (WHERE ${born(young)}) + count(*) FILTER (WHERE ${aged(young)}))::int AS "upTo3",
             (count(*) FILTER (WHERE ${born(adult)}) + count(*) FILTER (WHERE ${aged(adult)}))::int AS "upTo7",
             count(*) FILTER (WHERE date_of_birth IS NULL AND age IS NULL)::int AS unknown
        FROM dogs`,
    breedCounts(ctx),
    // Created within the window (newest first, capped), otherwise the 5 newest.
    ctx.prisma.$queryRaw<(DogRow & { added: number })[]>`
      WITH recent AS (SELECT id, created_at FROM dogs WHERE created_at >= ${since}
                       ORDER BY created_at DESC, id DESC LIMIT ${RECENT_MAX}),
           pick AS (SELECT id, created_at FROM recent
                    UNION ALL
                    (SELECT id, created_at FROM dogs WHERE NOT EXISTS (SELECT 1 FROM recent)
                      ORDER BY created_at DESC, id DESC LIMIT ${RECENT_FALLBACK_COUNT}))
      SELECT ${DOG_COLUMNS}, (SELECT count(*)::int FROM dogs WHERE created_at >= ${since}) AS added
        FROM pick p JOIN dogs d ON d.id = p.id ${DOG_JOINS}
       ORDER BY p.created_at DESC, d.id DESC`,
  ]);
  const f = ages[0] ?? { total: 0, upTo1: 0, upTo3: 0, upTo7: 0, unknown: 0 };
  return {
    total: f.total,
    addedThisWeek: recent[0]?.added ?? 0,
    breedCount: breeds.length,
    recentlyAdded: recent.map((r) => toDogDto(r, today)),
    ageGroups: {
      puppy: f.upTo1,
      young: f.upTo3 - f.upTo1,
      adult: f.upTo7 - f.upTo3,
      senior: f.total - f.upTo7 - f.unknown,
      unknown: f.unknown,
    },
    breeds,
  };
}

/** The searchable dog picker: dogs matching the search, by name (at most `limit`). */
export async function dogOptions(ctx: DogsContext, raw: TDogOptionsInput): Promise<TDogOption[]> {
  const input = ZDogOptionsInput.parse(raw);
  // The shared picker page (db/dog-options.ts), by name: nothing is expected here.
  const rows = await ctx.prisma.$queryRaw<DogOptionRow[]>`
    WITH ${dogOptionsPage({ search: input.search, limit: input.limit })}
    SELECT ${DOG_OPTION_COLUMNS} FROM page ORDER BY ${PAGE_ORDER}`;
  return rows.map(dogOptionOf);
}
