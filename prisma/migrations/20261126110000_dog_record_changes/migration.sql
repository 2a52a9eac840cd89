-- The change history of a dog's record, for the dog details modal's Timeline tab (issue 12):
-- one row per save that changed something (created; updated with the fields, owners and picture
-- it changed), written by the dogs module in the same transaction as the change. A dog's
-- timeline reads its rows newest first by (changed_at, id) from dog_record_changes_dog_changed_idx,
-- a keyset page at a time. Deleting the dog deletes its history; deleting a user keeps the rows
-- with the username they had (changed_by_username).

-- CreateEnum
CREATE TYPE "DogChangeAction" AS ENUM ('created', 'updated');

-- CreateTable
CREATE TABLE "dog_record_changes" (
    "id" UUID NOT NULL,
    "dog_id" UUID NOT NULL,
    "action" "DogChangeAction" NOT NULL,
    "changes" JSONB NOT NULL,
    "changed_by_id" UUID,
    "changed_by_username" TEXT,
    "changed_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "dog_record_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dog_record_changes_dog_changed_idx" ON "dog_record_changes"("dog_id", "changed_at", "id");

-- CreateIndex
CREATE INDEX "dog_record_changes_changed_by_id_idx" ON "dog_record_changes"("changed_by_id");

-- AddForeignKey
ALTER TABLE "dog_record_changes" ADD CONSTRAINT "dog_record_changes_dog_id_fkey" FOREIGN KEY ("dog_id") REFERENCES "dogs"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dog_record_changes" ADD CONSTRAINT "dog_record_changes_changed_by_id_fkey" FOREIGN KEY ("changed_by_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (listed in apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- The changes are always a list (empty for a creation), never another JSON value.
ALTER TABLE "dog_record_changes" ADD CONSTRAINT "dog_record_changes_changes_array_check"
    CHECK (jsonb_typeof("changes") = 'array');

-- ---------------------------------------------------------------------------------------------
-- Data: every dog registered before this migration gets its `created` row, from its own
-- created_at and created_by, so its timeline starts where its record did.
-- ---------------------------------------------------------------------------------------------
INSERT INTO "dog_record_changes" ("id", "dog_id", "action", "changes", "changed_by_id", "changed_by_username", "changed_at")
SELECT gen_random_uuid(), d."id", 'created', '[]'::jsonb, u."id", u."username", d."created_at"
  FROM "dogs" d
  LEFT JOIN "users" u ON u."id" = d."created_by_id";
