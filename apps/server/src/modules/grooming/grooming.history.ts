// The dog details modal's Grooming History tab: the dog's latest bookings and their total.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import type { ServiceContext } from '../../lib/context';

/** Prisma names enum values as identifiers (in_progress, nail_trim); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function dogGroomingHistory(
  ctx: ServiceContext,
  dogId: string,
): Promise<TDogDetails['history']['grooming']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const where = { dogId };
  const [bookings, total] = await Promise.all([
    ctx.prisma.groomingBooking.findMany({
      where,
      orderBy: [{ appointmentDate: 'desc' }, { createdAt: 'desc' }],
      take: DOG_HISTORY_LIMITS.grooming,
      select: {
        id: true,
        appointmentDate: true,
        groomingServices: true,
        status: true,
        weight: true,
        notes: true,
        groomingNotes: true,
        completedAt: true,
      },
    }),
    ctx.prisma.groomingBooking.count({ where }),
  ]);
  return {
    total,
    items: bookings.map((g) => ({
      ...g,
      status: apiEnum(g.status),
      groomingServices: g.groomingServices.map(apiEnum),
      appointmentDate: g.appointmentDate.toISOString(),
      completedAt: iso(g.completedAt),
    })),
  };
}
