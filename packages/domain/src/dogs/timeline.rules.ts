// The timeline's pure rules: one total newest-first order over every kind of entry, the keyset
// cursor that names a place in it, what each service's reader must return after a cursor, the
// merge of the per-service streams into one page, and the chart's measurements.
import { isDayInRange } from '../common/date-input';
import { isId } from '../common/id';
import {
  MEASUREMENT_SOURCES,
  TIMELINE_KINDS,
  type TMeasurementPoint,
  type TTimelineEntry,
  type TTimelineKey,
  type TTimelineKind,
  type TTimelinePage,
} from './timeline.schema';

const rank = (kind: TTimelineKind): number => TIMELINE_KINDS.indexOf(kind);

/**
 * The timeline's order as a comparator (negative: `a` is listed first). Newest `at` first; at the
 * same instant the later kind in TIMELINE_KINDS first, then the greater id. Ids are compared as
 * lower-case text, which is exactly PostgreSQL's order of uuids (byte by byte), so the services'
 * SQL and this merge agree on every tie.
 */
export function compareTimeline(a: TTimelineKey, b: TTimelineKey): number {
  const ta = Date.parse(a.at);
  const tb = Date.parse(b.at);
  if (ta !== tb) return tb - ta;
  const ra = rank(a.kind);
  const rb = rank(b.kind);
  if (ra !== rb) return rb - ra;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}

/** The cursor after `key`: '<epoch ms>.<kind>.<uuid>' (opaque to clients, URL-safe). */
export function encodeTimelineCursor(key: TTimelineKey): string {
  return `${Date.parse(key.at)}.${key.kind}.${key.id.toLowerCase()}`;
}

/** The place a cursor names, or null when it is not one this server wrote. */
export function decodeTimelineCursor(cursor: string): TTimelineKey | null {
  const match = /^(\d{1,15})\.([a-z]+)\.([0-9a-f-]{36})$/.exec(cursor.trim());
  if (!match) return null;
  const [, ms, kind, id] = match as unknown as [string, string, string, string];
  const time = Number(ms);
  // An entry this server wrote lies in the dates the APIs take (common/date-input.ts).
  if (!Number.isSafeInteger(time) || time > 8.64e15) return null;
  if (!isDayInRange(new Date(time).toISOString().slice(0, 10))) return null;
  if (!(TIMELINE_KINDS as readonly string[]).includes(kind) || !isId(id)) return null;
  return { at: new Date(time).toISOString(), kind: kind as TTimelineKind, id };
}

/** Whether `key` comes after `cursor` in the timeline's order (belongs to a later page). */
export function isAfterCursor(key: TTimelineKey, cursor: TTimelineKey): boolean {
  return compareTimeline(key, cursor) > 0;
}

/**
 * What a reader of one kind must return after a cursor, as a condition on its own sort key
 * (`at`, `id`): entries at an earlier instant (`lt`), also those at the cursor's instant when
 * its kind sorts after the cursor's (`le`), or, for the cursor's own kind, those whose (at, id)
 * is less than the cursor's (`row`). SQL: `at < $at`, `at <= $at`, `(at, id) < ($at, $id)`.
 */
export interface TKindBound {
  op: 'lt' | 'le' | 'row';
  at: string;
  id: string;
}

export function kindBound(kind: TTimelineKind, cursor: TTimelineKey | null): TKindBound | null {
  if (cursor === null) return null;
  const diff = rank(kind) - rank(cursor.kind);
  return { op: diff === 0 ? 'row' : diff < 0 ? 'le' : 'lt', at: cursor.at, id: cursor.id };
}

/** The same condition as kindBound, for a key in memory (tests and the merge's own check). */
export function satisfiesBound(key: { at: string; id: string }, bound: TKindBound | null): boolean {
  if (bound === null) return true;
  const t = Date.parse(key.at);
  const b = Date.parse(bound.at);
  if (bound.op === 'lt') return t < b;
  if (bound.op === 'le') return t <= b;
  return t < b || (t === b && key.id < bound.id);
}

/**
 * One page from the services' streams. Each stream is one kind's entries after the cursor,
 * newest first, at most `limit + 1` of them: then the merged list holds more than `limit`
 * entries exactly when a later page exists, and its first `limit` are this page. Entries not
 * after the cursor (a reader that ignored it) are dropped, so no entry is ever repeated.
 */
export function mergeTimeline(
  streams: readonly (readonly TTimelineEntry[])[],
  limit: number,
  cursor: TTimelineKey | null = null,
): TTimelinePage {
  const all = streams
    .flat()
    .filter((entry) => cursor === null || isAfterCursor(entry, cursor))
    .sort(compareTimeline);
  const entries = all.slice(0, limit);
  const last = entries[entries.length - 1];
  return { entries, nextCursor: all.length > limit && last ? encodeTimelineCursor(last) : null };
}

// ---------------------------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------------------------

/** Grooming weights count once the dog was there: a booked weight is copied from its record. */
const MEASURED_GROOMING = new Set(['in-progress', 'completed']);

const present = (weight: number | null, temperature: number | null) =>
  weight !== null || temperature !== null;

/**
 * The weight and temperature points in a dog's entries, oldest first: both hotel health checks
 * (at the time they were taken), vet exams with a figure (at the appointment), and the weight
 * of grooming bookings started or completed (at the appointment). Other kinds carry none.
 */
export function measurementsOf(entries: readonly TTimelineEntry[]): TMeasurementPoint[] {
  const points: TMeasurementPoint[] = [];
  for (const entry of entries) {
    if (entry.kind === 'hotel') {
      const checks = [
        ['hotel-check-in', entry.vetCheckIn, entry.checkIn],
        ['hotel-check-out', entry.vetCheckOut, entry.checkOut],
      ] as const;
      for (const [source, check, fallback] of checks) {
        if (check && present(check.weight, check.temperature)) {
          points.push({
            at: check.checkedAt ?? fallback,
            weightKg: check.weight,
            temperatureC: check.temperature,
            source,
            entryId: entry.id,
          });
        }
      }
    } else if (entry.kind === 'vet' && present(entry.weight, entry.temperature)) {
      points.push({
        at: entry.appointmentDate,
        weightKg: entry.weight,
        temperatureC: entry.temperature,
        source: 'vet',
        entryId: entry.id,
      });
    } else if (entry.kind === 'grooming' && entry.weight !== null && MEASURED_GROOMING.has(entry.status)) {
      points.push({
        at: entry.appointmentDate,
        weightKg: entry.weight,
        temperatureC: null,
        source: 'grooming',
        entryId: entry.id,
      });
    }
  }
  const sourceRank = (s: TMeasurementPoint['source']) => MEASUREMENT_SOURCES.indexOf(s);
  return points.sort(
    (a, b) =>
      Date.parse(a.at) - Date.parse(b.at) ||
      sourceRank(a.source) - sourceRank(b.source) ||
      (a.entryId < b.entryId ? -1 : a.entryId > b.entryId ? 1 : 0),
  );
}

/** The first and last value of one figure, and its range, for the chart's text alternative. */
export function measurementSummary(
  points: readonly TMeasurementPoint[],
  figure: 'weightKg' | 'temperatureC',
): { count: number; first: TMeasurementPoint; last: TMeasurementPoint; min: number; max: number } | null {
  const withValue = points.filter((p) => p[figure] !== null);
  const first = withValue[0];
  const last = withValue[withValue.length - 1];
  if (!first || !last) return null;
  const values = withValue.map((p) => p[figure] as number);
  return { count: withValue.length, first, last, min: Math.min(...values), max: Math.max(...values) };
}
