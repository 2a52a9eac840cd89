// The business settings in the audit log: a change writes one event (the record `setting`) with
// the settings it changed; a change whose event cannot be written does not happen.
import { AUDIT_SETTINGS_ID } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';

describe('settings in the audit log', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;
  let asManager: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    asManager = t.caller(manager);
  });

  it('records a change with the settings it changed, and nothing for one that changed nothing', async () => {
    await asManager.settings.update({ dateFormat: 'dd/mm/yyyy', timeFormat: '12h' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: t.auth(manager.token),
      payload: { timeFormat: '24h' },
    });
    expect(res.statusCode).toBe(200);
    await asManager.settings.update({ timeFormat: '24h' });
    const events = await storedEvents(t.db.prisma, 'setting', AUDIT_SETTINGS_ID);
    expect(events.map((e) => [e.action, e.summary, e.actor?.id])).toEqual([
      ['update', 'Changed settings: dateFormat', manager.id],
      ['update', 'Changed settings: timeFormat', manager.id],
    ]);
    expect(events.map((e) => e.changes)).toEqual([
      [{ field: 'dateFormat', from: 'mm/dd/yyyy', to: 'dd/mm/yyyy' }],
      [{ field: 'timeFormat', from: '12h', to: '24h' }],
    ]);
  });

  it('does not change a setting whose event cannot be written', async () => {
    const before = await asManager.settings.get();
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, () =>
      expect(
        asManager.settings.update({
          dateFormat: before.dateFormat === 'dd/mm/yyyy' ? 'mm/dd/yyyy' : 'dd/mm/yyyy',
        }),
      ).rejects.toThrow(),
    );
    expect(await asManager.settings.get()).toEqual(before);
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
