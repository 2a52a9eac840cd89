-- Daycare visit lists: All Visits (newest first, paged, with search and status filters), the
-- streamed GET /api/daycare/visits, and a dog's visits. Plans measured with 100,000 visits and
-- 50,000 dogs: apps/server/src/modules/daycare/README.md.
--
-- Newest first is `date DESC, check_in_time DESC NULLS FIRST, created_at DESC, id DESC`, which
-- is exactly a backward walk of (date, check_in_time, created_at, id): a page, a keyset batch
-- of the streamed list and a day's visits are read from the index with no sort. check_out_time
-- rides along so the status filters and their counts are answered from the index alone. It
-- replaces the plain (date) index, of which it is an extension.

-- DropIndex
DROP INDEX "daycare_visits_date_idx";

-- DropIndex
DROP INDEX "daycare_visits_dog_id_date_idx";

-- CreateIndex
CREATE INDEX "daycare_visits_newest_idx" ON "daycare_visits"("date", "check_in_time", "created_at", "id", "check_out_time");

-- CreateIndex (replaces (dog_id, date): a search finds dogs first, then their visits with the
-- sort keys and status from this index alone, no table read per visit)
CREATE INDEX "daycare_visits_dog_newest_idx" ON "daycare_visits"("dog_id", "date", "check_in_time", "created_at", "id", "check_out_time");

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (schema.prisma cannot express a partial index; listed in
-- apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- Pending visits (expected, not here yet) are few and scattered over the years: the status
-- filter "pending" and its count read them here instead of walking every visit.
CREATE INDEX "daycare_visits_pending_idx" ON "daycare_visits" ("date", "created_at", "id")
    WHERE "check_in_time" IS NULL;
