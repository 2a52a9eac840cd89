// tRPC procedures of the hotel (docs/spec/product-spec.md §§2–5; docs/contract/rest-contract.md Hotel). Thin: each parses
// with the domain's schema, calls the same service function as the REST route, and answers.
// Every logged-in user may use them (docs/spec/product-spec.md §6: no section is limited to a role).
import {
  ZAuditReason,
  ZDogOption,
  ZDogOptionsInput,
  ZGridStay,
  ZHotelBooking,
  ZHotelBookingAnswer,
  ZHotelBookingInput,
  ZHotelBookingPage,
  ZHotelCheckInInput,
  ZHotelCheckInOption,
  ZHotelCheckInOptionsInput,
  ZHotelCheckOutInput,
  ZHotelIdInput,
  ZHotelListInput,
  ZHotelMonthsInput,
  ZHotelMonthsPage,
  ZHotelOccupancyNight,
  ZHotelOverview,
  ZHotelUpdateInput,
  ZKennelGrid,
  ZKennelGridInput,
  ZNightInput,
  ZOccupancyInput,
  ZWaitlistBookInput,
  ZWaitlistEntry,
  ZWaitlistIdInput,
  ZWaitlistInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import { validatedOnce } from '../../lib/validate-once';
import type { Context } from '../../trpc/context';
import { protectedProcedure, router } from '../../trpc/trpc';
import { hotelOccupancy, kennelGrid, nightStays } from '../kennels';
import { hotelContext, hotelToday } from './hotel.context';
import { hotelDogOptions } from './hotel.options';
import { hotelCheckInOptions, hotelOverview } from './hotel.overview';
import { getBooking, listBookings, listMonths } from './hotel.reads';
import { bookWaitlistEntry, createWaitlistEntry, deleteWaitlistEntry, listWaitlist } from './hotel.waitlist';
import { checkInDog, checkOutBooking, createBooking, deleteBooking, updateBooking } from './hotel.writes';

const hotel = (ctx: Context & { svc: ServiceContext }) => hotelContext(ctx.svc, ctx.deps);
const ZDeletedId = z.object({ id: z.string() });

export const hotelRouter = router({
  /** The Overview: three figures, guests here, today's arrivals and departures, the next 4 days. */
  overview: protectedProcedure
    // Kept a moment per business day and shared (lib/overview-cache.ts); a kept answer is checked once.
    .output(validatedOnce(ZHotelOverview))
    .query(({ ctx }) => {
      const h = hotel(ctx);
      return ctx.deps.overviews.hotel.get(hotelToday(h), () => hotelOverview(h));
    }),
  /** The list variant: filters all / current / upcoming / past, five sorts both ways, 8 a page. */
  list: protectedProcedure
    .input(ZHotelListInput.prefault({}))
    .output(ZHotelBookingPage)
    .query(({ ctx, input }) => listBookings(hotel(ctx), input)),
  /** All Bookings: a month (or all months) of a year, search, status; grouped by month, paged. */
  months: protectedProcedure
    .input(ZHotelMonthsInput)
    .output(ZHotelMonthsPage)
    .query(({ ctx, input }) => listMonths(hotel(ctx), input)),
  /** The Check In picker: dogs with a booked booking to check in, matching the search. */
  checkInOptions: protectedProcedure
    .input(ZHotelCheckInOptionsInput.prefault({}))
    .output(z.array(ZHotelCheckInOption))
    .query(({ ctx, input }) => hotelCheckInOptions(hotel(ctx), input)),
  /** The New Booking picker: the dogs with a booked stay to check in today first, then by name. */
  dogOptions: protectedProcedure
    .input(ZDogOptionsInput.prefault({}))
    .output(z.array(ZDogOption))
    .query(({ ctx, input }) => hotelDogOptions(hotel(ctx), input)),
  byId: protectedProcedure
    .input(ZHotelIdInput)
    .output(ZHotelBooking)
    .query(({ ctx, input }) => getBooking(hotel(ctx), input.id)),
  /** A new booking, or a walk-in (status checked-in) with its arrival health check. */
  create: protectedProcedure
    .input(ZHotelBookingInput)
    .output(ZHotelBookingAnswer)
    .mutation(({ ctx, input }) => createBooking(hotel(ctx), input)),
  /** Edit (booked or checked-in) and status moves (booked → checked-in | cancelled, checked-in → checked-out). */
  update: protectedProcedure
    .input(ZHotelUpdateInput)
    .output(ZHotelBookingAnswer)
    .mutation(({ ctx, input }) => updateBooking(hotel(ctx), input)),
  /** Checks a dog in on its booked booking, with the arrival health check. */
  checkIn: protectedProcedure
    .input(ZHotelCheckInInput)
    .output(ZHotelBookingAnswer)
    .mutation(({ ctx, input }) => checkInDog(hotel(ctx), input)),
  /** Checks a checked-in booking out, with the departure health check. */
  checkOut: protectedProcedure
    .input(ZHotelCheckOutInput)
    .output(ZHotelBooking)
    .mutation(({ ctx, input }) => checkOutBooking(hotel(ctx), input)),
  /** Booked or cancelled bookings only. */
  delete: protectedProcedure
    .input(ZHotelIdInput.extend({ reason: ZAuditReason }))
    .output(ZDeletedId)
    .mutation(({ ctx, input }) => deleteBooking(hotel(ctx), input.id, input.reason)),
  /** Issue 24: each night's dogs against the active kennels' places (the occupancy calendar). */
  occupancy: protectedProcedure
    .input(ZOccupancyInput)
    .output(z.array(ZHotelOccupancyNight))
    .query(({ ctx, input }) => hotelOccupancy(hotel(ctx), input)),
  /** Issue 24: kennels × nights with the stays as bars (at most 62 nights). */
  kennelGrid: protectedProcedure
    .input(ZKennelGridInput)
    .output(ZKennelGrid)
    .query(({ ctx, input }) => kennelGrid(hotel(ctx), input)),
  /** Issue 24: who is in on one night (a click on the calendar). */
  nightStays: protectedProcedure
    .input(ZNightInput)
    .output(z.array(ZGridStay))
    .query(({ ctx, input }) => nightStays(hotel(ctx), input.date)),
  /** Issue 24: stays that did not fit, each with whether it fits now; Book turns one into a booking. */
  waitlist: router({
    list: protectedProcedure.output(z.array(ZWaitlistEntry)).query(({ ctx }) => listWaitlist(hotel(ctx))),
    create: protectedProcedure
      .input(ZWaitlistInput)
      .output(ZWaitlistEntry)
      .mutation(({ ctx, input }) => createWaitlistEntry(hotel(ctx), input)),
    delete: protectedProcedure
      .input(ZWaitlistIdInput.extend({ reason: ZAuditReason }))
      .output(ZDeletedId)
      .mutation(({ ctx, input }) => deleteWaitlistEntry(hotel(ctx), input.id, input.reason)),
    book: protectedProcedure
      .input(ZWaitlistBookInput)
      .output(ZHotelBookingAnswer)
      .mutation(({ ctx, input }) => bookWaitlistEntry(hotel(ctx), input)),
  }),
});
