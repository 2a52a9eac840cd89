// Hotel rules (docs/spec/product-spec.md §§2, 4, 5 and 9; docs/contract/rest-contract.md Hotel): statuses and their moves,
// the actions a booking offers, what a booking's dates mean, nights, where a stay stands against
// today ('current', 'upcoming', arrivals and departures), which booking a dog's check-in takes,
// and the months All Bookings lists. Pure functions: the server and the web call the same ones.
//
// Dates. The form works in calendar days; the API stores instants (timestamptz). A client may
// send either a calendar day 'YYYY-MM-DD' or a full ISO 8601 instant. A bare day means the start
// of that business day in APP_TIMEZONE (on a UTC server, exactly what the old product stored for
// `new Date('2026-12-01')`). Every comparison with "today" is by business day: an instant counts
// on the business day it falls on in APP_TIMEZONE.
import { dateInputDay, dateInputInstant, isWithinInputYears, parseDateInput } from '../common/date-input';
import { zoneOffsetMs } from '../common/zoned-time';
import { addDays, addMonths, daysAfter } from '../dogs/dog.rules';

export const HOTEL_STATUSES = ['booked', 'checked-in', 'checked-out', 'cancelled'] as const;
export type THotelStatus = (typeof HOTEL_STATUSES)[number];

/** What a new booking may be created as: booked, or checked in at once (a walk-in). */
export const HOTEL_NEW_STATUSES = ['booked', 'checked-in'] as const;
export type THotelNewStatus = (typeof HOTEL_NEW_STATUSES)[number];

export function isHotelStatus(value: unknown): value is THotelStatus {
  return typeof value === 'string' && (HOTEL_STATUSES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------
// Limits (docs/spec/product-spec.md §§5 and 9)
// ---------------------------------------------------------------------------------------------

export const HEALTH_WEIGHT_MIN = 0.1;
export const HEALTH_WEIGHT_MAX = 100;
export const HEALTH_TEMPERATURE_MIN = 35;
export const HEALTH_TEMPERATURE_MAX = 43;
export const HEALTH_NOTES_MAX = 1000;
/** The staff member who took a health check (checkedBy). */
export const STAFF_NAME_MAX = 100;
/** The booking's own notes (the spec names no limit; the health notes' one). */
export const BOOKING_NOTES_MAX = 1000;

/** The list variant's page size (docs/spec/product-spec.md §9: hotel bookings 8). */
export const HOTEL_LIST_PAGE_SIZE = 8;
/** All Bookings' page size (rows over the month groups of a page). */
export const HOTEL_MONTHS_PAGE_SIZE = 20;
/** 'Upcoming' arrivals and departures: the next 4 days after today (docs/spec/product-spec.md §9). */
export const HOTEL_UPCOMING_DAYS = 4;
/** The year select of All Bookings: this year minus 2 to plus 3 (docs/spec/product-spec.md §9). */
export const HOTEL_YEARS_BACK = 2;
export const HOTEL_YEARS_AHEAD = 3;

// ---------------------------------------------------------------------------------------------
// Statuses and actions (docs/spec/product-spec.md §§2 and 4; docs/contract/rest-contract.md)
// ---------------------------------------------------------------------------------------------

/** The only status moves: booked → checked-in, checked-in → checked-out, booked → cancelled. */
export const HOTEL_STATUS_MOVES: Readonly<Record<THotelStatus, readonly THotelStatus[]>> = {
  booked: ['checked-in', 'cancelled'],
  'checked-in': ['checked-out'],
  'checked-out': [],
  cancelled: [],
};

/** True when a booking may go from `from` to `to` (staying in the same status is no move). */
export function canMoveHotelStatus(from: THotelStatus, to: THotelStatus): boolean {
  return from === to || HOTEL_STATUS_MOVES[from].includes(to);
}

/** Edits (dog, dates, notes, health checks) only while booked or checked in. */
export function isHotelEditableStatus(status: THotelStatus): boolean {
  return status === 'booked' || status === 'checked-in';
}

export interface THotelActions {
  edit: boolean;
  checkIn: boolean;
  checkOut: boolean;
  delete: boolean;
}

/**
 * The action matrix of docs/spec/product-spec.md §2: Edit when booked or checked in, Check In only when
 * booked, Check Out only when checked in, Delete only when booked or cancelled.
 */
export function bookingActions(status: THotelStatus): THotelActions {
  return {
    edit: isHotelEditableStatus(status),
    checkIn: status === 'booked',
    checkOut: status === 'checked-in',
    delete: status === 'booked' || status === 'cancelled',
  };
}

// ---------------------------------------------------------------------------------------------
// Dates: a calendar day or an instant
// ---------------------------------------------------------------------------------------------

/**
 * True for what the booking APIs accept as a date (common/date-input.ts): a calendar day
 * 'YYYY-MM-DD', or an ISO 8601 instant with its zone ('2026-12-01T00:00:00.000Z',
 * '2026-12-01T10:30+01:00'), in the years 1900–2999. A time without a zone is refused: it would
 * mean a different instant on every machine.
 */
export function isBookingDateText(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const input = parseDateInput(value);
  return input !== null && input.kind !== 'wall' && isWithinInputYears(input.date);
}

/** The instant a booking date stands for: a bare day is the start of that business day. */
export function bookingInstant(value: string, timeZone: string): Date {
  const input = parseDateInput(value);
  return input ? dateInputInstant(input, timeZone) : new Date(value);
}

/** An instant's wall-clock time in the business zone, as the epoch ms of that time read as UTC. */
function wallMs(instant: Date | string, timeZone: string): number {
  const ms = instant instanceof Date ? instant.getTime() : Date.parse(instant);
  return ms + zoneOffsetMs(timeZone, ms);
}

/** The day (YYYY-MM-DD) of a wall-clock time of wallMs. */
const wallDay = (wall: number): string => new Date(wall).toISOString().slice(0, 10);

/** The business day (YYYY-MM-DD, in APP_TIMEZONE) an instant falls on. */
export function businessDayOf(instant: Date | string, timeZone: string): string {
  return wallDay(wallMs(instant, timeZone));
}

/** The business day a booking date falls on (a bare day is that day). */
export function bookingDay(value: string, timeZone: string): string {
  const input = parseDateInput(value);
  return input ? dateInputDay(input, timeZone) : businessDayOf(value, timeZone);
}

const DAY_MS = 86_400_000;

/**
 * Where an instant falls on the business zone's calendar: its day (as days since 1970-01-01) and
 * the wall-clock time into that day (ms). The first instant of a day is time 0 even where the
 * clocks skip that day's midnight (Santiago's spring night starts the day at 01:00).
 */
function calendarPoint(value: Date | string, timeZone: string): { day: number; time: number } {
  const ms = value instanceof Date ? value.getTime() : Date.parse(value);
  const wall = ms + zoneOffsetMs(timeZone, ms);
  const day = Math.floor(wall / DAY_MS);
  const time = wall - day * DAY_MS;
  if (time === 0) return { day, time };
  // The first instant of its day: the millisecond before it lies on an earlier day.
  const before = ms - 1;
  const first = Math.floor((before + zoneOffsetMs(timeZone, before)) / DAY_MS) < day;
  return { day, time: first ? 0 : time };
}

/**
 * Nights of a stay (docs/spec/product-spec.md §4: "the days between check-in and check-out, rounded up"),
 * counted on the business zone's calendar: the calendar days from the check-in's day to the
 * check-out's, plus one when the check-out's wall-clock time is later than the check-in's (the
 * part of a day rounded up). A stay booked in days is exactly its calendar nights, whatever the
 * clocks do: a 23- or 25-hour night is one night, and a day whose midnight the clocks skip
 * starts at its first instant. Invoices bill these nights.
 */
export function stayNights(checkIn: Date | string, checkOut: Date | string, timeZone: string): number {
  return nightsBetween(calendarPoint(checkIn, timeZone), calendarPoint(checkOut, timeZone));
}

/** stayNights of two calendar points. */
const nightsBetween = (from: { day: number; time: number }, to: { day: number; time: number }): number =>
  Math.max(0, to.day - from.day + (to.time > from.time ? 1 : 0));

/** A stay's business days and nights as every booking answer carries them. */
export interface TStayDates {
  checkInDay: string;
  checkOutDay: string;
  nights: number;
}

/**
 * businessDayOf of both dates and stayNights at once, each date's place on the calendar read once:
 * what every booking answer carries, and the full list's hot path (the one source of both rules for
 * the server; no answer computes them itself).
 */
export function stayDates(checkIn: Date | string, checkOut: Date | string, timeZone: string): TStayDates {
  const from = calendarPoint(checkIn, timeZone);
  const to = calendarPoint(checkOut, timeZone);
  return {
    checkInDay: wallDay(from.day * DAY_MS),
    checkOutDay: wallDay(to.day * DAY_MS),
    nights: nightsBetween(from, to),
  };
}

export type THotelDateField = 'checkIn' | 'checkOut';

export interface THotelDateIssue {
  field: THotelDateField;
  key: 'hotel.checkInPast' | 'hotel.checkOutBeforeCheckIn';
}

/**
 * The date rules of docs/spec/product-spec.md §5 that compare the two dates or a date with today: check-in
 * not before today (new bookings only), check-out after check-in, both by business day (so a
 * stay has at least one night). `checkIn` and `checkOut` are valid booking dates.
 */
export function bookingDateIssues(
  dates: { checkIn: string; checkOut: string },
  opts: { today: string; timeZone: string; isNew: boolean },
): THotelDateIssue[] {
  const issues: THotelDateIssue[] = [];
  const inDay = bookingDay(dates.checkIn, opts.timeZone);
  const outDay = bookingDay(dates.checkOut, opts.timeZone);
  if (opts.isNew && inDay < opts.today) issues.push({ field: 'checkIn', key: 'hotel.checkInPast' });
  if (outDay <= inDay) issues.push({ field: 'checkOut', key: 'hotel.checkOutBeforeCheckIn' });
  return issues;
}

// ---------------------------------------------------------------------------------------------
// Where a stay stands against today (docs/spec/product-spec.md §4; the Overview, the list variant's filters)
// ---------------------------------------------------------------------------------------------

/** A stay's two business days (YYYY-MM-DD) and its status. */
export interface TStayDays {
  checkInDay: string;
  checkOutDay: string;
  status: THotelStatus;
}

export const HOTEL_LIST_FILTERS = ['all', 'current', 'upcoming', 'past'] as const;
export type THotelListFilter = (typeof HOTEL_LIST_FILTERS)[number];
export type TStayPhase = Exclude<THotelListFilter, 'all'>;

/**
 * docs/spec/product-spec.md §4, by dates alone: 'current' when the check-in day is on or before today and the
 * check-out day on or after it, 'upcoming' when the check-in day is after today, else 'past'.
 */
export function stayPhase(stay: Pick<TStayDays, 'checkInDay' | 'checkOutDay'>, today: string): TStayPhase {
  if (stay.checkInDay > today) return 'upcoming';
  if (stay.checkOutDay >= today) return 'current';
  return 'past';
}

/** A stay that still counts (a cancelled one frees its dates and appears in no window). */
const counts = (stay: TStayDays) => stay.status !== 'cancelled';

export function isCurrentStay(stay: TStayDays, today: string): boolean {
  return counts(stay) && stayPhase(stay, today) === 'current';
}

export function isUpcomingStay(stay: TStayDays, today: string): boolean {
  return counts(stay) && stayPhase(stay, today) === 'upcoming';
}

/** The dog arrives on `day`. */
export function arrivesOn(stay: TStayDays, day: string): boolean {
  return counts(stay) && stay.checkInDay === day;
}

/** The dog leaves on `day`. */
export function departsOn(stay: TStayDays, day: string): boolean {
  return counts(stay) && stay.checkOutDay === day;
}

/** The days of the Overview's 'upcoming arrivals and departures': the 4 days after today. */
export function upcomingDays(today: string): string[] {
  return daysAfter(today, HOTEL_UPCOMING_DAYS);
}

export interface TDayMovements<T> {
  date: string;
  arrivals: T[];
  departures: T[];
}

/**
 * Upcoming arrivals and departures grouped by date (the Overview): each of the next 4 days that
 * has any, in order, arrivals and departures in the order given.
 */
export function groupMovementsByDay<T extends TStayDays>(
  stays: readonly T[],
  today: string,
): TDayMovements<T>[] {
  const out: TDayMovements<T>[] = [];
  for (const date of upcomingDays(today)) {
    const arrivals = stays.filter((s) => arrivesOn(s, date));
    const departures = stays.filter((s) => departsOn(s, date));
    if (arrivals.length > 0 || departures.length > 0) out.push({ date, arrivals, departures });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Which booking a dog's check-in takes (docs/spec/product-spec.md §4: 'No existing booking found for this dog')
// ---------------------------------------------------------------------------------------------

/**
 * Of a dog's bookings, the one the Check In of that dog takes: a booked stay covering today
 * (check-in day on or before today, check-out day on or after it), the earliest if several;
 * else the nearest upcoming booked stay. A booked stay that ended before today is a no-show,
 * never checked in by the dog alone. Null when there is none.
 */
export function pickBookingToCheckIn<T extends TStayDays & { id: string }>(
  bookings: readonly T[],
  today: string,
): T | null {
  const order = (a: T, b: T) =>
    a.checkInDay < b.checkInDay ? -1 : a.checkInDay > b.checkInDay ? 1 : a.id < b.id ? -1 : 1;
  const booked = bookings.filter((b) => b.status === 'booked').sort(order);
  return (
    booked.find((b) => stayPhase(b, today) === 'current') ??
    booked.find((b) => stayPhase(b, today) === 'upcoming') ??
    null
  );
}

// ---------------------------------------------------------------------------------------------
// All Bookings: the months a year lists (docs/spec/product-spec.md §2)
// ---------------------------------------------------------------------------------------------

/** The years of the year select: this year minus 2 to plus 3. */
export function hotelYears(today: string): number[] {
  const year = Number(today.slice(0, 4));
  return Array.from(
    { length: HOTEL_YEARS_BACK + HOTEL_YEARS_AHEAD + 1 },
    (_, i) => year - HOTEL_YEARS_BACK + i,
  );
}

/** 'YYYY-MM' of a year and a month 1–12. */
export function monthKey(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/**
 * The months All Bookings lists for a year: the chosen month alone, or with 'all months' every
 * month of the year, from the current month onward when the year is the current one.
 */
export function monthsShown(year: number, month: number | null, today: string): string[] {
  if (month !== null) return [monthKey(year, month)];
  const thisYear = Number(today.slice(0, 4));
  const from = year === thisYear ? Number(today.slice(5, 7)) : 1;
  return Array.from({ length: 13 - from }, (_, i) => monthKey(year, from + i));
}

/** The first day of a month 'YYYY-MM' and the first day of the next one (YYYY-MM-DD). */
export function monthDays(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addMonths(from, 1) };
}

/** The month (YYYY-MM) of a business day. */
export const monthOfDay = (day: string): string => day.slice(0, 7);

export interface TMonthGroup<T> {
  month: string;
  items: T[];
}

/** Items (in list order) cut into runs of the same check-in month, for the month headings. */
export function groupByMonth<T extends { checkInDay: string }>(items: readonly T[]): TMonthGroup<T>[] {
  const out: TMonthGroup<T>[] = [];
  for (const item of items) {
    const month = monthOfDay(item.checkInDay);
    const last = out[out.length - 1];
    if (last && last.month === month) last.items.push(item);
    else out.push({ month, items: [item] });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The list variant's sorts
// ---------------------------------------------------------------------------------------------

export const HOTEL_SORT_KEYS = ['dogName', 'checkIn', 'checkOut', 'duration', 'ownerName'] as const;
export type THotelSortKey = (typeof HOTEL_SORT_KEYS)[number];
/** The list variant's orders, in the order the sort select shows them. */
export const HOTEL_SORTS = [
  'checkIn-desc',
  'checkIn-asc',
  'checkOut-desc',
  'checkOut-asc',
  'dogName-asc',
  'dogName-desc',
  'ownerName-asc',
  'ownerName-desc',
  'duration-desc',
  'duration-asc',
] as const satisfies readonly `${THotelSortKey}-${'asc' | 'desc'}`[];
export type THotelSort = (typeof HOTEL_SORTS)[number];

export function parseHotelSort(sort: THotelSort): { key: THotelSortKey; direction: 'asc' | 'desc' } {
  const [key, direction] = sort.split('-') as [THotelSortKey, 'asc' | 'desc'];
  return { key, direction };
}

// ---------------------------------------------------------------------------------------------
// Early check-out
// ---------------------------------------------------------------------------------------------

/**
 * The day a stay really ends when its guest checks out on `today` (business days, YYYY-MM-DD):
 * today, but never before the night after the check-in (a stay has at least one night), or null
 * when the guest leaves on the booked day or later (the booking keeps its dates). A guest of a
 * 3-night stay leaving on day 1 ends it on day 1: 1 night instead of 3 (the nights are
 * `stayNights` of the new dates).
 */
export function earlyCheckOutDay(checkInDay: string, checkOutDay: string, today: string): string | null {
  const end = today > checkInDay ? today : addDays(checkInDay, 1);
  return end < checkOutDay ? end : null;
}
