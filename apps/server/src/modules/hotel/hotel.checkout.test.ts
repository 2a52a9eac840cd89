// Early check-out (docs/domains/hotel.md): a guest of a 3-night stay leaving on day 1 ends the stay on day 1
// (its check-out day becomes the business day of the check-out, 1 night instead of 3), through
// tRPC hotel.checkOut and PUT /api/hotel/{id}; a departure on the booked day keeps its dates; a
// check-out day the desk sends is kept; a guest leaving on arrival day keeps one night.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { hotelFixtures } from './hotel.fixtures';

describe('hotel: an early check-out ends the stay on the day it really ends', () => {
  let t: TestApp;
  let f: ReturnType<typeof hotelFixtures>;
  let caller: TestCaller;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    token = user.token;
    f = hotelFixtures(t.deps, user);
    caller = t.caller(user);
  });

  it('3 nights booked, checked out on day 1: the check-out day is today and the stay 1 night', async () => {
    const dog = await f.dog();
    const stay = await f.booking(dog.id, -1, 2);
    expect(stay).toMatchObject({ nights: 3, checkInDay: f.day(-1), checkOutDay: f.day(2) });
    await caller.hotel.checkIn({ dog: dog.id });
    const out = await caller.hotel.checkOut({ id: stay.id, vetCheckOut: { weight: 10.5 } });
    expect(out).toMatchObject({
      status: 'checked-out',
      checkInDay: f.day(-1),
      checkOutDay: f.day(0),
      nights: 1,
    });
    expect(await caller.hotel.byId({ id: stay.id })).toEqual(out);
  });

  it('the same through PUT /api/hotel/{id} with status checked-out, also when the booked day is sent back', async () => {
    for (const sendsDay of [false, true]) {
      const dog = await f.dog();
      const stay = await f.booking(dog.id, -2, 3);
      await caller.hotel.checkIn({ dog: dog.id });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/hotel/${stay.id}`,
        headers: t.auth(token),
        payload: { status: 'checked-out', ...(sendsDay ? { checkOut: f.day(3) } : {}) },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'checked-out', nights: 2 });
      expect((await caller.hotel.byId({ id: stay.id })).checkOutDay).toBe(f.day(0));
    }
  });

  it('keeps the dates of a departure on the booked day, and a check-out day the desk chose', async () => {
    const dog = await f.dog();
    const onTime = await f.booking(dog.id, -3, 0);
    await caller.hotel.checkIn({ dog: dog.id });
    expect(await caller.hotel.checkOut({ id: onTime.id })).toMatchObject({
      checkOutDay: f.day(0),
      nights: 3,
    });

    const other = await f.dog();
    const stay = await f.booking(other.id, -1, 4);
    await caller.hotel.checkIn({ dog: other.id });
    // The desk says the guest left tomorrow (a late registration ahead, as it chose): kept.
    expect(await caller.hotel.checkOut({ id: stay.id, checkOut: f.day(1) })).toMatchObject({
      checkOutDay: f.day(1),
      nights: 2,
    });
  });

  it('keeps one night for a guest leaving on the day of arrival', async () => {
    const dog = await f.dog();
    const stay = await f.booking(dog.id, 0, 3);
    await caller.hotel.checkIn({ dog: dog.id });
    expect(await caller.hotel.checkOut({ id: stay.id })).toMatchObject({
      checkInDay: f.day(0),
      checkOutDay: f.day(1),
      nights: 1,
    });
  });
});
