-- Names sort as a Spanish reader expects: 'Álvaro' between 'Alba' and 'Bruno', 'Óscar' before
-- 'Zoe', 'Ñoño' between 'Nuria' and 'Olga', 'alba' next to 'Alba'. The database's own collation
-- (C.UTF-8) orders by code point, so the name lists sort with ICU's Spanish collation instead:
-- `ORDER BY name COLLATE "es-x-icu", id` in the queries (owners, dogs, users). "es-x-icu" is
-- deterministic: it compares letters first, then accents, then case, and only byte-equal
-- strings are equal, so with the id as the last key every order is total and pages are stable.
-- The columns keep the database's collation (equality, LIKE and the lower() lookups are
-- unchanged); only the sort keys and the indexes below name the ICU collation.

-- DropIndex (the plain name indexes sorted by code point; no query uses them any more)
DROP INDEX "owners_name_idx";

-- DropIndex
DROP INDEX "dogs_name_idx";

-- ---------------------------------------------------------------------------------------------
-- SQL-only rules (schema.prisma cannot express a collation; listed in
-- apps/server/test/drift/sql-only-rules.ts)
-- ---------------------------------------------------------------------------------------------

-- A PostgreSQL built without ICU has no "es-x-icu": stop here with a message that says so,
-- rather than later with "collation does not exist" (or, worse, sorting by code point).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_collation WHERE collname = 'es-x-icu' AND collprovider = 'i') THEN
    RAISE EXCEPTION 'PawDesk needs PostgreSQL built with ICU: the collation "es-x-icu", which sorts names, does not exist in this database. Use a PostgreSQL built with ICU (the official packages and Docker images are); initdb then creates the ICU collations.';
  END IF;
END
$$;

-- Name sorting: the paged lists and the streamed REST list walk these in order (keyset on
-- name, id). They replace the lower(name) indexes of the init migration.
DROP INDEX "owners_lower_name_idx";
DROP INDEX "dogs_lower_name_idx";
CREATE INDEX "owners_name_es_idx" ON "owners" ("name" COLLATE "es-x-icu", "id");
CREATE INDEX "dogs_name_es_idx" ON "dogs" ("name" COLLATE "es-x-icu", "id");
