// REST /api/hotel exactly per the contract: shapes (`_id`), statuses, `{ error, details }`
// bodies, both date forms (a calendar day is the start of that business day in APP_TIMEZONE,
// here Europe/Madrid; an ISO instant is kept), the status moves with their health checks, the
// dog check-in (an addition), delete, and the streamed full list (newest check-in first, every
// booking equal to GET /api/hotel/{id}). Every answer is checked against /api/openapi.json.
import { addDays, businessToday, dayStartInstant } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { prismaRowReader } from '../../db/row-reader';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { hotelFixtures } from './hotel.fixtures';
import { allBookingsRestJson } from './hotel.stream';

const BOOKING_KEYS = [
  '_id',
  'dog',
  'checkIn',
  'checkOut',
  'checkInDay',
  'checkOutDay',
  'nights',
  'status',
  'kennel',
  'notes',
  'vetCheckIn',
  'vetCheckOut',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
].sort();
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const ZONE = 'Europe/Madrid';

describe('REST /api/hotel', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let f: ReturnType<typeof hotelFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: ZONE } });
    await vaccinationRulesOff(t.deps.prisma); // this file is about bookings, not vaccines
    user = await t.userWithToken('employee');
    f = hotelFixtures(t.deps, user);
    today = businessToday(ZONE);
  });
  const day = (n: number) => addDays(today, n);

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
      ['GET', '/api/hotel'],
      ['GET', `/api/hotel/${UNKNOWN}`],
      ['POST', '/api/hotel'],
      ['POST', '/api/hotel/check-in'],
      ['PUT', `/api/hotel/${UNKNOWN}`],
      ['DELETE', `/api/hotel/${UNKNOWN}`],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('books (201) in the contract shape; a calendar day is the start of that business day', async () => {
    const dog = await f.dog();
    const res = await call('POST', '/api/hotel', {
      dog: dog.id,
      checkIn: day(30),
      checkOut: day(33),
      notes: ' Own blanket ',
    });
    expect(res.statusCode).toBe(201);
    const booking = res.json();
    expect(Object.keys(booking).sort()).toEqual(BOOKING_KEYS);
    expect(booking).toMatchObject({
      dog: {
        _id: dog.id,
        name: dog.name,
        breed: dog.breed,
        owners: [{ _id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone }],
      },
      checkIn: dayStartInstant(ZONE, day(30)).toISOString(),
      checkOut: dayStartInstant(ZONE, day(33)).toISOString(),
      checkInDay: day(30),
      checkOutDay: day(33),
      nights: 3,
      status: 'booked',
      notes: 'Own blanket',
      vetCheckIn: null,
      vetCheckOut: null,
      createdBy: { _id: user.id, username: user.username },
    });
    // In Madrid a day starts at 22:00 or 23:00 UTC the day before.
    expect(booking.checkIn).toMatch(/T2[23]:00:00\.000Z$/);
    const again = await call('GET', `/api/hotel/${booking._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(booking);
  });

  it('keeps an ISO instant as sent (old clients send new Date(...).toISOString()), and `dogId` for `dog`', async () => {
    const dog = await f.dog();
    const checkIn = new Date(dayStartInstant(ZONE, day(40)).getTime() + 10 * 3_600_000).toISOString();
    const checkOut = new Date(dayStartInstant(ZONE, day(42)).getTime() + 9 * 3_600_000).toISOString();
    const res = await call('POST', '/api/hotel', { dogId: dog.id, checkIn, checkOut });
    expect(res.statusCode).toBe(201);
    // 10:00 to 09:00 two days later: 1 day 23 hours, rounded up.
    expect(res.json()).toMatchObject({
      checkIn,
      checkOut,
      checkInDay: day(40),
      checkOutDay: day(42),
      nights: 2,
    });
  });

  it('400 with the spec’s messages and details; nothing booked', async () => {
    const dog = await f.dog();
    const missing = await call('POST', '/api/hotel', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'Check-in date is required, Check-out date is required, Please select a dog',
      details: [
        { path: 'checkIn', message: 'Check-in date is required' },
        { path: 'checkOut', message: 'Check-out date is required' },
        { path: 'dog', message: 'Please select a dog' },
      ],
    });
    const past = await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(-1), checkOut: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({
      error: 'Check-in date cannot be before today, Check-out date must be after check-in date',
      details: [
        { path: 'checkIn', message: 'Check-in date cannot be before today' },
        { path: 'checkOut', message: 'Check-out date must be after check-in date' },
      ],
    });
    const bad = await call('POST', '/api/hotel', {
      dog: dog.id,
      checkIn: '2026-02-30',
      checkOut: day(3),
      status: 'checked-out',
      vetCheckIn: { weight: 150, temperature: 'warm' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe(
      'Dates must be a day (YYYY-MM-DD) or an ISO 8601 date and time with its zone, ' +
        'Weight must be a number between 0.1 and 100 kg, Temperature must be between 35°C and 43°C, ' +
        'A new booking is booked, or checked-in for a walk-in',
    );
    expect(await f.count(dog.id)).toBe(0);
    expect(
      (await call('POST', '/api/hotel', { dog: UNKNOWN, checkIn: day(1), checkOut: day(2) })).statusCode,
    ).toBe(404);
  });

  it('409 for an overlapping stay of the dog; a walk-in is 201 checked-in', async () => {
    const dog = await f.dog();
    expect(
      (await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(0), checkOut: day(4) })).statusCode,
    ).toBe(201);
    const overlap = await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(2), checkOut: day(6) });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({ error: 'This dog already has a booking for these dates' });
    const walkIn = await call('POST', '/api/hotel', {
      dog: (await f.dog()).id,
      checkIn: day(0),
      checkOut: day(2),
      status: 'checked-in',
      vetCheckIn: { weight: 8.4, temperature: 38.1, notes: 'Nervous at first', checkedBy: 'Marta Navarro' },
    });
    expect(walkIn.statusCode).toBe(201);
    expect(walkIn.json()).toMatchObject({
      status: 'checked-in',
      vetCheckIn: { weight: 8.4, temperature: 38.1, notes: 'Nervous at first', checkedBy: 'Marta Navarro' },
    });
    expect(walkIn.json().vetCheckIn.checkedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('PUT of the whole booking sent back keeps who took its health check and when; new values are a new check', async () => {
    const walkIn = await call('POST', '/api/hotel', {
      dog: (await f.dog()).id,
      checkIn: day(0),
      checkOut: day(3),
      status: 'checked-in',
      vetCheckIn: { weight: 8.4, temperature: 38.1, notes: 'Nervous at first', checkedBy: 'Marta Navarro' },
    });
    expect(walkIn.statusCode).toBe(201);
    const stored = walkIn.json();
    const { _id, dog, ...rest } = stored;
    const resent = await call('PUT', `/api/hotel/${_id}`, { ...rest, dogId: dog._id, notes: 'Own blanket' });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().notes).toBe('Own blanket');
    expect(resent.json().vetCheckIn).toEqual(stored.vetCheckIn);
    // Without checkedBy, the same values are still the same check.
    const { checkedBy: _by, checkedAt: _at, ...values } = stored.vetCheckIn;
    const again = await call('PUT', `/api/hotel/${_id}`, { vetCheckIn: values });
    expect(again.json().vetCheckIn).toEqual(stored.vetCheckIn);
    // A new weight is a new check, taken now by the one who sends it.
    const weighed = await call('PUT', `/api/hotel/${_id}`, { vetCheckIn: { ...values, weight: 8.9 } });
    expect(weighed.statusCode).toBe(200);
    expect(weighed.json().vetCheckIn).toMatchObject({ weight: 8.9, checkedBy: 'Test employee' });
    expect(Date.parse(weighed.json().vetCheckIn.checkedAt)).toBeGreaterThan(
      Date.parse(stored.vetCheckIn.checkedAt),
    );
  });

  it('PUT: edits, check-in with vetCheckIn, check-out with vetCheckOut, cancel; 409 for moves not allowed', async () => {
    const dog = await f.dog();
    const booking = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(0), checkOut: day(3) })
    ).json();
    const edited = await call('PUT', `/api/hotel/${booking._id}`, {
      dogId: dog.id,
      checkIn: day(0),
      checkOut: day(5),
      notes: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nights: 5, notes: '', status: 'booked' });

    const notYet = await call('PUT', `/api/hotel/${booking._id}`, { status: 'checked-out' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toEqual({ error: 'A booked booking cannot become checked-out' });

    const checkedIn = await call('PUT', `/api/hotel/${booking._id}`, {
      status: 'checked-in',
      vetCheckIn: { weight: 22, temperature: 38.3 },
    });
    expect(checkedIn.statusCode).toBe(200);
    expect(checkedIn.json()).toMatchObject({
      status: 'checked-in',
      vetCheckIn: { weight: 22, temperature: 38.3, notes: null, checkedBy: 'Test employee' },
    });
    const cancel = await call('PUT', `/api/hotel/${booking._id}`, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    const out = await call('PUT', `/api/hotel/${booking._id}`, {
      status: 'checked-out',
      vetCheckOut: { weight: 21.5, notes: 'Played every day' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({
      status: 'checked-out',
      vetCheckOut: { weight: 21.5, notes: 'Played every day' },
    });
    const late = await call('PUT', `/api/hotel/${booking._id}`, { notes: 'Too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'Only a booked or checked-in booking can be changed' });

    const other = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(10), checkOut: day(12) })
    ).json();
    const cancelled = await call('PUT', `/api/hotel/${other._id}`, { status: 'cancelled' });
    expect(cancelled.json().status).toBe('cancelled');
    expect((await call('PUT', `/api/hotel/${other._id}`, { status: 'booked' })).statusCode).toBe(409);
    expect((await call('PUT', `/api/hotel/${other._id}`, { status: 'paid' })).statusCode).toBe(400);
    expect((await call('PUT', `/api/hotel/${UNKNOWN}`, { notes: 'x' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/hotel/not-an-id', { notes: 'x' })).statusCode).toBe(404);
  });

  it('PUT of a checked-out or cancelled booking is 409, also one repeating its status; nothing changes', async () => {
    const dog = await f.dog();
    const stay = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(0), checkOut: day(2) })
    ).json();
    expect((await call('PUT', `/api/hotel/${stay._id}`, { status: 'checked-in' })).statusCode).toBe(200);
    const out = (await call('PUT', `/api/hotel/${stay._id}`, { status: 'checked-out' })).json();
    const later = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(5), checkOut: day(7) })
    ).json();
    const cancelled = (await call('PUT', `/api/hotel/${later._id}`, { status: 'cancelled' })).json();
    for (const [closed, status] of [
      [out, 'checked-out'],
      [cancelled, 'cancelled'],
    ] as const) {
      for (const body of [{ status }, {}, { status, notes: 'again' }]) {
        const res = await call('PUT', `/api/hotel/${closed._id}`, body);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ error: 'Only a booked or checked-in booking can be changed' });
      }
      expect((await call('GET', `/api/hotel/${closed._id}`)).json()).toEqual(closed);
    }
  });

  it('POST /api/hotel/check-in: the dog’s booked stay, or 409 No existing booking found for this dog', async () => {
    const dog = await f.dog();
    const none = await call('POST', '/api/hotel/check-in', { dog: dog.id });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ error: 'No existing booking found for this dog' });
    const booking = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(0), checkOut: day(2) })
    ).json();
    const res = await call('POST', '/api/hotel/check-in', {
      dog: dog.id,
      vetCheckIn: { temperature: '38.9' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      _id: booking._id,
      status: 'checked-in',
      vetCheckIn: { temperature: 38.9 },
    });
    // A stay that is no longer booked (here cancelled) cannot be the one checked in.
    const later = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(10), checkOut: day(12) })
    ).json();
    expect((await call('PUT', `/api/hotel/${later._id}`, { status: 'cancelled' })).statusCode).toBe(200);
    const cancelled = await call('POST', '/api/hotel/check-in', { dog: dog.id, booking: later._id });
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json()).toEqual({ error: 'Only a booked booking can be checked in' });
    expect((await call('POST', '/api/hotel/check-in', { dog: UNKNOWN })).statusCode).toBe(404);
    expect((await call('POST', '/api/hotel/check-in', {})).json()).toEqual({
      error: 'Please select a dog',
      details: [{ path: 'dog', message: 'Please select a dog' }],
    });
  });

  it('400 for notes over 1000 characters, on a booking and on an edit; nothing written', async () => {
    const dog = await f.dog();
    const long = 'x'.repeat(1001);
    const refused = await call('POST', '/api/hotel', {
      dog: dog.id,
      checkIn: day(40),
      checkOut: day(41),
      notes: long,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('Notes must be 1000 characters or less');
    const booking = (
      await call('POST', '/api/hotel', {
        dog: dog.id,
        checkIn: day(40),
        checkOut: day(41),
        notes: 'x'.repeat(1000),
      })
    ).json();
    const edit = await call('PUT', `/api/hotel/${booking._id}`, { notes: long });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().error).toBe('Notes must be 1000 characters or less');
    expect((await call('GET', `/api/hotel/${booking._id}`)).json().notes).toHaveLength(1000);
  });

  it('DELETE: booked or cancelled only; answers { message, _id }', async () => {
    const dog = await f.dog();
    const booked = (
      await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(20), checkOut: day(22) })
    ).json();
    const res = await call('DELETE', `/api/hotel/${booked._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Hotel booking deleted successfully!', _id: booked._id });
    expect((await call('GET', `/api/hotel/${booked._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/hotel/${booked._id}`)).json()).toEqual({ error: 'Booking not found' });
    const walkIn = (
      await call('POST', '/api/hotel', {
        dog: dog.id,
        checkIn: day(0),
        checkOut: day(1),
        status: 'checked-in',
      })
    ).json();
    const refused = await call('DELETE', `/api/hotel/${walkIn._id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: 'Only a booked or cancelled booking can be deleted' });
  });

  it('GET /api/hotel streams every booking, newest check-in first, each as GET /api/hotel/{id}', async () => {
    const dog = await f.dog();
    // Two dogs arriving the same day: the order between them is by id, and batches split them.
    await call('POST', '/api/hotel', { dog: dog.id, checkIn: day(60), checkOut: day(61) });
    await call('POST', '/api/hotel', { dog: (await f.dog()).id, checkIn: day(60), checkOut: day(62) });
    const res = await call('GET', '/api/hotel');
    expect(res.statusCode).toBe(200);
    const list = res.json() as { _id: string; checkIn: string }[];
    expect(list.length).toBe(await t.deps.prisma.hotelBooking.count());
    for (let i = 1; i < list.length; i++) {
      const [a, b] = [list[i - 1], list[i]] as [
        { _id: string; checkIn: string },
        { _id: string; checkIn: string },
      ];
      expect(a.checkIn > b.checkIn || (a.checkIn === b.checkIn && a._id > b._id)).toBe(true);
    }
    for (const booking of list) {
      expect((await call('GET', `/api/hotel/${booking._id}`)).json()).toEqual(booking);
    }
    // Small batches give the same list (the keyset continues exactly), through pg as the server
    // reads it and through Prisma (without a database URL).
    for (const reader of [undefined, prismaRowReader(t.deps.prisma)]) {
      for (const batch of [1, 3, 7]) {
        const parts: string[] = [];
        for await (const part of allBookingsRestJson(f.hotel(), batch, reader)) parts.push(part);
        expect(parts.length, `batch ${batch}`).toBe(Math.ceil(list.length / batch));
        expect(JSON.parse(`[${parts.join(',')}]`), `batch ${batch}`).toEqual(list);
      }
    }
  });
});
