import { describe, expect, it } from 'vitest';
import {
  bookingFormSchema,
  bookingFormValues,
  EMPTY_BOOKING_FORM,
  examFormSchema,
  examFormValues,
  type TVetExamFormValues,
} from './vet.forms';

type Result = { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } };
const errors = (result: Result) =>
  result.success ? [] : (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

const TODAY = '2026-11-26';

describe('booking form', () => {
  it('asks for the dog, the date, the time and the reason', () => {
    expect(errors(bookingFormSchema(TODAY).safeParse({ ...EMPTY_BOOKING_FORM, time: '' }))).toEqual([
      ['dogId', 'vet.dogRequired'],
      ['day', 'vet.dateRequired'],
      ['time', 'vet.timeRequired'],
      ['cause', 'vet.reasonRequired'],
    ]);
  });

  it('refuses a day before today, except the day of the booking being edited', () => {
    const values = { ...EMPTY_BOOKING_FORM, dogId: 'd', day: '2026-11-20', cause: 'Vaccines' };
    expect(errors(bookingFormSchema(TODAY).safeParse(values))).toEqual([['day', 'vet.dateInPast']]);
    expect(bookingFormSchema(TODAY, '2026-11-20').safeParse(values).success).toBe(true);
    expect(bookingFormSchema(TODAY).safeParse({ ...values, day: TODAY }).success).toBe(true);
  });

  it('sends what the API takes, trimmed', () => {
    expect(
      bookingFormSchema(TODAY).parse({
        dogId: ' d1 ',
        day: '2026-12-03',
        time: '9:30',
        status: 'scheduled',
        cause: '  Vaccines ',
      }),
    ).toEqual({
      dogId: 'd1',
      appointmentDate: '2026-12-03',
      time: '09:30',
      cause: 'Vaccines',
      status: 'scheduled',
    });
  });

  it('fills in an appointment being edited', () => {
    expect(
      bookingFormValues({
        dog: { id: 'd1' },
        day: '2026-12-03',
        time: '09:30',
        status: 'in-progress',
        cause: 'x',
      }),
    ).toEqual({ dogId: 'd1', day: '2026-12-03', time: '09:30', status: 'in-progress', cause: 'x' });
  });

  it('carries the vet when the form has one: its id, or none (docs/domains/vet.md)', () => {
    const values = { ...EMPTY_BOOKING_FORM, dogId: 'd', day: '2026-12-03', cause: 'Vaccines' };
    expect(bookingFormSchema(TODAY).parse({ ...values, vetId: ' v1 ' }).vetId).toBe('v1');
    expect(bookingFormSchema(TODAY).parse({ ...values, vetId: '' }).vetId).toBeNull();
    const at = {
      dog: { id: 'd' },
      day: '2026-12-03',
      time: '09:30',
      status: 'scheduled' as const,
      cause: 'x',
    };
    expect(bookingFormValues({ ...at, vet: { id: 'v1' } }).vetId).toBe('v1');
    expect(bookingFormValues({ ...at, vet: null }).vetId).toBe('');
  });
});

const EXAM: TVetExamFormValues = {
  temperature: '',
  weight: '',
  status: 'in-progress',
  followUpRequired: false,
  followUpDate: '',
  findings: '',
  recommendations: '',
  vetNotes: '',
};

describe('exam form', () => {
  const schema = examFormSchema('2026-12-03');

  it('checks temperature and weight with the spec messages', () => {
    expect(errors(schema.safeParse({ ...EXAM, temperature: '45', weight: '0' }))).toEqual([
      ['temperature', 'vet.temperatureRange'],
      ['weight', 'vet.weightRange'],
    ]);
    expect(errors(schema.safeParse({ ...EXAM, temperature: '38.55' }))).toEqual([
      ['temperature', 'vet.temperatureStep'],
    ]);
  });

  it('requires the follow-up date when follow-up is needed, after the appointment day', () => {
    expect(errors(schema.safeParse({ ...EXAM, followUpRequired: true }))).toEqual([
      ['followUpDate', 'vet.followUpDateRequired'],
    ]);
    expect(errors(schema.safeParse({ ...EXAM, followUpRequired: true, followUpDate: '2026-12-03' }))).toEqual(
      [['followUpDate', 'vet.followUpAfterAppointment']],
    );
    expect(schema.safeParse({ ...EXAM, followUpRequired: true, followUpDate: '2026-12-04' }).success).toBe(
      true,
    );
  });

  it('sends numbers, trimmed texts, null for blanks, and the follow-up date only when required', () => {
    expect(
      schema.parse({
        ...EXAM,
        temperature: '38,6',
        weight: '24.3',
        status: 'completed',
        followUpRequired: false,
        followUpDate: '2026-12-24',
        findings: '  Mild otitis ',
        vetNotes: '   ',
      }),
    ).toEqual({
      status: 'completed',
      temperature: 38.6,
      weight: 24.3,
      followUpRequired: false,
      followUpDate: null,
      findings: 'Mild otitis',
      recommendations: null,
      vetNotes: null,
    });
  });

  it('opens a scheduled appointment in progress, with what was recorded', () => {
    expect(
      examFormValues({
        status: 'scheduled',
        temperature: 38.5,
        weight: null,
        followUpRequired: true,
        followUpDate: '2026-12-24',
        findings: 'Ok',
        recommendations: null,
        vetNotes: null,
      }),
    ).toEqual({
      ...EXAM,
      temperature: '38.5',
      followUpRequired: true,
      followUpDate: '2026-12-24',
      findings: 'Ok',
    });
  });
});
