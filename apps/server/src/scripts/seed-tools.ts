// Pieces every seeder shares: `pnpm seed:demo` (seed-demo.ts, seed-demo-daycare.ts) and the
// benchmarks' SQL seeders (scripts/bench/*-seed.mjs load this file through tsx). It imports
// nothing, so it is cheap to load from anywhere.

/** mulberry32: a small deterministic random source, so the same seed gives the same data. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const MINUTE = 60_000;

// Building an Intl.DateTimeFormat costs far more than using one, and a benchmark seeds hundreds
// of thousands of visits: one formatter per zone, one offset per zone and day.
const wallClocks = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, number>();

/** Milliseconds the zone is ahead of UTC at noon (UTC) of `day`. */
function offsetAtNoon(timeZone: string, day: string): number {
  let format = wallClocks.get(timeZone);
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
    wallClocks.set(timeZone, format);
  }
  const noon = Date.parse(`${day}T12:00:00Z`);
  const parts = new Map<string, number>(format.formatToParts(noon).map((p) => [p.type, Number(p.value)]));
  const part = (type: string) => parts.get(type) ?? 0;
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return wall - noon;
}

/**
 * The instant of `minutes` after midnight of `day` (YYYY-MM-DD) in the zone. The offset is the
 * one at noon of that day: clocks change at night, never in opening hours.
 */
export function zonedTime(timeZone: string, day: string, minutes: number): Date {
  const key = `${timeZone} ${day}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = offsetAtNoon(timeZone, day);
    offsets.set(key, offset);
  }
  return new Date(Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE - offset);
}

/** Monday to Friday (the daycare's days). */
export function isWeekday(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
}
