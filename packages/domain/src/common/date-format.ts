// The one place dates and times are turned into text (spec: "Dates are shown in US English
// format"). Pure: no React, no i18n. A value that cannot be shown yields
// a placeholder *key* (with its English text); the web translates the key (`date.<key>` in its
// `common` namespace).
//
// The business may write dates day first and times on a 24-hour clock instead (its settings,
// settings/settings.schema.ts): pass `dateFormat` and `timeFormat`; left out, the spec's
// '11/23/2026' and '2:30 PM' hold. Typed dates and times are read back by typed-date.ts.
import type { TDateFormat, TTimeFormat } from '../settings/settings.rules';

export type TDateValue = Date | string | number | null | undefined;

/** The spec's placeholders, by key. */
export const DATE_PLACEHOLDERS = {
  noDate: 'No date',
  invalidDate: 'Invalid date',
  noTime: 'No time',
  invalidTime: 'Invalid time',
} as const;
export type TDatePlaceholderKey = keyof typeof DATE_PLACEHOLDERS;

/** Either the formatted text, or a placeholder key (its English text is in `text`). */
export type TFormattedDate =
  | { ok: true; text: string }
  | { ok: false; key: TDatePlaceholderKey; text: string };

export interface DateFormatOptions {
  /** IANA zone for instants (timestamps); defaults to the runtime's zone. Calendar days ignore it. */
  timeZone?: string;
  /** 'mm/dd/yyyy' (default, the spec's) or 'dd/mm/yyyy'. */
  dateFormat?: TDateFormat;
  /** '12h' (default: '2:30 PM') or '24h' ('14:30'). */
  timeFormat?: TTimeFormat;
}
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_ONLY = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

type Parsed =
  | { kind: 'blank' }
  | { kind: 'invalid' }
  | { kind: 'day'; year: number; month: number; day: number }
  | { kind: 'time'; hours: number; minutes: number }
  | { kind: 'instant'; date: Date };

// Values come from JSON at run time, so anything may arrive whatever the static type says.
function parse(value: unknown): Parsed {
  if (value === null || value === undefined) return { kind: 'blank' };
  if (value instanceof Date) {
    return Number.isNaN(value.getTime()) ? { kind: 'invalid' } : { kind: 'instant', date: value };
  }
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isFinite(value) && !Number.isNaN(date.getTime())
      ? { kind: 'instant', date }
      : { kind: 'invalid' };
  }
  if (typeof value !== 'string') return { kind: 'invalid' };
  const text = value.trim();
  if (text === '') return { kind: 'blank' };

  const day = DATE_ONLY.exec(text);
  if (day) {
    const year = Number(day[1]);
    const month = Number(day[2]);
    const dayOfMonth = Number(day[3]);
    const probe = new Date(Date.UTC(year, month - 1, dayOfMonth));
    const real =
      probe.getUTCFullYear() === year &&
      probe.getUTCMonth() === month - 1 &&
      probe.getUTCDate() === dayOfMonth;
    return real ? { kind: 'day', year, month, day: dayOfMonth } : { kind: 'invalid' };
  }

  const time = TIME_ONLY.exec(text);
  if (time) {
    const hours = Number(time[1]);
    const minutes = Number(time[2]);
    const seconds = time[3] === undefined ? 0 : Number(time[3]);
    return hours <= 23 && minutes <= 59 && seconds <= 59
      ? { kind: 'time', hours, minutes }
      : { kind: 'invalid' };
  }

  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? { kind: 'invalid' } : { kind: 'instant', date };
}

const ok = (text: string): TFormattedDate => ({ ok: true, text: normalizeSpaces(text) });
const placeholder = (key: TDatePlaceholderKey): TFormattedDate => ({
  ok: false,
  key,
  text: DATE_PLACEHOLDERS[key],
});

// Recent ICU versions put a narrow no-break space (U+202F) before AM/PM; runtimes disagree on
// this, so output always uses plain spaces ("2:30 PM") and tests can match it.
function normalizeSpaces(text: string): string {
  return text.replace(/[\u202f\u2009\u00a0]/g, ' ');
}

const pad2 = (n: number) => String(n).padStart(2, '0');

// An instant's wall-clock parts in a zone, through one formatter per zone (building one costs far
// more than using it). h23: midnight is 00, never 24.
const PART_FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function wallParts(date: Date, timeZone: string | undefined) {
  const key = timeZone ?? '';
  let formatter = PART_FORMATTERS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
      timeZone,
    });
    PART_FORMATTERS.set(key, formatter);
  }
  const parts = formatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hours: get('hour') % 24,
    minutes: get('minute'),
  };
}

/** A calendar day as the business writes it: '11/23/2026' or '23/11/2026'. */
function dayText(year: number, month: number, day: number, format: TDateFormat = 'mm/dd/yyyy'): string {
  const y = String(year).padStart(4, '0');
  return format === 'dd/mm/yyyy' ? `${pad2(day)}/${pad2(month)}/${y}` : `${pad2(month)}/${pad2(day)}/${y}`;
}

/** A time of day as the business writes it: '2:30 PM' or '14:30'. */
function clockText(hours: number, minutes: number, format: TTimeFormat = '12h'): string {
  if (format === '24h') return `${pad2(hours)}:${pad2(minutes)}`;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hours12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hours12}:${pad2(minutes)} ${suffix}`;
}

/**
 * "11/23/2026" ("23/11/2026" day first). A 'YYYY-MM-DD' string is a calendar day and shows as
 * that day in every zone (`new Date('2026-11-23')` would be UTC midnight: the day before in the
 * Americas).
 */
export function formatDate(value: TDateValue, options: DateFormatOptions = {}): TFormattedDate {
  const parsed = parse(value);
  switch (parsed.kind) {
    case 'blank':
      return placeholder('noDate');
    case 'day':
      return ok(dayText(parsed.year, parsed.month, parsed.day, options.dateFormat));
    case 'instant': {
      const wall = wallParts(parsed.date, options.timeZone);
      return ok(dayText(wall.year, wall.month, wall.day, options.dateFormat));
    }
    default:
      return placeholder('invalidDate');
  }
}

/**
 * "2:30 PM" ("14:30" on a 24-hour clock). Takes an instant (Date, ISO string, epoch ms) or a
 * wall-clock time 'HH:mm[:ss]' (e.g. an appointment's separate time field). A bare calendar day
 * has no time: 'No time'.
 */
export function formatTime(value: TDateValue, options: DateFormatOptions = {}): TFormattedDate {
  const parsed = parse(value);
  switch (parsed.kind) {
    case 'blank':
    case 'day':
      return placeholder('noTime');
    case 'time':
      return ok(clockText(parsed.hours, parsed.minutes, options.timeFormat));
    case 'instant': {
      const wall = wallParts(parsed.date, options.timeZone);
      return ok(clockText(wall.hours, wall.minutes, options.timeFormat));
    }
    default:
      return placeholder('invalidTime');
  }
}

/** "11/23/2026, 2:30 PM". A calendar day gives only the date; unusable values give date placeholders. */
export function formatDateTime(value: TDateValue, options: DateFormatOptions = {}): TFormattedDate {
  const date = formatDate(value, options);
  if (!date.ok) return date;
  const time = formatTime(value, options);
  return time.ok ? ok(`${date.text}, ${time.text}`) : date;
}

/**
 * "November 23, 2026" ("23 November 2026" day first): a long form for headings (e.g. today's
 * date on the check-in screen).
 */
export function formatLongDate(value: TDateValue, options: DateFormatOptions = {}): TFormattedDate {
  const parsed = parse(value);
  const locale = options.dateFormat === 'dd/mm/yyyy' ? 'en-GB' : 'en-US';
  const long = (date: Date, timeZone: string | undefined) =>
    ok(
      new Intl.DateTimeFormat(locale, { year: 'numeric', month: 'long', day: 'numeric', timeZone }).format(
        date,
      ),
    );
  switch (parsed.kind) {
    case 'blank':
      return placeholder('noDate');
    case 'day':
      return long(new Date(Date.UTC(parsed.year, parsed.month - 1, parsed.day, 12)), 'UTC');
    case 'instant':
      return long(parsed.date, options.timeZone);
    default:
      return placeholder('invalidDate');
  }
}

// The server asks for "today" on most requests, so one formatter per zone is kept here too.
const DAY_FORMATTERS = new Map<string, Intl.DateTimeFormat>();
function dayFormatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = DAY_FORMATTERS.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone,
    });
    DAY_FORMATTERS.set(key, formatter);
  }
  return formatter;
}

/** Today's calendar day 'YYYY-MM-DD' in a zone (default: the runtime's), for date inputs and comparisons. */
export function toDateOnly(value: Date = new Date(), options: DateFormatOptions = {}): string {
  const parts = dayFormatter(options.timeZone).formatToParts(value);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
