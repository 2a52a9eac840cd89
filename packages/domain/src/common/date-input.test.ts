import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_KEY,
  dateInputDay,
  dateInputInstant,
  isDateTextInRange,
  isDayInRange,
  isWithinInputYears,
  normalizeClock,
  parseDateInput,
  type TDateInput,
} from './date-input';

const MADRID = 'Europe/Madrid';

/** The input as plain data (the instant as ISO text) so it compares with toEqual. */
const read = (text: string, space = false) => {
  const input = parseDateInput(text, { spaceSeparator: space });
  return input?.kind === 'instant' ? { ...input, instant: input.instant.toISOString() } : input;
};
/** The instant an input with a zone stands for, as ISO text (null for anything else). */
const instantOf = (text: string, space = false) => {
  const input = parseDateInput(text, { spaceSeparator: space });
  return input?.kind === 'instant' ? input.instant.toISOString() : null;
};

describe('parseDateInput', () => {
  it('reads a calendar day', () => {
    expect(read('2026-12-03')).toEqual({ kind: 'day', date: '2026-12-03' });
    expect(read('2024-02-29')).toEqual({ kind: 'day', date: '2024-02-29' });
  });

  it('reads a date and time without a zone as a wall-clock time, seconds dropped', () => {
    expect(read('2026-12-03T09:30')).toEqual({ kind: 'wall', date: '2026-12-03', minutes: 570 });
    expect(read('2026-12-03T23:59:59')).toEqual({ kind: 'wall', date: '2026-12-03', minutes: 1439 });
    expect(read('2026-12-03T00:00:15.123456789')).toEqual({ kind: 'wall', date: '2026-12-03', minutes: 0 });
  });

  it('reads a date and time with Z or an offset as that instant, keeping the date as written', () => {
    expect(read('2026-12-03T08:30:00.000Z')).toEqual({
      kind: 'instant',
      date: '2026-12-03',
      instant: '2026-12-03T08:30:00.000Z',
    });
    expect(read('2026-12-03T00:30+01:00')).toEqual({
      kind: 'instant',
      date: '2026-12-03',
      instant: '2026-12-02T23:30:00.000Z',
    });
    expect(instantOf('2026-12-03T10:30:15.5-0500')).toBe('2026-12-03T15:30:15.500Z');
    // RFC 3339 allows lower-case 't' and 'z'.
    expect(instantOf('2026-12-03t08:30z')).toBe('2026-12-03T08:30:00.000Z');
  });

  it('takes a space instead of the T only when asked to', () => {
    expect(read('2026-12-03 09:30')).toBeNull();
    expect(read('2026-12-03 09:30:00Z')).toBeNull();
    expect(read('2026-12-03 09:30', true)).toEqual({ kind: 'wall', date: '2026-12-03', minutes: 570 });
    expect(instantOf('2026-12-03 09:30:00Z', true)).toBe('2026-12-03T09:30:00.000Z');
  });

  it('refuses what is not one of the three forms, not a real day, or not a time of day', () => {
    for (const bad of [
      '',
      'tomorrow',
      '03/12/2026',
      ' 2026-12-03',
      '2026-12-03 ',
      '2026-02-30',
      '2026-13-01',
      '2026-02-30T10:00:00Z',
      '2026-12-03T9:30',
      '2026-12-03T0930',
      '2026-12-03T24:00',
      '2026-12-03T24:00:00Z',
      '2026-12-03T12:60Z',
      '2026-12-03T10:00:60Z',
      '2026-12-03T10:00+24:00',
      '2026-12-03T10:00+01:60',
      '2026-12-03T10:00Zebra',
      '2026-12-03T10:00.5Z',
    ]) {
      expect(parseDateInput(bad, { spaceSeparator: true }), bad).toBeNull();
    }
  });
});

describe('the dates the APIs take: 1900-01-01…2200-12-31', () => {
  it('keeps days to the range, the two ends included', () => {
    expect(isDayInRange('1900-01-01')).toBe(true);
    expect(isDayInRange('2200-12-31')).toBe(true);
    expect(isDayInRange('1899-12-31')).toBe(false);
    expect(isDayInRange('2201-01-01')).toBe(false);
    expect(isDayInRange('0000-01-01')).toBe(false);
  });

  it('judges a text by the day it starts with, in every form; what is not a date is left to the format check', () => {
    for (const inside of ['2026-12-03', '1900-01-01T00:00', '2200-12-31T23:59:59+14:00', ' 2026-12-03 ']) {
      expect(isDateTextInRange(inside), inside).toBe(true);
    }
    for (const outside of [
      '0000-01-01',
      '0001-01-01T10:00',
      '0099-12-31T23:00:00Z',
      '1899-12-31',
      '2201-01-01 09:30',
    ]) {
      expect(isDateTextInRange(outside), outside).toBe(false);
    }
    for (const other of ['', 'tomorrow', '03/12/2026', '+275760-09-13T00:00:00Z', 12, null, undefined]) {
      expect(isDateTextInRange(other), String(other)).toBe(true);
    }
    expect(DATE_RANGE_KEY).toBe('common.dateOutOfRange');
  });
});

describe('isWithinInputYears', () => {
  it('keeps days and instants to the years 1900–2999', () => {
    expect(isWithinInputYears('1900-01-01')).toBe(true);
    expect(isWithinInputYears('2999-12-31')).toBe(true);
    expect(isWithinInputYears('1899-12-31')).toBe(false);
    expect(isWithinInputYears('3000-01-01')).toBe(false);
    expect(isWithinInputYears(new Date('2999-12-31T23:59:59Z'))).toBe(true);
    expect(isWithinInputYears(new Date('3000-01-01T00:00:00Z'))).toBe(false);
  });
});

describe('the business day and instant of an input', () => {
  const parse = (text: string): TDateInput => {
    const input = parseDateInput(text);
    if (!input) throw new Error(`unparsed: ${text}`);
    return input;
  };

  it('puts a bare day at its start, or at the given minutes, on the zone’s clock', () => {
    expect(dateInputInstant(parse('2026-12-03'), MADRID).toISOString()).toBe('2026-12-02T23:00:00.000Z');
    expect(dateInputInstant(parse('2026-07-02'), MADRID, 570).toISOString()).toBe('2026-07-02T07:30:00.000Z');
    expect(dateInputInstant(parse('2026-12-03'), 'UTC').toISOString()).toBe('2026-12-03T00:00:00.000Z');
    expect(dateInputDay(parse('2026-12-03'), MADRID)).toBe('2026-12-03');
  });

  it('reads a wall-clock time in the zone, whatever minutes a bare day would take', () => {
    const wall = parse('2026-12-03T09:30');
    expect(dateInputInstant(wall, MADRID).toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(dateInputInstant(wall, MADRID, 600).toISOString()).toBe('2026-12-03T08:30:00.000Z');
    expect(dateInputInstant(wall, 'America/New_York').toISOString()).toBe('2026-12-03T14:30:00.000Z');
    expect(dateInputDay(wall, MADRID)).toBe('2026-12-03');
  });

  it('keeps an instant, and counts it on the business day it falls on in the zone', () => {
    const late = parse('2026-12-03T23:30:00.000Z');
    expect(dateInputInstant(late, MADRID, 600).toISOString()).toBe('2026-12-03T23:30:00.000Z');
    expect(dateInputDay(late, MADRID)).toBe('2026-12-04');
    expect(dateInputDay(late, 'UTC')).toBe('2026-12-03');
  });
});

describe('normalizeClock', () => {
  it('gives HH:mm for H:mm, HH:mm and HH:mm:ss', () => {
    expect(normalizeClock('09:30')).toBe('09:30');
    expect(normalizeClock('9:30')).toBe('09:30');
    expect(normalizeClock(' 23:59:59 ')).toBe('23:59');
    expect(normalizeClock('00:00')).toBe('00:00');
  });

  it('refuses what is not a time of day', () => {
    for (const bad of ['24:00', '9.30', '0930', '12:60', '123:00', 'noon', ''])
      expect(normalizeClock(bad), bad).toBeNull();
  });
});
