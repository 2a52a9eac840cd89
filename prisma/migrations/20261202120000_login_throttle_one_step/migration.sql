-- The login throttle's two policy steps as one function call each (issue 27; apps/server/src/auth/
-- login-throttle-pg.ts): the account's step of an attempt (pair, known address, account, own count,
-- slow lane) and a success (pair afresh, one attempt taken back, the address known). The policy is
-- login-throttle.ts's, step for step (its tests run on both stores); one round trip instead of up
-- to five keeps a login as fast as it was with the counts in memory.
--
-- Locks: every key of one account's attempt is locked pair first (one address's attempts on one
-- account wait for each other), then own/account in either order; two addresses never share a pair
-- or an own key, so no two calls wait for each other in a cycle.

-- SQL-only: takes back the newest attempt of a key inside the window.
CREATE FUNCTION "login_throttle_forgive"(p_key TEXT, p_window_ms BIGINT, p_now BIGINT)
RETURNS VOID LANGUAGE sql AS $$
    UPDATE "login_throttle_keys" k
       SET "attempts" = ARRAY(
             SELECT t FROM (
               SELECT t FROM unnest(k."attempts") AS t WHERE t > p_now - p_window_ms ORDER BY t DESC OFFSET 1
             ) kept ORDER BY t)
     WHERE k."key" = p_key;
$$;

-- SQL-only: admitLoginAccount. Returns 0 when the attempt may go on, else the seconds to wait.
CREATE FUNCTION "login_throttle_admit_account"(
    p_pair TEXT, p_own TEXT, p_account TEXT, p_known TEXT, p_turns TEXT, p_address TEXT,
    p_per_pair BIGINT, p_per_account BIGINT, p_window_ms BIGINT, p_now BIGINT,
    p_turn_grace_ms BIGINT, p_max_turns INTEGER)
RETURNS INTEGER LANGUAGE plpgsql AS $$
DECLARE
    unlimited CONSTANT BIGINT := 9007199254740991;
    wait INTEGER;
    spacing BIGINT;
BEGIN
    wait := login_throttle_consume(p_pair, p_per_pair, p_window_ms, p_now);
    IF wait > 0 THEN
        RETURN wait;
    END IF;
    IF EXISTS (SELECT 1 FROM "login_known_addresses"
                WHERE "key" = p_known AND "member" = p_address AND "expires_ms" > p_now) THEN
        wait := login_throttle_consume(p_own, p_per_account, p_window_ms, p_now);
        IF wait = 0 THEN
            PERFORM login_throttle_consume(p_account, unlimited, p_window_ms, p_now);
        END IF;
        RETURN wait;
    END IF;
    wait := login_throttle_consume(p_account, p_per_account, p_window_ms, p_now);
    IF wait = 0 THEN
        PERFORM login_throttle_consume(p_own, unlimited, p_window_ms, p_now);
        RETURN 0;
    END IF;
    spacing := CEIL(p_window_ms::NUMERIC / p_per_account)::BIGINT;
    wait := login_throttle_take_turn(p_turns, p_address, p_now, wait::BIGINT * 1000, spacing,
                                     GREATEST(p_turn_grace_ms, 2 * spacing), p_max_turns);
    IF wait = 0 THEN
        PERFORM login_throttle_consume(p_account, unlimited, p_window_ms, p_now);
        PERFORM login_throttle_consume(p_own, unlimited, p_window_ms, p_now);
    END IF;
    RETURN wait;
END;
$$;

-- SQL-only: loginSucceeded.
CREATE FUNCTION "login_throttle_succeeded"(
    p_pair TEXT, p_address_key TEXT, p_account TEXT, p_own TEXT, p_known TEXT, p_address TEXT,
    p_window_ms BIGINT, p_now BIGINT, p_known_ttl_ms BIGINT)
RETURNS VOID LANGUAGE plpgsql AS $$
BEGIN
    DELETE FROM "login_throttle_keys" WHERE "key" = p_pair;
    PERFORM login_throttle_forgive(p_address_key, p_window_ms, p_now);
    PERFORM login_throttle_forgive(p_account, p_window_ms, p_now);
    PERFORM login_throttle_forgive(p_own, p_window_ms, p_now);
    INSERT INTO "login_known_addresses" ("key", "member", "expires_ms")
    VALUES (p_known, p_address, p_now + p_known_ttl_ms)
    ON CONFLICT ("key", "member") DO UPDATE SET "expires_ms" = EXCLUDED."expires_ms";
END;
$$;
