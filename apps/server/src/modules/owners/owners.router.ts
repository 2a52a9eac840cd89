import {
  ZAuditReason,
  ZOwner,
  ZOwnerIdInput,
  ZOwnerInput,
  ZOwnerListInput,
  ZOwnerOption,
  ZOwnerOptionsInput,
  ZOwnerPage,
  ZOwnerUpdateInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import { protectedProcedure, router } from '../../trpc/trpc';
import { createOwner, deleteOwner, getOwner, listOwners, ownerOptions, updateOwner } from './owners.service';

export const ownersRouter = router({
  /** The Owners page: loose search, sort, pages of 10. */
  list: protectedProcedure
    .input(ZOwnerListInput.prefault({}))
    .output(ZOwnerPage)
    .query(({ ctx, input }) => listOwners(ctx.svc, input)),
  /** The searchable owner picker of the dog form. */
  options: protectedProcedure
    .input(ZOwnerOptionsInput.prefault({}))
    .output(z.array(ZOwnerOption))
    .query(({ ctx, input }) => ownerOptions(ctx.svc, input)),
  byId: protectedProcedure
    .input(ZOwnerIdInput)
    .output(ZOwner)
    .query(({ ctx, input }) => getOwner(ctx.svc, input.id)),
  create: protectedProcedure
    .input(ZOwnerInput)
    .output(ZOwner)
    .mutation(({ ctx, input }) => createOwner(ctx.svc, input)),
  update: protectedProcedure
    .input(ZOwnerUpdateInput)
    .output(ZOwner)
    .mutation(({ ctx, input }) => updateOwner(ctx.svc, input)),
  delete: protectedProcedure
    .input(ZOwnerIdInput.extend({ reason: ZAuditReason }))
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteOwner(ctx.svc, input.id, input.reason)),
});
