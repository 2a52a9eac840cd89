// Charges: what an owner owes, made by the services themselves (a package sold, a daycare day
// without a package, a hotel stay at check-out, a grooming booking completed, a vet exam
// completed) through the door's chargeForService, inside the service's own transaction, or at the
// desk (a shop item or a manual line). A charge belongs to the dog's primary owner and copies its
// amounts, so a later price change never alters it. One charge per source and kind (a unique
// index): a retried check-out or a grooming completed twice makes one charge.
import { randomUUID } from 'node:crypto';
import {
  isId,
  type TAuditEntity,
  type TCharge,
  type TChargeCreateInput,
  type TChargeListInput,
  type TLanguage,
} from '@pawdesk/domain';
import { dogHousehold, isOwnersDog } from '../../db/party-refs';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { Actor } from '../../lib/context';
import { changeEvent, recordEvents } from '../audit';
import { type BillingContext, billingToday } from './billing.context';
import { findPrice, pricesByCode } from './prices.service';

export type ChargeRow = {
  id: string;
  ownerId: string;
  ownerName: string;
  dogId: string | null;
  dogName: string | null;
  sourceType: string | null;
  sourceId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  totalCents: number;
  status: TCharge['status'];
  invoiceId: string | null;
  fullNumber: string | null;
  createdAt: Date;
};

export const CHARGE_COLUMNS = Prisma.sql`
  c.id::text AS id, c.owner_id::text AS "ownerId", o.name AS "ownerName", c.dog_id::text AS "dogId",
  d.name AS "dogName", c.source_type AS "sourceType", c.source_id::text AS "sourceId", c.description,
  c.quantity, c.unit_price_cents AS "unitPriceCents", c.vat_rate::int AS "vatRate",
  c.total_cents AS "totalCents", c.status, c.invoice_id::text AS "invoiceId",
  i.full_number AS "fullNumber", c.created_at AS "createdAt"`;
export const CHARGE_JOINS = Prisma.sql`
  JOIN owners o ON o.id = c.owner_id LEFT JOIN dogs d ON d.id = c.dog_id
  LEFT JOIN invoices i ON i.id = c.invoice_id`;

export const toChargeDto = (r: ChargeRow): TCharge => ({
  id: r.id,
  owner: { id: r.ownerId, name: r.ownerName },
  dog: r.dogId ? { id: r.dogId, name: r.dogName ?? '' } : null,
  source: r.sourceType && r.sourceId ? { type: r.sourceType, id: r.sourceId } : null,
  description: r.description,
  quantity: r.quantity,
  unitPriceCents: r.unitPriceCents,
  vatRate: r.vatRate,
  totalCents: r.totalCents,
  status: r.status,
  invoice: r.invoiceId ? { id: r.invoiceId, fullNumber: r.fullNumber ?? '' } : null,
  createdAt: new Date(r.createdAt).toISOString(),
});

export async function selectCharges(db: Db, where: Prisma.Sql, lock = false): Promise<TCharge[]> {
  const rows = await db.$queryRaw<ChargeRow[]>`
    SELECT ${CHARGE_COLUMNS} FROM charges c ${CHARGE_JOINS}
     WHERE ${where} ORDER BY c.created_at, c.id ${lock ? Prisma.sql`FOR UPDATE OF c` : Prisma.empty}`;
  return rows.map(toChargeDto);
}

const chargeNotFound = () => new DomainError('NOT_FOUND', 'billing.chargeNotFound');

/** The state a charge's events compare. */
const chargeState = (c: TCharge) => ({
  owner: c.owner.id,
  dog: c.dog?.id ?? null,
  source: c.source ? `${c.source.type}:${c.source.id}` : null,
  description: c.description,
  quantity: c.quantity,
  unitPriceCents: c.unitPriceCents,
  vatRate: c.vatRate,
  totalCents: c.totalCents,
  status: c.status,
  invoice: c.invoice?.id ?? null,
});

const chargeLabel = (c: TCharge) => `${c.description} for ${c.owner.name}`;

export function chargeEvent(
  actor: Actor,
  action: 'create' | 'delete' | 'status',
  before: TCharge | null,
  after: TCharge | null,
  detail?: string,
) {
  const c = (after ?? before) as TCharge;
  return changeEvent(
    { actor, action, entity: 'charge', entityId: c.id, label: chargeLabel(c), ...(detail ? { detail } : {}) },
    before ? chargeState(before) : null,
    after ? chargeState(after) : null,
  );
}

/** GET /api/charges, billing.charges.list: by owner, dog, status; oldest first. */
export async function listCharges(ctx: BillingContext, input: TChargeListInput): Promise<TCharge[]> {
  const where: Prisma.Sql[] = [];
  if (input.owner !== undefined) {
    if (!isId(input.owner)) return [];
    where.push(Prisma.sql`c.owner_id = ${input.owner}::uuid`);
  }
  if (input.dog !== undefined) {
    if (!isId(input.dog)) return [];
    where.push(Prisma.sql`c.dog_id = ${input.dog}::uuid`);
  }
  if (input.status) where.push(Prisma.sql`c.status = ${input.status}`);
  const filter = where.length ? Prisma.join(where, ' AND ') : Prisma.sql`TRUE`;
  if (input.owner !== undefined || input.dog !== undefined) return selectCharges(ctx.prisma, filter);
  // Without an owner or a dog the list is the business's latest work: the newest 500, oldest first.
  const rows = await ctx.prisma.$queryRaw<ChargeRow[]>`
    SELECT * FROM (SELECT ${CHARGE_COLUMNS} FROM charges c ${CHARGE_JOINS}
                    WHERE ${filter} ORDER BY c.created_at DESC, c.id DESC LIMIT 500) x
     ORDER BY x."createdAt", x.id`;
  return rows.map(toChargeDto);
}

/** A desk's line: a priced item (shop or any) or a manual line, for an owner (and one of its dogs). */
export async function createCharge(ctx: BillingContext, input: TChargeCreateInput): Promise<TCharge> {
  const ownerNotFound = () => new DomainError('NOT_FOUND', 'owner.notFound');
  if (!isId(input.owner)) throw ownerNotFound();
  const day = billingToday(ctx);
  return ctx.prisma.$transaction(async (tx) => {
    const owner = await tx.owner.findUnique({
      where: { id: input.owner },
      select: { id: true, language: true },
    });
    if (!owner) throw ownerNotFound();
    const dog = input.dog ?? null;
    if (dog !== null && (!isId(dog) || !(await isOwnersDog(tx, owner.id, dog))))
      throw new DomainError('CONFLICT', 'billing.ownerHasNoDog');
    let description = input.description;
    let unit = input.unitPriceCents;
    let rate = input.vatRate;
    let priceId: string | null = null;
    if (input.price !== undefined) {
      const price = await findPrice(tx, input.price, day);
      if (!price) throw new DomainError('NOT_FOUND', 'billing.priceNotFound');
      priceId = price.id;
      description ??= price.name[owner.language === 'en' ? 'en' : 'es'];
      unit ??= price.priceCents;
      rate ??= price.vatRate;
    }
    const id = randomUUID();
    await tx.$executeRaw`
      INSERT INTO charges (id, owner_id, dog_id, price_id, description, quantity, unit_price_cents, vat_rate,
                           total_cents, created_by_id, created_at, updated_at)
      VALUES (${id}::uuid, ${owner.id}::uuid, ${dog}::uuid, ${priceId}::uuid, ${description ?? ''}, ${input.quantity},
              ${unit ?? 0}, ${rate ?? 0}, ${input.quantity * (unit ?? 0)}, ${ctx.actor.id || null}::uuid,
              ${ctx.now()}, ${ctx.now()})`;
    const [created] = await selectCharges(tx, Prisma.sql`c.id = ${id}::uuid`);
    if (!created) throw chargeNotFound();
    const event = chargeEvent(ctx.actor, 'create', null, created);
    if (event) await recordEvents(tx, [event]);
    return created;
  });
}

/** Deletes a pending charge (409 once invoiced). */
export async function deleteCharge(
  ctx: BillingContext,
  id: string,
  reason?: string,
): Promise<{ id: string }> {
  if (!isId(id)) throw chargeNotFound();
  return ctx.prisma.$transaction(async (tx) => {
    const [current] = await selectCharges(tx, Prisma.sql`c.id = ${id}::uuid`, true);
    if (!current) throw chargeNotFound();
    if (current.status !== 'pending') throw new DomainError('CONFLICT', 'billing.chargeNotPending');
    await tx.$executeRaw`DELETE FROM charges WHERE id = ${id}::uuid`;
    const event = chargeEvent(ctx.actor, 'delete', current, null);
    if (event) await recordEvents(tx, [{ ...event, reason }]);
    return { id };
  });
}

// ---------------------------------------------------------------------------------------------
// The services' door
// ---------------------------------------------------------------------------------------------

/**
 * Withdraws a service's pending charges in the caller's transaction, when what made them is undone
 * or deleted (a check-out or a grooming completion undone, a stay moved back from checked out, a
 * visit, stay, booking or package deleted): the household is never invoiced for a service that did
 * not happen. Charges already invoiced stay (an invoice is a legal document: a manager corrects it
 * with a corrective invoice). The rows are locked first, so an invoice being issued at the same
 * moment either takes a charge or finds it gone, never both. `kinds` limits it to some lines.
 * Writes a `delete` event for each, its detail saying why ('check-out undone'). Returns the charges
 * withdrawn.
 */
export async function withdrawServiceCharges(
  tx: Db,
  actor: Actor,
  source: { type: TAuditEntity; id: string },
  why: string,
  kinds?: readonly string[],
): Promise<string[]> {
  const where = Prisma.sql`c.source_type = ${source.type} AND c.source_id = ${source.id}::uuid
    AND c.status = 'pending'${kinds ? Prisma.sql` AND c.source_kind = ANY(${kinds as string[]}::text[])` : Prisma.empty}`;
  const pending = await selectCharges(tx, where, true);
  if (pending.length === 0) return [];
  const ids = pending.map((c) => c.id);
  await tx.$executeRaw`DELETE FROM charges WHERE id = ANY(${ids}::uuid[]) AND status = 'pending'`;
  const events = pending.flatMap((c) => {
    const e = chargeEvent(actor, 'delete', c, null, `withdrawn: ${why}`);
    return e ? [e] : [];
  });
  await recordEvents(tx, events);
  return ids;
}

/** One line a service charges: a price by code (the fallback's when it has none), a quantity. */
export interface ServiceChargeLine {
  /** Unique within the source: 'sale', 'day', 'stay', a grooming service, 'consultation', 'item:<code>'. */
  kind: string;
  price: string;
  /** Used when `price` is no price (a kennel type without its own night price: the standard night). */
  fallbackPrice?: string;
  quantity: number;
  /** A price the user chose (a vet's item): unknown is 404 rather than left out. */
  chosen?: boolean;
}

export interface ServiceChargeInput {
  /** The record that makes the charge: its audit entity name and id. */
  source: { type: TAuditEntity; id: string };
  dogId: string;
  lines: readonly ServiceChargeLine[];
  /** The business day the prices and rates are read on. */
  day: string;
}

const chargeText = (name: { es: string; en: string }, language: TLanguage, dogName: string) =>
  `${name[language]} · ${dogName}`;

/**
 * Makes a service's charges in the caller's transaction, each once: a line whose source and kind
 * already have a charge is left as it is (a retried check-out, a grooming completed, undone and
 * completed again). The charge is the dog's primary owner's; a dog with no owner is charged to
 * nobody. Writes a `create` event for each charge made. Returns the charges made now.
 */
export async function chargeForService(tx: Db, actor: Actor, input: ServiceChargeInput): Promise<string[]> {
  const lines = input.lines.filter((l) => l.quantity > 0);
  if (lines.length === 0) return [];
  if (lines.some((l) => l.chosen && !isId(l.price) && !/^[a-z0-9][a-z0-9-]{0,59}$/.test(l.price)))
    throw new DomainError('NOT_FOUND', 'billing.priceNotFound');
  const household = await dogHousehold(tx, input.dogId);
  if (!household) return [];
  const prices = await pricesByCode(
    tx,
    lines.flatMap((l) => (l.fallbackPrice ? [l.price, l.fallbackPrice] : [l.price])),
    input.day,
  );
  const made: string[] = [];
  for (const line of lines) {
    const price = prices.get(line.price) ?? (line.fallbackPrice ? prices.get(line.fallbackPrice) : undefined);
    if (!price && line.chosen) throw new DomainError('NOT_FOUND', 'billing.priceNotFound');
    if (!price) continue;
    const id = randomUUID();
    const inserted = await tx.$queryRaw<{ id: string }[]>`
      INSERT INTO charges (id, owner_id, dog_id, source_type, source_id, source_kind, price_id, description,
                           quantity, unit_price_cents, vat_rate, total_cents, created_by_id)
      VALUES (${id}::uuid, ${household.ownerId}::uuid, ${input.dogId}::uuid, ${input.source.type},
              ${input.source.id}::uuid, ${line.kind}, ${price.id}::uuid,
              ${chargeText(price.name, household.language, household.dogName)}, ${line.quantity},
              ${price.priceCents}, ${price.vatRate}, ${line.quantity * price.priceCents}, ${actor.id || null}::uuid)
      ON CONFLICT (source_type, source_id, source_kind) DO NOTHING
      RETURNING id::text AS id`;
    if (inserted[0]) made.push(id);
  }
  if (made.length > 0) {
    const charges = await selectCharges(tx, Prisma.sql`c.id = ANY(${made}::uuid[])`);
    const events = charges.flatMap((c) => {
      const e = chargeEvent(actor, 'create', null, c, `by ${input.source.type}`);
      return e ? [e] : [];
    });
    await recordEvents(tx, events);
  }
  return made;
}
