-- Hotel bookings: the list variant (sorted by dog name, owner name, check-in, check-out or
-- duration, filtered by business day), All Bookings (the bookings checking in during a month or
-- a year, searched by dog, breed or owner, by status), the Overview, the check-in picker and a
-- dog's stays. Plans measured with 50,000 dogs and 20,000 stays over three years:
-- apps/server/src/modules/hotel/README.md.
--
-- A booking row carries copies of its dog's name, its dog's primary owner's name and its dog's
-- search text (dogs.search_text: name, breed and owners, folded), kept by triggers: the database
-- fills them on every insert and follows every rename of a dog or an owner and every change of
-- a dog's owners, so no writer (the services, Prisma, raw SQL, seeds) can leave them stale.
-- Without them, sorting the 20,000 bookings by owner name cost 150-185 ms (a join to two tables
-- and an ICU sort of every row), and a search over a year's bookings 30-50 ms (a join to every
-- dog); with them a page is read from one index, and a search filters one table.

-- AlterTable
ALTER TABLE "hotel_bookings" ADD COLUMN     "dog_name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "owner_name" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- DropIndex (extended below with the id, so a sort by them is total and read in index order, and
-- with the other date, so the list's date filters are answered from the index alone)
DROP INDEX "hotel_bookings_check_in_idx";

-- DropIndex
DROP INDEX "hotel_bookings_check_out_idx";

-- DropIndex (extended below with check_in: a dog's stays newest first)
DROP INDEX "hotel_bookings_dog_id_idx";

-- CreateIndex
CREATE INDEX "hotel_bookings_check_in_id_check_out_idx" ON "hotel_bookings"("check_in", "id", "check_out");

-- CreateIndex
CREATE INDEX "hotel_bookings_check_out_id_check_in_idx" ON "hotel_bookings"("check_out", "id", "check_in");

-- CreateIndex
CREATE INDEX "hotel_bookings_dog_id_check_in_idx" ON "hotel_bookings"("dog_id", "check_in");

-- CreateIndex
CREATE INDEX "hotel_bookings_search_text_trgm_idx" ON "hotel_bookings" USING GIN ("search_text" gin_trgm_ops);

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (functions, triggers, collated, expression and partial indexes; the indexes are
-- listed in apps/server/test/drift/sql-only-rules.ts, the triggers are proved by the hotel tests)
-- ---------------------------------------------------------------------------------------------

-- Every insert, and every write of dog_id or of a copy, takes the copies from the dog and its
-- primary owner (dog_owners.position 0).
CREATE FUNCTION "hotel_bookings_copy_dog"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    SELECT d."name", d."search_text" INTO NEW."dog_name", NEW."search_text"
      FROM "dogs" d WHERE d."id" = NEW."dog_id";
    SELECT o."name" INTO NEW."owner_name"
      FROM "dog_owners" l JOIN "owners" o ON o."id" = l."owner_id"
     WHERE l."dog_id" = NEW."dog_id" AND l."position" = 0;
    -- An unknown dog: the foreign key reports it, not the NOT NULL of a copy.
    NEW."dog_name" := COALESCE(NEW."dog_name", '');
    NEW."search_text" := COALESCE(NEW."search_text", '');
    NEW."owner_name" := COALESCE(NEW."owner_name", '');
    RETURN NEW;
END
$$;

CREATE TRIGGER "hotel_bookings_copy_dog"
    BEFORE INSERT OR UPDATE OF "dog_id", "dog_name", "owner_name", "search_text" ON "hotel_bookings"
    FOR EACH ROW EXECUTE FUNCTION "hotel_bookings_copy_dog"();

-- A renamed dog, or one whose search text changed (its breed, its owners' names): its bookings
-- copy again (writing a copy makes the trigger above refill them all). The bookings' updated_at
-- and updated_by stay: this is not a change of the booking.
CREATE FUNCTION "dogs_to_hotel_bookings"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "hotel_bookings" SET "dog_name" = '' WHERE "dog_id" = NEW."id";
    RETURN NULL;
END
$$;

CREATE TRIGGER "dogs_to_hotel_bookings"
    AFTER UPDATE OF "name", "search_text" ON "dogs"
    FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name" OR OLD."search_text" IS DISTINCT FROM NEW."search_text")
    EXECUTE FUNCTION "dogs_to_hotel_bookings"();

-- A renamed owner: the bookings of the dogs whose primary owner they are.
CREATE FUNCTION "owners_name_to_hotel_bookings"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    UPDATE "hotel_bookings" SET "owner_name" = ''
     WHERE "dog_id" IN (SELECT l."dog_id" FROM "dog_owners" l WHERE l."owner_id" = NEW."id" AND l."position" = 0);
    RETURN NULL;
END
$$;

CREATE TRIGGER "owners_name_to_hotel_bookings"
    AFTER UPDATE OF "name" ON "owners"
    FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
    EXECUTE FUNCTION "owners_name_to_hotel_bookings"();

-- A dog's owners changed (added, removed, reordered): its bookings take the new primary owner.
CREATE FUNCTION "dog_owners_to_hotel_bookings"() RETURNS trigger
    LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE "hotel_bookings" SET "owner_name" = '' WHERE "dog_id" = OLD."dog_id";
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."dog_id" IS DISTINCT FROM OLD."dog_id") THEN
        UPDATE "hotel_bookings" SET "owner_name" = '' WHERE "dog_id" = NEW."dog_id";
    END IF;
    RETURN NULL;
END
$$;

CREATE TRIGGER "dog_owners_to_hotel_bookings"
    AFTER INSERT OR UPDATE OR DELETE ON "dog_owners"
    FOR EACH ROW EXECUTE FUNCTION "dog_owners_to_hotel_bookings"();

-- The bookings that exist already: writing a copy makes the first trigger fill all three.
UPDATE "hotel_bookings" SET "dog_name" = '';

-- The list variant's name sorts (bookings.reads.ts): the name in Spanish order, then (owner)
-- the dog's name, then the check-in and the id, each in the sort's direction, so a page is read
-- in index order (backwards for descending sorts) and pages never overlap. The check-out rides
-- along, so the current / upcoming / past filters are answered from the index alone.
CREATE INDEX "hotel_bookings_dog_name_es_idx" ON "hotel_bookings" ("dog_name" COLLATE "es-x-icu", "check_in", "id", "check_out");
CREATE INDEX "hotel_bookings_owner_name_es_idx" ON "hotel_bookings" ("owner_name" COLLATE "es-x-icu", "dog_name" COLLATE "es-x-icu", "check_in", "id", "check_out");

-- The list variant's duration sort: the stay's length, then the check-in and the id.
CREATE INDEX "hotel_bookings_duration_idx" ON "hotel_bookings" (("check_out" - "check_in"), "check_in", "id", "check_out");

-- The guests here now (checked in): the Overview's first list and figure, and "is this dog
-- already checked in?" of every check-in and of the picker, without reading other bookings.
CREATE INDEX "hotel_bookings_checked_in_idx" ON "hotel_bookings" ("dog_id") WHERE "status" = 'checked-in';
