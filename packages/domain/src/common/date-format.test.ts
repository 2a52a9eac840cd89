import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatLongDate, formatTime, toDateOnly } from './date-format';

const utc = { timeZone: 'UTC' };

describe('formatDate', () => {
  it('formats instants in US English', () => {
    expect(formatDate('2026-11-23T14:30:00Z', utc)).toEqual({ ok: true, text: '11/23/2026' });
    expect(formatDate(new Date(Date.UTC(2026, 0, 5, 8)), utc)).toEqual({ ok: true, text: '01/05/2026' });
    expect(formatDate(Date.UTC(2026, 6, 4), utc)).toEqual({ ok: true, text: '07/04/2026' });
  });

  it('honours the time zone for instants', () => {
    expect(formatDate('2026-11-23T02:00:00Z', { timeZone: 'America/New_York' })).toMatchObject({
      text: '11/22/2026',
    });
  });

  it('keeps a calendar day as that day in every zone', () => {
    expect(formatDate('2026-11-23', { timeZone: 'America/Los_Angeles' })).toEqual({
      ok: true,
      text: '11/23/2026',
    });
    expect(formatDate('2026-11-23', { timeZone: 'Pacific/Kiritimati' })).toEqual({
      ok: true,
      text: '11/23/2026',
    });
  });

  it('answers placeholders for missing and invalid values', () => {
    for (const blank of [null, undefined, '', '   ']) {
      expect(formatDate(blank)).toEqual({ ok: false, key: 'noDate', text: 'No date' });
    }
    for (const bad of ['not a date', '2026-02-30', '2026-13-01', Number.NaN, new Date('x')]) {
      expect(formatDate(bad)).toEqual({ ok: false, key: 'invalidDate', text: 'Invalid date' });
    }
    expect(formatDate({} as unknown as string)).toMatchObject({ key: 'invalidDate' });
  });
});

describe('formatTime', () => {
  it('formats instants as h:mm AM/PM with a plain space', () => {
    expect(formatTime('2026-11-23T14:30:00Z', utc)).toEqual({ ok: true, text: '2:30 PM' });
    expect(formatTime('2026-11-23T00:05:00Z', utc)).toEqual({ ok: true, text: '12:05 AM' });
    expect(formatTime('2026-11-23T12:00:00Z', utc)).toEqual({ ok: true, text: '12:00 PM' });
  });

  it('formats wall-clock times', () => {
    expect(formatTime('14:30')).toEqual({ ok: true, text: '2:30 PM' });
    expect(formatTime('09:05:59')).toEqual({ ok: true, text: '9:05 AM' });
    expect(formatTime('0:00')).toEqual({ ok: true, text: '12:00 AM' });
  });

  it('answers placeholders for missing and invalid values', () => {
    expect(formatTime(null)).toEqual({ ok: false, key: 'noTime', text: 'No time' });
    expect(formatTime('')).toMatchObject({ key: 'noTime' });
    expect(formatTime('2026-11-23')).toMatchObject({ key: 'noTime' });
    expect(formatTime('25:00')).toEqual({ ok: false, key: 'invalidTime', text: 'Invalid time' });
    expect(formatTime('soon')).toMatchObject({ key: 'invalidTime' });
  });
});

describe('formatDateTime and formatLongDate', () => {
  it('joins date and time', () => {
    expect(formatDateTime('2026-11-23T14:30:00Z', utc)).toEqual({ ok: true, text: '11/23/2026, 2:30 PM' });
    expect(formatDateTime('2026-11-23')).toEqual({ ok: true, text: '11/23/2026' });
    expect(formatDateTime(undefined)).toMatchObject({ key: 'noDate' });
    expect(formatDateTime('nope')).toMatchObject({ key: 'invalidDate' });
  });

  it('writes the month out', () => {
    expect(formatLongDate('2026-11-23', { timeZone: 'Asia/Tokyo' })).toEqual({
      ok: true,
      text: 'November 23, 2026',
    });
    expect(formatLongDate('2026-01-02T10:00:00Z', utc)).toEqual({ ok: true, text: 'January 2, 2026' });
    expect(formatLongDate('')).toMatchObject({ key: 'noDate' });
  });
});

describe('toDateOnly', () => {
  it('gives the calendar day in a zone', () => {
    const instant = new Date('2026-11-23T02:00:00Z');
    expect(toDateOnly(instant, utc)).toBe('2026-11-23');
    expect(toDateOnly(instant, { timeZone: 'America/New_York' })).toBe('2026-11-22');
  });
});

// The business setting (settings/settings.schema.ts): day first and a 24-hour clock.
describe('the date and time format setting', () => {
  const spanish = { dateFormat: 'dd/mm/yyyy', timeFormat: '24h' } as const;
  const us = { dateFormat: 'mm/dd/yyyy', timeFormat: '12h' } as const;

  it('writes calendar days day first or month first, whatever the zone', () => {
    expect(formatDate('2026-11-03', { dateFormat: 'dd/mm/yyyy' })).toEqual({ ok: true, text: '03/11/2026' });
    expect(formatDate('2026-11-03', { dateFormat: 'mm/dd/yyyy' })).toEqual({ ok: true, text: '11/03/2026' });
    expect(formatDate('2026-11-03', { ...spanish, timeZone: 'Pacific/Kiritimati' })).toMatchObject({
      text: '03/11/2026',
    });
  });

  it('writes instants in the zone, day first', () => {
    expect(formatDate('2026-11-23T23:30:00Z', { ...spanish, timeZone: 'Europe/Madrid' })).toEqual({
      ok: true,
      text: '24/11/2026',
    });
    expect(formatDate(Date.UTC(2026, 6, 4), { ...spanish, timeZone: 'UTC' })).toMatchObject({
      text: '04/07/2026',
    });
  });

  it('writes times on a 24-hour clock, hours on two digits, midnight as 00', () => {
    expect(formatTime('14:30', spanish)).toEqual({ ok: true, text: '14:30' });
    expect(formatTime('09:05:59', spanish)).toEqual({ ok: true, text: '09:05' });
    expect(formatTime('0:00', spanish)).toEqual({ ok: true, text: '00:00' });
    expect(formatTime('2026-11-23T00:05:00Z', { ...spanish, timeZone: 'UTC' })).toMatchObject({
      text: '00:05',
    });
    expect(formatTime('2026-11-23T13:45:00Z', { ...spanish, timeZone: 'Europe/Madrid' })).toMatchObject({
      text: '14:45',
    });
    expect(formatTime('23:59', us)).toMatchObject({ text: '11:59 PM' });
  });

  it('joins both in date and time, and keeps the placeholders', () => {
    expect(formatDateTime('2026-11-23T14:30:00Z', { ...spanish, timeZone: 'UTC' })).toEqual({
      ok: true,
      text: '23/11/2026, 14:30',
    });
    expect(
      formatDateTime('2026-11-23T14:30:00Z', { dateFormat: 'dd/mm/yyyy', timeZone: 'UTC' }),
    ).toMatchObject({
      text: '23/11/2026, 2:30 PM',
    });
    expect(formatDateTime('2026-11-23T14:30:00Z', { timeFormat: '24h', timeZone: 'UTC' })).toMatchObject({
      text: '11/23/2026, 14:30',
    });
    expect(formatDate(null, spanish)).toMatchObject({ key: 'noDate' });
    expect(formatDate('2026-02-30', spanish)).toMatchObject({ key: 'invalidDate' });
    expect(formatTime('25:00', spanish)).toMatchObject({ key: 'invalidTime' });
    expect(formatTime('2026-11-23', spanish)).toMatchObject({ key: 'noTime' });
  });

  it('writes the long date day first', () => {
    expect(formatLongDate('2026-11-23', { dateFormat: 'dd/mm/yyyy' })).toEqual({
      ok: true,
      text: '23 November 2026',
    });
    expect(formatLongDate('2026-11-23', { dateFormat: 'mm/dd/yyyy' })).toEqual({
      ok: true,
      text: 'November 23, 2026',
    });
  });
});
