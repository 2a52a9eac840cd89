// Pure rules of dogs: calendar days, age from a date of birth, the displayed age, age groups,
// "recently added", picture limits and search text. "Today" is always a parameter: the
// business day in APP_TIMEZONE on the server, the browser's day in the form.
import { toDateOnly } from '../common/date-format';
import { foldForSearch } from '../common/text';

// ---------------------------------------------------------------------------------------------
// Calendar days ('YYYY-MM-DD'), computed in UTC so no zone can shift them.
// ---------------------------------------------------------------------------------------------

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

// Integer calendar arithmetic (no Date objects): the full dog list computes thousands of ages.
function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** [year, month 1-12, day] of a 'YYYY-MM-DD' string (not validated: see isCalendarDay). */
function parts(day: string): [number, number, number] {
  if (!DAY_PATTERN.test(day)) throw new Error(`Not a calendar day: ${day}`);
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;

/** Days since 1970-01-01 (Howard Hinnant's days_from_civil). */
function daysFromCivil(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** True for a real calendar day written 'YYYY-MM-DD' ('2026-02-30' is not). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !DAY_PATTERN.test(value)) return false;
  const [y, m, d] = parts(value);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysInMonth(y, m);
}

/** The business day of an instant in a zone ('Europe/Madrid'), e.g. the server's "today". */
export function businessToday(timeZone: string, now: Date = new Date()): string {
  return toDateOnly(now, { timeZone });
}

export function addDays(day: string, days: number): string {
  const [y, m, d] = parts(day);
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Adds calendar months; a day past the end of the target month is clamped (Jan 31 + 1 → Feb 28). */
/** The `count` days after `day`, in order: an Overview's "next 4 days". */
export function daysAfter(day: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => addDays(day, i + 1));
}

export function addMonths(day: string, months: number): string {
  const [y, m, d] = parts(day);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return format(year, month, Math.min(d, daysInMonth(year, month)));
}

export function addYears(day: string, years: number): string {
  return addMonths(day, years * 12);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  return daysFromCivil(ty, tm, td) - daysFromCivil(fy, fm, fd);
}

/** Whole calendar months from `from` to `to` (0 when `to` is not later). */
export function wholeMonthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  const [fy, fm] = parts(from);
  const [ty, tm] = parts(to);
  let months = (ty - fy) * 12 + (tm - fm);
  if (addMonths(from, months) > to) months -= 1;
  return Math.max(0, months);
}

// ---------------------------------------------------------------------------------------------
// Age
// ---------------------------------------------------------------------------------------------

export const AGE_MAX_YEARS = 30;
export const AGE_MAX_MONTHS = 360;
/** Under this many years the form edits the age in months (docs/spec/product-spec.md §5). */
export const AGE_MONTHS_BELOW_YEARS = 2;

/** Form months → stored years (spec: "Months are divided by 12 before sending"). */
export function monthsToYears(months: number): number {
  return months / 12;
}

/** Stored years → whole months for the form. */
export function yearsToMonths(years: number): number {
  return Math.round(years * 12);
}

/** Rounds years for display and transport (2 decimals). */
export function roundYears(years: number): number {
  return Math.round(years * 100) / 100;
}

/**
 * Age in fractional years on `today`: whole calendar months since the birth day, plus the
 * elapsed share of the current month, divided by 12. Exactly 1 on the first birthday, so the
 * age groups cut on birthdays. A date of birth after today gives 0.
 */
export function ageFromDateOfBirth(dateOfBirth: string, today: string): number {
  if (today <= dateOfBirth) return 0;
  const months = wholeMonthsBetween(dateOfBirth, today);
  const anchor = addMonths(dateOfBirth, months);
  const next = addMonths(dateOfBirth, months + 1);
  const fraction = daysBetween(anchor, today) / Math.max(1, daysBetween(anchor, next));
  return (months + fraction) / 12;
}

export interface TAgeSource {
  /** Years as entered (used only without a date of birth). */
  age: number | null | undefined;
  /** 'YYYY-MM-DD'. */
  dateOfBirth: string | null | undefined;
}

/** A dog's age in fractional years on `today` (unrounded): from the date of birth when known. */
export function dogAgeYears(dog: TAgeSource, today: string): number | null {
  if (dog.dateOfBirth) return ageFromDateOfBirth(dog.dateOfBirth, today);
  return typeof dog.age === 'number' && Number.isFinite(dog.age) ? dog.age : null;
}

export type TAgeUnit = 'months' | 'years';

export interface TCalculatedAge {
  /** '8 months', '1 year', '3 years' (English; the web may rebuild it from unit and value). */
  displayText: string;
  /** Fractional years, 2 decimals. */
  years: number;
  unit: TAgeUnit;
  /** Whole months under 2 years, whole years from 2 years on. */
  value: number;
}

export function ageText(value: number, unit: TAgeUnit): string {
  const word = unit === 'months' ? 'month' : 'year';
  return `${value} ${word}${value === 1 ? '' : 's'}`;
}

/**
 * The displayed age. Under 2 years it is counted in whole months ('8 months', '18 months'),
 * matching the form, which edits such ages in months; from 2 years on in whole years
 * ('3 years'). Null when neither an age nor a date of birth is known.
 */
export function calculatedAge(dog: TAgeSource, today: string): TCalculatedAge | null {
  const years = dogAgeYears(dog, today);
  if (years === null) return null;
  const months = dog.dateOfBirth ? wholeMonthsBetween(dog.dateOfBirth, today) : yearsToMonths(years);
  const inMonths = months < AGE_MONTHS_BELOW_YEARS * 12;
  const unit: TAgeUnit = inMonths ? 'months' : 'years';
  const value = inMonths ? months : Math.floor(months / 12);
  return { displayText: ageText(value, unit), years: roundYears(years), unit, value };
}

// ---------------------------------------------------------------------------------------------
// Age groups (docs/spec/product-spec.md §4): puppy up to 1, young over 1 up to 3, adult over 3 up to 7,
// senior over 7. The server's SQL aggregate uses the same limits.
// ---------------------------------------------------------------------------------------------

export const AGE_GROUPS = ['puppy', 'young', 'adult', 'senior'] as const;
export type TAgeGroup = (typeof AGE_GROUPS)[number];
/** Upper limit (inclusive, years) of each group but the last. */
export const AGE_GROUP_LIMITS = { puppy: 1, young: 3, adult: 7 } as const;

export function ageGroupOf(years: number): TAgeGroup {
  if (years <= AGE_GROUP_LIMITS.puppy) return 'puppy';
  if (years <= AGE_GROUP_LIMITS.young) return 'young';
  if (years <= AGE_GROUP_LIMITS.adult) return 'adult';
  return 'senior';
}

/**
 * The earliest date of birth whose age on `today` is at most `years`: born on or after it ⟺
 * ageFromDateOfBirth(dateOfBirth, today) <= years. Lets SQL count age groups by comparing
 * dates (and agree with this module even on February 29).
 */
export function earliestBirthForAge(years: number, today: string): string {
  const day = addYears(today, -years);
  return addYears(day, years) < today ? addDays(day, 1) : day;
}

/** The dog's group on `today`, or 'unknown' without an age or a date of birth. */
export function dogAgeGroup(dog: TAgeSource, today: string): TAgeGroup | 'unknown' {
  const years = dogAgeYears(dog, today);
  return years === null ? 'unknown' : ageGroupOf(years);
}

// ---------------------------------------------------------------------------------------------
// Recently added (docs/spec/product-spec.md §9): the dogs created within 7 days, otherwise the 5 newest.
// ---------------------------------------------------------------------------------------------

export const RECENT_DAYS = 7;
export const RECENT_FALLBACK_COUNT = 5;
/** The overview shows at most this many of the dogs created within the window. */
export const RECENT_MAX = 12;

/** Start of the "recently added" / "added this week" window: 7 × 24 hours before `now`. */
export function recentSince(now: Date): Date {
  return new Date(now.getTime() - RECENT_DAYS * DAY_MS);
}

/** Newest first: those created since recentSince(now) (at most RECENT_MAX), else the 5 newest. */
export function recentlyAdded<T extends { createdAt: Date | string }>(dogs: readonly T[], now: Date): T[] {
  const time = (d: T) => new Date(d.createdAt).getTime();
  const newestFirst = [...dogs].sort((a, b) => time(b) - time(a));
  const since = recentSince(now).getTime();
  const recent = newestFirst.filter((d) => time(d) >= since);
  return recent.length > 0 ? recent.slice(0, RECENT_MAX) : newestFirst.slice(0, RECENT_FALLBACK_COUNT);
}

// ---------------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------------

export const PICTURE_MAX_BYTES = 5_242_880;
export const PICTURE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type TPictureMime = (typeof PICTURE_MIME_TYPES)[number];
/** The `accept` attribute of the form's file input. */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/gif,image/webp';

/** A quick check of a declared type (the form's early warning; the server judges by content). */
export function isAcceptedPictureMime(type: string | null | undefined): boolean {
  const t = (type ?? '').toLowerCase();
  return t === 'image/jpg' || (PICTURE_MIME_TYPES as readonly string[]).includes(t);
}

/**
 * The URL of a stored picture's list-size thumbnail, as the dog answers carry it: a
 * '<uuid>.webp' picture has its '<uuid>-thumb.webp' (the server writes both); an older name has
 * none, so its picture is shown; no picture, null. The pickers show it beside each dog.
 */
export function dogThumbnailUrl(picture: string | null): string | null {
  if (!picture) return null;
  const thumb = /^[0-9a-f-]{36}\.webp$/.test(picture) ? picture.replace(/\.webp$/, '-thumb.webp') : picture;
  return `/uploads/dogs/${thumb}`;
}

/** The image type judged by the first bytes (magic numbers), or null for anything else. */
export function detectPictureType(bytes: Uint8Array): TPictureMime | null {
  const at = (i: number) => bytes[i];
  const ascii = (from: number, text: string) =>
    [...text].every((c, i) => bytes[from + i] === c.charCodeAt(0));
  if (at(0) === 0xff && at(1) === 0xd8 && at(2) === 0xff) return 'image/jpeg';
  if ([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b) && bytes.length > 8) {
    return 'image/png';
  }
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  return null;
}

// ---------------------------------------------------------------------------------------------
// Search
// ---------------------------------------------------------------------------------------------

/** What a dog is found by: its name, breed and its owners' names, folded (accents, case). */
export function dogSearchText(dog: { name: string; breed: string }, ownerNames: readonly string[]): string {
  return foldForSearch([dog.name, dog.breed, ...ownerNames].join(' '));
}

/** Page size of the All Dogs tab (docs/spec/product-spec.md §9). */
export const DOGS_PAGE_SIZE = 10;
