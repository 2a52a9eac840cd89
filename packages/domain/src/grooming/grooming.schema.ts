// Grooming input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Grooming). The web
// form validates with the same rules, so each rule and its message live only here. The one rule
// that needs the business day ('Appointment date cannot be in the past') is checked by the
// server's service (it knows APP_TIMEZONE) and by the web form's groomingFormSchema(today).
import { z } from 'zod';
import { DATE_RANGE_KEY, dateInputInstant, isDateTextInRange, parseDateInput } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZLine, ZMultiline, ZOptionalText, ZSearchText } from '../common/text';
import { clockToMinutes } from '../common/zoned-time';
import { isCalendarDay } from '../dogs/dog.rules';
import { ZAuditUser, ZDogPickerExtras } from '../dogs/dog.schema';
import { ZPage } from '../owners/owner.schema';
import { ZVaccinationOverride, ZWarnings } from '../vaccinations/vaccinations.schema';
import {
  DURATION_MAX_MINUTES,
  DURATION_MIN_MINUTES,
  GROOMING_PAGE_SIZE,
  GROOMING_SERVICES,
  GROOMING_STATUSES,
  SIZE_TAGS,
  type TGroomingService,
} from './grooming.rules';

export const GROOMING_NOTES_MAX = 1000;
export const GROOMING_PHONE_MAX = 30;
export const GROOMING_WEIGHT_MIN = 0.1;
export const GROOMING_WEIGHT_MAX = 100;

/** English texts of the grooming message keys (spec wording where the spec has one). */
export const GROOMING_MESSAGES_EN = {
  'grooming.dogRequired': 'Please select a dog',
  'grooming.ownerPhoneRequired': 'Owner phone is required',
  'grooming.ownerPhoneTooLong': `Owner phone must be ${GROOMING_PHONE_MAX} characters or less`,
  'grooming.weightInvalid': 'Please enter a valid weight',
  'grooming.dateRequired': 'Appointment date and time is required',
  'grooming.dateInvalid': 'Appointment date and time must be a valid date and time',
  'grooming.dateInPast': 'Appointment date cannot be in the past',
  'grooming.servicesRequired': 'Please select at least one grooming service',
  'grooming.serviceInvalid': `Grooming services must be among: ${GROOMING_SERVICES.join(', ')}`,
  'grooming.notesTooLong': `Notes must be ${GROOMING_NOTES_MAX} characters or less`,
  'grooming.groomingNotesTooLong': `Grooming notes must be ${GROOMING_NOTES_MAX} characters or less`,
  'grooming.durationInvalid': `Length must be a whole number of minutes from ${DURATION_MIN_MINUTES} to ${DURATION_MAX_MINUTES}`,
  'grooming.groomerInvalid': 'Please select a valid groomer',
  'grooming.statusInvalid': 'Status must be scheduled, in-progress, completed or cancelled',
  'grooming.statusMove': 'A booking that is {from} cannot be moved to {to}',
  'grooming.startLaterDay': 'A booking on a later day cannot be started yet',
  'grooming.undoExpired': 'This change can no longer be undone',
  'grooming.onlyScheduledEditable': 'Only a scheduled booking can be edited',
  'grooming.deleteNotAllowed': 'Only a scheduled or cancelled booking can be deleted',
  'grooming.groomerBusy': 'This groomer already has an appointment at that time',
  'grooming.bookingNotFound': 'Booking not found',
  'grooming.dogNotFound': 'Dog not found',
  'grooming.groomerNotFound': 'Groomer not found',
  'grooming.nothingToChange': 'Nothing to change: send the fields to edit, or a status',
  'grooming.dayInvalid': 'Day must be a valid day (YYYY-MM-DD)',
  'grooming.deleted': 'Grooming appointment deleted successfully!',
} as const;
registerMessages(GROOMING_MESSAGES_EN);
export type TGroomingMessageKey = keyof typeof GROOMING_MESSAGES_EN;

// ---------------------------------------------------------------------------------------------
// Appointment date and time
// ---------------------------------------------------------------------------------------------

/**
 * The instant of an appointment written as the APIs accept it (common/date-input.ts, a space
 * instead of the 'T' allowed), or null when it is not a date:
 * - with a zone ('2026-11-27T10:00:00.000Z', '...+01:00'): that instant;
 * - without one ('2026-11-27T11:00', what a datetime-local input sends): that wall-clock time
 *   in the business zone;
 * - a day alone ('2026-11-27'): at `time` ('HH:mm') that day when given, else its start.
 */
export function groomingInstant(text: string, timeZone: string, time?: string): Date | null {
  const input = parseDateInput(text.trim(), { spaceSeparator: true });
  if (!input) return null;
  if (input.kind !== 'day') return dateInputInstant(input, timeZone);
  const minutes = time === undefined ? 0 : clockToMinutes(time);
  return minutes === null ? null : dateInputInstant(input, timeZone, minutes);
}

/** Whether the text is a date the APIs accept (any zone gives the same answer). */
const isAppointmentText = (text: string) => groomingInstant(text, 'UTC') !== null;

// Absent and null become '' so a missing value reports the spec's message, not a type error.
const choice = (v: unknown) => (v === undefined || v === null ? '' : v);
const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
/** A reference sent as an id, or as the object a GET answered (`{ _id }` / `{ id }`). */
const refId = (v: unknown) => (isRecord(v) ? (v._id ?? v.id ?? v) : v);
/** Digits typed into a field arrive as text: '12.5' is 12.5; blank is absent. */
const toNumber = (v: unknown) =>
  v === '' || v === null ? undefined : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;

/**
 * The body as clients send it: `dogId` is `dog`, `groomerId` is `groomer` (docs/contract/rest-contract.md), and
 * either may be the object a GET answered.
 */
function withAliases(v: unknown): unknown {
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = { ...v };
  if (out.dog === undefined && out.dogId !== undefined) out.dog = out.dogId;
  if (out.groomer === undefined && out.groomerId !== undefined) out.groomer = out.groomerId;
  if (out.dog !== undefined) out.dog = refId(out.dog);
  if (out.groomer !== undefined) out.groomer = refId(out.groomer);
  return out;
}

// ---------------------------------------------------------------------------------------------
// Fields
// ---------------------------------------------------------------------------------------------

const ZDogId = z
  .string({ message: 'grooming.dogRequired' })
  .trim()
  .min(1, { message: 'grooming.dogRequired' });
const ZPhone = ZLine('grooming.ownerPhoneRequired')
  .min(1, { message: 'grooming.ownerPhoneRequired' })
  .max(GROOMING_PHONE_MAX, { message: 'grooming.ownerPhoneTooLong' });
const ZWeight = z
  .number({ message: 'grooming.weightInvalid' })
  .min(GROOMING_WEIGHT_MIN, { message: 'grooming.weightInvalid' })
  .max(GROOMING_WEIGHT_MAX, { message: 'grooming.weightInvalid' });
const ZAppointmentDate = z
  .string({ message: 'grooming.dateRequired' })
  .trim()
  .min(1, { message: 'grooming.dateRequired', abort: true })
  .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
  .refine(isAppointmentText, { message: 'grooming.dateInvalid' });
/** A separate time for a day-only appointmentDate (clients that send the two apart). */
const ZTime = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z
    .string({ message: 'grooming.dateInvalid' })
    .trim()
    .refine((t) => clockToMinutes(t) !== null, { message: 'grooming.dateInvalid' })
    .optional(),
);
const ZServiceList = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(z.enum(GROOMING_SERVICES, { message: 'grooming.serviceInvalid' }), {
      message: 'grooming.servicesRequired',
    })
    .min(1, { message: 'grooming.servicesRequired' })
    // Each service once, in the order the form lists them.
    .transform((list) => GROOMING_SERVICES.filter((s) => list.includes(s)) as TGroomingService[]),
);
const ZNotes = ZOptionalText(GROOMING_NOTES_MAX, 'grooming.notesTooLong', { multiline: true });
const ZGroomingNotes = ZOptionalText(GROOMING_NOTES_MAX, 'grooming.groomingNotesTooLong', {
  multiline: true,
});
/** An edited text: absent keeps it, blank or null clears it (null), anything else is checked. */
const ZClearableText = (key: string) =>
  z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    ZMultiline().max(GROOMING_NOTES_MAX, { message: key }).nullable().optional(),
  );
/** A staff user's id, or null for no groomer; '' is null too (the form's "No groomer"). */
const ZGroomerChoice = z.preprocess(
  (v) => (v === '' ? null : v),
  z
    .string({ message: 'grooming.groomerInvalid' })
    .trim()
    .min(1, { message: 'grooming.groomerInvalid' })
    .nullable(),
);
const ZDuration = z.preprocess(
  toNumber,
  z
    .number({ message: 'grooming.durationInvalid' })
    .int({ message: 'grooming.durationInvalid' })
    .min(DURATION_MIN_MINUTES, { message: 'grooming.durationInvalid' })
    .max(DURATION_MAX_MINUTES, { message: 'grooming.durationInvalid' })
    .optional(),
);
export const ZGroomingStatus = z.enum(GROOMING_STATUSES, { message: 'grooming.statusInvalid' });

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/**
 * The tRPC inputs take the contract's `groomerId` too (REST takes it through withAliases), so a
 * client of either API that names the groomer that way never has it dropped; `groomer` wins.
 */
const groomerAlias = { groomerId: ZGroomerChoice.optional() };
function foldGroomerAlias<
  T extends { groomer?: string | null | undefined; groomerId?: string | null | undefined },
>({ groomerId, ...rest }: T): Omit<T, 'groomerId'> {
  return rest.groomer === undefined && groomerId !== undefined ? { ...rest, groomer: groomerId } : rest;
}

/**
 * POST /api/grooming (through ZGroomingBookingBody), grooming.create and the New Appointment
 * form: docs/spec/product-spec.md §5's rules. `groomer` and `durationMinutes` are additions that older clients
 * omit: no groomer, and the default length for the services and the dog's size. A new booking
 * is always scheduled.
 */
export const ZGroomingBookingInput = z
  .object({
    dog: z.preprocess(choice, ZDogId),
    ownerPhone: z.preprocess(choice, ZPhone),
    weight: z.preprocess(toNumber, ZWeight),
    appointmentDate: z.preprocess(choice, ZAppointmentDate),
    time: ZTime,
    groomingServices: ZServiceList,
    notes: ZNotes,
    groomingNotes: ZGroomingNotes,
    groomer: ZGroomerChoice.optional(),
    ...groomerAlias,
    durationMinutes: ZDuration,
  })
  .transform(foldGroomerAlias);
export type TGroomingBookingInput = z.infer<typeof ZGroomingBookingInput>;
/** The REST body of POST /api/grooming: the same rules, with the contract's aliases. */
export const ZGroomingBookingBody = z.preprocess(withAliases, ZGroomingBookingInput);

/**
 * Any of the booking's fields, and/or `status`. Notes sent blank (or null) are cleared. A change of `status` alone (with, optionally, the
 * groomer's `groomingNotes`) is a status change; any other field that differs from the booking
 * is an edit, allowed only while scheduled. Absent fields keep their value.
 */
const ZGroomingUpdateFields = z.object({
  dog: z.preprocess((v) => (v === null ? '' : v), ZDogId.optional()),
  ownerPhone: z.preprocess((v) => (v === null ? '' : v), ZPhone.optional()),
  weight: z.preprocess(toNumber, ZWeight.optional()),
  appointmentDate: z.preprocess((v) => (v === null ? '' : v), ZAppointmentDate.optional()),
  time: ZTime,
  groomingServices: z.preprocess((v) => (v === null ? [] : v), ZServiceList.optional()),
  notes: ZClearableText('grooming.notesTooLong'),
  groomingNotes: ZClearableText('grooming.groomingNotesTooLong'),
  groomer: ZGroomerChoice.optional(),
  durationMinutes: ZDuration,
  status: ZGroomingStatus.optional(),
  /** A Start (in-progress): a manager's override of a vaccination block, with its required reason. */
  override: ZVaccinationOverride,
});
/** PUT /api/grooming/{id}: the fields with the contract's aliases (`dogId`, `groomerId`). */
export const ZGroomingUpdateBody = z.preprocess(withAliases, ZGroomingUpdateFields);
export type TGroomingUpdateBody = z.infer<typeof ZGroomingUpdateFields>;
/** grooming.update (the Edit Booking form). */
export const ZGroomingUpdateInput = ZGroomingUpdateFields.extend({
  id: z.string(),
  ...groomerAlias,
}).transform(foldGroomerAlias);
export type TGroomingUpdateInput = z.infer<typeof ZGroomingUpdateInput>;

/** grooming.setStatus: Start, Complete, Cancel (docs/spec/product-spec.md §4: a status change sends only the status). */
export const ZGroomingStatusInput = z.object({
  id: z.string(),
  status: ZGroomingStatus,
  /** A Start: a manager's override of a vaccination block, with its required reason. */
  override: ZVaccinationOverride,
});
export type TGroomingStatusInput = z.infer<typeof ZGroomingStatusInput>;

/**
 * The undo of a one-click Start or Complete: the booking, the status it has now (the move's
 * result) and its updatedAt as the move answered it (nothing else may have changed it since).
 */
export const ZGroomingUndoInput = z.object({
  id: z.string(),
  status: ZGroomingStatus,
  updatedAt: z.string(),
});
export type TGroomingUndoInput = z.infer<typeof ZGroomingUndoInput>;

export const ZGroomingIdInput = z.object({ id: z.string() });
export const ZGroomingDogIdInput = z.object({ dogId: z.string() });

/** All Bookings: search by dog name, owner name or phone; status filter; newest first. */
export const ZGroomingListInput = z.object({
  search: ZSearchText(100),
  status: ZGroomingStatus.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(GROOMING_PAGE_SIZE),
});
export type TGroomingListInput = z.input<typeof ZGroomingListInput>;

/** The day view: one business day (YYYY-MM-DD), today when absent. */
export const ZGroomingDayInput = z.object({
  day: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string({ message: 'grooming.dayInvalid' })
      .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
      .refine(isCalendarDay, { message: 'grooming.dayInvalid' })
      .optional(),
  ),
});
export type TGroomingDayInput = z.input<typeof ZGroomingDayInput>;

/** The form's dog picker: dogs matching the search, with what picking one fills in. */
export const ZGroomingDogOptionsInput = z.object({
  search: ZSearchText(100),
  limit: z.number().int().min(1).max(50).default(20),
});
export type TGroomingDogOptionsInput = z.input<typeof ZGroomingDogOptionsInput>;

// ---------------------------------------------------------------------------------------------
// Outputs (tRPC names ids `id`; REST renames them `_id`)
// ---------------------------------------------------------------------------------------------

export const ZGroomingOwnerRef = z.object({ id: z.string(), name: z.string(), phone: z.string() });

export const ZGroomingDogRef = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  /** Years (2 decimals), from the date of birth when the dog has one. */
  age: z.number().nullable(),
  weight: z.number().nullable(),
  /** Primary first. */
  owners: z.array(ZGroomingOwnerRef),
});
export type TGroomingDogRef = z.infer<typeof ZGroomingDogRef>;

/** A groomer: any staff user, never more than these three fields. */
export const ZGroomer = z.object({ id: z.string(), username: z.string(), name: z.string().nullable() });
export type TGroomer = z.infer<typeof ZGroomer>;

/**
 * The groomer picker (grooming.groomers): a user with the groomer role, with only what the picker
 * shows. Never a username: the picker is open to every role, and a username is half a login.
 */
export const ZGroomerOption = z.object({ id: z.string(), name: z.string().nullable() });
export type TGroomerOption = z.infer<typeof ZGroomerOption>;

export const ZSizeTag = z.enum(SIZE_TAGS);

export const ZGroomingBooking = z.object({
  id: z.string(),
  dog: ZGroomingDogRef,
  ownerPhone: z.string(),
  /** The dog's weight (kg) when booked. */
  weight: z.number().nullable(),
  /** From the booking's weight (docs/spec/product-spec.md §3). */
  size: ZSizeTag,
  /** The start, an instant (ISO 8601, UTC). */
  appointmentDate: z.string(),
  durationMinutes: z.number().int(),
  groomingServices: z.array(z.enum(GROOMING_SERVICES)),
  notes: z.string().nullable(),
  groomingNotes: z.string().nullable(),
  status: z.enum(GROOMING_STATUSES),
  completedAt: z.string().nullable(),
  groomer: ZGroomer.nullable(),
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/** A booking as a write answers it over tRPC: plus the vaccination warnings, when any. */
export const ZGroomingBookingAnswer = ZGroomingBooking.extend({ warnings: ZWarnings });
export type TGroomingBookingAnswer = z.infer<typeof ZGroomingBookingAnswer>;
export type TGroomingBooking = z.infer<typeof ZGroomingBooking>;

export const ZGroomingPage = ZPage(ZGroomingBooking);
export type TGroomingPage = z.infer<typeof ZGroomingPage>;

export const ZGroomingOverview = z.object({
  /** The business day (APP_TIMEZONE) the Overview is for, and the zone times are shown in. */
  today: z.string(),
  timeZone: z.string(),
  /** Appointments today and in the next 4 days (not cancelled), and every booking ever. */
  figures: z.object({ today: z.number().int(), upcoming: z.number().int(), total: z.number().int() }),
  /** Today's bookings, every status, earliest first. */
  todayBookings: z.array(ZGroomingBooking),
  /** The next 4 days, each with its bookings (every status, earliest first). */
  upcoming: z.array(z.object({ day: z.string(), bookings: z.array(ZGroomingBooking) })),
});
export type TGroomingOverview = z.infer<typeof ZGroomingOverview>;

export const ZGroomingDay = z.object({
  day: z.string(),
  timeZone: z.string(),
  /** The salon's groomers: users booked from 90 days ago to 30 ahead, or on this day, by name. */
  groomers: z.array(ZGroomer),
  /** The day's bookings that hold time (not cancelled), earliest first. */
  bookings: z.array(ZGroomingBooking),
});
export type TGroomingDay = z.infer<typeof ZGroomingDay>;

export const ZGroomingDogOption = ZGroomingDogRef.extend({ size: ZSizeTag }).extend(ZDogPickerExtras.shape);
export type TGroomingDogOption = z.infer<typeof ZGroomingDogOption>;

// ---------------------------------------------------------------------------------------------
// The web form
// ---------------------------------------------------------------------------------------------

/** What the form's inputs hold (strings; the services are checkboxes). */
export interface TGroomingFormValues {
  dog: string;
  ownerPhone: string;
  weight: string;
  date: string;
  time: string;
  groomingServices: string[];
  durationMinutes: string;
  groomer: string;
  notes: string;
}

/**
 * The New Appointment / Edit Booking form: the API's rules plus 'Appointment date cannot be in
 * the past' against the business day `today`. When editing, `keepDay` (the booking's own day) is
 * accepted even if it is past, so a missed appointment's notes can still be fixed. The output is
 * the API input: the date and time as one wall-clock value the server reads in its time zone.
 */
export function groomingFormSchema(today: string, keepDay?: string) {
  // Each field checks itself (an object's own refinement would wait for every field to pass).
  return z
    .object({
      dog: z.preprocess(choice, ZDogId),
      ownerPhone: z.preprocess(choice, ZPhone),
      weight: z.preprocess(toNumber, ZWeight),
      date: z
        .string()
        .trim()
        .min(1, { message: 'grooming.dateRequired', abort: true })
        .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
        .refine(isCalendarDay, { message: 'grooming.dateInvalid', abort: true })
        .refine((day) => day >= today || day === keepDay, { message: 'grooming.dateInPast' }),
      time: z
        .string()
        .trim()
        .min(1, { message: 'grooming.dateRequired', abort: true })
        .refine((clock) => clockToMinutes(clock) !== null, { message: 'grooming.dateInvalid' }),
      groomingServices: ZServiceList,
      durationMinutes: ZDuration,
      groomer: ZGroomerChoice.optional(),
      notes: ZNotes,
    })
    .transform(
      ({ date, time, ...rest }): TGroomingBookingInput => ({
        ...rest,
        appointmentDate: `${date}T${time}`,
        groomer: rest.groomer ?? null,
      }),
    );
}
