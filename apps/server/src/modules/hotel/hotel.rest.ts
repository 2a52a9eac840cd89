// REST routes of docs/contract/rest-contract.md (Hotel): the streamed full list, one booking (an addition),
// book (or a walk-in), edit and move, delete, and a dog's check-in (an addition). Same schemas
// and services as tRPC.
import {
  messageEn,
  ZDeleteReasonQuery,
  ZHotelBooking,
  ZHotelBookingAnswer,
  ZHotelBookingInput,
  ZHotelCheckInInput,
  ZHotelOccupancyNight,
  ZHotelUpdateBody,
  ZOccupancyInput,
  ZWaitlistBookBody,
  ZWaitlistEntry,
  ZWaitlistInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { hotelOccupancy } from '../kennels';
import { hotelContext } from './hotel.context';
import { getBooking } from './hotel.reads';
import { allBookingsRestJson } from './hotel.stream';
import { bookWaitlistEntry, createWaitlistEntry, deleteWaitlistEntry, listWaitlist } from './hotel.waitlist';
import { checkInDog, createBooking, deleteBooking, updateBooking } from './hotel.writes';

const tags = ['Hotel'];

export const hotelRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/hotel',
    summary: 'List every booking, newest check-in first (streamed)',
    tags,
    auth: true,
    heavy: true,
    response: { status: 200, description: 'Bookings, newest check-in first', schema: z.array(ZHotelBooking) },
    handler: ({ req, reply, svc, deps }) =>
      streamJsonArray({ req, reply }, allBookingsRestJson(hotelContext(svc, deps)), 'booking'),
  }),
  defineRoute({
    method: 'GET',
    url: '/hotel/:id',
    summary: 'One booking (an addition to the original API)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The booking', schema: ZHotelBooking },
    handler: ({ svc, deps, params }) => getBooking(hotelContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/hotel',
    summary:
      'Book a stay (status booked), or check a walk-in in at once (status checked-in, optional vetCheckIn). ' +
      'Dates are calendar days (YYYY-MM-DD: the start of that business day in APP_TIMEZONE) or ISO 8601 instants; ' +
      'the check-in may not be before today and the check-out must be on a later day. A dog cannot hold two ' +
      'overlapping stays unless one is cancelled (409).',
    tags,
    auth: true,
    body: ZHotelBookingInput,
    response: {
      status: 201,
      description: 'The booking (with `warnings` when vaccinations are missing)',
      schema: ZHotelBookingAnswer,
    },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      { status: 404, description: 'Dog not found, or Kennel not found' },
      {
        status: 409,
        description:
          'The dog already has a booking for these dates, or is already checked in, or a walk-in refused for missing vaccinations (block mode, no manager override). ' +
          'Issue 24: Kennel not free for these nights (the kennel’s capacity), This kennel is not active, No kennel free for these nights (all active kennels full; a manager may override with a reason).',
      },
    ],
    handler: ({ svc, deps, body }) => createBooking(hotelContext(svc, deps), body),
  }),
  defineRoute({
    method: 'POST',
    url: '/hotel/check-in',
    summary:
      "Check a dog in on its booked booking (an addition): `booking`, or the stay covering today, else the dog's " +
      'nearest upcoming one; with the arrival health check (vetCheckIn). 409 "No existing booking found for this dog".',
    tags,
    auth: true,
    body: ZHotelCheckInInput,
    response: {
      status: 200,
      description: 'The checked-in booking (with `warnings` in warn mode)',
      schema: ZHotelBookingAnswer,
    },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      { status: 404, description: 'Dog not found, or Kennel not found' },
      {
        status: 409,
        description:
          'No existing booking found for this dog, the dog is already checked in, or vaccinations missing or expired (block mode, no manager override). ' +
          'Issue 24: Kennel not free for these nights (the kennel’s capacity), This kennel is not active, No kennel free for these nights (all active kennels full; a manager may override with a reason).',
      },
    ],
    handler: ({ svc, deps, body }) => checkInDog(hotelContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/hotel/:id',
    summary:
      'Edit a booking (only while booked or checked-in) and move its status (booked → checked-in with vetCheckIn, ' +
      'checked-in → checked-out with vetCheckOut, booked → cancelled); 409 otherwise. Absent fields keep their value.',
    tags,
    auth: true,
    params: ZIdParams,
    body: ZHotelUpdateBody,
    response: { status: 200, description: 'The booking', schema: ZHotelBookingAnswer },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      {
        status: 409,
        description:
          'Not allowed in the booking’s status, a status move not allowed, the dates overlap another stay, or a check-in refused for missing vaccinations (block mode, no manager override). ' +
          'Issue 24: Kennel not free for these nights (the kennel’s capacity), This kennel is not active, No kennel free for these nights (all active kennels full; a manager may override with a reason).',
      },
    ],
    handler: ({ svc, deps, params, body }) =>
      updateBooking(hotelContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/hotel/:id',
    summary: 'Delete a booked or cancelled booking (409 for a booking checked in or out)',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [{ status: 409, description: 'Only a booked or cancelled booking can be deleted' }],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteBooking(hotelContext(svc, deps), params.id, query.reason);
      return { message: messageEn('hotel.deleted'), id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/hotel/occupancy',
    summary:
      'Each night from ?from= to ?to= (included): dogs booked or checked in, the active kennels’ places ' +
      '(null without kennels) and free places (never below 0)',
    tags,
    auth: true,
    query: ZOccupancyInput,
    response: { status: 200, description: 'One entry per night', schema: z.array(ZHotelOccupancyNight) },
    handler: ({ svc, deps, query }) => hotelOccupancy(hotelContext(svc, deps), query),
  }),
  defineRoute({
    method: 'GET',
    url: '/hotel/waitlist',
    summary: 'The waitlist: stays that did not fit, leaving from today on, each with whether it fits now',
    tags,
    auth: true,
    response: {
      status: 200,
      description: 'Entries, soonest check-in first',
      schema: z.array(ZWaitlistEntry),
    },
    handler: ({ svc, deps }) => listWaitlist(hotelContext(svc, deps)),
  }),
  defineRoute({
    method: 'POST',
    url: '/hotel/waitlist',
    summary: 'Put a stay on the waitlist: dog, checkIn, checkOut (calendar days), notes',
    tags,
    auth: true,
    body: ZWaitlistInput,
    response: { status: 201, description: 'The entry', schema: ZWaitlistEntry },
    errors: [{ status: 404, description: 'Dog not found' }],
    handler: ({ svc, deps, body }) => createWaitlistEntry(hotelContext(svc, deps), body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/hotel/waitlist/:id',
    summary: 'Remove a waitlist entry (optional ?reason=)',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [{ status: 404, description: 'Waitlist entry not found' }],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteWaitlistEntry(hotelContext(svc, deps), params.id, query.reason);
      return { message: messageEn('waitlist.entryDeleted'), id };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/hotel/waitlist/:id/book',
    summary:
      'Turn a waitlist entry into a booking (optional kennel; a manager’s override: { reason } when the hotel ' +
      'is full); the entry is removed',
    tags,
    auth: true,
    params: ZIdParams,
    body: ZWaitlistBookBody,
    response: { status: 201, description: 'The booking', schema: ZHotelBookingAnswer },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      { status: 404, description: 'Waitlist entry not found' },
      { status: 409, description: 'No kennel free for these nights, or Kennel not free for these nights' },
    ],
    handler: ({ svc, deps, params, body }) =>
      bookWaitlistEntry(hotelContext(svc, deps), { ...body, id: params.id }),
  }),
];
