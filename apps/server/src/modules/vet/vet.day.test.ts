// The vet's day agenda and its compact list (docs/domains/vet.md), as the web app calls them: vet.day (the
// day's appointments that hold time, in the business zone, and a column per vet: the vet role,
// plus any staff user named on that day's appointments), vet.vets (the booking form's picker),
// an appointment's vet (booked, changed, cleared, refused when unknown, left unassigned when its
// user is deleted; REST ignores it and answers the contract's fields without it), and vet.list's
// range of days (one day, from–to, open on one side, refused backwards) with its totals.
import { addDays, businessToday, dayStartInstant, zonedInstant } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { vetFixtures } from './vet.fixtures';

const TZ = 'Europe/Madrid';

describe('tRPC vet: the day agenda and the compact list', () => {
  let t: TestApp;
  let reception: Awaited<ReturnType<TestApp['userWithToken']>>;
  let vetA: Awaited<ReturnType<TestApp['userWithToken']>>;
  let vetB: Awaited<ReturnType<TestApp['userWithToken']>>;
  let manager: Awaited<ReturnType<TestApp['userWithToken']>>;
  let asReception: TestCaller;
  let f: ReturnType<typeof vetFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
    reception = await t.userWithToken('receptionist');
    vetA = await t.userWithToken('vet');
    vetB = await t.userWithToken('vet');
    manager = await t.userWithToken('manager');
    await t.deps.prisma.user.update({ where: { id: vetA.id }, data: { name: 'Alba Vet' } });
    await t.deps.prisma.user.update({ where: { id: vetB.id }, data: { name: 'Bruno Vet' } });
    await t.deps.prisma.user.update({ where: { id: manager.id }, data: { name: 'Carla Manager' } });
    asReception = t.caller(reception);
    f = vetFixtures(t.deps, reception);
    today = businessToday(TZ);
  });

  const at = (day: string, clock: string) => {
    const [h, m] = clock.split(':').map(Number);
    return zonedInstant(TZ, day, (h ?? 0) * 60 + (m ?? 0));
  };

  it('books with a vet, changes it, clears it; an unknown vet is a 404', async () => {
    const dog = await f.dog();
    const day = addDays(today, 3);
    const booked = await asReception.vet.create({
      dogId: dog.id,
      appointmentDate: day,
      time: '10:15',
      cause: 'Vaccines',
      vetId: vetA.id,
    });
    expect(booked.vet).toEqual({ id: vetA.id, name: 'Alba Vet' });
    const moved = await asReception.vet.update({ id: booked.id, vetId: vetB.id });
    expect(moved.vet).toEqual({ id: vetB.id, name: 'Bruno Vet' });
    // The same vet sent again: no change, nothing written.
    const same = await asReception.vet.update({ id: booked.id, vetId: vetB.id });
    expect(same.updatedAt).toBe(moved.updatedAt);
    const cleared = await asReception.vet.update({ id: booked.id, vetId: '' });
    expect(cleared.vet).toBeNull();
    await expect(
      asReception.vet.update({ id: booked.id, vetId: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Vet not found' });
    await expect(
      asReception.vet.create({ dogId: dog.id, appointmentDate: day, cause: 'Ears', vetId: 'nobody' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Vet not found' });
    expect(await f.count(dog.id)).toBe(1);
  });

  it('REST ignores the vet (an unknown field to the contract) and answers the contract’s fields (without it)', async () => {
    const dog = await f.dog();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/vet/appointments',
      headers: t.auth(reception.token),
      payload: {
        dogId: dog.id,
        appointmentDate: addDays(today, 2),
        time: '12:00',
        cause: 'Skin',
        vetId: vetA.id,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).not.toHaveProperty('vet');
    expect(res.json()).not.toHaveProperty('vetId');
    const back = await asReception.vet.byId({ id: res.json()._id });
    expect(back.vet).toBeNull();
  });

  it('a day: the appointments that hold time, earliest first, and a column per vet (plus staff named that day)', async () => {
    const day = addDays(today, 5);
    const dog = await f.dog();
    const ids = {
      late: await f.appointment(dog.id, { at: at(day, '17:30'), vetId: vetB.id }),
      early: await f.appointment(dog.id, { at: at(day, '09:00'), vetId: vetA.id }),
      unassigned: await f.appointment(dog.id, { at: at(day, '11:00') }),
      byManager: await f.appointment(dog.id, {
        at: at(day, '12:00'),
        vetId: manager.id,
        status: 'completed',
      }),
      cancelled: await f.appointment(dog.id, { at: at(day, '13:00'), vetId: vetA.id, status: 'cancelled' }),
      firstMinute: await f.appointment(dog.id, { at: dayStartInstant(TZ, day) }),
      nextDay: await f.appointment(dog.id, { at: dayStartInstant(TZ, addDays(day, 1)), vetId: manager.id }),
    };
    const answer = await asReception.vet.day({ day });
    expect(answer.day).toBe(day);
    expect(answer.timeZone).toBe(TZ);
    expect(answer.appointments.map((a) => a.id)).toEqual([
      ids.firstMinute,
      ids.early,
      ids.unassigned,
      ids.byManager,
      ids.late,
    ]);
    expect(answer.appointments.find((a) => a.id === ids.unassigned)?.vet).toBeNull();
    // Both vets (one with nothing else that day would still have a column) and the manager who
    // saw a dog that day; by name. The receptionist has no column.
    const names = answer.vets.map((v) => v.name);
    expect(names).toEqual(expect.arrayContaining(['Alba Vet', 'Bruno Vet', 'Carla Manager']));
    expect(answer.vets.map((v) => v.id)).not.toContain(reception.id);
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'es')));
    // The next day: the manager only for its own appointment there, the vets always.
    const next = await asReception.vet.day({ day: addDays(day, 1) });
    expect(next.appointments.map((a) => a.id)).toEqual([ids.nextDay]);
    const empty = await asReception.vet.day({ day: addDays(day, 2) });
    expect(empty.appointments).toEqual([]);
    expect(empty.vets.map((v) => v.id)).not.toContain(manager.id);
    expect(empty.vets.map((v) => v.id)).toEqual(expect.arrayContaining([vetA.id, vetB.id]));
  });

  it('a day defaults to today; a day that is not one is a 400 with the vet prefix', async () => {
    expect((await asReception.vet.day({})).day).toBe(today);
    await expect(asReception.vet.day({ day: '2026-02-30' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation failed: Day must be a valid date (YYYY-MM-DD)',
    });
  });

  it('the vet picker offers the users with the vet role, by name, as { id, name }', async () => {
    const vets = await asReception.vet.vets();
    expect(vets.map((v) => v.id)).toEqual(expect.arrayContaining([vetA.id, vetB.id]));
    expect(vets.map((v) => v.id)).not.toContain(manager.id);
    for (const v of vets) expect(Object.keys(v).sort()).toEqual(['id', 'name']);
  });

  it('deleting a vet’s user leaves the appointment unassigned', async () => {
    const gone = await t.userWithToken('vet');
    const dog = await f.dog();
    const id = await f.appointment(dog.id, { at: at(addDays(today, 4), '10:00'), vetId: gone.id });
    await t.deps.prisma.user.delete({ where: { id: gone.id } });
    expect((await asReception.vet.byId({ id })).vet).toBeNull();
  });

  it('the list by days: one day, a range, open on one side, with its total; backwards is refused', async () => {
    const word = `Range${Date.now().toString(36)}`;
    const dog = await f.dog({ name: word });
    const d = (n: number) => addDays(today, n);
    // Around midnight in the business zone: the first and last minutes belong to their own day.
    const made = {
      pastDay: await f.appointment(dog.id, { at: at(d(-3), '10:00'), status: 'completed' }),
      dayOneFirst: await f.appointment(dog.id, { at: dayStartInstant(TZ, d(10)) }),
      dayOneLast: await f.appointment(dog.id, {
        at: new Date(dayStartInstant(TZ, d(11)).getTime() - 60_000),
      }),
      dayTwo: await f.appointment(dog.id, { at: at(d(11), '09:00') }),
      later: await f.appointment(dog.id, { at: at(d(20), '09:00') }),
    };
    const list = (input: { from?: string; to?: string }) =>
      asReception.vet.list({ search: word, pageSize: 50, ...input });
    const oneDay = await list({ from: d(10), to: d(10) });
    expect(oneDay.items.map((a) => a.id)).toEqual([made.dayOneFirst, made.dayOneLast]);
    expect(oneDay.total).toBe(2);
    const range = await list({ from: d(10), to: d(11) });
    expect(range.items.map((a) => a.id)).toEqual([made.dayOneFirst, made.dayOneLast, made.dayTwo]);
    expect(range.total).toBe(3);
    // From a day on: today and upcoming first (earliest first); up to a day: the past last.
    expect((await list({ from: d(11) })).items.map((a) => a.id)).toEqual([made.dayTwo, made.later]);
    expect((await list({ to: d(10) })).items.map((a) => a.id)).toEqual([
      made.dayOneFirst,
      made.dayOneLast,
      made.pastDay,
    ]);
    expect((await list({})).total).toBe(5);
    await expect(list({ from: d(11), to: d(10) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation failed: The end of the date range cannot be before its start',
    });
  });

  it('a page of a range past its end answers the last page, from the far end too', async () => {
    const word = `Pages${Date.now().toString(36)}`;
    const dog = await f.dog({ name: word });
    const day = addDays(today, -40);
    const ids: string[] = [];
    for (let i = 0; i < 7; i++)
      ids.push(
        await f.appointment(dog.id, {
          at: at(day, `${String(9 + i).padStart(2, '0')}:00`),
          status: 'completed',
        }),
      );
    const page = (n: number) =>
      asReception.vet.list({ search: word, from: day, to: day, pageSize: 3, page: n });
    // The past is latest first.
    expect((await page(1)).items.map((a) => a.id)).toEqual(ids.slice(4).reverse());
    expect((await page(3)).items.map((a) => a.id)).toEqual([ids[0]]);
    const beyond = await page(9);
    expect(beyond.page).toBe(3);
    expect(beyond.items.map((a) => a.id)).toEqual([ids[0]]);
  });
});
