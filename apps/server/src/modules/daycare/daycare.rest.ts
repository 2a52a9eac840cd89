// REST routes of docs/contract/rest-contract.md (Daycare packages, Daycare visits): the packages,
// the streamed full list of visits, today's visits, one visit (an addition), check-in, check-out
// and delete. The same schemas and services as tRPC.
import {
  messageEn,
  ZCheckInInput,
  ZCheckOutBody,
  ZDaycareCheckIn,
  ZDaycareOccupancyDay,
  ZDaycarePackage,
  ZDaycareVisit,
  ZDeleteReasonQuery,
  ZOccupancyInput,
  ZPackageEditInput,
  ZPackagePurchaseInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { streamJsonArray } from '../../rest/stream-json';
import { daycareOccupancy } from './daycare.capacity';
import { daycareContext } from './daycare.context';
import { allVisitsRestJson } from './daycare.stream';
import {
  deletePackage,
  listActivePackages,
  listDogPackages,
  purchasePackage,
  updatePackage,
} from './packages.service';
import { checkIn, checkOut, deleteVisit, getVisit, listTodayVisits } from './visits.service';

const packageTags = ['Daycare packages'];

/** A malformed dog id names no dog: a 404, like an unknown one. */
const ZDogIdParams = z.object({ dogId: z.string() });

const packageRoutes = [
  defineRoute({
    method: 'GET',
    url: '/daycare/packages/active',
    summary: 'Every package whose expiry is still ahead',
    tags: packageTags,
    auth: true,
    response: {
      status: 200,
      description: 'Packages not yet expired (whatever their days left), sorted by dog name, then id',
      schema: z.array(ZDaycarePackage),
    },
    handler: ({ svc, deps }) => listActivePackages(daycareContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/daycare/packages/dog/:dogId',
    summary: "A dog's packages",
    tags: packageTags,
    auth: true,
    params: ZDogIdParams,
    response: {
      status: 200,
      description: "All of the dog's packages, expired ones included, newest purchase first",
      schema: z.array(ZDaycarePackage),
    },
    errors: [{ status: 404, description: 'Dog not found' }],
    handler: ({ svc, deps, params }) => listDogPackages(daycareContext(svc, deps), params.dogId),
  }),
  defineRoute({
    method: 'POST',
    url: '/daycare/packages',
    summary: 'Sell a package (1, 15 or 30 days, valid 30, 60 or 90 days from now)',
    tags: packageTags,
    auth: true,
    body: ZPackagePurchaseInput,
    response: { status: 201, description: 'Purchased', schema: ZDaycarePackage },
    errors: [{ status: 404, description: 'Dog not found' }],
    handler: ({ svc, deps, body }) => purchasePackage(daycareContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/daycare/packages/:id',
    summary: 'Change the type and days left (a changed type recomputes the expiry from the purchase)',
    tags: packageTags,
    auth: true,
    params: ZIdParams,
    body: ZPackageEditInput,
    response: { status: 200, description: 'Updated', schema: ZDaycarePackage },
    errors: [404],
    handler: ({ svc, deps, params, body }) =>
      updatePackage(daycareContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/daycare/packages/:id',
    summary: 'Delete a package (visits that used it stay, with no package)',
    tags: packageTags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [404],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deletePackage(daycareContext(svc, deps), params.id, query.reason);
      return { message: messageEn('daycare.packageDeleted'), id };
    },
  }),
];

const visitTags = ['Daycare visits'];

const visitRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/daycare/visits',
    summary: 'List every visit, newest first (streamed)',
    tags: visitTags,
    auth: true,
    heavy: true,
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
    tags: visitTags,
    auth: true,
    response: { status: 200, description: "Today's visits", schema: z.array(ZDaycareVisit) },
    handler: ({ svc, deps }) => listTodayVisits(daycareContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/daycare/visits/:id',
    summary: 'One visit (an addition to the original API)',
    tags: visitTags,
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
    tags: visitTags,
    auth: true,
    body: ZCheckInInput,
    response: {
      status: 201,
      description: 'The visit (with `warnings` when the dog lacks vaccinations the rule asks for)',
      schema: ZDaycareCheckIn,
    },
    errors: [
      { status: 403, description: 'An override sent by someone who is not a manager' },
      { status: 404, description: 'Dog not found' },
      {
        status: 409,
        description:
          'Dog is already checked in, or vaccinations missing or expired in block mode (no manager override)',
      },
    ],
    handler: ({ svc, deps, body }) => checkIn(daycareContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/daycare/visits/:id',
    summary:
      'Check a dog out (time defaults to now and cannot be before the check-in); notes, when given, replace the visit notes',
    tags: visitTags,
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
    tags: visitTags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [{ status: 409, description: 'A visit in progress cannot be deleted' }],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteVisit(daycareContext(svc, deps), params.id, query.reason);
      return { message: messageEn('daycare.visitDeleted'), id };
    },
  }),
];

/** The daycare's occupancy against its capacity (issue 24). */
const occupancyRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/daycare/occupancy',
    summary:
      'Each day from ?from= to ?to= (included): the dogs visiting (expected ones included) and the daycare’s ' +
      'capacity (null: no limit)',
    tags: ['Daycare'],
    auth: true,
    query: ZOccupancyInput,
    response: { status: 200, description: 'One entry per day', schema: z.array(ZDaycareOccupancyDay) },
    handler: ({ svc, deps, query }) => daycareOccupancy(daycareContext(svc, deps), query),
  }),
];

/** Every daycare REST route: packages, then visits, then the occupancy. */
export const daycareRestRoutes: RestRoute[] = [...packageRoutes, ...visitRoutes, ...occupancyRoutes];
