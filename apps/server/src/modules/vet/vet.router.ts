// tRPC procedures of the vet module: the Appointments List, one appointment, a dog's, the day's
// part (page header, dashboard), the day agenda and the vet picker, and the writes. Thin: the
// same schemas and services as REST.
import {
  VET_VALIDATION_PREFIX,
  ZAuditReason,
  ZDogOption,
  ZDogOptionsInput,
  ZVetAppointment,
  ZVetAppointmentInput,
  ZVetAppointmentPage,
  ZVetAppointmentUpdate,
  ZVetDay,
  ZVetDayInput,
  ZVetDogIdInput,
  ZVetExamInput,
  ZVetIdInput,
  ZVetListInput,
  ZVetOverview,
  ZVetOverviewInput,
  ZVetStaff,
} from '@pawdesk/domain';
import { TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import { validationError } from '../../errors/validation';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, router } from '../../trpc/trpc';
import { vetContext } from './vet.context';
import { vetDogOptions } from './vet.options';
import { vetOverview } from './vet.overview';
import { getAppointment, listAppointments, listDogAppointments, listVets, vetDay } from './vet.reads';
import { createAppointment, deleteAppointment, updateAppointment } from './vet.writes';

const vet = (ctx: Context & { svc: ServiceContext }) => vetContext(ctx.svc, ctx.deps, ctx.log);
const ZDeletedId = z.object({ id: z.string() });

/**
 * The vet's validation failures read 'Validation failed: ' + the messages on both APIs (spec
 * section 5), the input's own included: this runs around the input parser (it is added before
 * `.input()`). The web does not show this text: it translates each detail's message key.
 */
const vetProcedure = protectedProcedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'BAD_REQUEST' && result.error.cause instanceof ZodError) {
    const domain = validationError(result.error.cause, { prefix: VET_VALIDATION_PREFIX });
    result.error = new TRPCError({ code: 'BAD_REQUEST', message: domain.message, cause: domain });
  }
  return result;
});

export const vetRouter = router({
  /** The Appointments List: search (dog, owner, reason), status filter, days, agenda order, pages. */
  list: vetProcedure
    .input(ZVetListInput.prefault({}))
    .output(ZVetAppointmentPage)
    .query(({ ctx, input }) => listAppointments(vet(ctx), input)),
  byId: vetProcedure
    .input(ZVetIdInput)
    .output(ZVetAppointment)
    .query(({ ctx, input }) => getAppointment(vet(ctx), input.id)),
  byDog: vetProcedure
    .input(ZVetDogIdInput)
    .output(z.array(ZVetAppointment))
    .query(({ ctx, input }) => listDogAppointments(vet(ctx), input.dogId)),
  /** Today's and the coming week's appointments with their counts (page header, dashboard). */
  overview: vetProcedure
    .input(ZVetOverviewInput.prefault({}))
    .output(ZVetOverview)
    .query(({ ctx, input }) => vetOverview(vet(ctx), input)),
  /** The day agenda: a day's appointments that hold time and a column per vet. */
  day: vetProcedure
    .input(ZVetDayInput.prefault({}))
    .output(ZVetDay)
    .query(({ ctx, input }) => vetDay(vet(ctx), input)),
  /** The booking form's vet picker: the users with the vet role, as { id, name }. */
  vets: vetProcedure.output(z.array(ZVetStaff)).query(({ ctx }) => listVets(vet(ctx))),
  /** The booking form's dog picker: the dogs with an appointment today first, then by name. */
  dogOptions: vetProcedure
    .input(ZDogOptionsInput.prefault({}))
    .output(z.array(ZDogOption))
    .query(({ ctx, input }) => vetDogOptions(vet(ctx), input)),
  create: vetProcedure
    .input(ZVetAppointmentInput)
    .output(ZVetAppointment)
    .mutation(({ ctx, input }) => createAppointment(vet(ctx), input)),
  /** A partial update, as PUT /api/vet/appointments/{id}: booking fields, status, exam fields. */
  update: vetProcedure
    .input(ZVetAppointmentUpdate)
    .output(ZVetAppointment)
    .mutation(({ ctx, input: { id, ...patch } }) => updateAppointment(vet(ctx), id, patch)),
  /** The exam form: always an exam save (clinicians only); without a status it completes. */
  saveExam: vetProcedure
    .input(ZVetExamInput)
    .output(ZVetAppointment)
    .mutation(({ ctx, input: { id, ...exam } }) => updateAppointment(vet(ctx), id, exam, { exam: true })),
  delete: vetProcedure
    .input(ZVetIdInput.extend({ reason: ZAuditReason }))
    .output(ZDeletedId)
    .mutation(({ ctx, input }) => deleteAppointment(vet(ctx), input.id, input.reason)),
});
