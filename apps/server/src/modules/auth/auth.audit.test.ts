// Failed logins in the audit log: each refused login whose password was checked is one
// `login-failed` event of the user the username names (or of the unknown user), by nobody, with
// the username as typed and the address, never the password; managers see them, others do not.
import { AUDIT_UNKNOWN_USER_ID } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { countEvents, storedEvents } from '../audit/audit.fixtures';

describe('failed logins in the audit log', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;
  let employee: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    employee = await t.userWithToken('employee');
  });

  const login = (username: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: ip,
    });

  it('records a wrong password as the account tried, with the address, never the password', async () => {
    const before = await countEvents(t.db.prisma);
    const typed = employee.username.toUpperCase();
    const res = await login(typed, 'Secret-Guess-123', '10.1.2.3');
    expect(res.statusCode).toBe(401);
    expect(await countEvents(t.db.prisma)).toBe(before + 1);
    const events = await storedEvents(t.db.prisma, 'user', employee.id);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      actor: null,
      action: 'login-failed',
      entity: 'user',
      entityId: employee.id,
      changes: [],
      context: { username: typed, address: '10.1.2.3' },
    });
    expect(events[0]?.summary).toContain('10.1.2.3');
    const stored = JSON.stringify(await t.db.prisma.$queryRaw`SELECT * FROM audit_events`);
    expect(stored).not.toContain('Secret-Guess-123');
  });

  it('records an unknown username as the unknown user; a good login writes nothing', async () => {
    const res = await login('nobody-at-all', 'Another-Guess-9', '10.9.9.9');
    expect(res.statusCode).toBe(401);
    const [event] = await storedEvents(t.db.prisma, 'user', AUDIT_UNKNOWN_USER_ID);
    expect(event).toMatchObject({
      actor: null,
      action: 'login-failed',
      context: { username: 'nobody-at-all', address: '10.9.9.9' },
    });
    const before = await countEvents(t.db.prisma);
    expect((await login(manager.username, manager.password, '10.9.9.8')).statusCode).toBe(200);
    expect(await countEvents(t.db.prisma)).toBe(before);
  });

  it('shows failed logins to managers, in the History and on the account, and hides them from others', async () => {
    await login(manager.username, 'wrong-password-1', '10.4.4.4');
    const history = await t.caller(manager).audit.list({ action: 'login-failed' });
    expect(history.events.map((e) => e.context?.address)).toEqual(
      expect.arrayContaining(['10.4.4.4', '10.9.9.9', '10.1.2.3']),
    );
    const asManager = await t.app.inject({
      method: 'GET',
      url: `/api/audit/user/${manager.id}`,
      headers: t.auth(manager.token),
    });
    expect(asManager.statusCode).toBe(200);
    expect(asManager.json().events.map((e: { action: string }) => e.action)).toEqual(['login-failed']);
    const asEmployee = await t.app.inject({
      method: 'GET',
      url: `/api/audit/user/${manager.id}`,
      headers: t.auth(employee.token),
    });
    expect(asEmployee.statusCode).toBe(200);
    expect(asEmployee.json().events).toEqual([]);
  });
});
