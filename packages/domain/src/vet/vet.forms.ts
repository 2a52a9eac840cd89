// The web's two vet forms, validated with the same messages as the API: the booking form (dog,
// date and time, vet, status, reason) and the exam form (temperature, weight, exam status, follow-up,
// findings, recommendations, notes). Each turns what its inputs hold (strings) into what the API
// takes. Rules against a day ("not before today", "after the appointment") take the day.
import { z } from 'zod';
import { DATE_RANGE_KEY, isDateTextInRange, normalizeClock } from '../common/date-input';
import { isCalendarDay } from '../dogs/dog.rules';
import {
  APPOINTMENT_STATUSES,
  EXAM_STATUSES,
  examStartStatus,
  type TAppointmentStatus,
  type TExamStatus,
} from './vet.rules';
import { ZVetAppointmentInput, ZVetExamInput } from './vet.schema';

// ---------------------------------------------------------------------------------------------
// Booking form
// ---------------------------------------------------------------------------------------------

export const ZVetBookingFormValues = z.object({
  dogId: z.string(),
  day: z.string(),
  time: z.string(),
  /** The vet's user id, '' for none (docs/domains/vet.md); absent in a form without the vet select. */
  vetId: z.string().optional(),
  status: z.enum(APPOINTMENT_STATUSES),
  cause: z.string(),
});
export type TVetBookingFormValues = z.infer<typeof ZVetBookingFormValues>;

/** A new booking's form: the time a clinic opens, scheduled. */
export const EMPTY_BOOKING_FORM: TVetBookingFormValues = {
  dogId: '',
  day: '',
  time: '09:00',
  vetId: '',
  status: 'scheduled',
  cause: '',
};

/** What the booking form sends (create, or the booking part of an update). */
export interface TVetBookingPayload {
  dogId: string;
  appointmentDate: string;
  time: string;
  cause: string;
  status: TAppointmentStatus;
  /** The vet, or null for none; sent when the form has the vet select. */
  vetId?: string | null;
}

/**
 * The booking form's schema. `today` is the browser's day; `keepDay` is the day of the booking
 * being edited, which stays valid even once it is past (only a new date must not be before
 * today). The time is required here (a clinic books at an hour); the API also takes a day alone.
 */
export function bookingFormSchema(today: string, keepDay?: string) {
  return ZVetBookingFormValues.superRefine((v, ctx) => {
    const add = (path: keyof TVetBookingFormValues, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.dogId.trim() === '') add('dogId', 'vet.dogRequired');
    const day = v.day.trim();
    if (day === '') add('day', 'vet.dateRequired');
    else if (!isDateTextInRange(day)) add('day', DATE_RANGE_KEY);
    else if (!isCalendarDay(day)) add('day', 'vet.dateInvalid');
    else if (day < today && day !== keepDay) add('day', 'vet.dateInPast');
    if (v.time.trim() === '') add('time', 'vet.timeRequired');
    else if (normalizeClock(v.time) === null) add('time', 'vet.timeInvalid');
    // The reason's own rules (blank, length, control characters) are the API's.
    const parsed = ZVetAppointmentInput.safeParse({
      dogId: 'x',
      appointmentDate: '2026-01-01',
      cause: v.cause,
    });
    if (!parsed.success) for (const issue of parsed.error.issues) add('cause', issue.message);
  }).transform(
    (v): TVetBookingPayload => ({
      dogId: v.dogId.trim(),
      appointmentDate: v.day.trim(),
      time: normalizeClock(v.time) ?? v.time,
      cause: v.cause.trim(),
      status: v.status,
      ...(v.vetId === undefined ? {} : { vetId: v.vetId.trim() || null }),
    }),
  );
}

/** The form values of an appointment being edited. */
export function bookingFormValues(a: {
  dog: { id: string };
  day: string;
  time: string;
  /** The appointment's vet (tRPC answers carry it; null: none). */
  vet?: { id: string } | null;
  status: TAppointmentStatus;
  cause: string;
}): TVetBookingFormValues {
  return {
    dogId: a.dog.id,
    day: a.day,
    time: a.time,
    ...(a.vet === undefined ? {} : { vetId: a.vet?.id ?? '' }),
    status: a.status,
    cause: a.cause,
  };
}

// ---------------------------------------------------------------------------------------------
// Exam form
// ---------------------------------------------------------------------------------------------

export const ZVetExamFormValues = z.object({
  temperature: z.string(),
  weight: z.string(),
  status: z.enum(EXAM_STATUSES),
  followUpRequired: z.boolean(),
  followUpDate: z.string(),
  findings: z.string(),
  recommendations: z.string(),
  vetNotes: z.string(),
});
export type TVetExamFormValues = z.infer<typeof ZVetExamFormValues>;

/** What the exam form sends to `vet.saveExam` (without the id). Blank fields clear (null). */
export interface TVetExamPayload {
  status: TExamStatus;
  temperature: number | null;
  weight: number | null;
  followUpRequired: boolean;
  /** Sent only when follow-up is required (docs/spec/product-spec.md §5); null otherwise. */
  followUpDate: string | null;
  findings: string | null;
  recommendations: string | null;
  vetNotes: string | null;
}

const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * The exam form's schema: the API's rules for each field, the follow-up date required when
 * follow-up is and on a day after `appointmentDay`. A blank field clears what was recorded.
 */
export function examFormSchema(appointmentDay: string) {
  // The figures and texts by the API's own rules (the exam input), read the same way twice.
  const examFields = (v: TVetExamFormValues) =>
    ZVetExamInput.safeParse({
      id: 'x',
      temperature: v.temperature,
      weight: v.weight,
      findings: v.findings,
      recommendations: v.recommendations,
      vetNotes: v.vetNotes,
    });
  return ZVetExamFormValues.superRefine((v, ctx) => {
    const parsed = examFields(v);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    }
    if (v.followUpRequired) {
      const day = v.followUpDate.trim();
      const add = (message: string) => ctx.addIssue({ code: 'custom', path: ['followUpDate'], message });
      if (day === '') add('vet.followUpDateRequired');
      else if (!isDateTextInRange(day)) add(DATE_RANGE_KEY);
      else if (!isCalendarDay(day)) add('vet.followUpDateInvalid');
      else if (day <= appointmentDay) add('vet.followUpAfterAppointment');
    }
  }).transform((v): TVetExamPayload => {
    // Only reached when the superRefine above found nothing, so the fields parse.
    const parsed = examFields(v).data;
    return {
      status: v.status,
      temperature: orNull(parsed?.temperature),
      weight: orNull(parsed?.weight),
      followUpRequired: v.followUpRequired,
      followUpDate: v.followUpRequired ? v.followUpDate.trim() : null,
      findings: orNull(parsed?.findings),
      recommendations: orNull(parsed?.recommendations),
      vetNotes: orNull(parsed?.vetNotes),
    };
  });
}

const numberText = (n: number | null) => (n === null ? '' : String(n));

/** The exam form's values for an appointment; a scheduled one opens in progress (docs/spec/product-spec.md §4). */
export function examFormValues(a: {
  status: TAppointmentStatus;
  temperature: number | null;
  weight: number | null;
  followUpRequired: boolean;
  followUpDate: string | null;
  findings: string | null;
  recommendations: string | null;
  vetNotes: string | null;
}): TVetExamFormValues {
  return {
    temperature: numberText(a.temperature),
    weight: numberText(a.weight),
    status: examStartStatus(a.status),
    followUpRequired: a.followUpRequired,
    followUpDate: a.followUpDate ?? '',
    findings: a.findings ?? '',
    recommendations: a.recommendations ?? '',
    vetNotes: a.vetNotes ?? '',
  };
}
