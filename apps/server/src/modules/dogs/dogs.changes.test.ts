// The change history of a dog's record: what each write records (create, edit, owners, picture
// over both APIs), nothing for a save that changed nothing or failed, who and when, and the rows
// gone with the dog.
import type { TTimelineEntryOf } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { fixtures, makeImage, multipartBody } from './dogs.fixtures';

describe("a dog's record changes", () => {
  let t: TestApp;
  let desk: TestCaller;
  let user: { id: string; username: string; token: string };
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    desk = t.caller({ ...user, role: 'receptionist' });
    f = fixtures(t.deps, user);
  });

  /** The rows of the dog's change history (the view dog_record_changes over its audit events). */
  const historyRows = (dogId: string) =>
    t.db.prisma.$queryRaw<{ changedById: string | null; changedByUsername: string | null }[]>`
      SELECT changed_by_id::text AS "changedById", changed_by_username AS "changedByUsername"
        FROM dog_record_changes WHERE dog_id = ${dogId}::uuid`;

  /** The dog's record entries, newest first, as the timeline answers them. */
  const changes = async (dogId: string) =>
    (await desk.dogs.timeline({ dogId, limit: 50 })).entries.filter(
      (e): e is TTimelineEntryOf<'record'> => e.kind === 'record',
    );

  const base = async () => {
    const [ana, luis] = [await f.owner({ name: 'Ana García' }), await f.owner({ name: 'Luis Pérez' })];
    const before = Date.now();
    const dog = await desk.dogs.create({
      name: 'Luna',
      breed: 'Beagle',
      age: 3,
      weight: 12,
      owners: [ana.id],
    });
    return { dog, ana, luis, before };
  };
  const input = (id: string, owners: string[], extra: Record<string, unknown> = {}) => ({
    id,
    name: 'Luna',
    breed: 'Beagle',
    age: 3,
    weight: 12,
    owners,
    ...extra,
  });

  it('records the creation with who and when', async () => {
    const { dog, before } = await base();
    const [created] = await changes(dog.id);
    expect(created).toMatchObject({ action: 'created', changes: [], changedBy: user.username });
    expect(Date.parse(created?.at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created?.at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('records an edit with the fields it changed, old and new, and nothing for a save that changed nothing', async () => {
    const { dog, ana } = await base();
    await desk.dogs.update(input(dog.id, [ana.id]));
    expect(await changes(dog.id)).toHaveLength(1);
    await desk.dogs.update(
      input(dog.id, [ana.id], {
        name: 'Lunita',
        age: undefined,
        dateOfBirth: '2023-05-01',
        weight: 13.5,
        particularSigns: 'Shy',
      }),
    );
    const [edit] = await changes(dog.id);
    expect(edit).toMatchObject({ action: 'updated', changedBy: user.username });
    expect(edit?.changes).toEqual([
      { field: 'name', from: 'Luna', to: 'Lunita' },
      { field: 'age', from: 3, to: null },
      { field: 'dateOfBirth', from: null, to: '2023-05-01' },
      { field: 'weight', from: 12, to: 13.5 },
      { field: 'particularSigns' },
    ]);
  });

  it('records owners added, swapped and removed, with their names then', async () => {
    const { dog, ana, luis } = await base();
    await desk.dogs.update(input(dog.id, [ana.id, luis.id]));
    await desk.dogs.update(input(dog.id, [luis.id, ana.id]));
    await desk.dogs.update(input(dog.id, [luis.id]));
    const list = await changes(dog.id);
    const a = { id: ana.id, name: 'Ana García' };
    const l = { id: luis.id, name: 'Luis Pérez' };
    expect(list.map((c) => c.changes)).toEqual([
      [{ field: 'owners', from: [l, a], to: [l] }],
      [{ field: 'owners', from: [a, l], to: [l, a] }],
      [{ field: 'owners', from: [a], to: [a, l] }],
      [],
    ]);
  });

  it('records a picture added, replaced and removed, over REST, and a save with a picture as one change', async () => {
    const { dog, ana } = await base();
    const jpeg = await makeImage('jpeg');
    const put = (url: string, fields: Record<string, string> = {}) => {
      const { payload, headers } = multipartBody(fields, [
        { field: 'picture', filename: 'luna.jpg', contentType: 'image/jpeg', data: jpeg },
      ]);
      return t.app.inject({ method: 'PUT', url, payload, headers: { ...headers, ...t.auth(user.token) } });
    };
    expect((await put(`/api/dogs/${dog.id}/picture`)).statusCode).toBe(200);
    expect((await put(`/api/dogs/${dog.id}/picture`)).statusCode).toBe(200);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/dogs/${dog.id}/picture`,
      headers: t.auth(user.token),
    });
    expect(removed.statusCode).toBe(200);
    // Removing a picture the dog no longer has changes nothing.
    await t.app.inject({ method: 'DELETE', url: `/api/dogs/${dog.id}/picture`, headers: t.auth(user.token) });
    const saved = await put(`/api/dogs/${dog.id}`, {
      name: 'Luna',
      breed: 'Beagle mix',
      age: '3',
      weight: '12',
      owners: JSON.stringify([ana.id]),
    });
    expect(saved.statusCode).toBe(200);
    expect((await changes(dog.id)).map((c) => c.changes)).toEqual([
      [
        { field: 'breed', from: 'Beagle', to: 'Beagle mix' },
        { field: 'picture', change: 'added' },
      ],
      [{ field: 'picture', change: 'removed' }],
      [{ field: 'picture', change: 'replaced' }],
      [{ field: 'picture', change: 'added' }],
      [],
    ]);
  });

  it('writes nothing when the save fails, and the history goes with the dog', async () => {
    const { dog, ana } = await base();
    await expect(
      desk.dogs.update(input(dog.id, [ana.id, '00000000-0000-4000-8000-00000000beef'], { name: 'Never' })),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await changes(dog.id)).toHaveLength(1);
    await desk.dogs.update(input(dog.id, [ana.id], { weight: 14 }));
    expect(await historyRows(dog.id)).toHaveLength(2);
    await desk.dogs.delete({ id: dog.id });
    expect(await historyRows(dog.id)).toHaveLength(0);
  });

  it('keeps who changed it after that user is deleted', async () => {
    const leaver = await t.userWithToken('receptionist');
    const owner = await f.owner();
    const dog = await t
      .caller(leaver)
      .dogs.create({ name: 'Nala', breed: 'Pug', age: 2, owners: [owner.id] });
    await t.db.prisma.user.delete({ where: { id: leaver.id } });
    const rows = await historyRows(dog.id);
    expect(rows).toEqual([
      expect.objectContaining({ changedById: null, changedByUsername: leaver.username }),
    ]);
    expect((await changes(dog.id))[0]?.changedBy).toBe(leaver.username);
  });
});
