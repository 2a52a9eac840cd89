-- The login throttle and the failed-logins count in PostgreSQL, shared by every server process
-- (issue 27; apps/server/src/auth/login-throttle-pg.ts; docs/domains/auth-and-users.md, "Login
-- throttling"). Times are milliseconds since the epoch from the server's clock (the same clock
-- the in-memory throttle used, so a test's clock still drives it). Every row has an expiry; the
-- servers delete expired rows (at most once a minute each). Nothing here is business data: losing
-- these tables forgets recent failed attempts, nothing else.

-- CreateTable: one counted key (an address, an (account, address) pair, an account...): the
-- attempts still inside the window, oldest first.
CREATE TABLE "login_throttle_keys" (
    "key" TEXT NOT NULL,
    "attempts" BIGINT[],
    "expires_ms" BIGINT NOT NULL,

    CONSTRAINT "login_throttle_keys_pkey" PRIMARY KEY ("key")
);

-- CreateIndex: the sweep of expired keys
CREATE INDEX "login_throttle_keys_expires_ms_idx" ON "login_throttle_keys"("expires_ms");

-- CreateTable: the addresses an account logged in from (known addresses), each until it expires.
CREATE TABLE "login_known_addresses" (
    "key" TEXT NOT NULL,
    "member" TEXT NOT NULL,
    "expires_ms" BIGINT NOT NULL,

    CONSTRAINT "login_known_addresses_pkey" PRIMARY KEY ("key","member")
);

-- CreateIndex: the sweep of expired addresses
CREATE INDEX "login_known_addresses_expires_ms_idx" ON "login_known_addresses"("expires_ms");

-- CreateTable: the slow lane of an account past its limit: when its last turn was given (null: no
-- turn pending), and until when any of its turns may still be taken.
CREATE TABLE "login_turn_queues" (
    "key" TEXT NOT NULL,
    "last_ms" BIGINT,
    "expires_ms" BIGINT NOT NULL,

    CONSTRAINT "login_turn_queues_pkey" PRIMARY KEY ("key")
);

-- CreateIndex: the sweep of expired queues
CREATE INDEX "login_turn_queues_expires_ms_idx" ON "login_turn_queues"("expires_ms");

-- CreateTable: one address's turn in a queue: when it comes, and until when it waits.
CREATE TABLE "login_turns" (
    "key" TEXT NOT NULL,
    "member" TEXT NOT NULL,
    "at_ms" BIGINT NOT NULL,
    "until_ms" BIGINT NOT NULL,

    CONSTRAINT "login_turns_pkey" PRIMARY KEY ("key","member")
);

-- CreateIndex: the sweep of expired turns
CREATE INDEX "login_turns_until_ms_idx" ON "login_turns"("until_ms");

-- CreateTable: failed logins per staff account and minute, for the managers' Today board (the last
-- hour only; the audit log keeps each attempt).
CREATE TABLE "failed_login_minutes" (
    "user_id" UUID NOT NULL,
    "minute" BIGINT NOT NULL,
    "count" INTEGER NOT NULL,

    CONSTRAINT "failed_login_minutes_pkey" PRIMARY KEY ("user_id","minute")
);

-- CreateIndex: the last hour, and the sweep of older minutes
CREATE INDEX "failed_login_minutes_minute_idx" ON "failed_login_minutes"("minute");

-- SQL-only: the two steps that must check and change in one go, as functions (one round trip
-- each, the key's row locked for the step, so attempts on several processes at once count exactly).

-- Counts one attempt for the key unless it holds `p_limit` inside the window. Returns 0 when
-- counted, else the seconds until the oldest attempt that keeps it full leaves the window (>= 1).
CREATE FUNCTION "login_throttle_consume"(p_key TEXT, p_limit BIGINT, p_window_ms BIGINT, p_now BIGINT)
RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    live BIGINT[];
    n INTEGER;
BEGIN
    LOOP
        INSERT INTO "login_throttle_keys" ("key", "attempts", "expires_ms")
        VALUES (p_key, ARRAY[]::BIGINT[], p_now + p_window_ms)
        ON CONFLICT ("key") DO NOTHING;
        SELECT ARRAY(SELECT t FROM unnest(k."attempts") AS t WHERE t > p_now - p_window_ms ORDER BY t)
          INTO live
          FROM "login_throttle_keys" k WHERE k."key" = p_key FOR UPDATE;
        -- Gone between the two (an expired key swept): again.
        EXIT WHEN FOUND;
    END LOOP;
    n := cardinality(live);
    IF n >= p_limit THEN
        UPDATE "login_throttle_keys" SET "attempts" = live WHERE "key" = p_key;
        RETURN GREATEST(1, CEIL((live[n - p_limit + 1] + p_window_ms - p_now) / 1000.0))::INTEGER;
    END IF;
    UPDATE "login_throttle_keys"
       SET "attempts" = live || p_now, "expires_ms" = GREATEST("expires_ms", p_now + p_window_ms)
     WHERE "key" = p_key;
    RETURN 0;
END;
$$;

-- The slow lane: `p_member`'s turn in `p_key`'s queue. Returns 0 when its turn has come (and uses
-- it up), else the seconds until it comes (>= 1); a new member is given the next free turn, one
-- `p_spacing_ms` after the last one and no earlier than `p_delay_ms` from now, unless the queue
-- holds `p_max_turns` already.
CREATE FUNCTION "login_throttle_take_turn"(
    p_key TEXT, p_member TEXT, p_now BIGINT, p_delay_ms BIGINT, p_spacing_ms BIGINT, p_grace_ms BIGINT,
    p_max_turns INTEGER)
RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    q_last BIGINT;
    q_expires BIGINT;
    turn_at BIGINT;
    pending INTEGER;
    nxt BIGINT;
BEGIN
    LOOP
        INSERT INTO "login_turn_queues" ("key", "last_ms", "expires_ms")
        VALUES (p_key, NULL, p_now)
        ON CONFLICT ("key") DO NOTHING;
        SELECT "last_ms", "expires_ms" INTO q_last, q_expires
          FROM "login_turn_queues" WHERE "key" = p_key FOR UPDATE;
        EXIT WHEN FOUND;
    END LOOP;
    DELETE FROM "login_turns" WHERE "key" = p_key AND "until_ms" < p_now;
    SELECT count(*) INTO pending FROM "login_turns" WHERE "key" = p_key;
    -- Nobody waiting and the last turn past: the queue starts afresh.
    IF pending = 0 AND q_last IS NOT NULL AND q_last < p_now THEN
        q_last := NULL;
    END IF;
    SELECT "at_ms" INTO turn_at FROM "login_turns" WHERE "key" = p_key AND "member" = p_member;
    IF turn_at IS NOT NULL THEN
        UPDATE "login_turn_queues" SET "last_ms" = q_last WHERE "key" = p_key;
        IF turn_at <= p_now THEN
            DELETE FROM "login_turns" WHERE "key" = p_key AND "member" = p_member;
            RETURN 0;
        END IF;
        RETURN GREATEST(1, CEIL((turn_at - p_now) / 1000.0))::INTEGER;
    END IF;
    nxt := GREATEST(p_now + p_delay_ms, COALESCE(q_last + p_spacing_ms, p_now + p_delay_ms));
    IF pending >= p_max_turns THEN
        UPDATE "login_turn_queues" SET "last_ms" = q_last WHERE "key" = p_key;
        RETURN GREATEST(1, CEIL((nxt - p_now) / 1000.0))::INTEGER;
    END IF;
    UPDATE "login_turn_queues"
       SET "last_ms" = nxt, "expires_ms" = GREATEST(q_expires, nxt + p_grace_ms)
     WHERE "key" = p_key;
    INSERT INTO "login_turns" ("key", "member", "at_ms", "until_ms") VALUES (p_key, p_member, nxt, nxt + p_grace_ms);
    RETURN GREATEST(1, CEIL((nxt - p_now) / 1000.0))::INTEGER;
END;
$$;
