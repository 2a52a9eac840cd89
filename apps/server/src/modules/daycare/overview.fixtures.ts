// Test data for the Overview, check-in picker and history tests: packages and visits written
// straight through Prisma in every state (the tests decide every time and count exactly).
import type { TPackageType } from '@pawdesk/domain';
import type { PrismaClient } from '../../db/prisma';

const PRISMA_TYPES = { '1-day': 'ONE_DAY', '15-day': 'FIFTEEN_DAY', '30-day': 'THIRTY_DAY' } as const;

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** A day as the `date` column stores it. */
export const dateOnly = (day: string) => new Date(`${day}T00:00:00Z`);

export function daycareFixtures(prisma: PrismaClient) {
  return {
    /** A package of the dog; defaults: 15-day, 10 days left, bought a day ago, 59 days to go. */
    async pkg(
      dogId: string,
      opts: { type?: TPackageType; daysLeft?: number; expiresAt?: Date; purchasedAt?: Date } = {},
    ) {
      const purchasedAt = opts.purchasedAt ?? new Date(Date.now() - DAY_MS);
      return prisma.daycarePackage.create({
        data: {
          dogId,
          packageType: PRISMA_TYPES[opts.type ?? '15-day'],
          daysLeft: opts.daysLeft ?? 10,
          purchasedAt,
          expiresAt: opts.expiresAt ?? new Date(Date.now() + 59 * DAY_MS),
        },
      });
    },
    /** A visit on `day`; no times = pending, only `in` = active, both = completed. */
    async visit(
      dogId: string,
      day: string,
      opts: { in?: Date | null; out?: Date | null; packageId?: string | null; notes?: string } = {},
    ) {
      return prisma.daycareVisit.create({
        data: {
          dogId,
          date: dateOnly(day),
          checkInTime: opts.in ?? null,
          checkOutTime: opts.out ?? null,
          packageId: opts.packageId ?? null,
          notes: opts.notes ?? null,
        },
      });
    },
  };
}
