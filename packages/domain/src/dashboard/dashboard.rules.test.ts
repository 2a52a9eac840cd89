import { describe, expect, it } from 'vitest';
import { businessDayOf, type TStayDays } from '../hotel/hotel.rules';
import {
  boardStayPhase,
  capped,
  dashboardWindows,
  deriveTodos,
  FOLLOW_UP_DUE_DAYS,
  failedLoginTodos,
  followUpDayOfInstant,
  followUpInstants,
  isArrivalDue,
  isDepartureDue,
  isFollowUpDue,
  isShownOnBoard,
  isStillToDo,
  moreThanShown,
  TODO_ORDER,
  TODO_RULES,
  todoTitle,
  vetBoardWindow,
} from './dashboard.rules';
import { DASHBOARD_CAPS, TODO_KINDS, ZDashboardTodo } from './dashboard.schema';

const MADRID = 'Europe/Madrid';
const MINUTE = 60_000;
const DAY = 86_400_000;
const at = (iso: string) => new Date(iso);

describe('windows: today is the business day in APP_TIMEZONE', () => {
  it('at midnight in Madrid (23:00 UTC the evening before) today is already the new day', () => {
    const w = dashboardWindows(at('2026-11-24T23:00:00.000Z'), MADRID);
    expect(w.today).toBe('2026-11-25');
    expect(w.todayWindow).toEqual({
      from: at('2026-11-24T23:00:00.000Z'),
      to: at('2026-11-25T23:00:00.000Z'),
    });
    // The last minute of the day before is not today's, the first of the new day is.
    expect(vetBoardWindow(at('2026-11-24T22:59:00.000Z'), w)).toBeNull();
    expect(vetBoardWindow(at('2026-11-24T23:00:00.000Z'), w)).toBe('today');
  });

  it('one minute before midnight in Madrid, the same instants belong to the day before', () => {
    const w = dashboardWindows(at('2026-11-24T22:59:00.000Z'), MADRID);
    expect(w.today).toBe('2026-11-24');
    expect(vetBoardWindow(at('2026-11-24T22:59:00.000Z'), w)).toBe('today');
    // Midnight is after today: upcoming.
    expect(vetBoardWindow(at('2026-11-24T23:00:00.000Z'), w)).toBe('upcoming');
  });

  it('west of UTC: 22:00 in New York is still today there though UTC says tomorrow', () => {
    const w = dashboardWindows(at('2026-11-25T03:00:00.000Z'), 'America/New_York');
    expect(w.today).toBe('2026-11-24');
    expect(vetBoardWindow(at('2026-11-25T04:59:00.000Z'), w)).toBe('today');
    expect(vetBoardWindow(at('2026-11-25T05:00:00.000Z'), w)).toBe('upcoming');
  });

  it('an appointment one minute ago is still today’s, never upcoming', () => {
    const now = at('2026-11-25T09:00:00.000Z');
    const w = dashboardWindows(now, MADRID);
    expect(vetBoardWindow(new Date(now.getTime() - MINUTE), w)).toBe('today');
    // But one minute ago at 00:00:30 was yesterday.
    const justAfterMidnight = at('2026-11-24T23:00:30.000Z');
    expect(
      vetBoardWindow(
        new Date(justAfterMidnight.getTime() - MINUTE),
        dashboardWindows(justAfterMidnight, MADRID),
      ),
    ).toBeNull();
  });

  it('vet upcoming: after today, up to and including now + 7 days, ascending by instant', () => {
    const now = at('2026-11-25T09:00:00.000Z');
    const w = dashboardWindows(now, MADRID);
    expect(w.vetUpcoming.from).toEqual(w.todayWindow.to);
    expect(vetBoardWindow(at('2026-11-25T22:59:59.999Z'), w)).toBe('today');
    expect(vetBoardWindow(at('2026-11-25T23:00:00.000Z'), w)).toBe('upcoming');
    expect(vetBoardWindow(new Date(now.getTime() + 7 * DAY), w)).toBe('upcoming');
    expect(vetBoardWindow(new Date(now.getTime() + 7 * DAY + 1), w)).toBeNull();
    expect(vetBoardWindow(at('2026-11-20T10:00:00.000Z'), w)).toBeNull();
  });

  it('a day with a daylight-saving change is 23 hours long and still one business day', () => {
    // Spain moves its clocks forward at 02:00 on 29 March 2026.
    const w = dashboardWindows(at('2026-03-29T12:00:00.000Z'), MADRID);
    expect(w.today).toBe('2026-03-29');
    expect(w.todayWindow.to.getTime() - w.todayWindow.from.getTime()).toBe(23 * 3_600_000);
  });

  it('follow-ups due this week: today and the next 6 business days, as instants of their starts', () => {
    const w = dashboardWindows(at('2026-11-25T09:00:00.000Z'), MADRID);
    expect(w.followUpDays).toEqual({ from: '2026-11-25', to: '2026-12-02' });
    expect(FOLLOW_UP_DUE_DAYS).toBe(7);
    const instants = followUpInstants(w, MADRID);
    expect(instants).toEqual({ from: at('2026-11-24T23:00:00.000Z'), to: at('2026-12-01T23:00:00.000Z') });
    expect(followUpDayOfInstant(instants.from, MADRID)).toBe('2026-11-25');
  });
});

describe('what a section shows and what is still to do', () => {
  it('sections list everything but cancelled; to-dos count scheduled and in progress only', () => {
    expect(
      ['scheduled', 'in-progress', 'completed', 'cancelled'].filter((s) => isShownOnBoard(s as never)),
    ).toEqual(['scheduled', 'in-progress', 'completed']);
    expect(
      ['scheduled', 'in-progress', 'completed', 'cancelled'].filter((s) => isStillToDo(s as never)),
    ).toEqual(['scheduled', 'in-progress']);
  });
});

describe('hotel: current and upcoming on the board (docs/spec/product-spec.md §4)', () => {
  const today = '2026-11-25';
  const stay = (checkInDay: string, checkOutDay: string, status: TStayDays['status']): TStayDays => ({
    checkInDay,
    checkOutDay,
    status,
  });

  it('current: check-in day on or before today and check-out day on or after it', () => {
    expect(boardStayPhase(stay('2026-11-20', '2026-11-28', 'checked-in'), today)).toBe('current');
    expect(boardStayPhase(stay('2026-11-25', '2026-11-28', 'booked'), today)).toBe('current');
  });

  it('a stay ending today is current until the guest is checked out', () => {
    expect(boardStayPhase(stay('2026-11-20', today, 'checked-in'), today)).toBe('current');
    expect(boardStayPhase(stay('2026-11-20', today, 'booked'), today)).toBe('current');
    expect(boardStayPhase(stay('2026-11-20', today, 'checked-out'), today)).toBeNull();
  });

  it('a guest still checked in after its check-out day is still here, so current', () => {
    expect(boardStayPhase(stay('2026-11-18', '2026-11-24', 'checked-in'), today)).toBe('current');
    // A booked stay that ended before today is a no-show: not on the board.
    expect(boardStayPhase(stay('2026-11-18', '2026-11-24', 'booked'), today)).toBeNull();
  });

  it('upcoming: a booked stay checking in after today; one checked in early is current', () => {
    expect(boardStayPhase(stay('2026-11-26', '2026-11-28', 'booked'), today)).toBe('upcoming');
    expect(boardStayPhase(stay('2026-11-26', '2026-11-28', 'checked-in'), today)).toBe('current');
  });

  it('cancelled stays are nowhere', () => {
    expect(boardStayPhase(stay('2026-11-20', '2026-11-28', 'cancelled'), today)).toBeNull();
    expect(boardStayPhase(stay('2026-11-26', '2026-11-28', 'cancelled'), today)).toBeNull();
  });

  it('arrivals to do: booked stays covering today (arriving today or late), not checked in yet', () => {
    expect(isArrivalDue(stay(today, '2026-11-28', 'booked'), today)).toBe(true);
    expect(isArrivalDue(stay('2026-11-24', '2026-11-28', 'booked'), today)).toBe(true);
    expect(isArrivalDue(stay(today, '2026-11-28', 'checked-in'), today)).toBe(false);
    expect(isArrivalDue(stay(today, '2026-11-28', 'cancelled'), today)).toBe(false);
    expect(isArrivalDue(stay('2026-11-26', '2026-11-28', 'booked'), today)).toBe(false);
  });

  it('departures to do: guests still checked in on or after their check-out day', () => {
    expect(isDepartureDue(stay('2026-11-20', today, 'checked-in'), today)).toBe(true);
    expect(isDepartureDue(stay('2026-11-20', '2026-11-24', 'checked-in'), today)).toBe(true);
    expect(isDepartureDue(stay('2026-11-20', '2026-11-26', 'checked-in'), today)).toBe(false);
    expect(isDepartureDue(stay('2026-11-20', today, 'checked-out'), today)).toBe(false);
    expect(isDepartureDue(stay(today, today, 'booked'), today)).toBe(false);
  });

  it('a check-out at 00:30 in Madrid falls on that business day, not the UTC one before', () => {
    const checkOutDay = businessDayOf('2026-11-24T23:30:00.000Z', MADRID);
    expect(checkOutDay).toBe(today);
    expect(isDepartureDue(stay('2026-11-20', checkOutDay, 'checked-in'), today)).toBe(true);
  });
});

describe('vet follow-ups due this week', () => {
  const windows = dashboardWindows(at('2026-11-25T09:00:00.000Z'), MADRID);
  const due = (followUpDay: string | null, extra: Partial<Parameters<typeof isFollowUpDue>[0]> = {}) =>
    isFollowUpDue(
      { followUpRequired: true, followUpDay, status: 'completed', rebooked: false, ...extra },
      windows,
    );

  it('due today up to the 6th day ahead; not yesterday, not the 7th day', () => {
    expect(due('2026-11-25')).toBe(true);
    expect(due('2026-12-01')).toBe(true);
    expect(due('2026-12-02')).toBe(false);
    expect(due('2026-11-24')).toBe(false);
    expect(due(null)).toBe(false);
  });

  it('not when already booked again, cancelled or not asked for', () => {
    expect(due('2026-11-27', { rebooked: true })).toBe(false);
    expect(due('2026-11-27', { status: 'cancelled' })).toBe(false);
    expect(due('2026-11-27', { followUpRequired: false })).toBe(false);
    // An exam saved in progress may already ask for one.
    expect(due('2026-11-27', { status: 'in-progress' })).toBe(true);
  });
});

describe('caps with full counts (docs/spec/product-spec.md §9)', () => {
  it('the spec’s caps, grooming today’s, and the desk’s arrivals and departures', () => {
    expect(DASHBOARD_CAPS).toEqual({
      vetToday: 5,
      vetUpcoming: 5,
      daycareCheckedIn: 8,
      hotelUpcoming: 5,
      hotelCurrent: 8,
      groomingToday: 8,
      daycareExpected: 8,
      hotelArrivals: 8,
      hotelDepartures: 8,
    });
  });

  it('keeps the first items and counts them all, so a client can say "and N more"', () => {
    const list = Array.from({ length: 11 }, (_, i) => i);
    expect(capped(list, 8)).toEqual({ items: [0, 1, 2, 3, 4, 5, 6, 7], count: 11 });
    expect(moreThanShown(8, 11)).toBe(3);
    expect(capped([1, 2], 5)).toEqual({ items: [1, 2], count: 2 });
    expect(moreThanShown(2, 2)).toBe(0);
    expect(capped([], 5)).toEqual({ items: [], count: 0 });
  });
});

describe('to-dos', () => {
  const DAY_ = '2026-11-25';

  it('the spec’s four rules: type, priority and link', () => {
    const todos = deriveTodos(
      { vetToday: 2, vetUpcoming: 4, daycareCheckedIn: 3, hotelArrivalsToday: 1 },
      DAY_,
    );
    expect(todos.map((t) => [t.kind, t.type, t.priority, t.link])).toEqual([
      ['vetToday', 'vet', 'high', '/vet'],
      ['hotelArrivalsToday', 'hotel', 'high', '/hotel'],
      ['daycareCheckedIn', 'daycare', 'medium', '/daycare'],
      ['vetUpcoming', 'vet', 'medium', '/vet'],
    ]);
  });

  it('the issue’s additions: grooming, departures, no package, packages running out, follow-ups', () => {
    const todos = deriveTodos(
      {
        groomingToday: 1,
        hotelDeparturesToday: 2,
        daycareNoPackage: 1,
        daycarePackagesExpiring: 2,
        vetFollowUpsDue: 3,
      },
      DAY_,
    );
    expect(todos.map((t) => [t.kind, t.type, t.priority, t.link])).toEqual([
      ['hotelDeparturesToday', 'hotel', 'high', '/hotel'],
      ['groomingToday', 'grooming', 'high', '/grooming'],
      ['daycareNoPackage', 'daycare', 'high', '/daycare'],
      ['daycarePackagesExpiring', 'daycare', 'medium', '/daycare'],
      ['vetFollowUpsDue', 'vet', 'medium', '/vet'],
    ]);
  });

  it('most urgent first: every high before every medium', () => {
    const all = Object.fromEntries(TODO_KINDS.map((k) => [k, 1]));
    const todos = deriveTodos(all, DAY_);
    expect(todos.map((t) => t.kind)).toEqual(TODO_ORDER);
    const firstMedium = todos.findIndex((t) => t.priority === 'medium');
    expect(todos.slice(firstMedium).every((t) => t.priority === 'medium')).toBe(true);
    expect(firstMedium).toBe(6);
    for (const todo of todos) expect(ZDashboardTodo.parse(todo)).toEqual(todo);
  });

  it('a rule with nothing to do (0) or whose section failed (absent) makes no to-do', () => {
    expect(deriveTodos({ vetToday: 0, hotelArrivalsToday: 0 }, DAY_)).toEqual([]);
    expect(deriveTodos({}, DAY_)).toEqual([]);
  });

  it('titles are English and pluralised by count; ids are stable per kind and day', () => {
    const [one] = deriveTodos({ vetToday: 1 }, DAY_);
    expect(one).toMatchObject({ id: 'vetToday-2026-11-25', count: 1, title: '1 vet appointment today' });
    expect(todoTitle('vetToday', 3)).toBe('3 vet appointments today');
    expect(todoTitle('daycareCheckedIn', 1)).toBe('1 dog still checked in at daycare');
    expect(todoTitle('daycareCheckedIn', 12)).toBe('12 dogs still checked in at daycare');
    expect(todoTitle('hotelArrivalsToday', 2)).toBe('2 hotel check-ins today');
    expect(todoTitle('vetFollowUpsDue', 1)).toBe('1 vet follow-up due this week');
    expect(todoTitle('daycarePackagesExpiring', 4)).toBe('4 daycare packages running out');
    expect(todoTitle('vaccinationsMissing', 1)).toBe('1 dog here today without its vaccinations');
    expect(todoTitle('vaccinationsMissing', 2)).toBe('2 dogs here today without their vaccinations');
  });

  it('every kind has a rule with a link to a screen and a description', () => {
    for (const kind of TODO_KINDS) {
      const rule = TODO_RULES[kind];
      expect(rule.link).toMatch(/^\/(vet|daycare|hotel|grooming|vaccinations)$/);
      expect(rule.description.length).toBeGreaterThan(10);
      expect(todoTitle(kind, 2)).toMatch(/^2 /);
    }
  });
});

describe('failedLoginTodos (managers only)', () => {
  it('one high to-do per account at or past the threshold, most failures first, naming the account', () => {
    const todos = failedLoginTodos(
      [
        { userId: 'a', username: 'ana', count: 4 },
        { userId: 'b', username: 'admin', count: 110 },
        { userId: 'c', username: 'carla', count: 1 },
      ],
      '2026-11-26',
      3,
    );
    expect(todos.map((t) => [t.subject, t.count])).toEqual([
      ['admin', 110],
      ['ana', 4],
    ]);
    expect(todos[0]).toEqual({
      id: 'failedLogins-b-2026-11-26',
      kind: 'failedLogins',
      type: 'account',
      priority: 'high',
      count: 110,
      title: '110 failed logins on admin in the last hour',
      description: expect.stringContaining('guessing this password'),
      link: '/users',
      subject: 'admin',
    });
    for (const todo of todos) expect(ZDashboardTodo.parse(todo)).toEqual(todo);
    expect(failedLoginTodos([{ userId: 'a', username: 'ana', count: 1 }], 'd', 1)[0]?.title).toBe(
      '1 failed login on ana in the last hour',
    );
  });
});
