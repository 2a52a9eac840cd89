import {
  USER_ADMIN_ROLES,
  ZAuditReason,
  ZId,
  ZUser,
  ZUserCreateInput,
  ZUserUpdateInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import { roleProcedure, router } from '../../trpc/trpc';
import { createUser, deleteUser, getUser, listUsers, updateUser } from './users.service';

const adminProcedure = roleProcedure(...USER_ADMIN_ROLES);

export const usersRouter = router({
  list: adminProcedure.output(z.array(ZUser)).query(({ ctx }) => listUsers(ctx.svc)),
  byId: adminProcedure
    .input(z.object({ id: z.string() }))
    .output(ZUser)
    .query(({ ctx, input }) => getUser(ctx.svc, input.id)),
  create: adminProcedure
    .input(ZUserCreateInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => createUser(ctx.svc, input)),
  update: adminProcedure
    .input(ZUserUpdateInput)
    .output(ZUser)
    .mutation(({ ctx, input }) => updateUser(ctx.svc, input)),
  delete: adminProcedure
    .input(z.object({ id: z.string(), reason: ZAuditReason }))
    .output(z.object({ id: ZId }))
    .mutation(({ ctx, input }) => deleteUser(ctx.svc, input.id, input.reason)),
});
