// Pieces every seeder shares: `pnpm seed:demo` (seed-demo.ts, seed-demo-daycare.ts) and the
// benchmarks' SQL seeders (scripts/bench/*-seed.mjs load this file through tsx). It imports
// only the domain's zoned-time helper (and a type), so it is cheap to load from anywhere.

import type { TGroomingService } from '@pawdesk/domain/grooming/grooming.rules';

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

/**
 * Whole numbers and picks from one random source: `between(from, to)` in [from, to), `pick(list)`
 * one of its items, each as likely. Each call takes one number from `random`, as the expressions
 * written out did, so a seed still gives the same data.
 */
export function randomPicks(random: () => number): {
  between: (from: number, to: number) => number;
  pick: <T>(list: readonly T[]) => T;
} {
  return {
    between: (from, to) => from + Math.floor(random() * (to - from)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T,
  };
}

/** Monday to Friday (the daycare's days). */
export function isWeekday(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d !== 0 && d !== 6;
}

/** One of `list`'s values, each as likely as its weight. */
export function weightedPick<T>(random: () => number, list: readonly (readonly [T, number])[]): T {
  let r = random() * list.reduce((n, [, w]) => n + w, 0);
  for (const [value, w] of list) {
    r -= w;
    if (r <= 0) return value;
  }
  return (list[list.length - 1] as readonly [T, number])[0];
}

/** What a grooming salon's clients book, and how often (weights): demo data and the benchmark. */
export const GROOMING_SERVICE_MIX: readonly (readonly [readonly TGroomingService[], number])[] = [
  [['full-grooming'], 40],
  [['full-grooming', 'teeth-cleaning'], 6],
  [['bath', 'nail-trim'], 20],
  [['bath'], 10],
  [['haircut'], 7],
  [['bath', 'haircut', 'ear-cleaning'], 5],
  [['nail-trim'], 8],
  [['nail-trim', 'ear-cleaning'], 4],
];
