-- Business-wide settings (issue 21, item 4): GET /api/settings for any logged-in user, PUT for
-- managers with a partial body merged into what is kept. Today they say how dates and times are
-- written (the spec's US format by default; day first and a 24-hour clock for a Spanish desk);
-- later issues add their own columns (daycare capacity, fiscal identity).
--
-- Storage (decision 0040): one row, one typed column per setting. The row exists from this
-- migration on (id 1, the defaults), a check keeps it the only one, and each setting's values are
-- checked by the database as well as by the API's schema. A partial update is one UPDATE of the
-- columns it names, so two managers changing different settings at once both keep their change.

CREATE TABLE "settings" (
    "id" SMALLINT NOT NULL DEFAULT 1,
    "date_format" TEXT NOT NULL DEFAULT 'mm/dd/yyyy',
    "time_format" TEXT NOT NULL DEFAULT '12h',
    "updated_at" TIMESTAMPTZ(3),

    CONSTRAINT "settings_pkey" PRIMARY KEY ("id")
);

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (checks, the one row, the live trigger; the drift test knows the checks from
-- apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

ALTER TABLE "settings" ADD CONSTRAINT "settings_single_row_check" CHECK ("id" = 1);
ALTER TABLE "settings" ADD CONSTRAINT "settings_date_format_check"
    CHECK ("date_format" IN ('mm/dd/yyyy', 'dd/mm/yyyy'));
ALTER TABLE "settings" ADD CONSTRAINT "settings_time_format_check"
    CHECK ("time_format" IN ('12h', '24h'));

INSERT INTO "settings" ("id") VALUES (1);

-- Live updates (migration 20261126100000_live_change_notify): a changed format reaches every open
-- desk, whose screens read the settings again. Topic 'settings' (LIVE_TABLE_TOPICS).
CREATE TRIGGER "settings_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "settings"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('settings');
