import {
  isId,
  messageEn,
  USER_ADMIN_ROLES,
  ZDeleteReasonQuery,
  ZUser,
  ZUserCreateInput,
  ZUserUpdateFields,
} from '@pawdesk/domain';
import { z } from 'zod';
import { DomainError } from '../../errors/domain-error';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute } from '../../rest/route';
import { createUser, deleteUser, listUsers, updateUser } from './users.service';

const tags = ['Users'];
const auth = USER_ADMIN_ROLES;

export const usersRestRoutes = [
  defineRoute({
    method: 'GET',
    url: '/users',
    summary: 'List staff users (admin and manager only)',
    tags,
    auth,
    response: { status: 200, description: 'Users sorted by username', schema: z.array(ZUser) },
    handler: ({ svc }) => listUsers(svc),
  }),
  defineRoute({
    method: 'POST',
    url: '/users',
    summary: 'Create a staff user',
    tags,
    auth,
    body: ZUserCreateInput,
    response: { status: 201, description: 'Created', schema: ZUser },
    errors: [409],
    handler: ({ svc, body }) => createUser(svc, body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/users/:id',
    summary: 'Change a staff user; a blank password keeps the current one',
    tags,
    auth,
    params: ZIdParams,
    body: ZUserUpdateFields,
    response: { status: 200, description: 'Updated', schema: ZUser },
    errors: [404, 409],
    handler: ({ svc, params, body }) => {
      if (!isId(params.id)) throw new DomainError('NOT_FOUND', 'user.notFound');
      return updateUser(svc, { ...body, id: params.id });
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/users/:id',
    summary: 'Delete a staff user (not yourself, not the last admin)',
    tags,
    auth,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [404, 409],
    handler: async ({ svc, params, query }) => {
      const { id } = await deleteUser(svc, params.id, query.reason);
      return { message: messageEn('user.deleted'), id };
    },
  }),
];
