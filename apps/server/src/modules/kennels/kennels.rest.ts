// REST routes of the kennels (docs/contract/rest-contract-business.md, "Kennels, capacity and
// occupancy"): GET/POST /api/kennels, PUT/DELETE /api/kennels/{id}, and (an addition) the kennels
// free for a stay. Same schemas and services as tRPC.
import {
  KENNEL_MANAGER_ROLES,
  messageEn,
  ZDeleteReasonQuery,
  ZFreeKennel,
  ZFreeKennelsInput,
  ZKennel,
  ZKennelInput,
  ZKennelUpdateBody,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { freeKennels } from './capacity.service';
import { kennelsContext } from './kennels.context';
import { createKennel, deleteKennel, listKennels, updateKennel } from './kennels.service';

const tags = ['Kennels'];

export const kennelsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/kennels',
    summary: 'Every kennel, active first, by name',
    tags,
    auth: true,
    response: { status: 200, description: 'The kennels', schema: z.array(ZKennel) },
    handler: ({ svc }) => listKennels(svc),
  }),
  defineRoute({
    method: 'POST',
    url: '/kennels',
    summary:
      'Add a kennel (managers): name, type (free text, default standard), capacity (default 1), active',
    tags,
    auth: KENNEL_MANAGER_ROLES,
    body: ZKennelInput,
    response: { status: 201, description: 'The kennel', schema: ZKennel },
    errors: [{ status: 409, description: 'A kennel with this name already exists' }],
    handler: ({ svc, deps, body }) => createKennel(kennelsContext(svc, deps), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/kennels/free',
    summary:
      'The active kennels (of ?type=, or any) with a place on every night from ?checkIn= to the night before ' +
      '?checkOut= (?booking= left out of the counts; an addition)',
    tags,
    auth: true,
    query: ZFreeKennelsInput,
    response: {
      status: 200,
      description: 'Free kennels, active first, by name',
      schema: z.array(ZFreeKennel),
    },
    handler: ({ svc, deps, query }) => freeKennels(kennelsContext(svc, deps), query),
  }),
  defineRoute({
    method: 'PUT',
    url: '/kennels/:id',
    summary: "Change a kennel's name, type, capacity or active (managers)",
    tags,
    auth: KENNEL_MANAGER_ROLES,
    params: ZIdParams,
    body: ZKennelUpdateBody,
    response: { status: 200, description: 'The kennel', schema: ZKennel },
    errors: [
      { status: 404, description: 'Kennel not found' },
      { status: 409, description: 'A kennel with this name already exists' },
    ],
    handler: ({ svc, deps, params, body }) =>
      updateKennel(kennelsContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/kennels/:id',
    summary:
      'Delete a kennel (managers; optional ?reason=). One with stays from today on: 409, make it inactive',
    tags,
    auth: KENNEL_MANAGER_ROLES,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [
      { status: 404, description: 'Kennel not found' },
      { status: 409, description: 'This kennel has stays from today on' },
    ],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteKennel(kennelsContext(svc, deps), params.id, query.reason);
      return { message: messageEn('kennels.kennelDeleted'), id };
    },
  }),
];
