// The hotel writes as the web app calls them (tRPC): book, a walk-in, the Check In of a dog,
// the Check Out, edits, every status move of the matrix, cancel, delete; each validation message
// and each refusal (409) of the spec and the contract.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { hotelFixtures } from './hotel.fixtures';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The failure of a call: its code, message and the message key of each detail by path. */
async function failure(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    const e = error as {
      code?: string;
      message: string;
      cause?: { details?: { path: string; key?: string }[] };
    };
    return {
      code: e.code,
      message: e.message,
      details: (e.cause?.details ?? []).map((d) => [d.path, d.key]),
    };
  }
  throw new Error('the call succeeded');
}

describe('tRPC hotel: writes', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof hotelFixtures>;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;

  beforeAll(async () => {
    t = await createTestApp();
    await vaccinationRulesOff(t.deps.prisma); // this file is about bookings, not vaccines
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = hotelFixtures(t.deps, user);
  });

  it('needs a logged-in user', async () => {
    const anonymous = t.caller(null);
    await expect(anonymous.hotel.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(
      anonymous.hotel.create({ dog: UNKNOWN, checkIn: f.day(1), checkOut: f.day(2) }),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('books a stay months ahead: booked, its days, nights, notes trimmed, who booked it', async () => {
    const dog = await f.dog();
    const booking = await caller.hotel.create({
      dog: dog.id,
      checkIn: f.day(200),
      checkOut: f.day(207),
      notes: '  Brings his own food  ',
    });
    expect(booking).toMatchObject({
      dog: { id: dog.id, name: dog.name, breed: dog.breed },
      checkInDay: f.day(200),
      checkOutDay: f.day(207),
      nights: 7,
      status: 'booked',
      notes: 'Brings his own food',
      vetCheckIn: null,
      vetCheckOut: null,
      createdBy: { id: user.id, username: user.username },
      updatedBy: { id: user.id, username: user.username },
    });
    expect(booking.dog.owners).toEqual([
      { id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone },
    ]);
    expect(await caller.hotel.byId({ id: booking.id })).toEqual(booking);
  });

  it('says what is missing or wrong, with the spec’s messages, and books nothing', async () => {
    const dog = await f.dog();
    expect(await failure(caller.hotel.create({} as never))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Check-in date is required, Check-out date is required, Please select a dog',
    });
    expect(
      await failure(caller.hotel.create({ dog: dog.id, checkIn: f.day(-1), checkOut: f.day(-1) })),
    ).toEqual({
      code: 'BAD_REQUEST',
      message: 'Check-in date cannot be before today, Check-out date must be after check-in date',
      details: [
        ['checkIn', 'hotel.checkInPast'],
        ['checkOut', 'hotel.checkOutBeforeCheckIn'],
      ],
    });
    expect(
      await failure(caller.hotel.create({ dog: dog.id, checkIn: f.day(3), checkOut: f.day(2) })),
    ).toMatchObject({
      message: 'Check-out date must be after check-in date',
    });
    expect(
      await failure(
        caller.hotel.create({
          dog: dog.id,
          checkIn: f.day(1),
          checkOut: f.day(2),
          status: 'checked-in',
          vetCheckIn: { weight: 0, temperature: 44, notes: 'x'.repeat(1001), checkedBy: 'y'.repeat(101) },
        }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Weight must be a number between 0.1 and 100 kg, Temperature must be between 35°C and 43°C, ' +
        'Health notes must be 1000 characters or less, Staff member must be 100 characters or less',
      details: [
        ['vetCheckIn.weight', 'hotel.weightInvalid'],
        ['vetCheckIn.temperature', 'hotel.temperatureInvalid'],
        ['vetCheckIn.notes', 'hotel.healthNotesTooLong'],
        ['vetCheckIn.checkedBy', 'hotel.checkedByTooLong'],
      ],
    });
    expect(await f.count(dog.id)).toBe(0);
  });

  it('today is the earliest check-in; an unknown or malformed dog is a 404', async () => {
    const dog = await f.dog();
    const booking = await caller.hotel.create({ dog: dog.id, checkIn: f.day(0), checkOut: f.day(1) });
    expect(booking.checkInDay).toBe(f.day(0));
    for (const id of [UNKNOWN, 'not-an-id']) {
      expect(
        await failure(caller.hotel.create({ dog: id, checkIn: f.day(1), checkOut: f.day(2) })),
      ).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Dog not found',
      });
    }
  });

  it('a dog never holds two overlapping stays; back to back is fine; a cancelled stay frees its dates', async () => {
    const dog = await f.dog();
    const first = await caller.hotel.create({ dog: dog.id, checkIn: f.day(10), checkOut: f.day(15) });
    for (const [from, to] of [
      [10, 15],
      [12, 13],
      [8, 11],
      [14, 20],
      [5, 25],
    ]) {
      expect(
        await failure(
          caller.hotel.create({ dog: dog.id, checkIn: f.day(from as number), checkOut: f.day(to as number) }),
        ),
      ).toMatchObject({ code: 'CONFLICT', message: 'This dog already has a booking for these dates' });
    }
    // The day the first stay ends, the next may begin (half-open ranges).
    const next = await caller.hotel.create({ dog: dog.id, checkIn: f.day(15), checkOut: f.day(18) });
    const before = await caller.hotel.create({ dog: dog.id, checkIn: f.day(7), checkOut: f.day(10) });
    expect(await f.count(dog.id)).toBe(3);
    // An edit into another stay's dates is refused too.
    expect(await failure(caller.hotel.update({ id: next.id, checkIn: f.day(14) }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This dog already has a booking for these dates',
    });
    await caller.hotel.update({ id: first.id, status: 'cancelled' });
    const instead = await caller.hotel.create({ dog: dog.id, checkIn: f.day(11), checkOut: f.day(14) });
    expect(instead.status).toBe('booked');
    // Another dog is never in the way.
    const other = await f.dog();
    await caller.hotel.create({ dog: other.id, checkIn: f.day(10), checkOut: f.day(15) });
    expect([before.status, next.status]).toEqual(['booked', 'booked']);
  });

  it('a walk-in is created checked in, with its health check taken by the logged-in user now', async () => {
    const dog = await f.dog();
    const before = Date.now();
    const walkIn = await caller.hotel.create({
      dog: dog.id,
      checkIn: f.day(0),
      checkOut: f.day(3),
      status: 'checked-in',
      vetCheckIn: { weight: '12.5', temperature: 38.6, notes: ' Calm ' },
    });
    expect(walkIn).toMatchObject({
      status: 'checked-in',
      vetCheckIn: { weight: 12.5, temperature: 38.6, notes: 'Calm', checkedBy: 'Test receptionist' },
      vetCheckOut: null,
    });
    expect(Date.parse(walkIn.vetCheckIn?.checkedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    // The same dog cannot walk in twice, even for other dates.
    expect(
      await failure(
        caller.hotel.create({ dog: dog.id, checkIn: f.day(5), checkOut: f.day(6), status: 'checked-in' }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'This dog is already checked in' });
    // A health check sent with a plain booking is kept as sent (some desks examine a dog when it
    // is booked); the check taken at the arrival replaces it.
    const early = await caller.hotel.create({
      dog: (await f.dog()).id,
      checkIn: f.day(5),
      checkOut: f.day(6),
      vetCheckIn: { weight: 10 },
    });
    expect(early).toMatchObject({
      status: 'booked',
      vetCheckIn: { weight: 10, checkedBy: 'Test receptionist' },
    });
    // A walk-in without measurements records no health check.
    const quiet = await caller.hotel.create({
      dog: (await f.dog()).id,
      checkIn: f.day(0),
      checkOut: f.day(1),
      status: 'checked-in',
      vetCheckIn: { weight: '', notes: '  ' },
    });
    expect(quiet.vetCheckIn).toBeNull();
  });

  it('checks a dog in on the booked stay covering today, else its nearest upcoming one', async () => {
    const dog = await f.dog();
    const later = await f.booking(dog.id, 30, 33);
    const soon = await f.booking(dog.id, 4, 6);
    const now = await f.booking(dog.id, -1, 2);
    const first = await caller.hotel.checkIn({
      dog: dog.id,
      vetCheckIn: {
        weight: 21.3,
        temperature: '38.2',
        notes: 'Small scratch on the ear',
        checkedBy: 'Laura Gómez',
      },
    });
    expect(first).toMatchObject({
      id: now.id,
      status: 'checked-in',
      vetCheckIn: {
        weight: 21.3,
        temperature: 38.2,
        notes: 'Small scratch on the ear',
        checkedBy: 'Laura Gómez',
      },
    });
    // Checked in already: a second check-in of the dog is refused.
    expect(await failure(caller.hotel.checkIn({ dog: dog.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This dog is already checked in',
    });
    await caller.hotel.checkOut({ id: now.id });
    const second = await caller.hotel.checkIn({ dog: dog.id });
    expect(second.id).toBe(soon.id);
    expect(second.vetCheckIn).toBeNull();
    expect((await caller.hotel.byId({ id: later.id })).status).toBe('booked');
  });

  it('a dog without a booked stay cannot be checked in: No existing booking found for this dog', async () => {
    const dog = await f.dog();
    expect(await failure(caller.hotel.checkIn({ dog: dog.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'No existing booking found for this dog',
    });
    // A cancelled stay, or a booked one that ended before today (a no-show), does not count.
    const cancelled = await f.booking(dog.id, 0, 2);
    await caller.hotel.update({ id: cancelled.id, status: 'cancelled' });
    await f.booking(dog.id, -6, -3);
    expect(await failure(caller.hotel.checkIn({ dog: dog.id }))).toMatchObject({
      message: 'No existing booking found for this dog',
    });
    expect(await failure(caller.hotel.checkIn({ dog: UNKNOWN }))).toMatchObject({ code: 'NOT_FOUND' });
    expect(await failure(caller.hotel.checkIn({ dog: '' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select a dog',
    });
  });

  it('the Check In of a chosen booking: its dog, its dates corrected in the same step', async () => {
    const dog = await f.dog();
    const other = await f.dog();
    const booking = await f.booking(dog.id, 1, 4);
    expect(await failure(caller.hotel.checkIn({ dog: other.id, booking: booking.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'That booking belongs to another dog',
    });
    // The dog arrives a day early: the desk moves the check-in to today while checking in.
    const checkedIn = await caller.hotel.checkIn({
      dog: dog.id,
      booking: booking.id,
      checkIn: f.day(0),
      notes: 'Early',
    });
    expect(checkedIn).toMatchObject({
      status: 'checked-in',
      checkInDay: f.day(0),
      nights: 4,
      notes: 'Early',
    });
    expect(await failure(caller.hotel.checkIn({ dog: dog.id, booking: booking.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'This dog is already checked in',
    });
  });

  it('checks a guest out with the departure health check; only a checked-in booking', async () => {
    const dog = await f.dog();
    const booking = await f.booking(dog.id, -3, 0);
    expect(await failure(caller.hotel.checkOut({ id: booking.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a checked-in booking can be checked out',
    });
    await caller.hotel.checkIn({ dog: dog.id, vetCheckIn: { weight: 20 } });
    const out = await caller.hotel.checkOut({
      id: booking.id,
      vetCheckOut: { weight: 19.6, temperature: 38.4, notes: 'Ate well all week' },
    });
    expect(out).toMatchObject({
      status: 'checked-out',
      vetCheckIn: { weight: 20, checkedBy: 'Test receptionist' },
      vetCheckOut: {
        weight: 19.6,
        temperature: 38.4,
        notes: 'Ate well all week',
        checkedBy: 'Test receptionist',
      },
    });
    expect(await failure(caller.hotel.checkOut({ id: booking.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await failure(caller.hotel.checkOut({ id: '' }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select a booking to checkout',
    });
    expect(await failure(caller.hotel.checkOut({ id: UNKNOWN }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Booking not found',
    });
  });

  it('edits a booked or checked-in booking: dog, dates, notes; absent fields stay', async () => {
    const dog = await f.dog();
    const other = await f.dog();
    const booking = await f.booking(dog.id, 20, 25, { notes: 'Allergic to chicken' });
    const moved = await caller.hotel.update({ id: booking.id, checkIn: f.day(21), checkOut: f.day(28) });
    expect(moved).toMatchObject({
      checkInDay: f.day(21),
      checkOutDay: f.day(28),
      nights: 7,
      notes: 'Allergic to chicken',
    });
    const redog = await caller.hotel.update({ id: booking.id, dog: other.id, notes: '' });
    expect(redog).toMatchObject({ dog: { id: other.id }, notes: '', checkInDay: f.day(21) });
    // An edit may keep a check-in in the past (only new bookings start today or later) ...
    const past = await f.booking(dog.id, -2, 3);
    await caller.hotel.checkIn({ dog: dog.id });
    const longer = await caller.hotel.update({ id: past.id, checkOut: f.day(5), notes: 'Staying longer' });
    expect(longer).toMatchObject({ status: 'checked-in', checkInDay: f.day(-2), nights: 7 });
    // ... but check-out stays after check-in.
    expect(await failure(caller.hotel.update({ id: past.id, checkOut: f.day(-2) }))).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Check-out date must be after check-in date',
    });
    // The arrival health check can be corrected while checked in.
    const corrected = await caller.hotel.update({
      id: past.id,
      vetCheckIn: { weight: 18.2, checkedBy: 'Pablo' },
    });
    expect(corrected.vetCheckIn).toMatchObject({ weight: 18.2, checkedBy: 'Pablo', temperature: null });
    expect(await failure(caller.hotel.update({ id: UNKNOWN, notes: 'x' }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await failure(caller.hotel.update({ id: booking.id, dog: UNKNOWN }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Dog not found',
    });
  });

  it('refuses every status move the contract does not allow, and edits once checked out or cancelled (409)', async () => {
    const dog = await f.dog();
    const booked = await f.booking(dog.id, 40, 42);
    const cancelled = await f.booking(dog.id, 50, 52);
    await caller.hotel.update({ id: cancelled.id, status: 'cancelled' });
    const stay = await f.booking(dog.id, 0, 2);
    const inHouse = await caller.hotel.update({
      id: stay.id,
      status: 'checked-in',
      vetCheckIn: { temperature: 38 },
    });
    expect(inHouse.vetCheckIn).toMatchObject({ temperature: 38, checkedBy: 'Test receptionist' });

    const refused = async (id: string, patch: Record<string, unknown>, message: string) =>
      expect(await failure(caller.hotel.update({ id, ...patch }))).toMatchObject({
        code: 'CONFLICT',
        message,
      });
    await refused(booked.id, { status: 'checked-out' }, 'A booked booking cannot become checked-out');
    await refused(inHouse.id, { status: 'booked' }, 'A checked-in booking cannot become booked');
    await refused(inHouse.id, { status: 'cancelled' }, 'A checked-in booking cannot become cancelled');
    await refused(cancelled.id, { status: 'booked' }, 'A cancelled booking cannot become booked');
    await refused(cancelled.id, { status: 'checked-in' }, 'A cancelled booking cannot become checked-in');
    await refused(cancelled.id, { notes: 'Back on' }, 'Only a booked or checked-in booking can be changed');
    const out = await caller.hotel.update({
      id: inHouse.id,
      status: 'checked-out',
      vetCheckOut: { weight: 11 },
    });
    expect(out.vetCheckOut).toMatchObject({ weight: 11 });
    for (const status of ['booked', 'checked-in', 'cancelled'] as const) {
      await refused(out.id, { status }, `A checked-out booking cannot become ${status}`);
    }
    await refused(out.id, { checkOut: f.day(9) }, 'Only a booked or checked-in booking can be changed');
    // Nothing changed by the refusals.
    expect((await caller.hotel.byId({ id: booked.id })).status).toBe('booked');
    expect((await caller.hotel.byId({ id: cancelled.id })).notes).toBe('');
  });

  it('deletes booked and cancelled bookings only (409 for checked in or out), after which it is gone', async () => {
    const dog = await f.dog();
    const booked = await f.booking(dog.id, 60, 61);
    const cancelled = await f.booking(dog.id, 62, 63);
    await caller.hotel.update({ id: cancelled.id, status: 'cancelled' });
    const here = await f.booking(dog.id, 0, 1);
    await caller.hotel.checkIn({ dog: dog.id });
    expect(await caller.hotel.delete({ id: booked.id })).toEqual({ id: booked.id });
    expect(await caller.hotel.delete({ id: cancelled.id })).toEqual({ id: cancelled.id });
    expect(await failure(caller.hotel.delete({ id: here.id }))).toMatchObject({
      code: 'CONFLICT',
      message: 'Only a booked or cancelled booking can be deleted',
    });
    await caller.hotel.checkOut({ id: here.id });
    expect(await failure(caller.hotel.delete({ id: here.id }))).toMatchObject({ code: 'CONFLICT' });
    expect(await failure(caller.hotel.delete({ id: booked.id }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Booking not found',
    });
    expect(await f.count(dog.id)).toBe(1);
  });
});
