// REST /api/vet/appointments, exactly as docs/contract/rest-contract.md says: shapes (both names of the date
// and the reason), the aliases, `time` in the business zone, partial updates, every validation
// message with its 'Validation failed: ' prefix, each forbidden move as 409, the clinician rule
// as 403, delete, the lists. This file's server runs in Pacific/Auckland (UTC+13 in December), so
// a business day and its UTC day differ.
import { addDays, businessToday, zonedInstant } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { prismaRowReader } from '../../db/row-reader';
import { vetFixtures } from './vet.fixtures';
import { allAppointmentsRestJson } from './vet.stream';

const TZ = 'Pacific/Auckland';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const KEYS = [
  '_id',
  'dog',
  'appointmentDate',
  'date',
  'time',
  'cause',
  'reason',
  'status',
  'temperature',
  'weight',
  'findings',
  'recommendations',
  'vetNotes',
  'followUpRequired',
  'followUpDate',
  'createdBy',
  'updatedBy',
  'createdAt',
  'updatedAt',
].sort();

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('REST /api/vet/appointments', () => {
  let t: TestApp;
  let reception: User;
  let vetUser: User;
  let manager: User;
  let admin: User;
  let f: ReturnType<typeof vetFixtures>;
  let today: string;
  let day: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
    [reception, vetUser, manager, admin] = await Promise.all([
      t.userWithToken('receptionist'),
      t.userWithToken('vet'),
      t.userWithToken('manager'),
      t.userWithToken('admin'),
    ]);
    f = vetFixtures(t.deps, reception);
    today = businessToday(TZ);
    day = addDays(today, 3);
  });

  const call = (
    user: User | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: {
        ...(user ? t.auth(user.token) : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });

  /** A booked appointment (by the receptionist), as REST answered it. */
  const book = async (body: Record<string, unknown> = {}) => {
    const dog = await f.dog();
    const res = await call(reception, 'POST', '/api/vet/appointments', {
      dogId: dog.id,
      appointmentDate: day,
      time: '09:30',
      cause: 'Vaccines',
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return { dog, appointment: res.json() };
  };

  it('needs a token on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/vet/appointments'],
      ['GET', `/api/vet/appointments/dog/${UNKNOWN}`],
      ['GET', `/api/vet/appointments/${UNKNOWN}`],
      ['POST', '/api/vet/appointments'],
      ['PUT', `/api/vet/appointments/${UNKNOWN}`],
      ['DELETE', `/api/vet/appointments/${UNKNOWN}`],
    ] as const) {
      const res = await call(null, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('books (201) scheduled by default, in the contract shape with both names', async () => {
    const dog = await f.dog();
    const res = await call(reception, 'POST', '/api/vet/appointments', {
      dogId: dog.id,
      appointmentDate: day,
      time: '09:30',
      cause: '  Annual vaccines  ',
      ignored: 'unknown fields are ignored',
    });
    expect(res.statusCode).toBe(201);
    const a = res.json();
    expect(Object.keys(a).sort()).toEqual(KEYS);
    const instant = zonedInstant(TZ, day, 9 * 60 + 30).toISOString();
    expect(a).toMatchObject({
      dog: {
        _id: dog.id,
        name: dog.name,
        breed: dog.breed,
        owners: [{ _id: dog.owners[0]?.id, name: dog.owners[0]?.name, phone: dog.owners[0]?.phone }],
      },
      appointmentDate: instant,
      date: instant,
      time: '09:30',
      cause: 'Annual vaccines',
      reason: 'Annual vaccines',
      status: 'scheduled',
      temperature: null,
      weight: null,
      findings: null,
      recommendations: null,
      vetNotes: null,
      followUpRequired: false,
      followUpDate: null,
      createdBy: { _id: reception.id, username: reception.username },
      updatedBy: { _id: reception.id, username: reception.username },
    });
    expect(Object.keys(a.dog).sort()).toEqual(['_id', 'breed', 'name', 'owners']);
    const again = await call(reception, 'GET', `/api/vet/appointments/${a._id}`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(a);
  });

  it("ignores a vetId (the screens' field, not the contract's): the answer keeps the contract's keys, and a REST write keeps the vet", async () => {
    // Sent over REST, even a malformed vetId is an unknown field: booked, with no vet.
    const { appointment } = await book({ vetId: 'not-a-user' });
    expect(Object.keys(appointment).sort()).toEqual(KEYS);
    const stored = await t.deps.prisma.vetAppointment.findUniqueOrThrow({ where: { id: appointment._id } });
    expect(stored.vetId).toBeNull();
    // The vet given on the screens (tRPC) stays through a REST change that names another.
    await t.caller(reception).vet.update({ id: appointment._id, vetId: vetUser.id });
    const res = await call(reception, 'PUT', `/api/vet/appointments/${appointment._id}`, {
      cause: 'Vaccines and deworming',
      vetId: manager.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(KEYS);
    expect(res.json().cause).toBe('Vaccines and deworming');
    const after = await t.deps.prisma.vetAppointment.findUniqueOrThrow({ where: { id: appointment._id } });
    expect(after.vetId).toBe(vetUser.id);
    const read = await call(reception, 'GET', `/api/vet/appointments/${appointment._id}`);
    expect(Object.keys(read.json()).sort()).toEqual(KEYS);
  });

  it('takes the older names dog, date and reason, and a status', async () => {
    const dog = await f.dog();
    const res = await call(reception, 'POST', '/api/vet/appointments', {
      dog: dog.id,
      date: day,
      time: '16:05',
      reason: 'Limping, left hind leg',
      status: 'in-progress',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      dog: { _id: dog.id },
      time: '16:05',
      cause: 'Limping, left hind leg',
      reason: 'Limping, left hind leg',
      status: 'in-progress',
    });
  });

  it('reads `time` and answers it on the business clock, whatever the form of the date', async () => {
    const dog = await f.dog();
    const post = async (body: Record<string, unknown>) => {
      const res = await call(reception, 'POST', '/api/vet/appointments', {
        dogId: dog.id,
        cause: 'x',
        ...body,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { appointmentDate: string; time: string };
    };
    // A bare day without a time: the start of that day in Auckland.
    const bare = await post({ appointmentDate: day });
    expect(bare).toMatchObject({ appointmentDate: zonedInstant(TZ, day, 0).toISOString(), time: '00:00' });
    // A wall-clock date and time without a zone is read in Auckland.
    const local = await post({ appointmentDate: `${day}T18:45` });
    expect(local).toMatchObject({
      appointmentDate: zonedInstant(TZ, day, 18 * 60 + 45).toISOString(),
      time: '18:45',
    });
    // A full instant is kept; its time is shown in Auckland.
    const instant = zonedInstant(TZ, day, 7 * 60 + 15).toISOString();
    expect(await post({ appointmentDate: instant })).toMatchObject({
      appointmentDate: instant,
      time: '07:15',
    });
    // A full instant with `time`: that time on the instant's Auckland day.
    const moved = await post({ appointmentDate: instant, time: '11:00' });
    expect(moved).toMatchObject({ appointmentDate: zonedInstant(TZ, day, 660).toISOString(), time: '11:00' });
  });

  it('answers each booking message with the prefix (400), changing nothing', async () => {
    const dog = await f.dog();
    const cases: [Record<string, unknown>, string, string[]][] = [
      [
        {},
        'Validation failed: Please select a dog, Appointment date is required, Reason for appointment is required',
        ['dogId', 'appointmentDate', 'cause'],
      ],
      [
        { dogId: dog.id, appointmentDate: addDays(today, -1), cause: 'x' },
        'Validation failed: Appointment date cannot be before today',
        ['appointmentDate'],
      ],
      [
        { dogId: dog.id, date: 'next friday', time: '9h', reason: '   ' },
        'Validation failed: Appointment date must be a valid date (YYYY-MM-DD) or date and time, Time must be a valid time of day (HH:mm), Reason for appointment is required',
        ['appointmentDate', 'time', 'cause'],
      ],
      [
        { dogId: dog.id, appointmentDate: day, cause: 'x', status: 'done' },
        'Validation failed: Status must be scheduled, in-progress, completed or cancelled',
        ['status'],
      ],
      [
        { dogId: dog.id, appointmentDate: day, cause: 'x'.repeat(501) },
        'Validation failed: Reason must be 500 characters or less',
        ['cause'],
      ],
    ];
    for (const [body, error, paths] of cases) {
      const res = await call(reception, 'POST', '/api/vet/appointments', body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().details.map((d: { path: string }) => d.path)).toEqual(paths);
    }
    expect(await f.count(dog.id)).toBe(0);
    for (const body of [[], 'text', 42, { dogId: 7 }, { dog: ['a'] }, { appointmentDate: {} }]) {
      const res = await call(reception, 'POST', '/api/vet/appointments', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toMatch(/^Validation failed: /);
    }
  });

  it('answers 404 for an unknown or malformed dog', async () => {
    for (const id of [UNKNOWN, 'abc']) {
      const res = await call(reception, 'POST', '/api/vet/appointments', {
        dogId: id,
        appointmentDate: day,
        cause: 'x',
      });
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ error: 'Dog not found' });
    }
  });

  it('updates partially: only the status, only the reason, only the time, only the day', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const status = await call(reception, 'PUT', url, { status: 'in-progress' });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ status: 'in-progress', cause: 'Vaccines', time: '09:30' });
    const reason = await call(reception, 'PUT', url, { reason: ' Vaccines and deworming ' });
    expect(reason.json()).toMatchObject({ status: 'in-progress', cause: 'Vaccines and deworming' });
    const time = await call(reception, 'PUT', url, { time: '12:40' });
    expect(time.json()).toMatchObject({
      time: '12:40',
      appointmentDate: zonedInstant(TZ, day, 760).toISOString(),
    });
    // A new day without a time keeps the appointment's time.
    const next = addDays(day, 1);
    const moved = await call(reception, 'PUT', url, { date: next });
    expect(moved.json()).toMatchObject({
      time: '12:40',
      appointmentDate: zonedInstant(TZ, next, 760).toISOString(),
    });
    expect(moved.json().updatedBy).toEqual({ _id: reception.id, username: reception.username });
    const nothing = await call(reception, 'PUT', url, {});
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toEqual(moved.json());
  });

  it('saves an exam: numbers, trimmed texts, empty ones omitted, and completes it when no status is given', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const progress = await call(vetUser, 'PUT', url, {
      status: 'in-progress',
      temperature: 38.6,
      weight: '24.3',
      findings: '  Mild otitis, right ear  ',
      recommendations: '',
      vetNotes: 'Nervous',
    });
    expect(progress.statusCode).toBe(200);
    expect(progress.json()).toMatchObject({
      status: 'in-progress',
      temperature: 38.6,
      weight: 24.3,
      findings: 'Mild otitis, right ear',
      recommendations: null,
      vetNotes: 'Nervous',
      updatedBy: { _id: vetUser.id },
    });
    // The three booking checks are skipped for an exam save: a blank reason is left out.
    const done = await call(vetUser, 'PUT', url, {
      reason: '',
      recommendations: 'Drops twice a day for 7 days',
      vetNotes: null,
      followUpRequired: true,
      followUpDate: addDays(day, 21),
    });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      status: 'completed',
      cause: 'Vaccines',
      findings: 'Mild otitis, right ear',
      recommendations: 'Drops twice a day for 7 days',
      vetNotes: null,
      followUpRequired: true,
      followUpDate: addDays(day, 21),
    });
  });

  it('keeps the follow-up date only while follow-up is required', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const without = await call(vetUser, 'PUT', url, {
      status: 'in-progress',
      followUpRequired: false,
      followUpDate: addDays(day, 7),
    });
    expect(without.json()).toMatchObject({ followUpRequired: false, followUpDate: null });
    const withIt = await call(vetUser, 'PUT', url, {
      followUpRequired: true,
      followUpDate: addDays(day, 7),
      status: 'in-progress',
    });
    expect(withIt.json()).toMatchObject({ followUpRequired: true, followUpDate: addDays(day, 7) });
    const off = await call(vetUser, 'PUT', url, { followUpRequired: false, status: 'in-progress' });
    expect(off.json()).toMatchObject({ followUpRequired: false, followUpDate: null });
  });

  it('answers each exam message with the prefix (400), changing nothing', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const cases: [Record<string, unknown>, string][] = [
      [{ temperature: 31.9 }, 'Validation failed: Temperature must be between 32-43°C'],
      [{ temperature: 43.5 }, 'Validation failed: Temperature must be between 32-43°C'],
      [{ temperature: 38.55 }, 'Validation failed: Temperature must be given in steps of 0.1°C'],
      [{ weight: 0 }, 'Validation failed: Weight must be between 0.1-100 kg'],
      [{ weight: 120 }, 'Validation failed: Weight must be between 0.1-100 kg'],
      [{ followUpRequired: true }, 'Validation failed: Follow-up date is required when follow-up is needed'],
      [
        { followUpRequired: true, followUpDate: day },
        'Validation failed: Follow-up date must be after the appointment date',
      ],
      [
        { temperature: 50, weight: -1, followUpRequired: true },
        'Validation failed: Temperature must be between 32-43°C, Weight must be between 0.1-100 kg',
      ],
      [{ findings: 'x'.repeat(4001) }, 'Validation failed: Findings must be 4000 characters or less'],
      [{ followUpRequired: 'maybe' }, 'Validation failed: Follow-up required must be true or false'],
      [
        { status: 'in-progress', date: addDays(today, -2) },
        'Validation failed: Appointment date cannot be before today',
      ],
      [{ dogId: '' }, 'Validation failed: Please select a dog'],
    ];
    for (const [body, error] of cases) {
      const res = await call(vetUser, 'PUT', url, body);
      expect(res.statusCode, error).toBe(400);
      expect(res.json().error).toBe(error);
      expect(res.json().details.length).toBeGreaterThan(0);
    }
    const after = await call(vetUser, 'GET', url);
    expect(after.json()).toEqual(appointment);
  });

  it('refuses every change of a completed or cancelled appointment and a move back to scheduled (409)', async () => {
    const { appointment: done } = await book();
    await call(vetUser, 'PUT', `/api/vet/appointments/${done._id}`, { temperature: 38.2 });
    for (const body of [
      { status: 'scheduled' },
      { status: 'cancelled' },
      { cause: 'x' },
      { temperature: 38 },
      {},
    ]) {
      const res = await call(vetUser, 'PUT', `/api/vet/appointments/${done._id}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json()).toEqual({ error: 'A completed appointment can no longer be changed' });
    }
    const { appointment: cancelled } = await book();
    const cancel = await call(reception, 'PUT', `/api/vet/appointments/${cancelled._id}`, {
      status: 'cancelled',
    });
    expect(cancel.json().status).toBe('cancelled');
    for (const body of [{ status: 'scheduled' }, { status: 'in-progress' }, { time: '10:00' }]) {
      const res = await call(reception, 'PUT', `/api/vet/appointments/${cancelled._id}`, body);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ error: 'A cancelled appointment can no longer be changed' });
    }
    const { appointment: started } = await book({ status: 'in-progress' });
    // Exam data saved: in progress can no longer go back to scheduled, not even by a vet (the
    // desk is refused earlier, 403: only a clinician undoes an examined appointment).
    const progress = await call(vetUser, 'PUT', `/api/vet/appointments/${started._id}`, {
      status: 'in-progress',
      temperature: 38.4,
    });
    expect(progress.statusCode).toBe(200);
    const back = await call(vetUser, 'PUT', `/api/vet/appointments/${started._id}`, {
      status: 'scheduled',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ error: 'An appointment in progress cannot go back to scheduled' });
  });

  it('sends an appointment in progress with no exam data back to scheduled (then Delete works)', async () => {
    const { appointment: started } = await book({ status: 'in-progress' });
    const url = `/api/vet/appointments/${started._id}`;
    const back = await call(reception, 'PUT', url, { status: 'scheduled' });
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'scheduled', temperature: null, findings: null });
    // Saving the same body with exam data in it is refused: that is exam data now.
    const again = await call(reception, 'PUT', url, { status: 'in-progress' });
    expect(again.json().status).toBe('in-progress');
    const withExam = await call(vetUser, 'PUT', url, { status: 'scheduled', weight: 12 });
    expect(withExam.statusCode).toBe(409);
    expect((await call(vetUser, 'GET', url)).json()).toMatchObject({ status: 'in-progress', weight: null });
    await call(reception, 'PUT', url, { status: 'scheduled' });
    const removed = await call(reception, 'DELETE', url);
    expect(removed.statusCode).toBe(200);
  });

  it('lets only a vet, an admin or a manager write exam fields or complete (403 otherwise, nothing changed)', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const refusal = {
      error: 'Only a vet, an admin or a manager can record an examination or complete an appointment',
    };
    for (const body of [
      { temperature: 38.5 },
      { findings: 'Fine' },
      { followUpRequired: true },
      { recommendations: 'Rest', temperature: null },
      { status: 'completed' },
      { status: 'in-progress', vetNotes: 'x' },
    ]) {
      const res = await call(reception, 'PUT', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
      expect(res.json()).toEqual(refusal);
    }
    const created = await call(reception, 'POST', '/api/vet/appointments', {
      dogId: appointment.dog._id,
      appointmentDate: day,
      cause: 'x',
      status: 'completed',
    });
    expect(created.statusCode).toBe(403);
    expect((await call(reception, 'GET', url)).json()).toEqual(appointment);
    // The whole appointment sent back with a new time: its blank exam fields are not an exam save.
    const whole = await call(reception, 'PUT', url, { ...appointment, time: '11:45' });
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json()).toMatchObject({
      status: 'scheduled',
      time: '11:45',
      temperature: null,
      findings: null,
    });
    // Booking, rescheduling, starting and cancelling are for everybody.
    expect((await call(reception, 'PUT', url, { time: '10:15', status: 'in-progress' })).statusCode).toBe(
      200,
    );
    for (const [user, body] of [
      [manager, { weight: 12.5, status: 'in-progress' }],
      [admin, { temperature: 38.1, status: 'in-progress' }],
      [vetUser, { status: 'completed' }],
    ] as const) {
      const res = await call(user, 'PUT', url, body);
      expect(res.statusCode, user.role).toBe(200);
    }
  });

  it('lets the desk send back an appointment with the exam a vet saved, to move it; a changed exam field is still 403', async () => {
    const { appointment } = await book();
    const url = `/api/vet/appointments/${appointment._id}`;
    const exam = {
      status: 'in-progress',
      temperature: 38.4,
      weight: 21.3,
      findings: 'Mild otitis',
      recommendations: 'Drops twice a day',
      vetNotes: 'Calm',
      followUpRequired: true,
      followUpDate: addDays(day, 21),
    };
    const saved = await call(vetUser, 'PUT', url, exam);
    expect(saved.statusCode, saved.body).toBe(200);
    // Everything back as GET answered it, with a new time: a booking change, not an exam write.
    const moved = await call(reception, 'PUT', url, { ...(saved.json() as object), time: '15:30' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ ...exam, time: '15:30' });
    // Text sent back with spaces around it is the same text.
    const spaced = await call(reception, 'PUT', url, { findings: '  Mild otitis ', time: '15:45' });
    expect(spaced.statusCode, spaced.body).toBe(200);
    for (const change of [
      { temperature: 39 },
      { findings: 'Otitis externa' },
      { followUpDate: addDays(day, 22) },
    ]) {
      const res = await call(reception, 'PUT', url, { ...(moved.json() as object), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
    }
    expect((await call(reception, 'GET', url)).json()).toMatchObject({ ...exam, time: '15:45' });
  });

  describe('an appointment with exam data stays on its dog, and only a clinician undoes it', () => {
    const dogLocked = { error: 'The dog of an appointment with an examination cannot be changed' };
    const clinicianOnly = {
      error:
        'Only a vet, an admin or a manager can cancel, reschedule or delete an appointment with an examination',
    };
    /** A scheduled appointment on which a vet saved findings (kept scheduled, as a vet may). */
    const examined = async () => {
      const { dog, appointment } = await book();
      const url = `/api/vet/appointments/${appointment._id}`;
      const saved = await call(vetUser, 'PUT', url, {
        status: 'scheduled',
        findings: 'Hairline fracture, left foreleg',
        weight: 21.4,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        status: 'scheduled',
        findings: 'Hairline fracture, left foreleg',
      });
      return { dog, url, before: saved.json() };
    };

    it("refuses anyone's change of dog (409), a receptionist's cancel and delete (403); nothing changes", async () => {
      const { url, before } = await examined();
      const other = await f.dog();
      for (const user of [reception, vetUser, admin]) {
        for (const body of [{ dogId: other.id }, { dog: other.id }, { ...before, dog: { _id: other.id } }]) {
          const moved = await call(user, 'PUT', url, body);
          expect(moved.statusCode, `${user.role} ${JSON.stringify(body)}`).toBe(409);
          expect(moved.json()).toEqual(dogLocked);
        }
      }
      const cancel = await call(reception, 'PUT', url, { status: 'cancelled' });
      expect(cancel.statusCode).toBe(403);
      expect(cancel.json()).toEqual(clinicianOnly);
      const remove = await call(reception, 'DELETE', url);
      expect(remove.statusCode).toBe(403);
      expect(remove.json()).toEqual(clinicianOnly);
      for (const role of ['employee', 'groomer'] as const) {
        const someone = await t.userWithToken(role);
        expect((await call(someone, 'PUT', url, { status: 'cancelled' })).statusCode, role).toBe(403);
        expect((await call(someone, 'DELETE', url)).statusCode, role).toBe(403);
      }
      // The other dog has no appointment; this one is as the vet left it.
      expect((await call(reception, 'GET', `/api/vet/appointments/dog/${other.id}`)).json()).toEqual([]);
      expect((await call(reception, 'GET', url)).json()).toEqual(before);
      // The desk still moves its time.
      const moved = await call(reception, 'PUT', url, { time: '16:00' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ time: '16:00', findings: before.findings, dog: before.dog });
    });

    it('an appointment in progress with findings: the desk cannot set it back (403), nobody can (409)', async () => {
      const { url } = await examined();
      expect((await call(vetUser, 'PUT', url, { status: 'in-progress', temperature: 38.6 })).statusCode).toBe(
        200,
      );
      const back = await call(reception, 'PUT', url, { status: 'scheduled' });
      expect(back.statusCode).toBe(403);
      expect(back.json()).toEqual(clinicianOnly);
      expect((await call(vetUser, 'PUT', url, { status: 'scheduled' })).statusCode).toBe(409);
      const cancel = await call(reception, 'PUT', url, { status: 'cancelled' });
      expect(cancel.statusCode).toBe(403);
      expect((await call(reception, 'GET', url)).json()).toMatchObject({
        status: 'in-progress',
        temperature: 38.6,
      });
    });

    it('a vet (or an admin or manager) still cancels and deletes it', async () => {
      const first = await examined();
      const cancelled = await call(vetUser, 'PUT', first.url, { status: 'cancelled' });
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json()).toMatchObject({ status: 'cancelled', findings: first.before.findings });
      for (const user of [vetUser, manager, admin]) {
        const { url } = await examined();
        const removed = await call(user, 'DELETE', url);
        expect(removed.statusCode, user.role).toBe(200);
        expect((await call(user, 'GET', url)).statusCode).toBe(404);
      }
    });

    it('a follow-up asked for counts as exam data; without any, the desk moves and deletes as before', async () => {
      const { appointment } = await book();
      const url = `/api/vet/appointments/${appointment._id}`;
      await call(vetUser, 'PUT', url, {
        status: 'scheduled',
        followUpRequired: true,
        followUpDate: addDays(day, 14),
      });
      expect((await call(reception, 'DELETE', url)).statusCode).toBe(403);
      const plain = await book();
      const other = await f.dog();
      const plainUrl = `/api/vet/appointments/${plain.appointment._id}`;
      const moved = await call(reception, 'PUT', plainUrl, { dogId: other.id });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().dog._id).toBe(other.id);
      expect((await call(reception, 'DELETE', plainUrl)).statusCode).toBe(200);
    });
  });

  it('deletes a scheduled appointment (200 with message and _id); otherwise 409; unknown 404', async () => {
    const { appointment } = await book();
    const res = await call(reception, 'DELETE', `/api/vet/appointments/${appointment._id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Appointment deleted successfully!', _id: appointment._id });
    expect((await call(reception, 'GET', `/api/vet/appointments/${appointment._id}`)).statusCode).toBe(404);
    expect((await call(reception, 'DELETE', `/api/vet/appointments/${appointment._id}`)).statusCode).toBe(
      404,
    );
    for (const status of ['in-progress', 'completed', 'cancelled'] as const) {
      const user = status === 'completed' ? vetUser : reception;
      const { appointment: other } = await book(status === 'in-progress' ? { status } : {});
      if (status !== 'in-progress') await call(user, 'PUT', `/api/vet/appointments/${other._id}`, { status });
      const refused = await call(reception, 'DELETE', `/api/vet/appointments/${other._id}`);
      expect(refused.statusCode, status).toBe(409);
      expect(refused.json()).toEqual({ error: 'Only a scheduled appointment can be deleted' });
    }
    for (const id of [UNKNOWN, 'nope']) {
      const res = await call(reception, 'DELETE', `/api/vet/appointments/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Appointment not found' });
    }
    expect(
      (await call(reception, 'PUT', `/api/vet/appointments/${UNKNOWN}`, { status: 'cancelled' })).statusCode,
    ).toBe(404);
  });

  it("lists every appointment by date, and a dog's, each equal to GET /{id}", async () => {
    const { dog, appointment: later } = await book({ time: '17:00' });
    const earlier = (
      await call(reception, 'POST', '/api/vet/appointments', {
        dog: dog.id,
        date: day,
        time: '08:00',
        reason: 'Blood test',
      })
    ).json();
    const old = await f.appointment(dog.id, {
      at: zonedInstant(TZ, addDays(today, -40), 600),
      status: 'completed',
      findings: 'Healthy',
    });
    const mine = await call(reception, 'GET', `/api/vet/appointments/dog/${dog.id}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().map((a: { _id: string }) => a._id)).toEqual([old, earlier._id, later._id]);
    expect(mine.json()[1]).toEqual(earlier);
    for (const id of [UNKNOWN, 'x']) {
      const res = await call(reception, 'GET', `/api/vet/appointments/dog/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Dog not found' });
    }
    const empty = await f.dog();
    expect((await call(reception, 'GET', `/api/vet/appointments/dog/${empty.id}`)).json()).toEqual([]);

    const all = await call(reception, 'GET', '/api/vet/appointments');
    expect(all.statusCode).toBe(200);
    const list = all.json() as { _id: string; appointmentDate: string }[];
    expect(list.length).toBe(await t.deps.prisma.vetAppointment.count());
    const dates = list.map((a) => a.appointmentDate);
    expect([...dates].sort()).toEqual(dates);
    expect(list.map((a) => a._id)).toEqual(expect.arrayContaining([old, earlier._id, later._id]));
    for (const a of list) {
      expect(a).toEqual((await call(reception, 'GET', `/api/vet/appointments/${a._id}`)).json());
    }
  });

  it('streams the full list in batches by keyset, ties at one instant kept in id order', async () => {
    const dog = await f.dog();
    const at = zonedInstant(TZ, addDays(today, 9), 600);
    for (let i = 0; i < 5; i++) await f.appointment(dog.id, { at, cause: `Same time ${i}` });
    const expected = (await call(reception, 'GET', '/api/vet/appointments')).json() as { _id: string }[];
    // Through pg (as the server reads it) and through Prisma (without a database URL).
    for (const reader of [undefined, prismaRowReader(t.deps.prisma)]) {
      for (const batch of [1, 2, 3, 7]) {
        const parts: string[] = [];
        for await (const part of allAppointmentsRestJson(f.vet(), batch, reader)) parts.push(part);
        expect(parts.length, `batch ${batch}`).toBe(Math.ceil(expected.length / batch));
        expect(JSON.parse(`[${parts.join(',')}]`), `batch ${batch}`).toEqual(expected);
      }
    }
  });
});
