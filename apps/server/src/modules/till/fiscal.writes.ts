// Appending a VERI*FACTU record (decision 0061), always inside the transaction that issues or voids
// the invoice: the issuer's chain head is locked (an upsert, then FOR UPDATE) so concurrent
// invoices queue and make one unbroken chain; the record's hash is computed from AEAT's text with
// the head's hash as Huella; the record, its outbox row (with its XML) and the new head are
// written; an alta's { hash, previousHash } is copied onto the invoice (once: the invoice's trigger
// refuses a second). Records are append-only (a trigger refuses UPDATE, DELETE and TRUNCATE).
import { randomUUID } from 'node:crypto';
import {
  fiscalHash,
  fiscalInvoiceType,
  fiscalTimestamp,
  type TFiscalInvoiceType,
  type TFiscalRecordType,
  zonedParts,
} from '@pawdesk/domain';
import type { Db } from '../../db/tx';
import { recordXml } from './fiscal.xml';

interface InvoiceForRecord {
  id: string;
  fullNumber: string;
  kind: 'full' | 'simplified' | 'corrective';
  correctsKind: 'full' | 'simplified' | 'corrective' | null;
  issuedAt: Date;
  issuerTaxId: string;
  issuerName: string;
  vatCents: number;
  totalCents: number;
  vat: { rate: number; baseCents: number; vatCents: number }[];
}

export interface AppendedRecord {
  id: string;
  seq: number;
  hash: string;
  previousHash: string | null;
}

/** Appends the alta (issued) or anulacion (voided) record of `invoiceId` to its issuer's chain. */
export async function appendFiscalRecord(
  tx: Db,
  args: { type: TFiscalRecordType; invoiceId: string; timeZone: string; now: Date },
): Promise<AppendedRecord> {
  const [inv] = await tx.$queryRaw<InvoiceForRecord[]>`
    SELECT i.id::text AS id, i.full_number AS "fullNumber", i.kind, r.kind AS "correctsKind",
           i.issued_at AS "issuedAt", i.issuer_tax_id AS "issuerTaxId", i.issuer_name AS "issuerName",
           i.vat_cents AS "vatCents", i.total_cents AS "totalCents", i.vat_breakdown AS vat
      FROM invoices i LEFT JOIN invoices r ON r.id = i.rectifies_id
     WHERE i.id = ${args.invoiceId}::uuid`;
  if (!inv) throw new Error(`fiscal record: no invoice ${args.invoiceId}`);
  await tx.$executeRaw`
    INSERT INTO fiscal_chain_heads (issuer_tax_id) VALUES (${inv.issuerTaxId}) ON CONFLICT DO NOTHING`;
  const [head] = await tx.$queryRaw<{ lastSeq: bigint; lastHash: string | null }[]>`
    SELECT last_seq AS "lastSeq", last_hash AS "lastHash" FROM fiscal_chain_heads
     WHERE issuer_tax_id = ${inv.issuerTaxId} FOR UPDATE`;
  if (!head) throw new Error('fiscal chain head: no row');
  const seq = Number(head.lastSeq) + 1;
  const previousHash = head.lastHash;
  const issueDate = zonedParts(new Date(inv.issuedAt), args.timeZone).day;
  const invoiceType: TFiscalInvoiceType = fiscalInvoiceType(inv.kind, inv.correctsKind);
  const generatedAt = fiscalTimestamp(args.now, args.timeZone);
  const fields = {
    issuerTaxId: inv.issuerTaxId,
    fullNumber: inv.fullNumber,
    issueDate,
    invoiceType,
    vatCents: inv.vatCents,
    totalCents: inv.totalCents,
    previousHash,
    generatedAt,
  };
  const hash = await fiscalHash({ type: args.type, ...fields });
  const id = randomUUID();
  await tx.$executeRaw`
    INSERT INTO fiscal_records (id, issuer_tax_id, seq, type, invoice_id, full_number, issue_date, invoice_type,
                                vat_cents, total_cents, previous_hash, hash, generated_at, issuer_name)
    VALUES (${id}::uuid, ${inv.issuerTaxId}, ${seq}, ${args.type}, ${inv.id}::uuid, ${inv.fullNumber},
            ${issueDate}::date, ${invoiceType}, ${inv.vatCents}, ${inv.totalCents}, ${previousHash}, ${hash},
            ${generatedAt}, ${inv.issuerName})`;
  const [previous] = await tx.$queryRaw<{ fullNumber: string; issueDate: string }[]>`
    SELECT full_number AS "fullNumber", to_char(issue_date, 'YYYY-MM-DD') AS "issueDate" FROM fiscal_records
     WHERE issuer_tax_id = ${inv.issuerTaxId} AND seq = ${seq - 1}`;
  const xml = recordXml({
    type: args.type,
    ...fields,
    hash,
    issuerName: inv.issuerName,
    previous: previous ?? null,
    vat: inv.vat,
  });
  await tx.$executeRaw`INSERT INTO fiscal_outbox (record_id, xml) VALUES (${id}::uuid, ${xml})`;
  await tx.$executeRaw`
    UPDATE fiscal_chain_heads SET last_seq = ${seq}, last_hash = ${hash} WHERE issuer_tax_id = ${inv.issuerTaxId}`;
  if (args.type === 'alta') {
    await tx.$executeRaw`
      UPDATE invoices SET record = ${JSON.stringify({ hash, previousHash })}::jsonb WHERE id = ${inv.id}::uuid`;
  }
  return { id, seq, hash, previousHash };
}
