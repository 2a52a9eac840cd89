// Kennels, capacity and occupancy (docs/contract/rest-contract-business.md, "Kennels, capacity and
// occupancy"; docs/domains/kennels.md): who edits kennels, which nights a stay holds, and how a
// night's occupancy reads. Pure rules, shared by the server (the capacity check, the occupancy
// calendar, the kennel grid, the waitlist) and the web.
import { addDays } from '../dogs/dog.rules';
import { stayDates } from '../hotel/hotel.rules';
import type { TRole } from '../users/user.schema';

export const KENNEL_NAME_MAX = 60;
export const KENNEL_TYPE_MAX = 40;
/** The most dogs one kennel takes (a family suite); also a check in the SQL. */
export const KENNEL_CAPACITY_MAX = 50;
/** The kennel types prices are seeded for; `type` is free text. */
export const KENNEL_TYPES = ['standard', 'large', 'suite'] as const;
export const KENNEL_TYPE_DEFAULT = 'standard';

/** The longest range an occupancy read answers (hotel and daycare), in days. */
export const OCCUPANCY_RANGE_MAX_DAYS = 366;
/** The longest range of the kennel grid, in days. */
export const GRID_RANGE_MAX_DAYS = 62;
/** The waitlist entries that fit shown on the Today board. */
export const WAITLIST_BOARD_CAP = 8;
export const WAITLIST_NOTES_MAX = 1000;

/** Who edits kennels and may override a full hotel or daycare ("managers"): admin and manager. */
export const KENNEL_MANAGER_ROLES = ['admin', 'manager'] as const satisfies readonly TRole[];

export function canManageKennels(role: TRole | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}

/** Who may send `override: { reason }` past a full hotel or daycare: managers. */
export const canOverrideCapacity = canManageKennels;

/** Every calendar day from `from` to `to`, both included (YYYY-MM-DD); empty when from > to. */
export function daysFrom(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The number of calendar days from `from` to `to`, both included (0 when from > to). */
export function rangeDays(from: string, to: string): number {
  if (from > to) return 0;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The nights a stay holds a place: every business day (APP_TIMEZONE) from its check-in day to the
 * day before its check-out day. A stay from the 30th to the 2nd holds the 30th, the 31st and the
 * 1st; the 23- and 25-hour nights of the clock changes are one night each (stayDates reads each
 * instant on the zone's calendar).
 */
export function stayNightDays(checkIn: Date | string, checkOut: Date | string, timeZone: string): string[] {
  const { checkInDay, checkOutDay } = stayDates(checkIn, checkOut, timeZone);
  return daysFrom(checkInDay, addDays(checkOutDay, -1));
}

/** The nights of a stay given in days: from the check-in day to the day before the check-out day. */
export function nightDaysOf(checkInDay: string, checkOutDay: string): string[] {
  return daysFrom(checkInDay, addDays(checkOutDay, -1));
}

/** Free places on a night: never below 0; null without a limit. */
export function freePlaces(dogs: number, capacity: number | null): number | null {
  return capacity === null ? null : Math.max(0, capacity - dogs);
}

/** How full a night or a day is, for its colour: no limit, free, nearly full (≥ 80 %), full, over. */
export type TOccupancyLevel = 'unlimited' | 'free' | 'busy' | 'full' | 'over';

export function occupancyLevel(dogs: number, capacity: number | null): TOccupancyLevel {
  if (capacity === null) return 'unlimited';
  if (dogs > capacity) return 'over';
  if (dogs === capacity) return 'full';
  return capacity > 0 && dogs / capacity >= 0.8 ? 'busy' : 'free';
}

/** The share of places taken, 0..100 (rounded; over 100 when overbooked by an override). */
export function occupancyPercent(dogs: number, capacity: number | null): number | null {
  if (capacity === null || capacity === 0) return null;
  return Math.round((dogs / capacity) * 100);
}

/**
 * The nights of `nights` on which one more dog does not fit: `taken` counts the dogs on each
 * night (absent: none), `capacity` the places (null: no limit, so none).
 */
export function fullNights(
  nights: readonly string[],
  taken: ReadonlyMap<string, number>,
  capacity: number | null,
): string[] {
  if (capacity === null) return [];
  return nights.filter((night) => (taken.get(night) ?? 0) + 1 > capacity);
}
