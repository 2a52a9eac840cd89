// Pieces every seeder shares: `pnpm seed:demo` (seed-demo.ts, seed-demo-daycare.ts) and the
// benchmarks' SQL seeders (scripts/bench/*-seed.mjs load this file through tsx). It imports
// only the domain's zoned-time helper, so it is cheap to load from anywhere.

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

/**
 * The instant of `minutes` after midnight of `day` (YYYY-MM-DD) in the zone: the domain's
 * zonedInstant, under the name the seeders use.
 */
export { zonedInstant as zonedTime } from '@pawdesk/domain/common/zoned-time';

/** Monday to Friday (the daycare's days). */
export function isWeekday(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
}
