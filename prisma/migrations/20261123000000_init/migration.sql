-- PawDesk initial schema.
-- The parts headed "-- CreateEnum/CreateTable/CreateIndex/AddForeignKey" are exactly what Prisma
-- Migrate generates from prisma/schema.prisma for PostgreSQL (checked against the Prisma schema
-- engine's own output). Everything marked "SQL-only" is hand-written: rules schema.prisma
-- cannot express. apps/server/test/schema-drift.test.ts proves the migrated database matches
-- both. btree_gist, pg_trgm and unaccent are trusted extensions (PostgreSQL 13+): a database
-- owner may create them without superuser rights.

-- ---------------------------------------------------------------------------------------------
-- SQL-only (not expressible in schema.prisma): extensions used by the rules further down.
--   btree_gist: uuid equality inside the hotel stays' exclusion constraint.
--   pg_trgm:    trigram indexes for loose search.
--   unaccent:   available to the app and to ad-hoc SQL for accent-free search text.
-- ---------------------------------------------------------------------------------------------
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'manager', 'receptionist', 'vet', 'employee');

-- CreateEnum
CREATE TYPE "DaycarePackageType" AS ENUM ('1-day', '15-day', '30-day');

-- CreateEnum
CREATE TYPE "HotelBookingStatus" AS ENUM ('booked', 'checked-in', 'checked-out', 'cancelled');

-- CreateEnum
CREATE TYPE "AppointmentStatus" AS ENUM ('scheduled', 'in-progress', 'completed', 'cancelled');

-- CreateEnum
CREATE TYPE "GroomingService" AS ENUM ('full-grooming', 'bath', 'haircut', 'nail-trim', 'ear-cleaning', 'teeth-cleaning');

-- CreateTable
CREATE TABLE "users" (
    "id" UUID NOT NULL,
    "username" TEXT NOT NULL,
    "name" TEXT,
    "role" "Role" NOT NULL DEFAULT 'employee',
    "password_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "owners" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "phone" TEXT NOT NULL,
    "address" VARCHAR(60) NOT NULL,
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "owners_pkey" PRIMARY KEY ("id")
);

-- SQL-only: the sequence behind dogs.dog_id's default (DOG-000001, DOG-000002, ...).
-- It must exist before the dogs table, whose column default calls nextval() on it.
CREATE SEQUENCE "dog_number_seq";

-- CreateTable
CREATE TABLE "dogs" (
    "id" UUID NOT NULL,
    "dog_id" TEXT NOT NULL DEFAULT ('DOG-'::text || lpad((nextval('dog_number_seq'::regclass))::text, 6, '0'::text)),
    "name" TEXT NOT NULL,
    "breed" TEXT NOT NULL,
    "age" DOUBLE PRECISION,
    "date_of_birth" DATE,
    "weight" DOUBLE PRECISION,
    "particular_signs" VARCHAR(500),
    "picture" TEXT,
    "search_text" TEXT NOT NULL DEFAULT '',
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dogs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dog_owners" (
    "dog_id" UUID NOT NULL,
    "owner_id" UUID NOT NULL,
    "position" SMALLINT NOT NULL,

    CONSTRAINT "dog_owners_pkey" PRIMARY KEY ("dog_id","owner_id")
);

-- CreateTable
CREATE TABLE "daycare_packages" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "package_type" "DaycarePackageType" NOT NULL,
    "days_left" INTEGER NOT NULL,
    "purchased_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "daycare_packages_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "daycare_visits" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "date" DATE NOT NULL,
    "check_in_time" TIMESTAMPTZ(3),
    "check_out_time" TIMESTAMPTZ(3),
    "notes" TEXT,
    "package_id" UUID,
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "daycare_visits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hotel_bookings" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "check_in" TIMESTAMPTZ(3) NOT NULL,
    "check_out" TIMESTAMPTZ(3) NOT NULL,
    "status" "HotelBookingStatus" NOT NULL DEFAULT 'booked',
    "notes" TEXT NOT NULL DEFAULT '',
    "check_in_weight" DOUBLE PRECISION,
    "check_in_temperature" DOUBLE PRECISION,
    "check_in_notes" VARCHAR(1000),
    "check_in_checked_by" VARCHAR(100),
    "check_in_checked_at" TIMESTAMPTZ(3),
    "check_out_weight" DOUBLE PRECISION,
    "check_out_temperature" DOUBLE PRECISION,
    "check_out_notes" VARCHAR(1000),
    "check_out_checked_by" VARCHAR(100),
    "check_out_checked_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hotel_bookings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vet_appointments" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "appointment_date" TIMESTAMPTZ(3) NOT NULL,
    "cause" TEXT NOT NULL,
    "status" "AppointmentStatus" NOT NULL DEFAULT 'scheduled',
    "temperature" DOUBLE PRECISION,
    "weight" DOUBLE PRECISION,
    "findings" TEXT,
    "recommendations" TEXT,
    "vet_notes" TEXT,
    "follow_up_required" BOOLEAN NOT NULL DEFAULT false,
    "follow_up_date" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vet_appointments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "grooming_bookings" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "owner_phone" TEXT NOT NULL,
    "weight" DOUBLE PRECISION,
    "appointment_date" TIMESTAMPTZ(3) NOT NULL,
    "grooming_services" "GroomingService"[],
    "notes" TEXT,
    "grooming_notes" TEXT,
    "status" "AppointmentStatus" NOT NULL DEFAULT 'scheduled',
    "completed_at" TIMESTAMPTZ(3),
    "created_by_id" UUID,
    "updated_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "grooming_bookings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "users_username_key" ON "users"("username");

-- CreateIndex
CREATE INDEX "users_role_idx" ON "users"("role");

-- CreateIndex
CREATE UNIQUE INDEX "owners_email_key" ON "owners"("email");

-- CreateIndex
CREATE INDEX "owners_name_idx" ON "owners"("name");

-- CreateIndex
CREATE INDEX "owners_created_at_idx" ON "owners"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "dogs_dog_id_key" ON "dogs"("dog_id");

-- CreateIndex
CREATE INDEX "dogs_name_idx" ON "dogs"("name");

-- CreateIndex
CREATE INDEX "dogs_breed_idx" ON "dogs"("breed");

-- CreateIndex
CREATE INDEX "dogs_created_at_idx" ON "dogs"("created_at");

-- CreateIndex
CREATE INDEX "dog_owners_owner_id_idx" ON "dog_owners"("owner_id");

-- CreateIndex
CREATE UNIQUE INDEX "dog_owners_dog_id_position_key" ON "dog_owners"("dog_id", "position");

-- CreateIndex
CREATE INDEX "daycare_packages_dog_id_expires_at_idx" ON "daycare_packages"("dog_id", "expires_at");

-- CreateIndex
CREATE INDEX "daycare_packages_expires_at_idx" ON "daycare_packages"("expires_at");

-- CreateIndex
CREATE INDEX "daycare_visits_date_idx" ON "daycare_visits"("date");

-- CreateIndex
CREATE INDEX "daycare_visits_dog_id_date_idx" ON "daycare_visits"("dog_id", "date");

-- CreateIndex
CREATE INDEX "daycare_visits_package_id_idx" ON "daycare_visits"("package_id");

-- CreateIndex
CREATE INDEX "hotel_bookings_check_in_idx" ON "hotel_bookings"("check_in");

-- CreateIndex
CREATE INDEX "hotel_bookings_check_out_idx" ON "hotel_bookings"("check_out");

-- CreateIndex
CREATE INDEX "hotel_bookings_status_idx" ON "hotel_bookings"("status");

-- CreateIndex
CREATE INDEX "hotel_bookings_dog_id_idx" ON "hotel_bookings"("dog_id");

-- CreateIndex
CREATE INDEX "vet_appointments_appointment_date_idx" ON "vet_appointments"("appointment_date");

-- CreateIndex
CREATE INDEX "vet_appointments_dog_id_appointment_date_idx" ON "vet_appointments"("dog_id", "appointment_date");

-- CreateIndex
CREATE INDEX "vet_appointments_status_idx" ON "vet_appointments"("status");

-- CreateIndex
CREATE INDEX "grooming_bookings_appointment_date_idx" ON "grooming_bookings"("appointment_date");

-- CreateIndex
CREATE INDEX "grooming_bookings_dog_id_appointment_date_idx" ON "grooming_bookings"("dog_id", "appointment_date");

-- CreateIndex
CREATE INDEX "grooming_bookings_status_idx" ON "grooming_bookings"("status");

-- AddForeignKey
ALTER TABLE "owners" ADD CONSTRAINT "owners_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "owners" ADD CONSTRAINT "owners_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dogs" ADD CONSTRAINT "dogs_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_owners" ADD CONSTRAINT "dog_owners_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_owners" ADD CONSTRAINT "dog_owners_owner_id_fkey" FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_packages" ADD CONSTRAINT "daycare_packages_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_packages" ADD CONSTRAINT "daycare_packages_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_packages" ADD CONSTRAINT "daycare_packages_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_visits" ADD CONSTRAINT "daycare_visits_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_visits" ADD CONSTRAINT "daycare_visits_package_id_fkey" FOREIGN KEY ("package_id") REFERENCES "daycare_packages"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_visits" ADD CONSTRAINT "daycare_visits_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "daycare_visits" ADD CONSTRAINT "daycare_visits_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vet_appointments" ADD CONSTRAINT "vet_appointments_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vet_appointments" ADD CONSTRAINT "vet_appointments_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vet_appointments" ADD CONSTRAINT "vet_appointments_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "grooming_bookings" ADD CONSTRAINT "grooming_bookings_updated_by_id_fkey" FOREIGN KEY ("updated_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;


-- =============================================================================================
-- Everything below is SQL-only: rules Prisma cannot express in schema.prisma. Prisma's own
-- part ends above. apps/server/test/schema-drift.test.ts checks that these exist, too.
-- =============================================================================================

-- dog_number_seq belongs to dogs.dog_id (dropped with the column).
ALTER SEQUENCE "dog_number_seq" OWNED BY "dogs"."dog_id";

-- users: usernames are unique regardless of case.
CREATE UNIQUE INDEX "users_lower_username_key" ON "users" (lower("username"));

-- owners: e-mail addresses are stored lower-cased (so @unique is case-insensitive in effect).
ALTER TABLE "owners" ADD CONSTRAINT "owners_email_lowercase_check" CHECK ("email" = lower("email"));

-- dog_owners: position 0 is the primary owner, 1 the optional secondary one.
ALTER TABLE "dog_owners" ADD CONSTRAINT "dog_owners_position_check" CHECK ("position" IN (0, 1));

-- daycare_packages: the day counter never goes below zero.
ALTER TABLE "daycare_packages" ADD CONSTRAINT "daycare_packages_days_left_check" CHECK ("days_left" >= 0);

-- daycare_visits: a visit cannot end before it starts.
ALTER TABLE "daycare_visits" ADD CONSTRAINT "daycare_visits_check_out_after_check_in_check"
    CHECK ("check_out_time" >= "check_in_time");

-- daycare_visits: at most one active visit (checked in, not yet checked out) per dog.
CREATE UNIQUE INDEX "daycare_visits_one_active_per_dog" ON "daycare_visits" ("dog_id")
    WHERE "check_in_time" IS NOT NULL AND "check_out_time" IS NULL;

-- hotel_bookings: a stay ends after it starts.
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_check_out_after_check_in_check"
    CHECK ("check_out" > "check_in");

-- hotel_bookings: no two non-cancelled stays of one dog overlap (half-open ranges, so one
-- stay may start at the instant the previous one ends).
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_no_overlap"
    EXCLUDE USING gist ("dog_id" WITH =, tstzrange("check_in", "check_out", '[)') WITH &&)
    WHERE ("status" <> 'cancelled');

-- Loose search: trigram indexes on the lower-cased, accent-free search text.
-- Note: unlike the other SQL-only rules, Prisma Migrate can see these two (plain GIN indexes on
-- one column); while schema.prisma does not declare them, `prisma migrate dev` on a connected
-- machine would propose dropping them.
CREATE INDEX "dogs_search_text_trgm_idx" ON "dogs" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "owners_search_text_trgm_idx" ON "owners" USING gin ("search_text" gin_trgm_ops);

-- Case-insensitive name sorting.
CREATE INDEX "dogs_lower_name_idx" ON "dogs" (lower("name"));
CREATE INDEX "owners_lower_name_idx" ON "owners" (lower("name"));
