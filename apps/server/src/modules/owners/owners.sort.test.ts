// Owners sort as a Spanish reader expects (accents and case aside, ñ after n), in every list:
// the Owners page (tRPC owners.list, both directions, with and without a search), the owner
// picker (owners.options) and REST GET /api/owners. Equal names page without gaps or repeats.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { SHUFFLED_NAMES, SPANISH_ORDER } from '../../../test/helpers/spanish-names';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';

describe('owners sorted by name', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof fixtures>;
  let token: string;
  const word = uniqueWord('w');

  beforeAll(async () => {
    // This file's database holds only the owners made here.
    t = await createTestApp();
    const u = await t.userWithToken('receptionist');
    token = u.token;
    caller = t.caller(u);
    f = fixtures(t.deps, u);
    for (const name of SHUFFLED_NAMES) await f.owner({ name: `${name} ${word}` });
  });

  const withWord = (names: string[]) => names.map((n) => `${n} ${word}`);

  it('Owners page: accents and case aside, ñ after n, with and without a search, both directions', async () => {
    const expected = withWord(SPANISH_ORDER);
    // No search: the name index is walked.
    const all = await caller.owners.list({ pageSize: 100 });
    expect(all.items.map((o) => o.name)).toEqual(expected);
    // A search the trigram index serves: the matches are collected, then sorted.
    const found = await caller.owners.list({ search: word, pageSize: 100 });
    expect(found.items.map((o) => o.name)).toEqual(expected);
    // A short word (no trigram lookup): 'al' matches Alba, alba, Álvaro and Álvarez.
    const short = await caller.owners.list({ search: 'al', pageSize: 100 });
    expect(short.items.map((o) => o.name)).toEqual(
      withWord(['alba', 'Alba', 'Álvaro', 'Andrés Gil Álvarez']),
    );
    const desc = await caller.owners.list({ direction: 'desc', pageSize: 100 });
    expect(desc.items.map((o) => o.name)).toEqual([...expected].reverse());
    const descFound = await caller.owners.list({ search: word, direction: 'desc', pageSize: 100 });
    expect(descFound.items.map((o) => o.name)).toEqual([...expected].reverse());
  });

  it('owner picker (owners.options) and REST GET /api/owners use the same order', async () => {
    const expected = withWord(SPANISH_ORDER);
    expect((await caller.owners.options({ search: word, limit: 50 })).map((o) => o.name)).toEqual(expected);
    expect((await caller.owners.options({ limit: 50 })).map((o) => o.name)).toEqual(expected);
    expect((await caller.owners.options({ search: 'ñoño', limit: 50 })).map((o) => o.name)).toEqual(
      withWord(['Ñoño']),
    );

    const res = await t.app.inject({ method: 'GET', url: '/api/owners', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { name: string }[]).map((o) => o.name)).toEqual(expected);
  });

  it('pages through equal names (and names equal but for case and accents) without gaps or repeats', async () => {
    const same = uniqueWord('s');
    // Seven owners under one name, three spellings of it: the id decides among equals.
    const spellings = ['Lucía Pérez', 'lucia perez', 'LUCÍA PÉREZ', 'Lucía Pérez', 'Lucia Perez'];
    const made = [];
    for (const spelling of [...spellings, 'Lucía Pérez', 'lucia perez']) {
      made.push(await f.owner({ name: `${spelling} ${same}` }));
    }
    for (const [search, direction] of [
      [same, 'asc'],
      [same, 'desc'],
      [undefined, 'asc'],
      [undefined, 'desc'],
    ] as const) {
      const whole = await caller.owners.list({ search, direction, pageSize: 100 });
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.total / 3); page++) {
        const p = await caller.owners.list({ search, direction, page, pageSize: 3 });
        expect(p.page).toBe(page);
        paged.push(...p.items.map((o) => o.id));
      }
      // The pages are the whole list cut in threes: nothing missed, nothing twice.
      expect(paged).toEqual(whole.items.map((o) => o.id));
      expect(new Set(paged).size).toBe(whole.total);
    }
    // Among byte-equal names the id decides, so the order is the same on every call.
    const exact = (await caller.owners.list({ search: same, pageSize: 100 })).items.filter(
      (o) => o.name === `Lucía Pérez ${same}`,
    );
    expect(exact.map((o) => o.id)).toEqual(exact.map((o) => o.id).sort());
    expect(exact).toHaveLength(3);
    // Case and accents only order names whose letters are equal: lower case first, then accents.
    const names = (await caller.owners.list({ search: same, pageSize: 100 })).items.map((o) =>
      o.name.replace(` ${same}`, ''),
    );
    expect(names).toEqual([
      'lucia perez',
      'lucia perez',
      'Lucia Perez',
      'Lucía Pérez',
      'Lucía Pérez',
      'Lucía Pérez',
      'LUCÍA PÉREZ',
    ]);
    expect(made).toHaveLength(7);
  });
});
