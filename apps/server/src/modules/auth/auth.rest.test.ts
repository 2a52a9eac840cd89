import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp } from '../../../test/helpers/app';

describe('REST /api/auth/login and token checks', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_MAX_ATTEMPTS: '3', LOGIN_WINDOW_SECONDS: '60' } });
    admin = await t.userWithToken('admin');
  });

  const login = (body: unknown, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object, remoteAddress: ip });

  it('answers a token and the user, without any password field', async () => {
    const res = await login({ username: admin.username, password: admin.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(typeof body.token).toBe('string');
    expect(body.user).toEqual({ _id: admin.id, username: admin.username, name: 'Test admin', role: 'admin' });
    expect(JSON.stringify(body)).not.toMatch(/password/i);
    const me = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(body.token) });
    expect(me.statusCode).toBe(200);
  });

  it('accepts the username in another case', async () => {
    const res = await login({ username: admin.username.toUpperCase(), password: admin.password }, '10.0.0.9');
    expect(res.statusCode).toBe(200);
  });

  it('gives the same 401 message for a wrong password and an unknown user', async () => {
    const wrong = await login({ username: admin.username, password: 'nope-nope' }, '10.0.0.2');
    const unknown = await login({ username: 'nobody-here', password: 'nope-nope' }, '10.0.0.2');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Invalid username or password' });
    expect(unknown.json()).toEqual({ error: 'Invalid username or password' });
  });

  it('refuses a missing username or password with 400 and the field messages', async () => {
    const res = await login({ username: '  ' }, '10.0.0.3');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toBe('Username is required, Password is required');
    expect(body.details.map((d: { path: string }) => d.path)).toEqual(['username', 'password']);
  });

  it('answers 400, not 500, for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });

  it('throttles a username at one address after repeated failures with 429 and Retry-After, not at another', async () => {
    const victim = await t.userWithToken('receptionist');
    for (let i = 0; i < 3; i++) {
      const res = await login({ username: victim.username, password: 'wrong-password' }, '10.1.0.1');
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login({ username: victim.username, password: victim.password }, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(blocked.json().error).toMatch(/Too many login attempts/);
    // The real user at another address is not locked out by someone else's failures.
    expect(
      (await login({ username: victim.username, password: victim.password }, '10.1.0.2')).statusCode,
    ).toBe(200);
  });

  it('throttles an IP that sprays many usernames', async () => {
    const ip = '10.2.0.1';
    let last = 0;
    for (let i = 0; i < 13; i++) {
      last = (await login({ username: `spray${i}`, password: 'x' }, ip)).statusCode;
    }
    expect(last).toBe(429);
    // Another IP is not affected.
    expect((await login({ username: admin.username, password: admin.password }, '10.2.0.2')).statusCode).toBe(
      200,
    );
  });

  describe('tokens', () => {
    const getUsers = (authorization?: string) =>
      t.app.inject({ method: 'GET', url: '/api/users', headers: authorization ? { authorization } : {} });

    it('refuses a missing or malformed token with 401', async () => {
      expect((await getUsers()).statusCode).toBe(401);
      expect((await getUsers('Bearer')).statusCode).toBe(401);
      expect((await getUsers('Basic abc')).statusCode).toBe(401);
      expect((await getUsers('Bearer not.a.jwt')).statusCode).toBe(401);
      expect((await getUsers()).json()).toEqual({ error: 'Not authenticated' });
    });

    it('refuses a tampered token', async () => {
      const [h, p, s] = admin.token.split('.') as [string, string, string];
      const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
      payload.role = 'admin';
      payload.sub = '00000000-0000-4000-8000-000000000000';
      const tampered = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
      expect((await getUsers(`Bearer ${tampered}`)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const expired = await new SignJWT({ username: admin.username, role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
        .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
        .sign(key);
      expect((await getUsers(`Bearer ${expired}`)).statusCode).toBe(401);
    });

    it('refuses a token without exp', async () => {
      const key = new TextEncoder().encode(TEST_JWT_SECRET);
      const noExp = await new SignJWT({ username: admin.username, role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt()
        .sign(key);
      expect((await getUsers(`Bearer ${noExp}`)).statusCode).toBe(401);
    });

    it('refuses alg "none"', async () => {
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      const now = Math.floor(Date.now() / 1000);
      const payload = Buffer.from(
        JSON.stringify({ sub: admin.id, username: admin.username, role: 'admin', iat: now, exp: now + 3600 }),
      ).toString('base64url');
      expect((await getUsers(`Bearer ${header}.${payload}.`)).statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const other = await new SignJWT({ username: admin.username, role: 'admin' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(admin.id)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      expect((await getUsers(`Bearer ${other}`)).statusCode).toBe(401);
    });

    it('stops honouring the token of a deleted user', async () => {
      const gone = await t.userWithToken('manager');
      await t.db.prisma.user.delete({ where: { id: gone.id } });
      expect((await getUsers(`Bearer ${gone.token}`)).statusCode).toBe(401);
    });
  });
});
