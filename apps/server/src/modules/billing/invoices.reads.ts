// Reading invoices: one by id, the list by owner, days and series (newest first, by cursor), and
// an owner's account (pending charges across services and dogs, invoices, what is due).
import {
  addDays,
  dayStartInstant,
  fiscalQrUrl,
  isId,
  type TAccount,
  type TInvoice,
  type TInvoiceListInput,
  type TInvoicePage,
  zonedParts,
} from '@pawdesk/domain';
import { billingParty } from '../../db/party-refs';
import { Prisma } from '../../db/prisma';
import { DomainError } from '../../errors/domain-error';
import type { BillingContext } from './billing.context';
import { selectCharges } from './charges.service';
import { loadInvoice, selectInvoiceRows, toInvoiceSummary } from './invoices.dto';
import { invoiceNotFound } from './invoices.writes';

/** One invoice with, once it has its fiscal record, AEAT's verification URL (its QR, on screen and PDF). */
export async function getInvoice(ctx: BillingContext, id: string): Promise<TInvoice> {
  const found = isId(id) ? await loadInvoice(ctx.prisma, id) : null;
  if (!found) throw invoiceNotFound();
  if (!found.record) return found;
  const qrUrl = fiscalQrUrl(ctx.aeatEnvironment, {
    issuerTaxId: found.issuer.taxId,
    fullNumber: found.fullNumber,
    issueDate: zonedParts(new Date(found.issuedAt), ctx.timeZone).day,
    totalCents: found.totalCents,
  });
  return { ...found, qrUrl };
}

const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${new Date(at).toISOString()}|${id}`).toString('base64url');
function decodeCursor(cursor: string): { at: Date; id: string } | null {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = at ? new Date(at) : null;
  return date && !Number.isNaN(date.getTime()) && isId(id) ? { at: date, id } : null;
}

/** Newest first; `from`/`to` are business days (both included). */
export async function listInvoices(ctx: BillingContext, input: TInvoiceListInput): Promise<TInvoicePage> {
  const where: Prisma.Sql[] = [];
  if (input.owner !== undefined) {
    if (!isId(input.owner)) return { items: [], nextCursor: null };
    where.push(Prisma.sql`i.customer_id = ${input.owner}::uuid`);
  }
  if (input.from) where.push(Prisma.sql`i.issued_at >= ${dayStartInstant(ctx.timeZone, input.from)}`);
  if (input.to) where.push(Prisma.sql`i.issued_at < ${dayStartInstant(ctx.timeZone, addDays(input.to, 1))}`);
  if (input.series) where.push(Prisma.sql`i.series = ${input.series}`);
  if (input.status) where.push(Prisma.sql`i.status = ${input.status}`);
  if (input.cursor) {
    const c = decodeCursor(input.cursor);
    if (c) where.push(Prisma.sql`(i.issued_at, i.id) < (${c.at}, ${c.id}::uuid)`);
  }
  const rows = await selectInvoiceRows(
    ctx.prisma,
    where.length ? Prisma.join(where, ' AND ') : Prisma.sql`TRUE`,
    Prisma.sql`ORDER BY i.issued_at DESC, i.id DESC LIMIT ${input.limit + 1}`,
  );
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: page.map(toInvoiceSummary),
    nextCursor: rows.length > input.limit && last ? encodeCursor(last.issuedAt, last.id) : null,
  };
}

/** Invoices in the account. */
const ACCOUNT_INVOICES = 50;

/**
 * An owner's account: every pending charge (the household check-out gathers them across the
 * four services and all the owner's dogs), the latest invoices and what is due: the sum over the
 * owner's invoices, void ones aside, of total − paid (a corrective invoice's negative total
 * cancels what it reverses).
 */
export async function ownerAccount(ctx: BillingContext, ownerId: string): Promise<TAccount> {
  const owner = isId(ownerId) ? await billingParty(ctx.prisma, ownerId) : null;
  if (!owner) throw new DomainError('NOT_FOUND', 'owner.notFound');
  const [pending, invoices, due] = await Promise.all([
    selectCharges(ctx.prisma, Prisma.sql`c.owner_id = ${owner.id}::uuid AND c.status = 'pending'`),
    selectInvoiceRows(
      ctx.prisma,
      Prisma.sql`i.customer_id = ${owner.id}::uuid`,
      Prisma.sql`ORDER BY i.issued_at DESC, i.id DESC LIMIT ${ACCOUNT_INVOICES}`,
    ),
    ctx.prisma.$queryRaw<{ due: number }[]>`
      SELECT coalesce(sum(total_cents - paid_cents), 0)::int AS due
        FROM invoices WHERE customer_id = ${owner.id}::uuid AND status <> 'void'`,
  ]);
  return {
    owner: { id: owner.id, name: owner.name, taxId: owner.taxId, language: owner.language },
    pending,
    pendingCents: pending.reduce((s, c) => s + c.totalCents, 0),
    invoices: invoices.map(toInvoiceSummary),
    dueCents: due[0]?.due ?? 0,
  };
}
