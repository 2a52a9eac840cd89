import { messageEn, ZDeleteReasonQuery, ZOwner, ZOwnerInput } from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute } from '../../rest/route';
import { createOwner, deleteOwner, getOwner, listAllOwners, updateOwner } from './owners.service';

const tags = ['Owners'];

export const ownersRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/owners',
    summary: 'List every owner',
    tags,
    auth: true,
    response: { status: 200, description: 'Owners sorted by name', schema: z.array(ZOwner) },
    handler: ({ svc }) => listAllOwners(svc),
  }),
  defineRoute({
    method: 'GET',
    url: '/owners/:id',
    summary: 'One owner (an addition to the original API)',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The owner', schema: ZOwner },
    errors: [404],
    handler: ({ svc, params }) => getOwner(svc, params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/owners',
    summary: 'Register an owner',
    tags,
    auth: true,
    body: ZOwnerInput,
    response: { status: 201, description: 'Created', schema: ZOwner },
    errors: [409],
    handler: ({ svc, body }) => createOwner(svc, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/owners/:id',
    summary: "Change an owner's details",
    tags,
    auth: true,
    params: ZIdParams,
    body: ZOwnerInput,
    response: { status: 200, description: 'Updated', schema: ZOwner },
    errors: [404, 409],
    handler: ({ svc, params, body }) => updateOwner(svc, { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/owners/:id',
    summary: "Delete an owner (not a dog's only owner; a secondary owner becomes primary)",
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [404, 409],
    handler: async ({ svc, params, query }) => {
      const { id } = await deleteOwner(svc, params.id, query.reason);
      return { message: messageEn('owner.deleted'), id };
    },
  }),
];
