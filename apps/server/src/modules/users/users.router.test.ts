// The tRPC procedures of users and auth, called as the web app calls them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../../test/helpers/app';

describe('tRPC users and auth', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  const callerFor = async (role: 'admin' | 'manager' | 'receptionist' | null) => {
    if (!role) return t.caller(null);
    const u = await t.userWithToken(role);
    return t.caller(u);
  };

  it('logs in through auth.login and reads auth.me over HTTP', async () => {
    const admin = await t.userWithToken('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: admin.username, password: admin.password },
    });
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json().result.data;
    expect(user).toMatchObject({ id: admin.id, username: admin.username, role: 'admin' });
    const me = await t.app.inject({
      method: 'GET',
      url: '/trpc/auth.me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json().result.data.username).toBe(admin.username);
  });

  it('reports validation failures with message keys and field details', async () => {
    const admin = await t.userWithToken('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: t.auth(admin.token),
      payload: { username: '', password: 'x', role: 'admin' },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.message).toContain('Username is required');
    expect(error.data.details).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required', key: 'user.usernameRequired' },
        {
          path: 'password',
          message: 'Password must be at least 8 characters long',
          key: 'user.passwordTooShort',
        },
      ]),
    );
    expect(error.data.stack).toBeUndefined();
  });

  it('enforces roles on the server: 401 without a user, 403 for a receptionist', async () => {
    const anonymous = await callerFor(null);
    await expect(anonymous.users.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const receptionist = await callerFor('receptionist');
    await expect(receptionist.users.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(receptionist.auth.me()).resolves.toMatchObject({ role: 'receptionist' });
  });

  it('runs the whole user life cycle', async () => {
    const manager = await callerFor('manager');
    const username = unique('life_');
    const created = await manager.users.create({ username, password: 'long-password', role: 'vet' });
    expect(created).toMatchObject({ username, role: 'vet', name: null });
    const updated = await manager.users.update({ id: created.id, role: 'receptionist', name: 'Ana' });
    expect(updated).toMatchObject({ role: 'receptionist', name: 'Ana' });
    await expect(manager.users.byId({ id: created.id })).resolves.toMatchObject({ name: 'Ana' });
    await expect(manager.users.delete({ id: created.id })).resolves.toEqual({ id: created.id });
    await expect(manager.users.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      manager.users.create({ username: unique(), password: 'long-password', role: 'admin' }),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it("refuses a manager's users.update of another manager's password or role (FORBIDDEN, with its key)", async () => {
    const manager = await callerFor('manager');
    const other = await t.userWithToken('manager');
    const refused = manager.users.update({ id: other.id, role: 'manager', password: 'taken-over-password' });
    await expect(refused).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: "Only an admin can change another manager's password or role",
      cause: { messageKey: 'user.managerCannotTouchManager' },
    });
    await expect(manager.users.update({ id: other.id, role: 'vet' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: other.username, password: 'taken-over-password' },
    });
    expect(login.statusCode).toBe(401);
    const admin = await callerFor('admin');
    await expect(
      admin.users.update({ id: other.id, role: 'manager', password: 'set-by-the-admin' }),
    ).resolves.toMatchObject({ id: other.id, role: 'manager' });
  });

  it('creates "kno_n" when "known" exists: usernames are compared by equality', async () => {
    const manager = await callerFor('manager');
    const base = unique('k');
    await manager.users.create({ username: `${base}known`, password: 'long-password', role: 'vet' });
    await expect(
      manager.users.create({ username: `${base}kno_n`, password: 'long-password', role: 'vet' }),
    ).resolves.toMatchObject({ username: `${base}kno_n` });
    await expect(
      manager.users.create({ username: `${base}KNOWN`, password: 'long-password', role: 'vet' }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
  });

  it('ends the sessions of a user whose password users.update changes', async () => {
    const admin = await t.userWithToken('admin');
    const user = await t.userWithToken('receptionist');
    const me = (token: string) =>
      t.app.inject({ method: 'GET', url: '/trpc/auth.me', headers: t.auth(token) }).then((r) => r.statusCode);
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/trpc/users.update', headers: t.auth(admin.token), payload });
    expect(await me(user.token)).toBe(200);
    expect((await update({ id: user.id, role: 'vet', name: 'Renamed' })).statusCode).toBe(200);
    expect(await me(user.token)).toBe(200);
    expect((await update({ id: user.id, role: 'vet', password: 'a-new-password' })).statusCode).toBe(200);
    expect(await me(user.token)).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(user.token) })).statusCode,
    ).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.login',
      payload: { username: user.username, password: 'a-new-password' },
    });
    expect(await me(relogin.json().result.data.token)).toBe(200);
  });

  it('answers conflicts with CONFLICT and the message key', async () => {
    const admin = await t.userWithToken('admin');
    const username = unique('c_');
    await t.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: t.auth(admin.token),
      payload: { username, password: 'long-password', role: 'vet' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/users.create',
      headers: t.auth(admin.token),
      payload: { username, password: 'long-password', role: 'vet' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.data).toMatchObject({ code: 'CONFLICT', messageKey: 'user.usernameTaken' });
  });
});
