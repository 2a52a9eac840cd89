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
  // One statement creates the head if need be and locks it (ON CONFLICT DO UPDATE takes the row
  // lock until commit), answering the last record's place, hash, number and date.
  const [head] = await tx.$queryRaw<
    {
      lastSeq: bigint;
      lastHash: string | null;
      lastFullNumber: string | null;
      lastIssueDate: string | null;
    }[]
  >`
    INSERT INTO fiscal_chain_heads AS h (issuer_tax_id) VALUES (${inv.issuerTaxId})
    ON CONFLICT (issuer_tax_id) DO UPDATE SET last_seq = h.last_seq
    RETURNING h.last_seq AS "lastSeq", h.last_hash AS "lastHash", h.last_full_number AS "lastFullNumber",
              to_char(h.last_issue_date, 'YYYY-MM-DD') AS "lastIssueDate"`;
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
  const previous =
    head.lastFullNumber && head.lastIssueDate
      ? { fullNumber: head.lastFullNumber, issueDate: head.lastIssueDate }
      : null;
  const xml = recordXml({
    type: args.type,
    ...fields,
    hash,
    issuerName: inv.issuerName,
    previous,
    vat: inv.vat,
  });
  const record = args.type === 'alta' ? JSON.stringify({ hash, previousHash }) : null;
  // The record, its outbox row, the new head and (an alta) the invoice's copy: one statement.
  await tx.$executeRaw`
    WITH r AS (
      INSERT INTO fiscal_records (id, issuer_tax_id, seq, type, invoice_id, full_number, issue_date, invoice_type,
                                  vat_cents, total_cents, previous_hash, hash, generated_at, issuer_name)
      VALUES (${id}::uuid, ${inv.issuerTaxId}, ${seq}, ${args.type}, ${inv.id}::uuid, ${inv.fullNumber},
              ${issueDate}::date, ${invoiceType}, ${inv.vatCents}, ${inv.totalCents}, ${previousHash}, ${hash},
              ${generatedAt}, ${inv.issuerName})
      RETURNING id),
    o AS (INSERT INTO fiscal_outbox (record_id, xml) SELECT r.id, ${xml} FROM r),
    h AS (
      UPDATE fiscal_chain_heads SET last_seq = ${seq}, last_hash = ${hash}, last_full_number = ${inv.fullNumber},
             last_issue_date = ${issueDate}::date
       WHERE issuer_tax_id = ${inv.issuerTaxId})
    UPDATE invoices SET record = ${record}::jsonb WHERE id = ${inv.id}::uuid AND ${record}::jsonb IS NOT NULL`;
  return { id, seq, hash, previousHash };
}
