// The kennels (managers edit them; anyone logged in reads them): name, type, capacity, active.
// A kennel with stays from today on (booked, or a dog checked in) cannot be deleted, only made
// inactive (409); its past stays lose their kennel with it. Every write takes the hotel's capacity
// lock (a kennel's capacity is what the booking checks count against) and writes its audit event.
import {
  auditStateOf,
  bookingInstant,
  isId,
  type TKennel,
  type TKennelInput,
  type TKennelUpdateInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import { askWaitlistOffers } from '../../lib/jobs';
import { recordChange } from '../audit';
import { lockHotelCapacity } from './capacity.service';
import { type KennelsContext, kennelsToday } from './kennels.context';
import { KENNEL_COLUMNS, type KennelRow, toKennelDto } from './kennels.dto';

const notFound = () => new DomainError('NOT_FOUND', 'kennels.notFound');
const nameTaken = () => new DomainError('CONFLICT', 'kennels.nameTaken');

const kennelAudit = (ctx: KennelsContext, action: 'create' | 'update' | 'delete', kennel: TKennel) => ({
  actor: ctx.actor,
  action,
  entity: 'kennel' as const,
  entityId: kennel.id,
  label: kennel.name,
  at: ctx.now(),
});

/** Every kennel (active first, by name), or only the active ones. */
export async function listKennels(
  ctx: Pick<KennelsContext, 'prisma'>,
  opts: { activeOnly?: boolean | undefined } = {},
): Promise<TKennel[]> {
  const rows = await ctx.prisma.$queryRaw<KennelRow[]>`
    SELECT ${KENNEL_COLUMNS} FROM kennels k
     WHERE ${opts.activeOnly ? Prisma.sql`k.active` : Prisma.sql`TRUE`}
     ORDER BY k.active DESC, k.name, k.id`;
  return rows.map(toKennelDto);
}

async function kennelIn(db: Db, id: string, lock = false): Promise<TKennel> {
  if (!isId(id)) throw notFound();
  const [row] = await db.$queryRaw<KennelRow[]>`
    SELECT ${KENNEL_COLUMNS} FROM kennels k WHERE k.id = ${id}::uuid
    ${lock ? Prisma.sql`FOR UPDATE` : Prisma.empty}`;
  if (!row) throw notFound();
  return toKennelDto(row);
}

/** One kennel (404 for none). */
export async function getKennel(ctx: Pick<KennelsContext, 'prisma'>, id: string): Promise<TKennel> {
  return kennelIn(ctx.prisma, id);
}

/** Runs a write; a name another kennel has is a 409, never a 500. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createKennel(ctx: KennelsContext, input: TKennelInput): Promise<TKennel> {
  const kennel = await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      await lockHotelCapacity(tx);
      const [row] = await tx.$queryRaw<KennelRow[]>`
        INSERT INTO kennels (id, name, type, capacity, active, created_at, updated_at)
        VALUES (gen_random_uuid(), ${input.name}, ${input.type}, ${input.capacity}, ${input.active},
                ${ctx.now()}, ${ctx.now()})
        RETURNING id::text AS id, name, type, capacity, active`;
      const kennel = toKennelDto(row as KennelRow);
      await recordChange(tx, kennelAudit(ctx, 'create', kennel), null, auditStateOf(kennel));
      return kennel;
    }, TX_OPTIONS),
  );
  await askWaitlistOffers(ctx.jobs);
  return kennel;
}

export async function updateKennel(ctx: KennelsContext, input: TKennelUpdateInput): Promise<TKennel> {
  const { id, name, type, capacity, active } = input;
  const kennel = await guarded(() =>
    ctx.prisma.$transaction(async (tx) => {
      await lockHotelCapacity(tx);
      const before = await kennelIn(tx, id, true);
      const [row] = await tx.$queryRaw<KennelRow[]>`
        UPDATE kennels
           SET name = coalesce(${name ?? null}::text, name), type = coalesce(${type ?? null}::text, type),
               capacity = coalesce(${capacity ?? null}::int, capacity),
               active = coalesce(${active ?? null}::boolean, active), updated_at = ${ctx.now()}
         WHERE id = ${id}::uuid
        RETURNING id::text AS id, name, type, capacity, active`;
      const after = toKennelDto(row as KennelRow);
      await recordChange(tx, kennelAudit(ctx, 'update', after), auditStateOf(before), auditStateOf(after));
      return after;
    }, TX_OPTIONS),
  );
  // More capacity, or a kennel made active again: waitlisted stays may fit now.
  await askWaitlistOffers(ctx.jobs);
  return kennel;
}

/**
 * Deletes a kennel without stays from today on (409 otherwise: make it inactive); the reason, when
 * given, is kept on its event.
 */
export async function deleteKennel(
  ctx: KennelsContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  const todayStart = bookingInstant(kennelsToday(ctx), ctx.timeZone);
  return ctx.prisma.$transaction(async (tx) => {
    await lockHotelCapacity(tx);
    const kennel = await kennelIn(tx, id, true);
    const [held] = await tx.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM hotel_bookings
       WHERE kennel_id = ${id}::uuid
         AND (status = 'checked-in' OR (status = 'booked' AND check_out > ${todayStart}))`;
    if ((held?.n ?? 0) > 0) throw new DomainError('CONFLICT', 'kennels.hasStays');
    await tx.$executeRaw`DELETE FROM kennels WHERE id = ${id}::uuid`;
    await recordChange(tx, { ...kennelAudit(ctx, 'delete', kennel), reason }, auditStateOf(kennel), null);
    return { id };
  }, TX_OPTIONS);
}
