// Vet appointments, the reads: one appointment, one dog's appointments (GET
// /api/vet/appointments/{id} and /dog/{id}), and the Appointments List (vet.list): search by the
// dog's name, its owners or the reason (the row's folded search text and its trigram index), a
// status filter, and agenda order: today and upcoming first, earliest first, then the past,
// latest first; paged with the total. Plans, measured with 60,000 appointments and 50,000 dogs, are
// in docs/domains/vet.md.
import {
  dayStartInstant,
  isId,
  searchTokens,
  type TVetAppointment,
  type TVetAppointmentPage,
  type TVetListInput,
  ZVetListInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { searchTextWhere } from '../../db/search-text';
import type { Db } from '../../db/tx';
import { DomainError } from '../../errors/domain-error';
import { listPage, pageCountOf } from '../../lib/paging';
import { type AppointmentCounts as Counts, todayOf, type VetContext } from './vet.context';
import {
  APPOINTMENT_COLUMNS,
  APPOINTMENT_JOINS,
  type AppointmentRow,
  selectAppointments,
  toAppointmentDto,
} from './vet.dto';

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

/** The list's filters on `a` (vet_appointments). */
function listWhere(input: { search?: string | undefined; status?: string | undefined }): Prisma.Sql {
  const parts = searchTextWhere(Prisma.sql`a.search_text`, input.search);
  if (input.status) parts.push(Prisma.sql`a.status = ${input.status}::"AppointmentStatus"`);
  return parts.length > 0 ? Prisma.join(parts, ' AND ') : Prisma.sql`TRUE`;
}

/**
 * The agenda is two walks of one index order: from the start of today forwards (upcoming), and
 * from there backwards (past). Each is read with LIMIT/OFFSET in its own direction, or from its
 * far end when the page lies in its second half, so a deep page costs what a first one does.
 */
type Segment = 'upcoming' | 'past';
const FORWARD = Prisma.raw('a.appointment_date ASC, a.id ASC');
const BACKWARD = Prisma.raw('a.appointment_date DESC, a.id DESC');

async function readSegment(
  ctx: VetContext,
  segment: Segment,
  where: Prisma.Sql,
  todayStart: Date,
  segmentTotal: number,
  offset: number,
  limit: number,
): Promise<AppointmentRow[]> {
  if (limit <= 0) return [];
  const side =
    segment === 'upcoming'
      ? Prisma.sql`a.appointment_date >= ${todayStart}`
      : Prisma.sql`a.appointment_date < ${todayStart}`;
  const natural = segment === 'upcoming' ? FORWARD : BACKWARD;
  const reverse = segment === 'upcoming' ? BACKWARD : FORWARD;
  const fromFarEnd = offset > segmentTotal / 2;
  const order = fromFarEnd ? reverse : natural;
  const skip = fromFarEnd ? Math.max(0, segmentTotal - offset - limit) : offset;
  return ctx.prisma.$queryRaw<AppointmentRow[]>`
    WITH page AS MATERIALIZED (
      SELECT a.id FROM vet_appointments a WHERE ${side} AND ${where}
       ORDER BY ${order} LIMIT ${limit} OFFSET ${skip})
    SELECT ${APPOINTMENT_COLUMNS} FROM page p JOIN vet_appointments a ON a.id = p.id ${APPOINTMENT_JOINS}
     ORDER BY ${natural}`;
}

export async function listAppointments(ctx: VetContext, raw: TVetListInput): Promise<TVetAppointmentPage> {
  const input = ZVetListInput.parse(raw);
  const size = input.pageSize;
  const where = listWhere(input);
  const todayStart = dayStartInstant(ctx.timeZone, todayOf(ctx));
  const key = JSON.stringify([searchTokens(input.search), input.status ?? null, todayStart.getTime()]);
  // Totals are kept a few seconds (ctx.appointmentCounts): paging through the list, or typing a
  // search, asks for the same total again, and a count of a broad filter (no search, a status, a
  // word of one or two letters) reads every matching appointment (10–30 ms at 60,000). Any write
  // to appointments or dogs forgets them. The key includes the start of today, so the agenda's
  // split moves at midnight.
  const count = (): Promise<Counts> =>
    ctx.appointmentCounts.get(key, async () => {
      const [row] = await ctx.prisma.$queryRaw<Counts[]>`
        SELECT count(*) FILTER (WHERE a.appointment_date >= ${todayStart})::int AS upcoming,
               count(*)::int AS total
          FROM vet_appointments a WHERE ${where}`;
      return { upcoming: row?.upcoming ?? 0, total: row?.total ?? 0 };
    });
  const answer = (rows: AppointmentRow[], counts: Counts, page: number) =>
    listPage(
      rows.map((row) => toAppointmentDto(row, ctx.timeZone)),
      counts.total,
      page,
      size,
    );

  let counts = ctx.appointmentCounts.peek(key);
  if (!counts && input.page === 1) {
    // The first page needs no count to be found: today's and upcoming first, then the past.
    // Both walks run while the total is counted.
    const [counted, up, past] = await Promise.all([
      count(),
      readSegment(ctx, 'upcoming', where, todayStart, Number.POSITIVE_INFINITY, 0, size),
      readSegment(ctx, 'past', where, todayStart, Number.POSITIVE_INFINITY, 0, size),
    ]);
    return answer([...up, ...past].slice(0, size), counted, 1);
  }
  counts ??= await count();
  const { total, upcoming } = counts;
  // A page past the end answers the last page.
  const page = Math.min(input.page, pageCountOf(total, size));
  const start = (page - 1) * size;
  const end = Math.min(start + size, total);
  const fromUpcoming = Math.max(0, Math.min(end, upcoming) - start);
  const pastStart = Math.max(0, start - upcoming);
  const [up, past] = await Promise.all([
    readSegment(ctx, 'upcoming', where, todayStart, upcoming, start, fromUpcoming),
    readSegment(ctx, 'past', where, todayStart, total - upcoming, pastStart, end - start - fromUpcoming),
  ]);
  return answer([...up, ...past], counts, page);
}
