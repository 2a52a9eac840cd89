// REST /api/settings: any logged-in user reads, managers change with a partial body merged into
// what is kept, everyone else gets 403, a bad value or an unknown setting is a 400 naming it.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('REST /api/settings', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<TestApp['userWithToken']>>;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.userWithToken('admin');
    manager = await t.userWithToken('manager');
  });

  const call = (method: 'GET' | 'PUT', token: string | null, payload?: unknown) =>
    t.app.inject({
      method,
      url: '/api/settings',
      headers: token ? t.auth(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('starts with the spec’s US formats, readable by every role and by nobody logged out', async () => {
    for (const role of ['admin', 'manager', 'receptionist', 'vet', 'employee'] as const) {
      const user = role === 'admin' ? admin : await t.userWithToken(role);
      const res = await call('GET', user.token);
      expect(res.statusCode, role).toBe(200);
      expect(res.json()).toEqual({
        dateFormat: 'mm/dd/yyyy',
        timeFormat: '12h',
        daycareCapacity: null,
        updatedAt: null,
        businessName: null,
        taxId: null,
        address: null,
        invoiceSeries: { full: 'F', simplified: 'T', corrective: 'R' },
      });
    }
    expect((await call('GET', null)).statusCode).toBe(401);
  });

  it('lets only managers change them (403 for the other roles, nothing changed)', async () => {
    for (const role of ['receptionist', 'vet', 'employee'] as const) {
      const other = await t.userWithToken(role);
      const res = await call('PUT', other.token, { dateFormat: 'dd/mm/yyyy' });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().error).toBeTruthy();
    }
    expect((await call('PUT', null, { dateFormat: 'dd/mm/yyyy' })).statusCode).toBe(401);
    expect((await call('GET', admin.token)).json().dateFormat).toBe('mm/dd/yyyy');
  });

  it('merges a partial body: each change keeps the other setting', async () => {
    const first = await call('PUT', manager.token, { dateFormat: 'dd/mm/yyyy' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ dateFormat: 'dd/mm/yyyy', timeFormat: '12h' });
    expect(Date.parse(first.json().updatedAt)).not.toBeNaN();

    const second = await call('PUT', admin.token, { timeFormat: '24h' });
    expect(second.json()).toMatchObject({ dateFormat: 'dd/mm/yyyy', timeFormat: '24h' });
    // What every user reads afterwards, from the database.
    const vet = await t.userWithToken('vet');
    expect((await call('GET', vet.token)).json()).toMatchObject({
      dateFormat: 'dd/mm/yyyy',
      timeFormat: '24h',
    });
    expect(await t.db.prisma.businessSettings.findMany()).toEqual([
      expect.objectContaining({ id: 1, dateFormat: 'dd/mm/yyyy', timeFormat: '24h' }),
    ]);

    // An empty body changes nothing; back to the US formats in one request.
    expect((await call('PUT', manager.token, {})).json()).toMatchObject({
      dateFormat: 'dd/mm/yyyy',
      timeFormat: '24h',
    });
    const back = await call('PUT', manager.token, { dateFormat: 'mm/dd/yyyy', timeFormat: '12h' });
    expect(back.json()).toMatchObject({ dateFormat: 'mm/dd/yyyy', timeFormat: '12h' });
  });

  it('refuses a bad value or an unknown setting with 400 naming the field, and changes nothing', async () => {
    const before = (await call('GET', admin.token)).json();
    const badDate = await call('PUT', admin.token, { dateFormat: 'yyyy-mm-dd', timeFormat: '24h' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error).toBe('Date format must be one of: mm/dd/yyyy, dd/mm/yyyy');
    expect(badDate.json().details).toEqual([
      expect.objectContaining({
        path: 'dateFormat',
        message: 'Date format must be one of: mm/dd/yyyy, dd/mm/yyyy',
      }),
    ]);

    const badTime = await call('PUT', admin.token, { timeFormat: 24 });
    expect(badTime.statusCode).toBe(400);
    expect(badTime.json().details).toEqual([expect.objectContaining({ path: 'timeFormat' })]);

    const unknown = await call('PUT', admin.token, { dateFormt: 'dd/mm/yyyy' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      expect.objectContaining({ path: 'dateFormt', message: 'There is no such setting' }),
    ]);

    // (No body at all, or JSON null, is an empty change, as on every route.)
    for (const body of [[], 'dd/mm/yyyy', 42]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/settings',
        headers: { ...t.auth(admin.token), 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call('GET', admin.token)).json()).toEqual(before);
  });
});
