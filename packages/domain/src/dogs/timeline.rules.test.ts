import { describe, expect, it } from 'vitest';
import {
  compareTimeline,
  decodeTimelineCursor,
  encodeTimelineCursor,
  isAfterCursor,
  kindBound,
  measurementSummary,
  measurementsOf,
  mergeTimeline,
  satisfiesBound,
} from './timeline.rules';
import {
  TIMELINE_KINDS,
  type TTimelineEntry,
  type TTimelineEntryOf,
  type TTimelineKey,
  type TTimelineKind,
  ZDogTimelineInput,
  ZDogTimelineQuery,
  ZTimelineEntry,
} from './timeline.schema';

// ---------------------------------------------------------------------------------------------
// Factories: one entry of each kind, every field filled as the services fill them
// ---------------------------------------------------------------------------------------------

let serial = 0;
/** A uuid whose text order follows `n` (tests of ties choose their ids). */
const uuid = (n = ++serial) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

const none = { createdBy: null, updatedBy: null };

function daycare(at: string, id = uuid()): TTimelineEntryOf<'daycare'> {
  return {
    kind: 'daycare',
    id,
    at,
    date: at.slice(0, 10),
    checkInTime: at,
    checkOutTime: null,
    status: 'active',
    notes: null,
    packageType: '15-day',
    ...none,
  };
}

function hotel(
  at: string,
  checks: {
    in?: [number | null, number | null, string | null];
    out?: [number | null, number | null, string | null];
  } = {},
  id = uuid(),
): TTimelineEntryOf<'hotel'> {
  const check = (c?: [number | null, number | null, string | null]) =>
    c ? { weight: c[0], temperature: c[1], notes: null, checkedBy: 'Ana', checkedAt: c[2] } : null;
  return {
    kind: 'hotel',
    id,
    at,
    checkIn: at,
    checkOut: new Date(Date.parse(at) + 3 * 86_400_000).toISOString(),
    checkInDay: at.slice(0, 10),
    checkOutDay: at.slice(0, 10),
    nights: 3,
    status: 'checked-out',
    notes: '',
    vetCheckIn: check(checks.in),
    vetCheckOut: check(checks.out),
    ...none,
  };
}

function vet(
  at: string,
  figures: { weight?: number; temperature?: number } = {},
  id = uuid(),
): TTimelineEntryOf<'vet'> {
  return {
    kind: 'vet',
    id,
    at,
    appointmentDate: at,
    day: at.slice(0, 10),
    time: at.slice(11, 16),
    cause: 'Vaccines',
    status: 'completed',
    temperature: figures.temperature ?? null,
    weight: figures.weight ?? null,
    findings: null,
    recommendations: null,
    vetNotes: null,
    followUpRequired: false,
    followUpDate: null,
    ...none,
  };
}

function grooming(
  at: string,
  status: string,
  weight: number | null,
  id = uuid(),
): TTimelineEntryOf<'grooming'> {
  return {
    kind: 'grooming',
    id,
    at,
    appointmentDate: at,
    durationMinutes: 60,
    groomingServices: ['bath'],
    status,
    weight,
    notes: null,
    groomingNotes: null,
    completedAt: null,
    groomerName: null,
    ...none,
  };
}

function record(at: string, id = uuid()): TTimelineEntryOf<'record'> {
  return { kind: 'record', id, at, action: 'created', changes: [], changedBy: 'ana' };
}

const ofKind = (kind: TTimelineKind, at: string, id?: string): TTimelineEntry => {
  switch (kind) {
    case 'daycare':
      return daycare(at, id);
    case 'hotel':
      return hotel(at, {}, id);
    case 'vet':
      return vet(at, {}, id);
    case 'grooming':
      return grooming(at, 'completed', 10, id);
    case 'record':
      return record(at, id);
  }
};

/** A small deterministic generator, so a failing case can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1_664_525 + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * Many entries on few instants: every kind, several entries of one kind at one instant, and
 * ids out of their creation order, so every tie rule is exercised.
 */
function tiedEntries(seed: number, count: number): TTimelineEntry[] {
  const random = rng(seed);
  const instants = [
    '2026-01-05T09:00:00.000Z',
    '2026-01-05T09:00:00.001Z',
    '2026-03-01T12:30:00.000Z',
    '2025-12-31T23:59:59.999Z',
  ];
  return Array.from({ length: count }, () => {
    const kind = TIMELINE_KINDS[Math.floor(random() * TIMELINE_KINDS.length)] as TTimelineKind;
    const at = instants[Math.floor(random() * instants.length)] as string;
    return ofKind(kind, at, uuid(1 + Math.floor(random() * 0xffffff)));
  }).filter((e, i, all) => all.findIndex((o) => o.id === e.id) === i);
}

/** One service's reader as the server runs it: its kind, after the cursor, newest first, limit + 1. */
function reader(all: readonly TTimelineEntry[], kind: TTimelineKind) {
  return (cursor: TTimelineKey | null, take: number) =>
    all
      .filter((e) => e.kind === kind && satisfiesBound(e, kindBound(kind, cursor)))
      .sort(compareTimeline)
      .slice(0, take);
}

/** Walks every page through the readers as the dogs module does; returns the pages' entries. */
function walk(all: readonly TTimelineEntry[], limit: number): TTimelineEntry[][] {
  const readers = TIMELINE_KINDS.map((kind) => reader(all, kind));
  const pages: TTimelineEntry[][] = [];
  let cursor: string | null = null;
  do {
    const key: TTimelineKey | null = cursor === null ? null : decodeTimelineCursor(cursor);
    const page = mergeTimeline(
      readers.map((read) => read(key, limit + 1)),
      limit,
      key,
    );
    pages.push(page.entries);
    cursor = page.nextCursor;
    if (pages.length > all.length + 2) throw new Error('the walk does not end');
  } while (cursor !== null);
  return pages;
}

// ---------------------------------------------------------------------------------------------

describe('the timeline order', () => {
  it('lists the newest first, whatever the kind', () => {
    const list = [
      vet('2026-01-01T10:00:00.000Z'),
      record('2026-03-01T10:00:00.000Z'),
      daycare('2026-02-01T10:00:00.000Z'),
    ].sort(compareTimeline);
    expect(list.map((e) => e.kind)).toEqual(['record', 'daycare', 'vet']);
  });

  it('breaks a tie of instants by kind (later kind first), then by id (greater first)', () => {
    const at = '2026-01-01T10:00:00.000Z';
    const list = [daycare(at, uuid(1)), record(at, uuid(2)), vet(at, {}, uuid(3)), vet(at, {}, uuid(4))].sort(
      compareTimeline,
    );
    expect(list.map((e) => [e.kind, e.id.slice(-1)])).toEqual([
      ['record', '2'],
      ['vet', '4'],
      ['vet', '3'],
      ['daycare', '1'],
    ]);
  });

  it('is total: two different entries never compare equal', () => {
    const all = tiedEntries(7, 60);
    for (const a of all) for (const b of all) if (a !== b) expect(compareTimeline(a, b)).not.toBe(0);
  });
});

describe('the cursor', () => {
  const key: TTimelineKey = { at: '2026-11-26T08:15:30.123Z', kind: 'hotel', id: uuid(99) };

  it('round-trips the place it names, in URL-safe text', () => {
    const cursor = encodeTimelineCursor(key);
    expect(cursor).toMatch(/^[0-9a-z.-]+$/);
    expect(decodeTimelineCursor(cursor)).toEqual(key);
    expect(encodeUriSafe(cursor)).toBe(cursor);
  });

  it.each([
    ['empty', ''],
    ['garbage', 'not-a-cursor'],
    ['an unknown kind', `1764144930123.boarding.${uuid(5)}`],
    ['a malformed id', '1764144930123.vet.1234'],
    ['a time past the Date range', `9999999999999999.vet.${uuid(5)}`],
    ['a time past the dates the APIs take (2200)', `${Date.parse('2201-01-01T00:00:00Z')}.vet.${uuid(5)}`],
    ['a negative time', `-5.vet.${uuid(5)}`],
    ['extra parts', `1.vet.${uuid(5)}.x`],
  ])('refuses %s', (_label, text) => {
    expect(decodeTimelineCursor(text)).toBeNull();
  });

  it('is refused by the input schemas with the timeline message when too long', () => {
    const result = ZDogTimelineInput.safeParse({ dogId: uuid(), cursor: 'x'.repeat(201) });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('timeline.invalidCursor');
  });
});

const encodeUriSafe = (s: string) => encodeURIComponent(s);

describe('kindBound: what each service reads after a cursor', () => {
  it('is exactly "comes after the cursor" for every kind and every cursor', () => {
    const all = tiedEntries(11, 120);
    for (const cursor of all) {
      for (const entry of all) {
        expect(satisfiesBound(entry, kindBound(entry.kind, cursor))).toBe(isAfterCursor(entry, cursor));
      }
    }
  });

  it('says which SQL comparison to use', () => {
    const cursor: TTimelineKey = { at: '2026-01-01T00:00:00.000Z', kind: 'vet', id: uuid(1) };
    expect(kindBound('vet', cursor)?.op).toBe('row');
    expect(kindBound('daycare', cursor)?.op).toBe('le');
    expect(kindBound('hotel', cursor)?.op).toBe('le');
    expect(kindBound('grooming', cursor)?.op).toBe('lt');
    expect(kindBound('record', cursor)?.op).toBe('lt');
    expect(kindBound('vet', null)).toBeNull();
  });
});

describe('mergeTimeline: paging across kinds', () => {
  it.each([1, 2, 3, 5, 7, 20])('walks every entry exactly once, in order, %i a page', (limit) => {
    for (const seed of [1, 2, 3]) {
      const all = tiedEntries(seed * 31 + limit, 70);
      const pages = walk(all, limit);
      const walked = pages.flat();
      expect(walked.map((e) => e.id)).toEqual([...all].sort(compareTimeline).map((e) => e.id));
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
  });

  it('says there is no next page when the last one is exactly full', () => {
    const all = [1, 2, 3, 4].map((n) => vet(`2026-01-0${n}T10:00:00.000Z`));
    expect(walk(all, 2).map((p) => p.length)).toEqual([2, 2]);
    expect(walk(all, 4).map((p) => p.length)).toEqual([4]);
  });

  it('answers an empty page without a cursor for a dog with no history', () => {
    expect(mergeTimeline([[], [], [], [], []], 20)).toEqual({ entries: [], nextCursor: null });
  });

  it('never repeats an entry a reader returned although it is not after the cursor', () => {
    const a = vet('2026-01-02T10:00:00.000Z');
    const b = vet('2026-01-01T10:00:00.000Z');
    const cursor = decodeTimelineCursor(encodeTimelineCursor(a));
    expect(mergeTimeline([[a, b]], 5, cursor).entries).toEqual([b]);
  });
});

describe('measurementsOf', () => {
  it('takes both hotel checks, vet exams and started or completed grooming weights, oldest first', () => {
    const stay = hotel('2026-03-01T10:00:00.000Z', {
      in: [12.5, 38.4, '2026-03-01T10:05:00.000Z'],
      out: [12.1, null, '2026-03-04T11:00:00.000Z'],
    });
    const exam = vet('2026-02-01T09:30:00.000Z', { temperature: 39.1 });
    const groomed = grooming('2026-01-10T11:00:00.000Z', 'completed', 12.9);
    const started = grooming('2026-04-10T11:00:00.000Z', 'in-progress', 13);
    const points = measurementsOf([stay, exam, groomed, started, daycare('2026-01-01T08:00:00.000Z')]);
    expect(points).toEqual([
      {
        at: '2026-01-10T11:00:00.000Z',
        weightKg: 12.9,
        temperatureC: null,
        source: 'grooming',
        entryId: groomed.id,
      },
      { at: '2026-02-01T09:30:00.000Z', weightKg: null, temperatureC: 39.1, source: 'vet', entryId: exam.id },
      {
        at: '2026-03-01T10:05:00.000Z',
        weightKg: 12.5,
        temperatureC: 38.4,
        source: 'hotel-check-in',
        entryId: stay.id,
      },
      {
        at: '2026-03-04T11:00:00.000Z',
        weightKg: 12.1,
        temperatureC: null,
        source: 'hotel-check-out',
        entryId: stay.id,
      },
      {
        at: '2026-04-10T11:00:00.000Z',
        weightKg: 13,
        temperatureC: null,
        source: 'grooming',
        entryId: started.id,
      },
    ]);
  });

  it('leaves out what was not measured: scheduled or cancelled grooming, exams and checks without figures', () => {
    const points = measurementsOf([
      grooming('2026-01-10T11:00:00.000Z', 'scheduled', 12.9),
      grooming('2026-01-11T11:00:00.000Z', 'cancelled', 12.9),
      vet('2026-02-01T09:30:00.000Z'),
      hotel('2026-03-01T10:00:00.000Z', { in: [null, null, '2026-03-01T10:05:00.000Z'] }),
      record('2026-03-02T10:00:00.000Z'),
    ]);
    expect(points).toEqual([]);
  });

  it('places a check without its time at the stay date it belongs to', () => {
    const stay = hotel('2026-03-01T10:00:00.000Z', { out: [11, null, null] });
    expect(measurementsOf([stay])[0]?.at).toBe(stay.checkOut);
  });

  it('summarises a figure for the text alternative', () => {
    const points = measurementsOf([
      vet('2026-01-01T09:00:00.000Z', { weight: 10, temperature: 38.5 }),
      vet('2026-02-01T09:00:00.000Z', { weight: 12.5 }),
      vet('2026-03-01T09:00:00.000Z', { weight: 11 }),
    ]);
    expect(measurementSummary(points, 'weightKg')).toMatchObject({ count: 3, min: 10, max: 12.5 });
    expect(measurementSummary(points, 'weightKg')?.last.at).toBe('2026-03-01T09:00:00.000Z');
    expect(measurementSummary(points, 'temperatureC')).toMatchObject({ count: 1, min: 38.5, max: 38.5 });
    expect(measurementSummary([], 'weightKg')).toBeNull();
  });
});

describe('the schemas', () => {
  it('parses every kind of entry as the union', () => {
    const entries = TIMELINE_KINDS.map((kind) => ofKind(kind, '2026-01-01T10:00:00.000Z'));
    for (const entry of entries) expect(ZTimelineEntry.parse(entry)).toEqual(entry);
  });

  it('reads the REST query: limit as text, 20 by default, 1 to 50', () => {
    expect(ZDogTimelineQuery.parse({})).toEqual({ limit: 20 });
    expect(ZDogTimelineQuery.parse({ limit: '5', cursor: 'c' })).toEqual({ limit: 5, cursor: 'c' });
    for (const limit of ['0', '51', 'abc', '2.5', '']) {
      const result = ZDogTimelineQuery.safeParse({ limit });
      expect(result.success, limit).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('timeline.limitRange');
    }
  });
});
