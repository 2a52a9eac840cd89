import { describe, expect, it } from 'vitest';
import { onCleanup } from '../../test/helpers/cleanup';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/db';
import { createPrisma } from '../db/prisma';
import { createMemoryFailedLoginLog, type FailedLoginLog } from './failed-logins';
import {
  admitLoginAttempt,
  createMemoryLoginThrottle,
  type LoginThrottle,
  loginLimits,
  loginSucceeded,
  MAX_TURNS_PER_QUEUE,
} from './login-throttle';
import { createPgFailedLoginLog, createPgLoginThrottle } from './login-throttle-pg';

// Every test runs against both stores: the in-memory one, and PostgreSQL's (what the server uses,
// shared by its processes), which must answer exactly alike.
let database: Promise<TestDatabase> | undefined;
const pgDatabase = async () => {
  database ??= createTestDatabase();
  const db = await database;
  await db.prisma.$executeRawUnsafe(
    'TRUNCATE login_throttle_keys, login_known_addresses, login_turn_queues, login_turns, failed_login_minutes',
  );
  return db;
};

/** PostgreSQL's queue cap in these tests (10,000 turns would take a while to fill). */
const PG_MAX_TURNS = 40;

const stores: Array<{
  name: string;
  maxTurns: number;
  throttle: (windowMs: number, now?: () => number) => Promise<LoginThrottle>;
  failedLogins: (now: () => number) => Promise<FailedLoginLog>;
}> = [
  {
    name: 'memory',
    maxTurns: MAX_TURNS_PER_QUEUE,
    throttle: async (windowMs, now) => createMemoryLoginThrottle(windowMs, now),
    failedLogins: async (now) => createMemoryFailedLoginLog(now),
  },
  {
    name: 'PostgreSQL',
    maxTurns: PG_MAX_TURNS,
    throttle: async (windowMs, now) =>
      createPgLoginThrottle((await pgDatabase()).prisma, windowMs, { now, maxTurnsPerQueue: PG_MAX_TURNS }),
    failedLogins: async (now) => createPgFailedLoginLog((await pgDatabase()).prisma, now),
  },
];

describe.each(stores)('$name login throttle', (store) => {
  it('allows up to the limit, then answers how long to wait, then lets the key in again', async () => {
    let now = 1_000_000;
    const throttle = await store.throttle(60_000, () => now);
    for (let i = 0; i < 3; i++) expect((await throttle.consume('k', 3)).allowed).toBe(true);
    now += 10_000;
    const blocked = await throttle.consume('k', 3);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_001;
    expect((await throttle.consume('k', 3)).allowed).toBe(true);
  });

  it('takes back a successful attempt and forgets a reset key', async () => {
    const throttle = await store.throttle(60_000);
    await throttle.consume('a', 2);
    await throttle.forgiveOne('a');
    await throttle.consume('a', 2);
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
    expect((await throttle.consume('a', 2)).allowed).toBe(false);
    await throttle.reset('a');
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
  });
});

describe.each(stores)('login policy ($name)', (store) => {
  it('derives the limits: pair as configured, address 4x, account 20x unless set', () => {
    expect(loginLimits(5)).toEqual({ perPair: 5, perAddress: 20, perAccount: 100 });
    expect(loginLimits(3, 12)).toEqual({ perPair: 3, perAddress: 12, perAccount: 12 });
  });

  const setup = async (limits = loginLimits(3, 9)) => {
    let now = 5_000_000;
    const throttle: LoginThrottle = await store.throttle(60_000, () => now);
    return {
      attempt: (account: string, address: string) => admitLoginAttempt(throttle, limits, account, address),
      succeed: (account: string, address: string) => loginSucceeded(throttle, account, address),
      advance: (ms: number) => {
        now += ms;
      },
    };
  };

  it('stops a pair at its limit while the account stays open at other addresses', async () => {
    const { attempt } = await setup();
    for (let i = 0; i < 3; i++) expect((await attempt('maria', 'A')).allowed).toBe(true);
    expect(await attempt('maria', 'A')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await attempt('maria', 'B')).allowed).toBe(true);
    // Another username at the same address is a different pair.
    expect((await attempt('jose', 'A')).allowed).toBe(true);
  });

  it('does not count refused attempts against the account (hammering from one address)', async () => {
    const { attempt } = await setup(loginLimits(3, 5));
    for (let i = 0; i < 3; i++) await attempt('maria', 'A');
    for (let i = 0; i < 50; i++) expect((await attempt('maria', 'A')).allowed).toBe(false);
    // The account has used 3 of 5: two more addresses' attempts pass, then it waits.
    expect((await attempt('maria', 'B')).allowed).toBe(true);
    expect((await attempt('maria', 'C')).allowed).toBe(true);
    expect((await attempt('maria', 'D')).allowed).toBe(false);
  });

  it('caps an account across many addresses, and never for good', async () => {
    const { attempt, advance } = await setup();
    for (const address of ['A', 'B', 'C']) {
      for (let i = 0; i < 3; i++) expect((await attempt('maria', address)).allowed).toBe(true);
      advance(1_000);
    }
    expect(await attempt('maria', 'D')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    advance(57_000);
    expect((await attempt('maria', 'D')).allowed).toBe(true);
  });

  it('caps an address over many usernames (4x the pair limit)', async () => {
    const { attempt } = await setup(loginLimits(2, 100));
    for (let i = 0; i < 8; i++) expect((await attempt(`user${i}`, 'A')).allowed).toBe(true);
    expect((await attempt('fresh', 'A')).allowed).toBe(false);
    expect((await attempt('fresh', 'B')).allowed).toBe(true);
  });

  it('restarts the pair after a success and takes the attempt back on the address and account', async () => {
    const { attempt, succeed } = await setup(loginLimits(3, 4));
    await attempt('maria', 'A');
    await attempt('maria', 'A');
    await attempt('maria', 'A');
    await succeed('maria', 'A');
    // Pair afresh (3 more allowed at A); the account counts 2 (4 limit), so the third is refused.
    expect((await attempt('maria', 'A')).allowed).toBe(true);
    expect((await attempt('maria', 'A')).allowed).toBe(true);
    expect((await attempt('maria', 'A')).allowed).toBe(false);
  });

  it('lets an address the account logged in from past the account limit, holding it to its own attempts', async () => {
    const { attempt, succeed } = await setup(loginLimits(3, 9));
    expect((await attempt('maria', 'HOME')).allowed).toBe(true);
    await succeed('maria', 'HOME');
    for (const address of ['A', 'B', 'C']) for (let i = 0; i < 3; i++) await attempt('maria', address);
    expect((await attempt('maria', 'D')).allowed).toBe(false);
    expect((await attempt('maria', 'HOME')).allowed).toBe(true);
    // Known at HOME only, and only to this account.
    expect((await attempt('maria', 'E')).allowed).toBe(false);
    expect((await attempt('jose', 'HOME')).allowed).toBe(true);
  });

  it('gives an unknown address a turn past the account limit, which comes even while the window stays full', async () => {
    const { attempt, advance } = await setup(loginLimits(3, 9));
    for (const address of ['A', 'B', 'C']) for (let i = 0; i < 3; i++) await attempt('maria', address);
    expect(await attempt('maria', 'FRESH')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    // The next address queues one spacing (60 s / 9) later; asking again keeps one's turn.
    expect(await attempt('maria', 'OTHER')).toEqual({ allowed: false, retryAfterSeconds: 67 });
    advance(30_000);
    expect(await attempt('maria', 'FRESH')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    advance(30_000);
    // The window reopened; guessers fill it first...
    for (const address of ['G', 'H', 'I']) for (let i = 0; i < 3; i++) await attempt('maria', address);
    expect((await attempt('maria', 'J')).allowed).toBe(false);
    // ...and FRESH still has its turn, once.
    expect((await attempt('maria', 'FRESH')).allowed).toBe(true);
    expect((await attempt('maria', 'FRESH')).allowed).toBe(false);
  });
});

describe.each(stores)('$name throttle: known members and turns', (store) => {
  it('forgets a known member after its time', async () => {
    let now = 0;
    const throttle = await store.throttle(60_000, () => now);
    await throttle.remember('k', 'a', 1_000);
    expect(await throttle.knows('k', 'a')).toBe(true);
    expect(await throttle.knows('k', 'b')).toBe(false);
    now = 1_000;
    expect(await throttle.knows('k', 'a')).toBe(false);
  });

  it('gives up a turn its member did not come back for, and caps a queue', async () => {
    let now = 0;
    const throttle = await store.throttle(60_000, () => now);
    const request = { delayMs: 10_000, spacingMs: 1_000, graceMs: 5_000 };
    expect(await throttle.takeTurn('q', 'a', request)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now = 15_001;
    // a's turn (10 s, kept 5 s) is gone: a new one, after the delay.
    expect(await throttle.takeTurn('q', 'a', request)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    for (let i = 0; i < store.maxTurns; i++) await throttle.takeTurn('big', `m${i}`, request);
    const beyond = await throttle.takeTurn('big', 'late', request);
    expect(beyond.allowed).toBe(false);
    now += 100_000_000;
    expect((await throttle.takeTurn('big', 'late', request)).allowed).toBe(false);
  });
});

describe.each(stores)('failed logins of the last hour ($name)', (store) => {
  it('counts per account and forgets what is older than an hour', async () => {
    let now = 10 * 3_600_000;
    const log = await store.failedLogins(() => now);
    for (let i = 0; i < 4; i++) await log.record(ADMIN_ID);
    await log.record(VET_ID);
    const sorted = async () => (await log.recent()).sort((a, b) => a.userId.localeCompare(b.userId));
    expect(await sorted()).toEqual([
      { userId: ADMIN_ID, count: 4 },
      { userId: VET_ID, count: 1 },
    ]);
    now += 30 * 60_000;
    await log.record(ADMIN_ID);
    expect(await log.recent()).toContainEqual({ userId: ADMIN_ID, count: 5 });
    now += 31 * 60_000;
    expect(await log.recent()).toEqual([{ userId: ADMIN_ID, count: 1 }]);
  });
});

const ADMIN_ID = '00000000-0000-4000-8000-00000000000a';
const VET_ID = '00000000-0000-4000-8000-00000000000b';

describe('PostgreSQL login throttle, shared by several processes', () => {
  it('counts concurrent attempts from several clients exactly: never more than the limit get through', async () => {
    const db = await pgDatabase();
    // Three "processes": a client (and a pool) each, on one database.
    const clients = [db.prisma, createPrisma(db.url, { max: 4 }), createPrisma(db.url, { max: 4 })];
    onCleanup(() => Promise.all(clients.slice(1).map((c) => c.$disconnect())));
    const throttles = clients.map((c) => createPgLoginThrottle(c, 60_000));
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, (_, i) => throttles[i % 3]!.consume('pair:10.0.0.1|maria', 5)),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(5);
    expect(verdicts.filter((v) => !v.allowed).every((v) => v.retryAfterSeconds >= 59)).toBe(true);
  });

  it('deletes what has expired, and nothing that has not', async () => {
    const db = await pgDatabase();
    let now = 1_000_000;
    const throttle = createPgLoginThrottle(db.prisma, 60_000, { now: () => now });
    await throttle.consume('old', 5);
    await throttle.remember('known:old', 'A', 1_000);
    await throttle.takeTurn('turns:old', 'A', { delayMs: 1_000, spacingMs: 1_000, graceMs: 1_000 });
    now += 70_000;
    await throttle.consume('new', 5);
    await throttle.remember('known:new', 'A', 1_000);
    await throttle.sweep();
    const left = await db.prisma.$queryRawUnsafe<Array<{ key: string }>>(
      `SELECT key FROM login_throttle_keys UNION ALL SELECT key FROM login_known_addresses
       UNION ALL SELECT key FROM login_turn_queues UNION ALL SELECT key FROM login_turns ORDER BY 1`,
    );
    expect(left.map((r) => r.key)).toEqual(['known:new', 'new']);
  });
});
