// The user list sorts usernames as the owner and dog lists sort names: case aside (ICU's
// Spanish collation), where the database's own order would put every capital first.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, unique } from '../../../test/helpers/app';

describe('users sorted by username', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
  });

  it('lists usernames in alphabetical order, case aside (GET /api/users; users.list calls the same service)', async () => {
    const tail = unique('_');
    for (const name of ['zoe', 'Bruno', 'alfredo', 'Alba', 'carla']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users',
        headers: t.auth(admin.token),
        payload: { username: `${name}${tail}`, password: 'a-long-password', role: 'vet' },
      });
      expect(res.statusCode).toBe(201);
    }
    const expected = ['Alba', 'alfredo', 'Bruno', 'carla', 'zoe'].map((n) => `${n}${tail}`);
    const res = await t.app.inject({ method: 'GET', url: '/api/users', headers: t.auth(admin.token) });
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { username: string }[]).map((u) => u.username);
    expect(listed.filter((u) => u.endsWith(tail))).toEqual(expected);
    // The whole list is in that order too (the test's own admin included).
    const collator = new Intl.Collator('es');
    expect(listed).toEqual([...listed].sort(collator.compare));
    expect(res.json()[0]).not.toHaveProperty('passwordHash');
  });
});
