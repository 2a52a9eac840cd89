// Dogs, writing: create, update, picture set and removal, delete. Pictures are written before the
// database row and removed again when the row fails; old files are removed only after the new
// row is committed. Every write that changes the record adds a row to its change history
// (dog-changes.ts) in the same transaction.
import {
  dogInputSchema,
  dogSearchText,
  isId,
  messageEn,
  type TDog,
  type TDogInput,
  type TDogUpdateInput,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { validationError } from '../../errors/validation';
import { lockRecordState, recordChange, recordUpdate } from './dogs.changes';
import { type DogsContext, dogNotFound as notFound, todayOf } from './dogs.context';
import { deletePictureFiles, storePicture } from './dogs.pictures';
import { getDog } from './dogs.reads';

/** The date-of-birth limits against the business day (the input schema checked the rest). */
function assertDates(ctx: DogsContext, input: TDogInput): void {
  if (input.dateOfBirth === undefined) return;
  const result = dogInputSchema(todayOf(ctx)).safeParse(input);
  if (!result.success) throw validationError(result.error);
}

/** Share-locks the owners (so none is deleted meanwhile) and returns their names in input order. */
async function lockOwners(tx: Db, ownerIds: readonly string[]): Promise<string[]> {
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
            message: messageEn('dog.ownerNotFound'),
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
      await recordChange(tx, ctx, dog.id, 'created', []);
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
      const before = await lockRecordState(tx, id);
      if (!before) throw notFound();
      const columns = dogColumns(input, ownerNames);
      await tx.dogOwner.deleteMany({ where: { dogId: id } });
      await tx.dog.update({
        where: { id },
        data: {
          ...columns,
          ...(picture ? { picture } : {}),
          updatedById: ctx.actor.id || null,
          owners: { create: input.owners.map((ownerId, position) => ({ ownerId, position })) },
        },
        select: { id: true },
      });
      await recordUpdate(tx, ctx, id, before, {
        name: columns.name,
        breed: columns.breed,
        age: columns.age,
        dateOfBirth: input.dateOfBirth ?? null,
        weight: columns.weight,
        particularSigns: columns.particularSigns,
        owners: input.owners.map((ownerId, i) => ({ id: ownerId, name: ownerNames[i] ?? '' })),
        picture: picture ?? before.picture,
      });
      return picture ? before.picture : null;
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
      const change = current[0].picture ? 'replaced' : 'added';
      await recordChange(tx, ctx, id, 'updated', [{ field: 'picture', change }]);
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
    await recordChange(tx, ctx, id, 'updated', [{ field: 'picture', change: 'removed' }]);
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
