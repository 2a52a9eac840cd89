-- Prices, charges and invoices (issue 25; docs/contract/rest-contract-business.md, "Prices,
-- charges and invoices"; docs/domains/billing.md; decisions 0050-0053). Money is integer euro
-- cents; VAT rates are percentages.

-- The business's fiscal identity (settings) and the owners' tax id and language.
ALTER TABLE "settings" ADD COLUMN "business_name" TEXT,
    ADD COLUMN "tax_id" TEXT,
    ADD COLUMN "business_address" TEXT,
    ADD COLUMN "invoice_series_full" TEXT NOT NULL DEFAULT 'F',
    ADD COLUMN "invoice_series_simplified" TEXT NOT NULL DEFAULT 'T',
    ADD COLUMN "invoice_series_corrective" TEXT NOT NULL DEFAULT 'R';

ALTER TABLE "owners" ADD COLUMN "tax_id" TEXT,
    ADD COLUMN "language" TEXT NOT NULL DEFAULT 'es';

-- CreateTable: VAT rates by category with the day each applies from (a rate change is one row).
CREATE TABLE "vat_rates" (
    "category" TEXT NOT NULL,
    "applies_from" DATE NOT NULL,
    "rate" SMALLINT NOT NULL,

    CONSTRAINT "vat_rates_pkey" PRIMARY KEY ("category","applies_from")
);

-- CreateTable: the price list (managers edit it). VAT included; the rate is the category's.
CREATE TABLE "prices" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "service" TEXT NOT NULL,
    "name_es" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "price_cents" INTEGER NOT NULL,
    "vat_category" TEXT NOT NULL DEFAULT 'general',
    "size" TEXT,
    "kennel_type" TEXT,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "prices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "prices_code_key" ON "prices"("code");

-- CreateTable: a charge, made by a service (source) or at the desk; the owner's until invoiced.
CREATE TABLE "charges" (
    "id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "dog_id" UUID,
    "source_type" TEXT,
    "source_id" UUID,
    "source_kind" TEXT,
    "price_id" UUID,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,
    "vat_rate" SMALLINT NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "invoice_id" UUID,
    "created_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "charges_pkey" PRIMARY KEY ("id")
);

-- CreateIndex: one charge per source and kind (a retried check-out charges once)
CREATE UNIQUE INDEX "charges_source_type_source_id_source_kind_key" ON "charges"("source_type", "source_id", "source_kind");

-- CreateIndex: an owner's pending charges, oldest first
CREATE INDEX "charges_owner_id_status_created_at_idx" ON "charges"("owner_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "charges_dog_id_idx" ON "charges"("dog_id");

-- CreateIndex
CREATE INDEX "charges_invoice_id_idx" ON "charges"("invoice_id");

-- CreateTable: the last number given per series and year; locked FOR UPDATE by each issue.
CREATE TABLE "invoice_counters" (
    "series" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "last_number" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "invoice_counters_pkey" PRIMARY KEY ("series","year")
);

-- CreateTable: an issued invoice, with the issuer's and the customer's data copied.
CREATE TABLE "invoices" (
    "id" UUID NOT NULL,
    "series" TEXT NOT NULL,
    "year" INTEGER NOT NULL,
    "number" INTEGER NOT NULL,
    "full_number" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "issued_at" TIMESTAMPTZ(3) NOT NULL,
    "issuer_name" TEXT NOT NULL,
    "issuer_tax_id" TEXT NOT NULL,
    "issuer_address" TEXT NOT NULL,
    "customer_id" UUID,
    "customer_name" TEXT NOT NULL,
    "customer_tax_id" TEXT,
    "customer_address" TEXT NOT NULL,
    "language" TEXT NOT NULL,
    "base_cents" INTEGER NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,
    "vat_breakdown" JSONB NOT NULL,
    "rectifies_id" UUID,
    "reason" TEXT,
    "created_by_id" UUID,
    "status" TEXT NOT NULL DEFAULT 'issued',
    "paid_cents" INTEGER NOT NULL DEFAULT 0,
    "void_reason" TEXT,
    "record" JSONB,

    CONSTRAINT "invoices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoices_full_number_key" ON "invoices"("full_number");

-- CreateIndex
CREATE UNIQUE INDEX "invoices_series_year_number_key" ON "invoices"("series", "year", "number");

-- CreateIndex: an owner's invoices, newest first
CREATE INDEX "invoices_customer_id_issued_at_idx" ON "invoices"("customer_id", "issued_at");

-- CreateIndex: the invoice list by date
CREATE INDEX "invoices_issued_at_id_idx" ON "invoices"("issued_at", "id");

-- CreateIndex
CREATE INDEX "invoices_rectifies_id_idx" ON "invoices"("rectifies_id");

-- CreateTable: an invoice's lines, each one charge (or a corrective line), amounts to the cent.
CREATE TABLE "invoice_lines" (
    "id" UUID NOT NULL,
    "invoice_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "charge_id" UUID,
    "description" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "unit_price_cents" INTEGER NOT NULL,
    "vat_rate" SMALLINT NOT NULL,
    "base_cents" INTEGER NOT NULL,
    "vat_cents" INTEGER NOT NULL,
    "total_cents" INTEGER NOT NULL,

    CONSTRAINT "invoice_lines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "invoice_lines_invoice_id_position_key" ON "invoice_lines"("invoice_id", "position");

-- AddForeignKey: an owner's charges go with the owner (an invoice keeps its own copy of each line)
ALTER TABLE "charges" ADD CONSTRAINT "charges_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey: a deleted dog's charges stay the owner's
ALTER TABLE "charges" ADD CONSTRAINT "charges_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_price_id_fkey" FOREIGN KEY ("price_id") REFERENCES "prices"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_rectifies_id_fkey" FOREIGN KEY ("rectifies_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_fkey" FOREIGN KEY ("invoice_id") REFERENCES "invoices"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (checks; listed in apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

ALTER TABLE "owners" ADD CONSTRAINT "owners_language_check" CHECK ("language" IN ('es', 'en'));
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_category_check"
    CHECK ("category" IN ('general', 'reduced', 'super-reduced', 'exempt'));
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_rate_check" CHECK ("rate" BETWEEN 0 AND 100);
ALTER TABLE "prices" ADD CONSTRAINT "prices_service_check"
    CHECK ("service" IN ('daycare', 'hotel', 'vet', 'grooming', 'shop'));
ALTER TABLE "prices" ADD CONSTRAINT "prices_vat_category_check"
    CHECK ("vat_category" IN ('general', 'reduced', 'super-reduced', 'exempt'));
ALTER TABLE "prices" ADD CONSTRAINT "prices_size_check" CHECK ("size" IN ('S', 'M', 'L', 'XL'));
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_cents_check" CHECK ("price_cents" >= 0);
ALTER TABLE "charges" ADD CONSTRAINT "charges_status_check" CHECK ("status" IN ('pending', 'invoiced'));
ALTER TABLE "charges" ADD CONSTRAINT "charges_invoiced_check"
    CHECK (("status" = 'invoiced') = ("invoice_id" IS NOT NULL));
ALTER TABLE "charges" ADD CONSTRAINT "charges_total_check"
    CHECK ("total_cents" = "quantity" * "unit_price_cents");
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_kind_check"
    CHECK ("kind" IN ('full', 'simplified', 'corrective'));
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status_check"
    CHECK ("status" IN ('issued', 'paid', 'partly-paid', 'rectified', 'void'));
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_totals_check"
    CHECK ("base_cents" + "vat_cents" = "total_cents");
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_check" CHECK ("number" >= 1);
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_amounts_check"
    CHECK ("base_cents" + "vat_cents" = "total_cents" AND "total_cents" = "quantity" * "unit_price_cents");

-- ---------------------------------------------------------------------------------------------
-- An issued invoice never changes (decision 0052). Its legal content (number, parties, lines,
-- amounts, what it rectifies and why) is refused any UPDATE; only its status, what was paid, the
-- void's reason (once) and the fiscal record (once, issue 26) move. No invoice or line is ever
-- deleted or truncated. Removing this takes DDL, which no code path runs.
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION "invoices_refuse_rewrite"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
   IF (NEW.id, NEW.series, NEW.year, NEW.number, NEW.full_number, NEW.kind, NEW.issued_at,
          NEW.issuer_name, NEW.issuer_tax_id, NEW.issuer_address, NEW.customer_id, NEW.customer_name,
          NEW.customer_tax_id, NEW.customer_address, NEW.language, NEW.base_cents, NEW.vat_cents,
          NEW.total_cents, NEW.vat_breakdown, NEW.rectifies_id, NEW.reason, NEW.created_by_id)
         IS NOT DISTINCT FROM
         (OLD.id, OLD.series, OLD.year, OLD.number, OLD.full_number, OLD.kind, OLD.issued_at,
          OLD.issuer_name, OLD.issuer_tax_id, OLD.issuer_address, OLD.customer_id, OLD.customer_name,
          OLD.customer_tax_id, OLD.customer_address, OLD.language, OLD.base_cents, OLD.vat_cents,
          OLD.total_cents, OLD.vat_breakdown, OLD.rectifies_id, OLD.reason, OLD.created_by_id)
     AND (OLD.void_reason IS NULL OR NEW.void_reason IS NOT DISTINCT FROM OLD.void_reason)
     AND (OLD.record IS NULL OR NEW.record IS NOT DISTINCT FROM OLD.record) THEN
    RETURN NEW;
   END IF;
  END IF;
  RAISE EXCEPTION 'an issued invoice cannot be changed: % of % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Issue a corrective invoice (migration 20261130100000_billing).';
END;
$$;

-- Lines are never changed at all.
CREATE FUNCTION "invoice_lines_refuse_rewrite"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'an issued invoice cannot be changed: % of % is refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Issue a corrective invoice (migration 20261130100000_billing).';
END;
$$;

CREATE TRIGGER "invoices_no_rewrite"
    BEFORE UPDATE OR DELETE ON "invoices"
    FOR EACH ROW EXECUTE FUNCTION "invoices_refuse_rewrite"();
CREATE TRIGGER "invoices_no_truncate"
    BEFORE TRUNCATE ON "invoices"
    FOR EACH STATEMENT EXECUTE FUNCTION "invoices_refuse_rewrite"();
CREATE TRIGGER "invoice_lines_no_rewrite"
    BEFORE UPDATE OR DELETE ON "invoice_lines"
    FOR EACH ROW EXECUTE FUNCTION "invoice_lines_refuse_rewrite"();
CREATE TRIGGER "invoice_lines_no_truncate"
    BEFORE TRUNCATE ON "invoice_lines"
    FOR EACH STATEMENT EXECUTE FUNCTION "invoice_lines_refuse_rewrite"();

-- ---------------------------------------------------------------------------------------------
-- Seeds: VAT rates since the day each applies (Ley 37/1992; general 21 % and reduced 10 % since
-- 2012-09-01), and a sensible price list, all at the general rate.
-- ---------------------------------------------------------------------------------------------

INSERT INTO "vat_rates" ("category", "applies_from", "rate") VALUES
    ('general', '2012-09-01', 21),
    ('reduced', '2012-09-01', 10),
    ('super-reduced', '1995-01-01', 4),
    ('exempt', '1993-01-01', 0);

INSERT INTO "prices" ("id", "code", "service", "name_es", "name_en", "price_cents", "size", "kennel_type") VALUES
    (gen_random_uuid(), 'daycare-day', 'daycare', 'Guardería (día)', 'Daycare (day)', 2500, NULL, NULL),
    (gen_random_uuid(), 'daycare-pack-15', 'daycare', 'Bono de guardería 15 días', 'Daycare 15-day pack', 33000, NULL, NULL),
    (gen_random_uuid(), 'daycare-pack-30', 'daycare', 'Bono de guardería 30 días', 'Daycare 30-day pack', 60000, NULL, NULL),
    (gen_random_uuid(), 'hotel-night-standard', 'hotel', 'Noche de hotel (estándar)', 'Hotel night (standard)', 3000, NULL, 'standard'),
    (gen_random_uuid(), 'hotel-night-large', 'hotel', 'Noche de hotel (grande)', 'Hotel night (large)', 3800, NULL, 'large'),
    (gen_random_uuid(), 'hotel-night-suite', 'hotel', 'Noche de hotel (suite)', 'Hotel night (suite)', 5000, NULL, 'suite'),
    (gen_random_uuid(), 'vet-consultation', 'vet', 'Consulta veterinaria', 'Vet consultation', 4000, NULL, NULL);

INSERT INTO "prices" ("id", "code", "service", "name_es", "name_en", "price_cents", "size")
SELECT gen_random_uuid(), 'grooming-' || s.service || '-' || lower(z.size), 'grooming',
       s.name_es || ' (' || z.size || ')', s.name_en || ' (' || z.size || ')', s.cents[z.n], z.size
  FROM (VALUES
          ('full-grooming', 'Peluquería completa', 'Full grooming', ARRAY[3500, 4500, 5500, 6500]),
          ('bath', 'Baño', 'Bath', ARRAY[2000, 2500, 3200, 4000]),
          ('haircut', 'Corte de pelo', 'Haircut', ARRAY[2800, 3500, 4300, 5200]),
          ('nail-trim', 'Corte de uñas', 'Nail trim', ARRAY[1000, 1000, 1000, 1000]),
          ('ear-cleaning', 'Limpieza de oídos', 'Ear cleaning', ARRAY[800, 800, 800, 800]),
          ('teeth-cleaning', 'Limpieza dental', 'Teeth cleaning', ARRAY[1500, 1500, 1500, 1500])
       ) AS s(service, name_es, name_en, cents)
 CROSS JOIN (VALUES (1, 'S'), (2, 'M'), (3, 'L'), (4, 'XL')) AS z(n, size);

INSERT INTO "prices" ("id", "code", "service", "name_es", "name_en", "price_cents")
SELECT gen_random_uuid(), 'vaccine-' || v.code, 'vet', 'Vacuna: ' || v.name_es, 'Vaccine: ' || v.name_en,
       CASE v.code WHEN 'rabies' THEN 3500 WHEN 'dhppi-l' THEN 4500 ELSE 3000 END
  FROM "vaccines" v;

-- Live updates: prices, charges and invoices are announced under 'billing' (LIVE_TABLE_TOPICS).
CREATE TRIGGER "prices_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "prices"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
CREATE TRIGGER "charges_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "charges"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
CREATE TRIGGER "invoices_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invoices"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
