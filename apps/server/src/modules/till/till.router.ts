// tRPC procedures of payments, the till and fiscal records (docs/contract/rest-contract-business.md,
// "Payments, till and fiscal records"): till.payments.*, till.*, till.fiscal.*. Thin: each parses
// with the domain's schema and calls the same service as the REST route. Payments and the till
// are for any logged-in user; the fiscal records, their verification and the outbox for managers.
import {
  BILLING_MANAGER_ROLES,
  ZFiscalRecord,
  ZFiscalRecordsQuery,
  ZFiscalVerify,
  ZOutboxEntry,
  ZPayment,
  ZPaymentInput,
  ZTill,
  ZTillCloseInput,
  ZTillOpenInput,
  ZTillReport,
} from '@pawdesk/domain';
import { z } from 'zod';
import type { ServiceContext } from '../../lib/context';
import type { Context } from '../../trpc/context';
import { protectedProcedure, roleProcedure, router } from '../../trpc/trpc';
import { listOutbox } from './fiscal.outbox';
import { listRecords, verifyChain } from './fiscal.reads';
import { paymentsOfInvoice, takePayment } from './payments.service';
import { tillContext } from './till.context';
import { closeTill, currentTill, listSessions, openTill } from './till.service';

const till = (ctx: Context & { svc: ServiceContext }) => tillContext(ctx.svc, ctx.deps);
const managers = () => roleProcedure(...BILLING_MANAGER_ROLES);

export const tillRouter = router({
  payments: router({
    create: protectedProcedure
      .input(ZPaymentInput)
      .output(ZPayment)
      .mutation(({ ctx, input }) => takePayment(till(ctx), input)),
    byInvoice: protectedProcedure
      .input(z.object({ invoice: z.string() }))
      .output(z.array(ZPayment))
      .query(({ ctx, input }) => paymentsOfInvoice(till(ctx), input.invoice)),
  }),
  open: protectedProcedure
    .input(ZTillOpenInput)
    .output(ZTill)
    .mutation(({ ctx, input }) => openTill(till(ctx), input)),
  current: protectedProcedure.output(ZTill).query(({ ctx }) => currentTill(till(ctx))),
  close: protectedProcedure
    .input(ZTillCloseInput)
    .output(ZTillReport)
    .mutation(({ ctx, input }) => closeTill(till(ctx), input)),
  sessions: protectedProcedure.output(z.array(ZTillReport)).query(({ ctx }) => listSessions(till(ctx))),
  fiscal: router({
    records: managers()
      .input(ZFiscalRecordsQuery.optional())
      .output(z.array(ZFiscalRecord))
      .query(({ ctx, input }) => listRecords(till(ctx), input ?? {})),
    verify: managers()
      .output(ZFiscalVerify)
      .query(({ ctx }) => verifyChain(ctx.svc)),
    outbox: managers()
      .output(z.array(ZOutboxEntry))
      .query(({ ctx }) => listOutbox(ctx.svc.prisma)),
  }),
});
