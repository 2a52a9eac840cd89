// The call list (docs/decisions/0081-vaccination-call-list.md): each due item carries its note of
// the daily job and who called; `called: 'no'` keeps those not called yet; markCalled marks and
// undoes, keeps the job's day, keeps the first of two desks calling at once, writes its audit
// event on the dog; over REST, 404 for an item not on the due list and 400 for bad input.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { hotelFixtures } from '../hotel/hotel.fixtures';
import { noteVaccinationReminders } from './reminders.service';
import { vaccinationFixtures } from './vaccinations.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('the vaccination call list', () => {
  let t: TestApp;
  let reception: User;
  let other: User;
  let manager: User;
  let f: ReturnType<typeof dogFixtures>;
  let v: ReturnType<typeof vaccinationFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    other = await t.userWithToken('groomer');
    f = dogFixtures(t.deps, manager);
    v = vaccinationFixtures(t.deps);
  });

  const newDog = async () => f.dog([(await f.owner()).id]);
  /** A note as the daily job writes it, `daysAgo` days ago. */
  const note = (dogId: string, disease: string, expiresOn: string, daysAgo: number) =>
    t.db.prisma.vaccinationReminder.create({
      data: {
        dogId,
        disease,
        expiresOn: new Date(`${expiresOn}T00:00:00Z`),
        notedOn: new Date(`${v.day(-daysAgo)}T00:00:00Z`),
      },
    });
  const dueOf = async (user: User, dogIds: string[], called?: 'no') => {
    const page = await t
      .caller(user)
      .vaccinations.due.list({ within: 30, limit: 200, ...(called ? { called } : {}) });
    return page.items.filter((i) => dogIds.includes(i.dog.id));
  };
  const callEvents = (dogId: string) =>
    t.db.prisma.auditEvent.findMany({
      where: { entity: 'dog', entityId: dogId, action: 'update' },
      select: { actorId: true, summary: true, changes: true },
      orderBy: { id: 'asc' },
    });

  it('joins the note on the due list, marks called, filters, and undoes, keeping the job’s day', async () => {
    const noted = await newDog();
    const fresh = await newDog();
    await v.record(noted.id, 'rabies', v.day(5));
    await v.record(fresh.id, 'rabies', v.day(8));
    await note(noted.id, 'rabies', v.day(5), 2);
    // A note of an older expiry (a record renewed since) is not this item's.
    await note(fresh.id, 'rabies', v.day(-300), 40);

    expect(await dueOf(reception, [noted.id, fresh.id])).toEqual([
      expect.objectContaining({
        dog: { id: noted.id, name: noted.name },
        disease: 'rabies',
        expiresOn: v.day(5),
        reminder: { notedOn: v.day(-2), calledAt: null, calledBy: null },
      }),
      expect.objectContaining({ dog: { id: fresh.id, name: fresh.name }, reminder: null }),
    ]);

    const before = Date.now();
    const called = await t
      .caller(reception)
      .vaccinations.markCalled({ dog: noted.id, disease: 'rabies', expiresOn: v.day(5), called: true });
    expect(called).toEqual({
      notedOn: v.day(-2),
      calledAt: expect.any(String),
      calledBy: 'Test receptionist',
    });
    expect(Date.parse(called?.calledAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await dueOf(reception, [noted.id]);
    expect(row?.reminder).toEqual(called);

    // Not called yet: the called one leaves, the one with no note stays.
    expect((await dueOf(reception, [noted.id, fresh.id], 'no')).map((i) => i.dog.id)).toEqual([fresh.id]);

    // Calling an item the job never noted writes its note, dated today.
    const direct = await t
      .caller(other)
      .vaccinations.markCalled({ dog: fresh.id, disease: 'rabies', expiresOn: v.day(8), called: true });
    expect(direct).toEqual({ notedOn: v.today(), calledAt: expect.any(String), calledBy: 'Test groomer' });
    expect(await dueOf(reception, [noted.id, fresh.id], 'no')).toEqual([]);

    // Undo: who and when cleared, the job's day kept; back on the not-called list.
    const undone = await t
      .caller(reception)
      .vaccinations.markCalled({ dog: noted.id, disease: 'rabies', expiresOn: v.day(5), called: false });
    expect(undone).toEqual({ notedOn: v.day(-2), calledAt: null, calledBy: null });
    expect(await dueOf(reception, [noted.id, fresh.id], 'no')).toEqual([
      expect.objectContaining({
        dog: { id: noted.id, name: noted.name },
        reminder: { notedOn: v.day(-2), calledAt: null, calledBy: null },
      }),
    ]);
    // Undoing again changes nothing and writes no event.
    await t
      .caller(reception)
      .vaccinations.markCalled({ dog: noted.id, disease: 'rabies', expiresOn: v.day(5), called: false });

    const events = await callEvents(noted.id);
    expect(events).toEqual([
      {
        actorId: reception.id,
        summary: expect.stringContaining(`owner called about rabies (expires ${v.day(5)})`),
        changes: [{ field: 'vaccinationCall.rabies', from: null, to: called?.calledAt }],
      },
      {
        actorId: reception.id,
        summary: expect.stringContaining('call undone about rabies'),
        changes: [{ field: 'vaccinationCall.rabies', from: called?.calledAt, to: null }],
      },
    ]);
    expect(events[0]?.summary).toContain(noted.name);
  });

  it('the morning job’s note keeps its day when called, and a later run leaves the call as it is', async () => {
    const h = hotelFixtures(t.deps, manager);
    const dog = await h.dog();
    await v.record(dog.id, 'rabies', v.day(6));
    await h.booking(dog.id, 10, 14);
    // The job ran two mornings ago.
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000);
    expect(
      await noteVaccinationReminders(t.db.prisma, t.deps.env.timeZone, twoDaysAgo),
    ).toBeGreaterThanOrEqual(1);
    const input = { dog: dog.id, disease: 'rabies' as const, expiresOn: v.day(6), called: true };
    const called = await t.caller(reception).vaccinations.markCalled(input);
    expect(called).toEqual({
      notedOn: v.day(-2),
      calledAt: expect.any(String),
      calledBy: 'Test receptionist',
    });
    // This morning's run notes nothing new and keeps who called.
    await noteVaccinationReminders(t.db.prisma, t.deps.env.timeZone);
    const [row] = await dueOf(reception, [dog.id]);
    expect(row?.reminder).toEqual(called);
  });

  it('two desks marking the same item at once: one note, the first caller kept', async () => {
    const dog = await newDog();
    await v.record(dog.id, 'rabies', v.day(3));
    const input = { dog: dog.id, disease: 'rabies' as const, expiresOn: v.day(3), called: true };
    const answers = await Promise.all([
      t.caller(reception).vaccinations.markCalled(input),
      t.caller(other).vaccinations.markCalled(input),
    ]);
    const rows = await t.db.prisma.vaccinationReminder.findMany({
      where: { dogId: dog.id },
      select: { calledBy: true, calledByName: true, calledAt: true },
    });
    expect(rows).toHaveLength(1);
    const kept = rows[0];
    expect([reception.id, other.id]).toContain(kept?.calledBy);
    // Both desks are answered with the call that was kept, and only it wrote an event.
    expect(answers).toEqual([
      { notedOn: v.today(), calledAt: kept?.calledAt?.toISOString(), calledBy: kept?.calledByName },
      { notedOn: v.today(), calledAt: kept?.calledAt?.toISOString(), calledBy: kept?.calledByName },
    ]);
    expect((await callEvents(dog.id)).map((e) => e.actorId)).toEqual([kept?.calledBy]);

    // A later call by the other desk keeps the first caller too.
    const later = await t
      .caller(kept?.calledBy === reception.id ? other : reception)
      .vaccinations.markCalled(input);
    expect(later).toEqual(answers[0]);
  });

  describe('over REST', () => {
    const post = (body: unknown, token: string | null = reception.token) =>
      t.app.inject({
        method: 'POST',
        url: '/api/vaccinations/reminders/called',
        headers: token ? t.auth(token) : {},
        payload: body as object,
      });

    it('marks and undoes, answers the note; the due list shows it and filters with ?called=no', async () => {
      const dog = await newDog();
      await v.record(dog.id, 'rabies', v.day(-4));
      await note(dog.id, 'rabies', v.day(-4), 6);
      const res = await post({ dog: dog.id, disease: 'rabies', expiresOn: v.day(-4), called: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        notedOn: v.day(-6),
        calledAt: expect.any(String),
        calledBy: 'Test receptionist',
      });
      const list = async (query: string) =>
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/vaccinations/due${query}`,
            headers: t.auth(reception.token),
          })
        )
          .json()
          .filter((i: { dog: { _id: string } }) => i.dog._id === dog.id);
      expect(await list('?limit=200')).toEqual([
        {
          dog: { _id: dog.id, name: dog.name },
          disease: 'rabies',
          expiresOn: v.day(-4),
          owner: expect.objectContaining({ _id: expect.any(String), phone: expect.any(String) }),
          reminder: res.json(),
        },
      ]);
      expect(await list('?limit=200&called=no')).toEqual([]);
      const undo = await post({ dog: dog.id, disease: 'rabies', expiresOn: v.day(-4), called: false });
      expect(undo.statusCode).toBe(200);
      expect(undo.json()).toEqual({ notedOn: v.day(-6), calledAt: null, calledBy: null });
      expect(await list('?limit=200&called=no')).toHaveLength(1);
      const badFilter = await t.app.inject({
        method: 'GET',
        url: '/api/vaccinations/due?called=yes',
        headers: t.auth(reception.token),
      });
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.json().details).toEqual([expect.objectContaining({ path: 'called' })]);
    });

    it('404 for an item not on the due list of 90 days; 400 for bad input; 401 without a login', async () => {
      const dog = await newDog();
      await v.record(dog.id, 'rabies', v.day(200));
      await v.record(dog.id, 'dhppi-l', v.day(10));
      const notDue = [
        // Covered for long.
        { dog: dog.id, disease: 'rabies', expiresOn: v.day(200), called: true },
        // Not the dog's latest expiry.
        { dog: dog.id, disease: 'rabies', expiresOn: v.day(10), called: true },
        // Hepatitis: given with the polyvalent, but no service requires it.
        { dog: dog.id, disease: 'hepatitis', expiresOn: v.day(10), called: true },
        // No such dog, and not an id at all.
        {
          dog: '00000000-0000-4000-8000-000000000000',
          disease: 'rabies',
          expiresOn: v.day(10),
          called: true,
        },
        { dog: 'luna', disease: 'rabies', expiresOn: v.day(10), called: true },
      ];
      for (const body of notDue) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(404);
        expect(res.json().error).toContain('is not on the due list');
      }
      const ok = { dog: dog.id, disease: 'distemper', expiresOn: v.day(10), called: true };
      const bad: [Record<string, unknown>, string][] = [
        [{ ...ok, called: 'yes' }, 'called'],
        [{ ...ok, called: undefined }, 'called'],
        [{ ...ok, disease: 'flu' }, 'disease'],
        [{ ...ok, expiresOn: '2026-02-30' }, 'expiresOn'],
        [{ ...ok, expiresOn: undefined }, 'expiresOn'],
        [{ ...ok, dog: undefined }, 'dog'],
      ];
      for (const [body, path] of bad) {
        const res = await post(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().details).toEqual([expect.objectContaining({ path })]);
      }
      expect((await post(ok, null)).statusCode).toBe(401);
      // Nothing was written by any of them.
      expect(await t.db.prisma.vaccinationReminder.count({ where: { dogId: dog.id } })).toBe(0);
      expect((await post(ok)).statusCode).toBe(200);
    });
  });
});
