// Issue 20: the account lock must not be a weapon. 110 guesses from 22 addresses used to keep
// `admin` out for everyone, the right password from a fresh address included. Now an address
// the account logged in from keeps working while the account is under attack, a fresh address
// is slowed (given a turn) instead of shut out for as long as the attack lasts, the account still
// sees at most its limit of guesses per window, and managers see the attack on the Today board.
// The throttle's clock is the test's, so time passes without waiting.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

type Outcome = { status: number; token?: string; retryAfter?: number };

let t: TestApp;
let now = Date.now();
let ipCounter = 0;
/** A fresh client address for each use. */
const nextIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const advance = (seconds: number) => {
  now += seconds * 1000;
};

const apis = {
  REST: async (username: string, password: string, ip: string): Promise<Outcome> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });
    const retry = res.headers['retry-after'];
    return {
      status: res.statusCode,
      token: res.json().token,
      retryAfter: retry === undefined ? undefined : Number(retry),
    };
  },
  tRPC: async (username: string, password: string, ip: string): Promise<Outcome> => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username, password },
      remoteAddress: ip,
    });
    const body = res.json();
    return {
      status: res.statusCode,
      token: body.result?.data.token,
      retryAfter: body.error?.data.retryAfter,
    };
  },
};

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60', LOGIN_ACCOUNT_MAX_ATTEMPTS: '9' },
    loginClock: () => now,
  });
});

describe.each(Object.keys(apis) as (keyof typeof apis)[])('%s: the account lock is not a weapon', (api) => {
  const login = apis[api];
  /** `addresses` attackers each guessing up to the pair limit (3). */
  const attack = async (username: string, addresses: number) => {
    const statuses: number[] = [];
    for (let a = 0; a < addresses; a++) {
      const ip = nextIp();
      for (let i = 0; i < 3; i++) statuses.push((await login(username, `guess-${a}-${i}`, ip)).status);
    }
    return statuses;
  };

  it('an address the account logged in from keeps working while many addresses guess', async () => {
    const victim = await t.userWithToken('admin');
    const home = nextIp();
    expect((await login(victim.username, victim.password, home)).status).toBe(200);
    const statuses = await attack(victim.username, 5);
    // 9 guesses checked (the account's limit), the rest refused before any check.
    expect(statuses.filter((s) => s === 401)).toHaveLength(9);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    // A fresh address meets the account's limit...
    expect((await login(victim.username, victim.password, nextIp())).status).toBe(429);
    // ...the real user at home does not: a typo is a 401, the password logs in.
    expect((await login(victim.username, 'a-typo', home)).status).toBe(401);
    const back = await login(victim.username, victim.password, home);
    expect(back.status).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: t.auth(back.token ?? '') });
    expect(me.statusCode).toBe(200);
  });

  it('a known address is still held to the limits for its own guesses', async () => {
    const victim = await t.userWithToken('vet');
    const home = nextIp();
    expect((await login(victim.username, victim.password, home)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await login(victim.username, `wrong-${i}`, home)).status).toBe(401);
    // The pair limit (3) holds at a known address too.
    expect((await login(victim.username, victim.password, home)).status).toBe(429);
  });

  it('a fresh address is slowed, not shut out for as long as the attack goes on', async () => {
    const victim = await t.userWithToken('manager');
    await attack(victim.username, 3);
    const fresh = nextIp();
    const first = await login(victim.username, victim.password, fresh);
    expect(first.status).toBe(429);
    const wait = first.retryAfter ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    // Asking again early changes nothing: the same turn.
    advance(1);
    expect((await login(victim.username, victim.password, fresh)).retryAfter).toBe(wait - 1);
    advance(wait - 1);
    // The window reopens and the attackers fill it again at once, from new addresses...
    const refill = await attack(victim.username, 3);
    expect(refill.filter((s) => s === 401)).toHaveLength(9);
    // ...but the fresh address's turn has come: the right password gets in.
    const second = await login(victim.username, victim.password, fresh);
    expect(second.status).toBe(200);
  });

  it('gives unknown addresses turns one spacing apart, so the account still sees at most its limit per window', async () => {
    const victim = await t.userWithToken('receptionist');
    await attack(victim.username, 3);
    const waits: number[] = [];
    for (let a = 0; a < 5; a++) {
      const res = await login(victim.username, 'another-guess', nextIp());
      expect(res.status).toBe(429);
      waits.push(res.retryAfter ?? 0);
    }
    // 60 s window / 9 attempts: a turn every 6.7 s.
    for (let i = 1; i < waits.length; i++) {
      expect((waits[i] ?? 0) - (waits[i - 1] ?? 0)).toBeGreaterThanOrEqual(6);
      expect((waits[i] ?? 0) - (waits[i - 1] ?? 0)).toBeLessThanOrEqual(7);
    }
  });
});

describe('the Today board tells managers', () => {
  const board = async (role: 'admin' | 'manager' | 'receptionist' | 'employee') => {
    const user = await t.userWithToken(role);
    const rest = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: t.auth(user.token) });
    expect(rest.statusCode).toBe(200);
    const trpc = await t.caller(user).dashboard.overview();
    return {
      rest: rest.json().todos as { kind: string; title: string; subject?: string }[],
      trpc: trpc.todos,
    };
  };

  it('"N failed logins on <user> in the last hour" for admins and managers only, from the third failure', async () => {
    const victim = await t.userWithToken('admin');
    const typo = await t.userWithToken('vet');
    const ip = nextIp();
    await apis.REST(typo.username, 'one-typo', ip);
    for (let i = 0; i < 5; i++) await apis.REST(victim.username, `guess-${i}`, nextIp());
    for (const role of ['admin', 'manager'] as const) {
      const { rest, trpc } = await board(role);
      const mine = rest.filter((todo) => todo.subject === victim.username);
      expect(mine, role).toEqual([
        expect.objectContaining({
          kind: 'failedLogins',
          type: 'account',
          priority: 'high',
          count: 5,
          link: '/users',
          title: `5 failed logins on ${victim.username} in the last hour`,
        }),
      ]);
      expect(trpc.filter((todo) => todo.subject === victim.username)).toHaveLength(1);
      // One typo is no news.
      expect(rest.some((todo) => todo.subject === typo.username)).toBe(false);
    }
    for (const role of ['receptionist', 'employee'] as const) {
      const { rest, trpc } = await board(role);
      expect(
        rest.some((todo) => todo.kind === 'failedLogins'),
        role,
      ).toBe(false);
      expect(
        trpc.some((todo) => todo.kind === 'failedLogins'),
        role,
      ).toBe(false);
    }
  });
});
