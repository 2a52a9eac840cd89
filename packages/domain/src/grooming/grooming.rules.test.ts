import { describe, expect, it } from 'vitest';
import {
  canMoveGroomingStatus,
  canStartGrooming,
  DURATION_CHOICES,
  defaultDurationMinutes,
  digitsOf,
  GROOMING_SERVICES,
  GROOMING_STATUSES,
  groomingActions,
  groomingEndsAt,
  groomingMovesFrom,
  groomingOverlaps,
  groomingServiceLabel,
  groomingStatusLabel,
  groomingUndoTarget,
  groomingUpcomingDays,
  isPhoneSearch,
  sizeLabel,
  sizeTag,
  type TGroomingStatus,
} from './grooming.rules';

describe('sizeTag (docs/spec/product-spec.md §3)', () => {
  it.each([
    [undefined, 'unknown'],
    [null, 'unknown'],
    [0, 'unknown'],
    [-3, 'unknown'],
    [Number.NaN, 'unknown'],
    [0.1, 'S'],
    [10.9, 'S'],
    [10.91, 'M'],
    [11, 'M'],
    [20, 'M'],
    [20.1, 'L'],
    [35, 'L'],
    [35.01, 'XL'],
    [80, 'XL'],
  ])('%s kg is %s', (weight, size) => {
    expect(sizeTag(weight as number | null | undefined)).toBe(size);
  });

  it('labels every size in both languages', () => {
    expect(sizeLabel('S', 'en')).toBe('Small');
    expect(sizeLabel('XL', 'es')).toBe('Muy grande');
    expect(sizeLabel('unknown', 'es-ES')).toBe('Tamaño desconocido');
  });
});

describe('status moves (docs/spec/product-spec.md §4)', () => {
  const allowed: [TGroomingStatus, TGroomingStatus][] = [
    ['scheduled', 'in-progress'],
    ['in-progress', 'completed'],
    ['scheduled', 'cancelled'],
    ['in-progress', 'cancelled'],
  ];

  it('allows exactly Start, Complete and Cancel from scheduled or in progress (a completed groom is never cancelled)', () => {
    for (const from of GROOMING_STATUSES) {
      for (const to of GROOMING_STATUSES) {
        const expected = allowed.some(([a, b]) => a === from && b === to);
        expect(canMoveGroomingStatus(from, to), `${from} -> ${to}`).toBe(expected);
      }
    }
  });

  it('never moves to the same status and never out of cancelled', () => {
    for (const status of GROOMING_STATUSES) expect(canMoveGroomingStatus(status, status)).toBe(false);
    expect(groomingMovesFrom('cancelled')).toEqual([]);
    expect(groomingMovesFrom('scheduled')).toEqual(['in-progress', 'cancelled']);
  });

  it('offers the actions of each status', () => {
    expect(groomingActions('scheduled')).toEqual({
      edit: true,
      start: true,
      complete: false,
      cancel: true,
      delete: true,
    });
    expect(groomingActions('in-progress')).toEqual({
      edit: false,
      start: false,
      complete: true,
      cancel: true,
      delete: false,
    });
    // Nothing to do once completed: no Cancel.
    expect(groomingActions('completed')).toEqual({
      edit: false,
      start: false,
      complete: false,
      cancel: false,
      delete: false,
    });
    // Status buttons hidden once cancelled; Delete stays.
    expect(groomingActions('cancelled')).toEqual({
      edit: false,
      start: false,
      complete: false,
      cancel: false,
      delete: true,
    });
  });

  it("offers Start only once the booking's day has come", () => {
    expect(canStartGrooming('2026-11-27', '2026-11-27')).toBe(true);
    expect(canStartGrooming('2026-11-26', '2026-11-27')).toBe(true);
    expect(canStartGrooming('2026-11-28', '2026-11-27')).toBe(false);
    expect(groomingActions('scheduled', { day: '2026-11-28', today: '2026-11-27' })).toEqual({
      edit: true,
      start: false,
      complete: false,
      cancel: true,
      delete: true,
    });
    expect(groomingActions('scheduled', { day: '2026-11-27', today: '2026-11-27' }).start).toBe(true);
    // The day does not matter to the other moves.
    expect(groomingActions('in-progress', { day: '2026-11-28', today: '2026-11-27' }).complete).toBe(true);
  });

  it('undoes Start and Complete, and nothing else', () => {
    expect(groomingUndoTarget('in-progress')).toBe('scheduled');
    expect(groomingUndoTarget('completed')).toBe('in-progress');
    expect(groomingUndoTarget('scheduled')).toBeNull();
    expect(groomingUndoTarget('cancelled')).toBeNull();
  });

  it('labels statuses in both languages', () => {
    expect(groomingStatusLabel('in-progress')).toBe('In Progress');
    expect(groomingStatusLabel('in-progress', 'es')).toBe('En curso');
    expect(groomingStatusLabel('odd-one')).toBe('odd one');
  });
});

describe('service labels', () => {
  it('has a label for every service in both languages', () => {
    for (const service of GROOMING_SERVICES) {
      expect(groomingServiceLabel(service, 'en')).not.toBe(service);
      expect(groomingServiceLabel(service, 'es')).not.toBe(service);
    }
    expect(groomingServiceLabel('full-grooming')).toBe('Full Grooming');
    expect(groomingServiceLabel('bath', 'en')).toBe('Bath Only');
    expect(groomingServiceLabel('nail-trim', 'es')).toBe('Corte de uñas');
    expect(groomingServiceLabel('unknown-thing')).toBe('unknown-thing');
  });
});

describe('default length', () => {
  it('depends on the services and the size, full grooming including bath, cut, nails and ears', () => {
    expect(defaultDurationMinutes(['full-grooming'], 'S')).toBe(90);
    expect(defaultDurationMinutes(['full-grooming'], 'XL')).toBe(180);
    expect(defaultDurationMinutes(['full-grooming', 'bath', 'nail-trim'], 'M')).toBe(120);
    expect(defaultDurationMinutes(['full-grooming', 'teeth-cleaning'], 'M')).toBe(150);
    expect(defaultDurationMinutes(['bath', 'nail-trim'], 'L')).toBe(90);
    expect(defaultDurationMinutes(['nail-trim'], 'XL')).toBe(15);
  });

  it('plans an unknown size as medium, rounds up to a quarter hour and defaults to a full grooming', () => {
    expect(defaultDurationMinutes(['bath'], 'unknown')).toBe(defaultDurationMinutes(['bath'], 'M'));
    expect(defaultDurationMinutes(['teeth-cleaning'], 'S')).toBe(30);
    expect(defaultDurationMinutes([], 'M')).toBe(120);
    expect(defaultDurationMinutes(['nonsense'], 'S')).toBe(90);
  });

  it('stays within 15–480 and the choices step by 15 minutes', () => {
    for (const size of ['S', 'M', 'L', 'XL', 'unknown'] as const) {
      const all = defaultDurationMinutes(GROOMING_SERVICES, size);
      expect(all).toBeGreaterThanOrEqual(15);
      expect(all).toBeLessThanOrEqual(480);
    }
    expect(DURATION_CHOICES[0]).toBe(15);
    expect(DURATION_CHOICES.at(-1)).toBe(480);
    expect(DURATION_CHOICES).toHaveLength(32);
  });
});

describe('times and windows', () => {
  it('ends an appointment its length after it starts', () => {
    expect(groomingEndsAt('2026-11-27T10:00:00.000Z', 90).toISOString()).toBe('2026-11-27T11:30:00.000Z');
  });

  it('treats appointments as half-open: one may start when the previous ends', () => {
    const a = { start: '2026-11-27T10:00:00Z', durationMinutes: 60 };
    expect(groomingOverlaps(a, { start: '2026-11-27T11:00:00Z', durationMinutes: 30 })).toBe(false);
    expect(groomingOverlaps(a, { start: '2026-11-27T10:59:00Z', durationMinutes: 30 })).toBe(true);
    expect(groomingOverlaps(a, { start: '2026-11-27T09:00:00Z', durationMinutes: 60 })).toBe(false);
    expect(groomingOverlaps(a, { start: '2026-11-27T09:30:00Z', durationMinutes: 180 })).toBe(true);
  });

  it('upcoming is the next 4 days after today, across a month end', () => {
    expect(groomingUpcomingDays('2026-11-28')).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('reads a search as a phone number only when it is phone characters with 3+ digits', () => {
    expect(isPhoneSearch('600')).toBe(true);
    expect(isPhoneSearch('+34 600-12')).toBe(true);
    expect(isPhoneSearch('60')).toBe(false);
    expect(isPhoneSearch('Luna 600')).toBe(false);
    expect(isPhoneSearch(undefined)).toBe(false);
    expect(digitsOf('+34 (600) 12-3')).toBe('34600123');
  });
});
