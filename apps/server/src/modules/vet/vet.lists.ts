// The Appointments List (vet.list): search by the dog's name, its owners or the reason (the
// row's folded search text and its trigram index), a status filter, and agenda order: today and
// upcoming first, earliest first, then the past, latest first; paged with the total. Also the
// full REST list by date (GET /api/vet/appointments), streamed in batches. Plans, measured with
// 60,000 appointments and 50,000 dogs, are in ./README.md.
import {
  dayStartInstant,
  type TVetAppointmentPage,
  type TVetListInput,
  ZVetListInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { toRest } from '../../lib/dto';
import { listPage, pageCountOf } from '../../lib/paging';
import { searchTextWhere } from '../dogs/dog-search';
import {
  APPOINTMENT_COLUMNS,
  APPOINTMENT_JOINS,
  type AppointmentRow,
  restAppointment,
  toAppointmentDto,
} from './appointment-dto';
import { todayOf, type VetContext } from './vet.context';

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
  const [counts] = await ctx.prisma.$queryRaw<{ upcoming: number; total: number }[]>`
    SELECT count(*) FILTER (WHERE a.appointment_date >= ${todayStart})::int AS upcoming,
           count(*)::int AS total
      FROM vet_appointments a WHERE ${where}`;
  const total = counts?.total ?? 0;
  const upcoming = counts?.upcoming ?? 0;
  // A page past the end answers the last page.
  const page = Math.min(input.page, pageCountOf(total, size));
  const start = (page - 1) * size;
  const end = Math.min(start + size, total);
  const upTo = Math.min(end, upcoming);
  const fromUpcoming = Math.max(0, upTo - start);
  const pastStart = Math.max(0, start - upcoming);
  const [up, past] = await Promise.all([
    readSegment(ctx, 'upcoming', where, todayStart, upcoming, start, fromUpcoming),
    readSegment(ctx, 'past', where, todayStart, total - upcoming, pastStart, end - start - fromUpcoming),
  ]);
  const items = [...up, ...past].map((row) => toAppointmentDto(row, ctx.timeZone));
  return listPage(items, total, page, size);
}

/** How many appointments one query of the full REST list reads. */
export const APPOINTMENT_STREAM_BATCH = 5_000;

/**
 * GET /api/vet/appointments: every appointment by date (earliest first, then the id), as REST
 * JSON text, one string per batch (the route writes them out as one array). Batches follow each
 * other by keyset on (appointment_date, id), read from the date index.
 */
export async function* allAppointmentsRestJson(ctx: VetContext): AsyncGenerator<string> {
  let last: { at: Date; id: string } | null = null;
  for (;;) {
    const after: Prisma.Sql = last
      ? Prisma.sql`(a.appointment_date, a.id) > (${last.at}, ${last.id}::uuid)`
      : Prisma.sql`TRUE`;
    const rows: AppointmentRow[] = await ctx.prisma.$queryRaw<AppointmentRow[]>`
      SELECT ${APPOINTMENT_COLUMNS} FROM vet_appointments a ${APPOINTMENT_JOINS}
       WHERE ${after} ORDER BY a.appointment_date, a.id LIMIT ${APPOINTMENT_STREAM_BATCH}`;
    if (rows.length === 0) return;
    yield rows
      .map((row) => JSON.stringify(toRest(restAppointment(toAppointmentDto(row, ctx.timeZone)))))
      .join(',');
    const tail = rows[rows.length - 1] as AppointmentRow;
    last = { at: tail.appointmentDate, id: tail.id };
    if (rows.length < APPOINTMENT_STREAM_BATCH) return;
  }
}
