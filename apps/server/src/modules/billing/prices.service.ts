// The price list (any logged-in user reads it, managers edit it). A price keeps its VAT category;
// its rate is the category's on the day asked (vat_rates: each rate with the day it applies from,
// so a future rate change is one row). Charges copy the amounts, so a price change never alters a
// charge or invoice already made.
import {
  isId,
  messageEn,
  type TPrice,
  type TPriceCreateInput,
  type TPriceUpdateInput,
  type TVatCategory,
  VAT_CATEGORIES,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { isUniqueViolation } from '../../errors/prisma-errors';
import type { ServiceContext } from '../../lib/context';
import { recordChange } from '../audit';
import type { BillingContext } from './billing.context';
import { billingToday } from './billing.context';

type PriceRow = {
  id: string;
  code: string;
  service: TPrice['service'];
  nameEs: string;
  nameEn: string;
  priceCents: number;
  vatRate: number;
  size: TPrice['size'];
  kennelType: string | null;
  active: boolean;
};

/** The rate of category `cat` on `day` (SQL, `day` a date parameter). */
const rateOn = (cat: Prisma.Sql, day: string) => Prisma.sql`
  (SELECT r.rate FROM vat_rates r WHERE r.category = ${cat} AND r.applies_from <= ${day}::date
    ORDER BY r.applies_from DESC LIMIT 1)`;

const priceColumns = (day: string) => Prisma.sql`
  p.id::text AS id, p.code, p.service, p.name_es AS "nameEs", p.name_en AS "nameEn",
  p.price_cents AS "priceCents", coalesce(${rateOn(Prisma.sql`p.vat_category`, day)}, 0)::int AS "vatRate",
  p.size, p.kennel_type AS "kennelType", p.active`;

export const toPriceDto = (row: PriceRow): TPrice => ({
  id: row.id,
  code: row.code,
  service: row.service,
  name: { es: row.nameEs, en: row.nameEn },
  priceCents: row.priceCents,
  vatRate: row.vatRate,
  size: row.size,
  kennelType: row.kennelType,
  active: row.active,
});

/** Prices on `day` matching `where` (over `p`), by service and code. */
export async function selectPrices(
  db: Db,
  day: string,
  where: Prisma.Sql = Prisma.sql`TRUE`,
): Promise<TPrice[]> {
  const rows = await db.$queryRaw<PriceRow[]>`
    SELECT ${priceColumns(day)} FROM prices p WHERE ${where} ORDER BY p.service, p.code`;
  return rows.map(toPriceDto);
}

export async function listPrices(
  ctx: BillingContext,
  filter: { service?: TPrice['service'] | undefined; active?: boolean | undefined } = {},
): Promise<TPrice[]> {
  const where = [
    filter.service ? Prisma.sql`p.service = ${filter.service}` : Prisma.sql`TRUE`,
    filter.active === undefined ? Prisma.sql`TRUE` : Prisma.sql`p.active = ${filter.active}`,
  ];
  return selectPrices(ctx.prisma, billingToday(ctx), Prisma.join(where, ' AND '));
}

/** A price by id or code on `day` (null when there is none). */
export async function findPrice(db: Db, idOrCode: string, day: string): Promise<TPrice | null> {
  const where = isId(idOrCode) ? Prisma.sql`p.id = ${idOrCode}::uuid` : Prisma.sql`p.code = ${idOrCode}`;
  const [found] = await selectPrices(db, day, where);
  return found ?? null;
}

/** Prices by code (or id) on `day`, as a map by both. */
export async function pricesByCode(
  db: Db,
  codes: readonly string[],
  day: string,
): Promise<Map<string, TPrice>> {
  if (codes.length === 0) return new Map();
  const wanted = [...new Set(codes)];
  const ids = wanted.filter(isId);
  const list = await selectPrices(
    db,
    day,
    Prisma.sql`(p.code = ANY(${wanted}::text[]) OR p.id = ANY(${ids}::uuid[]))`,
  );
  return new Map(list.flatMap((p) => [[p.code, p] as const, [p.id, p] as const]));
}

async function priceIn(db: Db, id: string, day: string): Promise<TPrice> {
  const found = isId(id) ? await findPrice(db, id, day) : null;
  if (!found) throw new DomainError('NOT_FOUND', 'billing.priceNotFound');
  return found;
}

/** The VAT category whose rate is `rate` today (the API speaks rates; the table keeps categories). */
async function categoryOf(db: Db, rate: number, day: string): Promise<TVatCategory> {
  const rows = await db.$queryRaw<{ category: TVatCategory }[]>`
    SELECT c.category FROM unnest(${[...VAT_CATEGORIES]}::text[]) AS c(category)
     WHERE ${rateOn(Prisma.sql`c.category`, day)} = ${rate}`;
  const found = rows[0]?.category;
  if (!found)
    throw new DomainError('BAD_REQUEST', 'billing.vatRateInvalid', {
      details: [
        { path: 'vatRate', message: messageEn('billing.vatRateInvalid'), key: 'billing.vatRateInvalid' },
      ],
    });
  return found;
}

const priceAudit = (ctx: ServiceContext, action: 'create' | 'update', price: TPrice) => ({
  actor: ctx.actor,
  action,
  entity: 'price' as const,
  entityId: price.id,
  label: price.code,
});

export async function createPrice(ctx: BillingContext, input: TPriceCreateInput): Promise<TPrice> {
  const day = billingToday(ctx);
  try {
    return await ctx.prisma.$transaction(async (tx) => {
      const category = await categoryOf(tx, input.vatRate, day);
      const row = await tx.price.create({
        data: {
          code: input.code,
          service: input.service,
          nameEs: input.name.es,
          nameEn: input.name.en,
          priceCents: input.priceCents,
          vatCategory: category,
          size: input.size ?? null,
          kennelType: input.kennelType ?? null,
          active: input.active,
        },
        select: { id: true },
      });
      const created = await priceIn(tx, row.id, day);
      await recordChange(tx, priceAudit(ctx, 'create', created), null, { ...created });
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new DomainError('CONFLICT', 'billing.priceCodeTaken');
    throw error;
  }
}

export async function updatePrice(ctx: BillingContext, input: TPriceUpdateInput): Promise<TPrice> {
  const day = billingToday(ctx);
  const { id, name, priceCents, vatRate, size, kennelType, active } = input;
  return ctx.prisma.$transaction(async (tx) => {
    if (!isId(id)) throw new DomainError('NOT_FOUND', 'billing.priceNotFound');
    await tx.$executeRaw`SELECT 1 FROM prices WHERE id = ${id}::uuid FOR UPDATE`;
    const before = await priceIn(tx, id, day);
    const category = vatRate === undefined ? undefined : await categoryOf(tx, vatRate, day);
    await tx.price.update({
      where: { id },
      data: {
        ...(name ? { nameEs: name.es, nameEn: name.en } : {}),
        ...(priceCents === undefined ? {} : { priceCents }),
        ...(category === undefined ? {} : { vatCategory: category }),
        ...(size === undefined ? {} : { size }),
        ...(kennelType === undefined ? {} : { kennelType }),
        ...(active === undefined ? {} : { active }),
        updatedAt: new Date(),
      },
      select: { id: true },
    });
    const after = await priceIn(tx, id, day);
    await recordChange(tx, priceAudit(ctx, 'update', after), { ...before }, { ...after });
    return after;
  });
}
