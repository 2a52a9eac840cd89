// Dogs, writing: create, update, picture set and removal, delete. Pictures are written before the
// database row and removed again when the row fails; old files are removed only after the new
// row is committed. Every write that changes the record writes its audit event (dogs.changes.ts)
// in the same transaction; a deletion also writes the events of the records it takes with it.
import {
  dogInputSchema,
  dogSearchText,
  isId,
  messageEn,
  type TDog,
  type TDogInput,
  type TDogUpdateInput,
} from '@pawdesk/domain';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { validationError } from '../../errors/validation';
import { recordEvents } from '../audit';
import { dogDaycareRemovals } from '../daycare';
import { dogGroomingRemovals } from '../grooming';
import { dogHotelRemovals } from '../hotel';
import { dogVaccinationRemovals } from '../vaccinations';
import { dogVetRemovals } from '../vet';
import { lockRecordState, recordDogChange } from './dogs.changes';
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

/** The record's own fields after a save of `input` (owners and picture are added by the caller). */
function recordStateOf(input: TDogInput) {
  return {
    name: input.name,
    breed: input.breed,
    age: input.dateOfBirth === undefined ? (input.age ?? null) : null,
    dateOfBirth: input.dateOfBirth ?? null,
    weight: input.weight ?? null,
    particularSigns: input.particularSigns ?? null,
  };
}

/**
 * The `delete` events of every record of the dog that deleting it removes (its visits, packages,
 * stays, appointments and grooming bookings), each module reading its own, written in one go.
 */
async function recordDogRecordsRemoved(
  tx: Db,
  ctx: DogsContext,
  dog: { id: string; name: string },
  reason: string | undefined,
): Promise<void> {
  const cause = { actor: ctx.actor, at: ctx.now(), reason, removedWith: `its dog ${dog.name}` };
  const events = [
    ...(await dogDaycareRemovals(tx, dog.id, cause)),
    ...(await dogHotelRemovals(tx, ctx.timeZone, dog.id, cause)),
    ...(await dogVetRemovals(tx, ctx.timeZone, dog.id, cause)),
    ...(await dogGroomingRemovals(tx, { timeZone: ctx.timeZone, today: todayOf(ctx) }, dog.id, cause)),
    ...(await dogVaccinationRemovals(tx, dog.id, cause)),
  ];
  await recordEvents(tx, events);
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
      await recordDogChange(tx, ctx, dog.id, 'created', null, {
        ...recordStateOf(input),
        owners: input.owners.map((ownerId, i) => ({ id: ownerId, name: ownerNames[i] ?? '' })),
        picture,
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
      await recordDogChange(tx, ctx, id, 'updated', before, {
        ...recordStateOf(input),
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
      const before = await lockRecordState(tx, id);
      if (!before) throw notFound();
      await tx.dog.update({
        where: { id },
        data: { picture, updatedById: ctx.actor.id || null },
        select: { id: true },
      });
      await recordDogChange(tx, ctx, id, 'updated', before, { ...before, picture });
      return before.picture;
    }),
  );
  await deletePictureFiles(ctx.pictures, replaced);
  return getDog(ctx, id);
}

/** Removes the picture (a dog without one is answered as it is); a reason is kept on the event. */
export async function removeDogPicture(ctx: DogsContext, id: string, reason?: string): Promise<TDog> {
  if (!isId(id)) throw notFound();
  const removed = await ctx.prisma.$transaction(async (tx) => {
    const before = await lockRecordState(tx, id);
    if (!before) throw notFound();
    if (!before.picture) return null;
    await tx.dog.update({
      where: { id },
      data: { picture: null, updatedById: ctx.actor.id || null },
      select: { id: true },
    });
    await recordDogChange(tx, ctx, id, 'updated', before, { ...before, picture: null }, reason);
    return before.picture;
  });
  await deletePictureFiles(ctx.pictures, removed);
  return getDog(ctx, id);
}

/**
 * Deletes the dog, its owner links and every service record of it (foreign keys cascade), then
 * its picture. One `delete` event for the dog (with the reason, when given) and one for each
 * record removed with it, written in the same transaction; the dog's audit events stay.
 */
export async function deleteDog(ctx: DogsContext, id: string, reason?: string): Promise<{ id: string }> {
  if (!isId(id)) throw notFound();
  const picture = await ctx.prisma.$transaction(async (tx) => {
    const before = await lockRecordState(tx, id);
    if (!before) throw notFound();
    await recordDogChange(tx, ctx, id, 'deleted', before, null, reason);
    await recordDogRecordsRemoved(tx, ctx, { id, name: before.name }, reason);
    await tx.$executeRaw`DELETE FROM dogs WHERE id = ${id}::uuid`;
    return before.picture;
  }, TX_OPTIONS);
  await deletePictureFiles(ctx.pictures, picture);
  return { id };
}
