import {
  ZAuditReason,
  ZCheckInInput,
  ZCheckInOption,
  ZCheckInOptionsInput,
  ZCheckOutInput,
  ZDaycareCheckIn,
  ZDaycareDogIdInput,
  ZDaycareIdInput,
  ZDaycareOccupancyDay,
  ZDaycareOverview,
  ZDaycarePackage,
  ZDaycareVisit,
  ZOccupancyInput,
  ZPackageListInput,
  ZPackagePage,
  ZPackagePurchaseInput,
  ZPackageUpdateInput,
  ZUndoCheckOutInput,
  ZVisitListInput,
  ZVisitPage,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import { validatedOnce } from '../../lib/validate-once';
import type { Context } from '../../trpc/context';
import { protectedProcedure, router } from '../../trpc/trpc';
import { daycareOccupancy } from './daycare.capacity';
import { daycareContext, todayOf } from './daycare.context';
import { checkInOptions, daycareOverview } from './daycare.overview';
import {
  deletePackage,
  listDogPackages,
  listPackages,
  purchasePackage,
  updatePackage,
} from './packages.service';
import {
  checkIn,
  checkOut,
  deleteVisit,
  getVisit,
  listTodayVisits,
  listVisits,
  undoCheckOut,
} from './visits.service';

const daycare = (ctx: Context & { svc: ServiceContext }) => daycareContext(ctx.svc, ctx.deps);
const ZDeletedId = z.object({ id: z.string() });

export const daycareRouter = router({
  /** The Overview tab: counts of today, dogs here now, activity, package usage, reminders. */
  overview: protectedProcedure
    // Kept a moment per business day and shared (lib/overview-cache.ts); a kept answer is checked once.
    .output(validatedOnce(ZDaycareOverview))
    .query(({ ctx }) => {
      const d = daycare(ctx);
      return ctx.deps.overviews.daycare.get(todayOf(d), () => daycareOverview(d));
    }),
  /** The check-in picker: dogs not here now matching the search (never the whole list). */
  checkInOptions: protectedProcedure
    .input(ZCheckInOptionsInput.prefault({}))
    .output(z.array(ZCheckInOption))
    .query(({ ctx, input }) => checkInOptions(daycare(ctx), input)),
  packages: router({
    /** /daycare/packages and /daycare/packages/active: search, 8 sorts, pages of 12. */
    list: protectedProcedure
      .input(ZPackageListInput.prefault({}))
      .output(ZPackagePage)
      .query(({ ctx, input }) => listPackages(daycare(ctx), input)),
    byDog: protectedProcedure
      .input(ZDaycareDogIdInput)
      .output(z.array(ZDaycarePackage))
      .query(({ ctx, input }) => listDogPackages(daycare(ctx), input.dogId)),
    purchase: protectedProcedure
      .input(ZPackagePurchaseInput)
      .output(ZDaycarePackage)
      .mutation(({ ctx, input }) => purchasePackage(daycare(ctx), input)),
    update: protectedProcedure
      .input(ZPackageUpdateInput)
      .output(ZDaycarePackage)
      .mutation(({ ctx, input }) => updatePackage(daycare(ctx), input)),
    delete: protectedProcedure
      .input(ZDaycareIdInput.extend({ reason: ZAuditReason }))
      .output(ZDeletedId)
      .mutation(({ ctx, input }) => deletePackage(daycare(ctx), input.id, input.reason)),
  }),
  visits: router({
    /** All Visits: search by dog, breed or owner; status and day filters; newest first; paged. */
    list: protectedProcedure
      .input(ZVisitListInput.prefault({}))
      .output(ZVisitPage)
      .query(({ ctx, input }) => listVisits(daycare(ctx), input)),
    /** Today's visits: the logs page and the check-out select. */
    today: protectedProcedure
      .output(z.array(ZDaycareVisit))
      .query(({ ctx }) => listTodayVisits(daycare(ctx))),
    byId: protectedProcedure
      .input(ZDaycareIdInput)
      .output(ZDaycareVisit)
      .query(({ ctx, input }) => getVisit(daycare(ctx), input.id)),
    checkIn: protectedProcedure
      .input(ZCheckInInput)
      .output(ZDaycareCheckIn)
      .mutation(({ ctx, input }) => checkIn(daycare(ctx), input)),
    checkOut: protectedProcedure
      .input(ZCheckOutInput)
      .output(ZDaycareVisit)
      .mutation(({ ctx, input }) => checkOut(daycare(ctx), input)),
    /** The message's Undo of a check-out: the visit is active again (within a minute, by whoever checked it out). */
    undoCheckOut: protectedProcedure
      .input(ZUndoCheckOutInput)
      .output(ZDaycareVisit)
      .mutation(({ ctx, input }) => undoCheckOut(daycare(ctx), input)),
    delete: protectedProcedure
      .input(ZDaycareIdInput.extend({ reason: ZAuditReason }))
      .output(ZDeletedId)
      .mutation(({ ctx, input }) => deleteVisit(daycare(ctx), input.id, input.reason)),
  }),
  /** Issue 24: each day's dogs (visits, expected ones included) against the daycare's capacity. */
  occupancy: protectedProcedure
    .input(ZOccupancyInput)
    .output(z.array(ZDaycareOccupancyDay))
    .query(({ ctx, input }) => daycareOccupancy(daycare(ctx), input)),
});
