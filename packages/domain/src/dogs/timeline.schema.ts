// The dog details modal's Timeline tab (docs/domains/timeline.md): every service's records of one dog and
// the changes of its own record, in one newest-first list paged by a keyset cursor, and the
// weight and temperature measurements the chart above it draws. Each service's server module
// answers for its own entries; the dogs module merges them (timeline.rules.ts).
import { z } from 'zod';
import { registerMessages } from '../common/messages';
import { ZGroomingHistory } from '../grooming/grooming.history';
import { ZHotelStayHistory } from '../hotel/hotel.history';
import { ZVetAppointmentHistory } from '../vet/vet.history';
import { ZAuditUser, ZDaycareVisitHistory } from './dog.schema';

export const TIMELINE_MESSAGES_EN = {
  'timeline.invalidCursor': 'The timeline cursor is not valid: use the nextCursor of a previous page',
  'timeline.limitRange': 'Limit must be a whole number from 1 to 50',
} as const;
registerMessages(TIMELINE_MESSAGES_EN);

/**
 * The kinds of entry, in their tie order: entries at the same instant are listed by this
 * order reversed (a record change before grooming before vet ...), then by id, newest-first
 * style (descending), so the order is total and a cursor names one place in it.
 */
export const TIMELINE_KINDS = ['daycare', 'hotel', 'vet', 'grooming', 'record'] as const;
export type TTimelineKind = (typeof TIMELINE_KINDS)[number];

export const TIMELINE_PAGE_SIZE = 20;
export const TIMELINE_PAGE_MAX = 50;
/** The chart reads at most this many of the newest measurements of each source. */
export const MEASUREMENTS_PER_SOURCE_MAX = 500;

/** Who created and who last changed a service's record (null when unknown or deleted). */
const who = { createdBy: ZAuditUser.nullable(), updatedBy: ZAuditUser.nullable() };

/**
 * `at` (ISO 8601, UTC) is the instant an entry is placed at:
 * - daycare: the check-in time, or the start of the visit's business day while it is pending;
 * - hotel: the stay's check-in; vet and grooming: the appointment;
 * - record: when the dog's record was changed.
 */
const at = z.string();

export const ZDaycareTimelineEntry = ZDaycareVisitHistory.extend({
  kind: z.literal('daycare'),
  at,
  ...who,
});

export const ZHotelTimelineEntry = ZHotelStayHistory.extend({ kind: z.literal('hotel'), at, ...who });

export const ZVetTimelineEntry = ZVetAppointmentHistory.extend({ kind: z.literal('vet'), at, ...who });

export const ZGroomingTimelineEntry = ZGroomingHistory.extend({ kind: z.literal('grooming'), at, ...who });

// ---------------------------------------------------------------------------------------------
// Changes of the dog's own record
// ---------------------------------------------------------------------------------------------

/** Fields whose old and new values are kept (short values a reader compares at a glance). */
export const DOG_VALUE_FIELDS = ['name', 'breed', 'age', 'dateOfBirth', 'weight'] as const;
export type TDogValueField = (typeof DOG_VALUE_FIELDS)[number];

// Written as two nullable members: OpenAPI 3.0 has no `nullable` beside `anyOf` alone.
const ZChangeValue = z.union([z.string().nullable(), z.number().nullable()]);
const ZOwnerName = z.object({ id: z.string(), name: z.string() });

/**
 * One change of a save: a simple field with its old and new value (age in years, date of birth
 * as YYYY-MM-DD, weight in kg); particular signs only as changed (up to 500 characters: the
 * record shows the text); the owners before and after (primary first, with the names they had
 * then); the picture added, replaced or removed.
 */
export const ZDogChange = z.discriminatedUnion('field', [
  z.object({ field: z.enum(DOG_VALUE_FIELDS), from: ZChangeValue, to: ZChangeValue }),
  z.object({ field: z.literal('particularSigns') }),
  z.object({ field: z.literal('owners'), from: z.array(ZOwnerName), to: z.array(ZOwnerName) }),
  z.object({ field: z.literal('picture'), change: z.enum(['added', 'replaced', 'removed']) }),
]);
export type TDogChange = z.infer<typeof ZDogChange>;

export const DOG_CHANGE_ACTIONS = ['created', 'updated'] as const;
export type TDogChangeAction = (typeof DOG_CHANGE_ACTIONS)[number];

export const ZRecordTimelineEntry = z.object({
  kind: z.literal('record'),
  id: z.string(),
  at,
  action: z.enum(DOG_CHANGE_ACTIONS),
  /** Empty for `created`; for `updated` at least one change. */
  changes: z.array(ZDogChange),
  /** The username of who saved it, kept as it was then (null when nobody was logged in). */
  changedBy: z.string().nullable(),
});

export const ZTimelineEntry = z.discriminatedUnion('kind', [
  ZDaycareTimelineEntry,
  ZHotelTimelineEntry,
  ZVetTimelineEntry,
  ZGroomingTimelineEntry,
  ZRecordTimelineEntry,
]);
export type TTimelineEntry = z.infer<typeof ZTimelineEntry>;
export type TTimelineEntryOf<K extends TTimelineKind> = Extract<TTimelineEntry, { kind: K }>;

// ---------------------------------------------------------------------------------------------
// Paging
// ---------------------------------------------------------------------------------------------

/** Where a page ends: the last entry's instant, kind and id (what a cursor carries). */
export interface TTimelineKey {
  at: string;
  kind: TTimelineKind;
  id: string;
}

const ZLimit = z
  .number({ message: 'timeline.limitRange' })
  .int({ message: 'timeline.limitRange' })
  .min(1, { message: 'timeline.limitRange' })
  .max(TIMELINE_PAGE_MAX, { message: 'timeline.limitRange' });

/** tRPC: `cursor` is the previous page's `nextCursor` (absent or null for the first page). */
export const ZDogTimelineInput = z.object({
  dogId: z.string(),
  cursor: z.string().max(200, { message: 'timeline.invalidCursor' }).nullish(),
  limit: ZLimit.default(TIMELINE_PAGE_SIZE),
});
export type TDogTimelineInput = z.input<typeof ZDogTimelineInput>;
/** The same, parsed (what the service receives). */
export type TDogTimelineRequest = z.output<typeof ZDogTimelineInput>;

/** REST: `?cursor=...&limit=20` (query strings are text). */
export const ZDogTimelineQuery = z.object({
  cursor: z.string().max(200, { message: 'timeline.invalidCursor' }).optional(),
  limit: z.preprocess(
    (v) => (typeof v === 'string' && /^\d{1,6}$/.test(v.trim()) ? Number(v) : v),
    ZLimit.default(TIMELINE_PAGE_SIZE),
  ),
});

export const ZTimelinePage = z.object({
  entries: z.array(ZTimelineEntry),
  /** Pass it back as `cursor` for the next page; null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type TTimelinePage = z.infer<typeof ZTimelinePage>;

// ---------------------------------------------------------------------------------------------
// Measurements (the chart)
// ---------------------------------------------------------------------------------------------

export const MEASUREMENT_SOURCES = ['hotel-check-in', 'hotel-check-out', 'vet', 'grooming'] as const;
export type TMeasurementSource = (typeof MEASUREMENT_SOURCES)[number];

/** One measuring of the dog: at least one of the two figures is present. */
export const ZMeasurementPoint = z.object({
  at: z.string(),
  weightKg: z.number().nullable(),
  temperatureC: z.number().nullable(),
  source: z.enum(MEASUREMENT_SOURCES),
  /** The timeline entry (stay, appointment, booking) it was taken in. */
  entryId: z.string(),
});
export type TMeasurementPoint = z.infer<typeof ZMeasurementPoint>;

export const ZDogMeasurements = z.object({
  /** Oldest first, as a chart's x axis runs. */
  points: z.array(ZMeasurementPoint),
});
export type TDogMeasurements = z.infer<typeof ZDogMeasurements>;

/** REST's answer: a page, and on the first page (no cursor) the measurements too. */
export const ZDogTimelineRest = ZTimelinePage.extend({
  measurements: z.array(ZMeasurementPoint).optional(),
});
