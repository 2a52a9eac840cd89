// Owners: list, search, create, change, delete, with the rules of docs/contract/rest-contract.md (Owners).
// Dogs are found by their owners' names, so renaming or removing an owner refreshes the
// search text of that owner's dogs in the same transaction.
import {
  auditStateOf,
  isId,
  ownerSearchText,
  type TOwner,
  type TOwnerInput,
  type TOwnerListInput,
  type TOwnerOption,
  type TOwnerOptionsInput,
  type TOwnerPage,
  type TOwnerUpdateInput,
  ZOwnerListInput,
  ZOwnerOptionsInput,
} from '@pawdesk/domain';
import { compareNames, nameKey } from '../../db/collation';
import { Prisma, readRows } from '../../db/prisma';
import { searchIsSelective, searchTextWhere } from '../../db/search-text';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import type { ServiceContext } from '../../lib/context';
import { listPage, pageCountOf } from '../../lib/paging';
import { changeEvent, recordChange, recordEvents } from '../audit';
import { refreshDogSearchText } from '../dogs';

export const OWNER_SELECT = {
  id: true,
  name: true,
  email: true,
  phone: true,
  address: true,
  taxId: true,
  language: true,
  createdAt: true,
  updatedAt: true,
} as const;

type OwnerRow = {
  id: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  taxId: string | null;
  language: string;
  createdAt: Date;
  updatedAt: Date;
};

export function toOwnerDto(row: OwnerRow): TOwner {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    taxId: row.taxId,
    language: row.language === 'en' ? 'en' : 'es',
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const OWNER_COLUMNS = Prisma.sql`o.id::text AS id, o.name, o.email, o.phone, o.address,
  o.tax_id AS "taxId", o.language, o.created_at AS "createdAt", o.updated_at AS "updatedAt"`;

/** The start of an owner's event. */
const ownerAudit = (ctx: ServiceContext, action: 'create' | 'update' | 'delete', owner: TOwner) => ({
  actor: ctx.actor,
  action,
  entity: 'owner' as const,
  entityId: owner.id,
  label: owner.name,
});
/** An owner's fields as its events compare them. */
const ownerState = (owner: TOwner) => auditStateOf(owner);

/** The owner, locked until the write commits, as it is before; 404 when there is none. */
async function lockOwner(tx: Db, id: string): Promise<TOwner> {
  const [row] = await tx.$queryRaw<
    OwnerRow[]
  >`SELECT ${OWNER_COLUMNS} FROM owners o WHERE o.id = ${id}::uuid FOR UPDATE`;
  if (!row) throw new DomainError('NOT_FOUND', 'owner.notFound');
  return toOwnerDto(row);
}

/** Every word of the search must appear in the owner's folded search text (trigram index). */
function ownerSearchWhere(search: string | undefined): Prisma.Sql {
  const parts = searchTextWhere(Prisma.sql`o.search_text`, search);
  return parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * The owners matching a search, as a CTE `m`. A selective search (a word the trigram index can
 * look up) collects its matches first; the sort then runs on those few rows instead of walking
 * the name index past every owner whose name sorts before the matches.
 */
function ownerMatches(search: string | undefined): Prisma.Sql {
  const select = Prisma.sql`SELECT ${OWNER_COLUMNS} FROM owners o WHERE ${ownerSearchWhere(search)}`;
  return searchIsSelective(search) ? Prisma.sql`m AS MATERIALIZED (${select})` : Prisma.sql`m AS (${select})`;
}

/** REST: every owner, sorted by name (Spanish order, accents and case aside; see db/collation.ts). */
export async function listAllOwners(ctx: ServiceContext): Promise<TOwner[]> {
  const rows = await ctx.prisma.$queryRaw<OwnerRow[]>`
    SELECT ${OWNER_COLUMNS} FROM owners o ORDER BY ${nameKey('o.name')}, o.id`;
  return rows.map(toOwnerDto);
}

/** The Owners page: loose search, sort by name or email either way, pages. */
export async function listOwners(ctx: ServiceContext, raw: TOwnerListInput): Promise<TOwnerPage> {
  const input = ZOwnerListInput.parse(raw);
  const where = ownerSearchWhere(input.search);
  const dir = Prisma.raw(input.direction === 'desc' ? 'DESC' : 'ASC');
  const order =
    input.sort === 'email'
      ? Prisma.sql`m.email ${dir}, m.id ${dir}`
      : Prisma.sql`${nameKey('m.name')} ${dir}, m.id ${dir}`;
  // The page and its count: a hot read (every Owners screen, owners.list) whose two Prisma calls
  // cost more CPU than both queries (docs/decisions/0002, readRows; pnpm bench pipeline).
  const pageOf = (page: number) =>
    readRows<OwnerRow>(ctx.prisma)`
      WITH ${ownerMatches(input.search)}
      SELECT * FROM m ORDER BY ${order}
      LIMIT ${input.pageSize} OFFSET ${(page - 1) * input.pageSize}`;
  const [countRows, firstTry] = await Promise.all([
    readRows<{ total: number }>(ctx.prisma)`SELECT count(*)::int AS total FROM owners o WHERE ${where}`,
    pageOf(input.page),
  ]);
  const total = countRows[0]?.total ?? 0;
  // A page past the end (the last owner of the last page was deleted) shows the last page.
  const page = Math.min(input.page, pageCountOf(total, input.pageSize));
  const rows = page === input.page ? firstTry : await pageOf(page);
  return listPage(rows.map(toOwnerDto), total, page, input.pageSize);
}

/** The searchable owner picker of the dog form. */
export async function ownerOptions(ctx: ServiceContext, raw: TOwnerOptionsInput): Promise<TOwnerOption[]> {
  const input = ZOwnerOptionsInput.parse(raw);
  const rows = await ctx.prisma.$queryRaw<OwnerRow[]>`
    WITH ${ownerMatches(input.search)}
    SELECT * FROM m ORDER BY ${nameKey('m.name')}, m.id LIMIT ${input.limit}`;
  return rows.map(({ id, name, email, phone, address }) => ({ id, name, email, phone, address }));
}

export async function getOwner(ctx: ServiceContext, id: string): Promise<TOwner> {
  // One row by key on a hot path (GET /api/owners/{id}, owners.byId): straight through the pool
  // Prisma shares (docs/decisions/0002, readRows).
  const [row] = isId(id)
    ? await readRows<OwnerRow>(ctx.prisma)`SELECT ${OWNER_COLUMNS} FROM owners o WHERE o.id = ${id}::uuid`
    : [];
  if (!row) throw new DomainError('NOT_FOUND', 'owner.notFound');
  return toOwnerDto(row);
}

async function emailTaken(tx: Db, email: string, exceptId?: string): Promise<boolean> {
  const found = await tx.owner.findUnique({ where: { email }, select: { id: true } });
  return found !== null && found.id !== exceptId;
}

export async function createOwner(ctx: ServiceContext, input: TOwnerInput): Promise<TOwner> {
  if (await emailTaken(ctx.prisma, input.email)) throw new DomainError('CONFLICT', 'owner.emailTaken');
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const created = toOwnerDto(
        await tx.owner.create({
          data: {
            ...input,
            searchText: ownerSearchText(input),
            createdById: ctx.actor.id || null,
            updatedById: ctx.actor.id || null,
          },
          select: OWNER_SELECT,
        }),
      );
      await recordChange(tx, ownerAudit(ctx, 'create', created), null, ownerState(created));
      return created;
    });
  } catch (error) {
    // Two receptionists registering the same e-mail at once: the unique index decides.
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'owner.emailTaken');
    throw error;
  }
}

export async function updateOwner(ctx: ServiceContext, input: TOwnerUpdateInput): Promise<TOwner> {
  if (!isId(input.id)) throw new DomainError('NOT_FOUND', 'owner.notFound');
  const { id, ...fields } = input;
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const before = await lockOwner(tx, id);
      if (await emailTaken(tx, fields.email, id)) throw new DomainError('CONFLICT', 'owner.emailTaken');
      const updated = toOwnerDto(
        await tx.owner.update({
          where: { id },
          data: { ...fields, searchText: ownerSearchText(fields), updatedById: ctx.actor.id || null },
          select: OWNER_SELECT,
        }),
      );
      await recordChange(tx, ownerAudit(ctx, 'update', updated), ownerState(before), ownerState(updated));
      if (before.name !== fields.name) {
        const links = await tx.dogOwner.findMany({ where: { ownerId: id }, select: { dogId: true } });
        await refreshDogSearchText(
          tx,
          links.map((l) => l.dogId),
        );
      }
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'owner.emailTaken');
    throw error;
  }
}

/**
 * Deletes an owner. Refused (409, naming the dogs) when the owner is some dog's only owner;
 * a dog that loses its primary owner gets its secondary owner as primary.
 */
export async function deleteOwner(ctx: ServiceContext, id: string, reason?: string): Promise<{ id: string }> {
  if (!isId(id)) throw new DomainError('NOT_FOUND', 'owner.notFound');
  await ctx.prisma.$transaction(async (tx) => {
    // Lock order (owner, then its dogs) matches dog create/update, which share-lock owners first.
    const owner = await lockOwner(tx, id);
    const linked = await tx.dogOwner.findMany({ where: { ownerId: id }, select: { dogId: true } });
    const dogIds = linked.map((l) => l.dogId);
    if (dogIds.length > 0) {
      const dogs = await tx.$queryRaw<{ id: string; name: string }[]>`
        SELECT id::text AS id, name FROM dogs WHERE id = ANY(${dogIds}::uuid[]) ORDER BY id FOR UPDATE`;
      // Read the links again now that the dogs are locked: a concurrent change may have moved them.
      const links = await tx.dogOwner.findMany({
        where: { dogId: { in: dogIds } },
        select: { dogId: true, ownerId: true, position: true },
      });
      const only = dogs.filter((dog) => {
        const ofDog = links.filter((l) => l.dogId === dog.id);
        return ofDog.length === 1 && ofDog[0]?.ownerId === id;
      });
      if (only.length > 0) {
        const names = only.map((d) => d.name).sort(compareNames);
        throw new DomainError('CONFLICT', 'owner.onlyOwnerOfDog', {
          params: { dogs: names.join(', ') },
          details: [{ path: 'dogs', message: names.join(', ') }],
        });
      }
      await recordOwnersLeft(tx, ctx, owner, dogs, links, reason);
      const primaries = links.filter((l) => l.ownerId === id && l.position === 0).map((l) => l.dogId);
      await tx.dogOwner.deleteMany({ where: { ownerId: id } });
      if (primaries.length > 0) {
        // The secondary owner becomes the primary one.
        await tx.dogOwner.updateMany({
          where: { dogId: { in: primaries }, position: 1 },
          data: { position: 0 },
        });
      }
    }
    await tx.owner.delete({ where: { id } });
    await recordChange(tx, { ...ownerAudit(ctx, 'delete', owner), reason }, ownerState(owner), null);
    await refreshDogSearchText(tx, dogIds);
  });
  return { id };
}

/**
 * The dogs an owner leaves: each dog's own `update` event, its owners before and after (primary
 * first, with their names), as a save of the dog records them (dogs.changes.ts).
 */
async function recordOwnersLeft(
  tx: Db,
  ctx: ServiceContext,
  owner: TOwner,
  dogs: readonly { id: string; name: string }[],
  links: readonly { dogId: string; ownerId: string; position: number }[],
  reason: string | undefined,
): Promise<void> {
  const ownerIds = [...new Set(links.map((l) => l.ownerId))];
  const named = await tx.owner.findMany({
    where: { id: { in: ownerIds } },
    select: { id: true, name: true },
  });
  const nameOf = new Map(named.map((o) => [o.id, o.name]));
  const events = dogs.flatMap((dog) => {
    const before = links
      .filter((l) => l.dogId === dog.id)
      .sort((a, b) => a.position - b.position)
      .map((l) => ({ id: l.ownerId, name: nameOf.get(l.ownerId) ?? '' }));
    const after = before.filter((o) => o.id !== owner.id);
    const event = changeEvent(
      {
        actor: ctx.actor,
        action: 'update',
        entity: 'dog',
        entityId: dog.id,
        label: dog.name,
        reason,
        detail: `owners (owner ${owner.name} deleted)`,
      },
      { owners: before },
      { owners: after },
    );
    return event ? [event] : [];
  });
  await recordEvents(tx, events);
}
