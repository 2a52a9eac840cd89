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

  describe('wall times the clocks skip or repeat (Temporal\'s "compatible" disambiguation)', () => {
    const at = (zone: string, day: string, clock: string) =>
      zonedInstant(zone, day, clockToMinutes(clock) ?? Number.NaN).toISOString();
    const SANTIAGO = 'America/Santiago';
    const MADRID = 'Europe/Madrid';

    it('moves a skipped time forward by the gap, never to the day before', () => {
      // Santiago skips midnight of 5 Sep 2027 (00:00 -04 becomes 01:00 -03).
      expect(dayStartInstant(SANTIAGO, '2027-09-05').toISOString()).toBe('2027-09-05T04:00:00.000Z');
      expect(zonedParts(dayStartInstant(SANTIAGO, '2027-09-05'), SANTIAGO)).toEqual({
        day: '2027-09-05',
        clock: '01:00',
        minutes: 60,
      });
      expect(at(SANTIAGO, '2027-09-05', '00:30')).toBe('2027-09-05T04:30:00.000Z'); // 01:30 -03
      expect(zonedParts(new Date(at(SANTIAGO, '2027-09-05', '00:30')), SANTIAGO).day).toBe('2027-09-05');
      // Either side of the gap, as written.
      expect(at(SANTIAGO, '2027-09-04', '23:59')).toBe('2027-09-05T03:59:00.000Z');
      expect(at(SANTIAGO, '2027-09-05', '01:00')).toBe('2027-09-05T04:00:00.000Z');
      // Madrid skips 02:00–03:00 on 28 Mar 2027: 02:30 is 03:30 summer time.
      expect(at(MADRID, '2027-03-28', '02:30')).toBe('2027-03-28T01:30:00.000Z');
      expect(zonedParts(new Date('2027-03-28T01:30:00.000Z'), MADRID).clock).toBe('03:30');
      expect(at(MADRID, '2027-03-28', '01:59')).toBe('2027-03-28T00:59:00.000Z');
      expect(at(MADRID, '2027-03-28', '03:00')).toBe('2027-03-28T01:00:00.000Z');
      // Newfoundland changes at 02:00 local (05:30 UTC), not on a UTC hour.
      expect(at('America/St_Johns', '2027-03-14', '02:30')).toBe('2027-03-14T06:00:00.000Z');
      expect(at('America/St_Johns', '2027-03-14', '01:59')).toBe('2027-03-14T05:29:00.000Z');
    });

    it('takes the earlier instant of a repeated time', () => {
      // Santiago repeats 23:00–23:59 of 3 Apr 2027 (00:00 -03 becomes 23:00 -04).
      expect(at(SANTIAGO, '2027-04-03', '23:30')).toBe('2027-04-04T02:30:00.000Z'); // -03
      expect(at(SANTIAGO, '2027-04-03', '22:59')).toBe('2027-04-04T01:59:00.000Z');
      expect(at(SANTIAGO, '2027-04-04', '00:00')).toBe('2027-04-04T04:00:00.000Z');
      expect(dayStartInstant(SANTIAGO, '2027-04-04').toISOString()).toBe('2027-04-04T04:00:00.000Z');
      // Madrid repeats 02:00–02:59 on 31 Oct 2027.
      expect(at(MADRID, '2027-10-31', '02:30')).toBe('2027-10-31T00:30:00.000Z'); // +02:00
      expect(at(MADRID, '2027-10-31', '03:00')).toBe('2027-10-31T02:00:00.000Z');
      expect(at('America/St_Johns', '2027-11-07', '01:30')).toBe('2027-11-07T04:00:00.000Z');
    });

    it('gives the days around a change their real length (23 h, 25 h) and no overlap', () => {
      const hours = (zone: string, day: string) => {
        const w = dayWindow(zone, day);
        return (w.end.getTime() - w.start.getTime()) / 3_600_000;
      };
      expect(hours(SANTIAGO, '2027-09-04')).toBe(24);
      expect(hours(SANTIAGO, '2027-09-05')).toBe(23);
      expect(hours(SANTIAGO, '2027-04-03')).toBe(25);
      expect(hours(MADRID, '2027-03-28')).toBe(23);
      expect(hours(MADRID, '2027-10-31')).toBe(25);
      expect(dayWindow(SANTIAGO, '2027-09-04').end).toEqual(dayWindow(SANTIAGO, '2027-09-05').start);
    });
  });
});
