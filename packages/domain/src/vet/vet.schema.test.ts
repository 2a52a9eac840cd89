import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  VET_MESSAGES_EN,
  writesExam,
  ZVetAppointmentInput,
  ZVetAppointmentPatch,
  ZVetExamInput,
  ZVetListInput,
} from './vet.schema';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const messages = (result: Result) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => messageEn(i.message));
const paths = (result: Result) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => i.path.join('.'));

const DOG = '7d0b8a51-4a4b-4e36-9c1e-1d0f3b6d2a10';

describe('booking input (POST)', () => {
  it('requires the dog, the date and the reason, with the spec messages', () => {
    expect(messages(ZVetAppointmentInput.safeParse({}))).toEqual([
      'Please select a dog',
      'Appointment date is required',
      'Reason for appointment is required',
    ]);
    expect(
      messages(ZVetAppointmentInput.safeParse({ dogId: ' ', appointmentDate: '', cause: '   ' })),
    ).toEqual(['Please select a dog', 'Appointment date is required', 'Reason for appointment is required']);
    expect(
      messages(ZVetAppointmentInput.safeParse({ dogId: null, appointmentDate: null, cause: null })),
    ).toHaveLength(3);
  });

  it('takes the older names dog, date and reason, and dog as an object', () => {
    expect(ZVetAppointmentInput.parse({ dog: DOG, date: '2030-01-02', reason: ' Vaccines ' })).toEqual({
      dogId: DOG,
      appointmentDate: '2030-01-02',
      cause: 'Vaccines',
    });
    expect(ZVetAppointmentInput.parse({ dog: { _id: DOG }, date: '2030-01-02', cause: 'x' }).dogId).toBe(DOG);
    // The contract's own names win when both are sent.
    expect(
      ZVetAppointmentInput.parse({
        dogId: DOG,
        dog: 'other',
        appointmentDate: '2030-01-02',
        date: 'x',
        cause: 'a',
        reason: 'b',
      }),
    ).toEqual({ dogId: DOG, appointmentDate: '2030-01-02', cause: 'a' });
  });

  it('takes a time HH:mm (normalized) and a status, and refuses others', () => {
    const ok = ZVetAppointmentInput.parse({
      dogId: DOG,
      appointmentDate: '2030-01-02',
      time: '9:30',
      cause: 'Vaccines',
      status: 'in-progress',
    });
    expect(ok).toMatchObject({ time: '09:30', status: 'in-progress' });
    const bad = ZVetAppointmentInput.safeParse({
      dogId: DOG,
      appointmentDate: '02/01/2030',
      time: '25:00',
      cause: 'x',
      status: 'done',
    });
    expect(messages(bad)).toEqual([
      'Appointment date must be a valid date (YYYY-MM-DD) or date and time',
      'Time must be a valid time of day (HH:mm)',
      'Status must be scheduled, in-progress, completed or cancelled',
    ]);
    expect(paths(bad)).toEqual(['appointmentDate', 'time', 'status']);
  });

  it('trims the reason, keeps its lines, refuses control characters and more than 500 characters', () => {
    expect(
      ZVetAppointmentInput.parse({ dogId: DOG, appointmentDate: '2030-01-02', cause: ' Limp\nleft leg ' })
        .cause,
    ).toBe('Limp\nleft leg');
    expect(
      messages(
        ZVetAppointmentInput.safeParse({ dogId: DOG, appointmentDate: '2030-01-02', cause: 'a\u0000b' }),
      ),
    ).toEqual(['Text must not contain control characters']);
    expect(
      messages(
        ZVetAppointmentInput.safeParse({ dogId: DOG, appointmentDate: '2030-01-02', cause: 'x'.repeat(501) }),
      ),
    ).toEqual(['Reason must be 500 characters or less']);
  });

  it('never throws on hostile shapes', () => {
    for (const body of [
      null,
      [],
      'x',
      42,
      { dogId: 7 },
      { dog: ['a'] },
      { appointmentDate: 5 },
      { cause: {} },
    ]) {
      expect(ZVetAppointmentInput.safeParse(body).success).toBe(false);
    }
  });
});

describe('partial update (PUT)', () => {
  it('accepts only a status, or nothing', () => {
    expect(ZVetAppointmentPatch.parse({ status: 'cancelled' })).toEqual({ status: 'cancelled' });
    expect(ZVetAppointmentPatch.parse({})).toEqual({});
  });

  it('checks the booking fields that are sent', () => {
    expect(messages(ZVetAppointmentPatch.safeParse({ cause: '  ' }))).toEqual([
      'Reason for appointment is required',
    ]);
    expect(messages(ZVetAppointmentPatch.safeParse({ dogId: '' }))).toEqual(['Please select a dog']);
    expect(messages(ZVetAppointmentPatch.safeParse({ date: '' }))).toEqual(['Appointment date is required']);
  });

  it('skips the three booking checks for an exam save (blank booking fields are left out)', () => {
    expect(ZVetAppointmentPatch.parse({ dogId: '', date: '', reason: ' ', temperature: 38.5 })).toEqual({
      temperature: 38.5,
    });
  });

  it('checks the exam figures: temperature 32–43 step 0.1, weight above 0 up to 100', () => {
    expect(ZVetAppointmentPatch.parse({ temperature: '38,5', weight: '12.4' })).toEqual({
      temperature: 38.5,
      weight: 12.4,
    });
    expect(messages(ZVetAppointmentPatch.safeParse({ temperature: 31.9 }))).toEqual([
      'Temperature must be between 32-43°C',
    ]);
    expect(messages(ZVetAppointmentPatch.safeParse({ temperature: 38.55 }))).toEqual([
      'Temperature must be given in steps of 0.1°C',
    ]);
    expect(messages(ZVetAppointmentPatch.safeParse({ temperature: 'hot' }))).toEqual([
      'Temperature must be between 32-43°C',
    ]);
    for (const weight of [0, -1, 100.5, 'heavy']) {
      expect(messages(ZVetAppointmentPatch.safeParse({ weight })), String(weight)).toEqual([
        'Weight must be between 0.1-100 kg',
      ]);
    }
  });

  it('trims exam texts, omits empty ones, and clears with null', () => {
    expect(
      ZVetAppointmentPatch.parse({ findings: '  Ear infection  ', recommendations: '', vetNotes: null }),
    ).toEqual({ findings: 'Ear infection', vetNotes: null });
    expect(messages(ZVetAppointmentPatch.safeParse({ findings: 'x'.repeat(4001) }))).toEqual([
      'Findings must be 4000 characters or less',
    ]);
  });

  it('reads the follow-up flag and date', () => {
    expect(ZVetAppointmentPatch.parse({ followUpRequired: 'true', followUpDate: '2030-02-01' })).toEqual({
      followUpRequired: true,
      followUpDate: '2030-02-01',
    });
    expect(
      messages(ZVetAppointmentPatch.safeParse({ followUpRequired: 'yes', followUpDate: 'soon' })),
    ).toEqual([
      'Follow-up required must be true or false',
      'Follow-up date must be a valid date (YYYY-MM-DD)',
    ]);
  });

  it('tells an exam save by its fields', () => {
    expect(writesExam({ status: 'completed' })).toBe(false);
    expect(writesExam({ cause: 'x', time: '10:00' })).toBe(false);
    expect(writesExam({ vetNotes: 'x' })).toBe(true);
    expect(writesExam({ followUpRequired: false })).toBe(true);
    expect(writesExam({ temperature: null })).toBe(true);
  });
});

describe('exam input', () => {
  it('takes only In Progress or Completed as the exam status', () => {
    expect(ZVetExamInput.parse({ id: 'a', status: 'in-progress' }).status).toBe('in-progress');
    expect(ZVetExamInput.parse({ id: 'a' }).status).toBeUndefined();
    expect(messages(ZVetExamInput.safeParse({ id: 'a', status: 'cancelled' }))).toEqual([
      'Exam status must be in-progress or completed',
    ]);
  });
});

describe('list input', () => {
  it('defaults to the first page of 12, blank search absent', () => {
    expect(ZVetListInput.parse({ search: '  ' })).toEqual({ page: 1, pageSize: 12 });
    expect(ZVetListInput.safeParse({ status: 'done' }).success).toBe(false);
  });
});

describe('messages', () => {
  it('says every spec text of section 5 word for word', () => {
    const texts = Object.values(VET_MESSAGES_EN);
    for (const text of [
      'Please select a dog',
      'Appointment date is required',
      'Appointment date cannot be before today',
      'Reason for appointment is required',
      'Temperature must be between 32-43°C',
      'Weight must be between 0.1-100 kg',
      'Follow-up date is required when follow-up is needed',
      'Follow-up date must be after the appointment date',
      'Appointment deleted successfully!',
    ]) {
      expect(texts).toContain(text);
    }
  });
});
