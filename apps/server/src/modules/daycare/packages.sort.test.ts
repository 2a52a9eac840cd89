// The package list's eight sorts (daycare.packages.list) and its pages, in a database that holds
// only the packages made here. Dog names sort as a Spanish reader expects (accents and case
// aside, ñ after n); every sort then orders by the dog's name and the id, so pages never overlap.
// REST GET /api/daycare/packages/active uses the dog-name order.
import {
  foldForSearch,
  PACKAGE_SORTS,
  type TDaycarePackage,
  type TPackageSort,
  type TPackageType,
} from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { SHUFFLED_NAMES, SPANISH_ORDER } from '../../../test/helpers/spanish-names';
import { compareNames } from '../../db/collation';
import { prismaRowReader } from '../../db/row-reader';
import { toRest } from '../../lib/dto';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { daycareContext } from './daycare.context';
import { listActivePackages } from './packages.service';

const TYPES: TPackageType[] = ['30-day', '1-day', '15-day'];
const TYPE_ORDER: TPackageType[] = ['1-day', '15-day', '30-day'];

describe('daycare packages sorted and paged', () => {
  let t: TestApp;
  let caller: TestCaller;
  let token: string;
  /** Every package made here (all active). */
  const made: TDaycarePackage[] = [];
  const word = uniqueWord('w');

  beforeAll(async () => {
    t = await createTestApp();
    const u = await t.userWithToken('receptionist');
    token = u.token;
    caller = t.caller(u);
    const f = fixtures(t.deps, u);
    const owner = await f.owner();
    // One package per name, plus a second one for three of them (same name: the id decides).
    // Types and days left repeat, so every sort has ties that the name and the id settle.
    for (const [i, name] of SHUFFLED_NAMES.entries()) {
      const dog = await f.dog([owner.id], { name: `${name} ${word}` });
      const copies = i % 4 === 0 ? 2 : 1;
      for (let c = 0; c < copies; c++) {
        const type = TYPES[(i + c) % 3] as TPackageType;
        const bought = await caller.daycare.packages.purchase({ dog: dog.id, packageType: type });
        const edited = await caller.daycare.packages.update({
          id: bought.id,
          packageType: type,
          daysLeft: (i * 7 + c) % 5,
        });
        made.push(edited);
      }
    }
  });

  const base = (p: TDaycarePackage) => p.dog.name.replace(` ${word}`, '');
  const nameRank = (p: TDaycarePackage) => SPANISH_ORDER.indexOf(base(p));
  const byId = (a: TDaycarePackage, b: TDaycarePackage) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const byName = (a: TDaycarePackage, b: TDaycarePackage) => nameRank(a) - nameRank(b) || byId(a, b);
  const keyOf: Record<string, (p: TDaycarePackage) => number> = {
    dog: () => 0,
    type: (p) => TYPE_ORDER.indexOf(p.packageType),
    days: (p) => p.daysLeft,
    expires: (p) => Date.parse(p.expiresAt),
  };
  /** The order each sort must give: its key, then the Spanish name order, then the id. */
  const expected = (sort: TPackageSort) => {
    const [key, dir] = sort.split('-') as [string, string];
    const asc = [...made].sort((a, b) => {
      const k = keyOf[key] as (p: TDaycarePackage) => number;
      return k(a) - k(b) || byName(a, b);
    });
    return (dir === 'desc' ? asc.reverse() : asc).map((p) => p.id);
  };

  it('dog name A-Z is the Spanish order (Álvaro after Alba, Ñoño after Nuria), Z-A its reverse', async () => {
    const list = await caller.daycare.packages.list({ sort: 'dog-asc', pageSize: 100 });
    const names = [...new Set(list.items.map(base))];
    expect(names).toEqual(SPANISH_ORDER);
    expect(list.items.map((p) => p.id)).toEqual(expected('dog-asc'));
    const desc = await caller.daycare.packages.list({ sort: 'dog-desc', pageSize: 100 });
    expect(desc.items.map((p) => p.id)).toEqual(expected('dog-asc').reverse());
    // The default sort is dog name A-Z.
    expect((await caller.daycare.packages.list({ pageSize: 100 })).items.map((p) => p.id)).toEqual(
      expected('dog-asc'),
    );
  });

  it('each of the 8 sorts orders by its key, then dog name, then id, with and without a search', async () => {
    expect(PACKAGE_SORTS).toHaveLength(8);
    for (const sort of PACKAGE_SORTS) {
      const want = expected(sort);
      // No search: the sort's index is walked.
      const all = await caller.daycare.packages.list({ sort, pageSize: 100 });
      expect(
        all.items.map((p) => p.id),
        sort,
      ).toEqual(want);
      // A selective search: the matches are collected, then sorted.
      const found = await caller.daycare.packages.list({ sort, search: word, pageSize: 100 });
      expect(
        found.items.map((p) => p.id),
        `${sort} (search)`,
      ).toEqual(want);
      // A short word, on the walking plan: 'o' is in most names.
      const short = await caller.daycare.packages.list({ sort, search: 'o', pageSize: 100 });
      expect(
        short.items.map((p) => p.id),
        `${sort} ('o')`,
      ).toEqual(
        want.filter((id) => foldForSearch(made.find((p) => p.id === id)?.dog.name ?? '').includes('o')),
      );
    }
    // The keys really differ: type A-Z is 1 Day, 15 Days, 30 Days; days left low to high.
    const types = (await caller.daycare.packages.list({ sort: 'type-asc', pageSize: 100 })).items;
    expect([...new Set(types.map((p) => p.packageType))]).toEqual(TYPE_ORDER);
    const days = (await caller.daycare.packages.list({ sort: 'days-desc', pageSize: 100 })).items;
    expect(days.map((p) => p.daysLeft)).toEqual([...days.map((p) => p.daysLeft)].sort((a, b) => b - a));
    const expires = (await caller.daycare.packages.list({ sort: 'expires-asc', pageSize: 100 })).items;
    expect(expires.map((p) => p.id)).toEqual(
      [...made]
        .sort((a, b) => Date.parse(a.expiresAt) - Date.parse(b.expiresAt) || byName(a, b))
        .map((p) => p.id),
    );
  });

  it('pages through every sort without gaps or repeats, 12 a page by default', async () => {
    expect(made.length).toBe(14);
    const first = await caller.daycare.packages.list({});
    expect(first).toMatchObject({ total: 14, page: 1, pageSize: 12, pageCount: 2 });
    expect(first.items).toHaveLength(12);
    for (const sort of PACKAGE_SORTS) {
      for (const search of [undefined, word]) {
        const paged: string[] = [];
        for (let page = 1; page <= 5; page++) {
          const p = await caller.daycare.packages.list({ sort, search, page, pageSize: 3 });
          expect(p).toMatchObject({ page, pageSize: 3, total: 14, pageCount: 5 });
          paged.push(...p.items.map((x) => x.id));
        }
        expect(paged, `${sort} ${search ?? ''}`).toEqual(expected(sort));
      }
    }
  });

  it('a page past the end shows the last page (the way owners and dogs do)', async () => {
    for (const search of [undefined, word, 'o']) {
      const whole = await caller.daycare.packages.list({ search, sort: 'days-asc', pageSize: 100 });
      const lastPage = Math.ceil(whole.total / 4);
      const past = await caller.daycare.packages.list({ search, sort: 'days-asc', page: 99, pageSize: 4 });
      expect(past).toMatchObject({ page: lastPage, pageCount: lastPage, total: whole.total });
      expect(past.items.map((p) => p.id)).toEqual(whole.items.slice((lastPage - 1) * 4).map((p) => p.id));
    }
    // Nothing found: page 1 of 1, empty, whatever page was asked for.
    for (const search of [`${word}zzz`, 'zz']) {
      const none = await caller.daycare.packages.list({ search, page: 7 });
      expect(none).toEqual({ items: [], total: 0, page: 1, pageSize: 12, pageCount: 1 });
    }
    // Input out of range is refused, not clamped.
    await expect(caller.daycare.packages.list({ page: 0 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.daycare.packages.list({ pageSize: 101 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.daycare.packages.list({ sort: 'name' as never })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('REST GET /api/daycare/packages/active lists them all by dog name (Spanish), then id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/daycare/packages/active',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { _id: string }[]).map((p) => p._id)).toEqual(expected('dog-asc'));
    // Read through pg as arrays (the app's row reader), or through Prisma: the same
    // packages as the paged list shows, field for field.
    const ctx = daycareContext(
      { prisma: t.deps.prisma, actor: { id: '', username: '', role: 'admin' } },
      t.deps,
    );
    expect(ctx.rows.via).toBe('pg');
    const paged = (await caller.daycare.packages.list({ pageSize: 100 })).items;
    expect(await listActivePackages(ctx)).toEqual(paged);
    expect(await listActivePackages({ ...ctx, rows: prismaRowReader(t.deps.prisma) })).toEqual(paged);
    expect(res.json()).toEqual(toRest(paged));
  });
});

describe('deep pages of a long package list', () => {
  let t: TestApp;
  let caller: TestCaller;
  type Row = { id: string; name: string; type: TPackageType; days: number; expires: number };
  const rows: Row[] = [];

  beforeAll(async () => {
    // 2,400 packages of 240 dogs, written in SQL (the triggers fill the name copies): past
    // 1,000 rows a page is read from the nearer end of the list.
    t = await createTestApp();
    caller = t.caller(await t.userWithToken('receptionist'));
    const names = Array.from(
      { length: 240 },
      (_, i) => `${SHUFFLED_NAMES[i % SHUFFLED_NAMES.length]} ${i % 7}`,
    );
    const dogs = await t.db.prisma.$queryRaw<{ id: string; name: string }[]>`
      INSERT INTO dogs (id, name, breed, updated_at)
      SELECT gen_random_uuid(), n, 'Mestizo', now() FROM unnest(${names}::text[]) AS n
      RETURNING id::text AS id, name`;
    const now = Date.now();
    const made = await t.db.prisma.$queryRaw<
      { id: string; dogId: string; type: TPackageType; days: number }[]
    >`
      INSERT INTO daycare_packages (id, dog_id, package_type, days_left, purchased_at, expires_at, updated_at)
      SELECT gen_random_uuid(), d.id, (ARRAY['1-day','15-day','30-day'])[1 + (g % 3)]::"DaycarePackageType",
             g % 11, ${new Date(now)}, ${new Date(now)}::timestamptz + make_interval(mins => 10 + g % 500), now()
        FROM unnest(${dogs.map((d) => d.id)}::uuid[]) AS d(id), generate_series(1, 10) AS g
      RETURNING id::text AS id, dog_id::text AS "dogId", package_type::text AS type, days_left AS days`;
    const nameOf = new Map(dogs.map((d) => [d.id, d.name]));
    const stored = await t.db.prisma.daycarePackage.findMany({ select: { id: true, expiresAt: true } });
    const expiry = new Map(stored.map((p) => [p.id, p.expiresAt.getTime()]));
    for (const p of made) {
      rows.push({
        id: p.id,
        name: nameOf.get(p.dogId) ?? '',
        type: p.type,
        days: p.days,
        expires: expiry.get(p.id) ?? 0,
      });
    }
  });

  it('every sort pages through 2,400 packages, from both ends, without gaps or repeats', async () => {
    expect(rows).toHaveLength(2400);
    const keys: Record<string, (r: Row) => number> = {
      dog: () => 0,
      type: (r) => TYPE_ORDER.indexOf(r.type),
      days: (r) => r.days,
      expires: (r) => r.expires,
    };
    for (const sort of PACKAGE_SORTS) {
      const [key, dir] = sort.split('-') as [string, string];
      const k = keys[key] as (r: Row) => number;
      const asc = [...rows].sort(
        (a, b) => k(a) - k(b) || compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
      );
      const want = (dir === 'desc' ? asc.reverse() : asc).map((r) => r.id);
      const paged: string[] = [];
      for (let page = 1; page <= 24; page++) {
        const p = await caller.daycare.packages.list({ sort, page, pageSize: 100 });
        expect(p).toMatchObject({ page, total: 2400, pageCount: 24 });
        paged.push(...p.items.map((x) => x.id));
      }
      expect(paged, sort).toEqual(want);
      // A page past the end, deep: the last page.
      const past = await caller.daycare.packages.list({ sort, page: 40, pageSize: 100 });
      expect(past.page).toBe(24);
      expect(past.items.map((x) => x.id)).toEqual(want.slice(2300));
    }
    // A short word on the deep path: '3' is in the names ending in 3 and in the 30-day type.
    const three = rows.filter((r) => r.name.endsWith('3') || r.type === '30-day');
    const want = [...three]
      .sort((a, b) => compareNames(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map((r) => r.id);
    const pages = Math.ceil(want.length / 100);
    const paged: string[] = [];
    for (let page = 1; page <= pages; page++) {
      paged.push(
        ...(await caller.daycare.packages.list({ search: '3', page, pageSize: 100 })).items.map((x) => x.id),
      );
    }
    expect(paged).toEqual(want);
  });
});
