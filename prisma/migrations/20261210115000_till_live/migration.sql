-- Live updates for the till (docs/domains/till.md, "Live"): a till opened or closed at one desk, a
-- payment taken, a fiscal record written or sent are announced under 'billing' like the invoices
-- (LIVE_TABLE_TOPICS), so the other desks' Till, Sessions and Fiscal records tabs follow without
-- a reload. Statement triggers, as every other watched table's: one NOTIFY per statement at
-- commit, never for a rollback. Payments and fiscal records stay append-only (their BEFORE
-- triggers refuse an UPDATE, DELETE or TRUNCATE before these could fire for it).
CREATE TRIGGER "till_sessions_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "till_sessions"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
CREATE TRIGGER "payments_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payments"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
CREATE TRIGGER "fiscal_records_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fiscal_records"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
CREATE TRIGGER "fiscal_outbox_live_notify"
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fiscal_outbox"
    FOR EACH STATEMENT EXECUTE FUNCTION "pawdesk_notify_change"('billing');
