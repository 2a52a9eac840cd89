// Test data for the daycare visit tests: uniquely named owners and dogs made through the dogs
// services, and packages written straight to the table (their validity chosen by the test).
import { type TPackageType, ZDogInput } from '@pawdesk/domain';
import type { AppDeps } from '../../app-deps';
import type { ServiceContext } from '../../lib/context';
import { fixtures as dogFixtures, uniqueWord } from '../dogs/dogs.fixtures';
import { createDog, dogsContext } from '../dogs/dogs.service';
import { type DaycareContext, daycareContext } from './daycare.context';

const DB_TYPES = { '1-day': 'ONE_DAY', '15-day': 'FIFTEEN_DAY', '30-day': 'THIRTY_DAY' } as const;
const DAY_MS = 86_400_000;

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
          packageType: DB_TYPES[type],
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
