import type { TDashboardOverview, TDashboardTodo } from '@pawdesk/domain/dashboard/dashboard.schema';
import { describe, expect, it } from 'vitest';
import {
  BOARD_SECTIONS,
  boardState,
  dogName,
  failedSections,
  moreCount,
  ownerName,
  sinceDayParts,
  sortTodos,
  visitReason,
} from './board';

const HOTEL_NONE: TDashboardOverview['hotel'] = {
  upcomingBookings: [],
  upcomingBookingsCount: 0,
  currentCheckIns: [],
  currentCheckInsCount: 0,
  arrivals: [],
  arrivalsCount: 0,
  departures: [],
  departuresCount: 0,
};

function overview(patch: Partial<TDashboardOverview> = {}): TDashboardOverview {
  return {
    todos: [],
    vetAppointments: { today: [], todayCount: 0, upcoming: [], upcomingCount: 0 },
    daycare: { checkedIn: [], checkedInCount: 0, expected: [], expectedCount: 0 },
    hotel: HOTEL_NONE,
    grooming: { today: [], todayCount: 0 },
    vaccinationAlerts: [],
    failed: [],
    day: '2026-11-25',
    generatedAt: '2026-11-25T09:00:00.000Z',
    timeZone: 'Europe/Madrid',
    ...patch,
  };
}

function todo(kind: TDashboardTodo['kind'], priority: TDashboardTodo['priority']): TDashboardTodo {
  return {
    id: `${kind}-2026-11-25`,
    kind,
    type: 'vet',
    priority,
    count: 1,
    title: kind,
    description: '',
    link: '/vet',
  };
}

// Only the list lengths matter to boardState: one stand-in item of any section.
const one = [{}] as never[];

describe('boardState', () => {
  it('is empty when no section and no to-do has anything', () => {
    expect(boardState(overview())).toBe('empty');
  });

  it('is ready as soon as one list has an item', () => {
    expect(boardState(overview({ todos: [todo('vetToday', 'high')] }))).toBe('ready');
    const lists: Partial<TDashboardOverview>[] = [
      { vetAppointments: { today: one, todayCount: 1, upcoming: [], upcomingCount: 0 } },
      { vetAppointments: { today: [], todayCount: 0, upcoming: one, upcomingCount: 1 } },
      { daycare: { checkedIn: one, checkedInCount: 1, expected: [], expectedCount: 0 } },
      { daycare: { checkedIn: [], checkedInCount: 0, expected: one, expectedCount: 1 } },
      { hotel: { ...HOTEL_NONE, upcomingBookings: one, upcomingBookingsCount: 1 } },
      { hotel: { ...HOTEL_NONE, currentCheckIns: one, currentCheckInsCount: 1 } },
      { hotel: { ...HOTEL_NONE, arrivals: one, arrivalsCount: 1 } },
      { hotel: { ...HOTEL_NONE, departures: one, departuresCount: 1 } },
      { grooming: { today: one, todayCount: 1 } },
    ];
    for (const patch of lists) expect(boardState(overview(patch))).toBe('ready');
  });

  it('fails only when every section failed (the spec total failure)', () => {
    expect(boardState(overview({ failed: [...BOARD_SECTIONS] }))).toBe('failed');
    expect(boardState(overview({ failed: ['vet', 'daycare', 'hotel'] }))).toBe('empty');
    expect(
      boardState(overview({ failed: ['vet', 'daycare', 'hotel'], grooming: { today: one, todayCount: 1 } })),
    ).toBe('ready');
  });

  it('knows all four sections', () => {
    expect([...BOARD_SECTIONS].sort()).toEqual(['daycare', 'grooming', 'hotel', 'vet']);
  });
});

describe('failedSections', () => {
  it('names the failed sections in board order', () => {
    expect(failedSections(overview({ failed: ['grooming', 'vet'] }))).toEqual(['vet', 'grooming']);
    expect(failedSections(overview())).toEqual([]);
  });
});

describe('sortTodos', () => {
  it('puts high before medium and keeps the order within a priority', () => {
    const sorted = sortTodos([
      todo('vetUpcoming', 'medium'),
      todo('vetToday', 'high'),
      todo('daycareCheckedIn', 'medium'),
      todo('hotelArrivalsToday', 'high'),
    ]);
    expect(sorted.map((t) => t.kind)).toEqual([
      'vetToday',
      'hotelArrivalsToday',
      'vetUpcoming',
      'daycareCheckedIn',
    ]);
  });

  it('does not change the list it is given', () => {
    const todos = [todo('vetUpcoming', 'medium'), todo('vetToday', 'high')];
    sortTodos(todos);
    expect(todos.map((t) => t.kind)).toEqual(['vetUpcoming', 'vetToday']);
  });
});

describe('moreCount', () => {
  it('is how many a cap left out, never below 0', () => {
    expect(moreCount(5, 12)).toBe(7);
    expect(moreCount(5, 5)).toBe(0);
    expect(moreCount(3, 2)).toBe(0);
  });
});

describe('fallbacks', () => {
  it("'Unknown Dog' for a dog without a usable name", () => {
    expect(dogName('Luna')).toEqual({ ok: true, text: 'Luna' });
    expect(dogName('  Rex ')).toEqual({ ok: true, text: 'Rex' });
    for (const blank of ['', '   ', null, undefined])
      expect(dogName(blank)).toEqual({ ok: false, key: 'unknownDog' });
  });

  it("'General checkup' for an appointment without a reason", () => {
    expect(visitReason('Vaccination')).toEqual({ ok: true, text: 'Vaccination' });
    for (const blank of ['', ' ', null, undefined])
      expect(visitReason(blank)).toEqual({ ok: false, key: 'generalCheckup' });
  });

  it("the primary owner's name, or 'No owner'", () => {
    expect(ownerName([{ name: 'Sara Ruiz' }, { name: 'Pablo Gil' }])).toEqual({
      ok: true,
      text: 'Sara Ruiz',
    });
    for (const none of [[], [{ name: ' ' }], null, undefined])
      expect(ownerName(none)).toEqual({ ok: false, key: 'noOwner' });
  });
});

describe('sinceDayParts', () => {
  it("says a day as 'Tue 24/11' day first, '11/24' month first, the weekday in the reader's language", () => {
    expect(sinceDayParts('2026-11-24', 'en-US', 'dd/mm/yyyy')).toEqual({ weekday: 'Tue', dayMonth: '24/11' });
    expect(sinceDayParts('2026-11-24', 'en-US', 'mm/dd/yyyy')).toEqual({ weekday: 'Tue', dayMonth: '11/24' });
    // Until the business's settings are known, the spec's order (month first).
    expect(sinceDayParts('2026-11-24', 'en-US', undefined)?.dayMonth).toBe('11/24');
    expect(sinceDayParts('2026-11-24', 'es-ES', 'dd/mm/yyyy')?.weekday).toMatch(/^mar/);
  });

  it('is null for what is not a day', () => {
    expect(sinceDayParts('', 'en-US', 'dd/mm/yyyy')).toBeNull();
    expect(sinceDayParts('24/11/2026', 'en-US', 'dd/mm/yyyy')).toBeNull();
  });
});
