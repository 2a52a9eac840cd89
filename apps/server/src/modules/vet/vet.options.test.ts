// The booking form's dog picker (tRPC vet.dogOptions): with 11 dogs called Max, the one with an
// appointment today (scheduled or in progress) comes first; a cancelled one, or one on another
// day, ranks nobody; each option carries its breed, primary owner and thumbnail.
import { addDays, businessToday, zonedInstant } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { uniqueWord, vetFixtures } from './vet.fixtures';

describe('tRPC vet.dogOptions', () => {
  let t: TestApp;
  let f: ReturnType<typeof vetFixtures>;
  let caller: TestCaller;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    f = vetFixtures(t.deps, user);
    caller = t.caller(user);
  });

  it('needs a logged-in user', async () => {
    await expect(t.caller(null).vet.dogOptions({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('ranks, among 11 dogs called Max, the one with an appointment today first', async () => {
    const word = uniqueWord('max');
    const maxes = [];
    for (let i = 0; i < 11; i++) {
      maxes.push(await f.dog({ name: `Max ${word}`, breed: `Breed ${i}`, ownerName: `Owner ${i} ${word}` }));
    }
    // By name they tie and the id decides: the expected dog is the one the ids put last.
    const byId = [...maxes].sort((a, b) => (a.id < b.id ? -1 : 1));
    const [first, second, , , , , , , , tomorrow, expected] = byId;
    if (!first || !second || !tomorrow || !expected) throw new Error('no dogs');
    const tz = t.deps.env.timeZone;
    const today = businessToday(tz);
    const noon = (day: string) => zonedInstant(tz, day, 12 * 60);

    const before = await caller.vet.dogOptions({ search: `max ${word}` });
    expect(before.map((o) => o.id)).toEqual(byId.map((d) => d.id));
    expect(before.every((o) => o.expected === false)).toBe(true);

    await f.appointment(expected.id, { at: noon(today) });
    // Not expected: a cancelled appointment today, one tomorrow.
    await f.appointment(first.id, { at: noon(today), status: 'cancelled' });
    await f.appointment(tomorrow.id, { at: noon(addDays(today, 1)) });

    const options = await caller.vet.dogOptions({ search: `max ${word}` });
    expect(options.map((o) => o.id)).toEqual([expected.id, ...byId.slice(0, 10).map((d) => d.id)]);
    expect(options[0]).toEqual({
      id: expected.id,
      name: `Max ${word}`,
      breed: expected.breed,
      ownerName: expected.owners[0]?.name,
      thumbnailUrl: null,
      expected: true,
    });
    expect(options.slice(1).every((o) => o.expected === false)).toBe(true);
    // In progress counts too; and the name walk (no search) still puts it before the other Max.
    await f.appointment(second.id, { at: noon(today), status: 'in-progress' });
    const again = await caller.vet.dogOptions({ search: `max ${word}` });
    expect(again.slice(0, 2).map((o) => o.id)).toEqual([second.id, expected.id]);
    const all = await caller.vet.dogOptions({ limit: 50 });
    const mine = all.filter((o) => o.name === `Max ${word}`);
    expect(mine.slice(0, 2).map((o) => o.id)).toEqual([second.id, expected.id]);
    expect(await caller.vet.dogOptions({ search: `max ${word}`, limit: 3 })).toHaveLength(3);
  });
});
