// The vet procedures as the web app calls them: the Appointments List (search by dog, owner or
// reason; status filter; agenda order; pages), one appointment, a dog's, the day's part, the
// writes with their messages (prefixed here too), the clinician rule, and the warning when the
// same dog is booked twice for the same reason on the same day.
import { addDays, businessToday, type TRole, zonedInstant } from '@pawdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestCaller } from '../../../test/helpers/app';
import { appRouter } from '../../app-router';
import { createContextInner } from '../../trpc/context';
import { createCallerFactory } from '../../trpc/trpc';
import { captureLog, uniqueWord, vetFixtures } from './vet.fixtures';
import { vetOverview } from './vet.overview';
import { listAppointments } from './vet.reads';
import { createAppointment, updateAppointment } from './vet.writes';

const TZ = 'Europe/Madrid';

describe('tRPC vet', () => {
  let t: TestApp;
  let reception: Awaited<ReturnType<TestApp['userWithToken']>>;
  let vetUser: Awaited<ReturnType<TestApp['userWithToken']>>;
  let asReception: TestCaller;
  let asVet: TestCaller;
  let f: ReturnType<typeof vetFixtures>;
  let today: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: TZ } });
    reception = await t.userWithToken('receptionist');
    vetUser = await t.userWithToken('vet');
    asReception = t.caller(reception);
    asVet = t.caller(vetUser);
    f = vetFixtures(t.deps, reception);
    today = businessToday(TZ);
  });

  const book = async (dogId: string, body: { day?: string; time?: string; cause?: string } = {}) =>
    asReception.vet.create({
      dogId,
      appointmentDate: body.day ?? addDays(today, 2),
      time: body.time ?? '10:00',
      cause: body.cause ?? 'Vaccines',
    });

  it('needs a logged-in user', async () => {
    const nobody = t.caller(null);
    await expect(nobody.vet.list({})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(nobody.vet.create({ dogId: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(nobody.vet.saveExam({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('books, reads back by id and by dog, with the business day and time', async () => {
    const dog = await f.dog();
    const day = addDays(today, 1);
    const a = await book(dog.id, { day, time: '09:30', cause: ' Vaccines ' });
    expect(a).toMatchObject({
      dog: { id: dog.id, name: dog.name },
      day,
      time: '09:30',
      appointmentDate: zonedInstant(TZ, day, 570).toISOString(),
      cause: 'Vaccines',
      reason: 'Vaccines',
      status: 'scheduled',
      createdBy: { id: reception.id },
    });
    expect(await asReception.vet.byId({ id: a.id })).toEqual(a);
    expect(await asReception.vet.byDog({ dogId: dog.id })).toEqual([a]);
    await expect(asReception.vet.byId({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Appointment not found',
    });
  });

  it("prefixes every validation message, the input's own included, and names each field", async () => {
    const error = await asReception.vet.create({}).catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message:
        'Validation failed: Please select a dog, Appointment date is required, Reason for appointment is required',
    });
    // The web reads the details' keys, not the English text.
    const data = await t.app.inject({
      method: 'POST',
      url: '/trpc/vet.create',
      headers: { ...t.auth(reception.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ dogId: '', appointmentDate: addDays(today, -1), cause: 'x' }),
    });
    const body = data.json();
    expect(body.error.message).toBe('Validation failed: Please select a dog');
    expect(body.error.data.details).toEqual([
      { path: 'dogId', message: 'Please select a dog', key: 'vet.dogRequired' },
    ]);
    const dog = await f.dog();
    await expect(
      asReception.vet.create({ dogId: dog.id, appointmentDate: addDays(today, -1), cause: 'x' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation failed: Appointment date cannot be before today',
    });
    const a = await book(dog.id);
    await expect(asVet.vet.saveExam({ id: a.id, temperature: 44, weight: 0 })).rejects.toMatchObject({
      message: 'Validation failed: Temperature must be between 32-43°C, Weight must be between 0.1-100 kg',
    });
    await expect(asVet.vet.saveExam({ id: a.id, followUpRequired: true })).rejects.toMatchObject({
      message: 'Validation failed: Follow-up date is required when follow-up is needed',
    });
    await expect(asVet.vet.list({ search: 'x'.repeat(101) })).rejects.toMatchObject({
      message: 'Validation failed: Search text must be 100 characters or less',
    });
  });

  it('saves progress, then completes with a follow-up (the exam form)', async () => {
    const dog = await f.dog();
    const day = addDays(today, 1);
    const a = await book(dog.id, { day });
    const started = await asVet.vet.update({ id: a.id, status: 'in-progress' });
    expect(started.status).toBe('in-progress');
    const progress = await asVet.vet.saveExam({
      id: a.id,
      status: 'in-progress',
      temperature: 38.9,
      weight: 31.2,
      findings: 'Slight fever',
      recommendations: null,
      vetNotes: null,
      followUpRequired: false,
      followUpDate: null,
    });
    expect(progress).toMatchObject({
      status: 'in-progress',
      temperature: 38.9,
      weight: 31.2,
      findings: 'Slight fever',
    });
    const done = await asVet.vet.saveExam({
      id: a.id,
      temperature: 38.4,
      recommendations: 'Rest, and come back in three weeks',
      followUpRequired: true,
      followUpDate: addDays(day, 21),
    });
    expect(done).toMatchObject({
      status: 'completed',
      temperature: 38.4,
      weight: 31.2,
      findings: 'Slight fever',
      recommendations: 'Rest, and come back in three weeks',
      followUpRequired: true,
      followUpDate: addDays(day, 21),
      updatedBy: { id: vetUser.id },
    });
    await expect(asVet.vet.saveExam({ id: a.id, vetNotes: 'late' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'A completed appointment can no longer be changed',
    });
    await expect(asVet.vet.saveExam({ id: a.id, status: 'cancelled' as 'completed' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Validation failed: Exam status must be in-progress or completed',
    });
  });

  it('refuses exam saves and completion to other roles (403) on tRPC too, and lets them book and cancel', async () => {
    const dog = await f.dog();
    const a = await book(dog.id);
    const refusal = {
      code: 'FORBIDDEN',
      message: 'Only a vet, an admin or a manager can record an examination or complete an appointment',
    };
    await expect(asReception.vet.saveExam({ id: a.id, status: 'in-progress' })).rejects.toMatchObject(
      refusal,
    );
    await expect(asReception.vet.update({ id: a.id, weight: 10 })).rejects.toMatchObject(refusal);
    await expect(asReception.vet.update({ id: a.id, status: 'completed' })).rejects.toMatchObject(refusal);
    await expect(
      asReception.vet.create({
        dogId: dog.id,
        appointmentDate: addDays(today, 1),
        cause: 'x',
        status: 'completed',
      }),
    ).rejects.toMatchObject(refusal);
    const employee = t.caller(await t.userWithToken('employee' as TRole));
    await expect(employee.vet.saveExam({ id: a.id })).rejects.toMatchObject(refusal);
    expect(await asReception.vet.byId({ id: a.id })).toEqual(a);
    expect((await asReception.vet.update({ id: a.id, status: 'cancelled' })).status).toBe('cancelled');
    const b = await book(dog.id);
    expect(await asReception.vet.delete({ id: b.id })).toEqual({ id: b.id });
    const manager = t.caller(await t.userWithToken('manager'));
    const c = await book(dog.id);
    expect((await manager.vet.saveExam({ id: c.id, findings: 'Fine' })).status).toBe('completed');
  });

  it('keeps an examined appointment on its dog, and lets only a clinician cancel or delete it (tRPC)', async () => {
    const dog = await f.dog();
    const other = await f.dog();
    const a = await book(dog.id);
    // The vet saves findings and keeps it scheduled.
    const examined = await asVet.vet.update({ id: a.id, status: 'scheduled', findings: 'Fractured rib' });
    expect(examined).toMatchObject({ status: 'scheduled', findings: 'Fractured rib' });
    const moved = asReception.vet.update({ id: a.id, dogId: other.id });
    await expect(moved).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'The dog of an appointment with an examination cannot be changed',
      cause: { messageKey: 'vet.examDogLocked' },
    });
    await expect(asVet.vet.update({ id: a.id, dogId: other.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    const clinicianOnly = {
      code: 'FORBIDDEN',
      cause: { messageKey: 'vet.examClinicianOnly' },
    };
    await expect(asReception.vet.update({ id: a.id, status: 'cancelled' })).rejects.toMatchObject(
      clinicianOnly,
    );
    await expect(asReception.vet.delete({ id: a.id })).rejects.toMatchObject(clinicianOnly);
    expect(await asReception.vet.byId({ id: a.id })).toEqual(examined);
    expect(await asReception.vet.byDog({ dogId: other.id })).toEqual([]);
    // The vet can.
    expect(await asVet.vet.delete({ id: a.id })).toEqual({ id: a.id });
    const b = await book(dog.id);
    await asVet.vet.update({ id: b.id, status: 'scheduled', temperature: 38.2 });
    expect((await asVet.vet.update({ id: b.id, status: 'cancelled' })).status).toBe('cancelled');
  });

  it('finds appointments by dog name, owner or reason (accents and case aside), with a status filter', async () => {
    const word = uniqueWord('w');
    const luna = await f.dog({ name: `Luna ${word}`, ownerName: `María Peña ${word}` });
    const toby = await f.dog({ name: `Toby ${word}`, ownerName: `Jorge Ruiz ${word}` });
    const a1 = await book(luna.id, { cause: 'Vacunación anual' });
    const a2 = await book(toby.id, { cause: 'Cojera pata trasera' });
    const a3 = await book(toby.id, { cause: 'Vacunación de refuerzo', day: addDays(today, 5) });
    await asReception.vet.update({ id: a3.id, status: 'cancelled' });
    const ids = async (search: string, status?: 'scheduled' | 'cancelled') =>
      (await asReception.vet.list({ search, ...(status ? { status } : {}) })).items.map((a) => a.id);
    expect(await ids(`luna ${word}`)).toEqual([a1.id]);
    expect(await ids(`pena ${word}`)).toEqual([a1.id]);
    expect(await ids(`MARÍA ${word}`)).toEqual([a1.id]);
    expect(await ids(`ruiz ${word}`)).toEqual([a2.id, a3.id]);
    expect(await ids(`vacunacion ${word}`)).toEqual([a1.id, a3.id]);
    expect(await ids(`vacunacion ${word}`, 'scheduled')).toEqual([a1.id]);
    expect(await ids(`${word}`, 'cancelled')).toEqual([a3.id]);
    expect(await ids(`cojera toby ${word}`)).toEqual([a2.id]);
    expect(await ids(`zzz ${word}`)).toEqual([]);
    // A renamed dog and a renamed owner are found by their new names at once.
    await t.caller(reception).dogs.update({
      id: luna.id,
      name: `Nube ${word}`,
      breed: luna.breed,
      age: 3,
      owners: luna.owners.map((o) => o.id),
    });
    expect(await ids(`nube ${word}`)).toEqual([a1.id]);
    expect(await ids(`luna ${word}`)).toEqual([]);
    const owner = toby.owners[0];
    if (!owner) throw new Error('no owner');
    await t.caller(reception).owners.update({ ...owner, name: `Jorge Alcázar ${word}` });
    expect(await ids(`alcazar ${word}`)).toEqual([a2.id, a3.id]);
  });

  it('lists in agenda order: today and upcoming earliest first, then the past latest first; pages', async () => {
    const word = uniqueWord('agenda');
    const dog = await f.dog({ name: `Agenda ${word}` });
    // A pinned clock: 10 March 2031, 12:00 in Madrid.
    const now = zonedInstant(TZ, '2031-03-10', 12 * 60);
    const vet = f.vet({ now: () => now });
    const at = (day: string, minutes: number) => zonedInstant(TZ, day, minutes);
    const ids = {
      earlyToday: await f.appointment(dog.id, { at: at('2031-03-10', 8 * 60) }),
      laterToday: await f.appointment(dog.id, { at: at('2031-03-10', 17 * 60) }),
      tomorrow: await f.appointment(dog.id, { at: at('2031-03-11', 9 * 60) }),
      nextWeek: await f.appointment(dog.id, { at: at('2031-03-17', 9 * 60), status: 'cancelled' }),
      yesterday: await f.appointment(dog.id, { at: at('2031-03-09', 16 * 60), status: 'completed' }),
      lastMonth: await f.appointment(dog.id, { at: at('2031-02-10', 9 * 60), status: 'completed' }),
      lastYear: await f.appointment(dog.id, { at: at('2030-03-10', 9 * 60), status: 'cancelled' }),
    };
    const order = [
      ids.earlyToday,
      ids.laterToday,
      ids.tomorrow,
      ids.nextWeek,
      ids.yesterday,
      ids.lastMonth,
      ids.lastYear,
    ];
    const all = await listAppointments(vet, { search: word, pageSize: 10 });
    expect(all.items.map((a) => a.id)).toEqual(order);
    expect(all).toMatchObject({ total: 7, page: 1, pageCount: 1, pageSize: 10 });
    // Every page size cuts the same order, across the two parts.
    for (const size of [1, 2, 3, 4]) {
      const seen: string[] = [];
      const pages = Math.ceil(order.length / size);
      for (let page = 1; page <= pages; page++) {
        const p = await listAppointments(vet, { search: word, pageSize: size, page });
        expect(p).toMatchObject({ total: 7, page, pageCount: pages });
        seen.push(...p.items.map((a) => a.id));
      }
      expect(seen, `pages of ${size}`).toEqual(order);
    }
    // A page past the end answers the last one.
    const past = await listAppointments(vet, { search: word, pageSize: 3, page: 99 });
    expect(past).toMatchObject({ page: 3, pageCount: 3 });
    expect(past.items.map((a) => a.id)).toEqual([ids.lastYear]);
    const completed = await listAppointments(vet, { search: word, status: 'completed' });
    expect(completed.items.map((a) => a.id)).toEqual([ids.yesterday, ids.lastMonth]);
    const empty = await listAppointments(vet, { search: `${word} nothing` });
    expect(empty).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it("answers the day's part: today's and the coming week's appointments, cancelled ones left out", async () => {
    const dog = await f.dog();
    const now = zonedInstant(TZ, '2032-06-15', 11 * 60);
    const vet = f.vet({ now: () => now });
    const at = (day: string, minutes: number) => zonedInstant(TZ, day, minutes);
    const early = await f.appointment(dog.id, { at: at('2032-06-15', 9 * 60), status: 'completed' });
    const late = await f.appointment(dog.id, { at: at('2032-06-15', 18 * 60) });
    await f.appointment(dog.id, { at: at('2032-06-15', 19 * 60), status: 'cancelled' });
    const soon = await f.appointment(dog.id, { at: at('2032-06-16', 9 * 60) });
    const edge = await f.appointment(dog.id, { at: at('2032-06-22', 10 * 60) });
    await f.appointment(dog.id, { at: at('2032-06-22', 12 * 60) });
    await f.appointment(dog.id, { at: at('2032-06-14', 9 * 60) });
    const overview = await vetOverview(vet, { limit: 5 });
    expect(overview.date).toBe('2032-06-15');
    expect(overview.today.map((a) => a.id)).toEqual([early, late]);
    expect(overview).toMatchObject({ todayCount: 2, waitingToday: 1, upcomingCount: 2 });
    expect(overview.upcoming.map((a) => a.id)).toEqual([soon, edge]);
    expect((await vetOverview(vet, { limit: 1 })).today.map((a) => a.id)).toEqual([early]);
    expect(await asReception.vet.overview({})).toMatchObject({ date: today });
  });

  it('logs the same dog booked twice for the same reason on the same day, and books both', async () => {
    const dog = await f.dog();
    const log = captureLog();
    const vet = f.vet({ log, role: 'receptionist' });
    const day = addDays(today, 4);
    const first = await createAppointment(vet, {
      dogId: dog.id,
      appointmentDate: day,
      time: '09:00',
      cause: 'Vacunas',
    });
    expect(log.warnings).toEqual([]);
    const second = await createAppointment(vet, {
      dogId: dog.id,
      appointmentDate: day,
      time: '17:00',
      cause: 'VACUNAS',
    });
    expect(second.id).not.toBe(first.id);
    expect(log.warnings).toHaveLength(1);
    expect(log.warnings[0]).toMatchObject({
      message: 'vet: the same dog is booked twice for the same reason on the same day',
      details: { appointmentId: second.id, dogId: dog.id, day, sameBooking: [first.id] },
    });
    await createAppointment(vet, {
      dogId: dog.id,
      appointmentDate: addDays(day, 1),
      time: '09:00',
      cause: 'Vacunas',
    });
    await createAppointment(vet, { dogId: dog.id, appointmentDate: day, time: '12:00', cause: 'Otitis' });
    expect(log.warnings).toHaveLength(1);
    // Rescheduling onto the same day counts too.
    const third = await createAppointment(vet, {
      dogId: dog.id,
      appointmentDate: addDays(day, 2),
      cause: 'vacunas',
    });
    await updateAppointment(vet, third.id, { appointmentDate: day });
    expect(log.warnings).toHaveLength(2);
    expect(await f.count(dog.id)).toBe(5);

    // Through tRPC, into the request's logger.
    const lines: string[] = [];
    const logger = {
      warn: (_: unknown, message: string) => lines.push(message),
    } as unknown as FastifyBaseLogger;
    const caller = createCallerFactory(appRouter)(
      createContextInner({
        deps: t.deps,
        user: { id: reception.id, username: reception.username, name: null, role: 'receptionist' },
        log: logger,
      }),
    );
    await caller.vet.create({ dogId: dog.id, appointmentDate: day, cause: ' vacunas ' });
    expect(lines).toEqual(['vet: the same dog is booked twice for the same reason on the same day']);
  });

  it("shows in the dog's details: the 8 latest with day and time, and the total", async () => {
    const dog = await f.dog();
    for (let i = 0; i < 10; i++) {
      await f.appointment(dog.id, {
        at: zonedInstant(TZ, addDays('2030-01-01', i), 9 * 60 + i),
        cause: `visit ${i}`,
      });
    }
    const { history } = await asReception.dogs.byId({ id: dog.id });
    expect(history.vetAppointments.total).toBe(10);
    expect(history.vetAppointments.items).toHaveLength(8);
    expect(history.vetAppointments.items[0]).toMatchObject({
      cause: 'visit 9',
      day: '2030-01-10',
      time: '09:09',
      status: 'scheduled',
    });
  });
});
