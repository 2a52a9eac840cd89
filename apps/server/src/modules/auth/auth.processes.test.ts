// Issue 27: the login throttle and the failed-logins count live in PostgreSQL, so several server
// processes on one database count as one: five wrong passwords spread over three processes lock
// the (account, address) pair as five on one would, and a manager sees the attack on the Today
// board whichever process answers. Three apps built on one database, each with its own Prisma
// client, change feed and kept values, stand for the processes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createPeerApp, createTestApp, type PeerApp, type TestApp } from '../../../test/helpers/app';

let t: TestApp;
let apps: Array<Pick<PeerApp, 'app'>>;

beforeAll(async () => {
  t = await createTestApp();
  apps = [t, await createPeerApp(t), await createPeerApp(t)];
});

const login = (index: number, username: string, password: string, ip: string) =>
  apps[index]!.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password },
    remoteAddress: ip,
  });

describe('the login throttle across processes', () => {
  it('locks the pair after five wrong passwords spread over three processes, as one would', async () => {
    const user = await t.userWithToken('receptionist');
    const ip = '10.27.0.1';
    for (let i = 0; i < 5; i++) {
      const res = await login(i % 3, user.username, `wrong-${i}`, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    // The sixth, even with the right password, is refused by every process, with the same wait.
    for (const index of [0, 1, 2]) {
      const res = await login(index, user.username, user.password, ip);
      expect(res.statusCode, `process ${index}`).toBe(429);
      expect(res.json()).toEqual(
        expect.objectContaining({ error: 'Too many login attempts. Please try again later.' }),
      );
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(850);
    }
    // The real user at another address is not locked out.
    expect((await login(1, user.username, user.password, '10.27.0.2')).statusCode).toBe(200);
  });

  it('lets exactly five of many concurrent wrong guesses on three processes be checked', async () => {
    const user = await t.userWithToken('vet');
    const ip = '10.27.0.3';
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => login(i % 3, user.username, `guess-${i}`, ip)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });

  it('a success on one process starts the pair afresh on the others', async () => {
    const user = await t.userWithToken('employee');
    const ip = '10.27.0.4';
    for (let i = 0; i < 4; i++) await login(i % 3, user.username, `wrong-${i}`, ip);
    expect((await login(2, user.username, user.password, ip)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await login(i % 2, user.username, `again-${i}`, ip)).statusCode).toBe(401);
    expect((await login(2, user.username, user.password, ip)).statusCode).toBe(429);
  });

  it("shows the attack on the managers' Today board whichever process answers", async () => {
    const victim = await t.userWithToken('groomer');
    for (let i = 0; i < 5; i++) await login(i % 3, victim.username, `guess-${i}`, `10.27.1.${i}`);
    const manager = await t.userWithToken('manager');
    for (const { app } of apps) {
      const res = await app.inject({ method: 'GET', url: '/api/dashboard', headers: t.auth(manager.token) });
      expect(res.statusCode).toBe(200);
      const todos = (res.json() as { todos: Array<{ kind: string; subject?: string; count?: number }> })
        .todos;
      expect(todos.filter((todo) => todo.subject === victim.username)).toEqual([
        expect.objectContaining({ kind: 'failedLogins', count: 5 }),
      ]);
    }
  });
});
