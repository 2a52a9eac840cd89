// REST routes of docs/contract/rest-contract-business.md ("Payments, till and fiscal records"),
// plus GET /api/fiscal/outbox (managers: records not yet sent). Same schemas and services as tRPC.
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
import { defineRoute, type RestRoute } from '../../rest/route';
import { listOutbox } from './fiscal.outbox';
import { listRecords, verifyChain } from './fiscal.reads';
import { paymentsOfInvoice, takePayment } from './payments.service';
import { tillContext } from './till.context';
import { closeTill, currentTill, listSessions, openTill } from './till.service';

const tags = ['Till'];

export const tillRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'POST',
    url: '/payments',
    summary: 'Take a payment against an invoice (a refund: a negative one against a corrective invoice)',
    tags,
    auth: true,
    body: ZPaymentInput,
    response: { status: 201, description: 'The payment', schema: ZPayment },
    errors: [404, 409],
    handler: ({ svc, deps, body }) => takePayment(tillContext(svc, deps), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/payments',
    summary: "An invoice's payments, oldest first",
    tags,
    auth: true,
    query: z.object({ invoice: z.string() }),
    response: { status: 200, description: 'Payments', schema: z.array(ZPayment) },
    errors: [404],
    handler: ({ svc, deps, query }) => paymentsOfInvoice(tillContext(svc, deps), query.invoice),
  }),
  defineRoute({
    method: 'POST',
    url: '/till/open',
    summary: 'Open the till with a float (one open till at a time)',
    tags,
    auth: true,
    body: ZTillOpenInput,
    response: { status: 201, description: 'The open till', schema: ZTill },
    errors: [409],
    handler: ({ svc, deps, body }) => openTill(tillContext(svc, deps), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/till/current',
    summary: 'The open till: float, cash in and out, expected cash, totals by method',
    tags,
    auth: true,
    response: { status: 200, description: 'The open till', schema: ZTill },
    errors: [404],
    handler: ({ svc, deps }) => currentTill(tillContext(svc, deps)),
  }),
  defineRoute({
    method: 'POST',
    url: '/till/close',
    summary: 'Close the till with the counted cash; a difference needs a reason; answers the closing report',
    tags,
    auth: true,
    body: ZTillCloseInput,
    response: { status: 200, description: 'The closing report', schema: ZTillReport },
    errors: [404],
    handler: ({ svc, deps, body }) => closeTill(tillContext(svc, deps), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/till/sessions',
    summary: 'Till sessions, newest first, with their reports',
    tags,
    auth: true,
    response: { status: 200, description: 'Sessions', schema: z.array(ZTillReport) },
    handler: ({ svc, deps }) => listSessions(tillContext(svc, deps)),
  }),
  defineRoute({
    method: 'GET',
    url: '/fiscal/records',
    summary: 'VERI*FACTU records in chain order, oldest first (managers)',
    tags: ['Fiscal'],
    auth: BILLING_MANAGER_ROLES,
    query: ZFiscalRecordsQuery,
    response: { status: 200, description: 'Records', schema: z.array(ZFiscalRecord) },
    handler: ({ svc, deps, query }) => listRecords(tillContext(svc, deps), query),
  }),
  defineRoute({
    method: 'GET',
    url: '/fiscal/verify',
    summary: 'Recompute every record hash and link; brokenAt is the first bad place (managers)',
    tags: ['Fiscal'],
    auth: BILLING_MANAGER_ROLES,
    response: { status: 200, description: 'The verification', schema: ZFiscalVerify },
    handler: ({ svc }) => verifyChain(svc),
  }),
  defineRoute({
    method: 'GET',
    url: '/fiscal/outbox',
    summary: 'Records not yet sent to AEAT (pending or rejected), with their attempts (managers)',
    tags: ['Fiscal'],
    auth: BILLING_MANAGER_ROLES,
    response: { status: 200, description: 'Unsent records', schema: z.array(ZOutboxEntry) },
    handler: ({ svc }) => listOutbox(svc.prisma),
  }),
];
