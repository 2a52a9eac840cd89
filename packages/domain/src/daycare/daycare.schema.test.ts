import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  ZCheckInInput,
  ZCheckOutBody,
  ZCheckOutForm,
  ZPackageEditInput,
  ZPackageListInput,
  ZPackagePurchaseInput,
} from './daycare.schema';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : messageEn(result.error?.issues[0]?.message ?? '');

describe('package purchase input', () => {
  it('needs a dog: "Please select a dog"', () => {
    for (const dog of [undefined, null, '', '   ']) {
      expect(firstMessage(ZPackagePurchaseInput.safeParse({ dog, packageType: '15-day' }))).toBe(
        'Please select a dog',
      );
    }
  });

  it('accepts only the three package types', () => {
    expect(ZPackagePurchaseInput.parse({ dog: 'd1', packageType: '30-day' })).toEqual({
      dog: 'd1',
      packageType: '30-day',
    });
    expect(firstMessage(ZPackagePurchaseInput.safeParse({ dog: 'd1', packageType: '7-day' }))).toMatch(
      /package type/,
    );
  });
});

describe('package edit input', () => {
  it('takes days left as a whole number from 0 (digits from a form too)', () => {
    expect(ZPackageEditInput.parse({ packageType: '1-day', daysLeft: 0 }).daysLeft).toBe(0);
    expect(ZPackageEditInput.parse({ packageType: '1-day', daysLeft: '12' }).daysLeft).toBe(12);
  });

  it.each([-1, 1.5, 'abc', '', null])('refuses %s', (daysLeft) => {
    expect(firstMessage(ZPackageEditInput.safeParse({ packageType: '1-day', daysLeft }))).toBe(
      'Days left must be a whole number of 0 or more',
    );
  });

  it('refuses more than a year of days', () => {
    expect(firstMessage(ZPackageEditInput.safeParse({ packageType: '30-day', daysLeft: 366 }))).toBe(
      'Days left must be 365 or less',
    );
  });
});

describe('check-in input', () => {
  it('needs a dog and leaves date and time to the server', () => {
    expect(firstMessage(ZCheckInInput.safeParse({}))).toBe('Please select a dog');
    expect(ZCheckInInput.parse({ dog: 'd1' })).toEqual({ dog: 'd1' });
  });

  it('keeps an explicit null check-in time (a pending visit)', () => {
    expect(ZCheckInInput.parse({ dog: 'd1', checkInTime: null }).checkInTime).toBeNull();
  });

  it('refuses impossible days and times', () => {
    expect(firstMessage(ZCheckInInput.safeParse({ dog: 'd1', date: '2026-02-30' }))).toBe(
      'Date must be a valid day (YYYY-MM-DD)',
    );
    expect(firstMessage(ZCheckInInput.safeParse({ dog: 'd1', checkInTime: 'tomorrow' }))).toBe(
      'Time must be a valid date and time',
    );
  });

  it('trims notes, drops empty ones and caps them at 1000 characters', () => {
    expect(ZCheckInInput.parse({ dog: 'd1', notes: '  shy  ' }).notes).toBe('shy');
    expect(ZCheckInInput.parse({ dog: 'd1', notes: '   ' }).notes).toBeUndefined();
    expect(firstMessage(ZCheckInInput.safeParse({ dog: 'd1', notes: 'x'.repeat(1001) }))).toBe(
      'Notes must be 1000 characters or less',
    );
  });
});

describe('check-out', () => {
  it('the form needs a visit', () => {
    expect(firstMessage(ZCheckOutForm.safeParse({ visit: '' }))).toBe('Please select a visit to checkout');
  });

  it('the body may be empty (the time defaults to now on the server)', () => {
    expect(ZCheckOutBody.parse({})).toEqual({});
    expect(ZCheckOutBody.parse({ checkOutTime: '2026-11-24T17:00:00.000Z' }).checkOutTime).toBe(
      '2026-11-24T17:00:00.000Z',
    );
  });
});

describe('package list input', () => {
  it('defaults to active packages by dog name, 12 a page', () => {
    expect(ZPackageListInput.parse({})).toEqual({ sort: 'dog-asc', scope: 'active', page: 1, pageSize: 12 });
  });
});
