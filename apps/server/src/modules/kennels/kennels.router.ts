// tRPC procedures of the kennels (docs/contract/rest-contract-business.md, "Kennels, capacity and
// occupancy"). Thin: each parses with the domain's schema, calls the same service as the REST
// route, and answers. Anyone logged in reads them and asks for the free ones; managers edit them.
import {
  KENNEL_MANAGER_ROLES,
  ZAuditReason,
  ZFreeKennel,
  ZFreeKennelsInput,
  ZKennel,
  ZKennelIdInput,
  ZKennelInput,
  ZKennelListInput,
  ZKennelUpdateInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { freeKennels } from './capacity.service';
import { kennelsContext } from './kennels.context';
import { createKennel, deleteKennel, getKennel, listKennels, updateKennel } from './kennels.service';

const kennels = (ctx: Context & { svc: ServiceContext }) => kennelsContext(ctx.svc, ctx.deps);
const managers = () => roleProcedure(...KENNEL_MANAGER_ROLES);

export const kennelsRouter = router({
  /** Every kennel, active first, by name (`activeOnly`: the active ones). */
  list: protectedProcedure
    .input(ZKennelListInput)
    .output(z.array(ZKennel))
    .query(({ ctx, input }) => listKennels(ctx.svc, { activeOnly: input?.activeOnly })),
  byId: protectedProcedure
    .input(ZKennelIdInput)
    .output(ZKennel)
    .query(({ ctx, input }) => getKennel(ctx.svc, input.id)),
  create: managers()
    .input(ZKennelInput)
    .output(ZKennel)
    .mutation(({ ctx, input }) => createKennel(kennels(ctx), input)),
  update: managers()
    .input(ZKennelUpdateInput)
    .output(ZKennel)
    .mutation(({ ctx, input }) => updateKennel(kennels(ctx), input)),
  /** 409 while it has stays from today on: make it inactive instead. */
  delete: managers()
    .input(ZKennelIdInput.extend({ reason: ZAuditReason }))
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteKennel(kennels(ctx), input.id, input.reason)),
  /** The active kennels (of a type, or any) with a place on every night of a stay. */
  freeFor: protectedProcedure
    .input(ZFreeKennelsInput)
    .output(z.array(ZFreeKennel))
    .query(({ ctx, input }) => freeKennels(kennels(ctx), input)),
});
