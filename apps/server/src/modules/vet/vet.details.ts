// One appointment, and one dog's appointments (GET /api/vet/appointments/{id} and /dog/{id}).
import { isId, type TVetAppointment } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import type { VetContext } from './vet.context';
import { selectAppointments } from './vet.dto';

export const appointmentNotFound = () => new DomainError('NOT_FOUND', 'vet.appointmentNotFound');
export const dogNotFound = () => new DomainError('NOT_FOUND', 'vet.dogNotFound');

export async function getAppointment(
  ctx: VetContext,
  id: string,
  db: Db = ctx.prisma,
): Promise<TVetAppointment> {
  if (!isId(id)) throw appointmentNotFound();
  const [appointment] = await selectAppointments(db, ctx.timeZone, Prisma.sql`a.id = ${id}::uuid`);
  if (!appointment) throw appointmentNotFound();
  return appointment;
}

/** A dog's appointments by date (earliest first); an unknown dog is a 404. */
export async function listDogAppointments(ctx: VetContext, dogId: string): Promise<TVetAppointment[]> {
  if (!isId(dogId)) throw dogNotFound();
  const [appointments, dog] = await Promise.all([
    selectAppointments(ctx.prisma, ctx.timeZone, Prisma.sql`a.dog_id = ${dogId}::uuid`),
    ctx.prisma.dog.findUnique({ where: { id: dogId }, select: { id: true } }),
  ]);
  if (!dog) throw dogNotFound();
  return appointments;
}
