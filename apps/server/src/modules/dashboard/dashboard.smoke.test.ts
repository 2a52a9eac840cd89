import { ZDashboardOverview } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';

describe('dashboard smoke', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  it('answers on both APIs', async () => {
    const user = await t.userWithToken('receptionist');
    const rest = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: t.auth(user.token) });
    expect(rest.statusCode, rest.body).toBe(200);
    const trpc = await t.caller(user).dashboard.overview();
    expect(ZDashboardOverview.parse(trpc).failed).toEqual([]);
  });
});
