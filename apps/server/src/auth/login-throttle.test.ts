import { describe, expect, it } from 'vitest';
import { createMemoryFailedLoginLog } from './failed-logins';
import {
  admitLoginAttempt,
  createMemoryLoginThrottle,
  type LoginThrottle,
  loginLimits,
  loginSucceeded,
  MAX_TURNS_PER_QUEUE,
} from './login-throttle';

describe('memory login throttle', () => {
  it('allows up to the limit, then answers how long to wait, then lets the key in again', async () => {
    let now = 1_000_000;
    const throttle = createMemoryLoginThrottle(60_000, () => now);
    for (let i = 0; i < 3; i++) expect((await throttle.consume('k', 3)).allowed).toBe(true);
    now += 10_000;
    const blocked = await throttle.consume('k', 3);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 50 });
    now += 50_001;
    expect((await throttle.consume('k', 3)).allowed).toBe(true);
  });

  it('takes back a successful attempt and forgets a reset key', async () => {
    const throttle = createMemoryLoginThrottle(60_000);
    await throttle.consume('a', 2);
    await throttle.forgiveOne('a');
    await throttle.consume('a', 2);
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
    expect((await throttle.consume('a', 2)).allowed).toBe(false);
    await throttle.reset('a');
    expect((await throttle.consume('a', 2)).allowed).toBe(true);
  });
});

describe('login policy', () => {
  it('derives the limits: pair as configured, address 4x, account 20x unless set', () => {
    expect(loginLimits(5)).toEqual({ perPair: 5, perAddress: 20, perAccount: 100 });
    expect(loginLimits(3, 12)).toEqual({ perPair: 3, perAddress: 12, perAccount: 12 });
  });

  const setup = (limits = loginLimits(3, 9)) => {
    let now = 5_000_000;
    const throttle: LoginThrottle = createMemoryLoginThrottle(60_000, () => now);
    return {
      attempt: (account: string, address: string) => admitLoginAttempt(throttle, limits, account, address),
      succeed: (account: string, address: string) => loginSucceeded(throttle, account, address),
      advance: (ms: number) => {
        now += ms;
      },
    };
  };

  it('stops a pair at its limit while the account stays open at other addresses', async () => {
    const { attempt } = setup();
    for (let i = 0; i < 3; i++) expect((await attempt('maria', 'A')).allowed).toBe(true);
    expect(await attempt('maria', 'A')).toEqual({ allowed: false, retryAfterSeconds: 60 });
    expect((await attempt('maria', 'B')).allowed).toBe(true);
    // Another username at the same address is a different pair.
    expect((await attempt('jose', 'A')).allowed).toBe(true);
  });

  it('does not count refused attempts against the account (hammering from one address)', async () => {
    const { attempt } = setup(loginLimits(3, 5));
    for (let i = 0; i < 3; i++) await attempt('maria', 'A');
    for (let i = 0; i < 50; i++) expect((await attempt('maria', 'A')).allowed).toBe(false);
    // The account has used 3 of 5: two more addresses' attempts pass, then it waits.
    expect((await attempt('maria', 'B')).allowed).toBe(true);
    expect((await attempt('maria', 'C')).allowed).toBe(true);
    expect((await attempt('maria', 'D')).allowed).toBe(false);
  });

  it('caps an account across many addresses, and never for good', async () => {
    const { attempt, advance } = setup();
    for (const address of ['A', 'B', 'C']) {
      for (let i = 0; i < 3; i++) expect((await attempt('maria', address)).allowed).toBe(true);
      advance(1_000);
    }
    expect(await attempt('maria', 'D')).toEqual({ allowed: false, retryAfterSeconds: 57 });
    advance(57_000);
    expect((await attempt('maria', 'D')).allowed).toBe(true);
  });

  it('caps an address over many usernames (4x the pair limit)', async () => {
    const { attempt } = setup(loginLimits(2, 100));
    for (let i = 0; i < 8; i++) expect((await attempt(`user${i}`, 'A')).allowed).toBe(true);
    expect((await attempt('fresh', 'A')).allowed).toBe(false);
    expect((await attempt('fresh', 'B')).allowed).toBe(true);
  });

  it('restarts the pair after a success and takes the attempt back on the address and account', async () => {
    const { attempt, succeed } = setup(loginLimits(3, 4));
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
    const { attempt, succeed } = setup(loginLimits(3, 9));
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
    const { attempt, advance } = setup(loginLimits(3, 9));
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

describe('memory throttle: known members and turns', () => {
  it('forgets a known member after its time', async () => {
    let now = 0;
    const throttle = createMemoryLoginThrottle(60_000, () => now);
    await throttle.remember('k', 'a', 1_000);
    expect(await throttle.knows('k', 'a')).toBe(true);
    expect(await throttle.knows('k', 'b')).toBe(false);
    now = 1_000;
    expect(await throttle.knows('k', 'a')).toBe(false);
  });

  it('gives up a turn its member did not come back for, and caps a queue', async () => {
    let now = 0;
    const throttle = createMemoryLoginThrottle(60_000, () => now);
    const request = { delayMs: 10_000, spacingMs: 1_000, graceMs: 5_000 };
    expect(await throttle.takeTurn('q', 'a', request)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    now = 15_001;
    // a's turn (10 s, kept 5 s) is gone: a new one, after the delay.
    expect(await throttle.takeTurn('q', 'a', request)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    for (let i = 0; i < MAX_TURNS_PER_QUEUE; i++) await throttle.takeTurn('big', `m${i}`, request);
    const beyond = await throttle.takeTurn('big', 'late', request);
    expect(beyond.allowed).toBe(false);
    now += 100_000_000;
    expect((await throttle.takeTurn('big', 'late', request)).allowed).toBe(false);
  });
});

describe('failed logins of the last hour', () => {
  it('counts per account and forgets what is older than an hour', () => {
    let now = 10 * 3_600_000;
    const log = createMemoryFailedLoginLog(() => now);
    for (let i = 0; i < 4; i++) log.record('admin-id');
    log.record('vet-id');
    expect(log.recent()).toEqual([
      { userId: 'admin-id', count: 4 },
      { userId: 'vet-id', count: 1 },
    ]);
    now += 30 * 60_000;
    log.record('admin-id');
    expect(log.recent()).toContainEqual({ userId: 'admin-id', count: 5 });
    now += 31 * 60_000;
    expect(log.recent()).toEqual([{ userId: 'admin-id', count: 1 }]);
  });
});
