// The check-in picker (tRPC daycare.checkInOptions) and the dog details modal's Daycare Visits
// tab (tRPC dogs.byId), which the dogs module now asks the daycare module for.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers/app';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { DAY_MS, daycareFixtures, HOUR_MS } from './daycare.fixtures';

async function setup() {
  const t = await createTestApp();
  const u = await t.userWithToken('receptionist');
  return {
    t,
    caller: t.caller(u),
    f: fixtures(t.deps, u),
    d: daycareFixtures(t.db.prisma),
    today: businessToday(t.deps.env.timeZone),
  };
}

describe('tRPC daycare.checkInOptions', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  it('needs a logged-in user', async () => {
    await expect(s.t.caller(null).daycare.checkInOptions({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('offers the dogs matching the search that are not here now, the expected first, then by name, with the primary owner', async () => {
    const word = uniqueWord();
    const ibanez = await s.f.owner({ name: `José Ibáñez ${word}` });
    const other = await s.f.owner({ name: `Marta Ruiz ${word}` });
    const zar = await s.f.dog([ibanez.id], { name: `Zar ${word}` });
    const ana = await s.f.dog([other.id, ibanez.id], { name: `Ana ${word}`, breed: 'Galgo' });
    const here = await s.f.dog([ibanez.id], { name: `Bruno ${word}` });
    const left = await s.f.dog([ibanez.id], { name: `Canela ${word}` });
    const expected = await s.f.dog([ibanez.id], { name: `Duna ${word}` });
    await s.f.dog([other.id], { name: `Elsa ${word}` });
    // Bruno is checked in now; Canela came and left today; Duna is expected (pending).
    await s.d.visit(here.id, s.today, { in: new Date(Date.now() - HOUR_MS) });
    await s.d.visit(left.id, s.today, {
      in: new Date(Date.now() - 3 * HOUR_MS),
      out: new Date(Date.now() - HOUR_MS),
    });
    await s.d.visit(expected.id, s.today);

    // Found by the owner's name with or without accents (a secondary owner counts too); Duna,
    // expected today, first.
    for (const search of [`ibanez ${word}`, `IBÁÑEZ ${word}`, `jose ibáñez ${word}`]) {
      const options = await s.caller.daycare.checkInOptions({ search });
      expect(options.map((o) => o.id)).toEqual([expected.id, ana.id, left.id, zar.id]);
    }
    const options = await s.caller.daycare.checkInOptions({ search: `ibanez ${word}` });
    expect(options[1]).toEqual({
      id: ana.id,
      name: ana.name,
      breed: 'Galgo',
      ownerName: other.name,
      nextPackage: null,
      thumbnailUrl: null,
      expected: false,
      expectedToday: false,
    });
    expect(options[0]).toMatchObject({ id: expected.id, expected: true, expectedToday: true });
    expect(options[3]?.ownerName).toBe(ibanez.name);
    // Once Bruno leaves he is offered again.
    await s.t.db.prisma.daycareVisit.updateMany({
      where: { dogId: here.id, checkOutTime: null },
      data: { checkOutTime: new Date() },
    });
    expect((await s.caller.daycare.checkInOptions({ search: `bruno ${word}` })).map((o) => o.id)).toEqual([
      here.id,
    ]);
  });

  it('shows the package a check-in would draw from: the usable one that expires first', async () => {
    const owner = await s.f.owner();
    const dog = await s.f.dog([owner.id], { name: `Pkg ${uniqueWord()}` });
    const now = Date.now();
    await s.d.pkg(dog.id, { type: '30-day', daysLeft: 20, expiresAt: new Date(now + 50 * DAY_MS) });
    const first = await s.d.pkg(dog.id, {
      type: '15-day',
      daysLeft: 4,
      expiresAt: new Date(now + 20 * DAY_MS),
      purchasedAt: new Date(now - 40 * DAY_MS),
    });
    // Not usable: no days left (expires sooner), expired with days left.
    await s.d.pkg(dog.id, { type: '1-day', daysLeft: 0, expiresAt: new Date(now + 5 * DAY_MS) });
    await s.d.pkg(dog.id, { type: '30-day', daysLeft: 9, expiresAt: new Date(now - HOUR_MS) });

    const [option] = await s.caller.daycare.checkInOptions({ search: dog.name });
    expect(option?.nextPackage).toEqual({
      id: first.id,
      packageType: '15-day',
      daysLeft: 4,
      expiresAt: first.expiresAt.toISOString(),
      purchasedAt: first.purchasedAt.toISOString(),
    });
    // Used up: the next one is the 30-day package.
    await s.t.db.prisma.daycarePackage.update({ where: { id: first.id }, data: { daysLeft: 0 } });
    const [after] = await s.caller.daycare.checkInOptions({ search: dog.name });
    expect(after?.nextPackage).toMatchObject({ packageType: '30-day', daysLeft: 20 });
  });

  it('answers at most `limit` dogs, also with no search', async () => {
    const word = uniqueWord('lim');
    const owner = await s.f.owner();
    for (let i = 0; i < 23; i++)
      await s.f.dog([owner.id], { name: `${String.fromCharCode(97 + i)} ${word}` });
    const page = await s.caller.daycare.checkInOptions({ search: word });
    expect(page.map((o) => o.name[0])).toEqual('abcdefghijklmnopqrst'.split(''));
    expect(await s.caller.daycare.checkInOptions({ search: word, limit: 2 })).toHaveLength(2);
    const any = await s.caller.daycare.checkInOptions({ limit: 25 });
    expect(any).toHaveLength(25);
    // The expected dogs first (an expected visit today, then a usable package), each group by name.
    const rank = (o: (typeof any)[number]) => (o.expectedToday ? 2 : o.expected ? 1 : 0);
    const collator = new Intl.Collator('es');
    expect(any).toEqual([...any].sort((a, b) => rank(b) - rank(a) || collator.compare(a.name, b.name)));
    await expect(s.caller.daycare.checkInOptions({ limit: 51 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('tRPC daycare.checkInOptions: the dog expected now first', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  it('ranks, among 11 dogs called Max, the one with a usable 15-day package first; an expected visit today before it', async () => {
    const word = uniqueWord('max');
    const owner = await s.f.owner({ name: `Lucía Prado ${word}` });
    const maxes = [];
    for (let i = 0; i < 11; i++)
      maxes.push(await s.f.dog([owner.id], { name: `Max ${word}`, breed: `Breed ${i}` }));
    // By name alone they tie, and the id decides: the dog with the package is the one the ids
    // put last, so only the ranking can bring it first.
    const byId = [...maxes].sort((a, b) => (a.id < b.id ? -1 : 1));
    const withPackage = byId[10];
    if (!withPackage) throw new Error('no dog');
    await s.d.pkg(withPackage.id, {
      type: '15-day',
      daysLeft: 15,
      expiresAt: new Date(Date.now() + 60 * DAY_MS),
    });
    // A used-up package, and an expired one, rank nobody.
    await s.d.pkg(byId[0]?.id ?? '', {
      type: '15-day',
      daysLeft: 0,
      expiresAt: new Date(Date.now() + 60 * DAY_MS),
    });
    await s.d.pkg(byId[1]?.id ?? '', {
      type: '15-day',
      daysLeft: 5,
      expiresAt: new Date(Date.now() - HOUR_MS),
    });

    const options = await s.caller.daycare.checkInOptions({ search: `Max ${word}` });
    expect(options).toHaveLength(11);
    expect(options[0]).toMatchObject({
      id: withPackage.id,
      breed: withPackage.breed,
      ownerName: owner.name,
      expected: true,
    });
    expect(options[0]?.nextPackage).toMatchObject({ packageType: '15-day', daysLeft: 15 });
    expect(options.slice(1).every((o) => !o.expected)).toBe(true);
    // The same with no search at all, and with a short one (the name walk): still first among the Max.
    for (const search of ['', 'ma']) {
      const page = await s.caller.daycare.checkInOptions({ search, limit: 50 });
      const mine = page.filter((o) => o.name === `Max ${word}`);
      expect(mine[0]?.id, JSON.stringify(search)).toBe(withPackage.id);
    }

    // A Max expected today (a pending visit) comes before the one with a package.
    const expectedMax = byId[9];
    if (!expectedMax) throw new Error('no dog');
    await s.d.visit(expectedMax.id, s.today);
    const ranked = await s.caller.daycare.checkInOptions({ search: `Max ${word}` });
    expect(ranked.slice(0, 2).map((o) => o.id)).toEqual([expectedMax.id, withPackage.id]);
    expect(ranked[0]).toMatchObject({ expected: true, expectedToday: true });
    // An expected visit on another day does not count.
    const tomorrowMax = byId[2];
    await s.d.visit(tomorrowMax?.id ?? '', addDays(s.today, 1));
    expect(
      (await s.caller.daycare.checkInOptions({ search: `Max ${word}` })).slice(0, 2).map((o) => o.id),
    ).toEqual([expectedMax.id, withPackage.id]);
    // A dog here now is never offered, expected or not.
    await s.d.visit(withPackage.id, s.today, { in: new Date(Date.now() - HOUR_MS) });
    const after = await s.caller.daycare.checkInOptions({ search: `Max ${word}` });
    expect(after.map((o) => o.id)).not.toContain(withPackage.id);
    expect(after[0]?.id).toBe(expectedMax.id);
  });

  it('shows the thumbnail of a dog with a picture', async () => {
    const owner = await s.f.owner();
    const dog = await s.f.dog([owner.id], { name: `Foto ${uniqueWord()}` });
    const picture = '0b0f3a1e-8d6c-4b59-9a9e-3f7a2c1d5e4b.webp';
    await s.t.db.prisma.dog.update({ where: { id: dog.id }, data: { picture } });
    const [option] = await s.caller.daycare.checkInOptions({ search: dog.name });
    expect(option?.thumbnailUrl).toBe('/uploads/dogs/0b0f3a1e-8d6c-4b59-9a9e-3f7a2c1d5e4b-thumb.webp');
    expect(option?.thumbnailUrl).toBe((await s.caller.dogs.byId({ id: dog.id })).dog.thumbnailUrl);
  });
});

describe('tRPC dogs.byId: the Daycare Visits tab', () => {
  let s: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    s = await setup();
  });

  it('shows the 5 most recent visits, newest first, and the total', async () => {
    const owner = await s.f.owner();
    const dog = await s.f.dog([owner.id]);
    const other = await s.f.dog([owner.id]);
    const pkg = await s.d.pkg(dog.id, { type: '30-day' });
    const day = (n: number) => addDays(s.today, -n);
    const at = (n: number, hour: number) => new Date(Date.parse(`${day(n)}T00:00:00Z`) + hour * HOUR_MS);
    // Seven visits over six days; today: a pending one and one here now; two on day 2.
    const v = {
      pending: await s.d.visit(dog.id, day(0)),
      active: await s.d.visit(dog.id, day(0), { in: at(0, 1), packageId: pkg.id }),
      morning: await s.d.visit(dog.id, day(2), { in: at(2, 8), out: at(2, 10), notes: 'Ate well' }),
      evening: await s.d.visit(dog.id, day(2), { in: at(2, 15), out: at(2, 18), packageId: pkg.id }),
      old1: await s.d.visit(dog.id, day(5), { in: at(5, 8), out: at(5, 17) }),
      old2: await s.d.visit(dog.id, day(6), { in: at(6, 8), out: at(6, 17) }),
      old3: await s.d.visit(dog.id, day(7), { in: at(7, 8), out: at(7, 17) }),
    };
    await s.d.visit(other.id, day(0), { in: at(0, 2) });

    const details = await s.caller.dogs.byId({ id: dog.id });
    expect(details.history.daycareVisits.total).toBe(7);
    expect(details.history.daycareVisits.items.map((i) => i.id)).toEqual([
      v.pending.id,
      v.active.id,
      v.evening.id,
      v.morning.id,
      v.old1.id,
    ]);
    expect(details.history.daycareVisits.items[1]).toEqual({
      id: v.active.id,
      date: day(0),
      checkInTime: at(0, 1).toISOString(),
      checkOutTime: null,
      status: 'active',
      notes: null,
      packageType: '30-day',
    });
    expect(details.history.daycareVisits.items[0]).toMatchObject({ status: 'pending', packageType: null });
    expect(details.history.daycareVisits.items[3]).toMatchObject({
      status: 'completed',
      notes: 'Ate well',
      checkOutTime: at(2, 10).toISOString(),
    });

    const fresh = await s.f.dog([owner.id]);
    expect((await s.caller.dogs.byId({ id: fresh.id })).history.daycareVisits).toEqual({
      items: [],
      total: 0,
    });
  });
});
