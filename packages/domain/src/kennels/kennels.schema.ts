// Kennels, capacity and occupancy: the input and output shapes of both APIs
// (docs/contract/rest-contract-business.md, "Kennels, capacity and occupancy"; docs/domains/kennels.md).
// The server and the web validate with the same schemas, so each rule and its message live only
// here. REST renames `id` to `_id` at any depth, as everywhere.
import { z } from 'zod';
import { ZAuditOverride } from '../audit/audit.schema';
import { DATE_RANGE_KEY, isDateTextInRange } from '../common/date-input';
import { registerMessages } from '../common/messages';
import { ZOptionalText, ZRequiredText } from '../common/text';
import { isCalendarDay } from '../dogs/dog.rules';
import {
  GRID_RANGE_MAX_DAYS,
  KENNEL_CAPACITY_MAX,
  KENNEL_NAME_MAX,
  KENNEL_TYPE_DEFAULT,
  KENNEL_TYPE_MAX,
  OCCUPANCY_RANGE_MAX_DAYS,
  rangeDays,
  WAITLIST_NOTES_MAX,
} from './kennels.rules';

export * from './kennels.rules';

export const KENNELS_MESSAGES_EN = {
  'kennels.notFound': 'Kennel not found',
  'kennels.nameRequired': 'Kennel name is required',
  'kennels.nameTooLong': `Kennel name must be ${KENNEL_NAME_MAX} characters or less`,
  'kennels.nameTaken': 'A kennel with this name already exists',
  'kennels.typeTooLong': `Kennel type must be ${KENNEL_TYPE_MAX} characters or less`,
  'kennels.capacityInvalid': `Capacity must be a whole number of dogs from 1 to ${KENNEL_CAPACITY_MAX}`,
  'kennels.activeInvalid': 'Active must be true or false',
  'kennels.hasStays': 'This kennel has stays from today on: make it inactive instead',
  'kennels.inactive': 'This kennel is not active',
  'kennels.kennelNotFree': 'Kennel not free for these nights',
  'kennels.noKennelFree': 'No kennel free for these nights',
  'kennels.overrideForbidden': 'Only a manager can override the capacity',
  'kennels.dayRequired': 'Date is required',
  'kennels.dayInvalid': 'Date must be a valid day (YYYY-MM-DD)',
  'kennels.fromAfterTo': 'The first day must not be after the last day',
  'kennels.rangeTooLong': `Ask for at most ${OCCUPANCY_RANGE_MAX_DAYS} days at once`,
  'kennels.gridRangeTooLong': `The kennel grid shows at most ${GRID_RANGE_MAX_DAYS} days at once`,
  'kennels.kennelDeleted': 'Kennel deleted successfully!',
  'waitlist.notFound': 'Waitlist entry not found',
  'waitlist.dogRequired': 'Please select a dog',
  'waitlist.dogNotFound': 'Dog not found',
  'waitlist.checkInPast': 'Check-in date cannot be in the past',
  'waitlist.checkOutBeforeCheckIn': 'Check-out date must be after check-in date',
  'waitlist.notesTooLong': `Notes must be ${WAITLIST_NOTES_MAX} characters or less`,
  'waitlist.entryDeleted': 'Waitlist entry deleted successfully!',
} as const;
registerMessages(KENNELS_MESSAGES_EN);
export type TKennelsMessageKey = keyof typeof KENNELS_MESSAGES_EN;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A whole number as a form or an older client sends it: digits in a string count. */
const toInt = (v: unknown) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v);

const ZCapacity = z.preprocess(
  toInt,
  z
    .number({ message: 'kennels.capacityInvalid' })
    .int({ message: 'kennels.capacityInvalid' })
    .min(1, { message: 'kennels.capacityInvalid' })
    .max(KENNEL_CAPACITY_MAX, { message: 'kennels.capacityInvalid' }),
);
const ZActive = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ message: 'kennels.activeInvalid' }),
);
const ZKennelName = ZRequiredText('kennels.nameRequired', {
  max: KENNEL_NAME_MAX,
  maxKey: 'kennels.nameTooLong',
});
const ZKennelType = ZOptionalText(KENNEL_TYPE_MAX, 'kennels.typeTooLong');

/** A calendar day, required. */
export const ZOccupancyDay = z.preprocess(
  (v) => (blank(v) ? undefined : v),
  z
    .string({ error: (issue) => (issue.input === undefined ? 'kennels.dayRequired' : 'kennels.dayInvalid') })
    .trim()
    .refine(isDateTextInRange, { message: DATE_RANGE_KEY, abort: true })
    .refine(isCalendarDay, { message: 'kennels.dayInvalid' }),
);

// ---------------------------------------------------------------------------------------------
// Kennels
// ---------------------------------------------------------------------------------------------

export const ZKennel = z.object({
  id: z.string(),
  name: z.string(),
  /** Free text: standard, large, suite... */
  type: z.string(),
  /** Dogs it takes at once (a suite may take a family's dogs). */
  capacity: z.number().int(),
  active: z.boolean(),
});
export type TKennel = z.infer<typeof ZKennel>;

/** A booking's kennel as the booking answers carry it. */
export const ZKennelRef = z.object({ id: z.string(), name: z.string(), type: z.string() });
export type TKennelRef = z.infer<typeof ZKennelRef>;

/** POST /api/kennels, kennels.create: the type defaults to standard, capacity to 1, active to true. */
export const ZKennelInput = z
  .object({
    name: ZKennelName,
    type: ZKennelType,
    capacity: ZCapacity.optional(),
    active: ZActive.optional(),
  })
  .transform((o) => ({
    name: o.name,
    type: o.type ?? KENNEL_TYPE_DEFAULT,
    capacity: o.capacity ?? 1,
    active: o.active ?? true,
  }));
export type TKennelInput = z.output<typeof ZKennelInput>;

const kennelEdit = {
  name: z.preprocess((v) => (v === undefined ? undefined : v), ZKennelName.optional()),
  type: ZKennelType,
  capacity: ZCapacity.optional(),
  active: ZActive.optional(),
};
/** PUT /api/kennels/{id}: any of the fields; absent ones are kept. */
export const ZKennelUpdateBody = z.object(kennelEdit);
export type TKennelUpdateBody = z.output<typeof ZKennelUpdateBody>;
export const ZKennelUpdateInput = z.object({ ...kennelEdit, id: z.string() });
export type TKennelUpdateInput = z.output<typeof ZKennelUpdateInput>;

export const ZKennelIdInput = z.object({ id: z.string() });

/** kennels.list: all (active first, by name), or only the active ones. */
export const ZKennelListInput = z.object({ activeOnly: z.boolean().optional() }).optional();

/**
 * kennels.freeFor: the active kennels (of `type`, or any) with a place on every night of a stay,
 * `booking` left out of the count (the stay being assigned).
 */
export const ZFreeKennelsInput = z
  .object({
    checkIn: ZOccupancyDay,
    checkOut: ZOccupancyDay,
    type: ZOptionalText(KENNEL_TYPE_MAX, 'kennels.typeTooLong'),
    booking: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
  })
  .refine((o) => o.checkOut > o.checkIn, { message: 'waitlist.checkOutBeforeCheckIn', path: ['checkOut'] });
export type TFreeKennelsInput = z.output<typeof ZFreeKennelsInput>;

/** A kennel free for a whole stay: `free` is its fewest free places over those nights. */
export const ZFreeKennel = ZKennel.extend({ free: z.number().int() });
export type TFreeKennel = z.infer<typeof ZFreeKennel>;

// ---------------------------------------------------------------------------------------------
// Occupancy
// ---------------------------------------------------------------------------------------------

/** `from` to `to` (both included), at most `max` days. */
const range = (max: number, tooLong: string) =>
  z
    .object({ from: ZOccupancyDay, to: ZOccupancyDay })
    .refine((o) => o.from <= o.to, { message: 'kennels.fromAfterTo', path: ['to'] })
    .refine((o) => o.from > o.to || rangeDays(o.from, o.to) <= max, { message: tooLong, path: ['to'] });

/** GET /api/hotel/occupancy, /api/daycare/occupancy, hotel.occupancy, daycare.occupancy. */
export const ZOccupancyInput = range(OCCUPANCY_RANGE_MAX_DAYS, 'kennels.rangeTooLong');
export type TOccupancyInput = z.output<typeof ZOccupancyInput>;

/** One night of the hotel: dogs booked or checked in, the active kennels' places (null: no kennels). */
export const ZHotelOccupancyNight = z.object({
  date: z.string(),
  dogs: z.number().int(),
  capacity: z.number().int().nullable(),
  /** Never below 0; null without kennels. */
  free: z.number().int().nullable(),
});
export type THotelOccupancyNight = z.infer<typeof ZHotelOccupancyNight>;

/** One day of the daycare: dogs visiting (expected ones included) and the capacity (null: no limit). */
export const ZDaycareOccupancyDay = z.object({
  date: z.string(),
  dogs: z.number().int(),
  capacity: z.number().int().nullable(),
});
export type TDaycareOccupancyDay = z.infer<typeof ZDaycareOccupancyDay>;

/** hotel.kennelGrid: kennels × nights, at most GRID_RANGE_MAX_DAYS. */
export const ZKennelGridInput = range(GRID_RANGE_MAX_DAYS, 'kennels.gridRangeTooLong');
export type TKennelGridInput = z.output<typeof ZKennelGridInput>;

/** A stay as the grid and a night's list show it: a bar from its check-in day to its check-out day. */
export const ZGridStay = z.object({
  /** The booking's id. */
  id: z.string(),
  dog: z.object({ id: z.string(), name: z.string(), breed: z.string() }),
  kennel: ZKennelRef.nullable(),
  status: z.enum(['booked', 'checked-in']),
  checkInDay: z.string(),
  checkOutDay: z.string(),
  /** Its first and last night. */
  firstNight: z.string(),
  lastNight: z.string(),
});
export type TGridStay = z.infer<typeof ZGridStay>;

export const ZKennelGrid = z.object({
  from: z.string(),
  to: z.string(),
  /** Every night of the range, in order. */
  nights: z.array(z.string()),
  /** The kennels, active first, by name (inactive ones only when a stay of the range holds them). */
  kennels: z.array(ZKennel),
  /** The booked and checked-in stays with a night in the range; kennel null: not assigned yet. */
  stays: z.array(ZGridStay),
  /** Each night's count against all active kennels. */
  occupancy: z.array(ZHotelOccupancyNight),
});
export type TKennelGrid = z.infer<typeof ZKennelGrid>;

/** hotel.nightStays: who is in on one night (the month calendar's click). */
export const ZNightInput = z.object({ date: ZOccupancyDay });

// ---------------------------------------------------------------------------------------------
// Waitlist
// ---------------------------------------------------------------------------------------------

const dogRef = (v: unknown) => {
  if (v && typeof v === 'object') {
    const o = v as { _id?: unknown; id?: unknown };
    return o._id ?? o.id;
  }
  return blank(v) ? '' : v;
};

/** GET/POST /api/hotel/waitlist, hotel.waitlist.create: a stay that did not fit, in days. */
export const ZWaitlistInput = z
  .object({
    dog: z.preprocess(
      dogRef,
      z.string({ message: 'waitlist.dogRequired' }).trim().min(1, { message: 'waitlist.dogRequired' }),
    ),
    checkIn: ZOccupancyDay,
    checkOut: ZOccupancyDay,
    notes: ZOptionalText(WAITLIST_NOTES_MAX, 'waitlist.notesTooLong', { multiline: true }),
  })
  .refine((o) => o.checkOut > o.checkIn, { message: 'waitlist.checkOutBeforeCheckIn', path: ['checkOut'] });
export type TWaitlistInput = z.output<typeof ZWaitlistInput>;

export const ZWaitlistEntry = z.object({
  id: z.string(),
  dog: z.object({ id: z.string(), name: z.string(), breed: z.string() }),
  /** Calendar days (APP_TIMEZONE); checkOut is the departure day. */
  checkIn: z.string(),
  checkOut: z.string(),
  nights: z.number().int(),
  notes: z.string(),
  /** Whether every one of its nights has a free place now. */
  fits: z.boolean(),
  createdAt: z.string(),
  /** When freed capacity made it fit and the desk was told (the waitlist-offer job); null: not yet. */
  offeredAt: z.string().nullable(),
});
export type TWaitlistEntry = z.infer<typeof ZWaitlistEntry>;

/** POST /api/hotel/waitlist/{id}/book: a kennel to assign, a manager's override when full. */
export const ZWaitlistBookBody = z
  .object({
    kennel: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
    override: ZAuditOverride.optional(),
  })
  .optional()
  .transform((o) => o ?? {});
export const ZWaitlistBookInput = z.object({
  id: z.string(),
  kennel: z.preprocess((v) => (blank(v) ? undefined : v), z.string().trim().optional()),
  override: ZAuditOverride.optional(),
});
export type TWaitlistBookInput = z.output<typeof ZWaitlistBookInput>;

export const ZWaitlistIdInput = z.object({ id: z.string() });
