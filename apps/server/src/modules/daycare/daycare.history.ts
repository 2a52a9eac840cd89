// A dog's daycare visits for the dog details modal (asked by the dogs module through index.ts).
import {
  DAYCARE_HISTORY_LIMIT,
  isId,
  type TDogDetails,
  type TPackageType,
  visitStatus,
} from '@pawdesk/domain';
import type { ServiceContext } from '../../lib/context';
import { isoOrNull } from '../../lib/dto';

/**
 * The dog details modal's Daycare Visits tab: the 5 most recent visits (latest day first, then
 * the latest check-in; a pending visit has none and comes first in its day) and the total.
 * Takes any service context: the dogs module asks for it with its own.
 */
export async function dogDaycareHistory(
  ctx: ServiceContext,
  dogId: string,
): Promise<TDogDetails['history']['daycareVisits']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const where = { dogId };
  const [visits, total] = await Promise.all([
    ctx.prisma.daycareVisit.findMany({
      where,
      orderBy: [{ date: 'desc' }, { checkInTime: 'desc' }, { createdAt: 'desc' }, { id: 'desc' }],
      take: DAYCARE_HISTORY_LIMIT,
      select: {
        id: true,
        date: true,
        checkInTime: true,
        checkOutTime: true,
        notes: true,
        package: { select: { packageType: true } },
      },
    }),
    ctx.prisma.daycareVisit.count({ where }),
  ]);
  return {
    total,
    items: visits.map((v) => ({
      id: v.id,
      date: v.date.toISOString().slice(0, 10),
      checkInTime: isoOrNull(v.checkInTime),
      checkOutTime: isoOrNull(v.checkOutTime),
      status: visitStatus(v),
      notes: v.notes,
      packageType: v.package ? (PRISMA_PACKAGE_TYPES[v.package.packageType] ?? v.package.packageType) : null,
    })),
  };
}

/** Prisma names the enum's values as identifiers; the API uses the stored ones ('15-day'). */
const PRISMA_PACKAGE_TYPES: Record<string, TPackageType> = {
  ONE_DAY: '1-day',
  FIFTEEN_DAY: '15-day',
  THIRTY_DAY: '30-day',
};
