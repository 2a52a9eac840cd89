// The dates the APIs take, read once for every service (hotel, vet, grooming). A client may send
// a calendar day ('2026-12-03'), a wall-clock date and time with no zone ('2026-12-03T09:30',
// what a datetime-local input sends: read on the business zone's clock, APP_TIMEZONE), or an
// instant with its zone ('2026-12-03T08:30:00.000Z', '...+01:00'). This module only reads them;
// each service decides what it accepts and what a bare day means for it (hotel: the start of
// that day, refusing wall-clock times; vet: a time of day sent apart; grooming: the start of the
// day unless a time comes with it) and words its own messages. Pure.
import { isCalendarDay } from '../dogs/dog.rules';
import { clockToMinutes, zonedInstant, zonedParts } from './zoned-time';

/** A date as a client wrote it. `date` is its 'YYYY-MM-DD' as written. */
export type TDateInput =
  /** A calendar day alone. */
  | { kind: 'day'; date: string }
  /** A date and time without a zone: `minutes` after midnight on the business zone's clock. */
  | { kind: 'wall'; date: string; minutes: number }
  /** A date and time with its zone ('Z' or an offset); `date` is the day in that offset. */
  | { kind: 'instant'; date: string; instant: Date };

export interface TDateInputOptions {
  /** Accept a space instead of the 'T' between date and time ('2026-12-03 09:30'). */
  spaceSeparator?: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
// Date, 'T' (or 't', or a space), HH:mm, optional seconds with a fraction (dropped), optional
// zone. 'T' and 'Z' may be lower case, as RFC 3339 allows.
const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})([Tt ])(\d{2}:\d{2})((?::\d{2}(?:\.\d{1,9})?)?)([Zz]|[+-]\d{2}:?\d{2})?$/;

/**
 * Reads a date a client sent (not trimmed: the caller decides whether surrounding blanks are
 * allowed). Null when it is none of the three forms, not a real day, a time outside
 * 00:00–23:59, or an instant JavaScript cannot read (an offset past ±23:59).
 */
export function parseDateInput(text: string, options: TDateInputOptions = {}): TDateInput | null {
  if (DAY.test(text)) return isCalendarDay(text) ? { kind: 'day', date: text } : null;
  const match = DATE_TIME.exec(text);
  if (!match) return null;
  const [, date = '', separator, clock = '', seconds = '', zone] = match;
  if (separator === ' ' && !options.spaceSeparator) return null;
  const minutes = clockToMinutes(clock);
  if (!isCalendarDay(date) || minutes === null) return null;
  if (!zone) return { kind: 'wall', date, minutes };
  const ms = Date.parse(`${date}T${clock}${seconds}${zone}`);
  return Number.isNaN(ms) ? null : { kind: 'instant', date, instant: new Date(ms) };
}

/**
 * The days a date sent to the APIs may fall on: 1900-01-01 to 2200-12-31. Anything else is a
 * typing slip or an attack (PostgreSQL has no year 0, so '0000-01-01' used to reach it and fail).
 * Every date input of every schema checks this first (isDateTextInRange), answering 400 with
 * DATE_RANGE_KEY under the field's name; the service rules come after.
 */
export const DATE_RANGE_MIN = '1900-01-01';
export const DATE_RANGE_MAX = '2200-12-31';
/** The message of a date outside DATE_RANGE_MIN…DATE_RANGE_MAX (common/messages.ts). */
export const DATE_RANGE_KEY = 'common.dateOutOfRange';

/** True when a 'YYYY-MM-DD' day lies in 1900-01-01…2200-12-31. */
export function isDayInRange(day: string): boolean {
  return day >= DATE_RANGE_MIN && day <= DATE_RANGE_MAX;
}

const LEADING_DAY = /^\s*(\d{4}-\d{2}-\d{2})/;

/**
 * False only for a text that starts with a 'YYYY-MM-DD' day (a day alone, a wall-clock date and
 * time, an instant with its offset: the day as written) outside 1900-01-01…2200-12-31. Anything
 * that does not start with such a day passes, for the schema's own "not a date" check to refuse.
 */
export function isDateTextInRange(text: unknown): boolean {
  if (typeof text !== 'string') return true;
  const day = LEADING_DAY.exec(text)?.[1];
  return day === undefined || isDayInRange(day);
}

/**
 * The years the parsers below (vet, hotel) read at all; the APIs take less, the days of
 * DATE_RANGE_MIN…DATE_RANGE_MAX, checked first with its own message.
 */
export const DATE_INPUT_YEAR_MIN = 1900;
export const DATE_INPUT_YEAR_MAX = 2999;

/** True when a 'YYYY-MM-DD' day, or a Date's UTC year, falls in 1900–2999 (see above). */
export function isWithinInputYears(value: string | Date): boolean {
  const year = typeof value === 'string' ? Number(value.slice(0, 4)) : value.getUTCFullYear();
  return year >= DATE_INPUT_YEAR_MIN && year <= DATE_INPUT_YEAR_MAX;
}

/** The business day (YYYY-MM-DD in the zone) a date falls on: an instant's, or the day written. */
export function dateInputDay(input: TDateInput, timeZone: string): string {
  return input.kind === 'instant' ? zonedParts(input.instant, timeZone).day : input.date;
}

/**
 * The instant a date stands for: an instant as it is, a wall-clock time on the business zone's
 * clock, and a calendar day at `dayMinutes` after its midnight there (its start by default).
 */
export function dateInputInstant(input: TDateInput, timeZone: string, dayMinutes = 0): Date {
  if (input.kind === 'instant') return input.instant;
  return zonedInstant(timeZone, input.date, input.kind === 'wall' ? input.minutes : dayMinutes);
}

/** 'HH:mm' (also 'H:mm', or with seconds, which are dropped) as 'HH:mm'; null when not a time. */
export function normalizeClock(value: string): string | null {
  const match = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value.trim());
  if (!match) return null;
  const clock = `${(match[1] ?? '').padStart(2, '0')}:${match[2]}`;
  return clockToMinutes(clock) === null ? null : clock;
}
