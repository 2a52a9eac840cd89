import { describe, expect, it } from 'vitest';
import {
  clockToMinutes,
  dayStartInstant,
  dayWindow,
  minutesToClock,
  zonedInstant,
  zonedParts,
} from './zoned-time';

describe('zoned time', () => {
  it('gives the instant of a wall-clock time in winter and in summer', () => {
    expect(zonedInstant('Europe/Madrid', '2026-01-15', 9 * 60 + 30).toISOString()).toBe(
      '2026-01-15T08:30:00.000Z',
    );
    expect(zonedInstant('Europe/Madrid', '2026-07-15', 9 * 60 + 30).toISOString()).toBe(
      '2026-07-15T07:30:00.000Z',
    );
    expect(zonedInstant('America/New_York', '2026-11-25', 23 * 60 + 59).toISOString()).toBe(
      '2026-11-26T04:59:00.000Z',
    );
  });

  it('starts a day at its own midnight on the nights the clocks change', () => {
    // Spain moves to summer time at 02:00 on 29 March 2026 and back at 03:00 on 25 October.
    expect(dayStartInstant('Europe/Madrid', '2026-03-29').toISOString()).toBe('2026-03-28T23:00:00.000Z');
    expect(dayStartInstant('Europe/Madrid', '2026-03-30').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(dayStartInstant('Europe/Madrid', '2026-10-25').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(dayStartInstant('Europe/Madrid', '2026-10-26').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    // Noon on the change days is on the new offset.
    expect(zonedInstant('Europe/Madrid', '2026-03-29', 12 * 60).toISOString()).toBe(
      '2026-03-29T10:00:00.000Z',
    );
    expect(zonedInstant('Europe/Madrid', '2026-10-25', 12 * 60).toISOString()).toBe(
      '2026-10-25T11:00:00.000Z',
    );
  });

  it('reads the business day and clock of an instant back', () => {
    const at = new Date('2026-11-25T23:30:00.000Z');
    expect(zonedParts(at, 'Europe/Madrid')).toEqual({ day: '2026-11-26', clock: '00:30', minutes: 30 });
    expect(zonedParts(at, 'America/Los_Angeles')).toEqual({
      day: '2026-11-25',
      clock: '15:30',
      minutes: 930,
    });
    expect(zonedParts(at, 'UTC')).toEqual({ day: '2026-11-25', clock: '23:30', minutes: 1410 });
    for (const minutes of [0, 1, 9 * 60 + 30, 23 * 60 + 59]) {
      const instant = zonedInstant('Asia/Kolkata', '2026-06-01', minutes);
      expect(zonedParts(instant, 'Asia/Kolkata').minutes).toBe(minutes);
    }
  });

  it('converts HH:mm to minutes and back, refusing what is not a time', () => {
    expect(clockToMinutes('09:30')).toBe(570);
    expect(clockToMinutes('23:59')).toBe(1439);
    expect(clockToMinutes('24:00')).toBeNull();
    expect(clockToMinutes('9:30')).toBeNull();
    expect(clockToMinutes('09:60')).toBeNull();
    expect(minutesToClock(570)).toBe('09:30');
    expect(minutesToClock(0)).toBe('00:00');
  });

  it('gives the instants a run of business days covers, 23 or 25 hours on the nights the clocks change', () => {
    const iso = (w: { start: Date; end: Date }) => [w.start.toISOString(), w.end.toISOString()];
    expect(iso(dayWindow('Europe/Madrid', '2026-11-25'))).toEqual([
      '2026-11-24T23:00:00.000Z',
      '2026-11-25T23:00:00.000Z',
    ]);
    expect(iso(dayWindow('Europe/Madrid', '2026-03-29'))).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
    ]);
    expect(iso(dayWindow('Europe/Madrid', '2026-10-25'))).toEqual([
      '2026-10-24T22:00:00.000Z',
      '2026-10-25T23:00:00.000Z',
    ]);
    expect(iso(dayWindow('UTC', '2026-12-30', 7))).toEqual([
      '2026-12-30T00:00:00.000Z',
      '2027-01-06T00:00:00.000Z',
    ]);
    for (const day of ['2026-03-28', '2026-03-29', '2026-10-25', '2026-12-31']) {
      expect(dayWindow('Europe/Madrid', day, 3).end).toEqual(
        dayStartInstant(
          'Europe/Madrid',
          new Date(Date.parse(`${day}T12:00:00Z`) + 3 * 86_400_000).toISOString().slice(0, 10),
        ),
      );
    }
  });
});
