-- The audit log (issue 22; docs/domains/audit.md, decision 0023): one append-only table of events,
-- each written by the server in the same transaction as the change it records (a create, update,
-- delete or status change of an owner, dog, package, visit, booking, appointment, user or the
-- settings; later issues add vaccinations, kennels, prices, charges, invoices, payments, tills),
-- plus failed logins. An event keeps the actor as they were (id and username, no foreign key: the
-- user may be deleted), the time, the action, the record (entity and id), a one-line English
-- summary, the changed fields with their old and new values (never a secret), a reason when one
-- was given, and for a failed login the username tried and the address (context).
--
-- It cannot be rewritten: no API edits or deletes an event, and PostgreSQL itself refuses UPDATE,
-- DELETE and TRUNCATE on the table, for the application's database user as for anyone, with the
-- triggers at the end of this file (triggers rather than privileges: the application's user owns
-- its tables, and an owner keeps every privilege it could be refused; a trigger binds the owner
-- too). Removing them takes DDL (DROP TRIGGER, ALTER TABLE ... DISABLE TRIGGER), which no code path
-- of the application runs; a migration that did would be read in review.
--
-- The dog record's change history (dog_record_changes, migration 20261126110000) becomes a view of
-- this table: its rows move here as the dog's `create` and `update` events, the table is dropped,
-- and a view of the same name and columns answers the dog's timeline as before.

-- DropForeignKey
ALTER TABLE "dog_record_changes" DROP CONSTRAINT "dog_record_changes_changed_by_id_fkey";

-- DropForeignKey
ALTER TABLE "dog_record_changes" DROP CONSTRAINT "dog_record_changes_dog_id_fkey";

-- CreateTable
CREATE TABLE "audit_events" (
    "id" UUID NOT NULL DEFAULT uuidv7(),
    "at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "actor_id" UUID,
    "actor_username" TEXT,
    "action" TEXT NOT NULL,
    "entity" TEXT NOT NULL,
    "entity_id" UUID NOT NULL,
    "summary" TEXT NOT NULL,
    "changes" JSONB NOT NULL,
    "reason" TEXT,
    "context" JSONB,

    CONSTRAINT "audit_events_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_events_at_id_idx" ON "audit_events"("at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_record_idx" ON "audit_events"("entity_id", "entity", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_entity_at_idx" ON "audit_events"("entity", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events"("actor_id", "at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "audit_events_action_at_idx" ON "audit_events"("action", "at" DESC, "id" DESC);

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (checks and triggers; the drift test knows the checks from
-- apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- The actions and record types of packages/domain/src/audit/audit.schema.ts (AUDIT_ACTIONS,
-- AUDIT_ENTITIES). A new one is a new migration replacing the check.
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_action_check"
    CHECK ("action" IN ('create', 'update', 'delete', 'status', 'override', 'void', 'login-failed'));
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_entity_check"
    CHECK ("entity" IN ('owner', 'dog', 'daycare-package', 'daycare-visit', 'hotel-booking',
                        'vet-appointment', 'grooming-booking', 'user', 'setting', 'vaccination',
                        'kennel', 'price', 'charge', 'invoice', 'payment', 'till'));
-- The changes are always a list (empty when none are recorded), the context an object.
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_changes_array_check"
    CHECK (jsonb_typeof("changes") = 'array');
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_context_object_check"
    CHECK ("context" IS NULL OR jsonb_typeof("context") = 'object');

-- Append-only. Every UPDATE or DELETE of a row, and any TRUNCATE, raises an error, which rolls
-- back the statement and its transaction. (A row's foreign keys cannot reach here: the table has
-- none, so no cascade from another table ever deletes an event.)
CREATE FUNCTION "audit_events_refuse_rewrite"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege',
          HINT = 'Audit events are never changed or removed (migration 20261128100000_audit_events).';
END;
$$;

CREATE TRIGGER "audit_events_no_update_or_delete"
    BEFORE UPDATE OR DELETE ON "audit_events"
    FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_rewrite"();

CREATE TRIGGER "audit_events_no_truncate"
    BEFORE TRUNCATE ON "audit_events"
    FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_rewrite"();

-- ---------------------------------------------------------------------------------------------
-- Data: the dog record's change history moves here. Each row keeps its id, time and who (the
-- username it kept; the id when that user still exists). Changes are written as events write
-- them, { field, from, to }: particular signs were kept only as changed (from and to null here),
-- a picture only as added, replaced or removed (its file names were not kept: `true` stands for
-- "a picture", null for none). The summary names the dog as it is called now.
-- ---------------------------------------------------------------------------------------------
INSERT INTO "audit_events" ("id", "at", "actor_id", "actor_username", "action", "entity", "entity_id",
                            "summary", "changes")
SELECT c."id", c."changed_at", c."changed_by_id", c."changed_by_username",
       CASE c."action" WHEN 'created' THEN 'create' ELSE 'update' END,
       'dog', c."dog_id",
       CASE c."action"
         WHEN 'created' THEN 'Created dog ' || d."name"
         ELSE 'Changed dog ' || d."name" || coalesce(': ' || (
                SELECT string_agg(x.ch->>'field', ', ' ORDER BY x.n)
                  FROM jsonb_array_elements(c."changes") WITH ORDINALITY AS x(ch, n)), '')
       END,
       coalesce((
         SELECT jsonb_agg(
                  CASE x.ch->>'field'
                    WHEN 'particularSigns' THEN
                      jsonb_build_object('field', 'particularSigns', 'from', NULL, 'to', NULL)
                    WHEN 'picture' THEN
                      jsonb_build_object('field', 'picture',
                        'from', CASE WHEN x.ch->>'change' = 'added' THEN 'null'::jsonb ELSE 'true'::jsonb END,
                        'to', CASE WHEN x.ch->>'change' = 'removed' THEN 'null'::jsonb ELSE 'true'::jsonb END)
                    ELSE x.ch
                  END ORDER BY x.n)
           FROM jsonb_array_elements(c."changes") WITH ORDINALITY AS x(ch, n)), '[]'::jsonb)
  FROM "dog_record_changes" c
  JOIN "dogs" d ON d."id" = c."dog_id";

-- DropTable
DROP TABLE "dog_record_changes";

-- DropEnum
DROP TYPE "DogChangeAction";

-- ---------------------------------------------------------------------------------------------
-- The dog record's change history, now a view of the dog's events: the same columns as the
-- table it replaces. Only `create` and `update` events of dogs that exist (a deleted dog has no
-- timeline; its events stay in audit_events). `changes` in the timeline's shape (ZDogChange):
-- empty for a creation; the record's own fields in the form's order as events write them;
-- particular signs as changed; a picture as added, replaced or removed. `changed_by_id` is the
-- user while they exist, as the table's foreign key (ON DELETE SET NULL) left it.
-- A dog's timeline reads it newest first from audit_events_record_idx.
-- ---------------------------------------------------------------------------------------------
CREATE VIEW "dog_record_changes" AS
SELECT e."id",
       e."entity_id" AS "dog_id",
       CASE e."action" WHEN 'create' THEN 'created' ELSE 'updated' END AS "action",
       CASE WHEN e."action" = 'create' THEN '[]'::jsonb ELSE coalesce((
         SELECT jsonb_agg(
                  CASE x.ch->>'field'
                    WHEN 'particularSigns' THEN jsonb_build_object('field', 'particularSigns')
                    WHEN 'picture' THEN jsonb_build_object('field', 'picture', 'change',
                      CASE WHEN x.ch->'from' = 'null'::jsonb THEN 'added'
                           WHEN x.ch->'to' = 'null'::jsonb THEN 'removed'
                           ELSE 'replaced' END)
                    ELSE jsonb_build_object('field', x.ch->'field', 'from', x.ch->'from', 'to', x.ch->'to')
                  END ORDER BY x.n)
           FROM jsonb_array_elements(e."changes") WITH ORDINALITY AS x(ch, n)
          WHERE x.ch->>'field' IN ('name', 'breed', 'age', 'dateOfBirth', 'weight', 'particularSigns',
                                   'owners', 'picture')), '[]'::jsonb)
       END AS "changes",
       u."id" AS "changed_by_id",
       e."actor_username" AS "changed_by_username",
       e."at" AS "changed_at"
  FROM "audit_events" e
  JOIN "dogs" d ON d."id" = e."entity_id"
  LEFT JOIN "users" u ON u."id" = e."actor_id"
 WHERE e."entity" = 'dog' AND e."action" IN ('create', 'update');
