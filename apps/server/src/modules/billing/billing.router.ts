// tRPC procedures of billing (docs/contract/rest-contract-business.md, "Prices, charges and
// invoices"): billing.prices.*, billing.charges.*, billing.invoices.*, billing.account. Thin: each
// parses with the domain's schema, calls the same service as the REST route, and answers. Prices
// are edited, and invoices rectified or voided, by managers; the rest by any logged-in user.
import {
  BILLING_MANAGER_ROLES,
  ZAccount,
  ZCharge,
  ZChargeCreateInput,
  ZChargeListInput,
  ZDeleteInput,
  ZInvoice,
  ZInvoiceIssueInput,
  ZInvoiceListInput,
  ZInvoicePage,
  ZOwnerIdOnly,
  ZPrice,
  ZPriceCreateInput,
  ZPriceListInput,
  ZPriceUpdateInput,
  ZRectifyInput,
  ZVoidInput,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { billingContext } from './billing.context';
import { createCharge, deleteCharge, listCharges } from './charges.service';
import { getInvoice, listInvoices, ownerAccount } from './invoices.reads';
import { issueInvoice, rectifyInvoice, voidInvoice } from './invoices.writes';
import { createPrice, listPrices, updatePrice } from './prices.service';

const billing = (ctx: Context & { svc: ServiceContext }) => billingContext(ctx.svc, ctx.deps);
const managers = () => roleProcedure(...BILLING_MANAGER_ROLES);
const ZId = z.object({ id: z.string() });

export const billingRouter = router({
  prices: router({
    list: protectedProcedure
      .input(ZPriceListInput.optional())
      .output(z.array(ZPrice))
      .query(({ ctx, input }) => listPrices(billing(ctx), input ?? {})),
    create: managers()
      .input(ZPriceCreateInput)
      .output(ZPrice)
      .mutation(({ ctx, input }) => createPrice(billing(ctx), input)),
    update: managers()
      .input(ZPriceUpdateInput)
      .output(ZPrice)
      .mutation(({ ctx, input }) => updatePrice(billing(ctx), input)),
  }),
  charges: router({
    /** By owner, dog and status, oldest first. */
    list: protectedProcedure
      .input(ZChargeListInput)
      .output(z.array(ZCharge))
      .query(({ ctx, input }) => listCharges(billing(ctx), input)),
    /** A shop item or a manual line at the desk. */
    create: protectedProcedure
      .input(ZChargeCreateInput)
      .output(ZCharge)
      .mutation(({ ctx, input }) => createCharge(billing(ctx), input)),
    /** A pending charge only (409 once invoiced). */
    delete: protectedProcedure
      .input(ZDeleteInput)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => deleteCharge(billing(ctx), input.id, input.reason)),
  }),
  invoices: router({
    /** Newest first, by owner, days and series; paged by cursor. */
    list: protectedProcedure
      .input(ZInvoiceListInput)
      .output(ZInvoicePage)
      .query(({ ctx, input }) => listInvoices(billing(ctx), input)),
    byId: protectedProcedure
      .input(ZId)
      .output(ZInvoice)
      .query(({ ctx, input }) => getInvoice(billing(ctx), input.id)),
    /** The owner's chosen pending charges on one invoice: full with a tax id, simplified without. */
    issue: protectedProcedure
      .input(ZInvoiceIssueInput)
      .output(ZInvoice)
      .mutation(({ ctx, input }) => issueInvoice(billing(ctx), input)),
    rectify: managers()
      .input(ZRectifyInput)
      .output(ZInvoice)
      .mutation(({ ctx, input }) => rectifyInvoice(billing(ctx), input)),
    void: managers()
      .input(ZVoidInput)
      .output(ZInvoice)
      .mutation(({ ctx, input }) => voidInvoice(billing(ctx), input)),
  }),
  /** An owner's account and household check-out: pending charges, invoices, what is due. */
  account: protectedProcedure
    .input(ZOwnerIdOnly)
    .output(ZAccount)
    .query(({ ctx, input }) => ownerAccount(billing(ctx), input.owner)),
});
