import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_JWT_SECRET, type TestApp, unique } from '../../../test/helpers/app';

describe('REST /api/users', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
    manager = await t.userWithToken('manager');
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });

  it('lets only admin and manager in (403 for the other roles)', async () => {
    for (const role of ['receptionist', 'vet', 'groomer', 'employee'] as const) {
      const other = await t.userWithToken(role);
      const res = await call('GET', '/api/users', other.token);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toBeTruthy();
      expect(
        (
          await call('POST', '/api/users', other.token, {
            username: unique(),
            password: 'longenough',
            role: 'vet',
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await call('GET', '/api/users', manager.token)).statusCode).toBe(200);
  });

  it('creates a user (201) that can log in, and lists it sorted by username without secrets', async () => {
    const username = unique('maria_');
    const created = await call('POST', '/api/users', admin.token, {
      username,
      password: 'secret-pass-1',
      name: '  María López  ',
      role: 'receptionist',
      extra: 'ignored',
    });
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({ username, name: 'María López', role: 'receptionist' });
    expect(Object.keys(user).sort()).toEqual(['_id', 'createdAt', 'name', 'role', 'updatedAt', 'username']);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'secret-pass-1' },
    });
    expect(login.statusCode).toBe(200);

    const list = (await call('GET', '/api/users', admin.token)).json() as { username: string }[];
    const names = list.map((u) => u.username);
    expect(names).toContain(username);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(
      names.slice().sort((a, b) => a.localeCompare(b)),
    );
    expect(JSON.stringify(list)).not.toMatch(/password|hash/i);
  });

  it('refuses a duplicate username, whatever its case, with 409', async () => {
    const username = unique('dup_');
    expect(
      (await call('POST', '/api/users', admin.token, { username, password: 'longenough', role: 'vet' }))
        .statusCode,
    ).toBe(201);
    const again = await call('POST', '/api/users', admin.token, {
      username: username.toUpperCase(),
      password: 'longenough',
      role: 'vet',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Username already exists' });
  });

  it('compares usernames by equality, not as patterns: "kno_n" is free when "known" exists', async () => {
    const base = unique('k');
    const known = `${base}known`;
    expect(
      (
        await call('POST', '/api/users', admin.token, {
          username: known,
          password: 'longenough',
          role: 'vet',
        })
      ).statusCode,
    ).toBe(201);
    for (const username of [`${base}kno_n`, `${base}k_own`, `${base}_nown`]) {
      const res = await call('POST', '/api/users', admin.token, {
        username,
        password: 'longenough',
        role: 'vet',
      });
      expect(res.statusCode, username).toBe(201);
    }
    const clash = await call('POST', '/api/users', admin.token, {
      username: `${base}KNO_N`,
      password: 'longenough',
      role: 'vet',
    });
    expect(clash.statusCode).toBe(409);
  });

  it('keeps one user when two create the same username at the same moment', async () => {
    const username = unique('race_');
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        call('POST', '/api/users', admin.token, { username, password: 'longenough', role: 'vet' }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    expect(await t.db.prisma.user.count({ where: { username } })).toBe(1);
  });

  it('validates input with the rule messages and changes nothing', async () => {
    const before = await t.db.prisma.user.count();
    const res = await call('POST', '/api/users', admin.token, {
      username: '',
      password: 'short',
      role: 'wizard',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error).toContain('Username is required');
    expect(body.error).toContain('Password must be at least 8 characters long');
    expect(body.error).toContain('Role is required');
    expect(body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'username' }),
        expect.objectContaining({ path: 'role' }),
      ]),
    );
    expect(await t.db.prisma.user.count()).toBe(before);
    const noPassword = await call('POST', '/api/users', admin.token, { username: unique(), role: 'vet' });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().error).toBe('Password is required');
  });

  it('updates name and role; a blank password keeps the old one; the username cannot change', async () => {
    const username = unique('edit_');
    const created = (
      await call('POST', '/api/users', admin.token, { username, password: 'first-password', role: 'vet' })
    ).json();
    const updated = await call('PUT', `/api/users/${created._id}`, admin.token, {
      name: 'Dr. Vet',
      role: 'manager',
      password: '',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ _id: created._id, username, name: 'Dr. Vet', role: 'manager' });
    const loginOld = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'first-password' },
    });
    expect(loginOld.statusCode).toBe(200);

    await call('PUT', `/api/users/${created._id}`, admin.token, {
      role: 'manager',
      password: 'second-password',
    });
    const loginNew = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'second-password' },
    });
    expect(loginNew.statusCode).toBe(200);

    const rename = await call('PUT', `/api/users/${created._id}`, admin.token, {
      username: 'someone-else',
      role: 'vet',
    });
    expect(rename.statusCode).toBe(400);
    expect(rename.json().error).toBe('Username cannot be changed');
  });

  it('creates and updates groomers (the role the groomer picker offers)', async () => {
    const username = unique('groomer_');
    const created = await call('POST', '/api/users', manager.token, {
      username,
      password: 'groomer-password',
      name: 'Ana',
      role: 'groomer',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username, role: 'groomer' });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'groomer-password' },
    });
    expect(login.json().user).toMatchObject({ username, role: 'groomer' });
    const employee = await t.userWithToken('employee');
    const promoted = await call('PUT', `/api/users/${employee.id}`, admin.token, { role: 'groomer' });
    expect(promoted.json()).toMatchObject({ _id: employee.id, role: 'groomer' });
    const bad = await call('POST', '/api/users', admin.token, {
      username: unique(),
      password: 'longenough',
      role: 'barber',
    });
    expect(bad.statusCode).toBe(400);
  });

  it('ends every session of a user whose password changes, and only then', async () => {
    const username = unique('sess_');
    const created = (
      await call('POST', '/api/users', admin.token, { username, password: 'first-password', role: 'manager' })
    ).json();
    const loginAs = async (password: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })).json()
        .token as string;
    const restStatus = async (token: string) => (await call('GET', '/api/users', token)).statusCode;
    const trpcStatus = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: t.auth(token) })).statusCode;
    const before = await loginAs('first-password');
    expect(await restStatus(before)).toBe(200);

    // A change of name and role with a blank password keeps the sessions.
    await call('PUT', `/api/users/${created._id}`, admin.token, {
      name: 'Kept',
      role: 'manager',
      password: '',
    });
    expect(await restStatus(before)).toBe(200);

    const changed = await call('PUT', `/api/users/${created._id}`, admin.token, {
      role: 'manager',
      password: 'second-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await restStatus(before)).toBe(401);
    expect(await trpcStatus(before)).toBe(401);
    expect((await call('GET', '/api/users', before)).json()).toEqual({ error: 'Not authenticated' });

    const after = await loginAs('second-password');
    expect(await restStatus(after)).toBe(200);
    expect(await trpcStatus(after)).toBe(200);
    // The admin who made the change is still logged in.
    expect(await restStatus(admin.token)).toBe(200);
  });

  it('refuses the token of a user whose password changed even when it has no version claim', async () => {
    const user = await t.userWithToken('manager');
    const legacy = await new SignJWT({ username: user.username, role: 'manager' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    // Issued before the upgrade: no "ver", which counts as version 0.
    expect((await call('GET', '/api/users', legacy)).statusCode).toBe(200);
    await call('PUT', `/api/users/${user.id}`, admin.token, {
      role: 'manager',
      password: 'brand-new-password',
    });
    expect((await call('GET', '/api/users', legacy)).statusCode).toBe(401);
  });

  it('answers 404 for unknown and malformed ids, never 500', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1' OR '1'='1", '%00']) {
      const put = await call('PUT', `/api/users/${encodeURIComponent(id)}`, admin.token, { role: 'vet' });
      expect(put.statusCode).toBe(404);
      const del = await call('DELETE', `/api/users/${encodeURIComponent(id)}`, admin.token);
      expect(del.statusCode).toBe(404);
      expect(del.json()).toEqual({ error: 'User not found' });
    }
  });

  it('deletes with a JSON body naming the id', async () => {
    const created = (
      await call('POST', '/api/users', admin.token, {
        username: unique('del_'),
        password: 'longenough',
        role: 'vet',
      })
    ).json();
    const res = await call('DELETE', `/api/users/${created._id}`, admin.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: expect.any(String), _id: created._id });
    expect(await t.db.prisma.user.findUnique({ where: { id: created._id } })).toBeNull();
  });

  it('refuses deleting oneself', async () => {
    const res = await call('DELETE', `/api/users/${admin.id}`, admin.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('You cannot delete your own account');
  });

  it('does not let a manager create, change or delete an admin', async () => {
    const create = await call('POST', '/api/users', manager.token, {
      username: unique(),
      password: 'longenough',
      role: 'admin',
    });
    expect(create.statusCode).toBe(403);
    const change = await call('PUT', `/api/users/${admin.id}`, manager.token, { role: 'vet' });
    expect(change.statusCode).toBe(403);
    const promote = await call('PUT', `/api/users/${manager.id}`, manager.token, { role: 'admin' });
    expect(promote.statusCode).toBe(403);
    const remove = await call('DELETE', `/api/users/${admin.id}`, manager.token);
    expect(remove.statusCode).toBe(403);
  });

  it("lets only an admin change another manager's password or role; a manager keeps their own", async () => {
    const other = await t.userWithToken('manager');
    const loginAs = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: other.username, password },
      });
    const reset = await call('PUT', `/api/users/${other.id}`, manager.token, {
      role: 'manager',
      password: 'taken-over-password',
    });
    expect(reset.statusCode).toBe(403);
    expect(reset.json().error).toBe("Only an admin can change another manager's password or role");
    // Nothing changed: the new password does not log in, the old one and the old session still do.
    expect((await loginAs('taken-over-password')).statusCode).toBe(401);
    expect((await call('GET', '/api/users', other.token)).statusCode).toBe(200);
    // Demoting first (then resetting as an employee) is refused too.
    const demote = await call('PUT', `/api/users/${other.id}`, manager.token, { role: 'employee' });
    expect(demote.statusCode).toBe(403);
    // A name change is fine, and a manager changes their own password.
    const rename = await call('PUT', `/api/users/${other.id}`, manager.token, {
      role: 'manager',
      name: 'Renamed',
    });
    expect(rename.statusCode).toBe(200);
    const self = await t.userWithToken('manager');
    const own = await call('PUT', `/api/users/${self.id}`, self.token, {
      role: 'manager',
      password: 'my-own-new-one',
    });
    expect(own.statusCode).toBe(200);
    // A manager still resets an employee's password; an admin resets a manager's.
    const employee = await t.userWithToken('employee');
    expect(
      (
        await call('PUT', `/api/users/${employee.id}`, manager.token, {
          role: 'employee',
          password: 'fresh-password',
        })
      ).statusCode,
    ).toBe(200);
    const byAdmin = await call('PUT', `/api/users/${other.id}`, admin.token, {
      role: 'manager',
      password: 'set-by-the-admin',
    });
    expect(byAdmin.statusCode).toBe(200);
    expect((await loginAs('set-by-the-admin')).statusCode).toBe(200);
  });
});

describe('the last admin', () => {
  it('can be neither deleted nor demoted, even when two admins remove each other at once', async () => {
    const t = await createTestApp();
    const a = await t.userWithToken('admin');
    const b = await t.userWithToken('admin');
    // The database holds exactly these two admins.
    expect(await t.db.prisma.user.count({ where: { role: 'admin' } })).toBe(2);
    const [r1, r2] = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/users/${b.id}`, headers: t.auth(a.token) }),
      t.app.inject({
        method: 'PUT',
        url: `/api/users/${a.id}`,
        headers: t.auth(b.token),
        payload: { role: 'vet' },
      }),
    ]);
    // One wins; the other is refused (409, or 401/403 when the winner already took its rights away).
    const codes = [r1.statusCode, r2.statusCode];
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.find((c) => c !== 200)).toBeOneOf([401, 403, 409]);
    expect(await t.db.prisma.user.count({ where: { role: 'admin' } })).toBe(1);
    const last = await t.db.prisma.user.findFirstOrThrow({ where: { role: 'admin' } });
    const other = await t.userWithToken('admin');
    await t.db.prisma.user.delete({ where: { id: other.id } });
    const lastToken = last.id === a.id ? a.token : b.token;
    const demote = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${last.id}`,
      headers: t.auth(lastToken),
      payload: { role: 'vet' },
    });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toBe('The last admin can be neither deleted nor demoted');
  });
});
