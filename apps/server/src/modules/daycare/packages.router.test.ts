// The daycare package procedures (tRPC), called as the web app calls them: purchase, edit,
// delete, a dog's packages, and the package list's search and scope. Sorts and pages are in
// packages.sort.test.ts; the REST surface in packages.rest.test.ts.
import { foldForSearch, PACKAGE_TYPES, type TPackageType } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';

const DAY_MS = 86_400_000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BAD_IDS = [MISSING_ID, 'nope', '', '1 OR 1=1', '00000000-0000-4000-8000-00000000000g'];

describe('tRPC daycare.packages', () => {
  let t: TestApp;
  let caller: TestCaller;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = fixtures(t.deps, user);
  });

  /** A dog of its own (with a new owner), named `name`. */
  const dog = async (name = `Dog ${uniqueWord()}`) => f.dog([(await f.owner()).id], { name });
  /** Moves a package's dates `days` days into the past (as if it had been bought then). */
  const age = (id: string, days: number) =>
    t.db.prisma.$executeRaw`
      UPDATE daycare_packages
         SET purchased_at = purchased_at - make_interval(days => ${days}),
             expires_at = expires_at - make_interval(days => ${days})
       WHERE id = ${id}::uuid`;

  it('needs a logged-in user', async () => {
    const nobody = t.caller(null);
    const d = await dog();
    await expect(nobody.daycare.packages.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(nobody.daycare.packages.byDog({ dogId: d.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(nobody.daycare.packages.purchase({ dog: d.id, packageType: '1-day' })).rejects.toMatchObject(
      { code: 'UNAUTHORIZED' },
    );
    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    await expect(
      nobody.daycare.packages.update({ id: pkg.id, packageType: '1-day', daysLeft: 5 }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(nobody.daycare.packages.delete({ id: pkg.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    expect(await t.db.prisma.daycarePackage.findUnique({ where: { id: pkg.id } })).toMatchObject({
      daysLeft: 1,
    });
  });

  it('sells each type with its days, valid 30, 60 or 90 days from the purchase, by the acting user', async () => {
    const d = await dog();
    const expected: Record<TPackageType, { days: number; validity: number; status: string }> = {
      '1-day': { days: 1, validity: 30, status: 'expiring-soon' },
      '15-day': { days: 15, validity: 60, status: 'active' },
      '30-day': { days: 30, validity: 90, status: 'active' },
    };
    for (const packageType of PACKAGE_TYPES) {
      const before = Date.now();
      const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType });
      const after = Date.now();
      const want = expected[packageType];
      expect(pkg).toMatchObject({
        packageType,
        daysLeft: want.days,
        status: want.status,
        dog: { id: d.id, name: d.name, breed: d.breed },
      });
      const purchasedAt = Date.parse(pkg.purchasedAt);
      expect(purchasedAt).toBeGreaterThanOrEqual(before);
      expect(purchasedAt).toBeLessThanOrEqual(after);
      expect(Date.parse(pkg.expiresAt) - purchasedAt).toBe(want.validity * DAY_MS);
      const stored = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg.id } });
      expect(stored).toMatchObject({ createdById: user.id, updatedById: user.id, dogName: d.name });
    }
    const mine = await caller.daycare.packages.byDog({ dogId: d.id });
    expect(mine.map((p) => p.packageType)).toEqual(['30-day', '15-day', '1-day']);
  });

  it('shows the badge from the days left: 4 active, 3 and 1 expiring soon, 0 expired', async () => {
    const pkg = await caller.daycare.packages.purchase({ dog: (await dog()).id, packageType: '15-day' });
    const cases = [
      [15, 'active'],
      [4, 'active'],
      [3, 'expiring-soon'],
      [1, 'expiring-soon'],
      [0, 'expired'],
    ] as const;
    for (const [daysLeft, status] of cases) {
      const edited = await caller.daycare.packages.update({ id: pkg.id, packageType: '15-day', daysLeft });
      expect(edited).toMatchObject({ daysLeft, status });
      const listed = (await caller.daycare.packages.byDog({ dogId: pkg.dog.id }))[0];
      expect(listed).toMatchObject({ id: pkg.id, daysLeft, status });
    }
  });

  it('edits days left (a string of digits too) and keeps the expiry while the type stays', async () => {
    const d = await dog();
    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '30-day' });
    const edited = await caller.daycare.packages.update({
      id: pkg.id,
      packageType: '30-day',
      daysLeft: '42' as unknown as number,
    });
    expect(edited).toMatchObject({ daysLeft: 42, expiresAt: pkg.expiresAt, purchasedAt: pkg.purchasedAt });
    const other = await t.userWithToken('manager');
    await t.caller(other).daycare.packages.update({ id: pkg.id, packageType: '30-day', daysLeft: 365 });
    const stored = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg.id } });
    expect(stored).toMatchObject({ daysLeft: 365, createdById: user.id, updatedById: other.id });
  });

  it('a corrected type recomputes the expiry from the purchase (not from now)', async () => {
    const pkg = await caller.daycare.packages.purchase({ dog: (await dog()).id, packageType: '1-day' });
    // Sold ten days ago as a 1-day package by mistake; it was a 30-day one.
    await age(pkg.id, 10);
    const before = await caller.daycare.packages.byDog({ dogId: pkg.dog.id });
    const purchasedAt = Date.parse(before[0]?.purchasedAt ?? '');
    const fixed = await caller.daycare.packages.update({ id: pkg.id, packageType: '30-day', daysLeft: 30 });
    expect(fixed.packageType).toBe('30-day');
    expect(Date.parse(fixed.purchasedAt)).toBe(purchasedAt);
    expect(Date.parse(fixed.expiresAt)).toBe(purchasedAt + 90 * DAY_MS);
    const back = await caller.daycare.packages.update({ id: pkg.id, packageType: '15-day', daysLeft: 2 });
    expect(Date.parse(back.expiresAt)).toBe(purchasedAt + 60 * DAY_MS);
    expect(back).toMatchObject({ daysLeft: 2, status: 'expiring-soon' });
  });

  it('refuses bad input with the spec messages and message keys, changing nothing', async () => {
    const before = await t.db.prisma.daycarePackage.count();
    const none = await caller.daycare.packages.purchase({} as never).catch((e) => e);
    expect(none.code).toBe('BAD_REQUEST');
    expect(none.message).toBe('Please select a dog, Please select a package type (1-day, 15-day or 30-day)');
    expect(none.cause.details.map((d: { key: string }) => d.key)).toEqual([
      'daycare.dogRequired',
      'daycare.packageTypeRequired',
    ]);
    const d = await dog();
    for (const packageType of ['2-day', '', null, 15, '1 Day']) {
      const bad = await caller.daycare.packages
        .purchase({ dog: d.id, packageType: packageType as never })
        .catch((e) => e);
      expect(bad.code).toBe('BAD_REQUEST');
      expect(bad.message).toBe('Please select a package type (1-day, 15-day or 30-day)');
    }
    const blank = await caller.daycare.packages.purchase({ dog: '  ', packageType: '1-day' }).catch((e) => e);
    expect(blank.message).toBe('Please select a dog');
    expect(await t.db.prisma.daycarePackage.count()).toBe(before);

    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    const cases: [unknown, string][] = [
      [-1, 'Days left must be a whole number of 0 or more'],
      [1.5, 'Days left must be a whole number of 0 or more'],
      ['abc', 'Days left must be a whole number of 0 or more'],
      [null, 'Days left must be a whole number of 0 or more'],
      [366, 'Days left must be 365 or less'],
    ];
    for (const [daysLeft, message] of cases) {
      const bad = await caller.daycare.packages
        .update({ id: pkg.id, packageType: '15-day', daysLeft: daysLeft as number })
        .catch((e) => e);
      expect(bad.code).toBe('BAD_REQUEST');
      expect(bad.message).toBe(message);
    }
    const noType = await caller.daycare.packages
      .update({ id: pkg.id, packageType: 'x' as never, daysLeft: 3 })
      .catch((e) => e);
    expect(noType.message).toBe('Please select a package type (1-day, 15-day or 30-day)');
    const stored = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg.id } });
    expect(stored.daysLeft).toBe(15);
  });

  it('answers NOT_FOUND with the right message for unknown and malformed ids', async () => {
    const d = await dog();
    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    for (const id of BAD_IDS) {
      const buy = await caller.daycare.packages
        .purchase({ dog: id || ' x', packageType: '1-day' })
        .catch((e) => e);
      expect(buy.code).toBe('NOT_FOUND');
      expect(buy.message).toBe('Dog not found');
      expect(buy.cause.messageKey).toBe('daycare.dogNotFound');
      const byDog = await caller.daycare.packages.byDog({ dogId: id }).catch((e) => e);
      expect(byDog).toMatchObject({ code: 'NOT_FOUND', message: 'Dog not found' });
      const edit = await caller.daycare.packages
        .update({ id, packageType: '1-day', daysLeft: 1 })
        .catch((e) => e);
      expect(edit).toMatchObject({ code: 'NOT_FOUND', message: 'Package not found' });
      expect(edit.cause.messageKey).toBe('daycare.packageNotFound');
      const del = await caller.daycare.packages.delete({ id }).catch((e) => e);
      expect(del).toMatchObject({ code: 'NOT_FOUND', message: 'Package not found' });
    }
    // Deleted once, gone: a second delete and an edit are 404s too.
    expect(await caller.daycare.packages.delete({ id: pkg.id })).toEqual({ id: pkg.id });
    await expect(caller.daycare.packages.delete({ id: pkg.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      caller.daycare.packages.update({ id: pkg.id, packageType: '1-day', daysLeft: 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // A dog with no packages is found, with an empty list.
    expect(await caller.daycare.packages.byDog({ dogId: d.id })).toEqual([]);
  });

  it('deletes a package; a visit that took a day from it stays, with no package', async () => {
    const d = await dog();
    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    const visit = await t.db.prisma.daycareVisit.create({
      data: {
        dogId: d.id,
        date: new Date('2026-11-20T00:00:00Z'),
        checkInTime: new Date(),
        packageId: pkg.id,
      },
    });
    const keep = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    expect(await caller.daycare.packages.delete({ id: pkg.id })).toEqual({ id: pkg.id });
    const after = await t.db.prisma.daycareVisit.findUniqueOrThrow({ where: { id: visit.id } });
    expect(after.packageId).toBeNull();
    expect(after.dogId).toBe(d.id);
    expect((await caller.daycare.packages.byDog({ dogId: d.id })).map((p) => p.id)).toEqual([keep.id]);
  });

  it("lists a dog's packages newest purchase first, expired ones included", async () => {
    const d = await dog();
    const old = await caller.daycare.packages.purchase({ dog: d.id, packageType: '30-day' });
    await age(old.id, 200);
    const mid = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    await age(mid.id, 3);
    const last = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    await caller.daycare.packages.purchase({ dog: (await dog()).id, packageType: '15-day' });
    const list = await caller.daycare.packages.byDog({ dogId: d.id });
    expect(list.map((p) => p.id)).toEqual([last.id, mid.id, old.id]);
    expect(Date.parse(list[2]?.expiresAt ?? '')).toBeLessThan(Date.now());
  });

  it('lists active packages only (expiry ahead, days left or not), usable ones (days left too), or all of them', async () => {
    const word = uniqueWord('act');
    const d = await dog(`Scope ${word}`);
    const fresh = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    const empty = await caller.daycare.packages.purchase({ dog: d.id, packageType: '30-day' });
    await caller.daycare.packages.update({ id: empty.id, packageType: '30-day', daysLeft: 0 });
    const expired = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    await age(expired.id, 31);
    // An expiry one minute ahead is still active; one minute ago is not.
    const edge = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    await t.db.prisma.daycarePackage.update({
      where: { id: edge.id },
      data: { expiresAt: new Date(Date.now() + 60_000) },
    });
    const gone = await caller.daycare.packages.purchase({ dog: d.id, packageType: '1-day' });
    await t.db.prisma.daycarePackage.update({
      where: { id: gone.id },
      data: { expiresAt: new Date(Date.now() - 60_000) },
    });
    const ids = (items: { id: string }[]) => items.map((p) => p.id).sort();
    const active = await caller.daycare.packages.list({ search: word, pageSize: 100 });
    expect(ids(active.items)).toEqual([fresh.id, empty.id, edge.id].sort());
    expect(active.total).toBe(3);
    expect(active.items.find((p) => p.id === empty.id)?.status).toBe('expired');
    const all = await caller.daycare.packages.list({ search: word, scope: 'all', pageSize: 100 });
    expect(ids(all.items)).toEqual([fresh.id, empty.id, expired.id, edge.id, gone.id].sort());
    // 'usable' (what the "N active packages" figure counts): days left too, so not the used-up one.
    const usable = await caller.daycare.packages.list({ search: word, scope: 'usable', pageSize: 1 });
    expect(usable.total).toBe(2);
    const usableItems = await caller.daycare.packages.list({ search: word, scope: 'usable', pageSize: 100 });
    expect(ids(usableItems.items)).toEqual([fresh.id, edge.id].sort());
    // Without a search: the same rule over every package.
    const everyActive = await caller.daycare.packages.list({ pageSize: 100 });
    expect(everyActive.items.every((p) => Date.parse(p.expiresAt) > Date.now())).toBe(true);
    expect(everyActive.items.map((p) => p.id)).toEqual(expect.arrayContaining([fresh.id, empty.id, edge.id]));
    expect(everyActive.items.map((p) => p.id)).not.toContain(gone.id);
  });

  it("searches the dog's name loosely ('pena' finds Peña) or the type by value or label, every word", async () => {
    // Letters only: a hex word holding '15' or '1' would match the package-type searches below.
    const word = uniqueWord('s').replace(/[0-9]/g, (d) => 'ghjkmqsuwx'[Number(d)] ?? 'g');
    const pena = await dog(`Peña ${word}`);
    const alvaro = await dog(`ÁLVARO ${word}`);
    // Found by its owner's name or breed in the dogs search, but not here: only the dog's name counts.
    const owner = await f.owner({ name: `Pena Owner ${word}` });
    const other = await f.dog([owner.id], { name: `Zorro ${word}`, breed: 'Pequeño Peña' });
    const p1 = await caller.daycare.packages.purchase({ dog: pena.id, packageType: '15-day' });
    const p2 = await caller.daycare.packages.purchase({ dog: pena.id, packageType: '1-day' });
    const a1 = await caller.daycare.packages.purchase({ dog: alvaro.id, packageType: '15-day' });
    const a2 = await caller.daycare.packages.purchase({ dog: alvaro.id, packageType: '30-day' });
    const o1 = await caller.daycare.packages.purchase({ dog: other.id, packageType: '30-day' });
    const found = async (search: string) =>
      (await caller.daycare.packages.list({ search, pageSize: 100 })).items.map((p) => p.id).sort();
    const sorted = (...ids: string[]) => [...ids].sort();

    for (const search of ['pena', 'PEÑA', 'peñ', 'Pena']) {
      expect(await found(`${search} ${word}`)).toEqual(sorted(p1.id, p2.id));
    }
    expect(await found(`alvaro ${word}`)).toEqual(sorted(a1.id, a2.id));
    expect(await found(`Álv ${word}`)).toEqual(sorted(a1.id, a2.id));
    // The type: its value, the English or the Spanish label, accents and case aside.
    expect(await found(`15 ${word}`)).toEqual(sorted(p1.id, a1.id));
    expect(await found(`15-day ${word}`)).toEqual(sorted(p1.id, a1.id));
    expect(await found(`15 Días ${word}`)).toEqual(sorted(p1.id, a1.id));
    expect(await found(`30 days ${word}`)).toEqual(sorted(a2.id, o1.id));
    expect(await found(`1-DAY ${word}`)).toEqual(sorted(p2.id));
    expect(await found(`dia ${word}`)).toEqual(sorted(p1.id, p2.id, a1.id, a2.id, o1.id));
    // Name and type words together; a word matching neither finds nothing.
    expect(await found(`pena 30 ${word}`)).toEqual([]);
    expect(await found(`alvaro 30 ${word}`)).toEqual(sorted(a2.id));
    expect(await found(`${word} missing`)).toEqual([]);
    // Short words (no trigram lookup) take the other plan and find the same.
    expect(await found('peñ')).toEqual(expect.arrayContaining([p1.id, p2.id]));
    const short = await caller.daycare.packages.list({ search: 'pe', pageSize: 100 });
    expect(short.items.map((p) => p.id)).toEqual(expect.arrayContaining([p1.id, p2.id]));
    expect(short.items.map((p) => p.id)).not.toContain(o1.id);
    expect(short.items.every((p) => foldForSearch(p.dog.name).includes('pe'))).toBe(true);
    // LIKE wildcards are ordinary characters.
    expect(await found(`% ${word}`)).toEqual([]);
    expect(await found(`_ ${word}`)).toEqual([]);
    // A search that is too long or not one line is refused.
    await expect(caller.daycare.packages.list({ search: 'x'.repeat(101) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(caller.daycare.packages.list({ search: 'a\nb' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it("follows a dog's rename (search and name), and fills the name copy for any writer", async () => {
    const word = uniqueWord('r');
    const owner = await f.owner();
    const d = await f.dog([owner.id], { name: `Before ${word}` });
    const pkg = await caller.daycare.packages.purchase({ dog: d.id, packageType: '15-day' });
    const before = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg.id } });
    await caller.dogs.update({ id: d.id, name: `Ñandú ${word}`, breed: d.breed, age: 3, owners: [owner.id] });
    const renamed = await caller.daycare.packages.list({ search: `nandu ${word}` });
    expect(renamed.items.map((p) => [p.id, p.dog.name])).toEqual([[pkg.id, `Ñandú ${word}`]]);
    expect((await caller.daycare.packages.list({ search: `before ${word}` })).total).toBe(0);
    const stored = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg.id } });
    expect(stored).toMatchObject({ dogName: `Ñandú ${word}`, dogNameFolded: `nandu ${word}` });
    // The rename is not an edit of the package.
    expect(stored.updatedAt).toEqual(before.updatedAt);
    expect(stored.updatedById).toBe(before.updatedById);
    // Written straight through Prisma (as other modules and seeds do): the database fills the copies.
    const direct = await t.db.prisma.daycarePackage.create({
      data: {
        dogId: d.id,
        packageType: 'THIRTY_DAY',
        daysLeft: 9,
        expiresAt: new Date(Date.now() + DAY_MS),
        dogName: 'wrong',
      },
    });
    expect(direct).toMatchObject({ dogName: `Ñandú ${word}`, dogNameFolded: `nandu ${word}` });
    expect(
      (await caller.daycare.packages.list({ search: `ñandu ${word} 30` })).items.map((p) => p.id),
    ).toEqual([direct.id]);
  });

  it('folds names in SQL exactly as foldForSearch does (every diacritic, capitals of several scripts)', async () => {
    const samples = [
      'Peña',
      'ÁLVARO',
      'Zoë',
      'François',
      "O'Brien",
      'Jürgen',
      'Søren',
      'Łukasz',
      'İpek',
      'ΟΔΥΣΣΕΥΣ',
    ];
    samples.push('Ǆemal', 'ǅ', 'Ωmega', 'ЁЖИК', 'Straße', 'a^b`c', 'e\u0301', 'ﬁ', '한국', 'Ⅻ', '\u{1D400}');
    // Every character JavaScript calls a diacritic, between two letters.
    for (let c = 0; c <= 0x10ffff; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const ch = String.fromCodePoint(c);
      if (/\p{Diacritic}/u.test(ch)) samples.push(`A${ch}b`);
    }
    // Capitals of Latin, Greek and Cyrillic, and their accented forms.
    for (let c = 0xc0; c <= 0x52f; c++) samples.push(`x${String.fromCodePoint(c)}y`);
    const rows = await t.db.prisma.$queryRaw<{ folded: string[] }[]>`
      SELECT array_agg(fold_for_search(s) ORDER BY n) AS folded
        FROM unnest(${samples}::text[]) WITH ORDINALITY AS u(s, n)`;
    const sql = rows[0]?.folded ?? [];
    const differ = samples.filter((s, i) => sql[i] !== foldForSearch(s));
    expect(differ).toEqual([]);
    expect(sql.length).toBe(samples.length);
  });
});
