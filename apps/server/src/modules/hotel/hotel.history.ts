// The dog details modal's Hotel Stays tab: the dog's latest stays (newest check-in first) with
// both health checks, and the total, so the tab can say how many more there are.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { ServiceContext } from '../../lib/context';
import { selectBookings } from './hotel.dto';

export async function dogHotelHistory(
  ctx: ServiceContext & { timeZone: string },
  dogId: string,
): Promise<TDogDetails['history']['hotelStays']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const [stays, total] = await Promise.all([
    selectBookings(ctx.prisma, ctx.timeZone, Prisma.sql`b.dog_id = ${dogId}::uuid`, {
      limit: DOG_HISTORY_LIMITS.hotelStays,
    }),
    ctx.prisma.hotelBooking.count({ where: { dogId } }),
  ]);
  return {
    total,
    items: stays.map((s) => ({
      id: s.id,
      checkIn: s.checkIn,
      checkOut: s.checkOut,
      checkInDay: s.checkInDay,
      checkOutDay: s.checkOutDay,
      nights: s.nights,
      status: s.status,
      notes: s.notes,
      vetCheckIn: s.vetCheckIn,
      vetCheckOut: s.vetCheckOut,
    })),
  };
}
