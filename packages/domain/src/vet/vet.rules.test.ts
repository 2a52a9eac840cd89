import { describe, expect, it } from 'vitest';
import { normalizeClock } from '../common/date-input';
import {
  APPOINTMENT_STATUSES,
  appointmentActions,
  appointmentInstant,
  canChangeAppointmentDog,
  canDeleteAppointment,
  canMoveVetStatus,
  examStartStatus,
  hasExamData,
  isClinician,
  isOnTemperatureStep,
  isTemperatureInRange,
  isVetEditableStatus,
  isVetWeight,
  mayUndoAppointment,
  parseWhen,
  statusText,
  type TAppointmentStatus,
  whenDay,
} from './vet.rules';

const NO_EXAM = {
  temperature: null,
  weight: null,
  findings: null,
  recommendations: null,
  vetNotes: null,
  followUpRequired: false,
};

describe('status moves', () => {
  const allowed: [TAppointmentStatus, TAppointmentStatus][] = [
    ['scheduled', 'scheduled'],
    ['scheduled', 'in-progress'],
    ['scheduled', 'completed'],
    ['scheduled', 'cancelled'],
    ['in-progress', 'in-progress'],
    ['in-progress', 'completed'],
    ['in-progress', 'cancelled'],
  ];

  it('allows exactly scheduled → in-progress | completed | cancelled and in-progress → completed | cancelled', () => {
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canMoveVetStatus(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });

  it('lets in progress go back to scheduled while no exam data is saved', () => {
    expect(canMoveVetStatus('in-progress', 'scheduled', false)).toBe(true);
    expect(canMoveVetStatus('in-progress', 'scheduled', true)).toBe(false);
    expect(canMoveVetStatus('in-progress', 'scheduled')).toBe(false);
    // Only that move depends on it.
    for (const from of APPOINTMENT_STATUSES) {
      for (const to of APPOINTMENT_STATUSES) {
        if (from === 'in-progress' && to === 'scheduled') continue;
        expect(canMoveVetStatus(from, to, false), `${from} → ${to}`).toBe(canMoveVetStatus(from, to, true));
      }
    }
  });

  it('treats completed and cancelled as final, even staying put', () => {
    expect(isVetEditableStatus('completed')).toBe(false);
    expect(isVetEditableStatus('cancelled')).toBe(false);
    expect(canMoveVetStatus('completed', 'completed')).toBe(false);
    expect(isVetEditableStatus('scheduled')).toBe(true);
    expect(isVetEditableStatus('in-progress')).toBe(true);
  });

  it('deletes only a scheduled appointment', () => {
    expect(APPOINTMENT_STATUSES.filter(canDeleteAppointment)).toEqual(['scheduled']);
  });
});

describe('roles', () => {
  it('lets vets, admins and managers write exams, nobody else', () => {
    expect(isClinician('vet')).toBe(true);
    expect(isClinician('admin')).toBe(true);
    expect(isClinician('manager')).toBe(true);
    expect(isClinician('receptionist')).toBe(false);
    expect(isClinician('employee')).toBe(false);
    expect(isClinician(null)).toBe(false);
  });
});

describe('card buttons', () => {
  it('shows Edit Booking, Start Exam and Delete on a scheduled appointment for a vet', () => {
    expect(appointmentActions({ ...NO_EXAM, status: 'scheduled' }, 'vet')).toEqual({
      editBooking: true,
      startExam: true,
      continueExam: false,
      viewExam: false,
      delete: true,
    });
  });

  it('shows Edit Booking and Continue Exam while in progress (no Delete)', () => {
    expect(appointmentActions({ ...NO_EXAM, status: 'in-progress' }, 'manager')).toEqual({
      editBooking: true,
      startExam: false,
      continueExam: true,
      viewExam: false,
      delete: false,
    });
  });

  it('never shows Start Exam or Continue Exam to a receptionist', () => {
    expect(appointmentActions({ ...NO_EXAM, status: 'scheduled' }, 'receptionist')).toMatchObject({
      editBooking: true,
      startExam: false,
      continueExam: false,
      delete: true,
    });
    expect(appointmentActions({ ...NO_EXAM, status: 'in-progress' }, 'receptionist')).toMatchObject({
      editBooking: true,
      continueExam: false,
    });
  });

  it('hides Delete of a scheduled appointment with exam data from all but clinicians', () => {
    const examined = { ...NO_EXAM, findings: 'Fracture', status: 'scheduled' } as const;
    for (const role of ['receptionist', 'employee', 'groomer'] as const) {
      expect(appointmentActions(examined, role).delete, role).toBe(false);
    }
    for (const role of ['vet', 'admin', 'manager'] as const) {
      expect(appointmentActions(examined, role).delete, role).toBe(true);
    }
    expect(canChangeAppointmentDog(examined)).toBe(false);
    expect(canChangeAppointmentDog({ ...NO_EXAM })).toBe(true);
    expect(mayUndoAppointment({ ...NO_EXAM, followUpRequired: true }, 'receptionist')).toBe(false);
    expect(mayUndoAppointment({ ...NO_EXAM, weight: 0.1 }, 'vet')).toBe(true);
    expect(mayUndoAppointment({ ...NO_EXAM, findings: '' }, 'receptionist')).toBe(true);
  });

  it('shows View Exam only on a completed appointment with exam data', () => {
    const none = appointmentActions({ ...NO_EXAM, status: 'completed' }, 'vet');
    expect(none).toEqual({
      editBooking: false,
      startExam: false,
      continueExam: false,
      viewExam: false,
      delete: false,
    });
    expect(
      appointmentActions({ ...NO_EXAM, temperature: 38.5, status: 'completed' }, 'receptionist').viewExam,
    ).toBe(true);
    expect(appointmentActions({ ...NO_EXAM, findings: 'Ok', status: 'cancelled' }, 'vet').viewExam).toBe(
      false,
    );
  });

  it('shows no button at all on a cancelled appointment', () => {
    expect(Object.values(appointmentActions({ ...NO_EXAM, status: 'cancelled' }, 'admin'))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('counts any recorded figure, text or a follow-up as exam data', () => {
    expect(hasExamData(NO_EXAM)).toBe(false);
    expect(hasExamData({ ...NO_EXAM, weight: 12 })).toBe(true);
    expect(hasExamData({ ...NO_EXAM, vetNotes: 'n' })).toBe(true);
    expect(hasExamData({ ...NO_EXAM, recommendations: 'r' })).toBe(true);
    expect(hasExamData({ ...NO_EXAM, followUpRequired: true })).toBe(true);
    expect(hasExamData({ ...NO_EXAM, findings: '' })).toBe(false);
  });

  it('opens a scheduled exam in progress, and a completed one as completed', () => {
    expect(examStartStatus('scheduled')).toBe('in-progress');
    expect(examStartStatus('in-progress')).toBe('in-progress');
    expect(examStartStatus('completed')).toBe('completed');
  });
});

describe('labels', () => {
  it('shows hyphens in statuses as spaces', () => {
    expect(statusText('in-progress')).toBe('in progress');
    expect(statusText('scheduled')).toBe('scheduled');
  });
});

describe('exam figures', () => {
  it('takes temperatures from 32 to 43 °C in steps of 0.1', () => {
    for (const ok of [32, 32.1, 38.5, 39.9, 43]) {
      expect(isTemperatureInRange(ok) && isOnTemperatureStep(ok), String(ok)).toBe(true);
    }
    for (const out of [31.9, 43.1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(isTemperatureInRange(out), String(out)).toBe(false);
    }
    expect(isOnTemperatureStep(38.55)).toBe(false);
    expect(isOnTemperatureStep(38.01)).toBe(false);
    // Floating point: 0.1 steps that are not exact binary fractions still count.
    expect(isOnTemperatureStep(37.3)).toBe(true);
    expect(isOnTemperatureStep(0.1 + 38.2)).toBe(true);
  });

  it('takes weights above 0 up to 100 kg', () => {
    expect(isVetWeight(0.1)).toBe(true);
    expect(isVetWeight(0.05)).toBe(true);
    expect(isVetWeight(100)).toBe(true);
    expect(isVetWeight(0)).toBe(false);
    expect(isVetWeight(-2)).toBe(false);
    expect(isVetWeight(100.01)).toBe(false);
    expect(isVetWeight(Number.NaN)).toBe(false);
  });
});

describe('dates and times in the business zone', () => {
  it('reads a bare day, a wall-clock date and time, and a full instant', () => {
    expect(parseWhen('2026-12-03')).toEqual({ kind: 'day', day: '2026-12-03', minutes: null });
    expect(parseWhen(' 2026-12-03T09:30 ')).toEqual({ kind: 'day', day: '2026-12-03', minutes: 570 });
    expect(parseWhen('2026-12-03T09:30:15.5')).toEqual({ kind: 'day', day: '2026-12-03', minutes: 570 });
    expect(parseWhen('2026-12-03T08:30:00.000Z')).toEqual({
      kind: 'instant',
      instant: new Date('2026-12-03T08:30:00.000Z'),
    });
    expect(parseWhen('2026-12-03T09:30:00+01:00')).toEqual({
      kind: 'instant',
      instant: new Date('2026-12-03T08:30:00.000Z'),
    });
  });

  it('refuses what is not a real date, or a year outside 1900–2999', () => {
    for (const bad of [
      '',
      'tomorrow',
      '2026-02-30',
      '2026-13-01',
      '03/12/2026',
      '2026-12-03T25:00',
      '1899-12-31',
      '3000-01-01',
      '2026-12-03T09:30:00Q',
    ]) {
      expect(parseWhen(bad), bad).toBeNull();
    }
  });

  it('normalizes clock times to HH:mm', () => {
    expect(normalizeClock('09:30')).toBe('09:30');
    expect(normalizeClock('9:30')).toBe('09:30');
    expect(normalizeClock('23:59:59')).toBe('23:59');
    for (const bad of ['24:00', '9.30', '0930', '12:60', 'noon', ''])
      expect(normalizeClock(bad), bad).toBeNull();
  });

  it('puts "Thursday at 9:30" at 9:30 on the business clock, across daylight saving', () => {
    // Madrid is UTC+1 in winter and UTC+2 in summer.
    const day = parseWhen('2026-12-03');
    const summer = parseWhen('2026-07-02');
    if (!day || !summer) throw new Error('unparsed');
    expect(appointmentInstant(day, '09:30', 'Europe/Madrid').toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(appointmentInstant(summer, '09:30', 'Europe/Madrid').toISOString()).toBe(
      '2026-07-02T07:30:00.000Z',
    );
    expect(appointmentInstant(day, '09:30', 'America/New_York').toISOString()).toBe(
      '2026-12-03T14:30:00.000Z',
    );
  });

  it('reads a bare day without a time as the fallback minutes (the start of the day by default)', () => {
    const day = parseWhen('2026-12-03');
    if (!day) throw new Error('unparsed');
    expect(appointmentInstant(day, undefined, 'Europe/Madrid').toISOString()).toBe(
      '2026-12-02T23:00:00.000Z',
    );
    expect(appointmentInstant(day, undefined, 'Europe/Madrid', 600).toISOString()).toBe(
      '2026-12-03T09:00:00.000Z',
    );
  });

  it('keeps a full instant, or moves it to `time` on its business day', () => {
    const when = parseWhen('2026-12-03T23:30:00.000Z');
    if (!when) throw new Error('unparsed');
    expect(appointmentInstant(when, undefined, 'Europe/Madrid').toISOString()).toBe(
      '2026-12-03T23:30:00.000Z',
    );
    // 23:30 UTC is already 4 December in Madrid: 10:00 that day.
    expect(whenDay(when, 'Europe/Madrid')).toBe('2026-12-04');
    expect(appointmentInstant(when, '10:00', 'Europe/Madrid').toISOString()).toBe('2026-12-04T09:00:00.000Z');
  });
});
