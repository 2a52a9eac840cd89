// Dogs: reads (each one statement, owners aggregated per dog, never a query per dog), the
// server-side list and overview, the full REST list, the details with history, and writes
// with pictures. Pictures are written before the database row and removed again when the row
// fails; old files are removed only after the new row is committed. Notes: ./README.md.
import {
  AGE_GROUP_LIMITS,
  ageGroupOf,
  businessToday,
  calculatedAge,
  DOG_HISTORY_LIMITS,
  dogAgeGroup,
  dogAgeYears,
  dogInputSchema,
  dogSearchText,
  earliestBirthForAge,
  isId,
  RECENT_FALLBACK_COUNT,
  RECENT_MAX,
  recentSince,
  roundYears,
  searchTokens,
  type TDog,
  type TDogDetails,
  type TDogInput,
  type TDogListInput,
  type TDogOption,
  type TDogOptionsInput,
  type TDogOverview,
  type TDogPage,
  type TDogUpdateInput,
  type TOwnerRef,
  ZDogListInput,
  ZDogOptionsInput,
} from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { compareNames, nameKey, nameKeyText } from '../../db/collation';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import { validationError } from '../../errors/validation';
import type { ServiceContext } from '../../lib/context';
import type { PictureStorage } from '../../storage/picture-storage';
import { dogDaycareHistory } from '../daycare/overview.service';
import { pgRowReader, prismaRowReader, type RowReader } from './dog-list-reader';
import { deletePictureFiles, pictureUrl, storePicture, thumbnailUrl } from './dog-picture';
import { dogListWhere, searchIsSelective, type Tx } from './dog-search';

export interface DogsContext extends ServiceContext {
  pictures: PictureStorage;
  /** Reads the full list's rows (pg straight, or Prisma when no database URL is known). */
  rows: RowReader;
  /** APP_TIMEZONE: what "today" means for ages and dates of birth. */
  timeZone: string;
  /** The clock (tests may pin it). */
  now: () => Date;
}

export function dogsContext(svc: ServiceContext, deps: AppDeps): DogsContext {
  const url = deps.databaseUrl ?? deps.env.DATABASE_URL;
  return {
    ...svc,
    pictures: deps.pictures,
    rows: url ? pgRowReader(url) : prismaRowReader(svc.prisma),
    timeZone: deps.env.timeZone,
    now: () => new Date(),
  };
}

const todayOf = (ctx: DogsContext) => businessToday(ctx.timeZone, ctx.now());

const notFound = () => new DomainError('NOT_FOUND', 'dog.notFound');

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

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
    createdBy: row.createdById ? { id: row.createdById, username: row.createdByUsername ?? '' } : null,
    updatedBy: row.updatedById ? { id: row.updatedById, username: row.updatedByUsername ?? '' } : null,
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
  const answer = (rows: DogRow[], total: number, page: number): TDogPage => ({
    items: rows.map((r) => toDogDto(r, today)),
    total,
    page,
    pageSize: size,
    pageCount: Math.max(1, Math.ceil(total / size)),
  });

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
    const last = Math.max(1, Math.ceil(total / size));
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
  const countKey = JSON.stringify([searchTokens(input.search), input.breed?.toLowerCase() ?? null]);
  const [total, firstTry] = await Promise.all([
    scanCount(countKey, async () => {
      const rows = await ctx.prisma.$queryRaw<{ total: number }[]>`
        SELECT count(*)::int AS total FROM dogs d WHERE ${where}`;
      return rows[0]?.total ?? 0;
    }),
    pageOf(input.page),
  ]);
  const page = Math.min(input.page, Math.max(1, Math.ceil(total / size)));
  return answer(page === input.page ? firstTry : await pageOf(page), total, page);
}

/**
 * Totals of the searches the trigram index cannot serve (no search, 1–2 letter words, a breed
 * alone) cost a scan of every dog, and paging through such a search asks for the same total
 * again. They are kept for a few seconds per process; this process's writes to dogs and owners
 * forget them at once (another process's writes show within SCAN_COUNT_TTL_MS).
 */
export const SCAN_COUNT_TTL_MS = 5_000;
const SCAN_COUNT_MAX = 500;
const scanCounts = new Map<string, { total: number; until: number }>();

async function scanCount(key: string, count: () => Promise<number>): Promise<number> {
  const now = Date.now();
  const hit = scanCounts.get(key);
  if (hit && hit.until > now) return hit.total;
  const total = await count();
  if (scanCounts.size >= SCAN_COUNT_MAX) scanCounts.clear();
  scanCounts.set(key, { total, until: now + SCAN_COUNT_TTL_MS });
  return total;
}

/** Called after any write that can change which dogs a search finds. */
export function forgetDogCounts(): void {
  scanCounts.clear();
}

/** How many dogs one query of the full REST list reads. */
export const FULL_LIST_BATCH = 10_000;

/** PostgreSQL's text form of a timestamptz in a UTC session ('2026-11-23 10:44:05.12+00') as ISO 8601. */
export function pgUtcToIso(text: string): string {
  // The common case, milliseconds with three digits, by slicing (this runs twice per dog).
  if (text.length === 26 && text.charCodeAt(10) === 32 && text.endsWith('+00')) {
    return `${text.slice(0, 10)}T${text.slice(11, 23)}Z`;
  }
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/.exec(text);
  if (!m) return new Date(text).toISOString();
  return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
}

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
      `SELECT d.id::text, d.dog_id, d.name, d.breed, d.age, d.date_of_birth::text, d.weight,
              d.particular_signs, d.picture, d.created_at::text, d.updated_at::text,
              d.created_by_id::text, d.updated_by_id::text
         FROM dogs d ${after ? `WHERE (${nameKeyText('d.name')}, d.id) > ($1, $2::uuid)` : ''}
        ORDER BY ${nameKeyText('d.name')}, d.id LIMIT ${Math.trunc(batchSize)}`,
      after ? [after.name, after.id] : [],
    );
    // A batch read ahead may fail while the previous one is written; it is awaited later.
    read.catch(() => undefined);
    return read;
  };

  let next: Promise<unknown[][]> | null = readDogs(null);
  const [userRows, ownerRows, linkRows] = await Promise.all([
    ctx.rows('SELECT id::text, username FROM users'),
    ctx.rows('SELECT id::text, name, email, phone, address FROM owners'),
    ctx.rows('SELECT dog_id::text, owner_id::text, position FROM dog_owners'),
  ]);
  // Shared pieces are turned into JSON once: an owner appears in the answer of each of their
  // dogs, a user in thousands, an age in every dog born the same day. Each dog's JSON is then
  // put together from those pieces, which halves the cost of JSON.stringify over objects.
  const str = JSON.stringify;
  const usersJson = new Map<string, string>();
  for (const [id, username] of userRows as [string, string][]) usersJson.set(id, str({ _id: id, username }));
  const userJson = (id: Text) => (id === null ? 'null' : (usersJson.get(id) ?? 'null'));
  const ownersJson = new Map<string, string>();
  for (const [id, name, email, phone, address] of ownerRows as string[][]) {
    ownersJson.set(id as string, str({ _id: id, name, email, phone, address }));
  }
  // Each dog's owners, primary first.
  const ownersOf = new Map<string, string[]>();
  for (const [dogId, ownerId, position] of linkRows as [string, string, number][]) {
    const owner = ownersJson.get(ownerId);
    if (!owner) continue;
    const list = ownersOf.get(dogId);
    if (!list) ownersOf.set(dogId, [owner]);
    else if (position === 0) list.unshift(owner);
    else list.push(owner);
  }
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

  while (next) {
    const dogs = (await next) as [
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
    ][];
    const last = dogs[dogs.length - 1];
    next = last && dogs.length === batchSize ? readDogs({ name: last[2], id: last[0] }) : null;
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
      ] = dogs[i] as (typeof dogs)[number];
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
    if (out.length > 0) yield out.join(',');
  }
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

/** Prisma names enum values as identifiers (checked_in, nail_trim); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');

const nightsBetween = (checkIn: Date, checkOut: Date) =>
  Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / 86_400_000));

/** The searchable dog picker: dogs matching the search, by name (at most `limit`). */
export async function dogOptions(ctx: DogsContext, raw: TDogOptionsInput): Promise<TDogOption[]> {
  const input = ZDogOptionsInput.parse(raw);
  const select = Prisma.sql`SELECT d.id, d.name, d.breed FROM dogs d WHERE ${dogListWhere(input)}`;
  // A word the trigram index can look up: collect the matches first, then sort those few;
  // otherwise walk the name index until `limit` dogs are found.
  const matches = searchIsSelective(input.search)
    ? Prisma.sql`m AS MATERIALIZED (${select})`
    : Prisma.sql`m AS (${select})`;
  return ctx.prisma.$queryRaw<TDogOption[]>`
    WITH ${matches},
         page AS (SELECT m.id, m.name, m.breed FROM m ORDER BY ${nameKey('m.name')}, m.id LIMIT ${input.limit})
    SELECT page.id::text AS id, page.name, page.breed,
           (SELECT o.name FROM dog_owners l JOIN owners o ON o.id = l.owner_id
             WHERE l.dog_id = page.id AND l.position = 0) AS "ownerName"
      FROM page ORDER BY ${nameKey('page.name')}, page.id`;
}

/** The details modal: the dog, its owners and its recent history with the total of each kind. */
export async function getDogDetails(ctx: DogsContext, id: string): Promise<TDogDetails> {
  const dog = await getDog(ctx, id);
  const where = { dogId: dog.id };
  const p = ctx.prisma;
  const [daycareVisits, stays, stayCount, appointments, appointmentCount, grooming, groomingCount] =
    await Promise.all([
      // The daycare module answers for its own history.
      dogDaycareHistory(ctx, dog.id),
      p.hotelBooking.findMany({
        where,
        orderBy: [{ checkIn: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.hotelStays,
        select: { id: true, checkIn: true, checkOut: true, status: true, notes: true },
      }),
      p.hotelBooking.count({ where }),
      p.vetAppointment.findMany({
        where,
        orderBy: [{ appointmentDate: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.vetAppointments,
        select: {
          id: true,
          appointmentDate: true,
          cause: true,
          status: true,
          temperature: true,
          weight: true,
          findings: true,
          recommendations: true,
          vetNotes: true,
          followUpRequired: true,
          followUpDate: true,
        },
      }),
      p.vetAppointment.count({ where }),
      p.groomingBooking.findMany({
        where,
        orderBy: [{ appointmentDate: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.grooming,
        select: {
          id: true,
          appointmentDate: true,
          groomingServices: true,
          status: true,
          weight: true,
          notes: true,
          groomingNotes: true,
          completedAt: true,
        },
      }),
      p.groomingBooking.count({ where }),
    ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    dog,
    history: {
      daycareVisits,
      hotelStays: {
        total: stayCount,
        items: stays.map((s) => ({
          id: s.id,
          checkIn: s.checkIn.toISOString(),
          checkOut: s.checkOut.toISOString(),
          nights: nightsBetween(s.checkIn, s.checkOut),
          status: apiEnum(s.status),
          notes: s.notes,
        })),
      },
      vetAppointments: {
        total: appointmentCount,
        items: appointments.map((a) => ({
          ...a,
          status: apiEnum(a.status),
          appointmentDate: a.appointmentDate.toISOString(),
          followUpDate: iso(a.followUpDate),
        })),
      },
      grooming: {
        total: groomingCount,
        items: grooming.map((g) => ({
          ...g,
          status: apiEnum(g.status),
          groomingServices: g.groomingServices.map(apiEnum),
          appointmentDate: g.appointmentDate.toISOString(),
          completedAt: iso(g.completedAt),
        })),
      },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Writing
// ---------------------------------------------------------------------------------------------

/** The date-of-birth limits against the business day (the input schema checked the rest). */
function assertDates(ctx: DogsContext, input: TDogInput): void {
  if (input.dateOfBirth === undefined) return;
  const result = dogInputSchema(todayOf(ctx)).safeParse(input);
  if (!result.success) throw validationError(result.error);
}

/** Share-locks the owners (so none is deleted meanwhile) and returns their names in input order. */
async function lockOwners(tx: Tx, ownerIds: readonly string[]): Promise<string[]> {
  const rows = await tx.$queryRaw<{ id: string; name: string }[]>`
    SELECT id::text AS id, name FROM owners WHERE id = ANY(${[...ownerIds]}::uuid[]) ORDER BY id FOR SHARE`;
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ownerIds.map((id, position) => {
    const name = byId.get(id);
    if (name === undefined) {
      throw new DomainError('BAD_REQUEST', 'dog.ownerNotFound', {
        details: [
          {
            path: position === 0 ? 'owners' : 'owners.1',
            message: 'The selected owner does not exist',
            key: 'dog.ownerNotFound',
          },
        ],
      });
    }
    return name;
  });
}

function dogColumns(input: TDogInput, ownerNames: string[]) {
  return {
    name: input.name,
    breed: input.breed,
    // With a date of birth the age is computed when read, never taken from the input.
    age: input.dateOfBirth === undefined ? (input.age ?? null) : null,
    dateOfBirth: input.dateOfBirth === undefined ? null : new Date(`${input.dateOfBirth}T00:00:00Z`),
    weight: input.weight ?? null,
    particularSigns: input.particularSigns ?? null,
    searchText: dogSearchText(input, ownerNames),
  };
}

/** Runs a write that references a freshly stored picture; the files go when the write fails. */
async function withNewPicture<T>(
  ctx: DogsContext,
  upload: Buffer | null | undefined,
  write: (picture: string | null) => Promise<T>,
): Promise<T> {
  const picture = upload ? await storePicture(ctx.pictures, upload) : null;
  try {
    return await write(picture);
  } catch (error) {
    await deletePictureFiles(ctx.pictures, picture);
    throw error;
  }
}

export async function createDog(ctx: DogsContext, input: TDogInput, upload?: Buffer | null): Promise<TDog> {
  assertDates(ctx, input);
  const id = await withNewPicture(ctx, upload, (picture) =>
    ctx.prisma.$transaction(async (tx) => {
      const ownerNames = await lockOwners(tx, input.owners);
      const dog = await tx.dog.create({
        data: {
          ...dogColumns(input, ownerNames),
          picture,
          createdById: ctx.actor.id || null,
          updatedById: ctx.actor.id || null,
          owners: { create: input.owners.map((ownerId, position) => ({ ownerId, position })) },
        },
        select: { id: true },
      });
      return dog.id;
    }),
  );
  forgetDogCounts();
  return getDog(ctx, id);
}

/** Replaces a dog's fields and owners (and its picture when one is uploaded). */
export async function updateDog(
  ctx: DogsContext,
  input: TDogUpdateInput,
  upload?: Buffer | null,
): Promise<TDog> {
  if (!isId(input.id)) throw notFound();
  assertDates(ctx, input);
  const { id } = input;
  const replaced = await withNewPicture(ctx, upload, (picture) =>
    ctx.prisma.$transaction(async (tx) => {
      const ownerNames = await lockOwners(tx, input.owners);
      const current = await tx.$queryRaw<{ picture: string | null }[]>`
        SELECT picture FROM dogs WHERE id = ${id}::uuid FOR UPDATE`;
      if (!current[0]) throw notFound();
      await tx.dogOwner.deleteMany({ where: { dogId: id } });
      await tx.dog.update({
        where: { id },
        data: {
          ...dogColumns(input, ownerNames),
          ...(picture ? { picture } : {}),
          updatedById: ctx.actor.id || null,
          owners: { create: input.owners.map((ownerId, position) => ({ ownerId, position })) },
        },
        select: { id: true },
      });
      return picture ? current[0].picture : null;
    }),
  );
  forgetDogCounts();
  await deletePictureFiles(ctx.pictures, replaced);
  return getDog(ctx, id);
}

/** Sets or replaces only the picture. */
export async function setDogPicture(ctx: DogsContext, id: string, upload: Buffer): Promise<TDog> {
  if (!isId(id)) throw notFound();
  if (!(await ctx.prisma.dog.findUnique({ where: { id }, select: { id: true } }))) throw notFound();
  const replaced = await withNewPicture(ctx, upload, (picture) =>
    ctx.prisma.$transaction(async (tx) => {
      const current = await tx.$queryRaw<{ picture: string | null }[]>`
        SELECT picture FROM dogs WHERE id = ${id}::uuid FOR UPDATE`;
      if (!current[0]) throw notFound();
      await tx.dog.update({
        where: { id },
        data: { picture, updatedById: ctx.actor.id || null },
        select: { id: true },
      });
      return current[0].picture;
    }),
  );
  await deletePictureFiles(ctx.pictures, replaced);
  return getDog(ctx, id);
}

/** Removes the picture (a dog without one is answered as it is). */
export async function removeDogPicture(ctx: DogsContext, id: string): Promise<TDog> {
  if (!isId(id)) throw notFound();
  const removed = await ctx.prisma.$transaction(async (tx) => {
    const current = await tx.$queryRaw<{ picture: string | null }[]>`
      SELECT picture FROM dogs WHERE id = ${id}::uuid FOR UPDATE`;
    if (!current[0]) throw notFound();
    if (!current[0].picture) return null;
    await tx.dog.update({
      where: { id },
      data: { picture: null, updatedById: ctx.actor.id || null },
      select: { id: true },
    });
    return current[0].picture;
  });
  await deletePictureFiles(ctx.pictures, removed);
  return getDog(ctx, id);
}

/** Deletes the dog, its owner links and its whole history (foreign keys cascade), then its picture. */
export async function deleteDog(ctx: DogsContext, id: string): Promise<{ id: string }> {
  if (!isId(id)) throw notFound();
  const rows = await ctx.prisma.$queryRaw<{ picture: string | null }[]>`
    DELETE FROM dogs WHERE id = ${id}::uuid RETURNING picture`;
  if (!rows[0]) throw notFound();
  forgetDogCounts();
  await deletePictureFiles(ctx.pictures, rows[0].picture);
  return { id };
}
