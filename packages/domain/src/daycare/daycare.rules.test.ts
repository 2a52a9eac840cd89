import { describe, expect, it } from 'vitest';
import {
  isUsablePackage,
  PACKAGE_DAYS,
  PACKAGE_TYPES,
  packageAlert,
  packageExpiresAt,
  packageLabel,
  packageStatus,
  pickPackage,
  usableDays,
  visitActions,
  visitStatus,
} from './daycare.rules';

describe('package badge from days left (docs/spec/product-spec.md §4)', () => {
  it.each([
    [30, 'active'],
    [4, 'active'],
    [3, 'expiring-soon'],
    [1, 'expiring-soon'],
    [0, 'expired'],
    [-2, 'expired'],
  ])('%i days left → %s', (days, badge) => {
    expect(packageStatus(days)).toBe(badge);
  });
});

describe('package types', () => {
  it('hold 1, 15 and 30 days', () => {
    expect(PACKAGE_TYPES.map((t) => PACKAGE_DAYS[t])).toEqual([1, 15, 30]);
  });

  it('are usable within 30, 60 and 90 days of the purchase', () => {
    const bought = new Date('2026-01-31T10:00:00.000Z');
    expect(packageExpiresAt(bought, '1-day').toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(packageExpiresAt(bought, '15-day').toISOString()).toBe('2026-04-01T10:00:00.000Z');
    expect(packageExpiresAt(bought, '30-day').toISOString()).toBe('2026-05-01T10:00:00.000Z');
  });

  it('have a label in each language', () => {
    expect(PACKAGE_TYPES.map((t) => packageLabel(t, 'en'))).toEqual(['1 Day', '15 Days', '30 Days']);
    expect(PACKAGE_TYPES.map((t) => packageLabel(t, 'es'))).toEqual(['1 día', '15 días', '30 días']);
    expect(packageLabel('15-day', 'es-ES')).toBe('15 días');
    expect(packageLabel('unknown-type', 'en')).toBe('unknown-type');
  });
});

describe('visit status (docs/spec/product-spec.md §4)', () => {
  it('is pending without a check-in, active until checked out, then completed', () => {
    expect(visitStatus({ checkInTime: null, checkOutTime: null })).toBe('pending');
    expect(visitStatus({ checkInTime: '2026-11-24T08:00:00Z', checkOutTime: null })).toBe('active');
    expect(visitStatus({ checkInTime: new Date(), checkOutTime: new Date() })).toBe('completed');
  });

  it('offers Check Out only while active and Delete only when pending or completed', () => {
    expect(visitActions('active')).toEqual({ checkOut: true, delete: false });
    expect(visitActions('pending')).toEqual({ checkOut: false, delete: true });
    expect(visitActions('completed')).toEqual({ checkOut: false, delete: true });
  });
});

describe('which package a check-in draws from', () => {
  const now = new Date('2026-11-24T09:00:00.000Z');
  const pkg = (
    id: string,
    daysLeft: number,
    expiresAt: string,
    purchasedAt = '2026-10-01T00:00:00.000Z',
  ) => ({
    id,
    daysLeft,
    expiresAt,
    purchasedAt,
  });

  it('takes the usable package that expires first', () => {
    const chosen = pickPackage(
      [
        pkg('a', 10, '2026-12-30T00:00:00Z'),
        pkg('b', 2, '2026-12-01T00:00:00Z'),
        pkg('c', 5, '2027-01-05T00:00:00Z'),
      ],
      now,
    );
    expect(chosen?.id).toBe('b');
  });

  it('skips packages with no days left or already expired', () => {
    const chosen = pickPackage(
      [
        pkg('empty', 0, '2026-11-25T00:00:00Z'),
        pkg('old', 9, '2026-11-24T08:59:59Z'),
        pkg('ok', 1, '2027-02-01T00:00:00Z'),
      ],
      now,
    );
    expect(chosen?.id).toBe('ok');
    expect(isUsablePackage({ daysLeft: 1, expiresAt: now }, now)).toBe(false);
  });

  it('returns null when nothing is usable', () => {
    expect(pickPackage([pkg('empty', 0, '2027-01-01T00:00:00Z')], now)).toBeNull();
    expect(pickPackage([], now)).toBeNull();
  });

  it('breaks ties by the oldest purchase, then the id, so every server agrees', () => {
    const same = '2026-12-10T00:00:00Z';
    expect(
      pickPackage([pkg('x', 3, same, '2026-10-05T00:00:00Z'), pkg('y', 3, same, '2026-10-02T00:00:00Z')], now)
        ?.id,
    ).toBe('y');
    expect(pickPackage([pkg('k2', 3, same), pkg('k1', 3, same)], now)?.id).toBe('k1');
  });
});

describe('what a dog here now needs about paying (Overview reminders, dashboard to-dos)', () => {
  const now = new Date('2026-11-24T09:00:00.000Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000);

  it('a package pays for its days left, but not past its expiry', () => {
    expect(usableDays({ daysLeft: 10, expiresAt: inDays(30) }, now)).toBe(10);
    expect(usableDays({ daysLeft: 10, expiresAt: inDays(2) }, now)).toBe(2);
    // A part of a day still counts as a day it can pay for.
    expect(usableDays({ daysLeft: 10, expiresAt: inDays(1.5) }, now)).toBe(2);
    expect(usableDays({ daysLeft: 10, expiresAt: inDays(-1) }, now)).toBe(0);
  });

  it('a visit no package paid, and nothing usable: no package', () => {
    expect(packageAlert({ packageId: null }, null, now)).toEqual({ kind: 'no-package' });
  });

  it('a visit that took the last day of its package: expiring, 0 days', () => {
    expect(packageAlert({ packageId: 'p' }, null, now)).toEqual({ kind: 'expiring-package', days: 0 });
  });

  it('a next package paying for 3 days or fewer is expiring; 4 or more is fine', () => {
    expect(packageAlert({ packageId: 'p' }, { daysLeft: 3, expiresAt: inDays(40) }, now)).toEqual({
      kind: 'expiring-package',
      days: 3,
    });
    expect(packageAlert({ packageId: null }, { daysLeft: 12, expiresAt: inDays(1) }, now)).toEqual({
      kind: 'expiring-package',
      days: 1,
    });
    expect(packageAlert({ packageId: 'p' }, { daysLeft: 4, expiresAt: inDays(40) }, now)).toBeNull();
  });
});
