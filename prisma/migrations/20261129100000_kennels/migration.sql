-- Kennels, capacity and occupancy (issue 24; docs/contract/rest-contract-business.md, "Kennels,
-- capacity and occupancy"; docs/domains/kennels.md): the hotel's kennels (a type and a capacity in
-- dogs), the kennel a booking holds (optional: assigned later), the hotel's waitlist, and the
-- daycare's capacity as a business setting. Capacity is enforced by the writes under a
-- transaction-scoped lock (decision 0045), not by a constraint.

-- CreateTable: the kennels (managers edit them; who did what is in the audit log). `type` is free text (standard, large, suite...).
CREATE TABLE "kennels" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "type" TEXT NOT NULL DEFAULT 'standard',
    "capacity" INTEGER NOT NULL DEFAULT 1,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "kennels_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "kennels_name_key" ON "kennels"("name");

-- A booking's kennel (null: not assigned yet). Deleting a kennel (only without stays from today
-- on, checked by the service) leaves its past stays without one.
ALTER TABLE "hotel_bookings" ADD COLUMN "kennel_id" UUID;
ALTER TABLE "hotel_bookings" ADD CONSTRAINT "hotel_bookings_kennel_id_fkey" FOREIGN KEY ("kennel_id") REFERENCES "kennels"("id") ON DELETE SET NULL ON UPDATE CASCADE;
-- CreateIndex: a kennel's stays from a day on (the delete check, the grid).
CREATE INDEX "hotel_bookings_kennel_id_check_out_idx" ON "hotel_bookings"("kennel_id", "check_out");

-- CreateTable: the hotel's waitlist, in calendar days (check_out: the departure day).
CREATE TABLE "hotel_waitlist" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "check_in" DATE NOT NULL,
    "check_out" DATE NOT NULL,
    "notes" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "hotel_waitlist_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "hotel_waitlist_check_in_id_idx" ON "hotel_waitlist"("check_in", "id");
CREATE INDEX "hotel_waitlist_dog_id_idx" ON "hotel_waitlist"("dog_id");

-- AddForeignKey
ALTER TABLE "hotel_waitlist" ADD CONSTRAINT "hotel_waitlist_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- The daycare's capacity (null: no limit, the default).
ALTER TABLE "settings" ADD COLUMN "daycare_capacity" INTEGER;

-- SQL-only (apps/server/test/drift/sql-only-rules.ts): a kennel takes at least one dog; a daycare
-- capacity is at least one dog; a waitlist entry has at least one night.
ALTER TABLE "kennels" ADD CONSTRAINT "kennels_capacity_check" CHECK ("capacity" >= 1 AND "capacity" <= 50);
ALTER TABLE "settings" ADD CONSTRAINT "settings_daycare_capacity_check" CHECK ("daycare_capacity" IS NULL OR "daycare_capacity" >= 1);
ALTER TABLE "hotel_waitlist" ADD CONSTRAINT "hotel_waitlist_check_out_after_check_in_check" CHECK ("check_out" > "check_in");

-- The audit log's record types gain the waitlist entry.
ALTER TABLE "audit_events" DROP CONSTRAINT "audit_events_entity_check";
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_check"
    CHECK (entity IN ('owner', 'dog', 'daycare-package', 'daycare-visit', 'hotel-booking',
                      'vet-appointment', 'grooming-booking', 'user', 'setting', 'vaccination',
                      'kennel', 'waitlist', 'price', 'charge', 'invoice', 'payment', 'till'));

-- Live updates: kennels and the waitlist are the hotel's (topic 'hotel', LIVE_TABLE_TOPICS).
CREATE TRIGGER "kennels_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "kennels"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('hotel');
CREATE TRIGGER "hotel_waitlist_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_waitlist"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('hotel');
