// The daycare visit procedures as the web app calls them: check-in and the package day it
// takes, pending visits, check-out, delete (the day given back), today's list, All Visits.
import { addDays, businessToday } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { vaccinationRulesOff } from '../vaccinations/vaccinations.fixtures';
import { uniqueWord, visitFixtures } from './daycare.fixtures';
import { checkIn } from './visits.service';

describe('tRPC daycare.visits', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof visitFixtures>;
  let user: Awaited<ReturnType<TestApp['userWithToken']>>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    await vaccinationRulesOff(t.deps.prisma); // this file is about visits, not vaccines
    user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = visitFixtures(t.deps, user);
    today = businessToday(t.deps.env.timeZone);
  });

  it('needs a logged-in user', async () => {
    const anonymous = t.caller(null);
    await expect(anonymous.daycare.visits.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.daycare.visits.checkIn({ dog: 'x' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('checks a dog in now, today, taking one day from the usable package that expires first', async () => {
    const dog = await f.dog();
    const later = await f.pkg(dog.id, { type: '30-day', daysLeft: 30, expiresInDays: 80 });
    const sooner = await f.pkg(dog.id, { type: '15-day', daysLeft: 5, expiresInDays: 20 });
    const before = Date.now();
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id, notes: '  Trae su manta  ' });
    expect(visit).toMatchObject({
      dog: { id: dog.id, name: dog.name, breed: dog.breed },
      date: today,
      checkOutTime: null,
      notes: 'Trae su manta',
      status: 'active',
      package: { id: sooner.toString(), packageType: '15-day', daysLeft: 4 },
      createdBy: { id: user.id, username: user.username },
      updatedBy: { id: user.id, username: user.username },
    });
    expect(visit.dog.owners).toEqual([
      { id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone },
    ]);
    expect(Date.parse(visit.checkInTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(await f.daysLeft(sooner)).toBe(4);
    expect(await f.daysLeft(later)).toBe(30);
    expect(await caller.daycare.visits.byId({ id: visit.id })).toEqual(visit);
  });

  it('with equal expiry takes the older purchase; skips packages with no days or past their expiry', async () => {
    const dog = await f.dog();
    const empty = await f.pkg(dog.id, { daysLeft: 0, expiresInDays: 5 });
    const expired = await f.pkg(dog.id, { daysLeft: 10, expiresInDays: -1, purchasedDaysAgo: 61 });
    const expiresAt = new Date(Date.now() + 30 * 86_400_000);
    const newer = await f.pkg(dog.id, { type: '30-day', daysLeft: 3, purchasedDaysAgo: 5, expiresAt });
    const older = await f.pkg(dog.id, { type: '30-day', daysLeft: 3, purchasedDaysAgo: 9, expiresAt });
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(visit.package?.id).toBe(older);
    expect(await f.daysLeft(older)).toBe(2);
    expect(await f.daysLeft(newer)).toBe(3);
    expect(await f.daysLeft(empty)).toBe(0);
    expect(await f.daysLeft(expired)).toBe(10);
  });

  it('checks in a dog with no usable package (expired or used up) with package null', async () => {
    const dog = await f.dog();
    const expired = await f.pkg(dog.id, { daysLeft: 10, expiresInDays: -1, purchasedDaysAgo: 61 });
    const empty = await f.pkg(dog.id, { daysLeft: 0 });
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(visit).toMatchObject({ status: 'active', package: null });
    expect(await f.daysLeft(expired)).toBe(10);
    expect(await f.daysLeft(empty)).toBe(0);
    const bare = await f.dog();
    expect((await caller.daycare.visits.checkIn({ dog: bare.id })).package).toBeNull();
  });

  it('refuses a second check-in of a dog that is here (409) and takes no second day', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 5 });
    await caller.daycare.visits.checkIn({ dog: dog.id });
    await expect(caller.daycare.visits.checkIn({ dog: dog.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Dog is already checked in',
    });
    // Also on another day: the dog is still here.
    await expect(
      caller.daycare.visits.checkIn({ dog: dog.id, date: addDays(today, 1) }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(await f.visitCount(dog.id)).toBe(1);
    expect(await f.daysLeft(pkg)).toBe(4);
  });

  it('answers 404 for an unknown or malformed dog, and the spec message without one', async () => {
    await expect(
      caller.daycare.visits.checkIn({ dog: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Dog not found' });
    await expect(caller.daycare.visits.checkIn({ dog: 'not-an-id' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Dog not found',
    });
    await expect(caller.daycare.visits.checkIn({ dog: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please select a dog',
    });
    await expect(
      caller.daycare.visits.checkIn({ dog: 'x', date: '2026-02-30', checkInTime: 'yesterday' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Date must be a valid day (YYYY-MM-DD), Time must be a valid date and time',
    });
    await expect(caller.daycare.visits.checkIn({ dog: 'x', notes: 'n'.repeat(1001) })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Notes must be 1000 characters or less',
    });
  });

  it('registers a pending visit that becomes the check-in (same visit, the day it took kept)', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 3 });
    const tomorrow = addDays(today, 1);
    const pending = await caller.daycare.visits.checkIn({ dog: dog.id, date: tomorrow, checkInTime: null });
    expect(pending).toMatchObject({
      date: tomorrow,
      checkInTime: null,
      status: 'pending',
      package: { id: pkg, daysLeft: 2 },
    });
    // A pending visit does not make the dog "here": it can be checked in today meanwhile.
    const now = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(now.id).not.toBe(pending.id);
    expect(await f.daysLeft(pkg)).toBe(1);
    await caller.daycare.visits.checkOut({ id: now.id });

    const at = new Date(`${tomorrow}T08:30:00.000Z`).toISOString();
    const arrived = await caller.daycare.visits.checkIn({
      dog: dog.id,
      date: tomorrow,
      checkInTime: at,
      notes: 'Llegó con su dueña',
    });
    expect(arrived).toMatchObject({
      id: pending.id,
      checkInTime: at,
      status: 'active',
      notes: 'Llegó con su dueña',
      package: { id: pkg, daysLeft: 1 },
    });
    expect(await f.visitCount(dog.id)).toBe(2);
    expect(await f.daysLeft(pkg)).toBe(1);
  });

  it('a pending visit registered without a package takes its day when the dog arrives', async () => {
    const dog = await f.dog();
    const pending = await caller.daycare.visits.checkIn({ dog: dog.id, checkInTime: null });
    expect(pending.package).toBeNull();
    const pkg = await f.pkg(dog.id, { daysLeft: 2 });
    const arrived = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(arrived).toMatchObject({ id: pending.id, status: 'active', package: { id: pkg, daysLeft: 1 } });
  });

  it('a dog coming back the same day links the same package and takes no second day', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 5 });
    const morning = await caller.daycare.visits.checkIn({ dog: dog.id });
    await caller.daycare.visits.checkOut({ id: morning.id });
    const afternoon = await caller.daycare.visits.checkIn({ dog: dog.id });
    expect(afternoon.id).not.toBe(morning.id);
    expect(afternoon.package).toMatchObject({ id: pkg, daysLeft: 4 });
    expect(await f.daysLeft(pkg)).toBe(4);
    // Another day is another day.
    await caller.daycare.visits.checkOut({ id: afternoon.id });
    const next = await caller.daycare.visits.checkIn({ dog: dog.id, date: addDays(today, 1) });
    expect(next.package).toMatchObject({ id: pkg, daysLeft: 3 });
  });

  it('checks out an active visit (now by default; notes replace; never before the check-in)', async () => {
    const dog = await f.dog();
    const checkInTime = new Date(Date.now() - 3 * 3_600_000).toISOString();
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id, checkInTime, notes: 'Old note' });
    await expect(
      caller.daycare.visits.checkOut({
        id: visit.id,
        checkOutTime: new Date(Date.parse(checkInTime) - 60_000).toISOString(),
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Check-out time cannot be before the check-in time',
    });
    expect((await caller.daycare.visits.byId({ id: visit.id })).status).toBe('active');

    const before = Date.now();
    const done = await caller.daycare.visits.checkOut({ id: visit.id, notes: 'Se portó genial' });
    expect(done).toMatchObject({ id: visit.id, status: 'completed', notes: 'Se portó genial', checkInTime });
    expect(Date.parse(done.checkOutTime ?? '')).toBeGreaterThanOrEqual(before - 1000);
    await expect(caller.daycare.visits.checkOut({ id: visit.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a dog that is checked in can be checked out',
    });

    // Without notes the visit keeps its own; an explicit time is kept exactly.
    const other = await caller.daycare.visits.checkIn({ dog: dog.id, notes: 'Keep me' });
    const out = new Date(Date.now() + 60_000).toISOString();
    const kept = await caller.daycare.visits.checkOut({ id: other.id, checkOutTime: out });
    expect(kept).toMatchObject({ notes: 'Keep me', checkOutTime: out });
  });

  it('refuses to check out a pending visit (409) or an unknown one (404)', async () => {
    const dog = await f.dog();
    const pending = await caller.daycare.visits.checkIn({ dog: dog.id, checkInTime: null });
    await expect(caller.daycare.visits.checkOut({ id: pending.id })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    await expect(
      caller.daycare.visits.checkOut({ id: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'Visit not found' });
    await expect(caller.daycare.visits.checkOut({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(caller.daycare.visits.byId({ id: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('deletes a completed visit and gives its day back', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 5 });
    const visit = await caller.daycare.visits.checkIn({ dog: dog.id });
    await caller.daycare.visits.checkOut({ id: visit.id });
    expect(await f.daysLeft(pkg)).toBe(4);
    expect(await caller.daycare.visits.delete({ id: visit.id })).toEqual({ id: visit.id });
    expect(await f.daysLeft(pkg)).toBe(5);
    expect(await f.visitCount(dog.id)).toBe(0);
    await expect(caller.daycare.visits.delete({ id: visit.id })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Visit not found',
    });
  });

  it('keeps the day when another visit of that dog that day still holds the package', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 5 });
    const morning = await caller.daycare.visits.checkIn({ dog: dog.id });
    await caller.daycare.visits.checkOut({ id: morning.id });
    const afternoon = await caller.daycare.visits.checkIn({ dog: dog.id });
    await caller.daycare.visits.checkOut({ id: afternoon.id });
    expect(await f.daysLeft(pkg)).toBe(4);
    await caller.daycare.visits.delete({ id: morning.id });
    expect(await f.daysLeft(pkg)).toBe(4);
    // The last visit of the day gives it back.
    await caller.daycare.visits.delete({ id: afternoon.id });
    expect(await f.daysLeft(pkg)).toBe(5);
  });

  it('refuses to delete a visit in progress; deletes a pending one with its day', async () => {
    const dog = await f.dog();
    const pkg = await f.pkg(dog.id, { daysLeft: 5 });
    const active = await caller.daycare.visits.checkIn({ dog: dog.id });
    await expect(caller.daycare.visits.delete({ id: active.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A visit in progress cannot be deleted. Check the dog out first.',
    });
    expect(await f.daysLeft(pkg)).toBe(4);
    const pending = await caller.daycare.visits.checkIn({
      dog: dog.id,
      date: addDays(today, 2),
      checkInTime: null,
    });
    expect(await f.daysLeft(pkg)).toBe(3);
    await caller.daycare.visits.delete({ id: pending.id });
    expect(await f.daysLeft(pkg)).toBe(4);
    await expect(caller.daycare.visits.delete({ id: 'bad id' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it("lists today's visits by check-in time, pending last, and no other day", async () => {
    const [a, b, c, d] = await Promise.all([f.dog(), f.dog(), f.dog(), f.dog()]);
    if (!a || !b || !c || !d) throw new Error('dogs');
    const hour = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
    const late = await caller.daycare.visits.checkIn({ dog: a.id, checkInTime: hour(1) });
    const early = await caller.daycare.visits.checkIn({ dog: b.id, checkInTime: hour(2) });
    const pending = await caller.daycare.visits.checkIn({ dog: c.id, checkInTime: null });
    const yesterday = await caller.daycare.visits.checkIn({
      dog: d.id,
      date: addDays(today, -1),
      checkInTime: hour(26),
    });
    const ids = (await caller.daycare.visits.today()).map((v) => v.id);
    expect(ids).not.toContain(yesterday.id);
    const mine = ids.filter((id) => [late.id, early.id, pending.id].includes(id));
    expect(mine).toEqual([early.id, late.id, pending.id]);
    expect(ids.indexOf(pending.id)).toBeGreaterThan(ids.indexOf(late.id));
  });
});

describe('tRPC daycare.visits.list (All Visits)', () => {
  let t: TestApp;
  let caller: TestCaller;
  let f: ReturnType<typeof visitFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await t.userWithToken('receptionist');
    caller = t.caller(user);
    f = visitFixtures(t.deps, user);
    today = businessToday(t.deps.env.timeZone);
  });

  const ids = (page: { items: { id: string }[] }) => page.items.map((v) => v.id);

  it('searches by dog name, breed or owner name, accents and case aside', async () => {
    const word = uniqueWord();
    const byName = await f.dog({ name: `Peñasco ${word}`, breed: 'Pug' });
    const byBreed = await f.dog({ name: `Bolt ${word}`, breed: 'Pastor de la Peña' });
    const byOwner = await f.dog({ name: `Zorro ${word}`, breed: 'Collie', ownerName: `José Peña ${word}` });
    const other = await f.dog({ name: `Nope ${word}`, breed: 'Boxer' });
    const v1 = await caller.daycare.visits.checkIn({ dog: byName.id, date: addDays(today, -3) });
    await caller.daycare.visits.checkOut({ id: v1.id });
    const v2 = await caller.daycare.visits.checkIn({ dog: byBreed.id, date: addDays(today, -2) });
    await caller.daycare.visits.checkOut({ id: v2.id });
    const v3 = await caller.daycare.visits.checkIn({ dog: byOwner.id, date: addDays(today, -1) });
    const v4 = await caller.daycare.visits.checkIn({ dog: other.id });

    // Newest day first.
    const found = await caller.daycare.visits.list({ search: `PENA ${word}` });
    expect(ids(found)).toEqual([v3.id, v2.id, v1.id]);
    expect(found.total).toBe(3);
    expect(ids(await caller.daycare.visits.list({ search: `jose ${word}` }))).toEqual([v3.id]);
    expect(ids(await caller.daycare.visits.list({ search: `PASTOR ${word}` }))).toEqual([v2.id]);
    expect(ids(await caller.daycare.visits.list({ search: `NOPE ${word}` }))).toEqual([v4.id]);
    expect((await caller.daycare.visits.list({ search: `${word} missing` })).total).toBe(0);
    // A LIKE wildcard is an ordinary character.
    expect((await caller.daycare.visits.list({ search: `%${word}` })).total).toBe(0);
    // Status filters within a search.
    expect(ids(await caller.daycare.visits.list({ search: word, status: 'active' }))).toEqual([v4.id, v3.id]);
    expect(ids(await caller.daycare.visits.list({ search: word, status: 'completed' }))).toEqual([
      v2.id,
      v1.id,
    ]);
    expect(ids(await caller.daycare.visits.list({ search: word, date: addDays(today, -2) }))).toEqual([
      v2.id,
    ]);
    const item = found.items[0];
    expect(item?.dog.owners.map((o) => o.name)).toEqual([`José Peña ${word}`]);
  });

  it('filters by status (pending, active, completed) and by day, newest first', async () => {
    const day = addDays(today, -40);
    const [a, b, c] = [await f.dog(), await f.dog(), await f.dog()];
    const at = (h: number) => new Date(`${day}T${String(h).padStart(2, '0')}:00:00.000Z`).toISOString();
    const done = await caller.daycare.visits.checkIn({ dog: a.id, date: day, checkInTime: at(8) });
    await caller.daycare.visits.checkOut({ id: done.id, checkOutTime: at(12) });
    const here = await caller.daycare.visits.checkIn({ dog: b.id, date: day, checkInTime: at(9) });
    const expected = await caller.daycare.visits.checkIn({ dog: c.id, date: day, checkInTime: null });

    // Within a day: pending first (not here yet), then the latest check-in.
    expect(ids(await caller.daycare.visits.list({ date: day }))).toEqual([expected.id, here.id, done.id]);
    expect(ids(await caller.daycare.visits.list({ date: day, status: 'pending' }))).toEqual([expected.id]);
    expect(ids(await caller.daycare.visits.list({ date: day, status: 'active' }))).toEqual([here.id]);
    expect(ids(await caller.daycare.visits.list({ date: day, status: 'completed' }))).toEqual([done.id]);

    const pending = await caller.daycare.visits.list({ status: 'pending' });
    expect(pending.items.every((v) => v.status === 'pending')).toBe(true);
    expect(ids(pending)).toContain(expected.id);
    const active = await caller.daycare.visits.list({ status: 'active', pageSize: 100 });
    expect(active.items.every((v) => v.status === 'active')).toBe(true);
    expect(ids(active)).toContain(here.id);
    const all = await caller.daycare.visits.list({ pageSize: 100 });
    const dates = all.items.map((v) => v.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('pages 20 at a time with the total, and a page past the end answers the last page', async () => {
    const word = uniqueWord();
    const dog = await f.dog({ name: `Pager ${word}` });
    const made: string[] = [];
    for (let i = 0; i < 23; i++) {
      const v = await checkIn(f.daycare(), {
        dog: dog.id,
        date: addDays(today, -100 - i),
        checkInTime: null,
      });
      made.push(v.id);
    }
    // Fresh statistics: the search matches a large share of all visits, so after its first page
    // (one statement that also counts) the next pages walk the index; both give the same order.
    await t.deps.prisma.$executeRaw`ANALYZE daycare_visits`;
    // Newest first: the order they were made in (each a day older).
    const first = await caller.daycare.visits.list({ search: word });
    expect(first).toMatchObject({ total: 23, page: 1, pageSize: 20, pageCount: 2 });
    expect(ids(first)).toEqual(made.slice(0, 20));
    const second = await caller.daycare.visits.list({ search: word, page: 2 });
    expect(ids(second)).toEqual(made.slice(20));
    const past = await caller.daycare.visits.list({ search: word, page: 7 });
    expect(past).toMatchObject({ page: 2, pageCount: 2 });
    expect(ids(past)).toEqual(made.slice(20));
    expect(ids(await caller.daycare.visits.list({ search: word, pageSize: 5, page: 3 }))).toEqual(
      made.slice(10, 15),
    );

    // Without a search (the index walk): every page in order, no visit twice, the deep half
    // read from the oldest end gives the same pages.
    const total = (await caller.daycare.visits.list({})).total;
    const seen: string[] = [];
    const pageSize = 7;
    for (let page = 1; page <= Math.ceil(total / pageSize); page++) {
      const p = await caller.daycare.visits.list({ page, pageSize });
      expect(p.page).toBe(page);
      seen.push(...ids(p));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    const mineInOrder = seen.filter((id) => made.includes(id));
    expect(mineInOrder).toEqual(made);
    const last = await caller.daycare.visits.list({ page: 999, pageSize });
    expect(last.page).toBe(Math.ceil(total / pageSize));
    expect(ids(last)).toEqual(seen.slice((last.page - 1) * pageSize));
  });

  it('finds visits by a one- or two-letter word too (the index walk with the dog joined)', async () => {
    const word = uniqueWord();
    const dog = await f.dog({ name: `Ñu ${word}` });
    const v = await caller.daycare.visits.checkIn({
      dog: dog.id,
      date: addDays(today, -500),
      checkInTime: null,
    });
    const found = await caller.daycare.visits.list({
      search: 'nu',
      pageSize: 100,
      date: addDays(today, -500),
    });
    expect(ids(found)).toEqual([v.id]);
    expect(found.total).toBe(1);
  });

  it('refuses bad filters with the spec messages', async () => {
    await expect(caller.daycare.visits.list({ date: '2026-13-01' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Date must be a valid day (YYYY-MM-DD)',
    });
    await expect(caller.daycare.visits.list({ search: 'a\u0000b' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
