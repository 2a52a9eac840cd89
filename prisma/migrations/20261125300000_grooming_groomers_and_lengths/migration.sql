-- Grooming: each booking gets a groomer (any staff user, optional) and a length in minutes, and
-- the salon's book never gives one groomer two overlapping non-cancelled bookings. Plus the
-- indexes of the grooming screens and REST lists (plans: apps/server/src/modules/grooming/README.md).

-- AlterTable
-- duration_minutes is added with a temporary default so existing rows get a value; the service
-- always writes it (a default from the services and the dog's size: @pawdesk/domain
-- defaultDurationMinutes), so the column keeps no default afterwards.
ALTER TABLE "grooming_bookings" ADD COLUMN "duration_minutes" INTEGER NOT NULL DEFAULT 60,
ADD COLUMN "groomer_id" UUID;

-- Existing bookings: a full grooming took two hours in the older product's salon, anything else one.
UPDATE "grooming_bookings" SET "duration_minutes" = 120 WHERE 'full-grooming' = ANY ("grooming_services");

ALTER TABLE "grooming_bookings" ALTER COLUMN "duration_minutes" DROP DEFAULT;

-- DropIndex (each replaced by an index that also carries the sort's tie-breaker, the id)
DROP INDEX "grooming_bookings_appointment_date_idx";

-- DropIndex
DROP INDEX "grooming_bookings_dog_id_appointment_date_idx";

-- DropIndex
DROP INDEX "grooming_bookings_status_idx";

-- CreateIndex
CREATE INDEX "grooming_bookings_appointment_idx" ON "grooming_bookings"("appointment_date", "id");

-- CreateIndex
CREATE INDEX "grooming_bookings_status_appointment_idx" ON "grooming_bookings"("status", "appointment_date", "id");

-- CreateIndex
CREATE INDEX "grooming_bookings_dog_appointment_idx" ON "grooming_bookings"("dog_id", "appointment_date", "id");

-- CreateIndex
CREATE INDEX "grooming_bookings_groomer_appointment_idx" ON "grooming_bookings"("groomer_id", "appointment_date");

-- AddForeignKey
-- Deleting a groomer's user keeps their bookings (the dog is still coming) and leaves them
-- unassigned: the desk sees them in the day view's "Unassigned" column and gives them to someone.
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_groomer_id_fkey" FOREIGN KEY ("groomer_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (schema.prisma cannot express them; listed in apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- The length of an appointment: a quarter of an hour to a working day.
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_duration_minutes_check"
    CHECK ("duration_minutes" BETWEEN 15 AND 480);

-- A completed booking says when it was completed.
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_completed_at_check"
    CHECK ("status" <> 'completed' OR "completed_at" IS NOT NULL);

-- The time a booking holds its groomer: [start, start + length), half-open, so one appointment
-- may start the minute the previous one ends.
--
-- Why a function: an exclusion constraint (like an index) may only use IMMUTABLE expressions,
-- and PostgreSQL marks `timestamptz + interval` STABLE, because adding days or months to a
-- timestamptz depends on the session's TimeZone (a day is 23 or 25 hours across a
-- daylight-saving change). Adding minutes never does: make_interval(mins => n) has no day or
-- month part, and `instant + n minutes` is the same instant in every zone. So this wrapper is
-- truly immutable, and declaring it so is honest. It was chosen over a stored end column
-- (written by the service, with a CHECK that it equals start + length) because nothing has to
-- keep a copy in step: the range is always derived from the two columns the booking has.
-- Queries use the same function (`grooming_slot(...) && tstzrange(...)`), so the planner can use
-- the constraint's GiST index for a groomer's day.
CREATE FUNCTION "grooming_slot"(start_at TIMESTAMPTZ, minutes INTEGER) RETURNS TSTZRANGE
    LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    AS $$ SELECT tstzrange(start_at, start_at + make_interval(mins => minutes), '[)') $$;

-- One groomer never holds two overlapping non-cancelled bookings (btree_gist, installed by the
-- first migration, gives `=` on uuid in a GiST index). Unassigned bookings never conflict. A
-- violation (SQLSTATE 23P01) answers 409 "This groomer already has an appointment at that time",
-- also when two desks book the same groomer at the same moment: PostgreSQL checks the
-- constraint against rows of concurrent transactions, so exactly one of them wins.
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_groomer_no_overlap"
    EXCLUDE USING gist ("groomer_id" WITH =, grooming_slot("appointment_date", "duration_minutes") WITH &&)
    WHERE ("status" <> 'cancelled' AND "groomer_id" IS NOT NULL);

-- All Bookings' search by phone: the digits of the booking's phone, so '600123' or '600 123' finds
-- '+34 600-123-456'. Trigram index: a part of a number is found anywhere in it.
CREATE INDEX "grooming_bookings_phone_digits_trgm_idx" ON "grooming_bookings"
    USING gin (regexp_replace("owner_phone", '[^0-9]', '', 'g') gin_trgm_ops);
