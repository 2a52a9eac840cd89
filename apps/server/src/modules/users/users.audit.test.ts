// Staff users in the audit log: a creation, a change of role or name, a password change (by name
// only: no password, no hash, anywhere in the event) and a deletion with its reason each write
// exactly one event; a write whose event cannot be written does not happen.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller, unique } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/db';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';
import { ensureFirstAdmin } from '../auth';

describe('staff users in the audit log', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
  let asAdmin: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
    asAdmin = t.caller(admin);
  });

  it('records a creation, a role change and a password change, never a password or its hash', async () => {
    const username = unique('maria_');
    const first = 'first-secret-9137';
    const second = 'second-secret-4421';
    const user = await asAdmin.users.create({ username, password: first, name: 'María', role: 'employee' });
    await asAdmin.users.update({ id: user.id, name: 'María', role: 'receptionist' });
    await asAdmin.users.update({ id: user.id, name: 'María', role: 'receptionist', password: second });

    const events = await storedEvents(t.db.prisma, 'user', user.id);
    expect(events.map((e) => [e.action, e.summary])).toEqual([
      ['create', `Created user ${username}`],
      ['update', `Changed user ${username}: role`],
      ['update', `Changed user ${username}: password`],
    ]);
    expect(events[0]?.changes).toEqual([
      { field: 'username', from: null, to: username },
      { field: 'name', from: null, to: 'María' },
      { field: 'role', from: null, to: 'employee' },
      { field: 'password', from: null, to: null },
    ]);
    expect(events[1]?.changes).toEqual([{ field: 'role', from: 'employee', to: 'receptionist' }]);
    expect(events[2]?.changes).toEqual([{ field: 'password', from: null, to: null }]);
    const { passwordHash } = await t.db.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { passwordHash: true },
    });
    const stored = JSON.stringify(
      await t.db.prisma.$queryRaw`SELECT * FROM audit_events WHERE entity_id = ${user.id}::uuid`,
    );
    for (const secret of [first, second, passwordHash, '$argon2']) expect(stored).not.toContain(secret);
  });

  it('records a deletion over REST with its reason; the events outlive the account', async () => {
    const user = await t.userWithToken('employee');
    const { name } = await t.db.prisma.user.findUniqueOrThrow({
      where: { id: user.id },
      select: { name: true },
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${user.id}?reason=${encodeURIComponent('Left the company')}`,
      headers: t.auth(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const [deleted] = await storedEvents(t.db.prisma, 'user', user.id);
    expect(deleted).toMatchObject({
      action: 'delete',
      reason: 'Left the company',
      actor: { id: admin.id, username: admin.username },
      changes: [
        { field: 'username', from: user.username, to: null },
        { field: 'name', from: name, to: null },
        { field: 'role', from: 'employee', to: null },
      ],
    });
  });

  it('records the first admin, created at the first start by nobody, without its password', async () => {
    const db = await createTestDatabase();
    const password = 'first-admin-password';
    expect(await ensureFirstAdmin(db.prisma, { username: 'boss', password })).toEqual({ created: true });
    const { id, passwordHash } = await db.prisma.user.findFirstOrThrow({ where: { username: 'boss' } });
    const events = await storedEvents(db.prisma, 'user', id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: null,
      action: 'create',
      summary: 'Created user boss',
      changes: [
        { field: 'username', from: null, to: 'boss' },
        { field: 'name', from: null, to: 'Administrator' },
        { field: 'role', from: null, to: 'admin' },
        { field: 'password', from: null, to: null },
      ],
    });
    const stored = JSON.stringify(await db.prisma.$queryRaw`SELECT * FROM audit_events`);
    for (const secret of [password, passwordHash, '$argon2']) expect(stored).not.toContain(secret);
    // A second start finds the admin and writes nothing.
    expect(await ensureFirstAdmin(db.prisma, { username: 'boss', password })).toEqual({ created: false });
    expect(await countEvents(db.prisma)).toBe(1);
  });

  it("keeps the actor's name on an event after the actor's account is deleted", async () => {
    const leaver = await t.userWithToken('manager');
    const created = await t.caller(leaver).users.create({
      username: unique('x_'),
      password: 'a-long-password',
      role: 'employee',
    });
    await asAdmin.users.delete({ id: leaver.id });
    const { events } = await asAdmin.audit.forRecord({ entity: 'user', entityId: created.id });
    expect(events[0]?.actor).toEqual({ id: leaver.id, username: leaver.username });
  });

  it('does not create, change or delete a user whose event cannot be written', async () => {
    const user = await t.userWithToken('employee');
    const events = await countEvents(t.db.prisma);
    const username = unique('ghost_');
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(
        asAdmin.users.create({ username, password: 'a-long-password', role: 'employee' }),
      ).rejects.toThrow();
      await expect(asAdmin.users.update({ id: user.id, role: 'manager' })).rejects.toThrow();
      await expect(asAdmin.users.delete({ id: user.id })).rejects.toThrow();
    });
    expect(await t.db.prisma.user.count({ where: { username } })).toBe(0);
    expect(await asAdmin.users.byId({ id: user.id })).toMatchObject({ role: 'employee' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
