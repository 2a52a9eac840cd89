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
