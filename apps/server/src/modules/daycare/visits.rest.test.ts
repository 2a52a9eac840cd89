// REST /api/daycare/visits: the contract's shapes and statuses, validation messages, and the
// streamed full list (every visit, newest first, each equal to GET /api/daycare/visits/{id}).
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { prismaRowReader } from '../../db/row-reader';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { visitFixtures } from './daycare.fixtures';
import { allVisitsRestJson } from './daycare.stream';

const VISIT_KEYS = [
  '_id',
  'dog',
  'date',
  'checkInTime',
  'checkOutTime',
  'notes',
  'status',
  'package',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
].sort();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('REST /api/daycare/visits', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof visitFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    await vaccinationRulesOff(t.deps.prisma); // this file is about visits, not vaccines
    user = await t.userWithToken('employee');
    f = visitFixtures(t.deps, user);
    today = businessToday(t.deps.env.timeZone);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...t.auth(user.token),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });

  it('needs a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/daycare/visits'],
      ['GET', '/api/daycare/visits/today'],
      ['GET', `/api/daycare/visits/${UNKNOWN}`],
      ['POST', '/api/daycare/visits'],
      ['PUT', `/api/daycare/visits/${UNKNOWN}`],
      ['DELETE', `/api/daycare/visits/${UNKNOWN}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('checks in (201) in the contract shape, taking a package day', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { type: '30-day', daysLeft: 30, expiresInDays: 90 });
    const res = await call('POST', '/api/daycare/visits', { dog: dog.id, notes: ' Primera vez ' });
    expect(res.statusCode).toBe(201);
    const visit = res.json();
    expect(Object.keys(visit).sort()).toEqual(VISIT_KEYS);
    expect(visit).toMatchObject({
      dog: {
        _id: dog.id,
        name: dog.name,
        breed: dog.breed,
        owners: [{ _id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone }],
      },
      date: today,
      checkOutTime: null,
      notes: 'Primera vez',
      status: 'active',
      package: { _id: pkg, packageType: '30-day', daysLeft: 29 },
      createdBy: { _id: user.id, username: user.username },
      updatedBy: { _id: user.id, username: user.username },
    });
    expect(Object.keys(visit.package).sort()).toEqual(
      ['_id', 'packageType', 'daysLeft', 'expiresAt', 'purchasedAt'].sort(),
    );
    expect(new Date(visit.checkInTime).toISOString()).toBe(visit.checkInTime);
    const again = await call('GET', `/api/daycare/visits/${visit._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(visit);
  });

  it('answers 409 for a dog already here and 404 for an unknown or malformed dog', async () => {
    const dog = await f.dog();
    expect((await call('POST', '/api/daycare/visits', { dog: dog.id })).statusCode).toBe(201);
    const twice = await call('POST', '/api/daycare/visits', { dog: dog.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'Dog is already checked in' });
    for (const id of [UNKNOWN, 'abc', '../../etc', '0'.repeat(500)]) {
      const res = await call('POST', '/api/daycare/visits', { dog: id });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Dog not found' });
    }
  });

  it('answers every validation message as 400 with English text, never a 500', async () => {
    const missing = await call('POST', '/api/daycare/visits', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Please select a dog',
      details: [{ path: 'dog', message: 'Please select a dog' }],
    });
    const bad = await call('POST', '/api/daycare/visits', {
      dog: 'x',
      date: '2026-02-30',
      checkInTime: '10:00',
      notes: 'n'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'Date must be a valid day (YYYY-MM-DD), Time must be a valid date and time, Notes must be 1000 characters or less',
    );
    for (const body of [[], 'text', 42, { dog: 7 }, { dog: ['a'] }, { dog: 'x', checkInTime: 12 }]) {
      const res = await call('POST', '/api/daycare/visits', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().error).toBe('string');
    }
    const control = await call('POST', '/api/daycare/visits', { dog: 'x', notes: 'a\u0000b' });
    expect(control.statusCode).toBe(400);

    const visit = (await call('POST', '/api/daycare/visits', { dog: (await f.dog()).id })).json();
    const badOut = await call('PUT', `/api/daycare/visits/${visit._id}`, { checkOutTime: 'soon' });
    expect(badOut.statusCode).toBe(400);
    expect(badOut.json().error).toBe('Time must be a valid date and time');
    const longNotes = await call('PUT', `/api/daycare/visits/${visit._id}`, { notes: 'n'.repeat(1001) });
    expect(longNotes.json()).toMatchObject({ error: 'Notes must be 1000 characters or less' });
  });

  it('registers a pending visit and checks it in later on the same record', async () => {
    const dog = await f.dog();
    const day = addDays(today, 3);
    const pending = await call('POST', '/api/daycare/visits', { dog: dog.id, date: day, checkInTime: null });
    expect(pending.statusCode).toBe(201);
    expect(pending.json()).toMatchObject({ date: day, checkInTime: null, status: 'pending', package: null });
    const at = `${day}T09:15:00.000Z`;
    const arrived = await call('POST', '/api/daycare/visits', { dog: dog.id, date: day, checkInTime: at });
    expect(arrived.statusCode).toBe(201);
    expect(arrived.json()).toMatchObject({ _id: pending.json()._id, checkInTime: at, status: 'active' });
  });

  it('checks out (200), then 409; a time before the check-in is a 400; unknown 404', async () => {
    const dog = await f.dog();
    const checkInTime = new Date(Date.now() - 3_600_000).toISOString();
    const visit = (await call('POST', '/api/daycare/visits', { dog: dog.id, checkInTime })).json();
    const early = await call('PUT', `/api/daycare/visits/${visit._id}`, {
      checkOutTime: new Date(Date.parse(checkInTime) - 1000).toISOString(),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      error: 'Check-out time cannot be before the check-in time',
      details: [{ path: 'checkOutTime', message: 'Check-out time cannot be before the check-in time' }],
    });
    const out = await call('PUT', `/api/daycare/visits/${visit._id}`, { notes: 'Todo bien' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ _id: visit._id, status: 'completed', notes: 'Todo bien' });
    expect(Object.keys(out.json()).sort()).toEqual(VISIT_KEYS);
    const twice = await call('PUT', `/api/daycare/visits/${visit._id}`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'Only a dog that is checked in can be checked out' });
    for (const id of [UNKNOWN, 'nope', '%E0%A4%A']) {
      const res = await call('PUT', `/api/daycare/visits/${id}`, {});
      expect([400, 404], id).toContain(res.statusCode);
    }
    expect((await call('PUT', `/api/daycare/visits/${UNKNOWN}`, {})).json()).toEqual({
      error: 'Visit not found',
    });
    expect((await call('GET', '/api/daycare/visits/nope')).statusCode).toBe(404);
  });

  it('deletes a completed visit (200 with message and _id) and gives the day back; an active one is a 409', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 2 });
    const visit = (await call('POST', '/api/daycare/visits', { dog: dog.id })).json();
    expect(await f.daysLeft(pkg)).toBe(1);
    const active = await call('DELETE', `/api/daycare/visits/${visit._id}`);
    expect(active.statusCode).toBe(409);
    expect(active.json()).toEqual({
      error: 'A visit in progress cannot be deleted. Check the dog out first.',
    });
    await call('PUT', `/api/daycare/visits/${visit._id}`, {});
    const res = await call('DELETE', `/api/daycare/visits/${visit._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Visit record deleted successfully!', _id: visit._id });
    expect(await f.daysLeft(pkg)).toBe(2);
    expect((await call('DELETE', `/api/daycare/visits/${visit._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/daycare/visits/123')).statusCode).toBe(404);
  });

  it("lists today's visits as an array", async () => {
    const dog = await f.dog();
    const visit = (await call('POST', '/api/daycare/visits', { dog: dog.id })).json();
    const other = (
      await call('POST', '/api/daycare/visits', {
        dog: (await f.dog()).id,
        date: addDays(today, -1),
        checkInTime: null,
      })
    ).json();
    const res = await call('GET', '/api/daycare/visits/today');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; date: string }[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((v) => v._id)).toContain(visit._id);
    expect(list.map((v) => v._id)).not.toContain(other._id);
    expect(list.every((v) => v.date === today)).toBe(true);
  });

  it('streams every visit newest first, each as GET /api/daycare/visits/{id} answers it', async () => {
    // Ties on purpose: several visits on one day, pending ones (no check-in time) among them,
    // and two with the same check-in time, across batch boundaries of the keyset.
    const day = addDays(today, -7);
    const at = `${day}T10:00:00.000Z`;
    for (let i = 0; i < 4; i++) {
      const dog = await f.dog();
      if (i % 2 === 0) await f.pkg(dog.id, { daysLeft: 3 });
      // An earlier, completed visit; notes with quotes, a backslash, line breaks, a tab and
      // emoji (escaped by PostgreSQL in the list).
      const notes = i === 1 ? 'Dice "hola"\\ y\nlínea 2\r\n\tfin 🐕 ✓' : undefined;
      const earlier = await call('POST', '/api/daycare/visits', {
        dog: dog.id,
        date: addDays(day, -1 - i),
        notes,
      });
      expect(earlier.statusCode).toBe(201);
      if (notes) expect(earlier.json().notes).toBe(notes);
      expect((await call('PUT', `/api/daycare/visits/${earlier.json()._id}`, {})).statusCode).toBe(200);
      // Then on `day`: two checked in at the same instant, two pending.
      const onDay = await call('POST', '/api/daycare/visits', {
        dog: dog.id,
        date: day,
        checkInTime: i < 2 ? at : null,
      });
      expect(onDay.statusCode).toBe(201);
    }
    const res = await call('GET', '/api/daycare/visits');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json() as Record<string, unknown>[];
    expect(list.length).toBe(await t.deps.prisma.daycareVisit.count());
    for (const visit of list) {
      const one = await call('GET', `/api/daycare/visits/${visit._id as string}`);
      expect(visit).toEqual(one.json());
    }
    // Newest first: day, then pending before checked in, then the latest check-in, created, id.
    const key = (v: Record<string, unknown>) => [
      v.date as string,
      v.checkInTime === null ? '9999' : (v.checkInTime as string),
      v.createdAt as string,
      v._id as string,
    ];
    const sorted = [...list].sort((a, b) => {
      const [ka, kb] = [key(a), key(b)];
      for (let i = 0; i < ka.length; i++) {
        const [x, y] = [ka[i] as string, kb[i] as string];
        if (x !== y) return x < y ? 1 : -1;
      }
      return 0;
    });
    expect(list.map((v) => v._id)).toEqual(sorted.map((v) => v._id));

    // Small batches (every keyset case) and the Prisma reader give the same list.
    const ctx = f.daycare();
    for (const batch of [1, 2, 3, 5]) {
      const parts: string[] = [];
      for await (const part of allVisitsRestJson(ctx, batch)) parts.push(part);
      expect(JSON.parse(`[${parts.join(',')}]`), `batch ${batch}`).toEqual(list);
    }
    const viaPrisma: string[] = [];
    for await (const part of allVisitsRestJson(ctx, 4, prismaRowReader(t.deps.prisma))) viaPrisma.push(part);
    expect(JSON.parse(`[${viaPrisma.join(',')}]`)).toEqual(list);
  });
});
