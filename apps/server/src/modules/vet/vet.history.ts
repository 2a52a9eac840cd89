// The dog details modal's Vet Appointments tab: the dog's latest appointments and their total.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import type { ServiceContext } from '../../lib/context';

/** Prisma names enum values as identifiers (in_progress); the API uses the stored ones. */
const apiEnum = (value: string) => value.replace(/_/g, '-');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function dogVetHistory(
  ctx: ServiceContext,
  dogId: string,
): Promise<TDogDetails['history']['vetAppointments']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const where = { dogId };
  const [appointments, total] = await Promise.all([
    ctx.prisma.vetAppointment.findMany({
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
    ctx.prisma.vetAppointment.count({ where }),
  ]);
  return {
    total,
    items: appointments.map((a) => ({
      ...a,
      status: apiEnum(a.status),
      appointmentDate: a.appointmentDate.toISOString(),
      followUpDate: iso(a.followUpDate),
    })),
  };
}
