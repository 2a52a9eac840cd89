// tRPC procedures of the grooming salon (the web app's API): the Overview, All Bookings, the day
// view, the pickers, and the writes. Thin: the same schemas and services as the REST routes.
import {
  ZAuditReason,
  ZGroomerOption,
  ZGroomingBooking,
  ZGroomingBookingAnswer,
  ZGroomingBookingInput,
  ZGroomingDay,
  ZGroomingDayInput,
  ZGroomingDogIdInput,
  ZGroomingDogOption,
  ZGroomingDogOptionsInput,
  ZGroomingIdInput,
  ZGroomingListInput,
  ZGroomingOverview,
  ZGroomingPage,
  ZGroomingStatusInput,
  ZGroomingUndoInput,
  ZGroomingUpdateInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import { validatedOnce } from '../../lib/validate-once';
import type { Context } from '../../trpc/context';
import { protectedProcedure, router } from '../../trpc/trpc';
import { groomingContext, todayOf } from './grooming.context';
import { groomingOverview } from './grooming.overview';
import {
  getBooking,
  groomingDay,
  groomingDogOptions,
  listBookings,
  listDogBookings,
  listGroomers,
  listTodayBookings,
  listUpcomingBookings,
} from './grooming.reads';
import {
  createBooking,
  deleteBooking,
  setBookingStatus,
  undoBookingStatus,
  updateBooking,
} from './grooming.writes';

const grooming = (ctx: Context & { svc: ServiceContext }) => groomingContext(ctx.svc, ctx.deps);

export const groomingRouter = router({
  /** The Overview tab: figures, today's bookings and the next 4 days', in the business zone. */
  overview: protectedProcedure
    // Kept a moment per business day and shared (lib/overview-cache.ts); a kept answer is checked once.
    .output(validatedOnce(ZGroomingOverview))
    .query(({ ctx }) => {
      const g = grooming(ctx);
      return ctx.deps.overviews.grooming.get(todayOf(g), () => groomingOverview(g));
    }),
  /** All Bookings: search by dog name, owner name or phone; status filter; newest first; paged. */
  list: protectedProcedure
    .input(ZGroomingListInput.prefault({}))
    .output(ZGroomingPage)
    .query(({ ctx, input }) => listBookings(grooming(ctx), input)),
  today: protectedProcedure
    .output(z.array(ZGroomingBooking))
    .query(({ ctx }) => listTodayBookings(grooming(ctx))),
  upcoming: protectedProcedure
    .output(z.array(ZGroomingBooking))
    .query(({ ctx }) => listUpcomingBookings(grooming(ctx))),
  byId: protectedProcedure
    .input(ZGroomingIdInput)
    .output(ZGroomingBooking)
    .query(({ ctx, input }) => getBooking(grooming(ctx), input.id)),
  byDog: protectedProcedure
    .input(ZGroomingDogIdInput)
    .output(z.array(ZGroomingBooking))
    .query(({ ctx, input }) => listDogBookings(grooming(ctx), input.dogId)),
  /** The day view: a day's bookings that hold time and the salon's groomers (a column each). */
  day: protectedProcedure
    .input(ZGroomingDayInput.prefault({}))
    .output(ZGroomingDay)
    .query(({ ctx, input }) => groomingDay(grooming(ctx), input)),
  /** The groomer picker: the users with the groomer role as { id, name } (never a username). */
  groomers: protectedProcedure
    .output(z.array(ZGroomerOption))
    .query(({ ctx }) => listGroomers(grooming(ctx))),
  /** The form's dog picker: matches with the phone, weight, age and owners picking one fills in. */
  dogOptions: protectedProcedure
    .input(ZGroomingDogOptionsInput.prefault({}))
    .output(z.array(ZGroomingDogOption))
    .query(({ ctx, input }) => groomingDogOptions(grooming(ctx), input)),
  create: protectedProcedure
    .input(ZGroomingBookingInput)
    .output(ZGroomingBookingAnswer)
    .mutation(({ ctx, input }) => createBooking(grooming(ctx), input)),
  /** Edit Booking (only while scheduled); may also carry a status. */
  update: protectedProcedure
    .input(ZGroomingUpdateInput)
    .output(ZGroomingBookingAnswer)
    .mutation(({ ctx, input: { id, ...patch } }) => updateBooking(grooming(ctx), id, patch)),
  /** Start, Complete, Cancel. */
  setStatus: protectedProcedure
    .input(ZGroomingStatusInput)
    .output(ZGroomingBookingAnswer)
    .mutation(({ ctx, input }) => setBookingStatus(grooming(ctx), input.id, input.status, input.override)),
  /** The message's Undo of a Start or a Complete, within a minute, by whoever made it. */
  undoStatus: protectedProcedure
    .input(ZGroomingUndoInput)
    .output(ZGroomingBooking)
    .mutation(({ ctx, input }) => undoBookingStatus(grooming(ctx), input)),
  delete: protectedProcedure
    .input(ZGroomingIdInput.extend({ reason: ZAuditReason }))
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteBooking(grooming(ctx), input.id, input.reason)),
});
