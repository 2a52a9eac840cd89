import { describe, expect, it } from 'vitest';
import { zonedParts } from '../common/zoned-time';
import {
  arrivesOn,
  bookingActions,
  bookingDateIssues,
  bookingDay,
  bookingInstant,
  businessDayOf,
  canMoveHotelStatus,
  departsOn,
  groupByMonth,
  groupMovementsByDay,
  HOTEL_SORTS,
  HOTEL_STATUSES,
  hotelYears,
  isBookingDateText,
  isCurrentStay,
  isHotelEditableStatus,
  isUpcomingStay,
  monthDays,
  monthsShown,
  parseHotelSort,
  pickBookingToCheckIn,
  stayDates,
  stayNights,
  stayPhase,
  type THotelStatus,
  upcomingDays,
} from './hotel.rules';

const MADRID = 'Europe/Madrid';
const stay = (checkInDay: string, checkOutDay: string, status: THotelStatus = 'booked', id = 'x') => ({
  id,
  checkInDay,
  checkOutDay,
  status,
});

describe('the action matrix (docs/spec/product-spec.md §2)', () => {
  it.each([
    ['booked', { edit: true, checkIn: true, checkOut: false, delete: true }],
    ['checked-in', { edit: true, checkIn: false, checkOut: true, delete: false }],
    ['checked-out', { edit: false, checkIn: false, checkOut: false, delete: false }],
    ['cancelled', { edit: false, checkIn: false, checkOut: false, delete: true }],
  ] as const)('%s', (status, actions) => {
    expect(bookingActions(status)).toEqual(actions);
    expect(isHotelEditableStatus(status)).toBe(actions.edit);
  });
});

describe('status moves (docs/contract/rest-contract.md)', () => {
  const allowed = new Set(['booked>checked-in', 'checked-in>checked-out', 'booked>cancelled']);
  for (const from of HOTEL_STATUSES) {
    for (const to of HOTEL_STATUSES) {
      const expected = from === to || allowed.has(`${from}>${to}`);
      it(`${from} → ${to}: ${expected ? 'allowed' : 'refused'}`, () => {
        expect(canMoveHotelStatus(from, to)).toBe(expected);
      });
    }
  }
});

describe('booking dates: a calendar day or an instant', () => {
  it.each([
    '2026-12-01',
    '2026-12-01T00:00:00.000Z',
    '2026-12-01T10:30Z',
    '2026-12-01T10:30:15+01:00',
    '2026-12-01T10:30:15.123-0500',
  ])('accepts %s', (value) => {
    expect(isBookingDateText(value)).toBe(true);
  });
  it.each([
    '',
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '2026-12-01T10:30',
    '2026-12-01T24:00:00Z',
    '2026-12-01 10:30:00Z',
    '01/12/2026',
    'tomorrow',
    '1850-01-01',
    '3000-01-01T00:00:00Z',
    12,
    null,
  ])('refuses %j', (value) => {
    expect(isBookingDateText(value)).toBe(false);
  });

  it('a bare day is the start of that business day', () => {
    expect(bookingInstant('2026-12-01', 'UTC').toISOString()).toBe('2026-12-01T00:00:00.000Z');
    expect(bookingInstant('2026-12-01', MADRID).toISOString()).toBe('2026-11-30T23:00:00.000Z');
    expect(bookingInstant('2026-07-01', MADRID).toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(bookingInstant('2026-12-01T10:00:00+01:00', MADRID).toISOString()).toBe(
      '2026-12-01T09:00:00.000Z',
    );
  });

  it('an instant counts on its business day', () => {
    expect(businessDayOf('2026-11-30T23:30:00Z', MADRID)).toBe('2026-12-01');
    expect(businessDayOf('2026-11-30T23:30:00Z', 'UTC')).toBe('2026-11-30');
    expect(bookingDay('2026-12-01', MADRID)).toBe('2026-12-01');
    expect(bookingDay('2026-12-01T22:59:00Z', MADRID)).toBe('2026-12-01');
    expect(bookingDay('2026-12-01T23:00:00Z', MADRID)).toBe('2026-12-02');
  });
});

describe('nights: days between, rounded up (docs/spec/product-spec.md §4)', () => {
  it('counts whole days of a stay booked in days', () => {
    const at = (day: string) => bookingInstant(day, MADRID);
    expect(stayNights(at('2026-12-01'), at('2026-12-08'), MADRID)).toBe(7);
    expect(stayNights(at('2026-12-01'), at('2026-12-02'), MADRID)).toBe(1);
  });
  it('rounds a part of a day up', () => {
    expect(stayNights('2026-12-01T10:00:00Z', '2026-12-03T12:00:00Z', 'UTC')).toBe(3);
    expect(stayNights('2026-12-01T10:00:00Z', '2026-12-01T11:00:00Z', 'UTC')).toBe(1);
  });
  it('counts calendar nights across a daylight-saving change (23 and 25 hour days)', () => {
    const at = (day: string) => bookingInstant(day, MADRID);
    // Spring forward on 2026-03-29, fall back on 2026-10-25.
    expect(stayNights(at('2026-03-28'), at('2026-03-30'), MADRID)).toBe(2);
    expect(stayNights(at('2026-10-24'), at('2026-10-26'), MADRID)).toBe(2);
  });
  it('is never negative', () => {
    expect(stayNights('2026-12-03T00:00:00Z', '2026-12-01T00:00:00Z', 'UTC')).toBe(0);
  });
  it('counts calendar nights where the clocks skip midnight (Santiago) or an hour (Madrid)', () => {
    const SANTIAGO = 'America/Santiago';
    const at = (day: string, zone = SANTIAGO) => bookingInstant(day, zone);
    // Midnight of 5 Sep 2027 does not exist in Santiago: the day starts at 01:00.
    expect(at('2027-09-05').toISOString()).toBe('2027-09-05T04:00:00.000Z');
    expect(stayNights(at('2027-09-05'), at('2027-09-07'), SANTIAGO)).toBe(2);
    expect(stayNights(at('2027-09-04'), at('2027-09-05'), SANTIAGO)).toBe(1);
    expect(stayNights(at('2027-09-05'), at('2027-09-06'), SANTIAGO)).toBe(1);
    expect(stayNights(at('2027-09-01'), at('2027-09-10'), SANTIAGO)).toBe(9);
    // The autumn night of 3 to 4 Apr 2027 lasts 25 hours.
    expect(stayNights(at('2027-04-03'), at('2027-04-04'), SANTIAGO)).toBe(1);
    expect(stayNights(at('2027-04-02'), at('2027-04-05'), SANTIAGO)).toBe(3);
    expect(stayNights(at('2027-03-27', MADRID), at('2027-03-29', MADRID), MADRID)).toBe(2);
    expect(stayNights(at('2027-10-30', MADRID), at('2027-11-01', MADRID), MADRID)).toBe(2);
    // A time of day still rounds a part of a day up across the change.
    expect(stayNights('2027-09-04T14:00:00-04:00', '2027-09-06T12:00:00-03:00', SANTIAGO)).toBe(2);
    expect(stayNights('2027-09-04T14:00:00-04:00', '2027-09-06T15:00:00-03:00', SANTIAGO)).toBe(3);
  });
  it('counts nights across month and year ends, and over February', () => {
    const at = (day: string) => bookingInstant(day, MADRID);
    expect(stayNights(at('2026-11-28'), at('2026-12-03'), MADRID)).toBe(5);
    expect(stayNights(at('2026-12-30'), at('2027-01-02'), MADRID)).toBe(3);
    expect(stayNights(at('2027-02-27'), at('2027-03-01'), MADRID)).toBe(2);
    expect(stayNights(at('2028-02-28'), at('2028-03-01'), MADRID)).toBe(2);
    expect(stayNights(at('2027-01-31'), at('2027-03-31'), MADRID)).toBe(59);
    const santiago = (day: string) => bookingInstant(day, 'America/Santiago');
    expect(stayNights(santiago('2027-08-31'), santiago('2027-09-30'), 'America/Santiago')).toBe(30);
  });
});

describe('stayDates: the business days and nights every booking answer carries', () => {
  // Midnights, the hour around each daylight-saving change, a half-hour zone and one with a
  // half-hour change, instants as text and as dates.
  const CASES: [string, string, string][] = [
    ['2026-11-30T23:00:00.000Z', '2026-12-07T23:00:00.000Z', MADRID],
    ['2026-11-30T22:59:59.999Z', '2026-12-01T23:00:00.000Z', MADRID],
    ['2026-03-28T00:30:00.000Z', '2026-03-29T00:59:59.999Z', MADRID],
    ['2026-03-29T00:59:00.000Z', '2026-03-29T01:00:00.000Z', MADRID],
    ['2026-03-27T23:00:00.000Z', '2026-03-29T22:00:00.000Z', MADRID],
    ['2026-10-23T22:00:00.000Z', '2026-10-25T23:00:00.000Z', MADRID],
    ['2026-10-25T00:30:00.000Z', '2026-10-25T01:30:00.000Z', MADRID],
    ['2026-12-01T10:00:00.000Z', '2026-12-03T12:00:00.000Z', 'UTC'],
    ['2026-12-03T00:00:00.000Z', '2026-12-01T00:00:00.000Z', 'UTC'],
    ['2026-03-08T06:59:00.000Z', '2026-03-09T04:00:00.000Z', 'America/New_York'],
    ['2026-11-01T05:30:00.000Z', '2026-11-02T05:00:00.000Z', 'America/New_York'],
    ['2026-12-31T18:29:59.999Z', '2027-01-01T18:30:00.000Z', 'Asia/Kolkata'],
    ['2026-04-04T14:30:00.000Z', '2026-04-05T15:00:00.000Z', 'Australia/Lord_Howe'],
  ];

  it.each(CASES)('%s → %s in %s', (checkIn, checkOut, zone) => {
    const expected = {
      checkInDay: zonedParts(new Date(checkIn), zone).day,
      checkOutDay: zonedParts(new Date(checkOut), zone).day,
      nights: stayNights(checkIn, checkOut, zone),
    };
    expect(stayDates(checkIn, checkOut, zone)).toEqual(expected);
    expect(stayDates(new Date(checkIn), new Date(checkOut), zone)).toEqual(expected);
    expect([businessDayOf(checkIn, zone), businessDayOf(new Date(checkOut), zone)]).toEqual([
      expected.checkInDay,
      expected.checkOutDay,
    ]);
  });

  it('counts the nights of a stay booked in days, across the changes too', () => {
    const at = (day: string) => bookingInstant(day, MADRID);
    expect(stayDates(at('2026-03-28'), at('2026-03-30'), MADRID)).toEqual({
      checkInDay: '2026-03-28',
      checkOutDay: '2026-03-30',
      nights: 2,
    });
    expect(stayDates(at('2026-10-24'), at('2026-10-31'), MADRID).nights).toBe(7);
  });
});

describe('date rules against today (docs/spec/product-spec.md §5)', () => {
  const opts = { today: '2026-11-25', timeZone: MADRID, isNew: true };
  it('a new booking may start today, not before', () => {
    expect(bookingDateIssues({ checkIn: '2026-11-25', checkOut: '2026-11-26' }, opts)).toEqual([]);
    expect(bookingDateIssues({ checkIn: '2026-11-24', checkOut: '2026-11-26' }, opts)).toEqual([
      { field: 'checkIn', key: 'hotel.checkInPast' },
    ]);
  });
  it('an edit keeps its past check-in', () => {
    expect(
      bookingDateIssues({ checkIn: '2026-11-20', checkOut: '2026-11-26' }, { ...opts, isNew: false }),
    ).toEqual([]);
  });
  it('check-out must be on a later business day', () => {
    expect(bookingDateIssues({ checkIn: '2026-11-26', checkOut: '2026-11-26' }, opts)).toEqual([
      { field: 'checkOut', key: 'hotel.checkOutBeforeCheckIn' },
    ]);
    expect(bookingDateIssues({ checkIn: '2026-11-24', checkOut: '2026-11-23' }, opts)).toEqual([
      { field: 'checkIn', key: 'hotel.checkInPast' },
      { field: 'checkOut', key: 'hotel.checkOutBeforeCheckIn' },
    ]);
  });
  it('compares instants by business day', () => {
    // 23:30 UTC on the 24th is already the 25th in Madrid: not before today.
    expect(bookingDateIssues({ checkIn: '2026-11-24T23:30:00Z', checkOut: '2026-11-26' }, opts)).toEqual([]);
    // Two instants on the same Madrid day: no night.
    expect(
      bookingDateIssues({ checkIn: '2026-11-26T08:00:00Z', checkOut: '2026-11-26T20:00:00Z' }, opts),
    ).toEqual([{ field: 'checkOut', key: 'hotel.checkOutBeforeCheckIn' }]);
    // An instant on the 24th in UTC is still the 24th on a UTC server.
    expect(
      bookingDateIssues(
        { checkIn: '2026-11-24T23:30:00Z', checkOut: '2026-11-26' },
        { ...opts, timeZone: 'UTC' },
      ),
    ).toEqual([{ field: 'checkIn', key: 'hotel.checkInPast' }]);
  });
});

describe("a stay against today (docs/spec/product-spec.md §4: 'current' and 'upcoming')", () => {
  const today = '2026-11-25';
  it.each([
    ['2026-11-20', '2026-11-24', 'past'],
    ['2026-11-20', '2026-11-25', 'current'],
    ['2026-11-25', '2026-11-28', 'current'],
    ['2026-11-24', '2026-11-26', 'current'],
    ['2026-11-26', '2026-11-28', 'upcoming'],
  ] as const)('%s → %s is %s', (checkInDay, checkOutDay, phase) => {
    expect(stayPhase({ checkInDay, checkOutDay }, today)).toBe(phase);
  });
  it('a cancelled stay is neither current nor upcoming, arrives nor departs', () => {
    const cancelledNow = stay('2026-11-25', '2026-11-26', 'cancelled');
    expect(isCurrentStay(cancelledNow, today)).toBe(false);
    expect(arrivesOn(cancelledNow, today)).toBe(false);
    expect(departsOn(stay('2026-11-20', today, 'cancelled'), today)).toBe(false);
    expect(isUpcomingStay(stay('2026-11-27', '2026-11-28', 'cancelled'), today)).toBe(false);
    expect(isCurrentStay(stay('2026-11-25', '2026-11-26', 'checked-in'), today)).toBe(true);
    expect(isUpcomingStay(stay('2026-11-27', '2026-11-28'), today)).toBe(true);
  });
  it('arrivals and departures of a day', () => {
    expect(arrivesOn(stay(today, '2026-11-28'), today)).toBe(true);
    expect(departsOn(stay('2026-11-20', today, 'checked-in'), today)).toBe(true);
    expect(arrivesOn(stay('2026-11-24', '2026-11-28'), today)).toBe(false);
  });
  it('upcoming means the next 4 days after today', () => {
    expect(upcomingDays('2026-12-30')).toEqual(['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });
  it('groups the next 4 days by date, arrivals and departures apart', () => {
    const a = stay('2026-11-26', '2026-11-28', 'booked', 'a');
    const b = stay('2026-11-20', '2026-11-26', 'checked-in', 'b');
    const c = stay('2026-11-29', '2026-12-02', 'booked', 'c');
    const d = stay('2026-11-26', '2026-11-27', 'cancelled', 'd');
    const e = stay('2026-11-30', '2026-12-01', 'booked', 'e'); // the 5th day: outside
    expect(groupMovementsByDay([a, b, c, d, e], '2026-11-25')).toEqual([
      { date: '2026-11-26', arrivals: [a], departures: [b] },
      { date: '2026-11-28', arrivals: [], departures: [a] },
      { date: '2026-11-29', arrivals: [c], departures: [] },
    ]);
  });
});

describe("which booking a dog's check-in takes", () => {
  const today = '2026-11-25';
  it('the booked stay covering today first, then the nearest upcoming one', () => {
    const past = stay('2026-11-01', '2026-11-05', 'booked', 'past');
    const later = stay('2026-12-20', '2026-12-27', 'booked', 'later');
    const soon = stay('2026-12-01', '2026-12-04', 'booked', 'soon');
    const now = stay('2026-11-24', '2026-11-27', 'booked', 'now');
    expect(pickBookingToCheckIn([past, later, soon, now], today)?.id).toBe('now');
    expect(pickBookingToCheckIn([past, later, soon], today)?.id).toBe('soon');
  });
  it('never a cancelled, checked-out or checked-in stay, nor a no-show in the past', () => {
    expect(
      pickBookingToCheckIn(
        [
          stay('2026-11-01', '2026-11-05', 'booked', 'no-show'),
          stay('2026-11-24', '2026-11-27', 'cancelled', 'c'),
          stay('2026-11-24', '2026-11-27', 'checked-out', 'o'),
          stay('2026-11-24', '2026-11-27', 'checked-in', 'i'),
        ],
        today,
      ),
    ).toBeNull();
  });
  it('a stay ending today still counts (a late arrival on the last day)', () => {
    expect(pickBookingToCheckIn([stay('2026-11-20', today, 'booked', 'last')], today)?.id).toBe('last');
  });
});

describe('All Bookings: the months of a year (docs/spec/product-spec.md §2)', () => {
  const today = '2026-11-25';
  it('the year select: this year minus 2 to plus 3', () => {
    expect(hotelYears(today)).toEqual([2024, 2025, 2026, 2027, 2028, 2029]);
  });
  it('all months of the current year: from this month onward', () => {
    expect(monthsShown(2026, null, today)).toEqual(['2026-11', '2026-12']);
  });
  it('all months of another year: January to December', () => {
    expect(monthsShown(2025, null, today)).toHaveLength(12);
    expect(monthsShown(2027, null, today)[0]).toBe('2027-01');
    expect(monthsShown(2027, null, today)[11]).toBe('2027-12');
  });
  it('a chosen month is that month, also an earlier one of this year', () => {
    expect(monthsShown(2026, 3, today)).toEqual(['2026-03']);
    expect(monthsShown(2028, 12, today)).toEqual(['2028-12']);
  });
  it("a month's first day and the next month's", () => {
    expect(monthDays('2026-12')).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(monthDays('2026-02')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });
  it('cuts a page into runs of the same check-in month, keeping the order', () => {
    const items = [
      { checkInDay: '2026-11-30', n: 1 },
      { checkInDay: '2026-11-02', n: 2 },
      { checkInDay: '2026-12-24', n: 3 },
    ];
    expect(groupByMonth(items)).toEqual([
      { month: '2026-11', items: [items[0], items[1]] },
      { month: '2026-12', items: [items[2]] },
    ]);
  });
});

describe('list variant sorts', () => {
  it('five keys, both directions', () => {
    expect(HOTEL_SORTS).toHaveLength(10);
    expect(new Set(HOTEL_SORTS.map((s) => parseHotelSort(s).key))).toEqual(
      new Set(['dogName', 'checkIn', 'checkOut', 'duration', 'ownerName']),
    );
    expect(parseHotelSort('ownerName-desc')).toEqual({ key: 'ownerName', direction: 'desc' });
  });
});
