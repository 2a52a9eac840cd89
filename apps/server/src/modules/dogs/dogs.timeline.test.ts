// The dog timeline (the details modal's Timeline tab) through both APIs: every service's
// entries with their details, one newest-first order, keyset paging across kinds (ties included),
// the chart's measurements from the three sources, and REST's shape, 404, 400 and 401. Every
// REST answer here is also checked against /api/openapi.json (helpers/openapi-guard.ts).
import {
  addDays,
  businessToday,
  compareTimeline,
  TIMELINE_KINDS,
  type TTimelineEntry,
} from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { fixtures } from './dogs.fixtures';

const MISSING = '00000000-0000-4000-8000-00000000dead';

describe('the dog timeline', () => {
  let t: TestApp;
  let desk: TestCaller;
  let vet: TestCaller;
  let token: string;
  let f: ReturnType<typeof fixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp();
    const reception = await t.userWithToken('receptionist');
    const vetUser = await t.userWithToken('vet');
    desk = t.caller(reception);
    vet = t.caller(vetUser);
    token = reception.token;
    f = fixtures(t.deps, reception);
    today = businessToday(t.deps.env.timeZone);
  });

  /** Every page of a dog's timeline over tRPC, `limit` at a time. */
  async function walk(dogId: string, limit: number): Promise<TTimelineEntry[][]> {
    const pages: TTimelineEntry[][] = [];
    let cursor: string | null = null;
    do {
      const page = await desk.dogs.timeline({ dogId, cursor, limit });
      pages.push(page.entries);
      cursor = page.nextCursor;
      if (pages.length > 500) throw new Error('the walk does not end');
    } while (cursor !== null);
    return pages;
  }

  const newDog = async () => {
    const owner = await f.owner();
    return desk.dogs.create({ name: 'Luna', breed: 'Beagle', age: 3, weight: 12, owners: [owner.id] });
  };

  it('shows every service with its details, newest first, and the chart from all three sources', async () => {
    const dog = await newDog();
    await desk.dogs.update({
      id: dog.id,
      name: 'Luna',
      breed: 'Beagle',
      age: 3,
      weight: 12.5,
      owners: dog.owners.map((o) => o.id),
    });

    // Daycare: here this morning and gone home.
    const visit = await desk.daycare.visits.checkIn({ dog: dog.id, notes: 'Brought her blanket' });
    await desk.daycare.visits.checkOut({ id: visit.id });
    // Hotel: a walk-in with its arrival check, checked out with its departure check (the same
    // day: an early check-out, so the stay ends tomorrow, one night).
    const stay = await desk.hotel.create({
      dog: dog.id,
      checkIn: today,
      checkOut: addDays(today, 2),
      status: 'checked-in',
      vetCheckIn: { weight: 12.4, temperature: 38.6, notes: 'Calm', checkedBy: 'Marta' },
    });
    await desk.hotel.checkOut({
      id: stay.id,
      vetCheckOut: { weight: 12.1, temperature: 38.4, notes: null, checkedBy: 'Marta' },
    });
    // Vet: booked by the desk, examined and completed by the vet.
    const appointment = await desk.vet.create({
      dogId: dog.id,
      appointmentDate: addDays(today, 3),
      time: '10:30',
      cause: 'Limping',
    });
    await vet.vet.saveExam({
      id: appointment.id,
      temperature: 39.1,
      weight: 12.3,
      findings: 'Sprained paw',
      recommendations: 'Rest for a week',
      followUpRequired: true,
      followUpDate: addDays(today, 10),
    });
    // Grooming: started and completed (its weight is a measurement); a scheduled one is not.
    // Today's last minute: Start waits for the booking's day, and it stays after today's visits.
    const groomed = await desk.grooming.create({
      dog: dog.id,
      ownerPhone: '600 123 456',
      weight: 12.6,
      appointmentDate: `${today}T23:59`,
      groomingServices: ['bath', 'nail-trim'],
      notes: 'Sensitive ears',
    });
    await desk.grooming.setStatus({ id: groomed.id, status: 'in-progress' });
    await desk.grooming.setStatus({ id: groomed.id, status: 'completed' });
    const scheduled = await desk.grooming.create({
      dog: dog.id,
      ownerPhone: '600 123 456',
      weight: 30,
      appointmentDate: `${addDays(today, 5)}T11:00`,
      groomingServices: ['bath'],
    });

    const { entries, nextCursor } = await desk.dogs.timeline({ dogId: dog.id });
    expect(nextCursor).toBeNull();
    expect([...entries].sort(compareTimeline)).toEqual(entries);
    expect(entries.map((e) => e.kind).sort()).toEqual([
      'daycare',
      'grooming',
      'grooming',
      'hotel',
      'record',
      'record',
      'vet',
    ]);
    // The future first: the scheduled grooming in 5 days, the vet in 3, the grooming tonight.
    expect(entries.slice(0, 3).map((e) => e.id)).toEqual([scheduled.id, appointment.id, groomed.id]);

    const byKind = <K extends TTimelineEntry['kind']>(kind: K) =>
      entries.filter((e): e is Extract<TTimelineEntry, { kind: K }> => e.kind === kind);
    expect(byKind('daycare')[0]).toMatchObject({
      id: visit.id,
      date: today,
      status: 'completed',
      notes: 'Brought her blanket',
      createdBy: { username: expect.stringMatching(/^receptionist_/) },
    });
    expect(byKind('hotel')[0]).toMatchObject({
      id: stay.id,
      status: 'checked-out',
      checkInDay: today,
      checkOutDay: addDays(today, 1),
      nights: 1,
      vetCheckIn: { weight: 12.4, temperature: 38.6, notes: 'Calm', checkedBy: 'Marta' },
      vetCheckOut: { weight: 12.1, temperature: 38.4, checkedBy: 'Marta' },
    });
    expect(byKind('vet')[0]).toMatchObject({
      id: appointment.id,
      status: 'completed',
      day: addDays(today, 3),
      time: '10:30',
      cause: 'Limping',
      temperature: 39.1,
      weight: 12.3,
      findings: 'Sprained paw',
      recommendations: 'Rest for a week',
      followUpRequired: true,
      followUpDate: addDays(today, 10),
      updatedBy: { username: expect.stringMatching(/^vet_/) },
    });
    expect(byKind('grooming').find((g) => g.id === groomed.id)).toMatchObject({
      status: 'completed',
      groomingServices: ['bath', 'nail-trim'],
      weight: 12.6,
      notes: 'Sensitive ears',
      completedAt: expect.any(String),
    });
    expect(byKind('record').map((r) => [r.action, r.changes])).toEqual([
      ['updated', [{ field: 'weight', from: 12, to: 12.5 }]],
      ['created', []],
    ]);

    const { points } = await desk.dogs.measurements({ id: dog.id });
    expect(points.map((p) => [p.source, p.weightKg, p.temperatureC])).toEqual(
      expect.arrayContaining([
        ['hotel-check-in', 12.4, 38.6],
        ['hotel-check-out', 12.1, 38.4],
        ['vet', 12.3, 39.1],
        ['grooming', 12.6, null],
      ]),
    );
    expect(points).toHaveLength(4);
    expect(points.map((p) => Date.parse(p.at))).toEqual(
      points.map((p) => Date.parse(p.at)).sort((a, b) => a - b),
    );
    expect(points.find((p) => p.source === 'vet')?.entryId).toBe(appointment.id);
  });

  it('pages across kinds with no entry lost or repeated, ties broken the same way on every page', async () => {
    const dog = await newDog();
    const p = t.db.prisma;
    // Three instants, each shared by several entries of several kinds (and several of one kind).
    const instants = ['2026-03-01T09:00:00.000Z', '2026-03-01T09:00:00.001Z', '2026-02-01T09:00:00.000Z'];
    for (const [i, at] of instants.entries()) {
      const when = new Date(at);
      for (let n = 0; n < 3; n++) {
        await p.daycareVisit.create({
          data: {
            dogId: dog.id,
            date: new Date(`${at.slice(0, 10)}T00:00:00Z`),
            checkInTime: when,
            checkOutTime: new Date(when.getTime() + 3_600_000),
          },
        });
        // One stay kept, the others cancelled: a dog's stays may only overlap when cancelled.
        await p.hotelBooking.create({
          data: {
            dogId: dog.id,
            checkIn: when,
            checkOut: new Date(when.getTime() + 86_400_000),
            status: n === 0 && i === 0 ? 'checked_out' : 'cancelled',
          },
        });
        await p.vetAppointment.create({
          data: { dogId: dog.id, appointmentDate: when, cause: `Check ${n}`, status: 'completed' },
        });
        await p.groomingBooking.create({
          data: {
            dogId: dog.id,
            appointmentDate: when,
            durationMinutes: 60,
            ownerPhone: '600',
            groomingServices: ['bath'],
          },
        });
        // The record's history is the dog's audit events (the view dog_record_changes).
        await p.auditEvent.create({
          data: {
            entity: 'dog',
            entityId: dog.id,
            action: 'update',
            summary: 'Changed dog: weight',
            changes: [{ field: 'weight', from: n, to: n + 1 }],
            at: when,
          },
        });
      }
    }
    // Plus a pending daycare visit: placed at the start of its business day.
    const pendingDay = addDays(today, 30);
    const pending = await desk.daycare.visits.checkIn({ dog: dog.id, date: pendingDay, checkInTime: null });

    const everything = (await desk.dogs.timeline({ dogId: dog.id, limit: 50 })).entries;
    expect(everything).toHaveLength(3 * 3 * 5 + 2); // + the pending visit and the record's creation
    const expected = [...everything].sort(compareTimeline);
    expect(everything.map((e) => e.id)).toEqual(expected.map((e) => e.id));
    expect(everything[0]).toMatchObject({
      id: pending.id,
      kind: 'daycare',
      status: 'pending',
      date: pendingDay,
    });
    // Within an instant: record, grooming, vet, hotel, daycare, each by id descending.
    const tied = everything.filter((e) => e.at === instants[0]);
    expect(tied.map((e) => e.kind)).toEqual(
      [...TIMELINE_KINDS].reverse().flatMap((kind) => [kind, kind, kind]),
    );

    for (const limit of [1, 2, 4, 7, 15]) {
      const pages = await walk(dog.id, limit);
      expect(
        pages.flat().map((e) => e.id),
        `limit ${limit}`,
      ).toEqual(expected.map((e) => e.id));
      expect(pages.slice(0, -1).every((page) => page.length === limit)).toBe(true);
    }
  });

  it('reads a page of a dog with hundreds of records from each service a page at a time', async () => {
    const dog = await newDog();
    const start = Date.parse('2025-01-01T09:00:00.000Z');
    const rows = Array.from({ length: 300 }, (_, i) => new Date(start + i * 86_400_000));
    await t.db.prisma.vetAppointment.createMany({
      data: rows.map((when, i) => ({
        dogId: dog.id,
        appointmentDate: when,
        cause: `Visit ${i}`,
        status: 'completed' as const,
        weight: 10 + (i % 5),
      })),
    });
    await t.db.prisma.groomingBooking.createMany({
      data: rows.map((when) => ({
        dogId: dog.id,
        appointmentDate: new Date(when.getTime() + 3_600_000),
        durationMinutes: 60,
        ownerPhone: '600',
        groomingServices: ['bath' as const],
        weight: 11,
        status: 'completed' as const,
        completedAt: when,
      })),
    });
    const first = await desk.dogs.timeline({ dogId: dog.id, limit: 10 });
    expect(first.entries).toHaveLength(10);
    expect(first.entries[0]).toMatchObject({ kind: 'record', action: 'created' });
    const second = await desk.dogs.timeline({ dogId: dog.id, limit: 10, cursor: first.nextCursor });
    // The first page: the record's creation, then the newest nine (grooming an hour after each vet visit).
    expect(second.entries.map((e) => e.kind)).toEqual([
      'vet',
      'grooming',
      'vet',
      'grooming',
      'vet',
      'grooming',
      'vet',
      'grooming',
      'vet',
      'grooming',
    ]);
    expect(new Set([...first.entries, ...second.entries].map((e) => e.id)).size).toBe(20);
    const { points } = await desk.dogs.measurements({ id: dog.id });
    expect(points).toHaveLength(600);
    expect(points[0]).toMatchObject({ source: 'vet', weightKg: 10 });
  });

  it('answers an empty first page for a dog with nothing but its record', async () => {
    const dog = await newDog();
    const page = await desk.dogs.timeline({ dogId: dog.id });
    expect(page.entries.map((e) => e.kind)).toEqual(['record']);
    expect(page.nextCursor).toBeNull();
    expect((await desk.dogs.measurements({ id: dog.id })).points).toEqual([]);
  });

  it('refuses an unknown dog (404), a bad cursor or limit (400) and nobody logged in (401) over tRPC', async () => {
    await expect(desk.dogs.timeline({ dogId: MISSING })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(desk.dogs.timeline({ dogId: 'nope' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(desk.dogs.measurements({ id: MISSING })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const dog = await newDog();
    await expect(desk.dogs.timeline({ dogId: dog.id, cursor: 'garbage' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'The timeline cursor is not valid: use the nextCursor of a previous page',
    });
    await expect(desk.dogs.timeline({ dogId: dog.id, limit: 51 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(t.caller(null).dogs.timeline({ dogId: dog.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(t.caller(null).dogs.measurements({ id: dog.id })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  describe('GET /api/dogs/{id}/timeline', () => {
    const get = (url: string, auth = true) =>
      t.app.inject({ method: 'GET', url, headers: auth ? t.auth(token) : {} });

    it('answers a page with `_id`s and ISO dates; the first page also carries the measurements', async () => {
      const dog = await newDog();
      const stay = await desk.hotel.create({
        dog: dog.id,
        checkIn: today,
        checkOut: addDays(today, 1),
        status: 'checked-in',
        vetCheckIn: { weight: 12.4, temperature: 38.6, notes: null, checkedBy: 'Marta' },
      });
      await desk.dogs.update({
        id: dog.id,
        name: 'Luna',
        breed: 'Beagle mix',
        age: 3,
        weight: 12,
        owners: dog.owners.map((o) => o.id),
      });

      const first = await get(`/api/dogs/${dog.id}/timeline?limit=2`);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      // The record's edit and creation come first: the stay is placed at its check-in day's start.
      expect(body.entries.map((e: { kind: string; action?: string }) => [e.kind, e.action])).toEqual([
        ['record', 'updated'],
        ['record', 'created'],
      ]);
      expect(body.entries[0]).not.toHaveProperty('id');
      expect(body.entries[0]).toMatchObject({ _id: expect.any(String), at: expect.stringMatching(/Z$/) });
      expect(body.entries[0].changes).toEqual([{ field: 'breed', from: 'Beagle', to: 'Beagle mix' }]);
      expect(body.measurements).toEqual([
        {
          at: expect.stringMatching(/Z$/),
          weightKg: 12.4,
          temperatureC: 38.6,
          source: 'hotel-check-in',
          entryId: stay.id,
        },
      ]);
      expect(typeof body.nextCursor).toBe('string');

      const second = (
        await get(`/api/dogs/${dog.id}/timeline?limit=2&cursor=${encodeURIComponent(body.nextCursor)}`)
      ).json();
      expect(second).not.toHaveProperty('measurements');
      expect(second.entries).toHaveLength(1);
      expect(second.entries[0]).toMatchObject({
        kind: 'hotel',
        _id: stay.id,
        checkIn: expect.stringMatching(/Z$/),
        vetCheckIn: { weight: 12.4, temperature: 38.6, checkedBy: 'Marta' },
      });
      expect(second.nextCursor).toBeNull();
    });

    it('answers 404 for an unknown or malformed dog, 400 for a bad cursor or limit, 401 without a login', async () => {
      const dog = await newDog();
      expect((await get(`/api/dogs/${MISSING}/timeline`)).json()).toEqual({ error: 'Dog not found' });
      expect((await get(`/api/dogs/${MISSING}/timeline`)).statusCode).toBe(404);
      expect((await get('/api/dogs/not-an-id/timeline')).statusCode).toBe(404);
      const badCursor = await get(`/api/dogs/${dog.id}/timeline?cursor=nope`);
      expect(badCursor.statusCode).toBe(400);
      expect(badCursor.json().error).toBe(
        'The timeline cursor is not valid: use the nextCursor of a previous page',
      );
      for (const limit of ['0', '51', 'many']) {
        const res = await get(`/api/dogs/${dog.id}/timeline?limit=${limit}`);
        expect(res.statusCode, limit).toBe(400);
        expect(res.json().error).toBe('Limit must be a whole number from 1 to 50');
      }
      const anonymous = await get(`/api/dogs/${dog.id}/timeline`, false);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toHaveProperty('error');
    });
  });
});
