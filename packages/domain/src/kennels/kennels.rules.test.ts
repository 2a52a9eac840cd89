// The nights a stay holds (check-in day .. the day before check-out, in the business zone), across
// month and year ends and Madrid's clock changes, and how a night's occupancy reads.
import { describe, expect, it } from 'vitest';
import { bookingInstant } from '../hotel/hotel.rules';
import {
  daysFrom,
  freePlaces,
  fullNights,
  nightDaysOf,
  occupancyLevel,
  occupancyPercent,
  rangeDays,
  stayNightDays,
} from './kennels.rules';

const MADRID = 'Europe/Madrid';
const at = (day: string) => bookingInstant(day, MADRID);

describe('stayNightDays', () => {
  it('holds the check-in day to the day before the check-out day', () => {
    expect(stayNightDays(at('2026-06-10'), at('2026-06-13'), MADRID)).toEqual([
      '2026-06-10',
      '2026-06-11',
      '2026-06-12',
    ]);
    expect(stayNightDays(at('2026-06-10'), at('2026-06-11'), MADRID)).toEqual(['2026-06-10']);
  });

  it('crosses month ends, February of a leap year and the year end', () => {
    expect(stayNightDays(at('2026-01-30'), at('2026-02-02'), MADRID)).toEqual([
      '2026-01-30',
      '2026-01-31',
      '2026-02-01',
    ]);
    expect(stayNightDays(at('2028-02-28'), at('2028-03-01'), MADRID)).toEqual(['2028-02-28', '2028-02-29']);
    expect(stayNightDays(at('2027-02-28'), at('2027-03-01'), MADRID)).toEqual(['2027-02-28']);
    expect(stayNightDays(at('2026-12-31'), at('2027-01-02'), MADRID)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it('counts the 23-hour night of the end of March as one night (Madrid springs forward on 29 March 2026)', () => {
    const nights = stayNightDays(at('2026-03-28'), at('2026-03-31'), MADRID);
    expect(nights).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    // The instants are 71 hours apart, not 72: counted by the calendar, not by 24-hour blocks.
    expect((at('2026-03-31').getTime() - at('2026-03-28').getTime()) / 3_600_000).toBe(71);
  });

  it('counts the 25-hour night of the end of October as one night (Madrid falls back on 25 October 2026)', () => {
    expect(stayNightDays(at('2026-10-24'), at('2026-10-26'), MADRID)).toEqual(['2026-10-24', '2026-10-25']);
    expect((at('2026-10-26').getTime() - at('2026-10-24').getTime()) / 3_600_000).toBe(49);
  });

  it('reads instants with a time on the business calendar: a 22:30 UTC check-in is the next Madrid day', () => {
    // 2026-07-01T22:30Z is 00:30 on 2 July in Madrid; leaving 4 July at 11:00 Madrid time.
    expect(stayNightDays('2026-07-01T22:30:00.000Z', '2026-07-04T09:00:00.000Z', MADRID)).toEqual([
      '2026-07-02',
      '2026-07-03',
    ]);
  });

  it('agrees with nightDaysOf for stays booked in days', () => {
    for (const [from, to] of [
      ['2026-03-27', '2026-04-02'],
      ['2026-10-23', '2026-11-01'],
      ['2026-12-30', '2027-01-03'],
    ] as const) {
      expect(stayNightDays(at(from), at(to), MADRID)).toEqual(nightDaysOf(from, to));
    }
  });
});

describe('ranges', () => {
  it('daysFrom lists every day, both ends included; rangeDays counts them', () => {
    expect(daysFrom('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
    expect(rangeDays('2026-01-01', '2026-12-31')).toBe(365);
    expect(rangeDays('2026-03-28', '2026-03-31')).toBe(4);
    expect(rangeDays('2026-03-02', '2026-03-01')).toBe(0);
  });
});

describe('occupancy', () => {
  it('finds the nights where one more dog does not fit; no limit finds none', () => {
    const taken = new Map([
      ['2026-06-10', 2],
      ['2026-06-11', 1],
    ]);
    expect(fullNights(['2026-06-10', '2026-06-11', '2026-06-12'], taken, 2)).toEqual(['2026-06-10']);
    expect(fullNights(['2026-06-10', '2026-06-11'], taken, 3)).toEqual([]);
    expect(fullNights(['2026-06-10'], taken, null)).toEqual([]);
  });

  it('free places never go below 0; a level and a share for the colours', () => {
    expect(freePlaces(3, 10)).toBe(7);
    expect(freePlaces(12, 10)).toBe(0);
    expect(freePlaces(4, null)).toBeNull();
    expect([
      occupancyLevel(2, 10),
      occupancyLevel(8, 10),
      occupancyLevel(10, 10),
      occupancyLevel(11, 10),
    ]).toEqual(['free', 'busy', 'full', 'over']);
    expect(occupancyLevel(5, null)).toBe('unlimited');
    expect(occupancyPercent(3, 4)).toBe(75);
    expect(occupancyPercent(3, null)).toBeNull();
  });
});
