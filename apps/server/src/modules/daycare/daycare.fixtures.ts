import { type TPackageType, ZDogInput } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { PrismaClient } from '../../db/prisma';
import type { ServiceContext } from '../../lib/context';
import { createDog, dogsContext } from '../dogs';
import { fixtures as dogFixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { type DaycareContext, daycareContext } from './daycare.context';

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

export function visitFixtures(deps: AppDeps, actor: { id: string; username: string }) {
  const svc: ServiceContext = { prisma: deps.prisma, actor: { ...actor, role: 'admin' } };
  const dogs = dogFixtures(deps, actor);
  return {
    svc,
    daycare: (now?: () => Date): DaycareContext => ({
      ...daycareContext(svc, deps),
      ...(now ? { now } : {}),
    }),
    /** A dog with a new owner; names may be given (the search tests). */
    async dog(opts: { name?: string; breed?: string; ownerName?: string } = {}) {
      const owner = await dogs.owner(opts.ownerName ? { name: opts.ownerName } : {});
      return createDog(
        dogsContext(svc, deps),
        ZDogInput.parse({
          name: opts.name ?? `Dog ${uniqueWord()}`,
          breed: opts.breed ?? 'Beagle',
          age: 3,
          owners: [owner.id],
        }),
      );
    },
    /** A package of the dog; by default bought now and valid for its type's days. */
    async pkg(
      dogId: string,
      opts: {
        type?: TPackageType;
        daysLeft?: number;
        expiresInDays?: number;
        /** An exact expiry (two packages that expire at the same instant); wins over expiresInDays. */
        expiresAt?: Date;
        purchasedDaysAgo?: number;
      } = {},
    ) {
      const type = opts.type ?? '15-day';
      const now = Date.now();
      const row = await deps.prisma.daycarePackage.create({
        data: {
          dogId,
          packageType: PRISMA_TYPES[type],
          daysLeft: opts.daysLeft ?? 15,
          purchasedAt: new Date(now - (opts.purchasedDaysAgo ?? 0) * DAY_MS),
          expiresAt: opts.expiresAt ?? new Date(now + (opts.expiresInDays ?? 60) * DAY_MS),
        },
        select: { id: true },
      });
      return row.id;
    },
    async daysLeft(packageId: string): Promise<number | undefined> {
      const row = await deps.prisma.daycarePackage.findUnique({
        where: { id: packageId },
        select: { daysLeft: true },
      });
      return row?.daysLeft;
    },
    visitCount: (dogId: string) => deps.prisma.daycareVisit.count({ where: { dogId } }),
  };
}

export { uniqueWord };
