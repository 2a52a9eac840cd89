// The hotel's dog pickers: New Booking (tRPC hotel.dogOptions) and Check In
// (hotel.checkInOptions). With 11 dogs called Max, the one whose booked stay covers today (it is
// arriving) comes first; a stay starting tomorrow or a cancelled one ranks nobody.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { hotelFixtures, uniqueWord } from './hotel.fixtures';
import { updateBooking } from './hotel.writes';

describe('the hotel pickers: the dog arriving today first', () => {
  let t: TestApp;
  let f: ReturnType<typeof hotelFixtures>;
  let caller: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = hotelFixtures(t.deps, user);
    caller = t.caller(user);
  });

  it('ranks, among 11 dogs called Max, the one arriving today first, in both pickers', async () => {
    const word = uniqueWord('max');
    const maxes = [];
    for (let i = 0; i < 11; i++) maxes.push(await f.dog({ name: `Max ${word}`, breed: `Breed ${i}` }));
    const byId = [...maxes].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [later, cancelled, , , , , , , , , arriving] = byId;
    if (!later || !cancelled || !arriving) throw new Error('no dogs');
    const stay = await f.booking(arriving.id, 0, 3);
    const laterStay = await f.booking(later.id, 1, 4);
    const gone = await f.booking(cancelled.id, 0, 2);
    await updateBooking(f.hotel(), { id: gone.id, status: 'cancelled' });

    const options = await caller.hotel.dogOptions({ search: `max ${word}` });
    expect(options.map((o) => o.id)).toEqual([arriving.id, ...byId.slice(0, 10).map((d) => d.id)]);
    expect(options[0]).toEqual({
      id: arriving.id,
      name: `Max ${word}`,
      breed: arriving.breed,
      ownerName: arriving.owners[0]?.name,
      thumbnailUrl: null,
      expected: true,
    });
    expect(options.slice(1).every((o) => !o.expected)).toBe(true);

    const checkIn = await caller.hotel.checkInOptions({ search: `max ${word}` });
    expect(checkIn.map((o) => [o.id, o.booking.id, o.expected])).toEqual([
      [arriving.id, stay.id, true],
      [later.id, laterStay.id, false],
    ]);
    // A guest checked in is no longer offered by Check In, nor expected by New Booking.
    await caller.hotel.checkIn({ dog: arriving.id });
    expect((await caller.hotel.checkInOptions({ search: `max ${word}` })).map((o) => o.id)).toEqual([
      later.id,
    ]);
    expect((await caller.hotel.dogOptions({ search: `max ${word}` }))[0]?.expected).toBe(false);
  });
});
