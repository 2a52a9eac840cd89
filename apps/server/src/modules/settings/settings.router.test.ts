// tRPC settings.get / settings.update, as the web calls them, and the live topic a change
// announces so other desks read the settings again.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('tRPC settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });

  it('settings.get for any logged-in user; settings.update for managers only, merged', async () => {
    const receptionist = t.caller(await t.userWithToken('receptionist'));
    expect(await receptionist.settings.get()).toMatchObject({ dateFormat: 'mm/dd/yyyy', timeFormat: '12h' });
    await expect(receptionist.settings.update({ dateFormat: 'dd/mm/yyyy' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(t.caller(null).settings.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });

    const manager = t.caller(await t.userWithToken('manager'));
    expect(await manager.settings.update({ timeFormat: '24h' })).toMatchObject({
      dateFormat: 'mm/dd/yyyy',
      timeFormat: '24h',
    });
    expect(await manager.settings.update({ dateFormat: 'dd/mm/yyyy' })).toMatchObject({
      dateFormat: 'dd/mm/yyyy',
      timeFormat: '24h',
    });
    expect(await receptionist.settings.get()).toMatchObject({ dateFormat: 'dd/mm/yyyy', timeFormat: '24h' });
  });

  it('reports a bad value with its message key under the field', async () => {
    const admin = await t.userWithToken('admin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/settings.update',
      headers: t.auth(admin.token),
      payload: { dateFormat: 'dd.mm.yyyy' },
    });
    expect(res.statusCode).toBe(400);
    const data = res.json().error.data;
    expect(data.details).toEqual([
      expect.objectContaining({ path: 'dateFormat', key: 'settings.dateFormatInvalid' }),
    ]);
  });
});
