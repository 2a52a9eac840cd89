// Vet appointments, the reads: one appointment, one dog's appointments (GET
// /api/vet/appointments/{id} and /dog/{id}), the Appointments List (vet.list): search by the
// dog's name, its owners or the reason (the row's folded search text and its trigram index), a
// status filter, a range of business days, and agenda order: today and upcoming first, earliest
// first, then the past, latest first; paged with the total. And the day agenda (vet.day, issue
// 21): a day's appointments and the vets who hold its columns, and the booking form's vet picker.
// Plans, measured with 60,000 appointments and 50,000 dogs, are in docs/domains/vet.md.
import {
  addDays,
  dayStartInstant,
  dayWindow,
  isId,
  searchTokens,
  type TVetAppointment,
  type TVetAppointmentPage,
  type TVetDay,
  type TVetDayInput,
  type TVetListInput,
  type TVetStaff,
  ZVetDayInput,
  ZVetListInput,
} from '@pawdesk/domain';
import { nameKey } from '../../db/collation';
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

/**
 * The list's filters on `a` (vet_appointments). The days `from`–`to` are a range of the
 * appointment's instant (from the first instant of `from` to the first of the day after `to`, in
 * the business zone), which every walk and count below reads on its index.
 */
function listWhere(
  ctx: VetContext,
  input: {
    search?: string | undefined;
    status?: string | undefined;
    from?: string | undefined;
    to?: string | undefined;
  },
): Prisma.Sql {
  const parts = searchTextWhere(Prisma.sql`a.search_text`, input.search);
  if (input.status) parts.push(Prisma.sql`a.status = ${input.status}::"AppointmentStatus"`);
  if (input.from) parts.push(Prisma.sql`a.appointment_date >= ${dayStartInstant(ctx.timeZone, input.from)}`);
  if (input.to)
    parts.push(Prisma.sql`a.appointment_date < ${dayStartInstant(ctx.timeZone, addDays(input.to, 1))}`);
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
  const where = listWhere(ctx, input);
  const todayStart = dayStartInstant(ctx.timeZone, todayOf(ctx));
  const key = JSON.stringify([
    searchTokens(input.search),
    input.status ?? null,
    input.from ?? null,
    input.to ?? null,
    todayStart.getTime(),
  ]);
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

/** A vet's name as the screens show it (the username when the user has none), by name. */
const STAFF_COLUMNS = Prisma.sql`u.id::text AS id, coalesce(u.name, u.username) AS name`;
const STAFF_ORDER = Prisma.sql`${nameKey('coalesce(u.name, u.username)')}, u.id`;

/** The booking form's vet picker: the users with the vet role, by name. */
export function listVets(ctx: VetContext): Promise<TVetStaff[]> {
  return ctx.prisma.$queryRaw<TVetStaff[]>`
    SELECT ${STAFF_COLUMNS} FROM users u WHERE u.role = 'vet' ORDER BY ${STAFF_ORDER}`;
}

/**
 * The day agenda: the day's appointments that hold time (not cancelled), earliest first, read on
 * the (appointment_date, id) index; and its columns: every user with the vet role (a vet with a
 * free day still has a column) and any other staff user named on one of the day's appointments
 * (a manager who saw a dog), by name. Two statements at once.
 */
export async function vetDay(ctx: VetContext, raw: TVetDayInput): Promise<TVetDay> {
  const input = ZVetDayInput.parse(raw);
  const day = input.day ?? todayOf(ctx);
  const { start, end } = dayWindow(ctx.timeZone, day);
  const dayRange = Prisma.sql`a.appointment_date >= ${start} AND a.appointment_date < ${end}`;
  const [appointments, vets] = await Promise.all([
    selectAppointments(ctx.prisma, ctx.timeZone, Prisma.sql`${dayRange} AND a.status <> 'cancelled'`),
    ctx.prisma.$queryRaw<TVetStaff[]>`
      SELECT ${STAFF_COLUMNS} FROM users u
       WHERE u.role = 'vet'
          OR u.id IN (SELECT a.vet_id FROM vet_appointments a
                       WHERE ${dayRange} AND a.vet_id IS NOT NULL AND a.status <> 'cancelled')
       ORDER BY ${STAFF_ORDER}`,
  ]);
  return { day, timeZone: ctx.timeZone, vets, appointments };
}
