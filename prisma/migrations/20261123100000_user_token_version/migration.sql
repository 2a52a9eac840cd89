-- A per-user token version: every password change bumps it, and a login token carrying an
-- older version (claim "ver") is refused, so changing a password ends every existing session.
-- Tokens issued before this migration carry no claim and count as version 0.

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "token_version" INTEGER NOT NULL DEFAULT 0;
