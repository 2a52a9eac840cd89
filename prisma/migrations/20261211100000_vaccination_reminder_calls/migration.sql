-- Issue 28: the daily reminders become a call list the desk works through
-- (docs/decisions/0081-vaccination-call-list.md). Each note keeps whether the owner was called,
-- when, and by whom (the user's id, and the name as it was then, so a renamed or deleted user
-- still reads as who called). `called_at IS NULL` means nobody has called yet. A call on an item
-- the job never noted inserts the row itself (noted_on = that day).
ALTER TABLE "vaccination_reminders"
    ADD COLUMN "called_at" TIMESTAMPTZ(3),
    ADD COLUMN "called_by" UUID,
    ADD COLUMN "called_by_name" TEXT;

-- Live updates (migration 20261126100000_live_change_notify): the due list shows these rows; a
-- dog's vaccinations are part of the dog, so their writes announce 'dogs' as dog_vaccinations' do.
CREATE TRIGGER "vaccination_reminders_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "vaccination_reminders"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('dogs');
