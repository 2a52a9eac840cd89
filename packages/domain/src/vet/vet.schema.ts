// Vet appointment input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Vet). The API
// inputs (REST and tRPC) and the web's booking and exam forms validate with these, so each rule
// and its message live only here. Rules that need the business day ("not before today") or the
// stored appointment (a partial update's follow-up date) are checked by the service with
// vetWhenIssues / followUpIssues below, and by the forms with the schemas built for a day.
import { z } from 'zod';
import { ZExamItems } from '../billing/billing.schema';
import { DATE_RANGE_KEY, isDateTextInRange, normalizeClock } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZMultiline, ZSearchText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';
import { ZAuditUser } from '../dogs/dog.schema';
import { ZPage } from '../owners/owner.schema';
import { ZExamVaccines } from '../vaccinations/vaccinations.schema';
import {
  APPOINTMENT_STATUSES,
  EXAM_FIELDS,
  EXAM_STATUSES,
  isOnTemperatureStep,
  isTemperatureInRange,
  isVetWeight,
  parseWhen,
  VET_APPOINTMENTS_PAGE_SIZE,
  VET_DASHBOARD_CAP,
  VET_EXAM_TEXT_MAX,
  VET_REASON_MAX,
} from './vet.rules';

/** What the vet answers say before the messages of a validation failure (docs/spec/product-spec.md §5). */
export const VET_VALIDATION_PREFIX = 'Validation failed: ';

/** English texts of the vet message keys (spec wording where the spec has one). */
export const VET_MESSAGES_EN = {
  'vet.dogRequired': 'Please select a dog',
  'vet.dateRequired': 'Appointment date is required',
  'vet.dateInvalid': 'Appointment date must be a valid date (YYYY-MM-DD) or date and time',
  'vet.dateInPast': 'Appointment date cannot be before today',
  'vet.timeRequired': 'Appointment time is required',
  'vet.timeInvalid': 'Time must be a valid time of day (HH:mm)',
  'vet.reasonRequired': 'Reason for appointment is required',
  'vet.reasonTooLong': `Reason must be ${VET_REASON_MAX} characters or less`,
  'vet.statusInvalid': 'Status must be scheduled, in-progress, completed or cancelled',
  'vet.examStatusInvalid': 'Exam status must be in-progress or completed',
  'vet.temperatureRange': 'Temperature must be between 32-43°C',
  'vet.temperatureStep': 'Temperature must be given in steps of 0.1°C',
  'vet.weightRange': 'Weight must be between 0.1-100 kg',
  'vet.followUpRequiredInvalid': 'Follow-up required must be true or false',
  'vet.followUpDateRequired': 'Follow-up date is required when follow-up is needed',
  'vet.followUpDateInvalid': 'Follow-up date must be a valid date (YYYY-MM-DD)',
  'vet.followUpAfterAppointment': 'Follow-up date must be after the appointment date',
  'vet.findingsTooLong': `Findings must be ${VET_EXAM_TEXT_MAX} characters or less`,
  'vet.recommendationsTooLong': `Treatment recommendations must be ${VET_EXAM_TEXT_MAX} characters or less`,
  'vet.vetNotesTooLong': `Veterinary notes must be ${VET_EXAM_TEXT_MAX} characters or less`,
  'vet.appointmentNotFound': 'Appointment not found',
  'vet.dogNotFound': 'Dog not found',
  'vet.completedFinal': 'A completed appointment can no longer be changed',
  'vet.cancelledFinal': 'A cancelled appointment can no longer be changed',
  'vet.cannotReschedule': 'An appointment in progress cannot go back to scheduled',
  'vet.deleteOnlyScheduled': 'Only a scheduled appointment can be deleted',
  'vet.changedMeanwhile': 'The appointment is being changed by someone else; please try again',
  'vet.clinicianOnly':
    'Only a vet, an admin or a manager can record an examination or complete an appointment',
  'vet.examDogLocked': 'The dog of an appointment with an examination cannot be changed',
  'vet.examClinicianOnly':
    'Only a vet, an admin or a manager can cancel, reschedule or delete an appointment with an examination',
  'vet.deleted': 'Appointment deleted successfully!',
  'vet.vetInvalid': 'Vet must be a staff user',
  'vet.vetNotFound': 'Vet not found',
  'vet.dayInvalid': 'Day must be a valid date (YYYY-MM-DD)',
  'vet.rangeInvalid': 'The end of the date range cannot be before its start',
} as const;
registerMessages(VET_MESSAGES_EN);
export type TVetMessageKey = keyof typeof VET_MESSAGES_EN;

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Older clients' names (docs/contract/rest-contract.md): `dog` for `dogId` (an id, or an object with `_id`),
 * `date` for `appointmentDate`, `reason` for `cause`. The contract's own name wins when both
 * are sent.
 */
function withAliases(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = { ...v };
  if (out.dogId === undefined && v.dog !== undefined) {
    const dog = v.dog;
    out.dogId = isRecord(dog) ? (dog._id ?? dog.id ?? dog) : dog;
  }
  if (out.appointmentDate === undefined && v.date !== undefined) out.appointmentDate = v.date;
  if (out.cause === undefined && v.reason !== undefined) out.cause = v.reason;
  delete out.dog;
  delete out.date;
  delete out.reason;
  return out;
}

// Absent and null become '' so a missing choice reports the spec's message, not a type error.
const choice = (v: unknown) => (v === undefined || v === null ? '' : v);
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** A chosen dog's id: required with the spec's message; an unknown id is a 404, not a 400. */
const ZDogChoice = z.preprocess(
  choice,
  z.string({ message: 'vet.dogRequired' }).trim().min(1, { message: 'vet.dogRequired' }),
);

/** A date as clients send it: a bare day, a wall-clock date and time, or a full ISO instant. */
const ZVetDate = z.preprocess(
  choice,
  z
    .string({ message: 'vet.dateInvalid' })
    .trim()
    .min(1, { message: 'vet.dateRequired', abort: true })
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine((v) => parseWhen(v) !== null, { message: 'vet.dateInvalid' }),
);

/** 'HH:mm' in the business zone; blank is absent. */
const ZClock = z.preprocess(
  (v) => (v === null ? undefined : blankToUndefined(v)),
  z
    .string({ message: 'vet.timeInvalid' })
    .refine((v) => normalizeClock(v) !== null, { message: 'vet.timeInvalid' })
    .transform((v) => normalizeClock(v) ?? v)
    .optional(),
);

/** The reason: trimmed, not blank, one or more lines. */
const ZReason = z.preprocess(
  choice,
  ZMultiline('vet.reasonRequired')
    .min(1, { message: 'vet.reasonRequired' })
    .max(VET_REASON_MAX, { message: 'vet.reasonTooLong' }),
);

/**
 * The appointment's vet (docs/domains/vet.md): a staff user's id, or null for none; '' is null too (the
 * form's "No vet"). Any staff user (older integrations); the form offers the vet role.
 */
const ZVetChoice = z.preprocess(
  (v) => (v === '' ? null : v),
  z.string({ message: 'vet.vetInvalid' }).trim().min(1, { message: 'vet.vetInvalid' }).nullable().optional(),
);

export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES, { message: 'vet.statusInvalid' });
export const ZExamStatus = z.enum(EXAM_STATUSES, { message: 'vet.examStatusInvalid' });

const optionalStatus = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === null ? undefined : blankToUndefined(v)), schema.optional());

/** A number as a form or a client may send it: the digits as a string count ('38,5' too). */
function toNumber(v: unknown): unknown {
  if (typeof v !== 'string') return v;
  const text = v.trim();
  if (text === '') return undefined;
  const n = Number(text.replace(',', '.'));
  return Number.isNaN(n) ? v : n;
}

/** Temperature: '' is absent (not sent), null clears what was recorded. */
const ZTemperature = z.preprocess(
  toNumber,
  z
    .number({ message: 'vet.temperatureRange' })
    .refine(isTemperatureInRange, { message: 'vet.temperatureRange', abort: true })
    .refine(isOnTemperatureStep, { message: 'vet.temperatureStep' })
    .nullable()
    .optional(),
);

const ZWeight = z.preprocess(
  toNumber,
  z
    .number({ message: 'vet.weightRange' })
    .refine(isVetWeight, { message: 'vet.weightRange' })
    .nullable()
    .optional(),
);

/** An exam text: trimmed; '' is absent (spec: empty text is omitted), null clears it. */
const examText = (key: string) =>
  z.preprocess(blankToUndefined, ZMultiline().max(VET_EXAM_TEXT_MAX, { message: key }).nullable().optional());

const ZFollowUpRequired = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v === null ? undefined : v),
  z.boolean({ message: 'vet.followUpRequiredInvalid' }).optional(),
);

/** A follow-up date: a day (or an instant, read as its business day); '' absent, null clears. */
const ZFollowUpDate = z.preprocess(
  blankToUndefined,
  z
    .string({ message: 'vet.followUpDateInvalid' })
    .trim()
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine((v) => parseWhen(v) !== null, { message: 'vet.followUpDateInvalid' })
    .nullable()
    .optional(),
);

const examShape = {
  temperature: ZTemperature,
  weight: ZWeight,
  findings: examText('vet.findingsTooLong'),
  recommendations: examText('vet.recommendationsTooLong'),
  vetNotes: examText('vet.vetNotesTooLong'),
  followUpRequired: ZFollowUpRequired,
  followUpDate: ZFollowUpDate,
};

// ---------------------------------------------------------------------------------------------
// API inputs
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/vet/appointments and `vet.create`: `dogId | dog`, `appointmentDate | date`,
 * `time?` ('HH:mm' in APP_TIMEZONE), `cause | reason`, `status?` (scheduled by default).
 * "Not before today" is the service's check (it knows the business day).
 */
const bookingShape = {
  dogId: ZDogChoice,
  appointmentDate: ZVetDate,
  time: ZClock,
  cause: ZReason,
  status: optionalStatus(ZAppointmentStatus),
};
export const ZVetAppointmentInput = z.preprocess(
  withAliases,
  z.object({ ...bookingShape, vetId: ZVetChoice }),
);
export type TVetAppointmentInput = z.output<typeof ZVetAppointmentInput>;
/**
 * The REST body of POST: the contract's fields only. The vet (docs/domains/vet.md) is the screens' (tRPC);
 * a `vetId` sent over REST is an unknown field, ignored like any other.
 */
export const ZVetAppointmentInputRest = z.preprocess(withAliases, z.object(bookingShape));

/** True when a body writes any exam field (an exam save: clinicians only). */
export function writesExam(body: Record<string, unknown>): boolean {
  return EXAM_FIELDS.some((field) => body[field] !== undefined);
}

/**
 * An exam save skips the three booking checks (docs/spec/product-spec.md §5): a blank dog, date or reason
 * sent along with exam fields is left out (the booking keeps its own) instead of refused.
 */
function dropBlankBookingInExam(v: unknown): unknown {
  const aliased = withAliases(v);
  if (!isRecord(aliased) || !writesExam(aliased)) return aliased;
  const out = { ...aliased };
  for (const field of ['dogId', 'appointmentDate', 'cause'] as const) {
    const value = out[field];
    if (value === null || (typeof value === 'string' && value.trim() === '')) delete out[field];
  }
  return out;
}

/**
 * PUT /api/vet/appointments/{id} and `vet.update`: any part of the booking, the status, and the
 * exam fields. Absent fields keep their value; exam numbers, texts and the follow-up date are
 * cleared with null. A body with exam fields and no status completes the appointment.
 */
const patchShape = {
  dogId: ZDogChoice.optional(),
  appointmentDate: ZVetDate.optional(),
  time: ZClock,
  cause: ZReason.optional(),
  status: optionalStatus(ZAppointmentStatus),
  vetId: ZVetChoice,
  ...examShape,
  /** Vaccines the exam gave: verified records of the dog (clinicians only, like the exam). */
  vaccinesGiven: ZExamVaccines,
  /** Priced items the vet adds (billing): each charged once to the dog's household. */
  items: ZExamItems,
};

export const ZVetAppointmentPatch = z.preprocess(dropBlankBookingInExam, z.object(patchShape));
export type TVetAppointmentPatch = z.output<typeof ZVetAppointmentPatch>;
/** The REST body of PUT: the same without the vet (ignored over REST, as POST's). */
export const ZVetAppointmentPatchRest = z.preprocess(
  dropBlankBookingInExam,
  z.object(patchShape).omit({ vetId: true }),
);
/** `vet.update`: the same, with the appointment's id. */
export const ZVetAppointmentUpdate = z.preprocess(
  dropBlankBookingInExam,
  z.object({ id: z.string(), ...patchShape }),
);
export type TVetAppointmentUpdate = z.output<typeof ZVetAppointmentUpdate>;

/** `vet.saveExam`: the exam form. The status is In Progress or Completed (default completed). */
export const ZVetExamInput = z.object({
  id: z.string(),
  status: optionalStatus(ZExamStatus),
  ...examShape,
  /** Vaccines the exam gave: verified records of the dog. */
  vaccinesGiven: ZExamVaccines,
  /** Priced items the vet adds: `price` (id or code) and a quantity; charged to the household. */
  items: ZExamItems,
});
export type TVetExamInput = z.output<typeof ZVetExamInput>;

export const ZVetIdInput = z.object({ id: z.string() });
export const ZVetDogIdInput = z.object({ dogId: z.string() });

const ZSearch = ZSearchText(100);

/** A business day 'YYYY-MM-DD'; '' and null are absent. */
const ZDay = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ message: 'vet.dayInvalid' })
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine(isCalendarDay, { message: 'vet.dayInvalid' })
    .optional(),
);

/**
 * The Appointments List: search by dog name, owner or reason; status filter; the business days
 * `from`–`to` (both included; one alone is open on the other side, the same day twice is a day:
 * docs/domains/vet.md); pages.
 */
export const ZVetListInput = z
  .object({
    search: ZSearch,
    status: ZAppointmentStatus.optional(),
    from: ZDay,
    to: ZDay,
    page: z.number().int().min(1).max(100_000).default(1),
    pageSize: z.number().int().min(1).max(100).default(VET_APPOINTMENTS_PAGE_SIZE),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, { message: 'vet.rangeInvalid', path: ['to'] });
export type TVetListInput = z.input<typeof ZVetListInput>;

/** The day agenda (vet.day): a business day, today when absent. */
export const ZVetDayInput = z.object({ day: ZDay });
export type TVetDayInput = z.input<typeof ZVetDayInput>;

/** The dashboard's part: how many of today's and the coming week's appointments to list. */
export const ZVetOverviewInput = z.object({
  limit: z.number().int().min(1).max(50).default(VET_DASHBOARD_CAP),
});
export type TVetOverviewInput = z.input<typeof ZVetOverviewInput>;

// ---------------------------------------------------------------------------------------------
// Outputs (tRPC names ids `id`; REST renames them `_id`)
// ---------------------------------------------------------------------------------------------

export const ZVetOwnerRef = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export const ZVetDogRef = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  owners: z.array(ZVetOwnerRef),
});

/** An appointment as REST answers it (docs/contract/rest-contract.md, exactly). */
export const ZVetAppointmentRest = z.object({
  id: z.string(),
  dog: ZVetDogRef,
  /** The appointment's instant (ISO 8601, UTC). */
  appointmentDate: z.string(),
  /** The same instant, for older clients. */
  date: z.string(),
  /** Its wall-clock time in APP_TIMEZONE, 'HH:mm'. */
  time: z.string(),
  cause: z.string(),
  /** The same text, for older clients. */
  reason: z.string(),
  status: ZAppointmentStatus,
  temperature: z.number().nullable(),
  weight: z.number().nullable(),
  findings: z.string().nullable(),
  recommendations: z.string().nullable(),
  vetNotes: z.string().nullable(),
  followUpRequired: z.boolean(),
  /** A calendar day, YYYY-MM-DD (only while follow-up is required). */
  followUpDate: z.string().nullable(),
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * A vet as the screens show one (docs/domains/vet.md): the id and the name (the username when the user has
 * no name); never more, as every role reads it.
 */
export const ZVetStaff = z.object({ id: z.string(), name: z.string() });
export type TVetStaff = z.infer<typeof ZVetStaff>;

/** An appointment as tRPC answers it: the REST shape plus its business day and its vet. */
export const ZVetAppointment = ZVetAppointmentRest.extend({
  /** The appointment's day in APP_TIMEZONE, YYYY-MM-DD (the web shows day and time from here). */
  day: z.string(),
  /** Who sees the dog (docs/domains/vet.md), or null. REST answers keep the contract's fields without it. */
  vet: ZVetStaff.nullable(),
});
export type TVetAppointment = z.infer<typeof ZVetAppointment>;
export type TVetAppointmentRest = z.infer<typeof ZVetAppointmentRest>;

export const ZVetAppointmentPage = ZPage(ZVetAppointment);
export type TVetAppointmentPage = z.infer<typeof ZVetAppointmentPage>;

/**
 * The day agenda (vet.day): the day's appointments that hold time (not cancelled) earliest first,
 * and its columns: the users with the vet role and any other staff user with an appointment that
 * day, by name. Appointments without a vet have `vet: null` (the screen's Unassigned column).
 */
export const ZVetDay = z.object({
  day: z.string(),
  timeZone: z.string(),
  vets: z.array(ZVetStaff),
  appointments: z.array(ZVetAppointment),
});
export type TVetDay = z.infer<typeof ZVetDay>;

/** The dashboard's part (docs/spec/product-spec.md §9): today's (time shown) and the next 7 days', with counts. */
export const ZVetOverview = z.object({
  /** The business day the figures are for. */
  date: z.string(),
  today: z.array(ZVetAppointment),
  todayCount: z.number().int(),
  upcoming: z.array(ZVetAppointment),
  upcomingCount: z.number().int(),
  /** Scheduled or in-progress appointments of today not yet completed. */
  waitingToday: z.number().int(),
});
export type TVetOverview = z.infer<typeof ZVetOverview>;
