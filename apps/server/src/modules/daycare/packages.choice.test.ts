// Which package a check-in draws from is one rule, pickPackage of @pawdesk/domain; the server
// asks it of PostgreSQL (usablePackagesInOrder: the check-in takes a day in one UPDATE under the
// dog's lock, the Overview, the board and the picker show the next package of hundreds of dogs
// in one statement). This file pins the SQL to the rule: for each case of the table the packages
// are stored, and the package the check-in takes (takePackageDay) and the one the screens show
// (nextPackageSql) must be the one pickPackage picks from the stored rows.
import { randomUUID } from 'node:crypto';
import { pickPackage } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { Prisma } from '../../db/prisma';
import { DAY_MS, visitFixtures } from './daycare.fixtures';
import { nextPackageSql } from './daycare.overview';
import { takePackageDay } from './visits.service';

const NOW = new Date('2026-11-24T09:00:00.000Z');
const at = (ms: number) => new Date(NOW.getTime() + ms);

/** A package of a case: its name, days left, expiry and purchase (ms from NOW), id (optional). */
interface PackageCase {
  name: string;
  daysLeft: number;
  expires: number;
  bought?: number;
  id?: string;
}

/** Two ids that differ where the test wants (uuid order is byte order, as the rule's text order). */
const idWith = (prefix: string) => prefix + randomUUID().slice(prefix.length);

const CASES: { title: string; packages: PackageCase[]; expected: string | null }[] = [
  { title: 'no package', packages: [], expected: null },
  {
    title: 'one usable package',
    packages: [{ name: 'a', daysLeft: 5, expires: 30 * DAY_MS }],
    expected: 'a',
  },
  {
    title: 'used up (0 days left) is skipped',
    packages: [
      { name: 'empty', daysLeft: 0, expires: DAY_MS },
      { name: 'ok', daysLeft: 1, expires: 40 * DAY_MS },
    ],
    expected: 'ok',
  },
  {
    title: 'expired is skipped',
    packages: [
      { name: 'old', daysLeft: 9, expires: -1 },
      { name: 'ok', daysLeft: 1, expires: 40 * DAY_MS },
    ],
    expected: 'ok',
  },
  {
    title: 'a package expiring at the instant itself is expired',
    packages: [{ name: 'now', daysLeft: 3, expires: 0 }],
    expected: null,
  },
  {
    title: 'a package expiring a millisecond later is usable and comes first',
    packages: [
      { name: 'later', daysLeft: 3, expires: 10 * DAY_MS },
      { name: 'now', daysLeft: 3, expires: 0 },
      { name: 'next-ms', daysLeft: 1, expires: 1 },
    ],
    expected: 'next-ms',
  },
  {
    title: 'nothing usable: used up and expired',
    packages: [
      { name: 'empty', daysLeft: 0, expires: 20 * DAY_MS },
      { name: 'old', daysLeft: 10, expires: -DAY_MS },
    ],
    expected: null,
  },
  {
    title: 'of several usable, the one expiring first (not the fewest days, not the oldest)',
    packages: [
      { name: 'oldest', daysLeft: 1, expires: 50 * DAY_MS, bought: -40 * DAY_MS },
      { name: 'first', daysLeft: 10, expires: 5 * DAY_MS, bought: -2 * DAY_MS },
      { name: 'few', daysLeft: 1, expires: 6 * DAY_MS, bought: -3 * DAY_MS },
    ],
    expected: 'first',
  },
  {
    title: 'expiries a millisecond apart',
    packages: [
      { name: 'b', daysLeft: 2, expires: DAY_MS + 1, bought: -9 * DAY_MS },
      { name: 'a', daysLeft: 2, expires: DAY_MS, bought: -1 * DAY_MS },
    ],
    expected: 'a',
  },
  {
    title: 'equal expiries: the oldest purchase',
    packages: [
      { name: 'new', daysLeft: 3, expires: 20 * DAY_MS, bought: -2 * DAY_MS, id: idWith('0') },
      { name: 'old', daysLeft: 3, expires: 20 * DAY_MS, bought: -5 * DAY_MS, id: idWith('f') },
    ],
    expected: 'old',
  },
  {
    title: 'equal expiries, purchases a millisecond apart',
    packages: [
      { name: 'second', daysLeft: 3, expires: 20 * DAY_MS, bought: -DAY_MS, id: idWith('00') },
      { name: 'first', daysLeft: 3, expires: 20 * DAY_MS, bought: -DAY_MS - 1, id: idWith('ff') },
    ],
    expected: 'first',
  },
  {
    title: 'equal expiries and purchases: the lowest id (a digit before a letter)',
    packages: [
      { name: 'a-id', daysLeft: 3, expires: 20 * DAY_MS, bought: -DAY_MS, id: idWith('a') },
      { name: '9-id', daysLeft: 3, expires: 20 * DAY_MS, bought: -DAY_MS, id: idWith('9') },
    ],
    expected: '9-id',
  },
  {
    title: 'equal expiries and purchases: ids differing late',
    packages: [
      {
        name: 'high',
        daysLeft: 1,
        expires: 3 * DAY_MS,
        bought: -DAY_MS,
        id: '3b0f6e1c-0000-4000-8000-00000000000b',
      },
      {
        name: 'low',
        daysLeft: 1,
        expires: 3 * DAY_MS,
        bought: -DAY_MS,
        id: '3b0f6e1c-0000-4000-8000-00000000000a',
      },
      {
        name: 'mid',
        daysLeft: 1,
        expires: 3 * DAY_MS,
        bought: -DAY_MS,
        id: '3b0f6e1c-0000-4000-8000-0000000000a0',
      },
    ],
    expected: 'low',
  },
  {
    title: 'a tie among usable packages ignores a lower id that is used up or expired',
    packages: [
      { name: 'empty', daysLeft: 0, expires: 3 * DAY_MS, bought: -DAY_MS, id: idWith('00') },
      { name: 'expired', daysLeft: 4, expires: -1, bought: -DAY_MS, id: idWith('01') },
      { name: 'high', daysLeft: 1, expires: 3 * DAY_MS, bought: -DAY_MS, id: idWith('f') },
      { name: 'low', daysLeft: 1, expires: 3 * DAY_MS, bought: -DAY_MS, id: idWith('e') },
    ],
    expected: 'low',
  },
  {
    title: 'a package bought in the future (a typed-in purchase) still counts by its expiry',
    packages: [
      { name: 'future', daysLeft: 1, expires: 2 * DAY_MS, bought: DAY_MS },
      { name: 'past', daysLeft: 1, expires: 3 * DAY_MS, bought: -DAY_MS },
    ],
    expected: 'future',
  },
];

/** A seeded generator (mulberry32): the same "random" cases on every run. */
function seeded(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Random mixes drawn from few values, so ties on every key and the edges come up often. */
function randomCases(count: number): { title: string; packages: PackageCase[] }[] {
  const random = seeded(19);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    title: `mix ${i + 1}`,
    packages: Array.from({ length: 1 + Math.floor(random() * 5) }, (_, k) => ({
      name: `p${k}`,
      daysLeft: pick([0, 1, 2, 15]),
      expires: pick([-DAY_MS, -1, 0, 1, DAY_MS, DAY_MS, DAY_MS, 2 * DAY_MS]),
      bought: pick([-30 * DAY_MS, -30 * DAY_MS, -30 * DAY_MS - 1, -2 * DAY_MS]),
      id: idWith(pick(['0', '7', 'a', 'f'])),
    })),
  }));
}

describe('the package a check-in draws from: the SQL (take, next) is pickPackage', () => {
  let t: TestApp;
  let f: ReturnType<typeof visitFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = visitFixtures(t.deps, user);
  });

  /**
   * Stores the packages for a new dog; answers the name of the package pickPackage picks from
   * the stored rows, the one nextPackageSql shows and the one takePackageDay takes (and whether
   * it took exactly one day of that one).
   */
  async function choose(packages: PackageCase[]) {
    const dog = await f.dog();
    const names = new Map<string, string>();
    for (const p of packages) {
      const row = await t.db.prisma.daycarePackage.create({
        data: {
          ...(p.id ? { id: p.id } : {}),
          dogId: dog.id,
          packageType: 'FIFTEEN_DAY',
          daysLeft: p.daysLeft,
          purchasedAt: at(p.bought ?? -DAY_MS),
          expiresAt: at(p.expires),
        },
        select: { id: true },
      });
      names.set(row.id, p.name);
    }
    const stored = await t.db.prisma.daycarePackage.findMany({
      where: { dogId: dog.id },
      select: { id: true, daysLeft: true, expiresAt: true, purchasedAt: true },
    });
    const nameOf = (id: string | null | undefined) => (id ? (names.get(id) ?? `unknown ${id}`) : null);

    const rule = pickPackage(stored, NOW);
    const [next] = await t.db.prisma.$queryRaw<{ id: string }[]>`
      ${nextPackageSql(Prisma.sql`${dog.id}::uuid`, NOW)}`;
    const taken = await t.db.prisma.$transaction((tx) => takePackageDay(tx, dog.id, NOW));
    const after = await t.db.prisma.daycarePackage.findMany({
      where: { dogId: dog.id },
      select: { id: true, daysLeft: true },
    });
    const before = new Map(stored.map((s) => [s.id, s.daysLeft]));
    const changed = after
      .filter((a) => a.daysLeft !== before.get(a.id))
      .map((a) => ({ name: nameOf(a.id), by: a.daysLeft - (before.get(a.id) ?? 0) }));
    return { rule: nameOf(rule?.id), next: nameOf(next?.id), taken: nameOf(taken), changed };
  }

  for (const c of CASES) {
    it(c.title, async () => {
      const chosen = await choose(c.packages);
      expect(chosen.rule).toBe(c.expected);
      expect(chosen).toEqual({
        rule: c.expected,
        next: c.expected,
        taken: c.expected,
        changed: c.expected === null ? [] : [{ name: c.expected, by: -1 }],
      });
    });
  }

  it('agrees on 60 seeded mixes of used-up, expired and tied packages', async () => {
    const cases = randomCases(60);
    const seen = { none: 0, tiedExpiry: 0, tiedPurchase: 0 };
    for (const c of cases) {
      const chosen = await choose(c.packages);
      expect({ case: c.title, next: chosen.next, taken: chosen.taken }).toEqual({
        case: c.title,
        next: chosen.rule,
        taken: chosen.rule,
      });
      // What the mix put to the test: no usable package, or a choice among usable packages
      // expiring together (then also bought together: decided by the id).
      const usable = c.packages.filter((p) => p.daysLeft > 0 && p.expires > 0);
      const winner = usable.find((p) => p.name === chosen.rule);
      if (!winner) seen.none += 1;
      const tied = usable.filter((p) => p !== winner && p.expires === winner?.expires);
      if (tied.length > 0) seen.tiedExpiry += 1;
      if (tied.some((p) => p.bought === winner?.bought)) seen.tiedPurchase += 1;
    }
    expect(seen.none).toBeGreaterThan(0);
    expect(seen.none).toBeLessThan(cases.length);
    expect(seen.tiedExpiry).toBeGreaterThan(seen.tiedPurchase);
    expect(seen.tiedPurchase).toBeGreaterThan(0);
  });
});
