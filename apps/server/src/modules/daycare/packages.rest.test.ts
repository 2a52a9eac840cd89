// REST /api/daycare/packages (docs/contract/rest-contract.md, Daycare packages): the contract's shapes with
// `_id`, 201 on purchase, `{ message, _id }` on delete, `{ error, details }` with the spec's
// English messages on bad input, 404 (never 500) for unknown or malformed ids, 401 without a
// token. Every answer is also checked against /api/openapi.json by the test app.
import { PACKAGE_TYPES } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures, uniqueWord } from '../dogs/dogs.fixtures';

const DAY_MS = 86_400_000;
const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const BAD_IDS = [MISSING_ID, 'not-an-id', "1' OR '1'='1", '%00', '%E2%80%AE', 'x'.repeat(300)];
const TYPE_MESSAGE = 'Please select a package type (1-day, 15-day or 30-day)';

interface RestPackage {
  _id: string;
  dog: { _id: string; name: string; breed: string };
  packageType: string;
  daysLeft: number;
  expiresAt: string;
  purchasedAt: string;
  status: string;
}

describe('REST /api/daycare/packages', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof fixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    f = fixtures(t.deps, user);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: t.auth(user.token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const dog = async (name = `Dog ${uniqueWord()}`) => f.dog([(await f.owner()).id], { name });
  const buy = async (dogId: string, packageType: string) => {
    const res = await call('POST', '/api/daycare/packages', { dog: dogId, packageType });
    expect(res.statusCode).toBe(201);
    return res.json() as RestPackage;
  };

  it('needs a token on every route', async () => {
    const d = await dog();
    const pkg = await buy(d.id, '15-day');
    const routes: [string, string, object?][] = [
      ['GET', '/api/daycare/packages/active'],
      ['GET', `/api/daycare/packages/dog/${d.id}`],
      ['POST', '/api/daycare/packages', { dog: d.id, packageType: '1-day' }],
      ['PUT', `/api/daycare/packages/${pkg._id}`, { packageType: '1-day', daysLeft: 0 }],
      ['DELETE', `/api/daycare/packages/${pkg._id}`],
    ];
    for (const [method, url, payload] of routes) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }]) {
        const res = await t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json()).toEqual({ error: expect.any(String) });
      }
    }
    // Nothing was bought, changed or deleted.
    expect(await t.db.prisma.daycarePackage.findMany({ where: { dogId: d.id } })).toEqual([
      expect.objectContaining({ id: pkg._id, packageType: 'FIFTEEN_DAY', daysLeft: 15 }),
    ]);
  });

  it('sells each type (201) in the contract shape: days 1/15/30, expiry 30/60/90 days after the purchase', async () => {
    const d = await dog();
    const validity = { '1-day': 30, '15-day': 60, '30-day': 90 } as const;
    const days = { '1-day': 1, '15-day': 15, '30-day': 30 } as const;
    for (const packageType of PACKAGE_TYPES) {
      const before = Date.now();
      const pkg = await buy(d.id, packageType);
      expect(Object.keys(pkg).sort()).toEqual(
        ['_id', 'dog', 'packageType', 'daysLeft', 'expiresAt', 'purchasedAt', 'status'].sort(),
      );
      expect(pkg).toMatchObject({
        dog: { _id: d.id, name: d.name, breed: d.breed },
        packageType,
        daysLeft: days[packageType],
        status: packageType === '1-day' ? 'expiring-soon' : 'active',
      });
      expect(pkg._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(pkg.purchasedAt).toISOString()).toBe(pkg.purchasedAt);
      expect(Date.parse(pkg.purchasedAt)).toBeGreaterThanOrEqual(before);
      expect(Date.parse(pkg.expiresAt) - Date.parse(pkg.purchasedAt)).toBe(validity[packageType] * DAY_MS);
    }
    // Unknown fields are ignored; the dog id may come with spaces around it.
    const res = await call('POST', '/api/daycare/packages', {
      dog: ` ${d.id} `,
      packageType: '30-day',
      daysLeft: 999,
      expiresAt: '2000-01-01T00:00:00Z',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ daysLeft: 30, dog: { _id: d.id } });
    expect(Date.parse(res.json().expiresAt)).toBeGreaterThan(Date.now());
  });

  it('answers every validation message as 400 { error, details } and saves nothing', async () => {
    const before = await t.db.prisma.daycarePackage.count();
    const empty = await call('POST', '/api/daycare/packages', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      error: `Please select a dog, ${TYPE_MESSAGE}`,
      details: [
        { path: 'dog', message: 'Please select a dog' },
        { path: 'packageType', message: TYPE_MESSAGE },
      ],
    });
    const d = await dog();
    for (const body of [
      { packageType: '15-day' },
      { dog: '', packageType: '15-day' },
      { dog: null, packageType: '15-day' },
      { dog: '   ', packageType: '15-day' },
    ]) {
      const res = await call('POST', '/api/daycare/packages', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Please select a dog');
      expect(res.json().details).toEqual([{ path: 'dog', message: 'Please select a dog' }]);
    }
    for (const packageType of [undefined, '', '2-day', '1 Day', 15, null, ['1-day']]) {
      const res = await call('POST', '/api/daycare/packages', { dog: d.id, packageType });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: TYPE_MESSAGE, details: [{ path: 'packageType' }] });
    }
    expect(await t.db.prisma.daycarePackage.count()).toBe(before);

    const pkg = await buy(d.id, '15-day');
    const invalid = 'Days left must be a whole number of 0 or more';
    const cases: [unknown, string][] = [
      [-1, invalid],
      [1.5, invalid],
      ['abc', invalid],
      ['', invalid],
      [null, invalid],
      [undefined, invalid],
      [366, 'Days left must be 365 or less'],
      ['366', 'Days left must be 365 or less'],
    ];
    for (const [daysLeft, message] of cases) {
      const res = await call('PUT', `/api/daycare/packages/${pkg._id}`, { packageType: '15-day', daysLeft });
      expect(res.statusCode, JSON.stringify(daysLeft)).toBe(400);
      expect(res.json()).toEqual({
        error: message,
        details: [{ path: 'daysLeft', message }],
      });
    }
    const both = await call('PUT', `/api/daycare/packages/${pkg._id}`, { packageType: 'x', daysLeft: -1 });
    expect(both.json().error).toBe(`${TYPE_MESSAGE}, ${invalid}`);
    const notJson = await t.app.inject({
      method: 'PUT',
      url: `/api/daycare/packages/${pkg._id}`,
      headers: { ...t.auth(user.token), 'content-type': 'application/json' },
      payload: '{"daysLeft": ',
    });
    expect(notJson.statusCode).toBe(400);
    const stored = await t.db.prisma.daycarePackage.findUniqueOrThrow({ where: { id: pkg._id } });
    expect(stored.daysLeft).toBe(15);
    // The limits themselves are accepted.
    for (const daysLeft of [0, 365, '7']) {
      const res = await call('PUT', `/api/daycare/packages/${pkg._id}`, { packageType: '15-day', daysLeft });
      expect(res.statusCode).toBe(200);
      expect(res.json().daysLeft).toBe(Number(daysLeft));
    }
  });

  it('answers 404 for unknown and malformed ids on every route, never 500', async () => {
    const d = await dog();
    const pkg = await buy(d.id, '1-day');
    for (const id of BAD_IDS) {
      const post = await call('POST', '/api/daycare/packages', {
        dog: decodeURIComponent(id),
        packageType: '1-day',
      });
      expect(post.statusCode, id).toBe(404);
      expect(post.json()).toEqual({ error: 'Dog not found' });
      const path = id === '%00' || id === '%E2%80%AE' ? id : encodeURIComponent(id);
      const byDog = await call('GET', `/api/daycare/packages/dog/${path}`);
      expect(byDog.statusCode, id).toBe(404);
      expect(byDog.json()).toEqual({ error: 'Dog not found' });
      const put = await call('PUT', `/api/daycare/packages/${path}`, { packageType: '1-day', daysLeft: 1 });
      expect(put.statusCode, id).toBe(404);
      expect(put.json()).toEqual({ error: 'Package not found' });
      const del = await call('DELETE', `/api/daycare/packages/${path}`);
      expect(del.statusCode, id).toBe(404);
      expect(del.json()).toEqual({ error: 'Package not found' });
    }
    // A package id is not a dog id, and the other way round.
    expect((await call('GET', `/api/daycare/packages/dog/${pkg._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/daycare/packages/${d.id}`)).statusCode).toBe(404);
    expect(await t.db.prisma.daycarePackage.count({ where: { id: pkg._id } })).toBe(1);
  });

  it('PUT changes type and days; a changed type recomputes the expiry from the purchase', async () => {
    const d = await dog();
    const pkg = await buy(d.id, '30-day');
    const same = await call('PUT', `/api/daycare/packages/${pkg._id}`, {
      packageType: '30-day',
      daysLeft: '12',
    });
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ ...pkg, daysLeft: 12 });
    // Sold as a 30-day package 40 days ago; it was a 15-day one.
    await t.db.prisma.$executeRaw`
      UPDATE daycare_packages SET purchased_at = purchased_at - interval '40 days',
                                  expires_at = expires_at - interval '40 days'
       WHERE id = ${pkg._id}::uuid`;
    const purchasedAt = Date.parse(pkg.purchasedAt) - 40 * DAY_MS;
    const fixed = await call('PUT', `/api/daycare/packages/${pkg._id}`, {
      packageType: '15-day',
      daysLeft: 3,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({
      _id: pkg._id,
      packageType: '15-day',
      daysLeft: 3,
      status: 'expiring-soon',
    });
    expect(Date.parse(fixed.json().purchasedAt)).toBe(purchasedAt);
    expect(Date.parse(fixed.json().expiresAt)).toBe(purchasedAt + 60 * DAY_MS);
    // Now a 1-day package: bought 40 days ago, valid 30, so it has expired and leaves the active list.
    const oneDay = await call('PUT', `/api/daycare/packages/${pkg._id}`, {
      packageType: '1-day',
      daysLeft: 1,
    });
    expect(Date.parse(oneDay.json().expiresAt)).toBe(purchasedAt + 30 * DAY_MS);
    const active = (await call('GET', '/api/daycare/packages/active')).json() as RestPackage[];
    expect(active.map((p) => p._id)).not.toContain(pkg._id);
  });

  it('DELETE answers { message, _id }; a visit that used the package stays, with no package', async () => {
    const d = await dog();
    const pkg = await buy(d.id, '15-day');
    const visit = await t.db.prisma.daycareVisit.create({
      data: {
        dogId: d.id,
        date: new Date('2026-11-20T00:00:00Z'),
        checkInTime: new Date(Date.now() - 3_600_000),
        checkOutTime: new Date(),
        packageId: pkg._id,
      },
    });
    const res = await call('DELETE', `/api/daycare/packages/${pkg._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Package deleted successfully!', _id: pkg._id });
    expect(await t.db.prisma.daycarePackage.count({ where: { id: pkg._id } })).toBe(0);
    expect(await t.db.prisma.daycareVisit.findUniqueOrThrow({ where: { id: visit.id } })).toMatchObject({
      packageId: null,
      dogId: d.id,
    });
    expect((await call('DELETE', `/api/daycare/packages/${pkg._id}`)).statusCode).toBe(404);
  });

  it('GET active: expiry still ahead (days left or not), by dog name; GET dog/:dogId: newest first', async () => {
    const word = uniqueWord();
    const zulu = await dog(`Zulu ${word}`);
    const alba = await dog(`Álba ${word}`);
    const z1 = await buy(zulu.id, '15-day');
    const a1 = await buy(alba.id, '1-day');
    const used = await buy(alba.id, '30-day');
    await call('PUT', `/api/daycare/packages/${used._id}`, { packageType: '30-day', daysLeft: 0 });
    const old = await buy(alba.id, '15-day');
    await t.db.prisma.$executeRaw`
      UPDATE daycare_packages SET purchased_at = purchased_at - interval '61 days',
                                  expires_at = expires_at - interval '61 days'
       WHERE id = ${old._id}::uuid`;
    const res = await call('GET', '/api/daycare/packages/active');
    expect(res.statusCode).toBe(200);
    const mine = (res.json() as RestPackage[]).filter((p) => p.dog.name.endsWith(word));
    expect(mine.map((p) => p._id)).toEqual([...[a1._id, used._id].sort(), z1._id]);
    expect(mine.find((p) => p._id === used._id)).toMatchObject({ daysLeft: 0, status: 'expired' });
    expect((res.json() as RestPackage[]).every((p) => Date.parse(p.expiresAt) > Date.now())).toBe(true);

    const list = await call('GET', `/api/daycare/packages/dog/${alba.id}`);
    expect(list.statusCode).toBe(200);
    expect((list.json() as RestPackage[]).map((p) => p._id)).toEqual([used._id, a1._id, old._id]);
    expect(list.json()[2]).toMatchObject({ dog: { _id: alba.id, name: alba.name }, packageType: '15-day' });
    const none = await call('GET', `/api/daycare/packages/dog/${(await dog()).id}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
  });
});
