// The grooming Overview tab: today's and the next days' bookings, the counts by status, the
// groomers' day (kept a moment by the app's overview cache, see lib/overview-cache.ts).
import {
  addDays,
  groomingUpcomingDays,
  type TGroomingBooking,
  type TGroomingOverview,
  zonedParts,
} from '@pawdesk/domain';
import { type GroomingContext, todayOf } from './grooming.context';
import { EARLIEST_FIRST, selectBookings } from './grooming.dto';
import { countAllBookings, daysWhere, holdsTime } from './grooming.reads';

/**
 * The Overview: today's bookings and the next 4 days' (two ranges read at once, split by business
 * day), the figures (appointments today and upcoming that are not cancelled, and every booking,
 * counted at the same time).
 */
export async function groomingOverview(ctx: GroomingContext): Promise<TGroomingOverview> {
  const today = todayOf(ctx);
  const days = groomingUpcomingDays(today);
  const end = addDays(days[days.length - 1] ?? today, 1);
  // Two halves of the range on two connections at once (each day's rows are a range of the
  // appointment index): the answer's latency is about half the work.
  const middle = days[1] ?? end;
  const [first, second, total] = await Promise.all([
    selectBookings(ctx.prisma, today, daysWhere(ctx, today, middle), { order: EARLIEST_FIRST }),
    selectBookings(ctx.prisma, today, daysWhere(ctx, middle, end), { order: EARLIEST_FIRST }),
    countAllBookings(ctx),
  ]);
  const bookings = [...first, ...second];
  const byDay = new Map<string, TGroomingBooking[]>([today, ...days].map((day) => [day, []]));
  for (const booking of bookings) {
    byDay.get(zonedParts(new Date(booking.appointmentDate), ctx.timeZone).day)?.push(booking);
  }
  const todayBookings = byDay.get(today) ?? [];
  const upcoming = days.map((day) => ({ day, bookings: byDay.get(day) ?? [] }));
  return {
    today,
    timeZone: ctx.timeZone,
    figures: {
      today: todayBookings.filter(holdsTime).length,
      upcoming: upcoming.reduce((n, d) => n + d.bookings.filter(holdsTime).length, 0),
      total,
    },
    todayBookings,
    upcoming,
  };
}
