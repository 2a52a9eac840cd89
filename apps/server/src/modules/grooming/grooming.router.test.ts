// The grooming tRPC procedures the screen uses: the Overview (figures, today, the next 4 days
// grouped by day), All Bookings (search by dog name, owner name or phone; status filter; newest
// first; pages), the day view per groomer, the groomer and dog pickers, the status moves and the
// edit, and the messages of refusals. Each test makes its own dogs; this file's database is its own.
import { businessToday, ROLES } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { groomingFixtures, uniqueWord } from './grooming.fixtures';

const TZ = 'America/New_York';

describe('grooming procedures', () => {
  let t: TestApp;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let caller: TestCaller;
  let f: ReturnType<typeof groomingFixtures>;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
    user = await t.userWithToken('employee');
    caller = t.caller(user);
    f = groomingFixtures(t.deps, user);
  });

  const booking = (dog: string, appointmentDate: string, extra: Record<string, unknown> = {}) =>
    caller.grooming.create({
      dog,
      ownerPhone: '600 123 456',
      weight: 15,
      appointmentDate,
      groomingServices: ['bath'],
      ...extra,
    });

  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const e = error as { code?: string; message: string; cause?: { messageKey?: string } };
      return { code: e.code, message: e.message, key: e.cause?.messageKey };
    }
    throw new Error('expected a refusal');
  };

  it('needs a login', async () => {
    const nobody = t.caller(null);
    expect((await refusal(nobody.grooming.overview())).code).toBe('UNAUTHORIZED');
    expect((await refusal(nobody.grooming.groomers())).code).toBe('UNAUTHORIZED');
  });

  it('the Overview: figures (not cancelled), today and the next 4 days grouped by day, in the business zone', async () => {
    const before = await caller.grooming.overview();
    expect(before.today).toBe(businessToday(TZ));
    expect(before.timeZone).toBe(TZ);
    expect(before.upcoming.map((d) => d.day)).toEqual([f.day(1), f.day(2), f.day(3), f.day(4)]);

    const dog = await f.dog();
    const today = await booking(dog.id, `${f.today()}T23:00`);
    const cancelledToday = await booking(dog.id, `${f.today()}T22:00`);
    await caller.grooming.setStatus({ id: cancelledToday.id, status: 'cancelled' });
    const d2a = await booking(dog.id, `${f.day(2)}T15:00`);
    const d2b = await booking(dog.id, `${f.day(2)}T09:00`);
    const d4 = await booking(dog.id, `${f.day(4)}T23:59`);
    await booking(dog.id, `${f.day(5)}T00:00`);

    const after = await caller.grooming.overview();
    expect(after.figures.today).toBe(before.figures.today + 1);
    expect(after.figures.upcoming).toBe(before.figures.upcoming + 3);
    expect(after.figures.total).toBe(before.figures.total + 6);
    const todayIds = after.todayBookings.map((b) => b.id);
    // Today's list shows every status, earliest first (the cancelled one at 22:00 first).
    expect(todayIds.indexOf(cancelledToday.id)).toBeLessThan(todayIds.indexOf(today.id));
    const day2 = after.upcoming.find((d) => d.day === f.day(2))?.bookings.map((b) => b.id) ?? [];
    expect(day2.filter((id) => [d2a.id, d2b.id].includes(id))).toEqual([d2b.id, d2a.id]);
    expect(after.upcoming.find((d) => d.day === f.day(4))?.bookings.map((b) => b.id)).toContain(d4.id);
  });

  it('All Bookings: search by dog name, owner name or phone; status filter; newest first; pages', async () => {
    const word = uniqueWord('zq');
    const luna = await f.dog({ name: `Luna ${word}` });
    const coco = await f.dog({
      name: `Coco ${word}`,
      ownerName: `Marta Peña ${word}`,
      phone: '+34 699 887 766',
    });
    // Today's, so it can be started below.
    const b1 = await booking(luna.id, `${f.today()}T23:00`, { ownerPhone: '+34 611 223 344' });
    const b2 = await booking(luna.id, `${f.day(9)}T10:00`, { ownerPhone: '+34 611 223 344' });
    const b3 = await booking(coco.id, `${f.day(5)}T10:00`, { ownerPhone: '+34 699 887 766' });

    const byName = await caller.grooming.list({ search: `luna ${word}` });
    expect(byName.items.map((b) => b.id)).toEqual([b2.id, b1.id]);
    expect(byName.total).toBe(2);
    // Owner's name, accents and case aside.
    const byOwner = await caller.grooming.list({ search: `marta pena ${word}` });
    expect(byOwner.items.map((b) => b.id)).toEqual([b3.id]);
    // A phone, typed with other spacing or a part of it.
    expect((await caller.grooming.list({ search: '611-223' })).items.map((b) => b.id)).toEqual([
      b2.id,
      b1.id,
    ]);
    expect((await caller.grooming.list({ search: '699887766' })).items.map((b) => b.id)).toEqual([b3.id]);

    await caller.grooming.setStatus({ id: b1.id, status: 'in-progress' });
    const started = await caller.grooming.list({ search: word, status: 'in-progress' });
    expect(started.items.map((b) => b.id)).toEqual([b1.id]);
    expect((await caller.grooming.list({ search: word, status: 'completed' })).total).toBe(0);

    // Newest first over everything, 2 a page; a page past the end answers the last one.
    const all = await caller.grooming.list({ search: word, pageSize: 2 });
    expect(all).toMatchObject({ total: 3, page: 1, pageCount: 2 });
    expect(all.items.map((b) => b.id)).toEqual([b2.id, b3.id]);
    // Asked again within seconds, the same search is answered by walking the newest-first index
    // (its total and share are known): the same pages.
    expect((await caller.grooming.list({ search: word, pageSize: 2 })).items.map((b) => b.id)).toEqual([
      b2.id,
      b3.id,
    ]);
    expect(
      (await caller.grooming.list({ search: word, pageSize: 2, page: 2 })).items.map((b) => b.id),
    ).toEqual([b1.id]);
    const last = await caller.grooming.list({ search: word, pageSize: 2, page: 9 });
    expect(last).toMatchObject({ page: 2, items: [{ id: b1.id }] });
    const unfiltered = await caller.grooming.list({ pageSize: 100 });
    const times = unfiltered.items.map((b) => Date.parse(b.appointmentDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await caller.grooming.list({ search: `nobody ${word}` })).total).toBe(0);
  });

  it('the day view: the day’s bookings that hold time and a column for each of the salon’s groomers', async () => {
    const dog = await f.dog();
    const ana = await f.groomer(`Ana ${uniqueWord()}`);
    const bea = await f.groomer(`Bea ${uniqueWord()}`);
    const idle = await f.groomer(`Idle ${uniqueWord()}`);
    const day = f.day(6);
    const a = await booking(dog.id, `${day}T09:00`, { groomer: ana.id, durationMinutes: 90 });
    const cancelled = await booking(dog.id, `${day}T11:00`, { groomer: ana.id });
    await caller.grooming.setStatus({ id: cancelled.id, status: 'cancelled' });
    const unassigned = await booking(dog.id, `${day}T12:00`);
    // Bea has a booking this week but not that day: she still has a column.
    await booking(dog.id, `${f.day(2)}T12:00`, { groomer: bea.id });

    const view = await caller.grooming.day({ day });
    expect(view.day).toBe(day);
    const ids = view.bookings.map((b) => b.id);
    expect(ids).toEqual(expect.arrayContaining([a.id, unassigned.id]));
    expect(ids).not.toContain(cancelled.id);
    const groomerIds = view.groomers.map((g) => g.id);
    expect(groomerIds).toEqual(expect.arrayContaining([ana.id, bea.id]));
    expect(groomerIds).not.toContain(idle.id);
    expect(view.groomers.find((g) => g.id === ana.id)).toEqual({
      id: ana.id,
      username: ana.username,
      name: ana.name,
    });
    expect((await refusal(caller.grooming.day({ day: '2026-02-31' }))).message).toBe(
      'Day must be a valid day (YYYY-MM-DD)',
    );
  });

  it('the groomer picker offers only the groomers, as { id, name } (every role sees the same)', async () => {
    const ana = await f.groomer(`Ana ${uniqueWord()}`);
    const nameless = await f.groomer(null);
    const employee = await f.groomer(`Employee ${uniqueWord()}`, 'employee');
    for (const role of ROLES) {
      const reader = await t.userWithToken(role);
      const groomers = await t.caller(reader).grooming.groomers();
      const ids = groomers.map((g) => g.id);
      expect(ids, role).toEqual(expect.arrayContaining([ana.id, nameless.id]));
      // Nobody else: not the reader (unless a groomer), not the admin, not an employee who grooms.
      if (role !== 'groomer') expect(ids, role).not.toContain(reader.id);
      else expect(ids).toContain(reader.id);
      expect(ids, role).not.toContain(employee.id);
      expect(ids, role).not.toContain(user.id);
      const groomerIds = (
        await t.db.prisma.user.findMany({ where: { role: 'groomer' }, select: { id: true } })
      ).map((u) => u.id);
      expect([...ids].sort(), role).toEqual([...groomerIds].sort());
      for (const g of groomers) expect(Object.keys(g).sort(), role).toEqual(['id', 'name']);
      expect(groomers.find((g) => g.id === ana.id)).toEqual({ id: ana.id, name: ana.name });
      expect(groomers.find((g) => g.id === nameless.id)).toEqual({ id: nameless.id, name: null });
    }
    // A booking still takes any staff user as its groomer (older integrations).
    const dog = await f.dog();
    const booked = await booking(dog.id, `${f.day(5)}T10:00`, { groomer: employee.id });
    expect(booked.groomer).toEqual({ id: employee.id, username: employee.username, name: employee.name });
  });

  it('create and update take the groomer as `groomerId` too (as REST does), never dropping it', async () => {
    const dog = await f.dog();
    const ana = await f.groomer(`Ana ${uniqueWord()}`);
    const bea = await f.groomer(`Bea ${uniqueWord()}`);
    const created = await booking(dog.id, `${f.day(2)}T10:00`, { groomerId: ana.id });
    expect(created.groomer?.id).toBe(ana.id);
    expect((await caller.grooming.byId({ id: created.id })).groomer?.id).toBe(ana.id);
    const moved = await caller.grooming.update({ id: created.id, groomerId: bea.id });
    expect(moved.groomer?.id).toBe(bea.id);
    // `groomer` wins when both are sent; an unknown groomerId is refused, not ignored.
    const both = await booking(dog.id, `${f.day(3)}T10:00`, { groomer: bea.id, groomerId: ana.id });
    expect(both.groomer?.id).toBe(bea.id);
    const unknown = await refusal(
      booking(dog.id, `${f.day(4)}T10:00`, { groomerId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown).toMatchObject({ code: 'NOT_FOUND', key: 'grooming.groomerNotFound' });
  });

  it('the dog picker: matches with the first owner’s phone, weight, age, size and owners', async () => {
    const word = uniqueWord('pk');
    const dog = await f.dog({ name: `Trufa ${word}`, weight: 22, phone: '+34 655 000 111' });
    const [option] = await caller.grooming.dogOptions({ search: `trufa ${word}` });
    expect(option).toEqual({
      id: dog.id,
      name: dog.name,
      breed: 'Poodle',
      age: 4,
      weight: 22,
      size: 'L',
      owners: [{ id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: '+34 655 000 111' }],
      thumbnailUrl: null,
      expected: false,
    });
    expect((await caller.grooming.dogOptions({ search: '', limit: 3 })).length).toBeLessThanOrEqual(3);
  });

  it('status moves, edit and delete through tRPC, with the messages as keys', async () => {
    const dog = await f.dog();
    const b = await booking(dog.id, `${f.today()}T23:00`);
    const early = await refusal(caller.grooming.setStatus({ id: b.id, status: 'completed' }));
    expect(early).toMatchObject({
      code: 'CONFLICT',
      key: 'grooming.statusMove',
      message: 'A booking that is scheduled cannot be moved to completed',
    });
    const edited = await caller.grooming.update({
      id: b.id,
      notes: 'Use the hypoallergenic shampoo',
      durationMinutes: 75,
    });
    expect(edited).toMatchObject({ notes: 'Use the hypoallergenic shampoo', durationMinutes: 75 });
    // A length set by hand stays when the services change.
    expect(
      (await caller.grooming.update({ id: b.id, groomingServices: ['full-grooming'] })).durationMinutes,
    ).toBe(75);
    await caller.grooming.setStatus({ id: b.id, status: 'in-progress' });
    const done = await caller.grooming.setStatus({ id: b.id, status: 'completed' });
    expect(done.completedAt).not.toBeNull();
    expect(await refusal(caller.grooming.update({ id: b.id, notes: 'again' }))).toMatchObject({
      code: 'CONFLICT',
      key: 'grooming.onlyScheduledEditable',
    });
    expect(await refusal(caller.grooming.delete({ id: b.id }))).toMatchObject({
      code: 'CONFLICT',
      key: 'grooming.deleteNotAllowed',
    });
    const invalid = await refusal(caller.grooming.create({ dog: dog.id } as never));
    expect(invalid).toMatchObject({ code: 'BAD_REQUEST' });
    expect(invalid.message).toContain('Owner phone is required');
    const past = await refusal(booking(dog.id, `${f.day(-1)}T10:00`));
    expect(past).toMatchObject({ code: 'BAD_REQUEST', key: 'grooming.dateInPast' });
  });

  it('byDog and byId answer the same bookings; the details modal shows 8 and the total', async () => {
    const dog = await f.dog();
    const groomer = await f.groomer('Carla');
    for (let i = 0; i < 10; i++) await booking(dog.id, `${f.day(i + 1)}T10:00`, { groomer: groomer.id });
    const mine = await caller.grooming.byDog({ dogId: dog.id });
    expect(mine).toHaveLength(10);
    expect(await caller.grooming.byId({ id: mine[0]?.id ?? '' })).toEqual(mine[0]);
    const details = await caller.dogs.byId({ id: dog.id });
    expect(details.history.grooming.total).toBe(10);
    expect(details.history.grooming.items).toHaveLength(8);
    expect(details.history.grooming.items[0]).toMatchObject({
      id: mine[0]?.id,
      groomerName: 'Carla',
      // A bath of a medium dog (15 kg).
      durationMinutes: 60,
      groomingServices: ['bath'],
    });
  });
});
