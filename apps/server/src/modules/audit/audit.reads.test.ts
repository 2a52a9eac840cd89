// Reading the audit log over both APIs: a record's events oldest first for anyone logged in (also
// after the record was deleted), the global History newest first for managers only (403 for the
// others), its filters, and cursor paging that neither repeats nor skips an event, also when many
// share one instant.
import { randomUUID } from 'node:crypto';
import type { TAuditEvent, TAuditPage } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('reading the audit log', () => {
  let t: TestApp;
  let manager: User;
  let employee: User;
  let asManager: TestCaller;
  let asEmployee: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    employee = await t.userWithToken('employee');
    asManager = t.caller(manager);
    asEmployee = t.caller(employee);
  });

  const newOwner = (caller: TestCaller, name = 'Ana García') =>
    caller.owners.create({
      name,
      email: `${randomUUID()}@example.com`,
      phone: '600 000 000',
      address: 'Calle Mayor 1',
    });
  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: t.auth(token) });

  it("answers a record's events oldest first to anyone logged in, also after it was deleted", async () => {
    const owner = await newOwner(asEmployee);
    await asManager.owners.update({ ...owner, phone: '611 111 111' });
    await asManager.owners.delete({ id: owner.id, reason: 'Moved abroad' });

    const { events } = await asEmployee.audit.forRecord({ entity: 'owner', entityId: owner.id });
    expect(events.map((e) => [e.action, e.actor?.username])).toEqual([
      ['create', employee.username],
      ['update', manager.username],
      ['delete', manager.username],
    ]);
    expect(events[1]?.changes).toEqual([{ field: 'phone', from: '600 000 000', to: '611 111 111' }]);
    expect(events[2]).toMatchObject({ reason: 'Moved abroad', summary: 'Deleted owner Ana García' });

    // REST: the same events, ids as `_id` at every depth.
    const res = await get(`/api/audit/owner/${owner.id}`, employee.token);
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      events: (Omit<TAuditEvent, 'id' | 'actor'> & { _id: string; actor: { _id: string } })[];
    };
    expect(body.events.map((e) => e._id)).toEqual(events.map((e) => e.id));
    expect(body.events[0]?.actor._id).toBe(employee.id);
    expect(body.events[0]).not.toHaveProperty('id');
  });

  it('answers 404 for a record type or id that names nothing, and no events for a record without any', async () => {
    expect((await get(`/api/audit/cat/${randomUUID()}`, employee.token)).statusCode).toBe(404);
    expect((await get('/api/audit/owner/not-an-id', employee.token)).statusCode).toBe(404);
    const none = await get(`/api/audit/dog/${randomUUID()}`, employee.token);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ events: [] });
    await expect(
      asEmployee.audit.forRecord({ entity: 'cat' as never, entityId: randomUUID() }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await get(`/api/audit/owner/${randomUUID()}`, '')).statusCode).toBe(401);
  });

  it('shows the whole history to managers only (403 for the others, over both APIs)', async () => {
    expect((await get('/api/audit', employee.token)).statusCode).toBe(403);
    const receptionist = await t.userWithToken('receptionist');
    expect((await get('/api/audit', receptionist.token)).statusCode).toBe(403);
    await expect(asEmployee.audit.list({})).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const admin = await t.userWithToken('admin');
    expect((await get('/api/audit?limit=1', admin.token)).statusCode).toBe(200);
    const res = await get('/api/audit?limit=2', manager.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ events: expect.any(Array), nextCursor: expect.any(String) });
  });

  it('filters by record type, record, user, action and period', async () => {
    const someone = await t.userWithToken('receptionist');
    const a = await newOwner(t.caller(someone), 'Filter One');
    const b = await newOwner(t.caller(someone), 'Filter Two');
    await t.caller(someone).owners.update({ ...a, address: 'Plaza 2' });

    const byActor = await asManager.audit.list({ actor: someone.id });
    expect(byActor.events.map((e) => [e.action, e.entityId])).toEqual([
      ['update', a.id],
      ['create', b.id],
      ['create', a.id],
    ]);
    expect((await asManager.audit.list({ actor: someone.id, action: 'create' })).events).toHaveLength(2);
    expect((await asManager.audit.list({ entity: 'owner', entityId: a.id })).events).toHaveLength(2);
    expect((await asManager.audit.list({ entityId: b.id })).events.map((e) => e.entityId)).toEqual([b.id]);
    expect((await asManager.audit.list({ actor: someone.id, entity: 'dog' })).events).toEqual([]);

    // A period: instants, and calendar days of the business zone.
    const at = byActor.events.map((e) => e.at);
    const instants = await asManager.audit.list({ actor: someone.id, from: at[1], to: at[0] });
    expect(instants.events.map((e) => e.id)).toEqual(byActor.events.slice(0, 2).map((e) => e.id));
    // The business days the events fell on (the same one, unless they straddled midnight).
    const dayOf = (iso: string | undefined) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: t.deps.env.timeZone }).format(new Date(iso ?? ''));
    const [first, last] = [dayOf(at[2]), dayOf(at[0])];
    expect((await asManager.audit.list({ actor: someone.id, from: first, to: last })).events).toHaveLength(3);
    expect((await asManager.audit.list({ actor: someone.id, to: '2000-01-01' })).events).toEqual([]);
    const rest = await get(`/api/audit?actor=${someone.id}&action=update&from=${first}`, manager.token);
    expect(rest.json()).toMatchObject({ events: [{ entityId: a.id, action: 'update' }], nextCursor: null });

    expect((await get('/api/audit?from=yesterday', manager.token)).statusCode).toBe(400);
    expect((await get('/api/audit?from=2026-11-02&to=2026-11-01', manager.token)).statusCode).toBe(400);
    expect((await get('/api/audit?limit=101', manager.token)).statusCode).toBe(400);
    expect((await get('/api/audit?action=erase', manager.token)).statusCode).toBe(400);
    expect((await get('/api/audit?cursor=nonsense', manager.token)).statusCode).toBe(400);
  });

  it('pages newest first by cursor with no event repeated or skipped, ties on the instant included', async () => {
    // 23 events of one kind of record at one instant, and 7 around it.
    const tied = new Date('2026-11-20T10:00:00.000Z');
    const instants = [
      ...Array.from({ length: 23 }, () => tied),
      ...[-3, -2, -1, 1, 2, 3, 4].map((s) => new Date(tied.getTime() + s * 1000)),
    ];
    for (const at of instants) {
      await t.db.prisma.auditEvent.create({
        data: {
          at,
          action: 'create',
          entity: 'till',
          entityId: randomUUID(),
          summary: 'Created till',
          changes: [],
        },
      });
    }
    const stored = await t.db.prisma.auditEvent.findMany({
      where: { entity: 'till' },
      select: { id: true, at: true },
    });
    const expected = stored
      .sort((x, y) => y.at.getTime() - x.at.getTime() || (x.id < y.id ? 1 : -1))
      .map((e) => e.id);

    for (const limit of [1, 4, 7, 30, 100]) {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: TAuditPage = await asManager.audit.list({ entity: 'till', limit, cursor });
        seen.push(...page.events.map((e) => e.id));
        if (page.nextCursor) expect(page.events).toHaveLength(limit);
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 100);
      expect(seen, `limit ${limit}`).toEqual(expected);
    }

    // REST walks the same pages.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/audit?entity=till&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
        manager.token,
      );
      const page = res.json() as { events: { _id: string }[]; nextCursor: string | null };
      seen.push(...page.events.map((e) => e._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(expected);
  });
});
