-- Live updates (issue 12): every write to a table staff see change during the day announces its
-- topic on the channel "pawdesk_changes" (PostgreSQL NOTIFY). Each server process LISTENs on it
-- and tells its subscribed screens, so a check-in at one desk reaches every other desk, through
-- whichever server process each of them is connected to (apps/server/src/live/README.md).
--
-- No schema change: nothing here is in schema.prisma, and the drift test does not read triggers.
--
-- Why statement-level triggers and a bare topic:
-- - NOTIFY is transactional: it is delivered at commit, never for a rolled-back write, and
--   PostgreSQL folds identical (channel, payload) pairs of one transaction into one, so a
--   transaction touching many rows sends at most one notification per topic. A statement
--   trigger costs one function call per statement, not per row.
-- - The payload is only the topic: it never carries data (listeners refetch through the normal,
--   authorised reads), so it stays far below NOTIFY's 8000-byte limit whatever changes.
-- - A statement that changes no row (an UPDATE whose WHERE matched nothing) still announces its
--   topic: at worst one needless refetch. Telling them apart would take transition tables, so a
--   trigger per event and a copy of every changed row.
-- - Triggers, not the services: every writer (both APIs, seeds, raw SQL, the copy triggers that
--   keep denormalised names in step) is covered, and the channel is the database's own, shared
--   by every process on it.
-- The topic of each table is listed once more in packages/domain/src/live/live.schema.ts
-- (LIVE_TABLE_TOPICS); a test checks both agree.

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (a function and triggers)
-- ---------------------------------------------------------------------------------------------

CREATE FUNCTION "pawdesk_notify_change"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('pawdesk_changes', TG_ARGV[0]);
    RETURN NULL;
END
$$;

CREATE TRIGGER "users_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('users');

CREATE TRIGGER "owners_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "owners"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('owners');

CREATE TRIGGER "dogs_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dogs"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('dogs');

CREATE TRIGGER "dog_owners_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "dog_owners"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('dogs');

CREATE TRIGGER "daycare_packages_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "daycare_packages"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('daycare');

CREATE TRIGGER "daycare_visits_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "daycare_visits"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('daycare');

CREATE TRIGGER "hotel_bookings_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hotel_bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('hotel');

CREATE TRIGGER "vet_appointments_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vet_appointments"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('vet');

CREATE TRIGGER "grooming_bookings_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "grooming_bookings"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('grooming');
