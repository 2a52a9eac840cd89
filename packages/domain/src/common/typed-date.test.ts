import { describe, expect, it } from 'vitest';
import { formatDate, formatTime } from './date-format';
import { parseTypedDate, parseTypedTime } from './typed-date';

describe('parseTypedDate', () => {
  it('reads the business order, and ISO days in either', () => {
    expect(parseTypedDate('03/11/2026', 'dd/mm/yyyy')).toEqual({ kind: 'value', value: '2026-11-03' });
    expect(parseTypedDate('03/11/2026', 'mm/dd/yyyy')).toEqual({ kind: 'value', value: '2026-03-11' });
    expect(parseTypedDate('3.11.2026', 'dd/mm/yyyy')).toEqual({ kind: 'value', value: '2026-11-03' });
    expect(parseTypedDate(' 3-1-2026 ', 'mm/dd/yyyy')).toEqual({ kind: 'value', value: '2026-03-01' });
    expect(parseTypedDate('2026-11-03', 'dd/mm/yyyy')).toEqual({ kind: 'value', value: '2026-11-03' });
    expect(parseTypedDate('2026-11-03', 'mm/dd/yyyy')).toEqual({ kind: 'value', value: '2026-11-03' });
    expect(parseTypedDate('11/23/2026')).toEqual({ kind: 'value', value: '2026-11-23' });
  });

  it('says blank for nothing, and unreadable for what is no real day in that order', () => {
    expect(parseTypedDate('  ', 'dd/mm/yyyy')).toEqual({ kind: 'blank' });
    for (const bad of ['31/02/2026', '11/23/2026', '2026-02-30', '23/11/26', 'mañana', '23/11/2026 10:00']) {
      expect(parseTypedDate(bad, 'dd/mm/yyyy'), bad).toEqual({ kind: 'invalid' });
    }
    expect(parseTypedDate('23/11/2026', 'mm/dd/yyyy')).toEqual({ kind: 'invalid' });
  });

  it('round-trips with formatDate in both orders', () => {
    for (const dateFormat of ['dd/mm/yyyy', 'mm/dd/yyyy'] as const) {
      const shown = formatDate('2027-01-09', { dateFormat });
      expect(shown.ok && parseTypedDate(shown.text, dateFormat)).toEqual({
        kind: 'value',
        value: '2027-01-09',
      });
    }
  });
});

describe('parseTypedTime', () => {
  it('reads 24-hour and 12-hour times whatever the setting', () => {
    const reads = {
      '14:30': '14:30',
      '9:05': '09:05',
      '09.05': '09:05',
      '0:00': '00:00',
      '2:30 PM': '14:30',
      '2:30pm': '14:30',
      '2 pm': '14:00',
      '12:15 AM': '00:15',
      '12:15 pm': '12:15',
      '2:30 p. m.': '14:30',
      '11:00 a.m.': '11:00',
    };
    for (const [typed, value] of Object.entries(reads)) {
      expect(parseTypedTime(typed), typed).toEqual({ kind: 'value', value });
    }
  });

  it('says blank for nothing and unreadable for the rest', () => {
    expect(parseTypedTime('')).toEqual({ kind: 'blank' });
    for (const bad of ['24:00', '14', '9:60', '13:00 PM', '0:30 am', 'noon', '14:30:00:00']) {
      expect(parseTypedTime(bad), bad).toEqual({ kind: 'invalid' });
    }
  });

  it('round-trips with formatTime on both clocks', () => {
    for (const timeFormat of ['12h', '24h'] as const) {
      for (const time of ['00:05', '09:30', '12:00', '23:45']) {
        const shown = formatTime(time, { timeFormat });
        expect(shown.ok && parseTypedTime(shown.text), `${time} ${timeFormat}`).toEqual({
          kind: 'value',
          value: time,
        });
      }
    }
  });
});
