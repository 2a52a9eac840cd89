// Payments against an invoice (decision 0060): cash (the amount tendered and the change), card
// (on the business's own terminal), Bizum, transfer; partial; never more than is due. The invoice's
// row is locked FOR UPDATE for the whole payment, so two desks paying the same invoice at once
// queue and the second sees the first's amount: never overpaid. A cash payment needs an open till;
// every payment taken while a till is open counts in its session. A refund is a negative payment
// against a corrective invoice (never more than it corrects). Payments are append-only (a trigger
// refuses UPDATE, DELETE and TRUNCATE). The invoice's paidCents and status follow
// (issued -> partly-paid -> paid).
import { randomUUID } from 'node:crypto';
import {
  cashChange,
  isId,
  paidStatus,
  paymentFits,
  type TPayment,
  type TPaymentInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { TX_OPTIONS } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { recordEvent } from '../audit';
import type { TillContext } from './till.context';

const conflict = (key: string) => new DomainError('CONFLICT', key);
const invoiceNotFound = () => new DomainError('NOT_FOUND', 'billing.invoiceNotFound');

const PAYMENT_COLUMNS = Prisma.sql`p.id::text AS id, p.invoice_id::text AS invoice, p.amount_cents AS "amountCents", p.method,
  p.tendered_cents AS "tenderedCents", p.change_cents AS "changeCents", p.at, p.till_id::text AS till,
  p.created_by_id::text AS by, coalesce(u.name, u.username) AS "byName"`;

type PaymentRow = Omit<TPayment, 'at'> & { at: Date };
const toPayment = (r: PaymentRow): TPayment => ({ ...r, at: new Date(r.at).toISOString() });

/** POST /api/payments, till.payments.create: any staff. */
export async function takePayment(ctx: TillContext, input: TPaymentInput): Promise<TPayment> {
  if (!isId(input.invoice)) throw invoiceNotFound();
  return ctx.prisma.$transaction(async (tx) => {
    const [inv] = await tx.$queryRaw<
      {
        id: string;
        fullNumber: string;
        kind: string;
        status: string;
        totalCents: number;
        paidCents: number;
      }[]
    >`SELECT id::text AS id, full_number AS "fullNumber", kind, status, total_cents AS "totalCents",
             paid_cents AS "paidCents"
        FROM invoices WHERE id = ${input.invoice}::uuid FOR UPDATE`;
    if (!inv) throw invoiceNotFound();
    if (inv.status === 'void') throw conflict('payment.invoiceNotPayable');
    const amount = input.amountCents;
    if (amount < 0 && inv.kind !== 'corrective') throw conflict('payment.refundNeedsCorrective');
    // Never overpaid, and a corrective invoice's negative total takes refunds down to it, never past it.
    if (!paymentFits(inv.totalCents, inv.paidCents, amount)) throw conflict('payment.exceedsDue');
    const paid = inv.paidCents + amount;
    let tendered: number | null = null;
    let change: number | null = null;
    if (input.method === 'cash' && amount > 0) {
      tendered = input.tenderedCents ?? amount;
      change = cashChange(amount, tendered);
      if (change === null) throw new DomainError('BAD_REQUEST', 'payment.tenderedTooLow');
    }
    const [till] = await tx.$queryRaw<{ id: string }[]>`
      SELECT id::text AS id FROM till_sessions WHERE closed_at IS NULL FOR SHARE`;
    if (input.method === 'cash' && !till) throw conflict('payment.openTillFirst');
    const id = randomUUID();
    const at = ctx.now();
    // Who took it, by name, in the same statement (no round trip more for the answer's byName).
    const [inserted] = await tx.$queryRaw<{ byName: string | null }[]>`
      INSERT INTO payments (id, invoice_id, amount_cents, method, tendered_cents, change_cents, at, till_id, created_by_id)
      VALUES (${id}::uuid, ${inv.id}::uuid, ${amount}, ${input.method}, ${tendered}, ${change}, ${at},
              ${till?.id ?? null}::uuid, ${ctx.actor.id || null}::uuid)
      RETURNING (SELECT coalesce(u.name, u.username) FROM users u WHERE u.id = created_by_id) AS "byName"`;
    const status = paidStatus(inv.status, inv.totalCents, paid);
    await tx.$executeRaw`UPDATE invoices SET paid_cents = ${paid}, status = ${status} WHERE id = ${inv.id}::uuid`;
    await recordEvent(tx, {
      actor: ctx.actor,
      action: 'create',
      entity: 'payment',
      entityId: id,
      summary: `${amount < 0 ? 'Refunded' : 'Took'} ${Math.abs(amount) / 100} € (${input.method}) on invoice ${inv.fullNumber}`,
      changes: [
        { field: 'amountCents', from: null, to: amount },
        { field: 'status', from: inv.status, to: status },
      ],
      at,
    });
    return {
      id,
      invoice: inv.id,
      amountCents: amount,
      method: input.method,
      tenderedCents: tendered,
      changeCents: change,
      at: at.toISOString(),
      till: till?.id ?? null,
      by: ctx.actor.id || null,
      byName: inserted?.byName ?? null,
    };
  }, TX_OPTIONS);
}

/** GET /api/payments?invoice=…: an invoice's payments, oldest first. */
export async function paymentsOfInvoice(ctx: TillContext, invoiceId: string): Promise<TPayment[]> {
  if (!isId(invoiceId)) throw invoiceNotFound();
  const found = await ctx.prisma.invoice.findUnique({ where: { id: invoiceId }, select: { id: true } });
  if (!found) throw invoiceNotFound();
  const rows = await ctx.prisma.$queryRaw<PaymentRow[]>`
    SELECT ${PAYMENT_COLUMNS} FROM payments p LEFT JOIN users u ON u.id = p.created_by_id
     WHERE p.invoice_id = ${invoiceId}::uuid ORDER BY p.at, p.id`;
  return rows.map(toPayment);
}
