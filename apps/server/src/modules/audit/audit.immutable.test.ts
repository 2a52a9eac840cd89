// The audit log cannot be rewritten: the application's own database user (the one the app's
// Prisma client and the row reader connect as) gets PostgreSQL's error for UPDATE, DELETE and
// TRUNCATE of audit_events, and nothing changes; no API offers either. A change whose event
// cannot be written does not happen.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { appRouter } from '../../app-router';
import { countEvents, storedEvents, withFailingEventInserts } from './audit.fixtures';

describe('the audit log is append-only', () => {
  let t: TestApp;
  let desk: TestCaller;
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('manager');
    desk = t.caller(user);
    ownerId = (
      await desk.owners.create({
        name: 'Ana García',
        email: `ana-${Date.now()}@example.com`,
        phone: '600 000 000',
        address: 'Calle Mayor 1',
      })
    ).id;
  });

  it("refuses UPDATE, DELETE and TRUNCATE for the application's database user", async () => {
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ current_user: string }>('SELECT current_user');
      // The very user the app connects as (the URL of its Prisma client and row reader).
      expect(rows[0]?.current_user).toBe(new URL(t.deps.env.DATABASE_URL ?? t.db.url).username);
      const before = await storedEvents(t.db.prisma, 'owner', ownerId);
      expect(before).toHaveLength(1);
      await expect(
        client.query(`UPDATE audit_events SET summary = 'rewritten' WHERE entity_id = $1`, [ownerId]),
      ).rejects.toThrow(/audit_events is append-only: UPDATE is refused/);
      await expect(client.query('DELETE FROM audit_events WHERE entity_id = $1', [ownerId])).rejects.toThrow(
        /audit_events is append-only: DELETE is refused/,
      );
      await expect(client.query('TRUNCATE audit_events')).rejects.toThrow(
        /audit_events is append-only: TRUNCATE is refused/,
      );
      await expect(client.query('DELETE FROM audit_events')).rejects.toMatchObject({ code: '42501' });
      expect(await storedEvents(t.db.prisma, 'owner', ownerId)).toEqual(before);
    } finally {
      await client.end();
    }
  });

  it("refuses them through the app's own Prisma client too", async () => {
    await expect(
      t.db.prisma.$executeRaw`UPDATE audit_events SET reason = 'later' WHERE entity_id = ${ownerId}::uuid`,
    ).rejects.toThrow(/append-only/);
    await expect(t.db.prisma.auditEvent.deleteMany({ where: { entityId: ownerId } })).rejects.toThrow(
      /append-only/,
    );
    expect(await storedEvents(t.db.prisma, 'owner', ownerId)).toHaveLength(1);
  });

  it('offers no API that edits or deletes an event', async () => {
    const token = (await t.userWithToken('admin')).token;
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/owner/${ownerId}`]) {
        const res = await t.app.inject({ method, url, headers: t.auth(token), payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBe(405);
      }
    }
    const procedures = Object.keys(appRouter._def.procedures).filter((path) => path.startsWith('audit.'));
    expect(procedures.sort()).toEqual(['audit.forRecord', 'audit.list']);
    expect(await storedEvents(t.db.prisma, 'owner', ownerId)).toHaveLength(1);
  });

  it('rolls back a change whose event cannot be written', async () => {
    const events = await countEvents(t.db.prisma);
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(
        desk.owners.update({
          id: ownerId,
          name: 'Never Saved',
          email: 'never@example.com',
          phone: '1',
          address: 'x',
        }),
      ).rejects.toThrow();
      await expect(desk.owners.delete({ id: ownerId })).rejects.toThrow();
    });
    expect(await desk.owners.byId({ id: ownerId })).toMatchObject({ name: 'Ana García' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
