// REST /api/grooming exactly as docs/contract/rest-contract.md says: the envelopes, the plain lists of today
// and upcoming, each validation message, the status moves (a body with only `status`) and their
// 409s, `completedAt`, deletes, and the additions (groomer, durationMinutes) with the 409 of a
// busy groomer. The business zone is Europe/Madrid, so a time without a zone is Madrid's.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { prismaRowReader } from '../../db/row-reader';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { groomingFixtures } from './grooming.fixtures';
import { allBookingsRestJson } from './grooming.stream';

const BOOKING_KEYS = [
  '_id',
  'dog',
  'ownerPhone',
  'weight',
  'size',
  'appointmentDate',
  'durationMinutes',
  'groomingServices',
  'notes',
  'groomingNotes',
  'status',
  'completedAt',
  'groomer',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
].sort();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

interface RestBooking {
  _id: string;
  status: string;
  appointmentDate: string;
  durationMinutes: number;
  completedAt: string | null;
  groomer: { _id: string; username: string; name: string | null } | null;
  [key: string]: unknown;
}

describe('REST /api/grooming', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof groomingFixtures>;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: 'Europe/Madrid' } });
    await vaccinationRulesOff(t.deps.prisma); // this file is about bookings, not vaccines
    user = await t.userWithToken('receptionist');
    f = groomingFixtures(t.deps, user);
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

  /** A booking as an older client sends it: no groomer, no length. */
  const body = (dogId: string, extra: Record<string, unknown> = {}) => ({
    dog: dogId,
    ownerPhone: '+34 600 111 222',
    weight: 9.5,
    appointmentDate: `${f.day(2)}T11:00`,
    groomingServices: ['bath', 'nail-trim'],
    notes: ' Nervous with dryers ',
    ...extra,
  });

  const create = async (dogId: string, extra: Record<string, unknown> = {}) => {
    const res = await call('POST', '/api/grooming', body(dogId, extra));
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { booking: RestBooking }).booking;
  };

  it('needs a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/grooming'],
      ['GET', '/api/grooming/today'],
      ['GET', '/api/grooming/upcoming'],
      ['GET', `/api/grooming/dog/${UNKNOWN}`],
      ['GET', `/api/grooming/${UNKNOWN}`],
      ['POST', '/api/grooming'],
      ['PUT', `/api/grooming/${UNKNOWN}`],
      ['DELETE', `/api/grooming/${UNKNOWN}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('books (201 { booking }) in the contract shape; an older client gets no groomer and the default length', async () => {
    const dog = await f.dog({ weight: 9.5 });
    const res = await call('POST', '/api/grooming', body(dog.id));
    expect(res.statusCode).toBe(201);
    const { booking } = res.json() as { booking: RestBooking };
    expect(Object.keys(res.json())).toEqual(['booking']);
    expect(Object.keys(booking).sort()).toEqual(BOOKING_KEYS);
    expect(booking).toMatchObject({
      dog: {
        _id: dog.id,
        name: dog.name,
        breed: dog.breed,
        age: 4,
        weight: 9.5,
        owners: [{ _id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone }],
      },
      ownerPhone: '+34 600 111 222',
      weight: 9.5,
      size: 'S',
      groomingServices: ['bath', 'nail-trim'],
      notes: 'Nervous with dryers',
      groomingNotes: null,
      status: 'scheduled',
      completedAt: null,
      groomer: null,
      // bath (S) 45 + nail trim 15
      durationMinutes: 60,
      createdBy: { _id: user.id, username: user.username },
      updatedBy: { _id: user.id, username: user.username },
    });
    // 11:00 in Madrid.
    expect(booking.appointmentDate).toBe(f.instant(f.day(2), '11:00').toISOString());
  });

  it('takes dogId and groomerId (or groomer), a length, and an instant with a zone as it is', async () => {
    const dog = await f.dog({ weight: 30 });
    const groomer = await f.groomer('Ana Peluquera');
    const at = f.instant(f.day(3), '09:30');
    const booking = await create(dog.id, {
      dog: undefined,
      dogId: dog.id,
      groomerId: groomer.id,
      durationMinutes: 45,
      appointmentDate: at.toISOString(),
    });
    expect(booking.groomer).toEqual({ _id: groomer.id, username: groomer.username, name: 'Ana Peluquera' });
    expect(booking.durationMinutes).toBe(45);
    expect(booking.appointmentDate).toBe(at.toISOString());
    const other = await create(dog.id, {
      groomer: groomer.id,
      appointmentDate: `${f.day(3)}T14:00`,
      weight: 30,
      groomingServices: ['full-grooming'],
    });
    // A full grooming of a large dog (30 kg): 150 minutes by default.
    expect(other).toMatchObject({ size: 'L', durationMinutes: 150 });
  });

  it.each([
    [{ dog: undefined }, 'Please select a dog'],
    [{ ownerPhone: '  ' }, 'Owner phone is required'],
    [{ weight: 0 }, 'Please enter a valid weight'],
    [{ weight: 101 }, 'Please enter a valid weight'],
    [{ appointmentDate: '' }, 'Appointment date and time is required'],
    [{ groomingServices: [] }, 'Please select at least one grooming service'],
    [{ durationMinutes: 500 }, 'Length must be a whole number of minutes from 15 to 480'],
  ])('400 for %j with the spec’s message', async (patch, message) => {
    const dog = await f.dog();
    const res = await call('POST', '/api/grooming', body(dog.id, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: message });
    expect(res.json().details).toEqual(expect.arrayContaining([expect.objectContaining({ message })]));
  });

  it('400 for a day before today, with several messages joined by ", "', async () => {
    const dog = await f.dog();
    const past = await call('POST', '/api/grooming', body(dog.id, { appointmentDate: `${f.day(-1)}T11:00` }));
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: 'Appointment date cannot be in the past',
      details: [{ path: 'appointmentDate', message: 'Appointment date cannot be in the past' }],
    });
    // Earlier today is still today: allowed.
    const earlier = await call(
      'POST',
      '/api/grooming',
      body(dog.id, { appointmentDate: `${f.today()}T00:05` }),
    );
    expect(earlier.statusCode).toBe(201);
    const both = await call('POST', '/api/grooming', { weight: 0 });
    expect(both.statusCode).toBe(400);
    expect(both.json().error).toBe(
      'Please select a dog, Owner phone is required, Please enter a valid weight, Appointment date and time is required, Please select at least one grooming service',
    );
    expect(await t.deps.prisma.groomingBooking.count({ where: { dogId: dog.id } })).toBe(1);
  });

  it('400 for an owner phone over 30 characters or grooming notes over 1000, on a booking and an edit', async () => {
    const dog = await f.dog();
    const phone = await call('POST', '/api/grooming', body(dog.id, { ownerPhone: '6'.repeat(31) }));
    expect(phone.statusCode).toBe(400);
    expect(phone.json().error).toBe('Owner phone must be 30 characters or less');
    const notes = await call('POST', '/api/grooming', body(dog.id, { groomingNotes: 'x'.repeat(1001) }));
    expect(notes.statusCode).toBe(400);
    expect(notes.json().error).toBe('Grooming notes must be 1000 characters or less');
    expect(await t.deps.prisma.groomingBooking.count({ where: { dogId: dog.id } })).toBe(0);
    const booking = await create(dog.id, { ownerPhone: '6'.repeat(30) });
    const edit = await call('PUT', `/api/grooming/${booking._id}`, { groomingNotes: 'x'.repeat(1001) });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe('Grooming notes must be 1000 characters or less');
    expect(
      (await call('GET', `/api/grooming/${booking._id}`)).json().booking.groomingNotes ?? null,
    ).toBeNull();
  });

  it('404 for an unknown dog or groomer, and for unknown or malformed booking ids', async () => {
    const dog = await f.dog();
    expect((await call('POST', '/api/grooming', body(UNKNOWN))).json()).toEqual({ error: 'Dog not found' });
    const noGroomer = await call('POST', '/api/grooming', body(dog.id, { groomer: UNKNOWN }));
    expect(noGroomer.statusCode).toBe(404);
    expect(noGroomer.json()).toEqual({ error: 'Groomer not found' });
    for (const id of [UNKNOWN, 'not-a-uuid']) {
      expect((await call('GET', `/api/grooming/${id}`)).statusCode).toBe(404);
      expect((await call('PUT', `/api/grooming/${id}`, { status: 'cancelled' })).json()).toEqual({
        error: 'Booking not found',
      });
      expect((await call('DELETE', `/api/grooming/${id}`)).statusCode).toBe(404);
      expect((await call('GET', `/api/grooming/dog/${id}`)).json()).toEqual({ error: 'Dog not found' });
    }
  });

  it('GET /api/grooming answers { bookings }, newest first, each equal to GET /api/grooming/{id}', async () => {
    const dog = await f.dog();
    const later = await create(dog.id, { appointmentDate: `${f.day(6)}T10:00` });
    const sooner = await create(dog.id, { appointmentDate: `${f.day(1)}T10:00` });
    const res = await call('GET', '/api/grooming');
    expect(res.statusCode).toBe(200);
    const { bookings } = res.json() as { bookings: RestBooking[] };
    const times = bookings.map((b) => Date.parse(b.appointmentDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const ids = bookings.map((b) => b._id);
    expect(ids.indexOf(later._id)).toBeLessThan(ids.indexOf(sooner._id));
    const one = await call('GET', `/api/grooming/${later._id}`);
    expect(one.json()).toEqual({ booking: bookings.find((b) => b._id === later._id) });
  });

  it('streams every booking as GET /api/grooming/{id} answers it, by keyset in batches, through pg and Prisma', async () => {
    const dogs = dogFixtures(t.deps, user);
    const [first, second] = [await dogs.owner(), await dogs.owner()];
    // A dog with a date of birth, two owners and a weight; a groomer with a name and one without.
    const dog = await dogs.dog([first.id, second.id], {
      age: undefined,
      dateOfBirth: '2024-03-15',
      weight: 31.5,
    });
    const named = await f.groomer();
    const unnamed = await t.deps.prisma.user.create({
      data: { username: `groomer_${Date.now()}`, role: 'employee', passwordHash: 'not-a-real-hash' },
    });
    await create(dog.id, {
      appointmentDate: `${f.day(2)}T11:00`,
      groomer: named.id,
      groomingServices: ['bath', 'haircut', 'nail-trim'],
      notes: 'Nervous with the dryer',
      weight: 31.5,
    });
    await create(dog.id, { appointmentDate: `${f.day(3)}T12:30`, groomer: unnamed.id, durationMinutes: 150 });
    await f.rawBooking(dog.id, f.instant(f.day(-30), '09:15'), { status: 'completed', groomerId: named.id });
    // Three at the same instant: the id breaks the tie.
    for (let i = 0; i < 3; i++) await f.rawBooking(dog.id, f.instant(f.day(-400), '10:00'));

    const whole = (await call('GET', '/api/grooming')).json().bookings as RestBooking[];
    expect(whole.length).toBe(await t.deps.prisma.groomingBooking.count());
    for (const one of whole) {
      expect((await call('GET', `/api/grooming/${one._id}`)).json()).toEqual({ booking: one });
    }
    for (const reader of [undefined, prismaRowReader(t.deps.prisma)]) {
      for (const batch of [1, 2, 3, 7]) {
        const parts: string[] = [];
        for await (const part of allBookingsRestJson(f.ctx(), batch, reader)) parts.push(part);
        expect(parts.length, `batch ${batch}`).toBe(Math.ceil(whole.length / batch));
        expect(JSON.parse(`[${parts.join(',')}]`), `batch ${batch}`).toEqual(whole);
      }
    }
  });

  it('GET /api/grooming/dog/{id} answers that dog’s { bookings }, newest first', async () => {
    const dog = await f.dog();
    const other = await f.dog();
    const a = await create(dog.id, { appointmentDate: `${f.day(1)}T09:00` });
    const b = await create(dog.id, { appointmentDate: `${f.day(5)}T09:00` });
    await create(other.id);
    const res = await call('GET', `/api/grooming/dog/${dog.id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as { bookings: RestBooking[] }).bookings.map((x) => x._id)).toEqual([b._id, a._id]);
    const none = await call('GET', `/api/grooming/dog/${(await f.dog()).id}`);
    expect(none.json()).toEqual({ bookings: [] });
  });

  it('today and upcoming (the next 4 days after today) are plain lists, earliest first', async () => {
    const dog = await f.dog();
    const today = await create(dog.id, { appointmentDate: `${f.today()}T23:30` });
    const tomorrow = await create(dog.id, { appointmentDate: `${f.day(1)}T08:00` });
    const fourth = await create(dog.id, { appointmentDate: `${f.day(4)}T23:45` });
    const fifth = await create(dog.id, { appointmentDate: `${f.day(5)}T00:00` });
    const todayRes = await call('GET', '/api/grooming/today');
    expect(Array.isArray(todayRes.json())).toBe(true);
    const todayIds = (todayRes.json() as RestBooking[]).map((b) => b._id);
    expect(todayIds).toContain(today._id);
    expect(todayIds).not.toContain(tomorrow._id);
    const upcoming = (await call('GET', '/api/grooming/upcoming')).json() as RestBooking[];
    const ids = upcoming.map((b) => b._id);
    expect(ids).toEqual(expect.arrayContaining([tomorrow._id, fourth._id]));
    expect(ids).not.toContain(today._id);
    expect(ids).not.toContain(fifth._id);
    expect(ids.indexOf(tomorrow._id)).toBeLessThan(ids.indexOf(fourth._id));
  });

  it('a body with only status moves it: scheduled → in-progress → completed, completedAt set; other moves 409', async () => {
    const dog = await f.dog();
    // Today's (Start waits for the booking's day: see below).
    const booking = await create(dog.id, { appointmentDate: `${f.today()}T11:00` });
    const put = (payload: unknown) => call('PUT', `/api/grooming/${booking._id}`, payload);

    const early = await put({ status: 'completed' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({ error: 'A booking that is scheduled cannot be moved to completed' });
    expect((await put({ status: 'scheduled' })).statusCode).toBe(409);

    const started = await put({ status: 'in-progress' });
    expect(started.statusCode).toBe(200);
    expect(Object.keys(started.json())).toEqual(['booking']);
    expect(started.json().booking).toMatchObject({ status: 'in-progress', completedAt: null });
    expect((await put({ status: 'in-progress' })).statusCode).toBe(409);
    expect((await put({ status: 'scheduled' })).statusCode).toBe(409);

    const before = Date.now();
    const done = await put({ status: 'completed', groomingNotes: 'Matted coat behind the ears' });
    expect(done.statusCode).toBe(200);
    const completed = done.json().booking as RestBooking;
    expect(completed).toMatchObject({ status: 'completed', groomingNotes: 'Matted coat behind the ears' });
    expect(Date.parse(completed.completedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect((await put({ status: 'in-progress' })).json()).toEqual({
      error: 'A booking that is completed cannot be moved to in-progress',
    });
    // A completed groom is done: it is not cancelled afterwards.
    expect((await put({ status: 'cancelled' })).json()).toEqual({
      error: 'A booking that is completed cannot be moved to cancelled',
    });
    // Cancel is offered while scheduled or in progress, then nothing moves it any more.
    const other = await create(dog.id, { appointmentDate: `${f.today()}T15:00` });
    await call('PUT', `/api/grooming/${other._id}`, { status: 'in-progress' });
    expect(
      (await call('PUT', `/api/grooming/${other._id}`, { status: 'cancelled' })).json().booking.status,
    ).toBe('cancelled');
    for (const status of ['scheduled', 'in-progress', 'completed', 'cancelled']) {
      expect((await call('PUT', `/api/grooming/${other._id}`, { status })).statusCode, status).toBe(409);
    }
    expect((await put({ status: 'finished' })).json()).toMatchObject({
      error: 'Status must be scheduled, in-progress, completed or cancelled',
    });
  });

  it('edits only while scheduled; the same values sent back are no edit', async () => {
    const dog = await f.dog({ weight: 8 });
    const other = await f.dog();
    const booking = await create(dog.id);
    const editor = await t.userWithToken('employee');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/grooming/${booking._id}`,
      headers: { ...t.auth(editor.token), 'content-type': 'application/json' },
      payload: JSON.stringify({
        dogId: other.id,
        ownerPhone: '611 222 333',
        weight: 25,
        appointmentDate: `${f.day(3)}T16:15`,
        groomingServices: ['full-grooming'],
        notes: '',
      }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().booking).toMatchObject({
      dog: { _id: other.id },
      ownerPhone: '611 222 333',
      weight: 25,
      size: 'L',
      groomingServices: ['full-grooming'],
      notes: null,
      // The length followed the services and the size (it was the default): full grooming, L.
      durationMinutes: 150,
      createdBy: { _id: user.id },
      updatedBy: { _id: editor.id, username: editor.username },
      appointmentDate: f.instant(f.day(3), '16:15').toISOString(),
    });
    const pastMove = await call('PUT', `/api/grooming/${booking._id}`, {
      appointmentDate: `${f.day(-2)}T10:00`,
    });
    expect(pastMove.json()).toMatchObject({ error: 'Appointment date cannot be in the past' });

    // Moved to today, so it can be started.
    await call('PUT', `/api/grooming/${booking._id}`, { appointmentDate: `${f.today()}T16:15` });
    await call('PUT', `/api/grooming/${booking._id}`, { status: 'in-progress' });
    const refused = await call('PUT', `/api/grooming/${booking._id}`, { notes: 'Late edit' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Only a scheduled booking can be edited' });
    // A client that sends the whole booking back with a new status: nothing else changed.
    const current = (await call('GET', `/api/grooming/${booking._id}`)).json().booking as RestBooking;
    const echoed = await call('PUT', `/api/grooming/${booking._id}`, { ...current, status: 'completed' });
    expect(echoed.statusCode).toBe(200);
    expect(echoed.json().booking.status).toBe('completed');
    expect((await call('PUT', `/api/grooming/${booking._id}`, {})).json()).toEqual({
      error: 'Nothing to change: send the fields to edit, or a status',
    });
  });

  it('the whole booking sent back unchanged, its status included, is 200 and changes nothing', async () => {
    const dog = await f.dog();
    const booking = await create(dog.id, { appointmentDate: `${f.today()}T11:00` });
    const same = await call('PUT', `/api/grooming/${booking._id}`, booking);
    expect(same.statusCode).toBe(200);
    expect(same.json().booking).toEqual(booking);
    const started = (await call('PUT', `/api/grooming/${booking._id}`, { status: 'in-progress' })).json()
      .booking as RestBooking;
    const again = await call('PUT', `/api/grooming/${booking._id}`, started);
    expect(again.statusCode).toBe(200);
    expect(again.json().booking).toEqual(started);
    // The status alone is still a move: pressing Start twice is refused.
    const twice = await call('PUT', `/api/grooming/${booking._id}`, { status: 'in-progress' });
    expect(twice.statusCode).toBe(409);
    expect((await call('GET', `/api/grooming/${booking._id}`)).json().booking).toEqual(started);
  });

  it('an edit sending time alone moves the booking to that time on its own day', async () => {
    const dog = await f.dog();
    const booking = await create(dog.id, { appointmentDate: `${f.day(2)}T10:00` });
    const moved = await call('PUT', `/api/grooming/${booking._id}`, { time: '15:30' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.appointmentDate).toBe(f.instant(f.day(2), '15:30').toISOString());
    const bad = await call('PUT', `/api/grooming/${booking._id}`, { time: '25:00' });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes only scheduled or cancelled bookings ({ message, _id }); 409 otherwise', async () => {
    const dog = await f.dog();
    const scheduled = await create(dog.id);
    const del = await call('DELETE', `/api/grooming/${scheduled._id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Grooming appointment deleted successfully!', _id: scheduled._id });
    expect((await call('GET', `/api/grooming/${scheduled._id}`)).statusCode).toBe(404);

    const started = await create(dog.id, { appointmentDate: `${f.today()}T11:00` });
    await call('PUT', `/api/grooming/${started._id}`, { status: 'in-progress' });
    const refused = await call('DELETE', `/api/grooming/${started._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Only a scheduled or cancelled booking can be deleted' });
    await call('PUT', `/api/grooming/${started._id}`, { status: 'completed' });
    expect((await call('DELETE', `/api/grooming/${started._id}`)).statusCode).toBe(409);
    // A completed groom stays a record: not cancelled, so never deleted.
    expect((await call('PUT', `/api/grooming/${started._id}`, { status: 'cancelled' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/grooming/${started._id}`)).statusCode).toBe(409);
    const inProgress = await create(dog.id, { appointmentDate: `${f.today()}T15:00` });
    await call('PUT', `/api/grooming/${inProgress._id}`, { status: 'in-progress' });
    await call('PUT', `/api/grooming/${inProgress._id}`, { status: 'cancelled' });
    expect((await call('DELETE', `/api/grooming/${inProgress._id}`)).statusCode).toBe(200);
  });

  it('one groomer never holds two overlapping bookings (409); back to back, other groomers and cancelled ones are fine', async () => {
    const dog = await f.dog();
    const ana = await f.groomer();
    const luis = await f.groomer();
    const day = f.day(8);
    const first = await create(dog.id, {
      groomer: ana.id,
      appointmentDate: `${day}T10:00`,
      durationMinutes: 60,
    });
    const clash = await call(
      'POST',
      '/api/grooming',
      body(dog.id, { groomer: ana.id, appointmentDate: `${day}T10:30`, durationMinutes: 30 }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ error: 'This groomer already has an appointment at that time' });
    // Starting when the previous one ends, another groomer, no groomer: all fine.
    await create(dog.id, { groomer: ana.id, appointmentDate: `${day}T11:00`, durationMinutes: 30 });
    await create(dog.id, { groomer: luis.id, appointmentDate: `${day}T10:30` });
    await create(dog.id, { appointmentDate: `${day}T10:30` });
    // Moving a booking onto Ana's time is refused too, and leaves it as it was.
    const luisBooking = await create(dog.id, { groomer: luis.id, appointmentDate: `${day}T15:00` });
    const moved = await call('PUT', `/api/grooming/${luisBooking._id}`, {
      groomerId: ana.id,
      appointmentDate: `${day}T10:15`,
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toEqual({ error: 'This groomer already has an appointment at that time' });
    expect((await call('GET', `/api/grooming/${luisBooking._id}`)).json().booking.groomer._id).toBe(luis.id);
    // A cancelled booking frees the time.
    await call('PUT', `/api/grooming/${first._id}`, { status: 'cancelled' });
    const again = await call(
      'POST',
      '/api/grooming',
      body(dog.id, { groomer: ana.id, appointmentDate: `${day}T10:00`, durationMinutes: 60 }),
    );
    expect(again.statusCode).toBe(201);
  });

  it('deleting a groomer’s user leaves the bookings unassigned', async () => {
    const dog = await f.dog();
    const groomer = await f.groomer();
    const booking = await create(dog.id, { groomer: groomer.id });
    await t.deps.prisma.user.delete({ where: { id: groomer.id } });
    expect((await call('GET', `/api/grooming/${booking._id}`)).json().booking.groomer).toBeNull();
  });
});
