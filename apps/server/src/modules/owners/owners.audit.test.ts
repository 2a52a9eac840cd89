// Owners in the audit log: each create, change and delete writes exactly one event with what
// changed (by API field names), inside the write's transaction; a deleted owner's dogs record the
// owner they lost; a write whose event cannot be written does not happen.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { countEvents, storedEvents, withFailingEventInserts } from '../audit/audit.fixtures';

describe('owners in the audit log', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let desk: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    desk = t.caller(user);
  });

  const input = () => ({
    name: 'Ana García',
    email: `${randomUUID()}@example.com`,
    phone: '600 000 000',
    address: 'Calle Mayor 1',
  });

  it('records a creation with what it set, by whom', async () => {
    const owner = await desk.owners.create(input());
    const events = await storedEvents(t.db.prisma, 'owner', owner.id);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'create',
        actor: { id: user.id, username: user.username },
        summary: 'Created owner Ana García',
        changes: [
          { field: 'name', from: null, to: 'Ana García' },
          { field: 'email', from: null, to: owner.email },
          { field: 'phone', from: null, to: '600 000 000' },
          { field: 'address', from: null, to: 'Calle Mayor 1' },
          { field: 'language', from: null, to: 'es' },
        ],
      }),
    ]);
    expect(events[0]).not.toHaveProperty('reason');
  });

  it('records a change with the fields it changed, old and new; nothing for a save that changed nothing', async () => {
    const owner = await desk.owners.create(input());
    await desk.owners.update({ ...owner, phone: '611 222 333', address: 'Plaza 2' });
    await desk.owners.update({ ...owner, phone: '611 222 333', address: 'Plaza 2' });
    const events = await storedEvents(t.db.prisma, 'owner', owner.id);
    expect(events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(events[1]).toMatchObject({
      summary: 'Changed owner Ana García: phone, address',
      changes: [
        { field: 'phone', from: '600 000 000', to: '611 222 333' },
        { field: 'address', from: 'Calle Mayor 1', to: 'Plaza 2' },
      ],
    });
  });

  it('records a deletion over REST with its reason, and the owner each of its dogs lost', async () => {
    const [ana, luis] = [
      await desk.owners.create(input()),
      await desk.owners.create({ ...input(), name: 'Luis Pérez' }),
    ];
    const dog = await desk.dogs.create({ name: 'Luna', breed: 'Beagle', age: 3, owners: [ana.id, luis.id] });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/owners/${ana.id}?reason=${encodeURIComponent('Duplicate record')}`,
      headers: t.auth(user.token),
    });
    expect(res.statusCode).toBe(200);
    const [created, deleted] = await storedEvents(t.db.prisma, 'owner', ana.id);
    expect(created?.action).toBe('create');
    expect(deleted).toMatchObject({
      action: 'delete',
      reason: 'Duplicate record',
      changes: [
        { field: 'name', from: 'Ana García', to: null },
        { field: 'email', from: ana.email, to: null },
        { field: 'phone', from: '600 000 000', to: null },
        { field: 'address', from: 'Calle Mayor 1', to: null },
        { field: 'language', from: 'es', to: null },
      ],
    });
    const dogEvents = await storedEvents(t.db.prisma, 'dog', dog.id);
    expect(dogEvents.map((e) => e.action)).toEqual(['create', 'update']);
    expect(dogEvents[1]).toMatchObject({
      reason: 'Duplicate record',
      changes: [
        {
          field: 'owners',
          from: [
            { id: ana.id, name: 'Ana García' },
            { id: luis.id, name: 'Luis Pérez' },
          ],
          to: [{ id: luis.id, name: 'Luis Pérez' }],
        },
      ],
    });
    // Without a reason (tRPC, none given): none is kept.
    const other = await desk.owners.create(input());
    await desk.owners.delete({ id: other.id });
    expect((await storedEvents(t.db.prisma, 'owner', other.id))[1]).not.toHaveProperty('reason');
  });

  it('does not create, change or delete an owner whose event cannot be written', async () => {
    const owner = await desk.owners.create(input());
    const events = await countEvents(t.db.prisma);
    const email = `${randomUUID()}@example.com`;
    await withFailingEventInserts(t.db.prisma, async () => {
      await expect(desk.owners.create({ ...input(), email })).rejects.toThrow();
      await expect(desk.owners.update({ ...owner, name: 'Never' })).rejects.toThrow();
      await expect(desk.owners.delete({ id: owner.id })).rejects.toThrow();
    });
    expect(await t.db.prisma.owner.count({ where: { email } })).toBe(0);
    expect(await desk.owners.byId({ id: owner.id })).toMatchObject({ name: 'Ana García' });
    expect(await countEvents(t.db.prisma)).toBe(events);
  });
});
