import { addYears, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { prismaRowReader, type RowReader } from '../../db/row-reader';
import { fixtures, makeImage, uniqueWord } from './dogs.fixtures';
import { allDogsRestJson } from './dogs.stream';

describe('REST /api/dogs (JSON)', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof fixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    user = await t.userWithToken('receptionist');
    f = fixtures(t.deps, user);
    today = businessToday(t.deps.env.timeZone);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: t.auth(user.token), ...(payload ? { payload } : {}) });

  it('needs a token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/dogs' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/dogs', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/dogs/x/picture' })).statusCode).toBe(401);
  });

  it('creates a dog (201) in the contract shape, with owners primary first and the audit user', async () => {
    const primary = await f.owner();
    const secondary = await f.owner();
    const res = await call('POST', '/api/dogs', {
      name: '  Rex ',
      breed: ' Beagle ',
      age: 1.5,
      weight: 12.5,
      particularSigns: ' White spot on the chest ',
      owners: [primary.id, secondary.id],
    });
    expect(res.statusCode).toBe(201);
    const dog = res.json();
    expect(Object.keys(dog).sort()).toEqual(
      [
        '_id',
        'dogId',
        'name',
        'breed',
        'age',
        'dateOfBirth',
        'weight',
        'particularSigns',
        'owners',
        'picture',
        'pictureUrl',
        'thumbnailUrl',
        'calculatedAge',
        'ageGroup',
        'createdBy',
        'updatedBy',
        'createdAt',
        'updatedAt',
      ].sort(),
    );
    expect(dog).toMatchObject({
      name: 'Rex',
      breed: 'Beagle',
      age: 1.5,
      dateOfBirth: null,
      weight: 12.5,
      particularSigns: 'White spot on the chest',
      picture: null,
      pictureUrl: null,
      thumbnailUrl: null,
      calculatedAge: { displayText: '18 months', years: 1.5 },
      ageGroup: 'young',
      createdBy: { _id: user.id, username: user.username },
      updatedBy: { _id: user.id, username: user.username },
    });
    expect(dog.dogId).toMatch(/^DOG-\d{6}$/);
    expect(dog.owners).toEqual([
      {
        _id: primary.id,
        name: primary.name,
        email: primary.email,
        phone: primary.phone,
        address: primary.address,
      },
      {
        _id: secondary.id,
        name: secondary.name,
        email: secondary.email,
        phone: secondary.phone,
        address: secondary.address,
      },
    ]);
    expect(new Date(dog.createdAt).toISOString()).toBe(dog.createdAt);
  });

  it('gives every dog its own readable dogId', async () => {
    const owner = await f.owner();
    const a = await f.dog([owner.id]);
    const b = await f.dog([owner.id]);
    expect(a.dogId).not.toBe(b.dogId);
    expect(Number(b.dogId.slice(4))).toBeGreaterThan(Number(a.dogId.slice(4)));
  });

  it('computes the age from a date of birth and never stores the sent age', async () => {
    const owner = await f.owner();
    const dateOfBirth = addYears(today, -3);
    const res = await call('POST', '/api/dogs', {
      name: 'Luna',
      breed: 'Poodle',
      age: 12,
      dateOfBirth,
      owners: [owner.id],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      age: 3,
      dateOfBirth,
      calculatedAge: { displayText: '3 years', years: 3 },
      ageGroup: 'young',
    });
    const stored = await t.db.prisma.dog.findUniqueOrThrow({ where: { id: res.json()._id } });
    expect(stored.age).toBeNull();
  });

  it('accepts the legacy single owner field', async () => {
    const owner = await f.owner();
    const res = await call('POST', '/api/dogs', { name: 'Old', breed: 'Mutt', age: 4, owner: owner.id });
    expect(res.statusCode).toBe(201);
    expect(res.json().owners.map((o: { _id: string }) => o._id)).toEqual([owner.id]);
  });

  it('reports each dog validation message of the spec', async () => {
    const owner = await f.owner();
    const ok = { name: 'Rex', breed: 'Beagle', age: 3, owners: [owner.id] };
    const cases: [object, string][] = [
      [{ ...ok, name: '  ' }, 'Dog name is required'],
      [{ ...ok, breed: '' }, 'Dog breed is required'],
      [{ ...ok, age: undefined }, 'Please enter either age or date of birth'],
      [{ ...ok, age: 0 }, 'Please enter either age or date of birth'],
      [{ ...ok, age: 30.5 }, 'Please enter a valid age (0-30 years)'],
      [{ ...ok, dateOfBirth: '2999-01-01' }, 'Date of birth cannot be in the future'],
      [{ ...ok, dateOfBirth: addYears(today, -31) }, 'Date of birth cannot be more than 30 years ago'],
      [{ ...ok, weight: 151 }, 'Please enter a valid weight (0-150 kg)'],
      [{ ...ok, particularSigns: 'x'.repeat(501) }, 'Particular signs must be 500 characters or less'],
      [{ ...ok, owners: [] }, 'Primary owner is required'],
      [{ ...ok, owners: [owner.id, owner.id] }, 'Secondary owner must be different from primary owner'],
    ];
    const before = await t.db.prisma.dog.count();
    for (const [payload, message] of cases) {
      const res = await call('POST', '/api/dogs', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
      expect(res.json().details[0]).toMatchObject({ message });
    }
    const all = await call('POST', '/api/dogs', {});
    expect(all.json().error).toBe(
      'Dog name is required, Dog breed is required, Please enter either age or date of birth, Primary owner is required',
    );
    expect(await t.db.prisma.dog.count()).toBe(before);
  });

  it('refuses owners that do not exist (400) and malformed owner ids', async () => {
    const missing = await call('POST', '/api/dogs', {
      name: 'Rex',
      breed: 'Beagle',
      age: 2,
      owners: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe('The selected owner does not exist');
    const malformed = await call('POST', '/api/dogs', {
      name: 'Rex',
      breed: 'Beagle',
      age: 2,
      owners: ['x'],
    });
    expect(malformed.statusCode).toBe(400);
  });

  it('updates a dog: fields, owners and audit; the age switches to the date of birth', async () => {
    const a = await f.owner();
    const b = await f.owner();
    const dog = await f.dog([a.id], { name: 'Before', age: 5, weight: 10 });
    const editor = await t.userWithToken('vet');
    const dateOfBirth = addYears(today, -8);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/dogs/${dog.id}`,
      headers: t.auth(editor.token),
      payload: { name: 'After', breed: 'Husky', dateOfBirth, owners: [b.id, a.id] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: dog.id,
      dogId: dog.dogId,
      name: 'After',
      breed: 'Husky',
      age: 8,
      dateOfBirth,
      weight: null,
      ageGroup: 'senior',
      createdBy: { _id: user.id },
      updatedBy: { _id: editor.id, username: editor.username },
    });
    expect(res.json().owners.map((o: { _id: string }) => o._id)).toEqual([b.id, a.id]);
    const back = await call('PUT', `/api/dogs/${dog.id}`, {
      name: 'After',
      breed: 'Husky',
      age: 0.5,
      owners: [b.id],
    });
    expect(back.json()).toMatchObject({
      age: 0.5,
      dateOfBirth: null,
      calculatedAge: { displayText: '6 months' },
    });
  });

  it('lists every dog sorted by name (case ignored) with owners, streamed as one JSON array', async () => {
    const owner = await f.owner();
    const word = uniqueWord();
    await f.dog([owner.id], { name: `zeta ${word}` });
    await f.dog([owner.id], { name: `Alpha ${word}` });
    await f.dog([owner.id], { name: `beta ${word}` });
    const res = await call('GET', '/api/dogs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    const list = res.json() as { _id: string; name: string; owners: { _id: string; name: string }[] }[];
    expect(list.filter((d) => d.name.endsWith(word)).map((d) => d.name)).toEqual([
      `Alpha ${word}`,
      `beta ${word}`,
      `zeta ${word}`,
    ]);
    const lower = list.map((d) => d.name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(list.find((d) => d.name === `beta ${word}`)?.owners).toEqual([
      expect.objectContaining({ _id: owner.id, name: owner.name, phone: owner.phone }),
    ]);
    expect(list.length).toBe(await t.db.prisma.dog.count());
  });

  it('lists each dog exactly as it is read alone', async () => {
    const a = await f.owner();
    const b = await f.owner({ name: 'Ñandú "Quote" \\ Back' });
    const word = uniqueWord('same');
    await f.dog([a.id, b.id], {
      name: `${word} two owners`,
      weight: 12.25,
      particularSigns: 'Lleva "collar" rojo',
    });
    await f.dog([b.id], { name: `${word} born`, dateOfBirth: addYears(today, -2), age: undefined });
    await f.dog([a.id], { name: `${word} puppy`, age: 0.4 }, await makeImage('png'));
    const list = (await call('GET', '/api/dogs')).json() as { _id: string; name: string }[];
    const ours = list.filter((d) => d.name.startsWith(word));
    expect(ours).toHaveLength(3);
    for (const dog of ours) {
      expect(dog).toEqual((await call('GET', `/api/dogs/${dog._id}`)).json());
    }
  });

  it('gives the same full list in small batches, whether rows are read through pg or through Prisma', async () => {
    const owner = await f.owner();
    await f.dog([owner.id], { name: `Reader ${uniqueWord()}`, weight: 3.5 });
    const read = async (rows: RowReader) => {
      const parts: string[] = [];
      for await (const part of allDogsRestJson({ ...f.dogs, rows }, 7)) parts.push(part);
      return JSON.parse(`[${parts.join(',')}]`);
    };
    const viaPg = await read(f.dogs.rows);
    expect(viaPg.length).toBe(await t.db.prisma.dog.count());
    expect(await read(prismaRowReader(t.db.prisma))).toEqual(viaPg);
    expect(viaPg).toEqual((await call('GET', '/api/dogs')).json());
  });

  it('streams thousands of dogs in name order, without gaps or repeats', async () => {
    const owner = await f.owner();
    const word = uniqueWord('many');
    await t.db.prisma.dog.createMany({
      data: Array.from({ length: 2100 }, (_, i) => ({
        name: i % 2 ? `Same ${word}` : `dog ${word} ${String(i).padStart(4, '0')}`,
        breed: 'Mutt',
        age: 2,
      })),
    });
    const created = await t.db.prisma.dog.findMany({
      where: { name: { contains: word } },
      select: { id: true },
    });
    await t.db.prisma.dogOwner.createMany({
      data: created.map((d) => ({ dogId: d.id, ownerId: owner.id, position: 0 })),
    });
    const list = (await call('GET', '/api/dogs')).json() as { _id: string; name: string }[];
    expect(list.length).toBe(await t.db.prisma.dog.count());
    expect(new Set(list.map((d) => d._id)).size).toBe(list.length);
    const ours = list.filter((d) => d.name.includes(word));
    expect(ours).toHaveLength(2100);
    const lower = list.map((d) => d.name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
  });

  it('reads one dog', async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id]);
    const res = await call('GET', `/api/dogs/${dog.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: dog.id, name: dog.name, owners: [{ _id: owner.id }] });
  });

  it('deletes a dog with its whole history', async () => {
    const owner = await f.owner();
    const dog = await f.dog([owner.id]);
    const p = t.db.prisma;
    const pkg = await p.daycarePackage.create({
      data: {
        dogId: dog.id,
        packageType: 'FIFTEEN_DAY',
        daysLeft: 14,
        expiresAt: new Date(Date.now() + 86_400_000),
      },
    });
    await p.daycareVisit.create({ data: { dogId: dog.id, date: new Date(), packageId: pkg.id } });
    await p.hotelBooking.create({
      data: { dogId: dog.id, checkIn: new Date(), checkOut: new Date(Date.now() + 86_400_000) },
    });
    await p.vetAppointment.create({ data: { dogId: dog.id, appointmentDate: new Date(), cause: 'Checkup' } });
    await p.groomingBooking.create({
      data: {
        dogId: dog.id,
        ownerPhone: '555',
        appointmentDate: new Date(),
        durationMinutes: 60,
        groomingServices: ['bath'],
      },
    });
    const res = await call('DELETE', `/api/dogs/${dog.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Dog deleted successfully', _id: dog.id });
    const where = { dogId: dog.id };
    expect(await p.dog.count({ where: { id: dog.id } })).toBe(0);
    expect(await p.dogOwner.count({ where })).toBe(0);
    expect(await p.daycarePackage.count({ where })).toBe(0);
    expect(await p.daycareVisit.count({ where })).toBe(0);
    expect(await p.hotelBooking.count({ where })).toBe(0);
    expect(await p.vetAppointment.count({ where })).toBe(0);
    expect(await p.groomingBooking.count({ where })).toBe(0);
    expect(await p.owner.count({ where: { id: owner.id } })).toBe(1);
  });

  it('answers 404 for unknown and malformed ids on every route, never 500', async () => {
    const owner = await f.owner();
    const body = { name: 'Rex', breed: 'Beagle', age: 2, owners: [owner.id] };
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      "1' OR '1'='1",
      '%00',
      '..%2F..',
    ]) {
      const url = `/api/dogs/${encodeURIComponent(id)}`;
      const answers = {
        GET: await call('GET', url),
        PUT: await call('PUT', url, body),
        DELETE: await call('DELETE', url),
        'DELETE picture': await call('DELETE', `${url}/picture`),
      };
      for (const [what, res] of Object.entries(answers)) {
        expect(res.statusCode, `${what} ${url}`).toBe(404);
        expect(res.json()).toEqual({ error: 'Dog not found' });
      }
    }
  });
});
