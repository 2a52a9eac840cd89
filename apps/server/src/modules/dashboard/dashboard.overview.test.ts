// The Today board through both APIs with data in every window of every section
// (dashboard.fixtures.ts says what the scenario holds): windows, caps with full counts, what each
// list leaves out, the order of every list, and every to-do rule present or absent. The business
// zone is one where it is about noon now, so "today" cannot change during the test. Cache off:
// the data is written behind the app's back.
import { type TDashboardOverview, ZDashboardOverview } from '@pawdesk/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { type BoardScenario, boardScenario, middayZone } from './dashboard.fixtures';

describe('the Today board with data in every window', () => {
  let t: TestApp;
  let s: BoardScenario;
  let token: string;
  let board: TDashboardOverview;

  beforeAll(async () => {
    t = await createTestApp({ env: { APP_TIMEZONE: middayZone(), OVERVIEW_CACHE_MS: '0' } });
    const user = await t.userWithToken('receptionist');
    token = user.token;
    s = await boardScenario(t.deps, user);
    board = await t.caller(user).dashboard.overview();
  }, 120_000);

  const ids = (list: { id: string }[]) => list.map((item) => item.id);

  it('is for the business day, with no failed section', () => {
    expect(board.day).toBe(s.today);
    expect(board.failed).toEqual([]);
    expect(Number.isNaN(Date.parse(board.generatedAt))).toBe(false);
    expect(board.timeZone).toBe(t.deps.env.timeZone);
  });

  it("vet today: not cancelled, earliest first, the first 5 of 6 (one a minute ago is still today's)", () => {
    const v = s.vetToday;
    expect(board.vetAppointments.todayCount).toBe(6);
    expect(ids(board.vetAppointments.today)).toEqual([
      v.threeHoursAgo,
      v.completed,
      v.oneMinuteAgo,
      v.inProgress,
      v.inTwoHours,
    ]);
    expect(board.vetAppointments.today.every((a) => a.day === s.today)).toBe(true);
  });

  it('vet upcoming: after today up to now + 7 days, earliest first, the first 5 of 6', () => {
    expect(board.vetAppointments.upcomingCount).toBe(6);
    expect(ids(board.vetAppointments.upcoming)).toEqual(s.vetUpcoming.slice(0, 5));
    expect(ids(board.vetAppointments.upcoming)).not.toContain(s.vetToday.oneMinuteAgo);
  });

  it('daycare: every dog checked in and not out (one since yesterday), earliest first, 8 of 10', () => {
    expect(board.daycare.checkedInCount).toBe(10);
    expect(ids(board.daycare.checkedIn)).toEqual([
      s.daycare.sinceYesterday,
      s.daycare.noPackage,
      s.daycare.lastDay,
      s.daycare.twoLeft,
      ...s.daycare.rest.slice(0, 4),
    ]);
    expect(board.daycare.checkedIn.every((visit) => visit.status === 'active')).toBe(true);
  });

  it("daycare expected: today's pending visits of dogs not here, one per dog, booked first first", () => {
    expect(board.daycare.expectedCount).toBe(2);
    expect(ids(board.daycare.expected)).toEqual(s.daycare.expected);
    expect(
      board.daycare.expected.every((visit) => visit.status === 'pending' && visit.date === s.today),
    ).toBe(true);
  });

  it('hotel arrivals and departures: what the desk still has to do today, with their counts', () => {
    const h = s.hotelStays;
    // Arrivals: the late guest (since yesterday) first, then today's; departures: the overdue first.
    expect({ ids: ids(board.hotel.arrivals), count: board.hotel.arrivalsCount }).toEqual({
      ids: [h.late, h.arrivesToday],
      count: 2,
    });
    expect({ ids: ids(board.hotel.departures), count: board.hotel.departuresCount }).toEqual({
      ids: [h.overdue, h.leavesToday],
      count: 2,
    });
  });

  it('hotel current: the stays covering today that are not checked out, and guests still here; leaving soonest first', () => {
    const h = s.hotelStays;
    expect(board.hotel.currentCheckInsCount).toBe(5);
    expect(ids(board.hotel.currentCheckIns)).toEqual([
      h.overdue,
      h.leavesToday,
      h.leavesTomorrow,
      h.late,
      h.arrivesToday,
    ]);
  });

  it('hotel upcoming: booked, checking in after today, soonest first, 5 of 6', () => {
    expect(board.hotel.upcomingBookingsCount).toBe(6);
    expect(ids(board.hotel.upcomingBookings)).toEqual(s.hotelUpcoming.slice(0, 5));
    expect(board.hotel.upcomingBookings.every((b) => b.status === 'booked' && b.checkInDay > s.today)).toBe(
      true,
    );
  });

  it('grooming today: not cancelled, earliest first, 8 of 9', () => {
    expect(board.grooming.todayCount).toBe(9);
    expect(ids(board.grooming.today)).toEqual(s.grooming.slice(0, 8));
  });

  it('to-dos: every rule with its count, most urgent first, titles pluralised', () => {
    expect(board.todos.map((todo) => [todo.kind, todo.priority, todo.count, todo.link])).toEqual([
      ['vetToday', 'high', 5, '/vet'],
      ['hotelArrivalsToday', 'high', 2, '/hotel'],
      ['hotelDeparturesToday', 'high', 2, '/hotel'],
      ['groomingToday', 'high', 7, '/grooming'],
      ['daycareNoPackage', 'high', 2, '/daycare'],
      ['daycareCheckedIn', 'medium', 10, '/daycare'],
      ['daycarePackagesExpiring', 'medium', 2, '/daycare'],
      ['vetUpcoming', 'medium', 6, '/vet'],
      ['vetFollowUpsDue', 'medium', 2, '/vet'],
    ]);
    expect(board.todos.map((todo) => todo.type)).toEqual([
      'vet',
      'hotel',
      'hotel',
      'grooming',
      'daycare',
      'daycare',
      'daycare',
      'vet',
      'vet',
    ]);
    expect(board.todos[0]).toMatchObject({ id: `vetToday-${s.today}`, title: '5 vet appointments today' });
    expect(ZDashboardOverview.parse(board)).toEqual(board);
  });

  it('GET /api/dashboard: the same board, each item in its REST shape, to-dos in English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: t.auth(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const restIds = (list: { _id: string }[]) => list.map((item) => item._id);
    expect(restIds(body.vetAppointments.today)).toEqual(ids(board.vetAppointments.today));
    expect(restIds(body.vetAppointments.upcoming)).toEqual(ids(board.vetAppointments.upcoming));
    expect(restIds(body.daycare.checkedIn)).toEqual(ids(board.daycare.checkedIn));
    expect(restIds(body.hotel.currentCheckIns)).toEqual(ids(board.hotel.currentCheckIns));
    expect(restIds(body.hotel.upcomingBookings)).toEqual(ids(board.hotel.upcomingBookings));
    expect(restIds(body.grooming.today)).toEqual(ids(board.grooming.today));
    expect(restIds(body.daycare.expected)).toEqual(ids(board.daycare.expected));
    expect(restIds(body.hotel.arrivals)).toEqual(ids(board.hotel.arrivals));
    expect(restIds(body.hotel.departures)).toEqual(ids(board.hotel.departures));
    expect(body).toMatchObject({
      vetAppointments: { todayCount: 6, upcomingCount: 6 },
      daycare: { checkedInCount: 10 },
      hotel: { currentCheckInsCount: 5, upcomingBookingsCount: 6 },
      grooming: { todayCount: 9 },
      failed: [],
      day: s.today,
    });
    // As GET /api/vet/appointments answers: both names of the date and the reason, no `day`.
    const appointment = body.vetAppointments.today[0];
    expect(appointment).toHaveProperty('date', appointment.appointmentDate);
    expect(appointment).toHaveProperty('reason', appointment.cause);
    expect(appointment).not.toHaveProperty('day');
    expect(appointment.dog).toHaveProperty('_id');
    expect(body.todos.map((todo: { title: string }) => todo.title)).toEqual([
      '5 vet appointments today',
      '2 hotel check-ins today',
      '2 hotel check-outs today',
      '7 grooming appointments today',
      '2 dogs in daycare without a package',
      '10 dogs still checked in at daycare',
      '2 daycare packages running out',
      '6 upcoming vet appointments',
      '2 vet follow-ups due this week',
    ]);
  });

  it('tRPC over HTTP answers the board too, and both need a login (401)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/trpc/dashboard.overview',
      headers: t.auth(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.data.todos).toHaveLength(9);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/trpc/dashboard.overview' })).statusCode).toBe(401);
    await expect(t.caller(null).dashboard.overview()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
