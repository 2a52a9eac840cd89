// The dog details modal's Hotel Stays tab: the dog's latest stays and their total.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import type { ServiceContext } from '../../lib/context';

const nightsBetween = (checkIn: Date, checkOut: Date) =>
  Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / 86_400_000));

/** Prisma names enum values as identifiers (checked_in); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');

export async function dogHotelHistory(
  ctx: ServiceContext,
  dogId: string,
): Promise<TDogDetails['history']['hotelStays']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const where = { dogId };
  const [stays, total] = await Promise.all([
    ctx.prisma.hotelBooking.findMany({
      where,
      orderBy: [{ checkIn: 'desc' }, { createdAt: 'desc' }],
      take: DOG_HISTORY_LIMITS.hotelStays,
      select: { id: true, checkIn: true, checkOut: true, status: true, notes: true },
    }),
    ctx.prisma.hotelBooking.count({ where }),
  ]);
  return {
    total,
    items: stays.map((s) => ({
      id: s.id,
      checkIn: s.checkIn.toISOString(),
      checkOut: s.checkOut.toISOString(),
      nights: nightsBetween(s.checkIn, s.checkOut),
      status: apiEnum(s.status),
      notes: s.notes,
    })),
  };
}
