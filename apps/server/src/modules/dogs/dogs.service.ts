// Dogs: reads (one SQL shape for every read, owners aggregated as JSON, so no N+1), the
// server-side list and overview, the details with history, and writes with pictures.
// Pictures are written before the database row and removed again when the row fails; old
// files are removed only after the new row is committed.
import {
  AGE_GROUP_LIMITS,
  businessToday,
  calculatedAge,
  DOG_HISTORY_LIMITS,
  dogAgeGroup,
  dogAgeYears,
  dogInputSchema,
  dogSearchText,
  isId,
  RECENT_FALLBACK_COUNT,
  RECENT_MAX,
  recentSince,
  roundYears,
  type TDog,
  type TDogDetails,
  type TDogInput,
  type TDogListInput,
  type TDogOverview,
  type TDogPage,
  type TDogUpdateInput,
  type TOwnerRef,
  ZDogListInput,
} from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import { validationError } from '../../errors/validation';
import type { ServiceContext } from '../../lib/context';
import type { PictureStorage } from '../../storage/picture-storage';
import { deletePictureFiles, pictureUrl, storePicture, thumbnailUrl } from './dog-picture';
import { dogListWhere, type Tx } from './dog-search';

export interface DogsContext extends ServiceContext {
  pictures: PictureStorage;
  /** APP_TIMEZONE: what "today" means for ages and dates of birth. */
  timeZone: string;
  /** The clock (tests may pin it). */
  now: () => Date;
}

export function dogsContext(svc: ServiceContext, deps: AppDeps): DogsContext {
  return { ...svc, pictures: deps.pictures, timeZone: deps.env.timeZone, now: () => new Date() };
}

const todayOf = (ctx: DogsContext) => businessToday(ctx.timeZone, ctx.now());

const notFound = () => new DomainError('NOT_FOUND', 'dog.notFound');

// ---------------------------------------------------------------------------------------------
// Reading
// ---------------------------------------------------------------------------------------------

/** One row of DOG_SELECT. */
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

/** Dogs by id, in the order of `ids`. */
async function dogsByIds(ctx: DogsContext, ids: readonly string[]): Promise<TDog[]> {
  if (ids.length === 0) return [];
  const rows = await ctx.prisma.$queryRaw<DogRow[]>`
    SELECT ${DOG_COLUMNS} FROM dogs d ${DOG_JOINS} WHERE d.id = ANY(${[...ids]}::uuid[])`;
  const today = todayOf(ctx);
  const byId = new Map(rows.map((r) => [r.id, toDogDto(r, today)]));
  return ids.map((id) => byId.get(id)).filter((d): d is TDog => d !== undefined);
}

export async function getDog(ctx: DogsContext, id: string): Promise<TDog> {
  const [dog] = isId(id) ? await dogsByIds(ctx, [id]) : [];
  if (!dog) throw notFound();
  return dog;
}

/** The All Dogs tab and the Overview search: loose search, breed filter, sorted by name, pages. */
export async function listDogs(ctx: DogsContext, raw: TDogListInput): Promise<TDogPage> {
  const input = ZDogListInput.parse(raw);
  const where = dogListWhere(input);
  const idsOf = (page: number) =>
    ctx.prisma.$queryRaw<{ id: string }[]>`
      SELECT d.id::text AS id FROM dogs d WHERE ${where}
      ORDER BY lower(d.name), d.id LIMIT ${input.pageSize} OFFSET ${(page - 1) * input.pageSize}`;
  const [countRows, firstTry] = await Promise.all([
    ctx.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM dogs d WHERE ${where}`,
    idsOf(input.page),
  ]);
  const total = countRows[0]?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / input.pageSize));
  const page = Math.min(input.page, pageCount);
  const ids = page === input.page ? firstTry : await idsOf(page);
  const items = await dogsByIds(
    ctx,
    ids.map((r) => r.id),
  );
  return { items, total, page, pageSize: input.pageSize, pageCount };
}

/**
 * REST GET /api/dogs: every dog sorted by name, read in batches (keyset on lower(name), id)
 * so memory stays flat however many dogs there are. Each batch is one query.
 */
export async function* allDogsInBatches(ctx: DogsContext, batchSize = 2000): AsyncGenerator<TDog[]> {
  const today = todayOf(ctx);
  let after: { key: string; id: string } | null = null;
  for (;;) {
    const keyset: Prisma.Sql = after
      ? Prisma.sql`WHERE (lower(d.name), d.id) > (${after.key}, ${after.id}::uuid)`
      : Prisma.empty;
    const rows: (DogRow & { sortKey: string })[] = await ctx.prisma.$queryRaw`
      SELECT ${DOG_COLUMNS}, p.k AS "sortKey"
        FROM (SELECT d.id, lower(d.name) AS k FROM dogs d ${keyset}
               ORDER BY lower(d.name), d.id LIMIT ${batchSize}) p
        JOIN dogs d ON d.id = p.id ${DOG_JOINS}
       ORDER BY p.k, d.id`;
    if (rows.length > 0) yield rows.map((r) => toDogDto(r, today));
    const last = rows[rows.length - 1];
    if (!last || rows.length < batchSize) return;
    after = { key: last.sortKey, id: last.id };
  }
}

/** Distinct breeds for the filter (spellings that differ only in case count as one). */
export async function listBreeds(ctx: DogsContext): Promise<string[]> {
  const rows = await ctx.prisma.$queryRaw<{ breed: string }[]>`
    SELECT mode() WITHIN GROUP (ORDER BY breed) AS breed FROM dogs GROUP BY lower(breed) ORDER BY lower(breed)`;
  return rows.map((r) => r.breed);
}

/** The Overview tab's figures, all computed by SQL aggregates. */
export async function dogsOverview(ctx: DogsContext): Promise<TDogOverview> {
  const now = ctx.now();
  const today = todayOf(ctx);
  const since = recentSince(now);
  // The age group from the date of birth when there is one (cut on birthdays, as
  // ageFromDateOfBirth does), otherwise from the entered age.
  const born = (years: number) => Prisma.sql`(${today}::date - make_interval(years => ${years}))::date`;
  const [figures, breeds, recentIds] = await Promise.all([
    ctx.prisma.$queryRaw<
      {
        total: number;
        addedThisWeek: number;
        breedCount: number;
        puppy: number;
        young: number;
        adult: number;
        senior: number;
        unknown: number;
      }[]
    >`
      SELECT count(*)::int AS total,
             count(*) FILTER (WHERE created_at >= ${since})::int AS "addedThisWeek",
             count(DISTINCT lower(breed))::int AS "breedCount",
             count(*) FILTER (WHERE grp = 'puppy')::int AS puppy,
             count(*) FILTER (WHERE grp = 'young')::int AS young,
             count(*) FILTER (WHERE grp = 'adult')::int AS adult,
             count(*) FILTER (WHERE grp = 'senior')::int AS senior,
             count(*) FILTER (WHERE grp = 'unknown')::int AS unknown
        FROM (SELECT created_at, breed,
                     CASE
                       WHEN date_of_birth IS NOT NULL THEN CASE
                         WHEN date_of_birth >= ${born(AGE_GROUP_LIMITS.puppy)} THEN 'puppy'
                         WHEN date_of_birth >= ${born(AGE_GROUP_LIMITS.young)} THEN 'young'
                         WHEN date_of_birth >= ${born(AGE_GROUP_LIMITS.adult)} THEN 'adult'
                         ELSE 'senior' END
                       WHEN age IS NULL THEN 'unknown'
                       WHEN age <= ${AGE_GROUP_LIMITS.puppy} THEN 'puppy'
                       WHEN age <= ${AGE_GROUP_LIMITS.young} THEN 'young'
                       WHEN age <= ${AGE_GROUP_LIMITS.adult} THEN 'adult'
                       ELSE 'senior' END AS grp
                FROM dogs) x`,
    ctx.prisma.$queryRaw<{ breed: string; count: number }[]>`
      SELECT mode() WITHIN GROUP (ORDER BY breed) AS breed, count(*)::int AS count
        FROM dogs GROUP BY lower(breed) ORDER BY count(*) DESC, lower(breed)`,
    // Created within the window (newest first, capped), else the 5 newest.
    ctx.prisma.$queryRaw<{ id: string }[]>`
      (SELECT id::text AS id, created_at FROM dogs WHERE created_at >= ${since}
        ORDER BY created_at DESC, id DESC LIMIT ${RECENT_MAX})
      UNION ALL
      (SELECT id::text AS id, created_at FROM dogs
        WHERE NOT EXISTS (SELECT 1 FROM dogs WHERE created_at >= ${since})
        ORDER BY created_at DESC, id DESC LIMIT ${RECENT_FALLBACK_COUNT})
      ORDER BY created_at DESC, id DESC`,
  ]);
  const f = figures[0];
  return {
    total: f?.total ?? 0,
    addedThisWeek: f?.addedThisWeek ?? 0,
    breedCount: f?.breedCount ?? 0,
    recentlyAdded: await dogsByIds(
      ctx,
      recentIds.map((r) => r.id),
    ),
    ageGroups: {
      puppy: f?.puppy ?? 0,
      young: f?.young ?? 0,
      adult: f?.adult ?? 0,
      senior: f?.senior ?? 0,
      unknown: f?.unknown ?? 0,
    },
    breeds,
  };
}

/** Prisma names enum values as identifiers (checked_in, nail_trim); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');
const PACKAGE_TYPES: Record<string, string> = {
  ONE_DAY: '1-day',
  FIFTEEN_DAY: '15-day',
  THIRTY_DAY: '30-day',
};

const nightsBetween = (checkIn: Date, checkOut: Date) =>
  Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / 86_400_000));

/** The details modal: the dog, its owners and its recent history with the total of each kind. */
export async function getDogDetails(ctx: DogsContext, id: string): Promise<TDogDetails> {
  const dog = await getDog(ctx, id);
  const where = { dogId: dog.id };
  const p = ctx.prisma;
  const [visits, visitCount, stays, stayCount, appointments, appointmentCount, grooming, groomingCount] =
    await Promise.all([
      p.daycareVisit.findMany({
        where,
        orderBy: [{ date: 'desc' }, { checkInTime: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.daycareVisits,
        select: {
          id: true,
          date: true,
          checkInTime: true,
          checkOutTime: true,
          notes: true,
          package: { select: { packageType: true } },
        },
      }),
      p.daycareVisit.count({ where }),
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
      daycareVisits: {
        total: visitCount,
        items: visits.map((v) => ({
          id: v.id,
          date: v.date.toISOString().slice(0, 10),
          checkInTime: iso(v.checkInTime),
          checkOutTime: iso(v.checkOutTime),
          status: !v.checkInTime ? 'pending' : v.checkOutTime ? 'completed' : 'active',
          notes: v.notes,
          packageType: v.package ? (PACKAGE_TYPES[v.package.packageType] ?? v.package.packageType) : null,
        })),
      },
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
  await deletePictureFiles(ctx.pictures, rows[0].picture);
  return { id };
}
