// Daycare rules (docs/spec/product-spec.md §§3, 4 and 9; docs/contract/rest-contract.md Daycare): package types and their
// validity, the package badge, the visit status, and which package a check-in draws from.
// Pure functions: the server and the web call the same ones.

export const PACKAGE_TYPES = ['1-day', '15-day', '30-day'] as const;
export type TPackageType = (typeof PACKAGE_TYPES)[number];

/** Days a package of each type holds when bought. */
export const PACKAGE_DAYS: Record<TPackageType, number> = { '1-day': 1, '15-day': 15, '30-day': 30 };

/** Days after purchase within which a package of each type can be used (docs/contract/rest-contract.md). */
export const PACKAGE_VALIDITY_DAYS: Record<TPackageType, number> = {
  '1-day': 30,
  '15-day': 60,
  '30-day': 90,
};

/** The display label of each type, in both languages (the spec's shared label table). */
export const PACKAGE_LABELS: Record<'en' | 'es', Record<TPackageType, string>> = {
  en: { '1-day': '1 Day', '15-day': '15 Days', '30-day': '30 Days' },
  es: { '1-day': '1 día', '15-day': '15 días', '30-day': '30 días' },
};

export function packageLabel(type: string, language: string = 'en'): string {
  const table = language.startsWith('es') ? PACKAGE_LABELS.es : PACKAGE_LABELS.en;
  return (table as Record<string, string>)[type] ?? type;
}

export function isPackageType(value: unknown): value is TPackageType {
  return typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);
}

/** docs/spec/product-spec.md §9: expiring soon at 3 days left or fewer, expired at 0 or fewer. */
export const EXPIRING_SOON_DAYS = 3;

export const PACKAGE_STATUSES = ['active', 'expiring-soon', 'expired'] as const;
export type TPackageStatus = (typeof PACKAGE_STATUSES)[number];

/** The package badge from the days left (docs/spec/product-spec.md §4). */
export function packageStatus(daysLeft: number): TPackageStatus {
  if (daysLeft <= 0) return 'expired';
  if (daysLeft <= EXPIRING_SOON_DAYS) return 'expiring-soon';
  return 'active';
}

/** When a package bought at `purchasedAt` stops being usable. */
export function packageExpiresAt(purchasedAt: Date, type: TPackageType): Date {
  return new Date(purchasedAt.getTime() + PACKAGE_VALIDITY_DAYS[type] * 86_400_000);
}

export const VISIT_STATUSES = ['pending', 'active', 'completed'] as const;
export type TVisitStatus = (typeof VISIT_STATUSES)[number];

type TTime = Date | string | null | undefined;

/** docs/spec/product-spec.md §4: pending without a check-in time, active until checked out, then completed. */
export function visitStatus(visit: { checkInTime: TTime; checkOutTime: TTime }): TVisitStatus {
  if (!visit.checkInTime) return 'pending';
  return visit.checkOutTime ? 'completed' : 'active';
}

export interface TPackageCandidate {
  id: string;
  daysLeft: number;
  expiresAt: Date | string;
  purchasedAt: Date | string;
}

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** A package can pay for a day while it has days left and has not expired. */
export function isUsablePackage(pkg: Omit<TPackageCandidate, 'id' | 'purchasedAt'>, now: Date): boolean {
  return pkg.daysLeft > 0 && time(pkg.expiresAt) > now.getTime();
}

/**
 * The package a check-in draws from: of the usable ones, the one that expires first (then the
 * oldest purchase, then the id, so two servers always agree). Null when none is usable.
 */
export function pickPackage<T extends TPackageCandidate>(packages: readonly T[], now: Date): T | null {
  let best: T | null = null;
  for (const pkg of packages) {
    if (!isUsablePackage(pkg, now)) continue;
    if (
      !best ||
      time(pkg.expiresAt) < time(best.expiresAt) ||
      (time(pkg.expiresAt) === time(best.expiresAt) &&
        (time(pkg.purchasedAt) < time(best.purchasedAt) ||
          (time(pkg.purchasedAt) === time(best.purchasedAt) && pkg.id < best.id)))
    ) {
      best = pkg;
    }
  }
  return best;
}

/**
 * Days a package can still pay for at `now`: its days left, but no more than the days before
 * it expires (a package with 10 days left that expires in 2 days pays for 2 at most).
 */
export function usableDays(pkg: { daysLeft: number; expiresAt: Date | string }, now: Date): number {
  const untilExpiry = Math.max(0, Math.ceil((time(pkg.expiresAt) - now.getTime()) / 86_400_000));
  return Math.min(pkg.daysLeft, untilExpiry);
}

/**
 * What the desk must tell the owner of a dog here now about paying (the Overview's reminders,
 * the dashboard's to-dos): 'no-package' when no package paid for this visit and the dog has no
 * usable one (charge the day at pick-up or sell a package); 'expiring-package' when the dog's
 * next usable package can pay for EXPIRING_SOON_DAYS days or fewer, or when this visit took the
 * last day of its package and nothing usable is left (0 days); otherwise null. `next` is the
 * package the dog's next check-in would draw from (pickPackage), or null.
 */
export function packageAlert(
  visit: { packageId: string | null },
  next: { daysLeft: number; expiresAt: Date | string } | null,
  now: Date,
): { kind: 'no-package' } | { kind: 'expiring-package'; days: number } | null {
  if (!next) return visit.packageId ? { kind: 'expiring-package', days: 0 } : { kind: 'no-package' };
  const days = usableDays(next, now);
  return days <= EXPIRING_SOON_DAYS ? { kind: 'expiring-package', days } : null;
}

/** Actions a visit row offers (docs/spec/product-spec.md §2): Check Out when active, Delete when pending or completed. */
export function visitActions(status: TVisitStatus): { checkOut: boolean; delete: boolean } {
  return { checkOut: status === 'active', delete: status !== 'active' };
}

/** The package list's page size (the spec's shared constant whose value it does not show). */
export const DAYCARE_PACKAGES_PAGE_SIZE = 12;
/** All Visits page size. */
export const DAYCARE_VISITS_PAGE_SIZE = 20;

/** The eight orders of the package list's sort select, in the order the select shows them. */
export const PACKAGE_SORTS = [
  'dog-asc',
  'dog-desc',
  'type-asc',
  'type-desc',
  'days-asc',
  'days-desc',
  'expires-asc',
  'expires-desc',
] as const;
export type TPackageSort = (typeof PACKAGE_SORTS)[number];

/** Days left a package edit accepts (a manager may add days as a goodwill gesture). */
export const PACKAGE_DAYS_LEFT_MAX = 365;
/** Visit notes limit (the spec's health-notes limit). */
export const VISIT_NOTES_MAX = 1000;
