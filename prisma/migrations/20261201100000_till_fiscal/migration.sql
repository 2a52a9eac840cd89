-- Payments, the till and VERI*FACTU fiscal records (issue 26; docs/contract/rest-contract-business.md,
-- "Payments, till and fiscal records"; docs/domains/till.md; decisions 0060-0063). Money is
-- integer euro cents.

-- CreateTable: a till session, opened with a float and closed (by a person, never by itself) with
-- the counted cash; the closing report is kept as it was printed.
CREATE TABLE "till_sessions" (
    "id" UUID NOT NULL,
    "opened_at" TIMESTAMPTZ(3) NOT NULL,
    "opened_by_id" UUID,
    "float_cents" INTEGER NOT NULL,
    "closed_at" TIMESTAMPTZ(3),
    "closed_by_id" UUID,
    "counted_cash_cents" INTEGER,
    "difference_cents" INTEGER,
    "difference_reason" TEXT,
    "report" JSONB,

    CONSTRAINT "till_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: past sessions, newest first
CREATE INDEX "till_sessions_opened_at_idx" ON "till_sessions"("opened_at");

-- CreateTable: a payment against an invoice (a refund is a negative one). Never changed or deleted.
CREATE TABLE "payments" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "method" TEXT NOT NULL,
    "tendered_cents" INTEGER,
    "change_cents" INTEGER,
    "at" TIMESTAMPTZ(3) NOT NULL,
    "till_id" UUID,
    "created_by_id" UUID,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "payments_invoice_id_idx" ON "payments"("invoice_id");

-- CreateIndex: a till session's totals
CREATE INDEX "payments_till_id_idx" ON "payments"("till_id");

-- CreateIndex: the payments of a period (sessions' reports, the bench)
CREATE INDEX "payments_at_idx" ON "payments"("at");

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_till_id_fkey" FOREIGN KEY ("till_id") REFERENCES "till_sessions"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable: the head of each issuer's chain of fiscal records (locked by every append).
CREATE TABLE "fiscal_chain_heads" (
    "issuer_tax_id" TEXT NOT NULL,
    "last_seq" BIGINT NOT NULL DEFAULT 0,
    "last_hash" TEXT,
    "last_full_number" TEXT,
    "last_issue_date" DATE,

    CONSTRAINT "fiscal_chain_heads_pkey" PRIMARY KEY ("issuer_tax_id")
);

-- CreateTable: a VERI*FACTU record (alta or anulacion), chained per issuer. Never changed or deleted.
CREATE TABLE "fiscal_records" (
    "id" UUID NOT NULL,
    "issuer_tax_id" TEXT NOT NULL,
    "seq" BIGINT NOT NULL,
    "type" TEXT NOT NULL,
    "invoice_id" UUID NOT NULL,
    "full_number" TEXT NOT NULL,
    "issue_date" DATE NOT NULL,
    "invoice_type" TEXT NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "previous_hash" TEXT,
    "hash" TEXT NOT NULL,
    "generated_at" TEXT NOT NULL,
    "issuer_name" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "fiscal_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: one link per place in an issuer's chain
CREATE UNIQUE INDEX "fiscal_records_issuer_tax_id_seq_key" ON "fiscal_records"("issuer_tax_id", "seq");

-- CreateIndex
CREATE INDEX "fiscal_records_invoice_id_idx" ON "fiscal_records"("invoice_id");

-- AddForeignKey
ALTER TABLE "fiscal_records" ADD CONSTRAINT "fiscal_records_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- CreateTable: the sending state of each record (the records themselves refuse every UPDATE).
CREATE TABLE "fiscal_outbox" (
    "record_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_error" TEXT,
    "sent_at" TIMESTAMPTZ(3),
    "xml" TEXT NOT NULL,

    CONSTRAINT "fiscal_outbox_pkey" PRIMARY KEY ("record_id")
);

-- CreateIndex: the worker's next batch
CREATE INDEX "fiscal_outbox_status_next_attempt_at_idx" ON "fiscal_outbox"("status", "next_attempt_at");

-- AddForeignKey
ALTER TABLE "fiscal_outbox" ADD CONSTRAINT "fiscal_outbox_record_id_fkey" FOREIGN KEY ("record_id") REFERENCES "fiscal_records"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (listed in apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- One open till per business (decision 0060): a second open fails on this index, whatever the race.
CREATE UNIQUE INDEX "till_sessions_one_open_key" ON "till_sessions" ((true)) WHERE "closed_at" IS NULL;

ALTER TABLE "till_sessions" ADD CONSTRAINT "till_sessions_float_cents_check" CHECK ("float_cents" >= 0);
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_check"
    CHECK ("method" IN ('cash', 'card', 'bizum', 'transfer'));
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_cents_check" CHECK ("amount_cents" <> 0);
ALTER TABLE "fiscal_records" ADD CONSTRAINT "fiscal_records_type_check" CHECK ("type" IN ('alta', 'anulacion'));
ALTER TABLE "fiscal_outbox" ADD CONSTRAINT "fiscal_outbox_status_check"
    CHECK ("status" IN ('pending', 'sent', 'rejected'));

-- ---------------------------------------------------------------------------------------------
-- Payments and fiscal records are append-only (decisions 0023, 0061): any UPDATE, DELETE or
-- TRUNCATE is refused by PostgreSQL itself. Removing this takes DDL, which no code path runs.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION "append_only_refuse"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % is refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'A refund is a new negative payment; a fiscal record is never rewritten (migration 20261201100000_till_fiscal).';
END;
$$;

CREATE TRIGGER "payments_append_only"
    BEFORE UPDATE OR DELETE ON "payments"
    FOR EACH ROW EXECUTE FUNCTION "append_only_refuse"();
CREATE TRIGGER "payments_no_truncate"
    BEFORE TRUNCATE ON "payments"
    FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse"();
CREATE TRIGGER "fiscal_records_append_only"
    BEFORE UPDATE OR DELETE ON "fiscal_records"
    FOR EACH ROW EXECUTE FUNCTION "append_only_refuse"();
CREATE TRIGGER "fiscal_records_no_truncate"
    BEFORE TRUNCATE ON "fiscal_records"
    FOR EACH STATEMENT EXECUTE FUNCTION "append_only_refuse"();
