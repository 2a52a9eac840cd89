import {
  ZAuditReason,
  ZDog,
  ZDogDetails,
  ZDogIdInput,
  ZDogInput,
  ZDogListInput,
  ZDogMeasurements,
  ZDogOption,
  ZDogOptionsInput,
  ZDogOverview,
  ZDogPage,
  ZDogTimelineInput,
  ZDogUpdateInput,
  ZTimelinePage,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, router } from '../../trpc/trpc';
import { dogsContext } from './dogs.context';
import { getDogDetails } from './dogs.details';
import { dogOptions, dogsOverview, listBreeds, listDogs } from './dogs.reads';
import { dogMeasurements, dogTimeline } from './dogs.timeline';
import { createDog, deleteDog, removeDogPicture, updateDog } from './dogs.writes';

const dogs = (ctx: Context & { svc: ServiceContext }) => dogsContext(ctx.svc, ctx.deps);

// Pictures are uploaded through REST (multipart): POST/PUT /api/dogs or PUT /api/dogs/:id/picture.
export const dogsRouter = router({
  /** All Dogs tab and Overview search: loose search (name, breed, owners), breed filter, by name. */
  list: protectedProcedure
    .input(ZDogListInput.prefault({}))
    .output(ZDogPage)
    .query(({ ctx, input }) => listDogs(dogs(ctx), input)),
  /** The searchable dog picker of the service forms: at most `limit` matches, by name. */
  options: protectedProcedure
    .input(ZDogOptionsInput.prefault({}))
    .output(z.array(ZDogOption))
    .query(({ ctx, input }) => dogOptions(dogs(ctx), input)),
  /** Overview tab figures, computed by SQL aggregates. */
  overview: protectedProcedure.output(ZDogOverview).query(({ ctx }) => dogsOverview(dogs(ctx))),
  /** Distinct breeds for the breed filter, sorted. */
  breeds: protectedProcedure.output(z.array(z.string())).query(({ ctx }) => listBreeds(dogs(ctx))),
  /** The details modal: the dog with owners and its recent history plus totals. */
  byId: protectedProcedure
    .input(ZDogIdInput)
    .output(ZDogDetails)
    .query(({ ctx, input }) => getDogDetails(dogs(ctx), input.id)),
  /**
   * The details modal's Timeline tab: every service's records of the dog and its record changes,
   * newest first, `limit` a page; pass the answer's `nextCursor` back as `cursor` for the next.
   */
  timeline: protectedProcedure
    .input(ZDogTimelineInput)
    .output(ZTimelinePage)
    .query(({ ctx, input }) => dogTimeline(dogs(ctx), input)),
  /** The Timeline tab's chart: weights and temperatures from hotel checks, vet exams and grooming. */
  measurements: protectedProcedure
    .input(ZDogIdInput)
    .output(ZDogMeasurements)
    .query(({ ctx, input }) => dogMeasurements(dogs(ctx), input.id)),
  create: protectedProcedure
    .input(ZDogInput)
    .output(ZDog)
    .mutation(({ ctx, input }) => createDog(dogs(ctx), input)),
  update: protectedProcedure
    .input(ZDogUpdateInput)
    .output(ZDog)
    .mutation(({ ctx, input }) => updateDog(dogs(ctx), input)),
  delete: protectedProcedure
    .input(ZDogIdInput.extend({ reason: ZAuditReason }))
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteDog(dogs(ctx), input.id, input.reason)),
  removePicture: protectedProcedure
    .input(ZDogIdInput)
    .output(ZDog)
    .mutation(({ ctx, input }) => removeDogPicture(dogs(ctx), input.id)),
});
