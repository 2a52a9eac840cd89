// Hotel input and output shapes (docs/spec/product-spec.md §§3 and 5, docs/contract/rest-contract.md Hotel). The booking
// form validates with the same field rules (hotelFormSchema), so each rule and its message live
// only here. The rules that need "today" or the business zone (check-in not before today,
// check-out after check-in by business day) are bookingDateIssues of hotel.rules.ts, run by the
// form's schema and by the service.
import { z } from 'zod';
import { DATE_RANGE_KEY, DATE_RANGE_MAX, DATE_RANGE_MIN, isDateTextInRange } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZMultiline, ZOptionalText, ZSearchText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';
import { ZAuditUser, ZDogPickerExtras } from '../dogs/dog.schema';
import { ZKennelRef } from '../kennels/kennels.schema';
import { ZPage } from '../owners/owner.schema';
import { ZVaccinationOverride, ZWarnings } from '../vaccinations/vaccinations.schema';
import { ZHealthCheck } from './hotel.history';
import {
  BOOKING_NOTES_MAX,
  bookingDateIssues,
  HEALTH_NOTES_MAX,
  HEALTH_TEMPERATURE_MAX,
  HEALTH_TEMPERATURE_MIN,
  HEALTH_WEIGHT_MAX,
  HEALTH_WEIGHT_MIN,
  HOTEL_LIST_FILTERS,
  HOTEL_LIST_PAGE_SIZE,
  HOTEL_MONTHS_PAGE_SIZE,
  HOTEL_NEW_STATUSES,
  HOTEL_SORTS,
  HOTEL_STATUSES,
  isBookingDateText,
  STAFF_NAME_MAX,
} from './hotel.rules';

/** English texts of the hotel message keys (the spec's wording where it has one). */
export const HOTEL_MESSAGES_EN = {
  'hotel.dogRequired': 'Please select a dog',
  'hotel.bookingRequired': 'Please select a booking to checkout',
  'hotel.checkInRequired': 'Check-in date is required',
  'hotel.checkInPast': 'Check-in date cannot be before today',
  'hotel.checkOutRequired': 'Check-out date is required',
  'hotel.checkOutBeforeCheckIn': 'Check-out date must be after check-in date',
  'hotel.dateInvalid': 'Dates must be a day (YYYY-MM-DD) or an ISO 8601 date and time with its zone',
  'hotel.weightInvalid': 'Weight must be a number between 0.1 and 100 kg',
  'hotel.weightPositive': 'Weight must be a positive number',
  'hotel.temperatureInvalid': 'Temperature must be between 35°C and 43°C',
  'hotel.healthNotesTooLong': `Health notes must be ${HEALTH_NOTES_MAX} characters or less`,
  'hotel.checkedByTooLong': `Staff member must be ${STAFF_NAME_MAX} characters or less`,
  'hotel.healthCheckInvalid': 'A health check has a weight, a temperature, notes and a staff member',
  'hotel.notesTooLong': `Notes must be ${BOOKING_NOTES_MAX} characters or less`,
  'hotel.statusInvalid': 'Status must be booked, checked-in, checked-out or cancelled',
  'hotel.newStatusInvalid': 'A new booking is booked, or checked-in for a walk-in',
  'hotel.yearInvalid': 'Year must be between 1900 and 2200',
  'hotel.monthInvalid': 'Month must be a number from 1 to 12',
  'hotel.noBookingForDog': 'No existing booking found for this dog',
  'hotel.bookingNotFound': 'Booking not found',
  'hotel.bookingOfOtherDog': 'That booking belongs to another dog',
  'hotel.dogNotFound': 'Dog not found',
  'hotel.overlap': 'This dog already has a booking for these dates',
  'hotel.alreadyCheckedIn': 'This dog is already checked in',
  'hotel.statusMove': 'A {from} booking cannot become {to}',
  'hotel.notBooked': 'Only a booked booking can be checked in',
  'hotel.notCheckedIn': 'Only a checked-in booking can be checked out',
  'hotel.notEditable': 'Only a booked or checked-in booking can be changed',
  'hotel.notDeletable': 'Only a booked or cancelled booking can be deleted',
  'hotel.created': 'Hotel booking created successfully!',
  'hotel.updated': 'Hotel booking updated successfully!',
  'hotel.deleted': 'Hotel booking deleted successfully!',
} as const;
registerMessages(HOTEL_MESSAGES_EN);
export type THotelMessageKey = keyof typeof HOTEL_MESSAGES_EN;

// ---------------------------------------------------------------------------------------------
// Pieces
// ---------------------------------------------------------------------------------------------

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A dog's id as clients send it: the id, or the dog object a GET returned (`{ _id }`). */
function dogRef(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v)) {
    const o = v as { _id?: unknown; id?: unknown };
    return o._id ?? o.id;
  }
  return blank(v) ? undefined : v;
}

/** The chosen dog's id: required with the spec's message; an unknown id is a 404, not a 400. */
const ZDogChoice = z.preprocess(
  (v) => dogRef(v) ?? '',
  z.string({ message: 'hotel.dogRequired' }).trim().min(1, { message: 'hotel.dogRequired' }),
);
const ZOptionalDogRef = z.preprocess(dogRef, z.string({ message: 'hotel.dogRequired' }).trim().optional());

/** A booking date: a calendar day or an ISO 8601 instant with its zone (hotel.rules.ts). */
const bookingDate = () =>
  z
    .string({ message: 'hotel.dateInvalid' })
    .trim()
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine(isBookingDateText, { message: 'hotel.dateInvalid' });
const ZRequiredDate = (requiredKey: string) =>
  z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z
      .string({ error: (issue) => (issue.input === undefined ? requiredKey : 'hotel.dateInvalid') })
      .trim()
      .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
      .refine(isBookingDateText, { message: 'hotel.dateInvalid' }),
  );
const ZOptionalDate = z.preprocess((v) => (blank(v) ? undefined : v), bookingDate().optional());

/**
 * The kennel a stay holds (issue 24): its id (or `{ _id }`); null or '' takes the stay out of its
 * kennel; absent keeps it. An unknown id is a 404, not a 400.
 */
const ZKennelChoice = z.preprocess((v) => {
  if (v && typeof v === 'object') {
    const o = v as { _id?: unknown; id?: unknown };
    return o._id ?? o.id;
  }
  return typeof v === 'string' && v.trim() === '' ? null : v;
}, z.string().trim().nullable().optional());

/** A number as a form or an older client sends it: digits in a string count; blank is absent. */
function toNumber(v: unknown): unknown {
  if (blank(v)) return undefined;
  if (typeof v === 'string') {
    const n = Number(v.trim().replace(',', '.'));
    return Number.isFinite(n) ? n : v;
  }
  return v;
}

export const ZHealthWeight = z.preprocess(
  toNumber,
  z
    .number({ message: 'hotel.weightPositive' })
    .min(HEALTH_WEIGHT_MIN, { message: 'hotel.weightInvalid' })
    .max(HEALTH_WEIGHT_MAX, { message: 'hotel.weightInvalid' })
    .optional(),
);
export const ZHealthTemperature = z.preprocess(
  toNumber,
  z
    .number({ message: 'hotel.temperatureInvalid' })
    .min(HEALTH_TEMPERATURE_MIN, { message: 'hotel.temperatureInvalid' })
    .max(HEALTH_TEMPERATURE_MAX, { message: 'hotel.temperatureInvalid' })
    .optional(),
);
const ZHealthNotes = ZOptionalText(HEALTH_NOTES_MAX, 'hotel.healthNotesTooLong', { multiline: true });
const ZCheckedBy = ZOptionalText(STAFF_NAME_MAX, 'hotel.checkedByTooLong');

/**
 * A health check as taken at arrival or departure. Every part is optional; `checkedBy` defaults
 * to the logged-in user's name and `checkedAt` is the server's clock, whatever a client sends.
 */
export const ZHealthCheckInput = z.object(
  {
    weight: ZHealthWeight,
    temperature: ZHealthTemperature,
    notes: ZHealthNotes,
    checkedBy: ZCheckedBy,
  },
  { message: 'hotel.healthCheckInvalid' },
);
export type THealthCheckInput = z.output<typeof ZHealthCheckInput>;

/** null is "no health check" (as absent). */
const ZOptionalHealth = z.preprocess((v) => (v === null ? undefined : v), ZHealthCheckInput.optional());

/** True when a health check input carries anything to record. */
export function hasHealthData(h: THealthCheckInput | undefined | null): h is THealthCheckInput {
  return Boolean(
    h &&
      (h.weight !== undefined ||
        h.temperature !== undefined ||
        h.notes !== undefined ||
        h.checkedBy !== undefined),
  );
}

/** The booking's notes on a create: trimmed, default empty. */
const ZNotes = z
  .preprocess(
    (v) => (v === null ? '' : v),
    ZMultiline().max(BOOKING_NOTES_MAX, { message: 'hotel.notesTooLong' }),
  )
  .default('');
/** The booking's notes on an edit: absent keeps them, '' clears them. */
const ZNotesEdit = z.preprocess(
  (v) => (v === null ? '' : v),
  ZMultiline().max(BOOKING_NOTES_MAX, { message: 'hotel.notesTooLong' }).optional(),
);

/** `dog`, or `dogId` as the update payload names it (docs/spec/product-spec.md §3): `dog` wins; absent stays absent. */
function withDogAlias<T extends { dog?: string | undefined; dogId?: string | undefined }>(
  o: T,
): Omit<T, 'dogId' | 'dog'> & { dog?: string } {
  const { dogId, dog, ...rest } = o;
  const chosen = dog ?? dogId;
  return chosen === undefined ? rest : { ...rest, dog: chosen };
}

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/**
 * POST /api/hotel and hotel.create: a booking (status booked) or a walk-in (status checked-in,
 * checked in at once, optionally with its arrival health check). `dogId` is accepted for `dog`.
 */
export const ZHotelBookingInput = z
  .object({
    dog: ZOptionalDogRef,
    dogId: ZOptionalDogRef,
    checkIn: ZRequiredDate('hotel.checkInRequired'),
    checkOut: ZRequiredDate('hotel.checkOutRequired'),
    notes: ZNotes,
    vetCheckIn: ZOptionalHealth,
    status: z.preprocess(
      (v) => (blank(v) ? undefined : v),
      z.enum(HOTEL_NEW_STATUSES, { message: 'hotel.newStatusInvalid' }).optional(),
    ),
    /** The kennel (issue 24); absent or null: assigned later. */
    kennel: ZKennelChoice,
    /**
     * A manager's override, with its required reason: of a full hotel (issue 24), and at a walk-in
     * of a vaccination block.
     */
    override: ZVaccinationOverride,
  })
  .check(
    z.superRefine(
      (_o, ctx) => {
        // Runs even when other fields failed, so a body missing everything names every field.
        const raw = ctx.value as { dog?: unknown; dogId?: unknown } | undefined;
        if (raw && typeof raw === 'object' && raw.dog === undefined && raw.dogId === undefined) {
          ctx.addIssue({ code: 'custom', message: 'hotel.dogRequired', path: ['dog'] });
        }
      },
      { when: (payload) => Boolean(payload.value && typeof payload.value === 'object') },
    ),
  )
  .transform((o) => withDogAlias(o) as Omit<typeof o, 'dogId' | 'dog'> & { dog: string });
export type THotelBookingInput = z.output<typeof ZHotelBookingInput>;

const updateShape = {
  dog: ZOptionalDogRef,
  dogId: ZOptionalDogRef,
  checkIn: ZOptionalDate,
  checkOut: ZOptionalDate,
  notes: ZNotesEdit,
  status: z.preprocess(
    (v) => (blank(v) ? undefined : v),
    z.enum(HOTEL_STATUSES, { message: 'hotel.statusInvalid' }).optional(),
  ),
  vetCheckIn: ZOptionalHealth,
  vetCheckOut: ZOptionalHealth,
  /** The kennel (issue 24): an id assigns it, null takes the stay out of its kennel. */
  kennel: ZKennelChoice,
  /**
   * A manager's override, with its required reason: of a full hotel (issue 24), and at a move to
   * checked-in of a vaccination block.
   */
  override: ZVaccinationOverride,
};

/**
 * PUT /api/hotel/{id}: any of the dog (`dogId` or `dog`), the dates, the notes, a status move
 * and the health checks. Absent fields keep their value.
 */
export const ZHotelUpdateBody = z.object(updateShape).transform((o) => withDogAlias(o));
export type THotelUpdateBody = z.output<typeof ZHotelUpdateBody>;
export const ZHotelUpdateInput = z
  .object({ ...updateShape, id: z.string() })
  .transform((o) => withDogAlias(o));
export type THotelUpdateInput = z.output<typeof ZHotelUpdateInput>;

/**
 * The Check In of a dog (hotel.checkIn; REST POST /api/hotel/check-in): the dog's booked
 * booking (`booking`, or the one pickBookingToCheckIn takes) becomes checked-in, with its
 * arrival health check; the dates and notes may be corrected in the same step.
 */
export const ZHotelCheckInInput = z.object({
  dog: ZDogChoice,
  booking: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
  checkIn: ZOptionalDate,
  checkOut: ZOptionalDate,
  notes: ZNotesEdit,
  vetCheckIn: ZOptionalHealth,
  /** The kennel assigned at check-in (issue 24); absent keeps the booking's. */
  kennel: ZKennelChoice,
  /** A manager's override, with its required reason: of a vaccination block or a full hotel. */
  override: ZVaccinationOverride,
});
export type THotelCheckInInput = z.output<typeof ZHotelCheckInInput>;

/** The Check Out of a checked-in booking (hotel.checkOut), with its departure health check. */
export const ZHotelCheckOutInput = z.object({
  id: z.preprocess(
    (v) => (blank(v) ? '' : v),
    z.string({ message: 'hotel.bookingRequired' }).trim().min(1, { message: 'hotel.bookingRequired' }),
  ),
  checkIn: ZOptionalDate,
  checkOut: ZOptionalDate,
  notes: ZNotesEdit,
  vetCheckOut: ZOptionalHealth,
});
export type THotelCheckOutInput = z.output<typeof ZHotelCheckOutInput>;

export const ZHotelIdInput = z.object({ id: z.string() });

// ---------------------------------------------------------------------------------------------
// The booking form (three modes, docs/spec/product-spec.md §2), on the same field rules
// ---------------------------------------------------------------------------------------------

export const HOTEL_FORM_MODES = ['booking', 'checkin', 'checkout'] as const;
export type THotelFormMode = (typeof HOTEL_FORM_MODES)[number];

/** What the form's inputs hold (strings, '' when empty), in screen order. */
export interface THotelFormValues {
  /** The dog's id (booking and check-in modes). */
  dog: string;
  /** The booking's id (check-out mode; check-in mode once a booking is known). */
  booking: string;
  checkIn: string;
  checkOut: string;
  notes: string;
  /** A new booking checked in at once (a walk-in): the arrival health check is taken. */
  walkIn: boolean;
  weight: string;
  temperature: string;
  healthNotes: string;
  checkedBy: string;
}

export interface THotelFormOutput {
  dog: string;
  booking: string;
  checkIn: string;
  checkOut: string;
  notes: string;
  walkIn: boolean;
  /** The health check of the mode (arrival in booking/check-in modes, departure in check-out). */
  health: THealthCheckInput | undefined;
}

const HEALTH_FIELDS: Record<keyof THealthCheckInput, keyof THotelFormValues> = {
  weight: 'weight',
  temperature: 'temperature',
  notes: 'healthNotes',
  checkedBy: 'checkedBy',
};

/**
 * The booking form's schema: every rule of docs/spec/product-spec.md §5 with its message, against `today`
 * (the business day). `isNew`: a new booking (its check-in may not be before today). The dates
 * are calendar days; the health fields are checked when `withHealth` says the mode takes them.
 */
export function hotelFormSchema(opts: {
  mode: THotelFormMode;
  today: string;
  isNew: boolean;
  withHealth: (values: THotelFormValues) => boolean;
}): z.ZodType<THotelFormOutput, THotelFormValues> {
  return z
    .object({
      dog: z.string(),
      booking: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      notes: z.string(),
      walkIn: z.boolean(),
      weight: z.string(),
      temperature: z.string(),
      healthNotes: z.string(),
      checkedBy: z.string(),
    })
    .transform((values, ctx) => {
      const issue = (path: keyof THotelFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', message, path: [path], input: values[path] });
      if (opts.mode === 'checkout') {
        if (!values.booking.trim()) issue('booking', 'hotel.bookingRequired');
      } else if (!values.dog.trim()) {
        issue('dog', 'hotel.dogRequired');
      }
      const checkIn = values.checkIn.trim();
      const checkOut = values.checkOut.trim();
      if (!checkIn) issue('checkIn', 'hotel.checkInRequired');
      else if (!isDateTextInRange(checkIn)) issue('checkIn', DATE_RANGE_KEY);
      else if (!isCalendarDay(checkIn)) issue('checkIn', 'hotel.dateInvalid');
      if (!checkOut) issue('checkOut', 'hotel.checkOutRequired');
      else if (!isDateTextInRange(checkOut)) issue('checkOut', DATE_RANGE_KEY);
      else if (!isCalendarDay(checkOut)) issue('checkOut', 'hotel.dateInvalid');
      if (
        isCalendarDay(checkIn) &&
        isCalendarDay(checkOut) &&
        isDateTextInRange(checkIn) &&
        isDateTextInRange(checkOut)
      ) {
        const dates = { checkIn, checkOut };
        for (const found of bookingDateIssues(dates, {
          today: opts.today,
          timeZone: 'UTC',
          isNew: opts.isNew,
        }))
          issue(found.field, found.key);
      }
      const notes = ZNotes.safeParse(values.notes);
      if (!notes.success) issue('notes', notes.error.issues[0]?.message ?? 'hotel.notesTooLong');
      let health: THealthCheckInput | undefined;
      if (opts.withHealth(values)) {
        const parsed = ZHealthCheckInput.safeParse({
          weight: values.weight,
          temperature: values.temperature,
          notes: values.healthNotes,
          checkedBy: values.checkedBy,
        });
        if (parsed.success) health = hasHealthData(parsed.data) ? parsed.data : undefined;
        else
          for (const found of parsed.error.issues) {
            // The form's own words for a weight of zero or less (docs/spec/product-spec.md §5, the form variant);
            // REST keeps the range message.
            const notPositive = found.path[0] === 'weight' && Number(values.weight.replace(',', '.')) <= 0;
            issue(
              HEALTH_FIELDS[found.path[0] as keyof THealthCheckInput] ?? 'weight',
              notPositive ? 'hotel.weightPositive' : found.message,
            );
          }
      }
      return {
        dog: values.dog.trim(),
        booking: values.booking.trim(),
        checkIn,
        checkOut,
        notes: notes.success ? notes.data : '',
        walkIn: values.walkIn,
        health,
      };
    }) as unknown as z.ZodType<THotelFormOutput, THotelFormValues>;
}

// ---------------------------------------------------------------------------------------------
// Outputs (tRPC names ids `id`; REST renames them `_id`)
// ---------------------------------------------------------------------------------------------

export const ZHotelStatus = z.enum(HOTEL_STATUSES);

export const ZHotelOwnerRef = z.object({ id: z.string(), name: z.string(), phone: z.string() });
export const ZHotelDogRef = z.object({
  id: z.string(),
  name: z.string(),
  breed: z.string(),
  /** Primary first. */
  owners: z.array(ZHotelOwnerRef),
});

export const ZHotelBooking = z.object({
  id: z.string(),
  dog: ZHotelDogRef,
  /** Instants, ISO 8601 in UTC. */
  checkIn: z.string(),
  checkOut: z.string(),
  /** The business days (APP_TIMEZONE) of the two instants, YYYY-MM-DD. */
  checkInDay: z.string(),
  checkOutDay: z.string(),
  /** Days between check-in and check-out, rounded up. */
  nights: z.number().int(),
  status: ZHotelStatus,
  notes: z.string(),
  /** The kennel the stay holds (issue 24); null: not assigned. */
  kennel: ZKennelRef.nullable().optional(),
  vetCheckIn: ZHealthCheck.nullable(),
  vetCheckOut: ZHealthCheck.nullable(),
  createdBy: ZAuditUser.nullable(),
  updatedBy: ZAuditUser.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type THotelBooking = z.infer<typeof ZHotelBooking>;

/** A booking as a write answers it: plus the vaccination warnings when the dog is not compliant. */
export const ZHotelBookingAnswer = ZHotelBooking.extend({ warnings: ZWarnings });
export type THotelBookingAnswer = z.infer<typeof ZHotelBookingAnswer>;

export const ZHotelBookingPage = ZPage(ZHotelBooking);
export type THotelBookingPage = z.infer<typeof ZHotelBookingPage>;

/** The list variant (the Overview's booking list): filters, 10 orders, 8 a page. */
export const ZHotelListInput = z.object({
  filter: z.enum(HOTEL_LIST_FILTERS).default('all'),
  sort: z.enum(HOTEL_SORTS).default('checkIn-desc'),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(HOTEL_LIST_PAGE_SIZE),
});
export type THotelListInput = z.input<typeof ZHotelListInput>;

/**
 * All Bookings: a year; a month (1–12), or null for every month of the year (from the current
 * month onward in the current year); search by dog name, breed or owner; a status.
 */
export const ZHotelMonthsInput = z.object({
  year: z
    .number({ message: 'hotel.yearInvalid' })
    .int({ message: 'hotel.yearInvalid' })
    .min(Number(DATE_RANGE_MIN.slice(0, 4)), { message: 'hotel.yearInvalid' })
    .max(Number(DATE_RANGE_MAX.slice(0, 4)), { message: 'hotel.yearInvalid' }),
  month: z
    .number({ message: 'hotel.monthInvalid' })
    .int({ message: 'hotel.monthInvalid' })
    .min(1, { message: 'hotel.monthInvalid' })
    .max(12, { message: 'hotel.monthInvalid' })
    .nullable()
    .default(null),
  search: ZSearchText(100),
  status: ZHotelStatus.optional(),
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(100).default(HOTEL_MONTHS_PAGE_SIZE),
});
export type THotelMonthsInput = z.input<typeof ZHotelMonthsInput>;

export const ZHotelMonthsPage = ZPage(ZHotelBooking).extend({
  year: z.number().int(),
  month: z.number().int().nullable(),
  /** Every listed month that has matching bookings, in calendar order, with its count. */
  months: z.array(z.object({ month: z.string(), total: z.number().int() })),
  /** Bookings checking in during the chosen year at all, whatever the filters (the empty texts). */
  yearTotal: z.number().int(),
});
export type THotelMonthsPage = z.infer<typeof ZHotelMonthsPage>;

/** The Overview (and the dashboard's hotel part): today's figures and lists. */
export const ZHotelOverview = z.object({
  /** The business day the figures are for. */
  today: z.string(),
  stats: z.object({
    /** Guests here now: bookings checked in. */
    currentGuests: z.number().int(),
    /** Upcoming reservations: not cancelled, checking in after today. */
    upcoming: z.number().int(),
    /** Every booking. */
    total: z.number().int(),
  }),
  /** Checked-in bookings, leaving soonest first. */
  currentGuests: z.array(ZHotelBooking),
  /** Not cancelled, checking in today. */
  arrivalsToday: z.array(ZHotelBooking),
  /** Not cancelled, checking out today. */
  departuresToday: z.array(ZHotelBooking),
  /** The next 4 days that have arrivals or departures, in order. */
  upcoming: z.array(
    z.object({ date: z.string(), arrivals: z.array(ZHotelBooking), departures: z.array(ZHotelBooking) }),
  ),
});
export type THotelOverview = z.infer<typeof ZHotelOverview>;

/** The Check In picker: dogs with a booked booking to check in (never the whole list). */
export const ZHotelCheckInOptionsInput = z.object({
  search: ZSearchText(100),
  limit: z.number().int().min(1).max(50).default(20),
});
export type THotelCheckInOptionsInput = z.input<typeof ZHotelCheckInOptionsInput>;

export const ZHotelCheckInOption = z
  .object({
    id: z.string(),
    name: z.string(),
    breed: z.string(),
    ownerName: z.string().nullable(),
    /** The booking a check-in of this dog takes (pickBookingToCheckIn). */
    booking: ZHotelBooking,
  })
  .extend(ZDogPickerExtras.shape);
export type THotelCheckInOption = z.infer<typeof ZHotelCheckInOption>;
