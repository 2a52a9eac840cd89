// Wall-clock time in the business zone (APP_TIMEZONE) and back: the instant of "Thursday 9:30
// in Madrid", the business day and the HH:mm of an instant. Shared by every service that books
// at a time of day (vet, grooming), by the windows of "today" and "the next 4 days" (hotel,
// grooming, dashboard) and by the seeders. Pure; correct across daylight-saving changes.
//
// A wall time the clocks skip or repeat is resolved as Temporal's "compatible" disambiguation
// does (and as the old JavaScript Date did): a time in a gap moves forward by the gap's length
// (Madrid 28 March 2027 02:30 is 03:30 summer time; Santiago's skipped midnight of 5 September
// 2027 is 01:00 that same day), never back to the day before; a repeated time takes the earlier
// of its two instants.

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Offsets are cached per quarter hour of UTC: every zone changes its offset on one. */
const OFFSET_SLOT_MS = 15 * MINUTE_MS;
const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

// Building an Intl.DateTimeFormat costs far more than using one, and the seeders convert
// hundreds of thousands of times: one formatter per zone, one offset per zone and quarter hour of
// UTC (zones change their offset at the start of one: most on the hour, Newfoundland at :30).
const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallParts(
  timeZone: string,
  ms: number,
): { y: number; mo: number; d: number; h: number; mi: number; s: number } {
  const values = new Map<string, number>(
    formatter(timeZone)
      .formatToParts(ms)
      .map((p) => [p.type, Number(p.value)]),
  );
  const get = (type: string) => values.get(type) ?? 0;
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour'),
    mi: get('minute'),
    s: get('second'),
  };
}

/** Milliseconds the zone's wall clock is ahead of UTC at the instant `ms`. */
export function zoneOffsetMs(timeZone: string, ms: number): number {
  const key = `${timeZone} ${Math.floor(ms / OFFSET_SLOT_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const p = wallParts(timeZone, ms);
    const wall = Date.UTC(p.y, p.mo - 1, p.d, p.h, p.mi, p.s);
    offset = wall - Math.floor(ms / 1000) * 1000;
    if (offsets.size > 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The instant of `minutes` after midnight of `day` (YYYY-MM-DD) on the zone's wall clock, as
 * Temporal's "compatible" disambiguation gives it: a wall time the clocks skip moves forward by
 * the length of the gap (it is read with the offset in force before the change); a wall time
 * they repeat is the earlier of its two instants.
 */
export function zonedInstant(timeZone: string, day: string, minutes = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE_MS;
  // The offsets a day either side: one change at most lies between them (every zone keeps an
  // offset for days at a time), so the wall time is read with one of the two.
  const before = zoneOffsetMs(timeZone, wall - DAY_MS);
  const after = zoneOffsetMs(timeZone, wall + DAY_MS);
  // No change within a day either side (nearly always): one offset, one instant.
  if (before === after) return new Date(wall - before);
  const early = wall - before;
  const late = wall - after;
  const earlyHolds = zoneOffsetMs(timeZone, early) === before;
  const lateHolds = zoneOffsetMs(timeZone, late) === after;
  if (earlyHolds && lateHolds) return new Date(Math.min(early, late)); // repeated: the earlier
  if (earlyHolds) return new Date(early);
  if (lateHolds) return new Date(late);
  // Skipped: the offset before the change, which puts the time as far past the gap as it was
  // into it (Madrid 02:30 on the spring night is 03:30).
  return new Date(early);
}

/**
 * The instant `day` (YYYY-MM-DD) starts in the zone: the lower bound of "that day". Its own
 * midnight, or, where the clocks skip midnight (Santiago de Chile on the spring night), the first
 * instant of that day (01:00), never an instant of the day before.
 */
export function dayStartInstant(timeZone: string, day: string): Date {
  return zonedInstant(timeZone, day, 0);
}

/**
 * The instants a run of business days covers, [start, end): from the start of `day` to the start
 * of the day `days` later (one day by default): "today", a day of a day view, a week ahead.
 * (Midnight `days` × 24 h later on the wall clock is exactly the start of that later day.)
 */
export function dayWindow(timeZone: string, day: string, days = 1): { start: Date; end: Date } {
  return { start: dayStartInstant(timeZone, day), end: zonedInstant(timeZone, day, days * 1440) };
}

/** The business day ('YYYY-MM-DD') and wall-clock time ('HH:mm') of an instant in the zone. */
export function zonedParts(instant: Date, timeZone: string): { day: string; clock: string; minutes: number } {
  const local = instant.getTime() + zoneOffsetMs(timeZone, instant.getTime());
  const iso = new Date(local).toISOString();
  const minutes = Math.floor((local - Date.parse(`${iso.slice(0, 10)}T00:00:00Z`)) / MINUTE_MS);
  return { day: iso.slice(0, 10), clock: iso.slice(11, 16), minutes };
}

/** 'HH:mm' (00:00–23:59) to minutes after midnight; null when it is not such a time. */
export function clockToMinutes(clock: string): number | null {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** Minutes after midnight to 'HH:mm'. */
export function minutesToClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}
