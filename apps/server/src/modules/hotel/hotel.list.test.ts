// The list variant (the Overview's booking list, hotel.list): filters all / current / upcoming /
// past by business day, the five sorts both ways, 8 a page, a page past the end. This file's
// database holds only the bookings made here, so totals and orders are exact.
import type { THotelSort } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { hotelFixtures, uniqueWord } from './hotel.fixtures';

describe('tRPC hotel.list (the list variant)', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof hotelFixtures>;
  /** Booking id → the dog name it was made for. */
  const names = new Map<string, string>();
  const tag = uniqueWord();

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('employee');
    caller = t.caller(user);
    f = hotelFixtures(t.deps, user);
    // name, owner, from, to (days from today): 3 past, 3 current, 5 upcoming = 11 bookings.
    const plan: [string, string, number, number][] = [
      ['Óscar', 'Zoe Vidal', -20, -15],
      ['alba', 'Bruno Gil', -12, -10],
      ['Ñoño', 'Álvaro Ruiz', -9, -1],
      ['Bruno', 'Carmen Sanz', -3, 0],
      ['Zoe', 'Nuria Pons', -1, 2],
      ['Álvaro', 'Olga Mora', 0, 9],
      ['Carmen', 'Íñigo Peña', 1, 4],
      ['Nuria', 'alba Díaz', 2, 3],
      ['Olga', 'Ñoño Ramos', 5, 19],
      ['Dora', 'Eva Luna', 8, 10],
      ['Eva', 'Dora Sol', 30, 36],
    ];
    for (const [name, owner, from, to] of plan) {
      const dog = await f.dog({ name: `${name} ${tag}`, ownerName: `${owner} ${tag}` });
      const booking = await f.booking(dog.id, from, to);
      names.set(booking.id, name);
    }
  });

  const dogNames = (items: { id: string }[]) => items.map((b) => names.get(b.id));

  it('pages of 8, newest check-in first by default; a page past the end answers the last page', async () => {
    const first = await caller.hotel.list({});
    expect(first).toMatchObject({ total: 11, page: 1, pageSize: 8, pageCount: 2 });
    expect(dogNames(first.items)).toEqual([
      'Eva',
      'Dora',
      'Olga',
      'Nuria',
      'Carmen',
      'Álvaro',
      'Zoe',
      'Bruno',
    ]);
    const second = await caller.hotel.list({ page: 2 });
    expect(dogNames(second.items)).toEqual(['Ñoño', 'alba', 'Óscar']);
    expect(await caller.hotel.list({ page: 9 })).toMatchObject({ page: 2, items: second.items });
  });

  it('filters current, upcoming and past by business day', async () => {
    const of = async (filter: 'current' | 'upcoming' | 'past') =>
      dogNames((await caller.hotel.list({ filter, sort: 'checkIn-asc' })).items);
    expect(await of('past')).toEqual(['Óscar', 'alba', 'Ñoño']);
    expect(await of('current')).toEqual(['Bruno', 'Zoe', 'Álvaro']);
    expect(await of('upcoming')).toEqual(['Carmen', 'Nuria', 'Olga', 'Dora', 'Eva']);
    expect((await caller.hotel.list({ filter: 'upcoming' })).total).toBe(5);
  });

  it('sorts by dog name and owner name in Spanish order, both ways', async () => {
    const all = async (sort: THotelSort) => [
      ...dogNames((await caller.hotel.list({ sort })).items),
      ...dogNames((await caller.hotel.list({ sort, page: 2 })).items),
    ];
    const spanish = [
      'alba',
      'Álvaro',
      'Bruno',
      'Carmen',
      'Dora',
      'Eva',
      'Nuria',
      'Ñoño',
      'Olga',
      'Óscar',
      'Zoe',
    ];
    expect(await all('dogName-asc')).toEqual(spanish);
    expect(await all('dogName-desc')).toEqual([...spanish].reverse());
    // By owner: alba Díaz (Nuria), Álvaro Ruiz (Ñoño), Bruno Gil (alba), Carmen Sanz (Bruno), ...
    expect(await all('ownerName-asc')).toEqual([
      'Nuria',
      'Ñoño',
      'alba',
      'Bruno',
      'Eva',
      'Dora',
      'Carmen',
      'Zoe',
      'Olga',
      'Álvaro',
      'Óscar',
    ]);
  });

  it('sorts by check-out and by duration (nights)', async () => {
    const firstPage = async (sort: 'checkOut-asc' | 'duration-desc' | 'duration-asc') =>
      dogNames((await caller.hotel.list({ sort })).items);
    expect((await firstPage('checkOut-asc')).slice(0, 4)).toEqual(['Óscar', 'alba', 'Ñoño', 'Bruno']);
    // 14, 9, 8, 6, 5 nights ...
    expect((await firstPage('duration-desc')).slice(0, 5)).toEqual([
      'Olga',
      'Álvaro',
      'Ñoño',
      'Eva',
      'Óscar',
    ]);
    // 1 night first, then 2 nights (earliest check-in first among equals, like the key).
    expect((await firstPage('duration-asc')).slice(0, 4)).toEqual(['Nuria', 'alba', 'Dora', 'Bruno']);
  });

  it('the copies behind the sorts and the search follow a renamed dog or owner, a new primary owner, a deleted dog', async () => {
    const dog = await f.dog({ name: `Zz ${tag}`, ownerName: `Zz Owner ${tag}` });
    const owner = dog.owners[0] as {
      id: string;
      name: string;
      email: string;
      phone: string;
      address: string;
    };
    const booking = await f.booking(dog.id, 50, 52);
    const firstBy = async (sort: THotelSort) => (await caller.hotel.list({ sort })).items[0]?.id;
    expect(await firstBy('dogName-asc')).not.toBe(booking.id);

    await caller.dogs.update({ id: dog.id, name: `Aa ${tag}`, breed: 'Podenco', age: 3, owners: [owner.id] });
    expect(await firstBy('dogName-asc')).toBe(booking.id);
    const year = Number(f.day(50).slice(0, 4));
    const found = await caller.hotel.months({ year, month: null, search: `podenco ${tag}` });
    expect(found.items.map((b) => b.id)).toEqual([booking.id]);

    await caller.owners.update({ ...owner, name: `Aaa Owner ${tag}` });
    expect(await firstBy('ownerName-asc')).toBe(booking.id);
    expect((await caller.hotel.months({ year, month: null, search: `aaa owner ${tag}` })).total).toBe(1);

    const other = (await f.dog({ ownerName: `Zzz Owner ${tag}` })).owners[0];
    await caller.dogs.update({
      id: dog.id,
      name: `Aa ${tag}`,
      breed: 'Podenco',
      age: 3,
      owners: [other?.id as string, owner.id],
    });
    expect(await firstBy('ownerName-asc')).not.toBe(booking.id);
    expect(await firstBy('ownerName-desc')).toBe(booking.id);

    await caller.dogs.delete({ id: dog.id });
    await expect(caller.hotel.byId({ id: booking.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
