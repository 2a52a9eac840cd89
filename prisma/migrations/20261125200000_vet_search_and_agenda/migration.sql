-- Vet appointments: the Appointments List searches by the dog's name, its owners or the reason,
-- filters by status, and reads in agenda order (today and upcoming first, earliest first, then
-- the past, latest first), paged. Plans measured with 50,000 dogs and 60,000 appointments:
-- apps/server/src/modules/vet/README.md.
--
-- An appointment row carries its search text: the dog's folded search text (name, breed and
-- owners' names, as the dogs service writes it) and the reason folded the same way. Triggers keep
-- it: the database fills it on every insert and on every change of the dog or the reason, and
-- follows every change of the dog's search text (a dog or owner renamed), so no writer (the
-- services, Prisma, raw SQL, seeds) can leave it stale. One trigram index then answers a search
-- without joining the dogs for every appointment.

-- AlterTable
ALTER TABLE "vet_appointments" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- DropIndex (extended below by the id, so a page of the date order is read with no sort)
DROP INDEX "vet_appointments_appointment_date_idx";

-- DropIndex (extended below by the date and id: a status filter reads its page in date order)
DROP INDEX "vet_appointments_status_idx";

-- CreateIndex
CREATE INDEX "vet_appointments_appointment_date_id_idx" ON "vet_appointments"("appointment_date", "id");

-- CreateIndex
CREATE INDEX "vet_appointments_status_appointment_date_id_idx" ON "vet_appointments"("status", "appointment_date", "id");

-- CreateIndex
CREATE INDEX "vet_appointments_search_text_trgm_idx" ON "vet_appointments" USING GIN ("search_text" gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (triggers; proved by the vet list tests: a renamed dog or owner is found by its
-- new name at once)
-- ---------------------------------------------------------------------------------------------

-- Every insert, and every write of the dog, the reason or the copy, rebuilds the search text
-- from the dog's search text and the folded reason (fold_for_search: migration
-- 20261124100000_daycare_package_indexes, the SQL twin of foldForSearch).
CREATE FUNCTION "vet_appointments_search_text"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    SELECT d."search_text" INTO NEW."search_text" FROM "dogs" d WHERE d."id" = NEW."dog_id";
    -- An unknown dog: the foreign key reports it, not the NOT NULL of the copy.
    NEW."search_text" := COALESCE(NEW."search_text", '') || ' ' || "fold_for_search"(NEW."cause");
    RETURN NEW;
END
$$;

CREATE TRIGGER "vet_appointments_search_text"
    BEFORE INSERT OR UPDATE OF "dog_id", "cause", "search_text" ON "vet_appointments"
    FOR EACH ROW EXECUTE FUNCTION "vet_appointments_search_text"();

-- A dog whose search text changes (renamed, new breed, an owner renamed or changed) rewrites its
-- appointments' copies (the trigger above reads the new text). The appointments' updated_at and
-- updated_by stay: this is not a change of the appointment.
CREATE FUNCTION "dogs_search_text_to_vet_appointments"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "vet_appointments" SET "search_text" = '' WHERE "dog_id" = NEW."id";
    RETURN NULL;
END
$$;

CREATE TRIGGER "dogs_search_text_to_vet_appointments"
    AFTER UPDATE OF "search_text" ON "dogs"
    FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text")
    EXECUTE FUNCTION "dogs_search_text_to_vet_appointments"();

-- The appointments that exist already: writing the copy makes the first trigger fill it.
UPDATE "vet_appointments" SET "search_text" = '';
