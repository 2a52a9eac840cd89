// The dog details modal's Grooming History tab: the dog's latest bookings (8, docs/spec/product-spec.md §2)
// and their total, read through grooming_bookings_dog_appointment_idx.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import type { ServiceContext } from '../../lib/context';
import { isoOrNull } from '../../lib/dto';

/** Prisma names enum values as identifiers (in_progress, nail_trim); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');

/** What a history line shows (never more: no audit users, no phone). */
const HISTORY_SELECT = {
  id: true,
  appointmentDate: true,
  durationMinutes: true,
  groomingServices: true,
  status: true,
  weight: true,
  notes: true,
  groomingNotes: true,
  completedAt: true,
  groomer: { select: { username: true, name: true } },
} as const;

export async function dogGroomingHistory(
  ctx: ServiceContext,
  dogId: string,
): Promise<TDogDetails['history']['grooming']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const where = { dogId };
  const [bookings, total] = await Promise.all([
    ctx.prisma.groomingBooking.findMany({
      where,
      orderBy: [{ appointmentDate: 'desc' }, { id: 'desc' }],
      take: DOG_HISTORY_LIMITS.grooming,
      select: HISTORY_SELECT,
    }),
    ctx.prisma.groomingBooking.count({ where }),
  ]);
  return {
    total,
    items: bookings.map(({ groomer, ...g }) => ({
      ...g,
      status: apiEnum(g.status),
      groomingServices: g.groomingServices.map(apiEnum),
      appointmentDate: g.appointmentDate.toISOString(),
      completedAt: isoOrNull(g.completedAt),
      groomerName: groomer ? (groomer.name ?? groomer.username) : null,
    })),
  };
}
