// REST routes of rest-contract.md (Daycare visits): the streamed full list, today's visits, one
// visit (an addition), check-in, check-out and delete. Same schemas and services as tRPC.
import { messageEn, ZCheckInInput, ZCheckOutBody, ZDaycareVisit } from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { daycareContext } from './daycare.context';
import {
  allVisitsRestJson,
  checkIn,
  checkOut,
  deleteVisit,
  getVisit,
  listTodayVisits,
} from './visits.service';

const tags = ['Daycare visits'];

export const daycareVisitsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/daycare/visits',
    summary: 'List every visit, newest first (streamed)',
    tags,
    auth: true,
    response: {
      status: 200,
      description: 'Visits, newest day first (within a day: pending, then the latest check-in first)',
      schema: z.array(ZDaycareVisit),
    },
    handler: ({ req, reply, svc, deps }) =>
      streamJsonArray({ req, reply }, allVisitsRestJson(daycareContext(svc, deps)), 'visit'),
  }),
  defineRoute({
    method: 'GET',
    url: '/daycare/visits/today',
    summary: "Today's visits (the business day in APP_TIMEZONE), earliest check-in first, pending last",
    tags,
    auth: true,
    response: { status: 200, description: "Today's visits", schema: z.array(ZDaycareVisit) },
    handler: ({ svc, deps }) => listTodayVisits(daycareContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/daycare/visits/:id',
    summary: 'One visit (an addition to the original API)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The visit', schema: ZDaycareVisit },
    handler: ({ svc, deps, params }) => getVisit(daycareContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/daycare/visits',
    summary:
      'Check a dog in (time defaults to now, date to today), or register a pending visit with `checkInTime: null`. Takes one day from the usable package that expires first (none on a second visit the same day); a pending visit of that day becomes the check-in.',
    tags,
    auth: true,
    body: ZCheckInInput,
    response: { status: 201, description: 'The visit', schema: ZDaycareVisit },
    errors: [
      { status: 404, description: 'Dog not found' },
      { status: 409, description: 'Dog is already checked in' },
    ],
    handler: ({ svc, deps, body }) => checkIn(daycareContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/daycare/visits/:id',
    summary:
      'Check a dog out (time defaults to now and cannot be before the check-in); notes, when given, replace the visit notes',
    tags,
    auth: true,
    params: ZIdParams,
    body: ZCheckOutBody,
    response: { status: 200, description: 'The completed visit', schema: ZDaycareVisit },
    errors: [{ status: 409, description: 'Only a dog that is checked in can be checked out' }],
    handler: ({ svc, deps, params, body }) => checkOut(daycareContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/daycare/visits/:id',
    summary:
      'Delete a pending or completed visit; the package day it took is given back unless another visit of that dog on that day holds it',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [{ status: 409, description: 'A visit in progress cannot be deleted' }],
    handler: async ({ svc, deps, params }) => {
      const { id } = await deleteVisit(daycareContext(svc, deps), params.id);
      return { message: messageEn('daycare.visitDeleted'), id };
    },
  }),
];
