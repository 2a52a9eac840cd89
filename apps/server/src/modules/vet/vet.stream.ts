// GET /api/vet/appointments: every appointment by date (earliest first, then the id), as REST
// JSON text, one string per batch (the route writes them out as one array without holding the
// whole list). Batches follow each other by keyset on the date index, the next one read while the
// current one is written. A dog's owners and a user are read once for the whole list and turned
// into JSON once (a practice sees the same dogs again and again), and each answer is written
// straight in the REST shape, equal to GET /api/vet/appointments/{id} (the tests compare them).
import { followUpDayOf, zonedParts } from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import type { VetContext } from './vet.context';

/** How many appointments one query of the full list reads. */
export const APPOINTMENT_STREAM_BATCH = 5_000;

interface StreamRow {
  id: string;
  dogId: string;
  dogName: string;
  dogBreed: string;
  appointmentDate: Date;
  cause: string;
  status: string;
  temperature: number | null;
  weight: number | null;
  findings: string | null;
  recommendations: string | null;
  vetNotes: string | null;
  followUpRequired: boolean;
  followUpDate: Date | null;
  createdById: string | null;
  updatedById: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const text = (value: string | null) => (value === null ? 'null' : JSON.stringify(value));
const number = (value: number | null) => (value === null ? 'null' : JSON.stringify(value));

export async function* allAppointmentsRestJson(
  ctx: VetContext,
  batch = APPOINTMENT_STREAM_BATCH,
): AsyncGenerator<string> {
  const owners = new Map<string, string>();
  const users = new Map<string, string>();
  const read = (after: StreamRow | null) => {
    const where = after
      ? Prisma.sql`(a.appointment_date, a.id) > (${after.appointmentDate}, ${after.id}::uuid)`
      : Prisma.sql`TRUE`;
    const rows = ctx.prisma.$queryRaw<StreamRow[]>`
      SELECT a.id::text AS id, d.id::text AS "dogId", d.name AS "dogName", d.breed AS "dogBreed",
             a.appointment_date AS "appointmentDate", a.cause, a.status::text AS status,
             a.temperature, a.weight, a.findings, a.recommendations, a.vet_notes AS "vetNotes",
             a.follow_up_required AS "followUpRequired", a.follow_up_date AS "followUpDate",
             a.created_by_id::text AS "createdById", a.updated_by_id::text AS "updatedById",
             a.created_at AS "createdAt", a.updated_at AS "updatedAt"
        FROM vet_appointments a JOIN dogs d ON d.id = a.dog_id
       WHERE ${where} ORDER BY a.appointment_date, a.id LIMIT ${batch}`;
    // Read ahead: if the client goes away, nobody awaits this batch; its failure is not news.
    rows.catch(() => undefined);
    return rows;
  };

  let next: Promise<StreamRow[]> = read(null);
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    const tail = rows[rows.length - 1] as StreamRow;
    next = rows.length < batch ? Promise.resolve([]) : read(tail);

    const newDogs = [...new Set(rows.map((r) => r.dogId))].filter((id) => !owners.has(id));
    if (newDogs.length > 0) {
      const found = await ctx.prisma.$queryRaw<{ dogId: string; owners: string }[]>`
        SELECT l.dog_id::text AS "dogId",
               json_agg(json_build_object('_id', o.id, 'name', o.name, 'phone', o.phone)
                        ORDER BY l.position)::text AS owners
          FROM dog_owners l JOIN owners o ON o.id = l.owner_id
         WHERE l.dog_id = ANY(${newDogs}::uuid[])
         GROUP BY l.dog_id`;
      for (const dog of newDogs) owners.set(dog, '[]');
      for (const row of found) owners.set(row.dogId, row.owners);
    }
    const newUsers = [
      ...new Set(
        rows.flatMap((r) => [r.createdById, r.updatedById]).filter((id): id is string => id !== null),
      ),
    ].filter((id) => !users.has(id));
    if (newUsers.length > 0) {
      const found = await ctx.prisma.user.findMany({
        where: { id: { in: newUsers } },
        select: { id: true, username: true },
      });
      for (const user of found) users.set(user.id, JSON.stringify({ _id: user.id, username: user.username }));
    }
    const user = (id: string | null) => (id === null ? 'null' : (users.get(id) ?? 'null'));

    yield rows
      .map((r) => {
        const at = JSON.stringify(r.appointmentDate.toISOString());
        const cause = JSON.stringify(r.cause);
        return (
          `{"_id":"${r.id}","dog":{"_id":"${r.dogId}","name":${JSON.stringify(r.dogName)},` +
          `"breed":${JSON.stringify(r.dogBreed)},"owners":${owners.get(r.dogId) ?? '[]'}},` +
          `"appointmentDate":${at},"date":${at},"time":"${zonedParts(r.appointmentDate, ctx.timeZone).clock}",` +
          `"cause":${cause},"reason":${cause},"status":"${r.status}",` +
          `"temperature":${number(r.temperature)},"weight":${number(r.weight)},` +
          `"findings":${text(r.findings)},"recommendations":${text(r.recommendations)},` +
          `"vetNotes":${text(r.vetNotes)},"followUpRequired":${r.followUpRequired},` +
          `"followUpDate":${text(followUpDayOf(r.followUpDate, ctx.timeZone))},` +
          `"createdBy":${user(r.createdById)},"updatedBy":${user(r.updatedById)},` +
          `"createdAt":"${r.createdAt.toISOString()}","updatedAt":"${r.updatedAt.toISOString()}"}`
        );
      })
      .join(',');
  }
}
