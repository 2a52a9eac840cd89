// REST of vaccinations (docs/contract/rest-contract-business.md, "Vaccinations"): the catalogue,
// a dog's records with their audit events, the rules per service, compliance and the due list;
// 400 for bad input, 403 for roles that may not.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { vaccinationFixtures } from './vaccinations.fixtures';

describe('REST vaccinations', () => {
  let t: TestApp;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;
  let reception: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof dogFixtures>;
  let v: ReturnType<typeof vaccinationFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, manager);
    v = vaccinationFixtures(t.deps);
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string | null,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? t.auth(token) : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const newDog = async (phone = '600111222') => {
    const owner = await f.owner({ phone });
    return { dog: await f.dog([owner.id]), owner };
  };

  it('lists the seeded catalogue by code, for anyone logged in', async () => {
    const res = await call('GET', '/vaccines', reception.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({ code: 'bordetella', covers: ['bordetella'], validityMonths: 12 }),
      expect.objectContaining({
        code: 'dhppi-l',
        name: { es: 'Polivalente (DHPPi+L)', en: 'Polyvalent (DHPPi+L)' },
        covers: ['distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis'],
      }),
      expect.objectContaining({ code: 'rabies', covers: ['rabies'], validityMonths: 12 }),
    ]);
    expect(res.json()[0]._id).toEqual(expect.any(String));
    expect((await call('GET', '/vaccines', null)).statusCode).toBe(401);
  });

  it('records a vaccination with the expiry from the validity, and its create event', async () => {
    const { dog } = await newDog();
    const givenOn = v.day(-10);
    const res = await call('POST', `/dogs/${dog.id}/vaccinations`, reception.token, {
      vaccine: 'rabies',
      givenOn,
      batch: 'RB-123',
      givenBy: 'Clínica Sur',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    const [y, m, d] = givenOn.split('-');
    expect(body).toMatchObject({
      dog: dog.id,
      vaccine: { code: 'rabies', name: { es: 'Rabia', en: 'Rabies' } },
      givenOn,
      expiresOn: `${Number(y) + 1}-${m}-${d}`.replace(/-02-29$/, '-02-28'),
      batch: 'RB-123',
      givenBy: 'Clínica Sur',
      verified: false,
      notes: null,
    });
    const list = await call('GET', `/dogs/${dog.id}/vaccinations`, reception.token);
    expect(list.json().map((r: { _id: string }) => r._id)).toEqual([body._id]);

    const events = (await call('GET', `/audit/vaccination/${body._id}`, reception.token)).json().events;
    expect(events).toEqual([
      expect.objectContaining({
        action: 'create',
        entity: 'vaccination',
        actor: { _id: reception.id, username: reception.username },
        changes: expect.arrayContaining([{ field: 'givenOn', from: null, to: givenOn }]),
      }),
    ]);
  });

  it('refuses a date in the future, an expiry not after it, an unknown vaccine (400) and an unknown dog (404)', async () => {
    const { dog } = await newDog();
    const future = await call('POST', `/dogs/${dog.id}/vaccinations`, reception.token, {
      vaccine: 'rabies',
      givenOn: v.day(1),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toContain('Vaccination date cannot be in the future');
    const expiry = await call('POST', `/dogs/${dog.id}/vaccinations`, reception.token, {
      vaccine: 'rabies',
      givenOn: v.day(-1),
      expiresOn: v.day(-1),
    });
    expect(expiry.statusCode).toBe(400);
    expect(expiry.json().error).toContain('Expiry date must be after the vaccination date');
    const unknown = await call('POST', `/dogs/${dog.id}/vaccinations`, reception.token, {
      vaccine: 'flu',
      givenOn: v.day(-1),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      expect.objectContaining({ path: 'vaccine', message: 'Vaccine not found' }),
    ]);
    const noDog = await call(
      'POST',
      '/dogs/00000000-0000-4000-8000-000000000000/vaccinations',
      reception.token,
      {
        vaccine: 'rabies',
        givenOn: v.day(-1),
      },
    );
    expect(noDog.statusCode).toBe(404);
    expect((await call('GET', `/dogs/${dog.id}/vaccinations`, reception.token)).json()).toEqual([]);
  });

  it('updates and deletes a record, each with its event (the deletion keeps its reason)', async () => {
    const { dog } = await newDog();
    const created = (
      await call('POST', `/dogs/${dog.id}/vaccinations`, reception.token, {
        vaccine: 'dhppi-l',
        givenOn: v.day(-30),
      })
    ).json();
    const put = await call('PUT', `/vaccinations/${created._id}`, reception.token, {
      vaccine: 'dhppi-l',
      givenOn: v.day(-30),
      expiresOn: v.day(300),
      verified: true,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ expiresOn: v.day(300), verified: true });
    const del = await call('DELETE', `/vaccinations/${created._id}?reason=Entered%20twice`, reception.token);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Vaccination record deleted successfully!', _id: created._id });
    expect((await call('DELETE', `/vaccinations/${created._id}`, reception.token)).statusCode).toBe(404);
    const events = (await call('GET', `/audit/vaccination/${created._id}`, reception.token)).json().events;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(events[1].changes).toEqual(
      expect.arrayContaining([
        { field: 'expiresOn', from: created.expiresOn, to: v.day(300) },
        { field: 'verified', from: false, to: true },
      ]),
    );
    expect(events[2].reason).toBe('Entered twice');
  });

  it('answers compliance by disease over a stay, a polivalente covering several', async () => {
    const { dog } = await newDog();
    await v.record(dog.id, 'rabies', v.day(5));
    await v.record(dog.id, 'dhppi-l', v.day(20));
    const today = await call('GET', `/dogs/${dog.id}/compliance?service=grooming`, reception.token);
    expect(today.json()).toEqual({
      service: 'grooming',
      mode: 'warn',
      required: ['rabies', 'distemper', 'parvovirus'],
      compliant: true,
      missing: [],
      expiring: [
        { disease: 'rabies', expiresOn: v.day(5) },
        { disease: 'distemper', expiresOn: v.day(20) },
        { disease: 'parvovirus', expiresOn: v.day(20) },
      ],
    });
    const stay = await call(
      'GET',
      `/dogs/${dog.id}/compliance?service=hotel&from=${v.day(1)}&to=${v.day(8)}`,
      reception.token,
    );
    expect(stay.json()).toMatchObject({ compliant: false, missing: ['rabies', 'bordetella'] });
    const bad = await call('GET', `/dogs/${dog.id}/compliance?service=spa`, reception.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Service must be one of: daycare, hotel, grooming');
  });

  it('lets only managers change the rules and the catalogue (403 otherwise), with their events', async () => {
    const rule = { hotel: { mode: 'block', diseases: ['rabies', 'bordetella'] } };
    expect((await call('PUT', '/vaccination-requirements', reception.token, rule)).statusCode).toBe(403);
    const res = await call('PUT', '/vaccination-requirements', manager.token, rule);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      hotel: rule.hotel,
      daycare: { mode: 'warn' },
      grooming: { mode: 'warn' },
    });
    expect((await call('GET', '/vaccination-requirements', reception.token)).json().hotel).toEqual(
      rule.hotel,
    );
    const bad = await call('PUT', '/vaccination-requirements', manager.token, {
      daycare: { mode: 'maybe', diseases: [] },
    });
    expect(bad.statusCode).toBe(400);
    await call('PUT', '/vaccination-requirements', manager.token, {
      hotel: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
    });

    const rabies = (await call('GET', '/vaccines', reception.token))
      .json()
      .find((x: { code: string }) => x.code === 'rabies');
    expect(
      (await call('PUT', `/vaccines/${rabies._id}`, reception.token, { validityMonths: 24 })).statusCode,
    ).toBe(403);
    const changed = await call('PUT', `/vaccines/${rabies._id}`, manager.token, { validityMonths: 24 });
    expect(changed.json()).toMatchObject({ code: 'rabies', validityMonths: 24 });
    expect(
      (await call('PUT', `/vaccines/${rabies._id}`, manager.token, { validityMonths: 0 })).statusCode,
    ).toBe(400);
    await call('PUT', `/vaccines/${rabies._id}`, manager.token, { validityMonths: 12 });
    const events = (await call('GET', '/audit?entity=setting', manager.token)).json().events;
    expect(
      events.some((e: { changes: { field: string }[] }) => e.changes.some((c) => c.field === 'hotel.mode')),
    ).toBe(true);
    expect(events.some((e: { entityId: string }) => e.entityId === rabies._id)).toBe(true);
  });

  it('lists what is due soonest first with the owner’s phone, paged by cursor, booked filter', async () => {
    const a = await newDog('611000001');
    const b = await newDog('611000002');
    await v.record(a.dog.id, 'rabies', v.day(-3));
    await v.record(a.dog.id, 'dhppi-l', v.day(400));
    await v.record(b.dog.id, 'rabies', v.day(10));
    await v.record(b.dog.id, 'rabies', v.day(-40)); // an older record: the latest one counts
    const first = await call('GET', '/vaccinations/due?within=30&limit=1', reception.token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toHaveLength(1);
    expect(first.headers['x-next-cursor']).toEqual(expect.any(String));
    type Due = { dog: { _id: string }; expiresOn: string };
    const mine = (items: Due[]) => items.filter((i) => i.dog._id === a.dog.id || i.dog._id === b.dog.id);
    const all = (await call('GET', '/vaccinations/due?within=30&limit=200', reception.token)).json();
    expect(mine(all)).toEqual([
      {
        dog: { _id: a.dog.id, name: a.dog.name },
        disease: 'rabies',
        expiresOn: v.day(-3),
        owner: { _id: a.owner.id, name: a.owner.name, phone: '611000001' },
        reminder: null,
      },
      expect.objectContaining({
        dog: { _id: b.dog.id, name: b.dog.name },
        disease: 'rabies',
        expiresOn: v.day(10),
      }),
    ]);
    // Pages by cursor: never a row twice.
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(
        'GET',
        `/vaccinations/due?within=30&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
        reception.token,
      );
      for (const item of page.json()) seen.push(`${item.dog._id}/${item.disease}`);
      cursor = page.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(
      all.map((i: { dog: { _id: string }; disease: string }) => `${i.dog._id}/${i.disease}`),
    );
    expect(new Set(seen).size).toBe(seen.length);
    // Within 5 days: only the expired one of these two.
    expect(
      mine((await call('GET', '/vaccinations/due?within=5', reception.token)).json()).map(
        (i: { expiresOn: string }) => i.expiresOn,
      ),
    ).toEqual([v.day(-3)]);
    // Booked: only dogs with a booking in the next 30 days (b has a grooming).
    await t.deps.prisma.groomingBooking.create({
      data: {
        dogId: b.dog.id,
        ownerPhone: '611000002',
        appointmentDate: new Date(Date.now() + 3 * 86_400_000),
        durationMinutes: 60,
        groomingServices: ['bath'],
      },
    });
    const booked = (await call('GET', '/vaccinations/due?within=30&booked=true', reception.token)).json();
    expect(mine(booked).map((i: { dog: { _id: string } }) => i.dog._id)).toEqual([b.dog.id]);
    expect((await call('GET', '/vaccinations/due?within=abc', reception.token)).statusCode).toBe(400);
    expect((await call('GET', '/vaccinations/due?cursor=nonsense', reception.token)).statusCode).toBe(400);
  });
});
