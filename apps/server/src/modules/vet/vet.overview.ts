// The vet's part of "today", for the page header and the dashboard (a later issue asks each
// service for its part; spec sections 2 and 9): today's appointments (time shown) and the
// upcoming ones after today up to 7 days from now, earliest first, cancelled ones left out, each
// capped with its full count. Plain functions, so the dashboard can call them; `vet.overview` is
// the tRPC query the web invalidates.
import {
  addDays,
  dayStartInstant,
  dayWindow,
  type TVetAppointment,
  type TVetOverview,
  type TVetOverviewInput,
  VET_UPCOMING_DAYS,
  ZVetOverviewInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { selectAppointments } from './appointment-dto';
import { todayOf, type VetContext } from './vet.context';

const DAY_MS = 86_400_000;
const NOT_CANCELLED = Prisma.sql`a.status <> 'cancelled'::"AppointmentStatus"`;

interface Window {
  from: Date;
  to: Date;
}

async function inWindow(
  ctx: VetContext,
  window: Window,
  limit: number,
): Promise<{ items: TVetAppointment[]; count: number; waiting: number }> {
  const where = Prisma.sql`a.appointment_date >= ${window.from} AND a.appointment_date < ${window.to} AND ${NOT_CANCELLED}`;
  const [items, counts] = await Promise.all([
    selectAppointments(ctx.prisma, ctx.timeZone, where, { limit }),
    ctx.prisma.$queryRaw<{ count: number; waiting: number }[]>`
      SELECT count(*)::int AS count,
             count(*) FILTER (WHERE a.status IN ('scheduled', 'in-progress'))::int AS waiting
        FROM vet_appointments a WHERE ${where}`,
  ]);
  return { items, count: counts[0]?.count ?? 0, waiting: counts[0]?.waiting ?? 0 };
}

/** Today's appointments in APP_TIMEZONE, earliest first (at most `limit`), and how many there are. */
export async function vetToday(ctx: VetContext, limit: number) {
  const { start, end } = dayWindow(ctx.timeZone, todayOf(ctx));
  return inWindow(ctx, { from: start, to: end }, limit);
}

/** Appointments after today up to 7 days from now, earliest first (at most `limit`), and how many. */
export async function vetUpcoming(ctx: VetContext, limit: number) {
  const tomorrow = addDays(todayOf(ctx), 1);
  return inWindow(
    ctx,
    {
      from: dayStartInstant(ctx.timeZone, tomorrow),
      to: new Date(ctx.now().getTime() + VET_UPCOMING_DAYS * DAY_MS + 1),
    },
    limit,
  );
}

export async function vetOverview(ctx: VetContext, raw: TVetOverviewInput = {}): Promise<TVetOverview> {
  const { limit } = ZVetOverviewInput.parse(raw);
  const [today, upcoming] = await Promise.all([vetToday(ctx, limit), vetUpcoming(ctx, limit)]);
  return {
    date: todayOf(ctx),
    today: today.items,
    todayCount: today.count,
    upcoming: upcoming.items,
    upcomingCount: upcoming.count,
    waitingToday: today.waiting,
  };
}
