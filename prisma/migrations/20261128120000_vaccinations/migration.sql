-- Vaccinations (issue 23; docs/contract/rest-contract-business.md, "Vaccinations";
-- docs/domains/vaccinations.md): a catalogue of vaccines by the diseases each covers, a dog's
-- records, the rules per service, and each dog's coverage by disease kept beside the records so
-- the due list and the check at a check-in read a few index entries.

-- CreateTable: the catalogue (managers edit it). `covers` lists diseases of the domain's list.
CREATE TABLE "vaccines" (
    "id" UUID NOT NULL,
    "code" TEXT NOT NULL,
    "name_es" TEXT NOT NULL,
    "name_en" TEXT NOT NULL,
    "covers" TEXT[],
    "validity_months" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "vaccines_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "vaccines_code_key" ON "vaccines"("code");

-- CreateTable: a dog's records. `expires_on` is the last day the record covers.
CREATE TABLE "dog_vaccinations" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "vaccine_id" UUID NOT NULL,
    "given_on" DATE NOT NULL,
    "expires_on" DATE NOT NULL,
    "batch" TEXT,
    "given_by" TEXT,
    "notes" TEXT,
    "verified" BOOLEAN NOT NULL DEFAULT false,
    "vet_appointment_id" UUID,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dog_vaccinations_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dog_vaccinations_dog_id_given_on_idx" ON "dog_vaccinations"("dog_id", "given_on");

-- CreateIndex
CREATE INDEX "dog_vaccinations_vaccine_id_idx" ON "dog_vaccinations"("vaccine_id");

-- CreateIndex
CREATE INDEX "dog_vaccinations_vet_appointment_id_idx" ON "dog_vaccinations"("vet_appointment_id");

-- AddForeignKey
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey (a vaccine with records cannot be deleted; no API deletes one)
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_vaccine_id_fkey" FOREIGN KEY ("vaccine_id") REFERENCES "vaccines"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_vet_appointment_id_fkey" FOREIGN KEY ("vet_appointment_id") REFERENCES "vet_appointments"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateTable: each dog's coverage by disease, the latest expiry among its records of vaccines
-- covering it. Written by the server in the transaction of every change of the dog's records (and
-- of the catalogue's `covers`), never by hand; a dog's rows go with it.
CREATE TABLE "dog_vaccine_coverage" (
    "dog_id" UUID NOT NULL,
    "disease" TEXT NOT NULL,
    "expires_on" DATE NOT NULL,

    CONSTRAINT "dog_vaccine_coverage_pkey" PRIMARY KEY ("dog_id","disease")
);

-- CreateIndex: the due list walks expiries soonest first
CREATE INDEX "dog_vaccine_coverage_expires_on_dog_id_disease_idx" ON "dog_vaccine_coverage"("expires_on", "dog_id", "disease");

-- AddForeignKey
ALTER TABLE "dog_vaccine_coverage" ADD CONSTRAINT "dog_vaccine_coverage_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateTable: the rules per service (one row each of daycare, hotel, grooming).
CREATE TABLE "vaccination_requirements" (
    "service" TEXT NOT NULL,
    "mode" TEXT NOT NULL DEFAULT 'warn',
    "diseases" TEXT[],
    "updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "vaccination_requirements_pkey" PRIMARY KEY ("service")
);

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (checks; listed in apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

ALTER TABLE "vaccines" ADD CONSTRAINT "vaccines_covers_check"
    CHECK ("covers" IS NOT NULL AND cardinality("covers") > 0 AND "covers" <@ ARRAY['rabies', 'distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis', 'bordetella']::text[]);
ALTER TABLE "vaccines" ADD CONSTRAINT "vaccines_validity_months_check"
    CHECK ("validity_months" BETWEEN 1 AND 120);
ALTER TABLE "dog_vaccinations" ADD CONSTRAINT "dog_vaccinations_expiry_check"
    CHECK ("expires_on" > "given_on");
ALTER TABLE "vaccination_requirements" ADD CONSTRAINT "vaccination_requirements_service_check"
    CHECK ("service" IN ('daycare', 'hotel', 'grooming'));
ALTER TABLE "vaccination_requirements" ADD CONSTRAINT "vaccination_requirements_mode_check"
    CHECK ("mode" IN ('off', 'warn', 'block'));
ALTER TABLE "vaccination_requirements" ADD CONSTRAINT "vaccination_requirements_diseases_check"
    CHECK ("diseases" IS NOT NULL AND "diseases" <@ ARRAY['rabies', 'distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis', 'bordetella']::text[]);

-- ---------------------------------------------------------------------------------------------
-- Seeds: the contract's catalogue and default rules (warn everywhere, so nothing changes for a
-- business that has not set rules).
-- ---------------------------------------------------------------------------------------------

INSERT INTO "vaccines" ("id", "code", "name_es", "name_en", "covers", "validity_months") VALUES
    (gen_random_uuid(), 'rabies', 'Rabia', 'Rabies', ARRAY['rabies'], 12),
    (gen_random_uuid(), 'dhppi-l', 'Polivalente (DHPPi+L)', 'Polyvalent (DHPPi+L)',
        ARRAY['distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis'], 12),
    (gen_random_uuid(), 'bordetella', 'Tos de las perreras', 'Kennel cough', ARRAY['bordetella'], 12);

INSERT INTO "vaccination_requirements" ("service", "mode", "diseases") VALUES
    ('daycare', 'warn', ARRAY['rabies', 'distemper', 'parvovirus', 'bordetella']),
    ('hotel', 'warn', ARRAY['rabies', 'distemper', 'parvovirus', 'bordetella']),
    ('grooming', 'warn', ARRAY['rabies', 'distemper', 'parvovirus']);

-- Live updates (migration 20261126100000_live_change_notify): a dog's records are part of the dog
-- (its details show them), topic 'dogs'; the catalogue and the rules are business settings, topic
-- 'settings' (LIVE_TABLE_TOPICS). The coverage rows change only with the records.
CREATE TRIGGER "dog_vaccinations_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dog_vaccinations"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('dogs');
CREATE TRIGGER "vaccines_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vaccines"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('settings');
CREATE TRIGGER "vaccination_requirements_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vaccination_requirements"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('settings');
