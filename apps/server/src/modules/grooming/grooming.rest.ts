// REST routes of docs/contract/rest-contract.md (Grooming), exactly: `{ bookings }` and `{ booking }`
// envelopes, plain lists for today and upcoming, a body with only `status` as a status change.
// The same schemas and services as tRPC.
import {
  messageEn,
  type TGroomingBookingAnswer,
  ZDeleteReasonQuery,
  ZGroomingBooking,
  ZGroomingBookingBody,
  ZGroomingUpdateBody,
  ZWarnings,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { groomingContext } from './grooming.context';
import { getBooking, listDogBookings, listTodayBookings, listUpcomingBookings } from './grooming.reads';
import { allBookingsRestJson } from './grooming.stream';
import { createBooking, deleteBooking, updateBooking } from './grooming.writes';

const tags = ['Grooming'];
const ZBookingEnvelope = z.object({ booking: ZGroomingBooking });
/** A write's answer: the booking, and beside it the vaccination warnings when there are any. */
const ZBookingWriteEnvelope = z.object({ booking: ZGroomingBooking, warnings: ZWarnings });
const envelope = ({ warnings, ...booking }: TGroomingBookingAnswer) =>
  warnings ? { booking, warnings } : { booking };
const ZBookingsEnvelope = z.object({ bookings: z.array(ZGroomingBooking) });
const GROOMER_BUSY = { status: 409, description: 'This groomer already has an appointment at that time' };

export const groomingRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/grooming',
    summary: 'Every booking, newest first (streamed)',
    tags,
    auth: true,
    heavy: true,
    response: {
      status: 200,
      description: 'All bookings, the latest appointment first',
      schema: ZBookingsEnvelope,
    },
    handler: ({ req, reply, svc, deps }) =>
      streamJsonArray({ req, reply }, allBookingsRestJson(groomingContext(svc, deps)), 'grooming', {
        envelope: 'bookings',
      }),
  }),
  defineRoute({
    method: 'GET',
    url: '/grooming/today',
    summary: "Today's bookings (the business day in APP_TIMEZONE), every status, earliest first",
    tags,
    auth: true,
    response: { status: 200, description: "Today's bookings", schema: z.array(ZGroomingBooking) },
    handler: ({ svc, deps }) => listTodayBookings(groomingContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/grooming/upcoming',
    summary: 'The bookings of the next 4 days after today (business days), every status, earliest first',
    tags,
    auth: true,
    response: { status: 200, description: 'Upcoming bookings', schema: z.array(ZGroomingBooking) },
    handler: ({ svc, deps }) => listUpcomingBookings(groomingContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/grooming/dog/:id',
    summary: "A dog's bookings, newest first",
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: "The dog's bookings", schema: ZBookingsEnvelope },
    handler: async ({ svc, deps, params }) => ({
      bookings: await listDogBookings(groomingContext(svc, deps), params.id),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/grooming/:id',
    summary: 'One booking (an addition to the original API)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The booking', schema: ZBookingEnvelope },
    handler: async ({ svc, deps, params }) => ({
      booking: await getBooking(groomingContext(svc, deps), params.id),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/grooming',
    summary:
      'Book a grooming appointment (scheduled). `dog` or `dogId`; `appointmentDate` with a zone is that instant, without one the wall-clock time in APP_TIMEZONE. Optional `groomer` / `groomerId` (a user id) and `durationMinutes` (15–480; default from the services and the size).',
    tags,
    auth: true,
    body: ZGroomingBookingBody,
    response: {
      status: 201,
      description: 'The booking (and `warnings` when vaccinations are missing)',
      schema: ZBookingWriteEnvelope,
    },
    errors: [{ status: 404, description: 'Dog not found, or Groomer not found' }, GROOMER_BUSY],
    handler: async ({ svc, deps, body }) => envelope(await createBooking(groomingContext(svc, deps), body)),
  }),
  defineRoute({
    method: 'PUT',
    url: '/grooming/:id',
    summary:
      'Edit a booking (only while scheduled) or, with only `status`, move it: scheduled → in-progress → completed, any but cancelled → cancelled (`completedAt` set on completion). `groomingNotes` may accompany a status change.',
    tags,
    auth: true,
    params: ZIdParams,
    body: ZGroomingUpdateBody,
    response: {
      status: 200,
      description: 'The booking (and `warnings` when vaccinations are missing)',
      schema: ZBookingWriteEnvelope,
    },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      {
        status: 409,
        description:
          'A status move not allowed, an edit of a booking that is not scheduled, the groomer is busy at that time, or a start refused for missing vaccinations (block mode, no manager override)',
      },
    ],
    handler: async ({ svc, deps, params, body }) =>
      envelope(await updateBooking(groomingContext(svc, deps), params.id, body)),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/grooming/:id',
    summary: 'Delete a scheduled or cancelled booking',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [{ status: 409, description: 'Only a scheduled or cancelled booking can be deleted' }],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteBooking(groomingContext(svc, deps), params.id, query.reason);
      return { message: messageEn('grooming.deleted'), id };
    },
  }),
];
