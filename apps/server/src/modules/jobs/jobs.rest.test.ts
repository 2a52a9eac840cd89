// The dead letters over REST and tRPC: managers (and admins) list the jobs that spent their
// retries and send one back; everyone else gets 403; a retry of one already retried is 404.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { startTestQueue, until } from '../../../test/helpers/jobs';
import { defineJob } from '../../lib/jobs';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('REST /api/jobs', () => {
  let t: TestApp;
  let manager: User;
  let admin: User;
  let reception: User;
  let failing = true;
  const ran: string[] = [];

  const remind = defineJob<{ dog: string }>({
    name: 'test-remind',
    policy: 'standard',
    retryLimit: 0,
    retryDelaySeconds: 0,
    retryBackoff: false,
    expireInSeconds: 60,
    handle: async (data) => {
      ran.push(data.dog);
      if (failing) throw new Error('SMS gateway refused');
    },
    summarize: (data) => `dog ${data.dog}`,
  });

  beforeAll(async () => {
    t = await createTestApp({ jobs: (db) => startTestQueue(db.url, [remind]) });
    manager = await t.userWithToken('manager');
    admin = await t.userWithToken('admin');
    reception = await t.userWithToken('receptionist');
  });

  const call = (user: User, method: 'GET' | 'POST', url: string) =>
    t.app.inject({ method, url: `/api${url}`, headers: t.auth(user.token) });

  it('lists the dead letters for managers, 403 for others; a retry runs the job again, once', async () => {
    expect((await call(manager, 'GET', '/jobs/failed')).json()).toEqual([]);
    await t.deps.jobs.send('test-remind', { dog: 'Toby' });
    const failed = await until('the dead letter', async () => {
      const list = (await call(manager, 'GET', '/jobs/failed')).json() as unknown[];
      return list.length > 0 ? list : null;
    });
    expect(failed).toEqual([
      {
        _id: expect.any(String),
        name: 'test-remind',
        summary: 'dog Toby',
        attempts: 1,
        lastError: 'SMS gateway refused',
        failedAt: expect.any(String),
      },
    ]);
    const id = (failed[0] as { _id: string })._id;

    for (const user of [reception, await t.userWithToken('vet'), await t.userWithToken('groomer')]) {
      expect((await call(user, 'GET', '/jobs/failed')).statusCode).toBe(403);
      expect((await call(user, 'POST', `/jobs/${id}/retry`)).statusCode).toBe(403);
      await expect(t.caller(user).jobs.failed()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs/failed' })).statusCode).toBe(401);
    expect((await t.caller(admin).jobs.failed()).map((j) => j.id)).toEqual([id]);

    failing = false;
    const retried = await call(manager, 'POST', `/jobs/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ name: 'test-remind' });
    const again = await call(admin, 'POST', `/jobs/${id}/retry`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ error: 'Failed job not found (it may have been retried already)' });
    expect((await call(manager, 'POST', '/jobs/not-an-id/retry')).statusCode).toBe(404);
    await until('the retried job to run', () => ran.length === 2);
    expect(ran).toEqual(['Toby', 'Toby']);
    expect((await call(manager, 'GET', '/jobs/failed')).json()).toEqual([]);
  });
});
