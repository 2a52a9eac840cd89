// Dogs sort as a Spanish reader expects (accents and case aside, ñ after n) in every list:
// the All Dogs tab and Overview search (tRPC dogs.list: no search, a search, a breed), the
// streamed REST GET /api/dogs (in batches, keyset on name and id), and the breed lists.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { SHUFFLED_NAMES, SPANISH_ORDER } from '../../../test/helpers/spanish-names';
import { prismaRowReader, type RowReader } from '../../db/row-reader';
import { fixtures, uniqueWord } from './dogs.fixtures';
import { allDogsRestJson } from './dogs.stream';

describe('dogs sorted by name', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof fixtures>;
  let token: string;
  const word = uniqueWord('w');

  beforeAll(async () => {
    // This file's database holds only the dogs made here.
    t = await createTestApp();
    const u = await t.userWithToken('receptionist');
    token = u.token;
    caller = t.caller(u);
    f = fixtures(t.deps, u);
    // No n in the owner's name or the breeds: the short-word search below looks for n.
    const owner = await f.owner({ name: `Pepe ${word}` });
    for (const [i, name] of SHUFFLED_NAMES.entries()) {
      await f.dog([owner.id], { name: `${name} ${word}`, breed: i % 2 ? 'Galgo' : 'Beagle' });
    }
  });

  const withWord = (names: string[]) => names.map((n) => `${n} ${word}`);

  it('All Dogs tab and Overview search (dogs.list): no search, a search, a short word, a breed', async () => {
    const expected = withWord(SPANISH_ORDER);
    // No search: the name index is walked until the page is full.
    expect((await caller.dogs.list({ pageSize: 100 })).items.map((d) => d.name)).toEqual(expected);
    // A search the trigram index serves (the owner's name): matches collected, then sorted.
    expect((await caller.dogs.list({ search: word, pageSize: 100 })).items.map((d) => d.name)).toEqual(
      expected,
    );
    // A short word, which walks the name index with a filter: 'ñ' is folded to 'n' by search.
    expect((await caller.dogs.list({ search: 'ñ', pageSize: 100 })).items.map((d) => d.name)).toEqual(
      withWord(['Andrés Gil Álvarez', 'Andrés Gil Muñoz', 'Bruno', 'Nuria', 'Ñoño']),
    );
    // A breed filter alone.
    const galgos = SHUFFLED_NAMES.filter((_, i) => i % 2);
    expect((await caller.dogs.list({ breed: 'galgo', pageSize: 100 })).items.map((d) => d.name)).toEqual(
      withWord(SPANISH_ORDER.filter((n) => galgos.includes(n))),
    );
    // Pages of 4 are the same list cut in fours.
    const paged: string[] = [];
    for (const page of [1, 2, 3]) {
      paged.push(...(await caller.dogs.list({ search: word, page, pageSize: 4 })).items.map((d) => d.name));
    }
    expect(paged).toEqual(expected);
  });

  it('REST GET /api/dogs streams them in the same order, also across batches and through either reader', async () => {
    const expected = withWord(SPANISH_ORDER);
    const res = await t.app.inject({ method: 'GET', url: '/api/dogs', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((d) => d.name)).toEqual(expected);

    // Batches of 2: every batch starts after the last (name, id) of the previous one.
    const read = async (rows: RowReader) => {
      const parts: string[] = [];
      for await (const part of allDogsRestJson({ ...f.dogs, rows }, 2)) parts.push(part);
      return (JSON.parse(`[${parts.join(',')}]`) as { name: string }[]).map((d) => d.name);
    };
    expect(await read(f.dogs.rows)).toEqual(expected);
    expect(await read(prismaRowReader(t.db.prisma))).toEqual(expected);
  });

  it('pages and streams equal names (and names equal but for case and accents) without gaps or repeats', async () => {
    const same = uniqueWord('s');
    const owner = await f.owner({ name: `Owner ${same}` });
    for (const spelling of ['Toño', 'toño', 'TOÑO', 'Tono', 'Toño', 'tono', 'Toño']) {
      await f.dog([owner.id], { name: `${spelling} ${same}` });
    }
    const whole = await caller.dogs.list({ search: same, pageSize: 100 });
    expect(whole.items.map((d) => d.name.replace(` ${same}`, ''))).toEqual([
      // n before ñ; then, letters equal, lower case first.
      'tono',
      'Tono',
      'toño',
      'Toño',
      'Toño',
      'Toño',
      'TOÑO',
    ]);
    // Among byte-equal names the id decides.
    const exact = whole.items.filter((d) => d.name === `Toño ${same}`).map((d) => d.id);
    expect(exact).toEqual([...exact].sort());

    for (const search of [same, undefined]) {
      const all = await caller.dogs.list({ search, pageSize: 100 });
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 3); page++) {
        paged.push(...(await caller.dogs.list({ search, page, pageSize: 3 })).items.map((d) => d.id));
      }
      expect(paged).toEqual(all.items.map((d) => d.id));
      expect(new Set(paged).size).toBe(all.total);
    }

    // The streamed list in batches of 3 cuts through the equal names too.
    const parts: string[] = [];
    for await (const part of allDogsRestJson(f.dogs, 3)) parts.push(part);
    const streamed = (JSON.parse(`[${parts.join(',')}]`) as { _id: string }[]).map((d) => d._id);
    const listed = (await caller.dogs.list({ pageSize: 100 })).items.map((d) => d.id);
    expect(streamed).toEqual(listed);
  });

  it('lists breeds in the same order (the filter) and ties of the Overview counts by name', async () => {
    const owner = await f.owner();
    for (const breed of ['Zwergspitz', 'Ávila mastín', 'Alano español', 'beagle', 'Bóxer', 'Ñeque']) {
      await f.dog([owner.id], { breed });
    }
    const breeds = await caller.dogs.breeds();
    // 'beagle' counts with 'Beagle' (case aside) under the most used spelling.
    expect(breeds).toEqual([
      'Alano español',
      'Ávila mastín',
      'Beagle',
      'Bóxer',
      'Galgo',
      'Ñeque',
      'Zwergspitz',
    ]);
    const overview = await caller.dogs.overview();
    const ones = overview.breeds.filter((b) => b.count === 1).map((b) => b.breed);
    expect(ones).toEqual(['Alano español', 'Ávila mastín', 'Bóxer', 'Ñeque', 'Zwergspitz']);
  });
});
