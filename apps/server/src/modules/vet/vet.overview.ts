// The vet's part of "today", for the page header and the dashboard (a later issue asks each
// service for its part; docs/spec/product-spec.md §§2 and 9): today's appointments (time shown) and the
// upcoming ones after today up to 7 days from now, earliest first, cancelled ones left out, each
// capped with its full count, and the follow-ups due this week the dashboard's to-do counts. The
// windows are the domain's (dashboard.rules.ts). Plain functions, so the dashboard can call them;
// `vet.overview` is the tRPC query the web invalidates.
import {
  APPOINTMENT_STATUSES,
  dashboardWindows,
  followUpDayOfInstant,
  followUpInstants,
  isFollowUpDue,
  isShownOnBoard,
  isStillToDo,
  type TAppointmentStatus,
  type TInstantWindow,
  type TVetAppointment,
  type TVetOverview,
  type TVetOverviewInput,
  ZVetOverviewInput,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { todayOf, type VetContext } from './vet.context';
import { selectAppointments } from './vet.dto';

/** The statuses a rule of the domain accepts, as a literal SQL list (constants the planner sees). */
const statusesWhere = (rule: (status: TAppointmentStatus) => boolean) =>
  Prisma.raw(
    APPOINTMENT_STATUSES.filter(rule)
      .map((status) => `'${status}'`)
      .join(', '),
  );
/** isShownOnBoard (everything but cancelled), written as the statuses it leaves out. */
const SHOWN = Prisma.sql`a.status NOT IN (${statusesWhere((status) => !isShownOnBoard(status))})`;
/** isStillToDo: scheduled or in progress. */
const STILL_TO_DO = Prisma.sql`a.status IN (${statusesWhere(isStillToDo)})`;

async function inWindow(
  ctx: VetContext,
  window: TInstantWindow,
  limit: number,
): Promise<{ items: TVetAppointment[]; count: number; waiting: number }> {
  const where = Prisma.sql`a.appointment_date >= ${window.from} AND a.appointment_date < ${window.to} AND ${SHOWN}`;
  const [items, counts] = await Promise.all([
    selectAppointments(ctx.prisma, ctx.timeZone, where, { limit }),
    ctx.prisma.$queryRaw<{ count: number; waiting: number }[]>`
      SELECT count(*)::int AS count,
             count(*) FILTER (WHERE ${STILL_TO_DO})::int AS waiting
        FROM vet_appointments a WHERE ${where}`,
  ]);
  return { items, count: counts[0]?.count ?? 0, waiting: counts[0]?.waiting ?? 0 };
}

/** The board's windows at the context's clock (the domain's, shared with the dashboard). */
const windowsOf = (ctx: VetContext) => dashboardWindows(ctx.now(), ctx.timeZone);

/** Today's appointments in APP_TIMEZONE, earliest first (at most `limit`), and how many there are. */
export async function vetToday(ctx: VetContext, limit: number) {
  return inWindow(ctx, windowsOf(ctx).todayWindow, limit);
}

/** Appointments after today up to 7 days from now, earliest first (at most `limit`), and how many. */
export async function vetUpcoming(ctx: VetContext, limit: number) {
  return inWindow(ctx, windowsOf(ctx).vetUpcoming, limit);
}

/**
 * How many follow-ups are due this week and not booked yet (the dashboard's to-do): the
 * appointments whose follow-up day is today or one of the next 6 (the partial index on
 * follow-up dates), each with whether its dog has been booked again since; isFollowUpDue decides.
 */
export async function vetFollowUpsDue(ctx: VetContext): Promise<number> {
  const windows = windowsOf(ctx);
  const { from, to } = followUpInstants(windows, ctx.timeZone);
  const rows = await ctx.prisma.$queryRaw<
    { followUpDate: Date; status: TAppointmentStatus; rebooked: boolean }[]
  >`
    SELECT a.follow_up_date AS "followUpDate", a.status::text AS status,
           EXISTS (SELECT 1 FROM vet_appointments n
                    WHERE n.dog_id = a.dog_id AND n.appointment_date > a.appointment_date
                      AND n.status <> 'cancelled'::"AppointmentStatus") AS rebooked
      FROM vet_appointments a
     WHERE a.follow_up_required AND a.follow_up_date >= ${from} AND a.follow_up_date < ${to}`;
  return rows.filter((row) =>
    isFollowUpDue(
      {
        followUpRequired: true,
        followUpDay: followUpDayOfInstant(row.followUpDate, ctx.timeZone),
        status: row.status,
        rebooked: row.rebooked,
      },
      windows,
    ),
  ).length;
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
