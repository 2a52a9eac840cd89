import { describe, expect, it } from 'vitest';
import {
  examLockRefusal,
  mayDeleteAppointment,
  mayWrite,
  planCreate,
  planUpdate,
  type TStoredAppointment,
  withoutBlankExam,
  withoutUnchangedExam,
} from './vet.plan';
import { ZVetAppointmentInput, ZVetAppointmentPatch } from './vet.schema';

const TZ = 'Europe/Madrid';
const clock = { timeZone: TZ, today: '2026-11-26' };
const DOG = '7d0b8a51-4a4b-4e36-9c1e-1d0f3b6d2a10';
const booking = (body: Record<string, unknown>) =>
  ZVetAppointmentInput.parse({ dogId: DOG, cause: 'Vaccines', ...body });
const patch = (body: Record<string, unknown>) => ZVetAppointmentPatch.parse(body);

/** Thursday 3 December 2026, 9:30 in Madrid. */
const stored = (over: Partial<TStoredAppointment> = {}): TStoredAppointment => ({
  status: 'scheduled',
  appointmentDate: new Date('2026-12-03T08:30:00.000Z'),
  followUpRequired: false,
  followUpDate: null,
  ...over,
});

describe('booking', () => {
  it('is scheduled by default, at `time` on the business clock', () => {
    const plan = planCreate(booking({ appointmentDate: '2026-12-03', time: '09:30' }), clock);
    expect(plan).toEqual({
      ok: true,
      data: {
        dogId: DOG,
        appointmentDate: new Date('2026-12-03T08:30:00.000Z'),
        cause: 'Vaccines',
        status: 'scheduled',
      },
    });
  });

  it('reads a bare day without a time as the start of that business day', () => {
    const plan = planCreate(booking({ appointmentDate: '2026-12-03' }), clock);
    expect(plan.ok && plan.data.appointmentDate.toISOString()).toBe('2026-12-02T23:00:00.000Z');
  });

  it('takes today (even an hour already past) but not a day before today, in the business zone', () => {
    expect(planCreate(booking({ appointmentDate: '2026-11-26', time: '00:00' }), clock).ok).toBe(true);
    expect(planCreate(booking({ appointmentDate: '2026-11-25', time: '23:59' }), clock)).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'appointmentDate', key: 'vet.dateInPast' }],
    });
    // 23:30 UTC on the 25th is already the 26th in Madrid.
    expect(planCreate(booking({ appointmentDate: '2026-11-25T23:30:00Z' }), clock).ok).toBe(true);
    expect(planCreate(booking({ appointmentDate: '2026-11-25T22:30:00Z' }), clock).ok).toBe(false);
  });

  it('keeps the status asked for', () => {
    const plan = planCreate(booking({ appointmentDate: '2026-12-03', status: 'in-progress' }), clock);
    expect(plan.ok && plan.data.status).toBe('in-progress');
  });
});

describe('roles', () => {
  it("leaves out the blank exam fields a non-clinician sends along, never a value or a clinician's blank", () => {
    const whole = {
      time: '10:00',
      temperature: null,
      findings: ' ',
      followUpRequired: false,
      followUpDate: null,
    };
    expect(withoutBlankExam(whole, 'receptionist')).toEqual({ time: '10:00' });
    expect(withoutBlankExam({ temperature: 38.5, findings: null }, 'employee')).toEqual({
      temperature: 38.5,
    });
    expect(withoutBlankExam({ followUpRequired: true }, 'receptionist')).toEqual({ followUpRequired: true });
    expect(withoutBlankExam(whole, 'vet')).toBe(whole);
  });

  it('needs a clinician for exam fields or a move to completed, anyone else for the rest', () => {
    expect(mayWrite('receptionist', {}, false)).toBe(true);
    expect(mayWrite('receptionist', { status: 'cancelled' }, false)).toBe(true);
    expect(mayWrite('receptionist', { status: 'in-progress' }, false)).toBe(true);
    expect(mayWrite('receptionist', { status: 'completed' }, false)).toBe(false);
    expect(mayWrite('receptionist', {}, true)).toBe(false);
    expect(mayWrite('employee', {}, true)).toBe(false);
    for (const role of ['vet', 'admin', 'manager'] as const) {
      expect(mayWrite(role, { status: 'completed' }, true)).toBe(true);
    }
  });
});

describe('partial update', () => {
  it('changes only what is sent', () => {
    expect(planUpdate(stored(), patch({ status: 'in-progress' }), clock)).toEqual({
      ok: true,
      data: { status: 'in-progress' },
    });
    expect(planUpdate(stored(), patch({ cause: 'Limp' }), clock)).toEqual({
      ok: true,
      data: { cause: 'Limp' },
    });
    expect(planUpdate(stored(), patch({}), clock)).toEqual({ ok: true, data: {} });
  });

  it('completes an exam save that names no status', () => {
    expect(planUpdate(stored({ status: 'in-progress' }), patch({ temperature: 38.4 }), clock)).toEqual({
      ok: true,
      data: { status: 'completed', temperature: 38.4 },
    });
    expect(planUpdate(stored(), patch({}), clock, { exam: true })).toEqual({
      ok: true,
      data: { status: 'completed' },
    });
    expect(planUpdate(stored(), patch({ weight: 9, status: 'in-progress' }), clock)).toEqual({
      ok: true,
      data: { status: 'in-progress', weight: 9 },
    });
  });

  it('refuses any change of a completed or cancelled appointment, and a move back (409)', () => {
    expect(planUpdate(stored({ status: 'completed' }), patch({ cause: 'x' }), clock)).toEqual({
      ok: false,
      kind: 'conflict',
      key: 'vet.completedFinal',
    });
    expect(planUpdate(stored({ status: 'cancelled' }), patch({ status: 'cancelled' }), clock)).toEqual({
      ok: false,
      kind: 'conflict',
      key: 'vet.cancelledFinal',
    });
    expect(planUpdate(stored({ status: 'in-progress' }), patch({ status: 'scheduled' }), clock)).toEqual({
      ok: false,
      kind: 'conflict',
      key: 'vet.cannotReschedule',
    });
  });

  it('sends an appointment in progress back to scheduled only while no exam data is saved', () => {
    const blank = { temperature: null, weight: null, findings: null, recommendations: null, vetNotes: null };
    expect(
      planUpdate(stored({ status: 'in-progress', ...blank }), patch({ status: 'scheduled' }), clock),
    ).toEqual({
      ok: true,
      data: { status: 'scheduled' },
    });
    // An empty text is no exam data either.
    expect(
      planUpdate(
        stored({ status: 'in-progress', ...blank, findings: '' }),
        patch({ status: 'scheduled' }),
        clock,
      ).ok,
    ).toBe(true);
    const refused = { ok: false, kind: 'conflict', key: 'vet.cannotReschedule' };
    for (const saved of [{ temperature: 38.5 }, { weight: 12 }, { findings: 'Otitis' }, { vetNotes: 'n' }]) {
      expect(
        planUpdate(
          stored({ status: 'in-progress', ...blank, ...saved }),
          patch({ status: 'scheduled' }),
          clock,
        ),
        JSON.stringify(saved),
      ).toEqual(refused);
    }
    expect(
      planUpdate(
        stored({
          status: 'in-progress',
          ...blank,
          followUpRequired: true,
          followUpDate: new Date('2026-12-23T23:00:00.000Z'),
        }),
        patch({ status: 'scheduled' }),
        clock,
      ),
    ).toEqual(refused);
    // Nor when the same update writes exam data.
    expect(
      planUpdate(
        stored({ status: 'in-progress', ...blank }),
        patch({ status: 'scheduled', temperature: 38.5 }),
        clock,
      ),
    ).toEqual(refused);
  });

  it('reschedules: a new day keeps the time, a new time keeps the day', () => {
    const day = planUpdate(stored(), patch({ date: '2026-12-04' }), clock);
    expect(day.ok && day.data.appointmentDate?.toISOString()).toBe('2026-12-04T08:30:00.000Z');
    const time = planUpdate(stored(), patch({ time: '11:15' }), clock);
    expect(time.ok && time.data.appointmentDate?.toISOString()).toBe('2026-12-03T10:15:00.000Z');
    const same = planUpdate(stored(), patch({ appointmentDate: '2026-12-03', time: '09:30' }), clock);
    expect(same).toEqual({ ok: true, data: {} });
  });

  it('refuses a new date before today, but not an unchanged past date nor in an exam save', () => {
    const past = stored({ status: 'in-progress', appointmentDate: new Date('2026-11-20T08:30:00.000Z') });
    expect(planUpdate(stored(), patch({ date: '2026-11-20' }), clock)).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'appointmentDate', key: 'vet.dateInPast' }],
    });
    expect(planUpdate(past, patch({ appointmentDate: '2026-11-20', cause: 'Check' }), clock).ok).toBe(true);
    expect(planUpdate(past, patch({ time: '10:00' }), clock).ok).toBe(true);
    expect(planUpdate(stored(), patch({ date: '2026-11-20', findings: 'Ok' }), clock).ok).toBe(true);
  });

  it('requires a follow-up date when follow-up is required, on a later day than the appointment', () => {
    expect(planUpdate(stored(), patch({ followUpRequired: true }), clock)).toEqual({
      ok: false,
      kind: 'invalid',
      issues: [{ path: 'followUpDate', key: 'vet.followUpDateRequired' }],
    });
    for (const day of ['2026-12-03', '2026-12-02']) {
      expect(planUpdate(stored(), patch({ followUpRequired: true, followUpDate: day }), clock)).toEqual({
        ok: false,
        kind: 'invalid',
        issues: [{ path: 'followUpDate', key: 'vet.followUpAfterAppointment' }],
      });
    }
    const ok = planUpdate(stored(), patch({ followUpRequired: true, followUpDate: '2026-12-24' }), clock);
    expect(ok).toEqual({
      ok: true,
      data: {
        status: 'completed',
        followUpRequired: true,
        // Stored as the start of that day in the business zone.
        followUpDate: new Date('2026-12-23T23:00:00.000Z'),
      },
    });
  });

  it('keeps the follow-up date only while follow-up is required', () => {
    const withFollowUp = stored({
      status: 'in-progress',
      followUpRequired: true,
      followUpDate: new Date('2026-12-23T23:00:00.000Z'),
    });
    expect(
      planUpdate(withFollowUp, patch({ followUpRequired: false, status: 'in-progress' }), clock),
    ).toEqual({
      ok: true,
      data: { followUpRequired: false, followUpDate: null },
    });
    expect(planUpdate(stored(), patch({ followUpDate: '2026-12-24', status: 'in-progress' }), clock)).toEqual(
      {
        ok: true,
        data: { status: 'in-progress' },
      },
    );
  });

  it('checks the stored follow-up against a rescheduled appointment', () => {
    const withFollowUp = stored({
      followUpRequired: true,
      followUpDate: new Date('2026-12-09T23:00:00.000Z'),
    });
    expect(planUpdate(withFollowUp, patch({ date: '2026-12-10' }), clock)).toMatchObject({
      ok: false,
      issues: [{ path: 'followUpDate', key: 'vet.followUpAfterAppointment' }],
    });
    expect(planUpdate(withFollowUp, patch({ date: '2026-12-09' }), clock).ok).toBe(true);
  });
});

describe('withoutUnchangedExam', () => {
  const exam = {
    temperature: 38.4,
    weight: 21.3,
    findings: 'Mild otitis',
    recommendations: null,
    vetNotes: 'Calm',
    followUpRequired: true,
    // 24 December 2026 in Madrid (23:00 UTC the day before).
    followUpDate: new Date('2026-12-23T23:00:00.000Z'),
  };
  it("leaves out a non-clinician's exam fields equal to the stored exam, keeping the rest", () => {
    const body = {
      time: '15:30',
      temperature: 38.4,
      weight: 21.3,
      findings: '  Mild otitis ',
      vetNotes: 'Calm',
      followUpRequired: true,
      followUpDate: '2026-12-24',
    };
    expect(withoutUnchangedExam(body, exam, 'receptionist', TZ)).toEqual({ time: '15:30' });
    // The same follow-up day given as an instant of that day in Madrid.
    expect(withoutUnchangedExam({ followUpDate: '2026-12-24T10:00:00+01:00' }, exam, 'employee', TZ)).toEqual(
      {},
    );
  });
  it('keeps every changed field, and everything a clinician sends', () => {
    for (const change of [
      { temperature: 38.5 },
      { weight: 21 },
      { findings: 'Otitis' },
      { recommendations: 'Drops' },
      { followUpRequired: false },
      { followUpDate: '2026-12-25' },
    ]) {
      expect(withoutUnchangedExam(change, exam, 'receptionist', TZ)).toEqual(change);
    }
    const same = { temperature: 38.4, findings: 'Mild otitis' };
    expect(withoutUnchangedExam(same, exam, 'vet', TZ)).toEqual(same);
  });
});

describe('an appointment with exam data', () => {
  const OTHER = '2f4d3c2b-1a09-4b8c-8d7e-6f5a4b3c2d1e';
  const examined = stored({ dogId: DOG, findings: 'Fracture' });

  it('never changes its dog (409, whoever asks); the same dog sent back is no change', () => {
    for (const role of ['receptionist', 'vet', 'admin'] as const) {
      expect(planUpdate(examined, patch({ dogId: OTHER }), clock, { role })).toEqual({
        ok: false,
        kind: 'conflict',
        key: 'vet.examDogLocked',
      });
    }
    expect(
      planUpdate(examined, patch({ dogId: DOG, time: '11:00' }), clock, { role: 'receptionist' }).ok,
    ).toBe(true);
    // Without exam data the dog changes as before.
    expect(
      planUpdate(stored({ dogId: DOG }), patch({ dogId: OTHER }), clock, { role: 'receptionist' }),
    ).toEqual({
      ok: true,
      data: { dogId: OTHER },
    });
  });

  it('is cancelled or set back to scheduled only by a clinician (403 before the status rules)', () => {
    const refusal = { ok: false, kind: 'forbidden', key: 'vet.examClinicianOnly' };
    expect(planUpdate(examined, patch({ status: 'cancelled' }), clock, { role: 'receptionist' })).toEqual(
      refusal,
    );
    const started = stored({ dogId: DOG, status: 'in-progress', temperature: 38.5 });
    expect(planUpdate(started, patch({ status: 'scheduled' }), clock, { role: 'employee' })).toEqual(refusal);
    expect(planUpdate(started, patch({ status: 'scheduled' }), clock, { role: 'vet' })).toMatchObject({
      kind: 'conflict',
      key: 'vet.cannotReschedule',
    });
    expect(planUpdate(examined, patch({ status: 'cancelled' }), clock, { role: 'vet' })).toEqual({
      ok: true,
      data: { status: 'cancelled' },
    });
    // Scheduled asked again while scheduled, or another move, is no undo.
    expect(planUpdate(examined, patch({ status: 'scheduled' }), clock, { role: 'receptionist' }).ok).toBe(
      true,
    );
    expect(planUpdate(examined, patch({ status: 'in-progress' }), clock, { role: 'receptionist' }).ok).toBe(
      true,
    );
  });

  it('is deleted only by a clinician', () => {
    expect(mayDeleteAppointment(examined, 'receptionist')).toBe(false);
    expect(mayDeleteAppointment(examined, 'manager')).toBe(true);
    expect(mayDeleteAppointment(stored(), 'receptionist')).toBe(true);
    expect(examLockRefusal(stored({ followUpRequired: true }), { status: 'cancelled' }, 'groomer')).toEqual({
      kind: 'forbidden',
      key: 'vet.examClinicianOnly',
    });
  });
});
