// Issuing invoices (decisions 0050-0052): one transaction locks the charges, copies the issuer
// (the settings' fiscal identity) and the customer (the owner), computes each line's base and VAT
// to the cent, takes the next number of the series and year from its counter row (the upsert
// locks the row until the transaction ends, so numbers follow each other with no gap and no
// repeat whatever the concurrency: a failed issue rolls its number back with it), writes the
// invoice and its lines, marks the charges invoiced and writes the events. An issued invoice is
// never changed (a trigger refuses it): a corrective invoice reverses it, in full or in part, and a
// void (an unpaid invoice issued by mistake) releases its charges.
import { randomUUID } from 'node:crypto';
import {
  exceedsSimplifiedLimit,
  invoiceFullNumber,
  invoiceKindFor,
  invoiceTotals,
  isId,
  lineAmounts,
  type TInvoice,
  type TInvoiceIssueInput,
  type TInvoiceKind,
  type TRectifyInput,
  type TVoidInput,
  vatBreakdown,
  zonedParts,
} from '@pawdesk/domain';
import { billingParty } from '../../db/party-refs';
import { Prisma } from '../../db/prisma';
import { type Db, TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { askFiscalSweep } from '../../lib/jobs';
import { changeEvent, recordEvents } from '../audit';
import { type FiscalIdentity, fiscalIdentity } from '../settings';
import { appendFiscalRecord } from '../till';
import type { BillingContext } from './billing.context';
import { chargeEvent, selectCharges } from './charges.service';
import { loadInvoice, selectInvoiceRows, selectLines } from './invoices.dto';

const conflict = (key: string) => new DomainError('CONFLICT', key);
export const invoiceNotFound = () => new DomainError('NOT_FOUND', 'billing.invoiceNotFound');

interface LineInput {
  chargeId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}

interface Party {
  id: string | null;
  name: string;
  taxId: string | null;
  address: string;
  language: 'es' | 'en';
}

async function identityOrConflict(tx: Db): Promise<FiscalIdentity> {
  const identity = await fiscalIdentity(tx);
  if (!identity) throw conflict('billing.noFiscalIdentity');
  return identity;
}

/** The next number of `series` in `year`: the counter row, locked by the upsert until commit. */
async function nextNumber(tx: Db, series: string, year: number): Promise<number> {
  const [row] = await tx.$queryRaw<{ n: number }[]>`
    INSERT INTO invoice_counters AS c (series, year, last_number) VALUES (${series}, ${year}, 1)
    ON CONFLICT (series, year) DO UPDATE SET last_number = c.last_number + 1
    RETURNING c.last_number AS n`;
  if (!row) throw new Error('invoice counter: no row');
  return row.n;
}

/** Writes an invoice and its lines (the number taken last, so its lock is held the shortest). */
async function writeInvoice(
  tx: Db,
  ctx: BillingContext,
  args: {
    kind: TInvoiceKind;
    identity: FiscalIdentity;
    customer: Party;
    lines: readonly LineInput[];
    rectifiesId?: string;
    reason?: string;
  },
): Promise<{ id: string; fullNumber: string }> {
  const amounts = args.lines.map((l) => ({
    ...lineAmounts(l.quantity, l.unitPriceCents, l.vatRate),
    vatRate: l.vatRate,
  }));
  const totals = invoiceTotals(amounts);
  const vat = vatBreakdown(amounts);
  const series = args.identity.series[args.kind];
  const issuedAt = ctx.now();
  const year = Number(zonedParts(issuedAt, ctx.timeZone).day.slice(0, 4));
  const id = randomUUID();
  const number = await nextNumber(tx, series, year);
  const fullNumber = invoiceFullNumber(series, year, number);
  const c = args.customer;
  await tx.$executeRaw`
    INSERT INTO invoices (id, series, year, number, full_number, kind, issued_at, issuer_name, issuer_tax_id,
                          issuer_address, customer_id, customer_name, customer_tax_id, customer_address, language,
                          base_cents, vat_cents, total_cents, vat_breakdown, rectifies_id, reason, created_by_id)
    VALUES (${id}::uuid, ${series}, ${year}, ${number}, ${fullNumber}, ${args.kind}, ${issuedAt},
            ${args.identity.name}, ${args.identity.taxId}, ${args.identity.address}, ${c.id}::uuid, ${c.name},
            ${c.taxId}, ${c.address}, ${c.language}, ${totals.baseCents}, ${totals.vatCents}, ${totals.totalCents},
            ${JSON.stringify(vat)}::jsonb, ${args.rectifiesId ?? null}::uuid, ${args.reason ?? null},
            ${ctx.actor.id || null}::uuid)`;
  const col = <K extends keyof LineInput>(key: K) => args.lines.map((l) => l[key]);
  await tx.$executeRaw`
    INSERT INTO invoice_lines (id, invoice_id, position, charge_id, description, quantity, unit_price_cents,
                               vat_rate, base_cents, vat_cents, total_cents)
    SELECT gen_random_uuid(), ${id}::uuid, l.n, l.charge_id, l.description, l.quantity, l.unit, l.rate, l.base,
           l.vat, l.total
      FROM unnest(${col('chargeId')}::uuid[], ${col('description')}::text[], ${col('quantity')}::int[],
                  ${col('unitPriceCents')}::int[], ${col('vatRate')}::int[],
                  ${amounts.map((a) => a.baseCents)}::int[], ${amounts.map((a) => a.vatCents)}::int[],
                  ${amounts.map((a) => a.totalCents)}::int[]) WITH ORDINALITY
           AS l(charge_id, description, quantity, unit, rate, base, vat, total, n)`;
  // VERI*FACTU (issue 26): the alta record, chained, in this same transaction.
  await appendFiscalRecord(tx, { type: 'alta', invoiceId: id, timeZone: ctx.timeZone, now: issuedAt });
  return { id, fullNumber };
}

/** POST /api/invoices, billing.invoices.issue: the owner's chosen pending charges on one invoice. */
export async function issueInvoice(ctx: BillingContext, input: TInvoiceIssueInput): Promise<TInvoice> {
  if (!isId(input.owner)) throw new DomainError('NOT_FOUND', 'owner.notFound');
  const ids = [...new Set(input.charges)];
  if (!ids.every(isId)) throw conflict('billing.chargesNotInvoiceable');
  const answer = await ctx.prisma.$transaction(async (tx) => {
    const identity = await identityOrConflict(tx);
    const owner = await billingParty(tx, input.owner);
    if (!owner) throw new DomainError('NOT_FOUND', 'owner.notFound');
    const charges = await selectCharges(tx, Prisma.sql`c.id = ANY(${ids}::uuid[])`, true);
    if (
      charges.length !== ids.length ||
      charges.some((c) => c.owner.id !== owner.id || c.status !== 'pending')
    )
      throw conflict('billing.chargesNotInvoiceable');
    const kind = invoiceKindFor(owner.taxId);
    const lines: LineInput[] = charges.map((c) => ({
      chargeId: c.id,
      description: c.description,
      quantity: c.quantity,
      unitPriceCents: c.unitPriceCents,
      vatRate: c.vatRate,
    }));
    const total = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
    if (kind === 'simplified' && exceedsSimplifiedLimit(total)) throw conflict('billing.simplifiedLimit');
    const written = await writeInvoice(tx, ctx, { kind, identity, customer: owner, lines });
    await tx.$executeRaw`
      UPDATE charges SET status = 'invoiced', invoice_id = ${written.id}::uuid, updated_at = ${ctx.now()}
       WHERE id = ANY(${ids}::uuid[])`;
    const after = await selectCharges(tx, Prisma.sql`c.id = ANY(${ids}::uuid[])`);
    const byId = new Map(charges.map((c) => [c.id, c]));
    const invoice = await loadInvoice(tx, written.id);
    if (!invoice) throw invoiceNotFound();
    await recordEvents(tx, [
      ...invoiceEvents(ctx, 'create', invoice, `${invoice.kind} invoice`),
      ...after.flatMap((c) => {
        const e = chargeEvent(
          ctx.actor,
          'status',
          byId.get(c.id) ?? null,
          c,
          `invoiced on ${written.fullNumber}`,
        );
        return e ? [e] : [];
      }),
    ]);
    return invoice;
  }, TX_OPTIONS);
  // Its fiscal record waits in the outbox: ask the queue to send it now (never waited for).
  await askFiscalSweep(ctx.jobs);
  return answer;
}

function invoiceEvents(
  ctx: BillingContext,
  action: 'create' | 'status' | 'void',
  invoice: TInvoice,
  detail: string,
  before?: { status: string },
  reason?: string,
) {
  const state = (i: { status: string }) =>
    action === 'create'
      ? {
          fullNumber: invoice.fullNumber,
          kind: invoice.kind,
          customer: invoice.customer.id,
          totalCents: invoice.totalCents,
          status: i.status,
        }
      : { status: i.status };
  const e = changeEvent(
    {
      actor: ctx.actor,
      action,
      entity: 'invoice',
      entityId: invoice.id,
      label: invoice.fullNumber,
      detail,
      reason,
    },
    before ? state(before) : null,
    state(invoice),
  );
  return e ? [e] : [];
}

/** The original, locked, for a correction or a void. */
async function lockOriginal(tx: Db, id: string) {
  if (!isId(id)) throw invoiceNotFound();
  const [row] = await selectInvoiceRows(tx, Prisma.sql`i.id = ${id}::uuid`, Prisma.sql`FOR UPDATE OF i`);
  if (!row) throw invoiceNotFound();
  return row;
}

/**
 * POST /api/invoices/{id}/rectify (managers): a corrective invoice in the corrective series that
 * references the original, by default reversing every line (negative quantities); the original
 * becomes `rectified`. Its lines may not reverse more than the original holds.
 */
export async function rectifyInvoice(ctx: BillingContext, input: TRectifyInput): Promise<TInvoice> {
  const answer = await ctx.prisma.$transaction(async (tx) => {
    const original = await lockOriginal(tx, input.id);
    if (original.kind === 'corrective' || !['issued', 'paid', 'partly-paid'].includes(original.status))
      throw conflict('billing.invoiceNotRectifiable');
    const identity = await identityOrConflict(tx);
    const lines: LineInput[] = input.lines
      ? input.lines.map((l) => ({ chargeId: null, ...l }))
      : (await selectLines(tx, original.id)).map((l) => ({
          chargeId: null,
          description: l.description,
          quantity: -l.quantity,
          unitPriceCents: l.unitPriceCents,
          vatRate: l.vatRate,
        }));
    const total = lines.reduce((s, l) => s + l.quantity * l.unitPriceCents, 0);
    if (total + original.totalCents < 0) throw conflict('billing.rectifyExceeds');
    const written = await writeInvoice(tx, ctx, {
      kind: 'corrective',
      identity,
      customer: {
        id: original.customerId,
        name: original.customerName,
        taxId: original.customerTaxId,
        address: original.customerAddress,
        language: original.language,
      },
      lines,
      rectifiesId: original.id,
      reason: input.reason,
    });
    await tx.$executeRaw`UPDATE invoices SET status = 'rectified' WHERE id = ${original.id}::uuid`;
    const corrective = await loadInvoice(tx, written.id);
    const after = await loadInvoice(tx, original.id);
    if (!corrective || !after) throw invoiceNotFound();
    await recordEvents(tx, [
      ...invoiceEvents(ctx, 'create', corrective, `corrects ${original.fullNumber}`, undefined, input.reason),
      ...invoiceEvents(ctx, 'status', after, `rectified by ${corrective.fullNumber}`, original, input.reason),
    ]);
    return corrective;
  }, TX_OPTIONS);
  // Its fiscal record waits in the outbox: ask the queue to send it now (never waited for).
  await askFiscalSweep(ctx.jobs);
  return answer;
}

/**
 * POST /api/invoices/{id}/void (managers): an unpaid invoice issued by mistake becomes `void`, its
 * number kept (no gap), its charges pending again so they can be invoiced anew.
 */
export async function voidInvoice(ctx: BillingContext, input: TVoidInput): Promise<TInvoice> {
  const answer = await ctx.prisma.$transaction(async (tx) => {
    const original = await lockOriginal(tx, input.id);
    if (original.status !== 'issued' || original.paidCents !== 0)
      throw conflict('billing.invoiceNotVoidable');
    const released = await selectCharges(tx, Prisma.sql`c.invoice_id = ${original.id}::uuid`, true);
    await tx.$executeRaw`
      UPDATE charges SET status = 'pending', invoice_id = NULL, updated_at = ${ctx.now()}
       WHERE invoice_id = ${original.id}::uuid`;
    await tx.$executeRaw`
      UPDATE invoices SET status = 'void', void_reason = ${input.reason} WHERE id = ${original.id}::uuid`;
    // VERI*FACTU (issue 26): the anulacion record, chained, in this same transaction.
    await appendFiscalRecord(tx, {
      type: 'anulacion',
      invoiceId: original.id,
      timeZone: ctx.timeZone,
      now: ctx.now(),
    });
    const after = await loadInvoice(tx, original.id);
    if (!after) throw invoiceNotFound();
    const pending = await selectCharges(tx, Prisma.sql`c.id = ANY(${released.map((c) => c.id)}::uuid[])`);
    const byId = new Map(released.map((c) => [c.id, c]));
    await recordEvents(tx, [
      ...invoiceEvents(ctx, 'void', after, 'voided', original, input.reason),
      ...pending.flatMap((c) => {
        const e = chargeEvent(
          ctx.actor,
          'status',
          byId.get(c.id) ?? null,
          c,
          `released by the void of ${original.fullNumber}`,
        );
        return e ? [e] : [];
      }),
    ]);
    return after;
  }, TX_OPTIONS);
  // Its fiscal record waits in the outbox: ask the queue to send it now (never waited for).
  await askFiscalSweep(ctx.jobs);
  return answer;
}

/** PUT and DELETE of an invoice: 404 when there is none, else always 409. */
export async function refuseInvoiceChange(ctx: BillingContext, id: string): Promise<never> {
  const found = isId(id)
    ? await ctx.prisma.invoice.findUnique({ where: { id }, select: { id: true } })
    : null;
  if (!found) throw invoiceNotFound();
  throw conflict('billing.invoiceImmutable');
}
