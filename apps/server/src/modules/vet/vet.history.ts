// The dog details modal's Vet Appointments tab: the dog's latest appointments (newest first, the
// 8 the tab shows) and their total.
import { DOG_HISTORY_LIMITS, isId, type TDogDetails } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { ServiceContext } from '../../lib/context';
import { selectAppointments } from './vet.dto';

const NEWEST_FIRST = Prisma.sql`a.appointment_date DESC, a.id DESC`;

export async function dogVetHistory(
  ctx: ServiceContext & { timeZone: string },
  dogId: string,
): Promise<TDogDetails['history']['vetAppointments']> {
  if (!isId(dogId)) return { items: [], total: 0 };
  const [appointments, total] = await Promise.all([
    selectAppointments(ctx.prisma, ctx.timeZone, Prisma.sql`a.dog_id = ${dogId}::uuid`, {
      order: NEWEST_FIRST,
      limit: DOG_HISTORY_LIMITS.vetAppointments,
    }),
    ctx.prisma.vetAppointment.count({ where: { dogId } }),
  ]);
  return {
    total,
    items: appointments.map((a) => ({
      id: a.id,
      appointmentDate: a.appointmentDate,
      day: a.day,
      time: a.time,
      cause: a.cause,
      status: a.status,
      temperature: a.temperature,
      weight: a.weight,
      findings: a.findings,
      recommendations: a.recommendations,
      vetNotes: a.vetNotes,
      followUpRequired: a.followUpRequired,
      followUpDate: a.followUpDate,
    })),
  };
}
