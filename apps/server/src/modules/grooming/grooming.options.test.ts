// The booking form's dog picker (tRPC grooming.dogOptions): with 11 dogs called Max, the one with
// an appointment today (scheduled or in progress) comes first; cancelled, completed or another
// day's bookings rank nobody; each option carries what the form fills in and a thumbnail.
import { addDays } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { groomingFixtures, uniqueWord } from './grooming.fixtures';

describe('tRPC grooming.dogOptions: the dog expected today first', () => {
  let t: TestApp;
  let f: ReturnType<typeof groomingFixtures>;
  let caller: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = groomingFixtures(t.deps, user);
    caller = t.caller(user);
  });

  it('ranks, among 11 dogs called Max, the one with an appointment today first', async () => {
    const word = uniqueWord('max');
    const maxes = [];
    for (let i = 0; i < 11; i++)
      maxes.push(await f.dog({ name: `Max ${word}`, breed: `Breed ${i}`, weight: 12 }));
    const byId = [...maxes].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [cancelled, completed, tomorrow, , , , , , , , expected] = byId;
    if (!cancelled || !completed || !tomorrow || !expected) throw new Error('no dogs');
    const today = f.today();
    await f.rawBooking(expected.id, f.instant(today, '23:30'));
    await f.rawBooking(cancelled.id, f.instant(today, '10:00'), { status: 'cancelled' });
    await f.rawBooking(completed.id, f.instant(today, '00:30'), { status: 'completed' });
    await f.rawBooking(tomorrow.id, f.instant(addDays(today, 1), '10:00'));

    const options = await caller.grooming.dogOptions({ search: `max ${word}` });
    expect(options.map((o) => o.id)).toEqual([expected.id, ...byId.slice(0, 10).map((d) => d.id)]);
    expect(options[0]).toMatchObject({
      id: expected.id,
      breed: expected.breed,
      weight: 12,
      size: 'M',
      owners: [{ id: expected.owners[0]?.id, name: expected.owners[0]?.name }],
      thumbnailUrl: null,
      expected: true,
    });
    expect(options.slice(1).every((o) => o.expected === false)).toBe(true);
    // The name walk (no search) ranks it first among the Max too.
    const all = await caller.grooming.dogOptions({ limit: 50 });
    expect(all.filter((o) => o.name === `Max ${word}`)[0]?.id).toBe(expected.id);
  });
});
