// The grooming salon's part of the Today board (docs/domains/dashboard.md): today's book (not cancelled), the
// first few in full and how many, and how many are still to do. What a list shows and what is
// still to do are the domain's rules (isShownOnBoard, isStillToDo), applied to every booking of
// the day; only the first `cap` are read whole (with their owners).
import {
  addDays,
  dayStartInstant,
  isShownOnBoard,
  isStillToDo,
  type TGroomingBooking,
  type TGroomingStatus,
} from '@pawdesk/domain';
import { Prisma } from '../../db/prisma';
import { type GroomingContext, todayOf } from './grooming.context';
import { EARLIEST_FIRST, selectBookings } from './grooming.dto';

export interface GroomingBoard {
  /** Not cancelled, earliest first; the first `cap`. */
  today: TGroomingBooking[];
  todayCount: number;
  /** Scheduled or in progress. */
  stillToDo: number;
  /** The dogs of the bookings still to do today (uncapped), for the board's vaccination check. */
  dogsToday: { dogId: string; dogName: string }[];
}

/**
 * Two statements at once, both a range of grooming_bookings_appointment_idx over today: every
 * booking's status, and the first `cap` not cancelled in full.
 */
export async function groomingBoard(ctx: GroomingContext, cap: number): Promise<GroomingBoard> {
  const today = todayOf(ctx);
  const range = Prisma.sql`b.appointment_date >= ${dayStartInstant(ctx.timeZone, today)}
                       AND b.appointment_date < ${dayStartInstant(ctx.timeZone, addDays(today, 1))}`;
  const [statuses, first] = await Promise.all([
    ctx.prisma.$queryRaw<{ status: TGroomingStatus; dogId: string; dogName: string }[]>`
      SELECT b.status::text AS status, b.dog_id::text AS "dogId", d.name AS "dogName"
        FROM grooming_bookings b JOIN dogs d ON d.id = b.dog_id WHERE ${range}`,
    // isShownOnBoard in SQL, so only the shown ones are read whole.
    selectBookings(ctx.prisma, today, Prisma.sql`${range} AND b.status <> 'cancelled'::"AppointmentStatus"`, {
      order: EARLIEST_FIRST,
      limit: cap,
    }),
  ]);
  return {
    today: first,
    todayCount: statuses.filter((row) => isShownOnBoard(row.status)).length,
    stillToDo: statuses.filter((row) => isStillToDo(row.status)).length,
    dogsToday: [
      ...new Map(
        statuses.filter((row) => isStillToDo(row.status)).map((row) => [row.dogId, row.dogName] as const),
      ),
    ].map(([dogId, dogName]) => ({ dogId, dogName })),
  };
}
