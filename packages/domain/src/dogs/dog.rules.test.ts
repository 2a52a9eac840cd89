import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  ageFromDateOfBirth,
  ageGroupOf,
  businessToday,
  calculatedAge,
  daysAfter,
  daysBetween,
  detectPictureType,
  dogAgeGroup,
  dogAgeYears,
  dogSearchText,
  earliestBirthForAge,
  isAcceptedPictureMime,
  isCalendarDay,
  monthsToYears,
  RECENT_MAX,
  recentlyAdded,
  wholeMonthsBetween,
  yearsToMonths,
} from './dog.rules';

describe('calendar days', () => {
  it('knows real days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2023-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(isCalendarDay(20260101)).toBe(false);
  });

  it('adds days and months, clamping month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-02-29', -12)).toBe('2023-02-28');
    expect(addMonths('2026-05-15', -5)).toBe('2025-12-15');
  });

  it('lists the days after a day, across a year end', () => {
    expect(daysAfter('2026-12-30', 4)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(daysAfter('2026-11-25', 0)).toEqual([]);
  });

  it('agrees with Date arithmetic over decades of days', () => {
    const day = 86_400_000;
    const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
    for (let t = Date.UTC(1995, 0, 1); t < Date.UTC(2032, 0, 1); t += 13 * day) {
      const from = iso(t);
      expect(isCalendarDay(from)).toBe(true);
      expect(daysBetween(from, iso(t + 400 * day))).toBe(400);
      expect(addDays(from, -45)).toBe(iso(t - 45 * day));
      const d = new Date(t);
      const probe = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 7, 1));
      const last = new Date(Date.UTC(probe.getUTCFullYear(), probe.getUTCMonth() + 1, 0)).getUTCDate();
      probe.setUTCDate(Math.min(d.getUTCDate(), last));
      expect(addMonths(from, 7)).toBe(iso(probe.getTime()));
    }
  });

  it('counts whole months', () => {
    expect(wholeMonthsBetween('2026-01-15', '2026-02-14')).toBe(0);
    expect(wholeMonthsBetween('2026-01-15', '2026-02-15')).toBe(1);
    expect(wholeMonthsBetween('2026-01-31', '2026-02-28')).toBe(1);
    expect(wholeMonthsBetween('2020-06-10', '2026-06-09')).toBe(71);
    expect(wholeMonthsBetween('2026-06-10', '2026-01-01')).toBe(0);
  });

  it('gives the business day of an instant in a zone', () => {
    const instant = new Date('2026-11-23T02:00:00Z');
    expect(businessToday('UTC', instant)).toBe('2026-11-23');
    expect(businessToday('America/New_York', instant)).toBe('2026-11-22');
    expect(businessToday('Asia/Tokyo', new Date('2026-11-23T20:00:00Z'))).toBe('2026-11-24');
  });
});

describe('age', () => {
  it('converts months and years', () => {
    expect(monthsToYears(18)).toBe(1.5);
    expect(monthsToYears(360)).toBe(30);
    expect(yearsToMonths(1.5)).toBe(18);
    expect(yearsToMonths(0.25)).toBe(3);
  });

  it('computes fractional years from a date of birth', () => {
    expect(ageFromDateOfBirth('2020-06-10', '2026-06-10')).toBe(6);
    expect(ageFromDateOfBirth('2025-06-10', '2026-06-10')).toBe(1);
    expect(ageFromDateOfBirth('2026-01-10', '2026-07-10')).toBe(0.5);
    const almostTwo = ageFromDateOfBirth('2024-06-10', '2026-06-09');
    expect(almostTwo).toBeGreaterThan(1.99);
    expect(almostTwo).toBeLessThan(2);
    expect(ageFromDateOfBirth('2026-06-10', '2026-06-10')).toBe(0);
    expect(ageFromDateOfBirth('2027-01-01', '2026-06-10')).toBe(0);
  });

  it('uses the date of birth over a stored age', () => {
    expect(dogAgeYears({ age: 9, dateOfBirth: '2023-03-01' }, '2026-03-01')).toBe(3);
    expect(dogAgeYears({ age: 2.5, dateOfBirth: null }, '2026-03-01')).toBe(2.5);
    expect(dogAgeYears({ age: null, dateOfBirth: null }, '2026-03-01')).toBeNull();
  });

  it('shows months under 2 years and whole years from 2 years on', () => {
    const today = '2026-06-10';
    expect(calculatedAge({ age: null, dateOfBirth: '2025-10-01' }, today)).toEqual({
      displayText: '8 months',
      years: 0.69,
      unit: 'months',
      value: 8,
    });
    expect(calculatedAge({ age: null, dateOfBirth: '2026-05-01' }, today)?.displayText).toBe('1 month');
    expect(calculatedAge({ age: null, dateOfBirth: '2026-06-01' }, today)?.displayText).toBe('0 months');
    expect(calculatedAge({ age: null, dateOfBirth: '2024-12-10' }, today)?.displayText).toBe('18 months');
    expect(calculatedAge({ age: null, dateOfBirth: '2024-06-10' }, today)).toMatchObject({
      displayText: '2 years',
      years: 2,
    });
    expect(calculatedAge({ age: null, dateOfBirth: '2023-01-01' }, today)).toMatchObject({
      displayText: '3 years',
      unit: 'years',
      value: 3,
    });
    expect(calculatedAge({ age: 1, dateOfBirth: null }, today)).toMatchObject({
      displayText: '12 months',
      years: 1,
    });
    expect(calculatedAge({ age: 0.75, dateOfBirth: null }, today)?.displayText).toBe('9 months');
    expect(calculatedAge({ age: 2.5, dateOfBirth: null }, today)?.displayText).toBe('2 years');
    expect(calculatedAge({ age: 1, dateOfBirth: null }, today)?.unit).toBe('months');
    expect(calculatedAge({ age: 7.333333, dateOfBirth: null }, today)).toMatchObject({
      displayText: '7 years',
      years: 7.33,
    });
    expect(calculatedAge({ age: null, dateOfBirth: null }, today)).toBeNull();
  });
});

describe('age groups', () => {
  it('cuts at 1, 3 and 7 years, upper limits included', () => {
    expect(ageGroupOf(0)).toBe('puppy');
    expect(ageGroupOf(1)).toBe('puppy');
    expect(ageGroupOf(1.01)).toBe('young');
    expect(ageGroupOf(3)).toBe('young');
    expect(ageGroupOf(3.5)).toBe('adult');
    expect(ageGroupOf(7)).toBe('adult');
    expect(ageGroupOf(7.01)).toBe('senior');
    expect(ageGroupOf(15)).toBe('senior');
  });

  it('gives the birth-date threshold of each group limit, February 29 included', () => {
    for (const today of ['2026-06-10', '2028-02-29', '2027-02-28', '2027-03-01', '2024-12-31']) {
      for (const years of [1, 3, 7]) {
        const threshold = earliestBirthForAge(years, today);
        for (let offset = -3; offset <= 3; offset++) {
          const dob = addDays(threshold, offset);
          expect(dob >= threshold, `${today} ${years} ${dob}`).toBe(ageFromDateOfBirth(dob, today) <= years);
        }
      }
    }
  });

  it('groups by date of birth on birthdays, and by age without one', () => {
    expect(dogAgeGroup({ age: null, dateOfBirth: '2025-06-10' }, '2026-06-10')).toBe('puppy');
    expect(dogAgeGroup({ age: null, dateOfBirth: '2025-06-10' }, '2026-06-11')).toBe('young');
    expect(dogAgeGroup({ age: null, dateOfBirth: '2019-06-10' }, '2026-06-10')).toBe('adult');
    expect(dogAgeGroup({ age: null, dateOfBirth: '2019-06-10' }, '2026-06-11')).toBe('senior');
    expect(dogAgeGroup({ age: 4, dateOfBirth: null }, '2026-06-10')).toBe('adult');
    expect(dogAgeGroup({ age: null, dateOfBirth: null }, '2026-06-10')).toBe('unknown');
  });
});

describe('recently added', () => {
  const now = new Date('2026-06-10T12:00:00Z');
  const at = (daysAgo: number, name: string) => ({
    name,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
  });

  it('lists the dogs created within 7 days, newest first', () => {
    const dogs = [at(10, 'old'), at(1, 'b'), at(6.9, 'c'), at(0, 'a'), at(7.1, 'older')];
    expect(recentlyAdded(dogs, now).map((d) => d.name)).toEqual(['a', 'b', 'c']);
  });

  it('falls back to the 5 newest when none is that recent', () => {
    const dogs = [20, 9, 30, 8, 15, 12, 40].map((d) => at(d, `d${d}`));
    expect(recentlyAdded(dogs, now).map((d) => d.name)).toEqual(['d8', 'd9', 'd12', 'd15', 'd20']);
    expect(recentlyAdded([], now)).toEqual([]);
  });

  it('caps a busy week', () => {
    const dogs = Array.from({ length: 30 }, (_, i) => at(i / 10, `n${i}`));
    expect(recentlyAdded(dogs, now)).toHaveLength(RECENT_MAX);
  });

  it('accepts ISO strings', () => {
    expect(recentlyAdded([{ createdAt: '2026-06-09T00:00:00Z' }], now)).toHaveLength(1);
  });
});

describe('pictures', () => {
  const bytes = (...b: number[]) => new Uint8Array([...b, ...new Array(16).fill(0)]);
  const text = (s: string) => new TextEncoder().encode(s.padEnd(16, ' '));

  it('recognises the four types by their first bytes', () => {
    expect(detectPictureType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectPictureType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(detectPictureType(text('GIF89a'))).toBe('image/gif');
    expect(detectPictureType(text('GIF87a'))).toBe('image/gif');
    expect(detectPictureType(text('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(detectPictureType(text('hello, I am a .jpg'))).toBeNull();
    expect(detectPictureType(text('<svg xmlns='))).toBeNull();
    expect(detectPictureType(text('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(detectPictureType(new Uint8Array())).toBeNull();
  });

  it('checks declared types for the form', () => {
    expect(isAcceptedPictureMime('image/jpeg')).toBe(true);
    expect(isAcceptedPictureMime('image/JPG')).toBe(true);
    expect(isAcceptedPictureMime('image/webp')).toBe(true);
    expect(isAcceptedPictureMime('image/svg+xml')).toBe(false);
    expect(isAcceptedPictureMime(undefined)).toBe(false);
  });
});

describe('dog search text', () => {
  it('folds name, breed and owner names', () => {
    expect(dogSearchText({ name: 'Ñoño', breed: 'Bichón Frisé' }, ['José Peña', 'ANA'])).toBe(
      'nono bichon frise jose pena ana',
    );
  });
});
