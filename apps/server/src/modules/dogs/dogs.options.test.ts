// The searchable dog picker of the service forms (tRPC dogs.options): a few dogs by name, found
// by name, breed or owner, never the whole table.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/app';
import { fixtures, uniqueWord } from './dogs.fixtures';

async function setup() {
  const t = await createTestApp();
  const u = await t.userWithToken('employee');
  return { t, caller: t.caller(u), f: fixtures(t.deps, u) };
}

describe('tRPC dogs.options', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  it('needs a logged-in user', async () => {
    await expect(s.t.caller(null).dogs.options({ search: 'luna' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('finds dogs by name, breed or owner (accents and case aside), in Spanish name order', async () => {
    const word = uniqueWord();
    const pena = await s.f.owner({ name: `Begoña Peña ${word}` });
    const other = await s.f.owner({ name: `Other ${word}` });
    const nono = await s.f.dog([other.id], { name: `Ñoño ${word}`, breed: 'Podenco' });
    const alvaro = await s.f.dog([pena.id, other.id], { name: `Álvaro ${word}`, breed: 'Galgo' });
    const oscar = await s.f.dog([other.id, pena.id], { name: `Óscar ${word}`, breed: 'Pug' });
    const nuria = await s.f.dog([other.id], { name: `Nuria ${word}`, breed: 'Podenco Ibicenco' });

    // Each with its thumbnail (none here); dogs.options ranks nobody as expected.
    const more = { thumbnailUrl: null, expected: false };
    expect(await s.caller.dogs.options({ search: word })).toEqual([
      { id: alvaro.id, name: alvaro.name, breed: 'Galgo', ownerName: pena.name, ...more },
      { id: nuria.id, name: nuria.name, breed: 'Podenco Ibicenco', ownerName: other.name, ...more },
      { id: nono.id, name: nono.name, breed: 'Podenco', ownerName: other.name, ...more },
      { id: oscar.id, name: oscar.name, breed: 'Pug', ownerName: other.name, ...more },
    ]);
    // By an owner's name, primary or secondary, without the accents.
    expect((await s.caller.dogs.options({ search: `PENA ${word}` })).map((d) => d.id)).toEqual([
      alvaro.id,
      oscar.id,
    ]);
    // By breed, by a dog's name with its accent typed or not, and a miss.
    expect((await s.caller.dogs.options({ search: `podenco ${word}` })).map((d) => d.id)).toEqual([
      nuria.id,
      nono.id,
    ]);
    expect((await s.caller.dogs.options({ search: `nono ${word}` })).map((d) => d.id)).toEqual([nono.id]);
    expect((await s.caller.dogs.options({ search: `Ñoño ${word}` })).map((d) => d.id)).toEqual([nono.id]);
    expect(await s.caller.dogs.options({ search: `${word} nobody` })).toEqual([]);
  });

  it('answers at most `limit` dogs (20 by default), also with no search or a short one', async () => {
    const word = uniqueWord('lim');
    const owner = await s.f.owner();
    for (let i = 0; i < 25; i++) {
      await s.f.dog([owner.id], { name: `${String.fromCharCode(97 + i)} ${word}` });
    }
    const matches = await s.caller.dogs.options({ search: word });
    expect(matches.map((d) => d.name[0])).toEqual('abcdefghijklmnopqrst'.split(''));
    expect(await s.caller.dogs.options({ search: word, limit: 3 })).toHaveLength(3);
    // No search: the first dogs by name, never the whole table.
    const all = await s.caller.dogs.options({});
    expect(all).toHaveLength(20);
    const names = all.map((d) => d.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('es').compare));
    expect(await s.caller.dogs.options({ limit: 5 })).toEqual(all.slice(0, 5));
    // A one-letter search (no trigram index) still answers by name, at most the limit.
    const short = await s.caller.dogs.options({ search: 'a', limit: 7 });
    expect(short).toHaveLength(7);
    expect(short.every((d) => `${d.name} ${d.breed} ${d.ownerName}`.toLowerCase().includes('a'))).toBe(true);
  });

  it('refuses a limit out of range', async () => {
    await expect(s.caller.dogs.options({ limit: 51 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(s.caller.dogs.options({ limit: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
