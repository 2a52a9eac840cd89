// Issue #6 findings 1, 2 and 7, on both API surfaces: a username is compared by equality (never
// as a LIKE pattern), a guesser at one address cannot lock the real user out, and only tokens
// this server could have issued are honoured.
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp, unique } from '../../../test/helpers/app';
import { hashPassword } from '../../auth/password';

type Outcome = { status: number; token?: string; username?: string; retryAfter?: number; error?: string };

let t: TestApp;
let ipCounter = 0;
/** A fresh client address for each use, so tests never share a throttle counter by accident. */
const nextIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`;

const apis = {
  REST: {
    async login(username: string, password: string, ip: string): Promise<Outcome> {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: ip,
      });
      const body = res.json();
      return {
        status: res.statusCode,
        token: body.token,
        username: body.user?.username,
        retryAfter: res.headers['retry-after'] === undefined ? undefined : Number(res.headers['retry-after']),
        error: body.error,
      };
    },
    /** Status of a call that needs a login (GET /api/users as an admin). */
    async whoami(token: string): Promise<number> {
      return (await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(token) })).statusCode;
    },
  },
  tRPC: {
    async login(username: string, password: string, ip: string): Promise<Outcome> {
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
        username: body.result?.data.user.username,
        retryAfter: body.error?.data.retryAfter,
        error: body.error?.message,
      };
    },
    async whoami(token: string): Promise<number> {
      return (await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: t.auth(token) })).statusCode;
    },
  },
};

beforeAll(async () => {
  t = await createTestApp({
    env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60', LOGIN_ACCOUNT_MAX_ATTEMPTS: '9' },
  });
});

/** A user with its own password, created straight in the database (any username). */
async function userNamed(username: string, password = `pw-${unique()}`) {
  const user = await t.db.prisma.user.create({
    data: { username, role: 'admin', name: null, passwordHash: await hashPassword(password) },
  });
  return { id: user.id, username, password };
}

describe.each(Object.keys(apis) as (keyof typeof apis)[])('%s login: a username is not a pattern', (api) => {
  const { login } = apis[api];

  it('does not let "%" or a prefix with "%" log in with a real password', async () => {
    const user = await t.userWithToken('admin');
    expect((await login('%', user.password, nextIp())).status).toBe(401);
    expect((await login(`${user.username.slice(0, -3)}%`, user.password, nextIp())).status).toBe(401);
    expect((await login(`%${user.username.slice(3)}`, user.password, nextIp())).status).toBe(401);
  });

  it('does not let "_" stand for a character, even while the real spelling is throttled', async () => {
    const victim = await t.userWithToken('receptionist');
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await login(victim.username, 'wrong-password', ip)).status).toBe(401);
    expect((await login(victim.username, victim.password, ip)).status).toBe(429);
    const wildcard = `${victim.username.slice(0, 2)}_${victim.username.slice(3)}`;
    const res = await login(wildcard, victim.password, ip);
    expect(res.status).toBe(401);
    expect(res.token).toBeUndefined();
  });

  it('logs "a_b" in as a_b even when "axb" exists (and axb as axb)', async () => {
    const p = unique('q');
    const axb = await userNamed(`${p}xb`);
    const a_b = await userNamed(`${p}_b`);
    const asAb = await login(a_b.username, a_b.password, nextIp());
    expect(asAb).toMatchObject({ status: 200, username: a_b.username });
    const asAxb = await login(axb.username, axb.password, nextIp());
    expect(asAxb).toMatchObject({ status: 200, username: axb.username });
    // The wildcard spelling is not axb's name.
    expect((await login(a_b.username, axb.password, nextIp())).status).toBe(401);
  });

  it('answers 401, never 500, for a backslash, a NUL or other odd characters', async () => {
    for (const name of ['abc\\', '\\', 'a\\%', "o'brien", 'emoji🐕', 'x'.repeat(200)]) {
      const res = await login(name, 'some-password', nextIp());
      expect(res.status, name).toBe(401);
      expect(res.error).toBe('Invalid username or password');
    }
    // A NUL cannot be stored in PostgreSQL text: refused as bad input or as an unknown user.
    const nul = await login('nul\u0000byte', 'some-password', nextIp());
    expect([400, 401]).toContain(nul.status);
    expect(nul.error).toBeTruthy();
  });

  it('refuses a username longer than any that can exist (400), and counts nothing for it', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      const res = await login('x'.repeat(201 + i), 'some-password', ip);
      expect(res.status).toBe(400);
      expect(res.error).toContain('Username must be 200 characters or less');
    }
    // Five refusals from one address used none of its attempts.
    const user = await t.userWithToken('vet');
    expect((await login(user.username, user.password, ip)).status).toBe(200);
  });

  it('counts every case spelling of one username under one counter', async () => {
    const victim = await t.userWithToken('vet');
    const ip = nextIp();
    await login(victim.username.toUpperCase(), 'wrong-password', ip);
    await login(victim.username, 'wrong-password', ip);
    await login(`${victim.username[0]?.toUpperCase()}${victim.username.slice(1)}`, 'wrong-password', ip);
    const res = await login(victim.username, victim.password, ip);
    expect(res.status).toBe(429);
    expect(res.retryAfter).toBeGreaterThan(0);
    expect(res.retryAfter).toBeLessThanOrEqual(60);
  });
});

describe.each(Object.keys(apis) as (keyof typeof apis)[])('%s login throttling policy', (api) => {
  const { login } = apis[api];

  it('stops a guesser at its (username, address) limit but lets the real user in from elsewhere', async () => {
    const victim = await t.userWithToken('admin');
    const attacker = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await login(victim.username, `guess-${i}`, attacker)).status).toBe(401);
    // Hammering on: every attempt is refused before the password is checked, even the right one.
    for (let i = 0; i < 11; i++)
      expect((await login(victim.username, `guess-x${i}`, attacker)).status).toBe(429);
    const blocked = await login(victim.username, victim.password, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.retryAfter).toBeGreaterThan(0);
    expect(blocked.retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.error).toMatch(/Too many login attempts/);
    // 14 attempts from one address: the account's budget (9 here) was not used up by them.
    const real = await login(victim.username, victim.password, nextIp());
    expect(real.status).toBe(200);
    expect(await apis[api].whoami(real.token!)).toBe(200);
  });

  it('makes the account wait once many addresses together reach the account limit', async () => {
    const victim = await t.userWithToken('receptionist');
    for (let a = 0; a < 3; a++) {
      const ip = nextIp();
      for (let i = 0; i < 3; i++)
        expect((await login(victim.username, `guess-${a}-${i}`, ip)).status).toBe(401);
    }
    const res = await login(victim.username, victim.password, nextIp());
    expect(res.status).toBe(429);
    expect(res.retryAfter).toBeGreaterThan(0);
    expect(res.retryAfter).toBeLessThanOrEqual(60);
  });

  it('starts a pair afresh after a successful login', async () => {
    const user = await t.userWithToken('vet');
    const ip = nextIp();
    for (let round = 0; round < 3; round++) {
      expect((await login(user.username, 'typo-one', ip)).status).toBe(401);
      expect((await login(user.username, 'typo-two', ip)).status).toBe(401);
      expect((await login(user.username, user.password, ip)).status).toBe(200);
    }
  });

  it('cuts a concurrent burst from one address off at the pair limit', async () => {
    const victim = await t.userWithToken('vet');
    const ip = nextIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => login(victim.username, `burst-${i}`, ip)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await login(victim.username, victim.password, nextIp())).status).toBe(200);
  });
});

describe.each(Object.keys(apis) as (keyof typeof apis)[])('%s tokens', (api) => {
  const { whoami } = apis[api];
  const key = new TextEncoder().encode(TEST_JWT_SECRET);
  const now = () => Math.floor(Date.now() / 1000);
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    admin = await t.userWithToken('admin');
  });

  const forge = (claims: Record<string, unknown>, sub: string, iat: number, exp: number) =>
    new SignJWT({ username: admin.username, role: 'admin', ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(sub)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(key);

  it('accepts a forged-alike token that is within the rules (the control case)', async () => {
    expect(await whoami(await forge({}, admin.id, now(), now() + 3600))).toBe(200);
    expect(await whoami(await forge({ ver: 0 }, admin.id, now(), now() + 12 * 3600))).toBe(200);
  });

  it('answers 401, not 500, for a validly signed token whose sub is not a user id', async () => {
    for (const sub of ['not-a-uuid', "1' OR '1'='1", '', admin.id.toUpperCase().replace(/-/g, '')]) {
      expect(await whoami(await forge({}, sub, now(), now() + 3600)), sub).toBe(401);
    }
  });

  it('refuses a token that claims to live longer than JWT_TTL (12h here)', async () => {
    expect(await whoami(await forge({}, admin.id, now(), 1e300))).toBe(401);
    expect(await whoami(await forge({}, admin.id, now(), now() + 13 * 3600))).toBe(401);
    // Issued 13 hours ago with a far exp: too old whatever exp says.
    expect(await whoami(await forge({}, admin.id, now() - 13 * 3600, now() + 3600))).toBe(401);
  });

  it('accepts only the exact compact form: no padding, no extra bits, nothing around it', async () => {
    const token = await forge({}, admin.id, now(), now() + 3600);
    expect(await whoami(token)).toBe(200);
    const [header = '', payload = '', signature = ''] = token.split('.');
    // The other spelling of the signature's last character: same bytes, non-zero unused bits.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.slice(-1));
    const sibling = `${signature.slice(0, -1)}${alphabet[last ^ 1]}`;
    for (const variant of [
      `${token}=`,
      `${token}==`,
      `${header}=.${payload}.${signature}`,
      `${header}.${payload}=.${signature}`,
      `${header}.${payload}.${sibling}`,
      `${token}.`,
      `${token}.${signature}`,
      `${header}.${payload}.${signature.replace(/_/g, '/').replace(/-/g, '+')}+/`,
    ]) {
      expect(await whoami(variant), variant).toBe(401);
    }
  });

  it('refuses a token issued in the future', async () => {
    expect(await whoami(await forge({}, admin.id, now() + 3600, now() + 7200))).toBe(401);
  });

  it('refuses a token whose version claim is not a non-negative integer', async () => {
    for (const ver of ['0', -1, 1.5, null, 1e300]) {
      expect(await whoami(await forge({ ver }, admin.id, now(), now() + 3600)), String(ver)).toBe(401);
    }
  });
});
