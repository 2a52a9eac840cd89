// An invoice as both APIs answer it: its row (legal content copied at issue) and its lines.
import type { TInvoice, TInvoiceLine, TInvoiceSummary } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';

export type InvoiceRow = {
  id: string;
  series: string;
  year: number;
  number: number;
  fullNumber: string;
  kind: TInvoice['kind'];
  issuedAt: Date;
  issuerName: string;
  issuerTaxId: string;
  issuerAddress: string;
  customerId: string | null;
  customerName: string;
  customerTaxId: string | null;
  customerAddress: string;
  language: TInvoice['language'];
  baseCents: number;
  vatCents: number;
  totalCents: number;
  vatBreakdown: TInvoice['vat'];
  rectifiesId: string | null;
  rectifiesNumber: string | null;
  reason: string | null;
  status: TInvoice['status'];
  paidCents: number;
  record: TInvoice['record'];
};

export const INVOICE_COLUMNS = Prisma.sql`
  i.id::text AS id, i.series, i.year, i.number, i.full_number AS "fullNumber", i.kind, i.issued_at AS "issuedAt",
  i.issuer_name AS "issuerName", i.issuer_tax_id AS "issuerTaxId", i.issuer_address AS "issuerAddress",
  i.customer_id::text AS "customerId", i.customer_name AS "customerName", i.customer_tax_id AS "customerTaxId",
  i.customer_address AS "customerAddress", i.language, i.base_cents AS "baseCents", i.vat_cents AS "vatCents",
  i.total_cents AS "totalCents", i.vat_breakdown AS "vatBreakdown", i.rectifies_id::text AS "rectifiesId",
  r.full_number AS "rectifiesNumber", coalesce(i.void_reason, i.reason) AS reason, i.status,
  i.paid_cents AS "paidCents", i.record`;
export const INVOICE_JOINS = Prisma.sql`LEFT JOIN invoices r ON r.id = i.rectifies_id`;

export function toInvoiceSummary(r: InvoiceRow): TInvoiceSummary {
  return {
    id: r.id,
    series: r.series,
    number: r.number,
    fullNumber: r.fullNumber,
    kind: r.kind,
    issuedAt: new Date(r.issuedAt).toISOString(),
    customer: { id: r.customerId, name: r.customerName, taxId: r.customerTaxId, address: r.customerAddress },
    language: r.language,
    baseCents: r.baseCents,
    vatCents: r.vatCents,
    totalCents: r.totalCents,
    paidCents: r.paidCents,
    status: r.status,
    rectifies: r.rectifiesId ? { id: r.rectifiesId, fullNumber: r.rectifiesNumber ?? '' } : null,
    reason: r.reason,
    record: r.record ?? null,
  };
}

export function toInvoiceDto(r: InvoiceRow, lines: TInvoiceLine[]): TInvoice {
  return {
    ...toInvoiceSummary(r),
    issuer: { name: r.issuerName, taxId: r.issuerTaxId, address: r.issuerAddress },
    lines,
    vat: r.vatBreakdown,
  };
}

export async function selectInvoiceRows(
  db: Db,
  where: Prisma.Sql,
  tail: Prisma.Sql = Prisma.empty,
): Promise<InvoiceRow[]> {
  return db.$queryRaw<InvoiceRow[]>`
    SELECT ${INVOICE_COLUMNS} FROM invoices i ${INVOICE_JOINS} WHERE ${where} ${tail}`;
}

export async function selectLines(db: Db, invoiceId: string): Promise<TInvoiceLine[]> {
  return db.$queryRaw<TInvoiceLine[]>`
    SELECT description, quantity, unit_price_cents AS "unitPriceCents", vat_rate::int AS "vatRate",
           base_cents AS "baseCents", vat_cents AS "vatCents", total_cents AS "totalCents"
      FROM invoice_lines WHERE invoice_id = ${invoiceId}::uuid ORDER BY position`;
}

/** One invoice with its lines (null when there is none). */
export async function loadInvoice(db: Db, id: string): Promise<TInvoice | null> {
  const [row] = await selectInvoiceRows(db, Prisma.sql`i.id = ${id}::uuid`);
  if (!row) return null;
  return toInvoiceDto(row, await selectLines(db, id));
}
