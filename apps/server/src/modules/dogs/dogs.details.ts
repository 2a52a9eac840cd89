// Dogs, the details modal: the dog with its owners and the recent history of each service with
// its total. Each service's module answers for its own history as it moves there (daycare has).
import { DOG_HISTORY_LIMITS, type TDogDetails } from '@pawdesk/domain';
import { dogDaycareHistory } from '../daycare/overview.service';
import type { DogsContext } from './dogs.context';
import { getDog } from './dogs.lists';

/** Prisma names enum values as identifiers (checked_in, nail_trim); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');

const nightsBetween = (checkIn: Date, checkOut: Date) =>
  Math.max(0, Math.ceil((checkOut.getTime() - checkIn.getTime()) / 86_400_000));

/** The details modal: the dog, its owners and its recent history with the total of each kind. */
export async function getDogDetails(ctx: DogsContext, id: string): Promise<TDogDetails> {
  const dog = await getDog(ctx, id);
  const where = { dogId: dog.id };
  const p = ctx.prisma;
  const [daycareVisits, stays, stayCount, appointments, appointmentCount, grooming, groomingCount] =
    await Promise.all([
      // The daycare module answers for its own history.
      dogDaycareHistory(ctx, dog.id),
      p.hotelBooking.findMany({
        where,
        orderBy: [{ checkIn: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.hotelStays,
        select: { id: true, checkIn: true, checkOut: true, status: true, notes: true },
      }),
      p.hotelBooking.count({ where }),
      p.vetAppointment.findMany({
        where,
        orderBy: [{ appointmentDate: 'desc' }, { createdAt: 'desc' }],
        take: DOG_HISTORY_LIMITS.vetAppointments,
        select: {
          id: true,
          appointmentDate: true,
          cause: true,
          status: true,
          temperature: true,
          weight: true,
          findings: true,
          recommendations: true,
          vetNotes: true,
          followUpRequired: true,
          followUpDate: true,
        },
      }),
      p.vetAppointment.count({ where }),
      p.groomingBooking.findMany({
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
      p.groomingBooking.count({ where }),
    ]);
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    dog,
    history: {
      daycareVisits,
      hotelStays: {
        total: stayCount,
        items: stays.map((s) => ({
          id: s.id,
          checkIn: s.checkIn.toISOString(),
          checkOut: s.checkOut.toISOString(),
          nights: nightsBetween(s.checkIn, s.checkOut),
          status: apiEnum(s.status),
          notes: s.notes,
        })),
      },
      vetAppointments: {
        total: appointmentCount,
        items: appointments.map((a) => ({
          ...a,
          status: apiEnum(a.status),
          appointmentDate: a.appointmentDate.toISOString(),
          followUpDate: iso(a.followUpDate),
        })),
      },
      grooming: {
        total: groomingCount,
        items: grooming.map((g) => ({
          ...g,
          status: apiEnum(g.status),
          groomingServices: g.groomingServices.map(apiEnum),
          appointmentDate: g.appointmentDate.toISOString(),
          completedAt: iso(g.completedAt),
        })),
      },
    },
  };
}
