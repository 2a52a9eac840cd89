// Reading the fiscal records: the list in chain order (issuer, then place in the chain), and the
// verification that recomputes every record's hash from AEAT's text and checks every link (each
// record's Huella is the hash of the one before, the places follow each other from 1). It pages
// through the records by keyset, a page at a time, so a chain of 100,000 is verified in a few
// seconds with little memory (decision 0062).
import { createHash } from 'node:crypto';
import { fiscalHashText, type TFiscalRecord, type TFiscalVerify } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import type { TillContext } from './till.context';

const RECORD_COLUMNS = Prisma.sql`
  f.id::text AS id, f.seq::int AS seq, f.type, f.invoice_id::text AS invoice, f.issuer_tax_id AS "issuerTaxId",
  f.full_number AS "fullNumber", to_char(f.issue_date, 'YYYY-MM-DD') AS "issueDate", f.invoice_type AS "invoiceType",
  f.vat_cents AS "vatCents", f.total_cents AS "totalCents", f.previous_hash AS "previousHash", f.hash,
  f.generated_at AS "generatedAt"`;

type RecordRow = Omit<TFiscalRecord, 'status'>;

/** GET /api/fiscal/records: chain order, oldest first; `after` a place in the chain, `limit` ≤ 1000. */
export async function listRecords(
  ctx: TillContext,
  input: { after?: number | undefined; limit?: number | undefined },
): Promise<TFiscalRecord[]> {
  return ctx.prisma.$queryRaw<TFiscalRecord[]>`
    SELECT ${RECORD_COLUMNS}, coalesce(o.status, 'pending') AS status
      FROM fiscal_records f LEFT JOIN fiscal_outbox o ON o.record_id = f.id
     WHERE f.seq > ${input.after ?? 0}
     ORDER BY f.issuer_tax_id, f.seq LIMIT ${input.limit ?? 1000}`;
}

/** The records of one invoice (its alta, and its anulacion when voided), in chain order. */
export async function recordsOfInvoice(db: Db, invoiceId: string): Promise<TFiscalRecord[]> {
  return db.$queryRaw<TFiscalRecord[]>`
    SELECT ${RECORD_COLUMNS}, coalesce(o.status, 'pending') AS status
      FROM fiscal_records f LEFT JOIN fiscal_outbox o ON o.record_id = f.id
     WHERE f.invoice_id = ${invoiceId}::uuid ORDER BY f.seq`;
}

const PAGE = 5000;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex').toUpperCase();

/** GET /api/fiscal/verify: { ok, records, brokenAt? } — brokenAt is the place of the first bad record. */
export async function verifyChain(ctx: Pick<TillContext, 'prisma'>): Promise<TFiscalVerify> {
  let count = 0;
  let issuer: string | null = null;
  let prevSeq = 0;
  let prevHash: string | null = null;
  let cursor: { issuer: string; seq: number } | null = null;
  for (;;) {
    const where: Prisma.Sql = cursor
      ? Prisma.sql`(f.issuer_tax_id, f.seq) > (${cursor.issuer}, ${cursor.seq})`
      : Prisma.sql`TRUE`;
    const page: RecordRow[] = await ctx.prisma.$queryRaw<RecordRow[]>`
      SELECT ${RECORD_COLUMNS} FROM fiscal_records f WHERE ${where} ORDER BY f.issuer_tax_id, f.seq LIMIT ${PAGE}`;
    for (const r of page) {
      if (r.issuerTaxId !== issuer) {
        issuer = r.issuerTaxId;
        prevSeq = 0;
        prevHash = null;
      }
      const text = fiscalHashText(r.type === 'alta' ? { ...r, type: 'alta' } : { ...r, type: 'anulacion' });
      if (r.seq !== prevSeq + 1 || r.previousHash !== prevHash || sha256(text) !== r.hash)
        return { ok: false, records: count, brokenAt: r.seq };
      count += 1;
      prevSeq = r.seq;
      prevHash = r.hash;
    }
    const last = page.at(-1);
    if (!last || page.length < PAGE) break;
    cursor = { issuer: last.issuerTaxId, seq: last.seq };
  }
  return { ok: true, records: count };
}
