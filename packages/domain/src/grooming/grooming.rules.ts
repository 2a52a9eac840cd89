// Grooming rules (docs/spec/product-spec.md §§3, 4 and 9; docs/contract/rest-contract.md Grooming): services and their
// labels, statuses and the moves between them, the actions each status offers, the size tag
// from the weight, the default length of an appointment, and the Overview's windows (today and
// the next 4 days in the business time zone). Pure functions: the server and the web call the
// same ones.
import { daysAfter } from '../dogs/dog.rules';

export const GROOMING_SERVICES = [
  'full-grooming',
  'bath',
  'haircut',
  'nail-trim',
  'ear-cleaning',
  'teeth-cleaning',
] as const;
export type TGroomingService = (typeof GROOMING_SERVICES)[number];

/** The form's default selection (docs/spec/product-spec.md §3). */
export const DEFAULT_GROOMING_SERVICES: readonly TGroomingService[] = ['full-grooming'];

/** Display labels of the services in both languages (the spec gives the English ones). */
export const GROOMING_SERVICE_LABELS: Record<'en' | 'es', Record<TGroomingService, string>> = {
  en: {
    'full-grooming': 'Full Grooming',
    bath: 'Bath Only',
    haircut: 'Haircut',
    'nail-trim': 'Nail Trim',
    'ear-cleaning': 'Ear Cleaning',
    'teeth-cleaning': 'Teeth Cleaning',
  },
  es: {
    'full-grooming': 'Peluquería completa',
    bath: 'Solo baño',
    haircut: 'Corte de pelo',
    'nail-trim': 'Corte de uñas',
    'ear-cleaning': 'Limpieza de oídos',
    'teeth-cleaning': 'Limpieza dental',
  },
};

const languageOf = (language: string): 'en' | 'es' => (language.startsWith('es') ? 'es' : 'en');

export function groomingServiceLabel(service: string, language = 'en'): string {
  return (GROOMING_SERVICE_LABELS[languageOf(language)] as Record<string, string>)[service] ?? service;
}

export function isGroomingService(value: unknown): value is TGroomingService {
  return typeof value === 'string' && (GROOMING_SERVICES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Statuses (docs/spec/product-spec.md §4)
// ---------------------------------------------------------------------------------------------

export const GROOMING_STATUSES = ['scheduled', 'in-progress', 'completed', 'cancelled'] as const;
export type TGroomingStatus = (typeof GROOMING_STATUSES)[number];

export const GROOMING_STATUS_LABELS: Record<'en' | 'es', Record<TGroomingStatus, string>> = {
  en: {
    scheduled: 'Scheduled',
    'in-progress': 'In Progress',
    completed: 'Completed',
    cancelled: 'Cancelled',
  },
  es: { scheduled: 'Programada', 'in-progress': 'En curso', completed: 'Completada', cancelled: 'Cancelada' },
};

export function groomingStatusLabel(status: string, language = 'en'): string {
  return (
    (GROOMING_STATUS_LABELS[languageOf(language)] as Record<string, string>)[status] ??
    status.replace(/-/g, ' ')
  );
}

/**
 * The status moves (docs/spec/product-spec.md §4): Start moves scheduled to in-progress, Complete moves
 * in-progress to completed, Cancel is allowed from scheduled or in progress (docs/domains/grooming.md: a completed
 * groom is done, there is nothing left to cancel; the spec allowed it). Nothing else, and never
 * to the same status (a second Start of one booking is refused, so of two desks pressing Start
 * at once one succeeds). Start is also refused for a booking on a later day (`canStartGrooming`).
 */
export function canMoveGroomingStatus(from: TGroomingStatus, to: TGroomingStatus): boolean {
  if (to === 'cancelled') return from === 'scheduled' || from === 'in-progress';
  return (from === 'scheduled' && to === 'in-progress') || (from === 'in-progress' && to === 'completed');
}

/**
 * Start only on the booking's business day or after it (a late start of yesterday's booking is
 * fine): a booking of a later day cannot be started yet. Days are YYYY-MM-DD in the salon's zone.
 */
export function canStartGrooming(bookingDay: string, today: string): boolean {
  return bookingDay <= today;
}

/** The statuses a booking in `from` may move to. */
export function groomingMovesFrom(from: TGroomingStatus): TGroomingStatus[] {
  return GROOMING_STATUSES.filter((to) => canMoveGroomingStatus(from, to));
}

/**
 * The undo of a one-click move: Start (scheduled → in progress) goes back to scheduled, Complete
 * (in progress → completed) back to in progress. Null: nothing to undo from this status.
 */
export function groomingUndoTarget(status: TGroomingStatus): TGroomingStatus | null {
  if (status === 'in-progress') return 'scheduled';
  if (status === 'completed') return 'in-progress';
  return null;
}

export interface TGroomingActions {
  edit: boolean;
  start: boolean;
  complete: boolean;
  cancel: boolean;
  delete: boolean;
}

/**
 * The actions a card offers (docs/spec/product-spec.md §4): Edit only when scheduled; Start when scheduled and
 * its day has come (`when`: the booking's business day and today; without it, the day is not
 * judged); Complete when in progress; Cancel when scheduled or in progress (so no status button
 * once completed or cancelled); Delete only when scheduled or cancelled.
 */
export function groomingActions(
  status: TGroomingStatus,
  when?: { day: string; today: string },
): TGroomingActions {
  return {
    edit: status === 'scheduled',
    start: canMoveGroomingStatus(status, 'in-progress') && (!when || canStartGrooming(when.day, when.today)),
    complete: canMoveGroomingStatus(status, 'completed'),
    cancel: canMoveGroomingStatus(status, 'cancelled'),
    delete: status === 'scheduled' || status === 'cancelled',
  };
}

/** Whether a booking in this status may be deleted (the server's rule, the card's Delete). */
export const canDeleteGrooming = (status: TGroomingStatus) => groomingActions(status).delete;
/** Whether a booking in this status may be edited (anything but its status). */
export const canEditGrooming = (status: TGroomingStatus) => groomingActions(status).edit;

// ---------------------------------------------------------------------------------------------
// Size tag from weight (docs/spec/product-spec.md §§3 and 9)
// ---------------------------------------------------------------------------------------------

export const SIZE_TAGS = ['S', 'M', 'L', 'XL', 'unknown'] as const;
export type TSizeTag = (typeof SIZE_TAGS)[number];

/** Upper bounds (kg, inclusive) of S, M and L; XL is anything above the last. */
export const SIZE_BOUNDS = { S: 10.9, M: 20, L: 35 } as const;

/** unknown when missing or 0 or less; S up to 10.9 kg; M up to 20; L up to 35; XL above 35. */
export function sizeTag(weight: number | null | undefined): TSizeTag {
  if (weight === null || weight === undefined || !Number.isFinite(weight) || weight <= 0) return 'unknown';
  if (weight <= SIZE_BOUNDS.S) return 'S';
  if (weight <= SIZE_BOUNDS.M) return 'M';
  if (weight <= SIZE_BOUNDS.L) return 'L';
  return 'XL';
}

export const SIZE_LABELS: Record<'en' | 'es', Record<TSizeTag, string>> = {
  en: { S: 'Small', M: 'Medium', L: 'Large', XL: 'Extra large', unknown: 'Unknown size' },
  es: { S: 'Pequeño', M: 'Mediano', L: 'Grande', XL: 'Muy grande', unknown: 'Tamaño desconocido' },
};

export function sizeLabel(size: TSizeTag, language = 'en'): string {
  return SIZE_LABELS[languageOf(language)][size];
}

// ---------------------------------------------------------------------------------------------
// Lengths (an addition: each appointment holds its groomer for a length of time)
// ---------------------------------------------------------------------------------------------

export const DURATION_MIN_MINUTES = 15;
export const DURATION_MAX_MINUTES = 480;
/** Lengths are offered and rounded in steps of this many minutes. */
export const DURATION_STEP_MINUTES = 15;

type TSizedMinutes = Record<Exclude<TSizeTag, 'unknown'>, number>;
const same = (minutes: number): TSizedMinutes => ({ S: minutes, M: minutes, L: minutes, XL: minutes });

/**
 * Minutes each service takes on a dog of each size: what a salon plans for one groomer (a
 * larger dog takes longer to bathe, dry and cut; nails, ears and teeth do not depend on size).
 * A dog of unknown size is planned as medium.
 */
export const SERVICE_MINUTES: Record<TGroomingService, TSizedMinutes> = {
  'full-grooming': { S: 90, M: 120, L: 150, XL: 180 },
  bath: { S: 45, M: 60, L: 75, XL: 90 },
  haircut: { S: 60, M: 75, L: 90, XL: 105 },
  'nail-trim': same(15),
  'ear-cleaning': same(15),
  'teeth-cleaning': same(20),
};

/** What a full grooming already includes: choosing them with it adds no time. */
export const INCLUDED_IN_FULL_GROOMING: readonly TGroomingService[] = [
  'bath',
  'haircut',
  'nail-trim',
  'ear-cleaning',
];

/**
 * The default length of an appointment: the minutes of each chosen service for the dog's size
 * (services a full grooming includes add nothing to it), rounded up to a quarter of an hour,
 * within 15–480. No service at all plans the default selection.
 */
export function defaultDurationMinutes(services: readonly string[], size: TSizeTag): number {
  const chosen = new Set(services.filter(isGroomingService));
  if (chosen.size === 0) for (const s of DEFAULT_GROOMING_SERVICES) chosen.add(s);
  const band = size === 'unknown' ? 'M' : size;
  let total = 0;
  for (const service of chosen) {
    if (chosen.has('full-grooming') && INCLUDED_IN_FULL_GROOMING.includes(service)) continue;
    total += SERVICE_MINUTES[service][band];
  }
  const rounded = Math.ceil(total / DURATION_STEP_MINUTES) * DURATION_STEP_MINUTES;
  return Math.min(DURATION_MAX_MINUTES, Math.max(DURATION_MIN_MINUTES, rounded));
}

/** The lengths the form offers: every quarter of an hour from 15 minutes to 8 hours. */
export const DURATION_CHOICES: readonly number[] = Array.from(
  { length: (DURATION_MAX_MINUTES - DURATION_MIN_MINUTES) / DURATION_STEP_MINUTES + 1 },
  (_, i) => DURATION_MIN_MINUTES + i * DURATION_STEP_MINUTES,
);

/** The end of an appointment (start + length). */
export function groomingEndsAt(start: Date | string, durationMinutes: number): Date {
  const at = start instanceof Date ? start.getTime() : Date.parse(start);
  return new Date(at + durationMinutes * 60_000);
}

/** Whether [aStart, aStart + aMinutes) and [bStart, bStart + bMinutes) share a minute. */
export function groomingOverlaps(
  a: { start: Date | string; durationMinutes: number },
  b: { start: Date | string; durationMinutes: number },
): boolean {
  const aStart = new Date(a.start).getTime();
  const bStart = new Date(b.start).getTime();
  return (
    aStart < groomingEndsAt(b.start, b.durationMinutes).getTime() &&
    bStart < groomingEndsAt(a.start, a.durationMinutes).getTime()
  );
}

// ---------------------------------------------------------------------------------------------
// Windows (docs/spec/product-spec.md §9) and page size
// ---------------------------------------------------------------------------------------------

/** Upcoming is the next 4 days after today (docs/spec/product-spec.md §9). */
export const GROOMING_UPCOMING_DAYS = 4;

/** The business days of the Upcoming section: the 4 days after `today` (YYYY-MM-DD), in order. */
export function groomingUpcomingDays(today: string): string[] {
  return daysAfter(today, GROOMING_UPCOMING_DAYS);
}

/** All Bookings page size (cards with every field: fewer than a table's rows). */
export const GROOMING_PAGE_SIZE = 12;

/**
 * The salon's hours the day view shows when no appointment falls outside them (minutes after
 * midnight in the business zone): 08:00 to 20:00.
 */
export const GROOMING_DAY_START_MINUTES = 8 * 60;
export const GROOMING_DAY_END_MINUTES = 20 * 60;

/**
 * The salon's groomers, who get a column in the day view: users with a booking from this many
 * days ago to GROOMER_AHEAD_DAYS ahead (or on the day shown).
 */
export const GROOMER_ACTIVE_DAYS = 90;
export const GROOMER_AHEAD_DAYS = 30;

/** The phone characters a search may hold to be read as a phone number: digits and + ( ) - space. */
const PHONE_SEARCH = /^[\d\s()+-]+$/;

/** True when a search looks like (a part of) a phone number: phone characters with 3+ digits. */
export function isPhoneSearch(search: string | undefined): boolean {
  if (!search) return false;
  const text = search.trim();
  return PHONE_SEARCH.test(text) && digitsOf(text).length >= 3;
}

/** The digits of a phone number ('+34 600-12' → '3460012'). */
export function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}
