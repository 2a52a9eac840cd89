// The owners tRPC procedures, called as the web app calls them.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { fixtures, ownerInput, uniqueWord } from '../dogs/dogs.fixtures';

describe('tRPC owners', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.userWithToken('receptionist');
    caller = t.caller(u);
    f = fixtures(t.deps, u);
  });

  it('needs a logged-in user', async () => {
    const anonymous = t.caller(null);
    await expect(anonymous.owners.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.owners.create(ownerInput())).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('searches loosely on name, email and phone (accents and case ignored)', async () => {
    const word = uniqueWord();
    const pena = await f.owner({ name: `María Peña ${word}`, phone: '(555) 010-7788' });
    const other = await f.owner({ name: `Other ${word}`, email: `PENA.${word}@example.com` });
    await f.owner({ name: `Nobody ${word}` });

    const byName = await caller.owners.list({ search: `pena ${word}` });
    expect(byName.items.map((o) => o.id).sort()).toEqual([pena.id, other.id].sort());
    expect((await caller.owners.list({ search: `MARIA ${word}` })).items.map((o) => o.id)).toEqual([pena.id]);
    expect((await caller.owners.list({ search: '5550107788' })).items.map((o) => o.id)).toEqual([pena.id]);
    expect((await caller.owners.list({ search: '010-7788' })).items.map((o) => o.id)).toEqual([pena.id]);
    expect((await caller.owners.list({ search: `pena.${word}@` })).items.map((o) => o.id)).toEqual([
      other.id,
    ]);
    expect((await caller.owners.list({ search: `${word} zzz` })).total).toBe(0);
    // LIKE wildcards are plain characters.
    expect((await caller.owners.list({ search: `%${word}` })).total).toBe(0);
  });

  it('pages 10 at a time by default and sorts by name or email, either way', async () => {
    const word = uniqueWord();
    const letters = 'abcdefghijklmnopqrstuvw'.split('');
    for (const [i, letter] of letters.entries()) {
      // Names ascend with the letter, emails descend, and case alternates.
      const name = `${i % 2 ? letter.toUpperCase() : letter}-name ${word}`;
      await f.owner({ name, email: `${letters[letters.length - 1 - i]}-${word}@example.com` });
    }
    const first = await caller.owners.list({ search: word });
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 10, pageCount: 3 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]?.name).toBe(`a-name ${word}`);
    expect(first.items[1]?.name).toBe(`B-name ${word}`);
    const third = await caller.owners.list({ search: word, page: 3 });
    expect(third.items.map((o) => o.name[0]?.toLowerCase())).toEqual(['u', 'v', 'w']);
    const desc = await caller.owners.list({ search: word, direction: 'desc', pageSize: 5 });
    expect(desc.items[0]?.name.toLowerCase()).toBe(`w-name ${word}`);
    expect(desc.pageCount).toBe(5);
    const byEmail = await caller.owners.list({ search: word, sort: 'email' });
    expect(byEmail.items[0]?.email).toBe(`a-${word}@example.com`);
    expect(byEmail.items[0]?.name).toBe(`w-name ${word}`);
    const byEmailDesc = await caller.owners.list({ search: word, sort: 'email', direction: 'desc' });
    expect(byEmailDesc.items[0]?.email).toBe(`w-${word}@example.com`);
    // A page past the end answers the last page.
    const past = await caller.owners.list({ search: word, page: 99 });
    expect(past.page).toBe(3);
    expect(past.items).toHaveLength(3);
    await expect(caller.owners.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('offers owners for the dog form picker', async () => {
    const word = uniqueWord();
    for (let i = 0; i < 4; i++) await f.owner({ name: `Picker ${i} Ñandú ${word}` });
    const options = await caller.owners.options({ search: `nandu ${word}`, limit: 3 });
    expect(options).toHaveLength(3);
    expect(options[0]).toEqual({
      id: expect.any(String),
      name: `Picker 0 Ñandú ${word}`,
      email: expect.any(String),
      phone: expect.any(String),
      address: expect.any(String),
    });
    expect((await caller.owners.options({})).length).toBeGreaterThan(0);
  });

  it('creates, reads, updates and deletes', async () => {
    const created = await caller.owners.create({
      ...ownerInput(),
      email: `  MIXED-${uniqueWord()}@Example.com `,
    });
    expect(created.email).toBe(created.email.toLowerCase());
    expect(await caller.owners.byId({ id: created.id })).toEqual(created);
    const updated = await caller.owners.update({ ...ownerInput({ name: 'Changed Name' }), id: created.id });
    expect(updated).toMatchObject({ id: created.id, name: 'Changed Name' });
    expect(await caller.owners.delete({ id: created.id })).toEqual({ id: created.id });
    await expect(caller.owners.byId({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('reports errors with codes, message keys and English messages', async () => {
    const bad = await caller.owners
      .create({ name: 'x', email: 'no', phone: 'abc', address: '' })
      .catch((e) => e);
    expect(bad.code).toBe('BAD_REQUEST');
    expect(bad.message).toContain('Name must be at least 2 characters long');

    const taken = await f.owner();
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/owners.create',
      headers: t.auth((await t.userWithToken('vet')).token),
      payload: { ...ownerInput(), email: taken.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('An owner with this email already exists');
    expect(res.json().error.data).toMatchObject({ code: 'CONFLICT', messageKey: 'owner.emailTaken' });

    const owner = await f.owner();
    const dog = await f.dog([owner.id], { name: `Solo ${uniqueWord()}` });
    const only = await caller.owners.delete({ id: owner.id }).catch((e) => e);
    expect(only.code).toBe('CONFLICT');
    expect(only.message).toContain(dog.name);

    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      await expect(caller.owners.byId({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(caller.owners.update({ ...ownerInput(), id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(caller.owners.delete({ id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
