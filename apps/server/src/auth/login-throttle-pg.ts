// The login throttle and the failed-logins count in PostgreSQL, so every server process behind a
// load balancer counts the same attempts: five wrong passwords spread over three processes lock
// the pair as five on one would (issue 27; docs/domains/auth-and-users.md, "Login throttling").
// The policy is login-throttle.ts's, unchanged; only where the counts live changes.
//
// Each step is one statement, or one function of migrations 20261202110000_shared_login_throttle
// and 20261202120000_login_throttle_one_step, that locks the key's row while it checks and counts,
// so concurrent attempts on any processes are counted exactly: never one more than the limit lets
// through. A login costs two calls (the address's step, the account's step) and one more on
// success, whatever the policy's branch. Times are the server's clock
// in ms (processes' clocks must agree within a second or so, as the tokens' expiry already asks);
// a test may give its own clock. Expired rows are deleted by the process that notices a minute
// has passed since its last sweep, in the background of an attempt: nothing grows without bound.
import type { PrismaClient } from '../db/prisma';
import { FAILED_LOGIN_WINDOW_MS, type FailedLoginCount, type FailedLoginLog } from './failed-logins';
import { type LoginThrottle, MAX_TURNS_PER_QUEUE, type ThrottleVerdict } from './login-throttle';

/** How often one process deletes expired rows, at most. */
export const THROTTLE_SWEEP_MS = 60_000;
const MINUTE_MS = 60_000;

const verdict = (retryAfterSeconds: number): ThrottleVerdict => ({
  allowed: retryAfterSeconds === 0,
  retryAfterSeconds,
});

export function createPgLoginThrottle(
  prisma: PrismaClient,
  windowMs: number,
  opts: {
    /** The clock (a test's); the server's by default. */
    now?: () => number;
    /** Turns one queue may hold (MAX_TURNS_PER_QUEUE; a test of the cap gives fewer). */
    maxTurnsPerQueue?: number;
  } = {},
): LoginThrottle & { sweep(): Promise<void> } {
  const now = opts.now ?? Date.now;
  const maxTurns = opts.maxTurnsPerQueue ?? MAX_TURNS_PER_QUEUE;
  let lastSweep = now();
  const sweep = async () => {
    const at = now();
    lastSweep = at;
    await prisma.$transaction([
      prisma.$executeRaw`DELETE FROM login_throttle_keys WHERE expires_ms < ${at}::bigint`,
      prisma.$executeRaw`DELETE FROM login_known_addresses WHERE expires_ms < ${at}::bigint`,
      prisma.$executeRaw`DELETE FROM login_turns WHERE until_ms < ${at}::bigint`,
      prisma.$executeRaw`DELETE FROM login_turn_queues WHERE expires_ms < ${at}::bigint`,
    ]);
  };
  const sweepNowAndThen = () => {
    if (now() - lastSweep < THROTTLE_SWEEP_MS) return;
    // In the background: an attempt never waits for it, and a failed sweep is tried next minute.
    sweep().catch(() => undefined);
  };
  return {
    windowMs,
    sweep,
    async consume(key, limit) {
      sweepNowAndThen();
      const [row] = await prisma.$queryRaw<[{ wait: number }]>`
        SELECT login_throttle_consume(${key}, ${limit}::bigint, ${windowMs}::bigint, ${now()}::bigint) AS wait`;
      return verdict(row.wait);
    },
    async forgiveOne(key) {
      // The newest attempt inside the window goes (the row is locked by the UPDATE).
      await prisma.$queryRaw`SELECT login_throttle_forgive(${key}, ${windowMs}::bigint, ${now()}::bigint)::text`;
    },
    async reset(key) {
      await prisma.$executeRaw`DELETE FROM login_throttle_keys WHERE key = ${key}`;
    },
    async remember(key, member, ttlMs) {
      await prisma.$executeRaw`
        INSERT INTO login_known_addresses (key, member, expires_ms)
        VALUES (${key}, ${member}, ${now() + ttlMs}::bigint)
        ON CONFLICT (key, member) DO UPDATE SET expires_ms = EXCLUDED.expires_ms`;
    },
    async knows(key, member) {
      const rows = await prisma.$queryRaw<unknown[]>`
        SELECT 1 FROM login_known_addresses
         WHERE key = ${key} AND member = ${member} AND expires_ms > ${now()}::bigint`;
      return rows.length > 0;
    },
    async admitAccount({ keys, address, limits, turnGraceMs }) {
      sweepNowAndThen();
      const [row] = await prisma.$queryRaw<[{ wait: number }]>`
        SELECT login_throttle_admit_account(${keys.pair}, ${keys.own}, ${keys.account}, ${keys.known},
          ${keys.turns}, ${address}, ${limits.perPair}::bigint, ${limits.perAccount}::bigint,
          ${windowMs}::bigint, ${now()}::bigint, ${turnGraceMs}::bigint, ${maxTurns}::integer) AS wait`;
      return verdict(row.wait);
    },
    async succeeded(keys, address, knownTtlMs) {
      await prisma.$queryRaw`
        SELECT login_throttle_succeeded(${keys.pair}, ${keys.address}, ${keys.account}, ${keys.own},
          ${keys.known}, ${address}, ${windowMs}::bigint, ${now()}::bigint, ${knownTtlMs}::bigint)::text`;
    },
    async takeTurn(key, member, request) {
      const [row] = await prisma.$queryRaw<[{ wait: number }]>`
        SELECT login_throttle_take_turn(${key}, ${member}, ${now()}::bigint, ${request.delayMs}::bigint,
          ${request.spacingMs}::bigint, ${request.graceMs}::bigint, ${maxTurns}::integer) AS wait`;
      return verdict(row.wait);
    },
  };
}

/** Failed logins per account and minute in PostgreSQL (one upsert per failure, one row per minute). */
export function createPgFailedLoginLog(prisma: PrismaClient, now: () => number = Date.now): FailedLoginLog {
  let lastSweep = now();
  return {
    async record(userId) {
      const minute = Math.floor(now() / MINUTE_MS);
      await prisma.$executeRaw`
        INSERT INTO failed_login_minutes (user_id, minute, count) VALUES (${userId}::uuid, ${minute}::bigint, 1)
        ON CONFLICT (user_id, minute) DO UPDATE SET count = failed_login_minutes.count + 1`;
      if (now() - lastSweep >= THROTTLE_SWEEP_MS) {
        lastSweep = now();
        const oldest = Math.floor((now() - FAILED_LOGIN_WINDOW_MS) / MINUTE_MS);
        await prisma.$executeRaw`DELETE FROM failed_login_minutes WHERE minute < ${oldest}::bigint`;
      }
    },
    async recent(windowMs = FAILED_LOGIN_WINDOW_MS) {
      const from = Math.floor((now() - Math.min(windowMs, FAILED_LOGIN_WINDOW_MS)) / MINUTE_MS);
      const rows = await prisma.$queryRaw<Array<{ userId: string; count: number }>>`
        SELECT user_id::text AS "userId", sum(count)::integer AS count
          FROM failed_login_minutes WHERE minute >= ${from}::bigint
         GROUP BY user_id HAVING sum(count) > 0`;
      return rows satisfies FailedLoginCount[];
    },
  };
}
