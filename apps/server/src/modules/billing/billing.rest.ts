// REST routes of docs/contract/rest-contract-business.md ("Prices, charges and invoices"), plus
// GET /api/owners/{id}/account (an addition: the owner's account and household check-out). Same
// schemas and services as tRPC. The invoice list answers the contract's array; the next page's
// cursor, when there is one, is the X-Next-Cursor header (pass it back as `cursor`).
import {
  BILLING_MANAGER_ROLES,
  messageEn,
  ZAccount,
  ZCharge,
  ZChargeCreateInput,
  ZChargeListInput,
  ZDeleteReasonQuery,
  ZInvoice,
  ZInvoiceIssueInput,
  ZInvoiceListInput,
  ZInvoiceSummary,
  ZPrice,
  ZPriceCreateInput,
  ZPriceListQuery,
  ZPriceUpdateBody,
  ZRectifyBody,
  ZVoidBody,
} from '@pawdesk/domain';
import { z } from 'zod';
import { ZDeleted, ZIdParams } from '../../rest/common';
import { defineRoute, type RestRoute } from '../../rest/route';
import { billingContext } from './billing.context';
import { createCharge, deleteCharge, listCharges } from './charges.service';
import { invoicePdf } from './invoices.pdf';
import { getInvoice, listInvoices, ownerAccount } from './invoices.reads';
import { issueInvoice, rectifyInvoice, refuseInvoiceChange, voidInvoice } from './invoices.writes';
import { createPrice, listPrices, updatePrice } from './prices.service';

const tags = ['Billing'];
const IMMUTABLE = { status: 409, description: messageEn('billing.invoiceImmutable') };

export const billingRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/prices',
    summary: 'The price list (VAT included; the VAT rate of today), by service and code',
    tags,
    auth: true,
    query: ZPriceListQuery,
    response: { status: 200, description: 'Prices', schema: z.array(ZPrice) },
    handler: ({ svc, deps, query }) => listPrices(billingContext(svc, deps), query),
  }),
  defineRoute({
    method: 'POST',
    url: '/prices',
    summary: 'Add a price (managers)',
    tags,
    auth: BILLING_MANAGER_ROLES,
    body: ZPriceCreateInput,
    response: { status: 201, description: 'The price', schema: ZPrice },
    errors: [409],
    handler: ({ svc, deps, body }) => createPrice(billingContext(svc, deps), body),
  }),
  defineRoute({
    method: 'PUT',
    url: '/prices/:id',
    summary:
      "Change a price's names, amount, VAT rate, size, kennel type or active (managers); charges made keep theirs",
    tags,
    auth: BILLING_MANAGER_ROLES,
    params: ZIdParams,
    body: ZPriceUpdateBody,
    response: { status: 200, description: 'The price', schema: ZPrice },
    handler: ({ svc, deps, params, body }) =>
      updatePrice(billingContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/charges',
    summary: 'Charges by owner, dog and status (pending | invoiced), oldest first',
    tags,
    auth: true,
    query: ZChargeListInput,
    response: { status: 200, description: 'Charges', schema: z.array(ZCharge) },
    handler: ({ svc, deps, query }) => listCharges(billingContext(svc, deps), query),
  }),
  defineRoute({
    method: 'POST',
    url: '/charges',
    summary:
      'A line at the desk: a priced item (`price`: id or code) or a manual line (`description`, `unitPriceCents` ' +
      'VAT included, `vatRate`), for an owner and optionally one of its dogs',
    tags,
    auth: true,
    body: ZChargeCreateInput,
    response: { status: 201, description: 'The charge', schema: ZCharge },
    errors: [{ status: 404, description: 'Owner or price not found' }, 409],
    handler: ({ svc, deps, body }) => createCharge(billingContext(svc, deps), body),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/charges/:id',
    summary: 'Delete a pending charge (409 once invoiced; optional ?reason=)',
    tags,
    auth: true,
    params: ZIdParams,
    query: ZDeleteReasonQuery,
    response: { status: 200, description: 'Deleted', schema: ZDeleted },
    errors: [409],
    handler: async ({ svc, deps, params, query }) => {
      const { id } = await deleteCharge(billingContext(svc, deps), params.id, query.reason);
      return { message: messageEn('billing.chargeDeleted'), id };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/invoices',
    summary:
      'Invoices newest first, by owner, from/to (business days, included) and series; `limit` (default 50) and ' +
      '`cursor` (the X-Next-Cursor header of the previous page, absent on the last)',
    tags,
    auth: true,
    query: ZInvoiceListInput,
    response: { status: 200, description: 'Invoices (without lines)', schema: z.array(ZInvoiceSummary) },
    handler: async ({ svc, deps, query, reply }) => {
      const page = await listInvoices(billingContext(svc, deps), query);
      if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
      return page.items;
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/invoices',
    summary:
      "Issue an invoice of the owner's pending charges: full with the owner's tax ID, simplified (at most 400 €) without",
    tags,
    auth: true,
    body: ZInvoiceIssueInput,
    response: { status: 201, description: 'The invoice', schema: ZInvoice },
    errors: [409],
    handler: ({ svc, deps, body }) => issueInvoice(billingContext(svc, deps), body),
  }),
  defineRoute({
    method: 'GET',
    url: '/invoices/:id',
    summary: 'One invoice with its lines and VAT breakdown',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The invoice', schema: ZInvoice },
    handler: ({ svc, deps, params }) => getInvoice(billingContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/invoices/:id',
    summary: 'Refused: an issued invoice never changes (409); issue a corrective invoice',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 409, description: messageEn('billing.invoiceImmutable') },
    errors: [IMMUTABLE],
    handler: ({ svc, deps, params }) => refuseInvoiceChange(billingContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/invoices/:id',
    summary: 'Refused: an issued invoice is never deleted (409); issue a corrective invoice',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 409, description: messageEn('billing.invoiceImmutable') },
    errors: [IMMUTABLE],
    handler: ({ svc, deps, params }) => refuseInvoiceChange(billingContext(svc, deps), params.id),
  }),
  defineRoute({
    method: 'POST',
    url: '/invoices/:id/rectify',
    summary:
      'A corrective invoice referencing this one (managers): by default the whole invoice reversed (negative lines), ' +
      'or the `lines` given; the original becomes rectified',
    tags,
    auth: BILLING_MANAGER_ROLES,
    params: ZIdParams,
    body: ZRectifyBody,
    response: { status: 201, description: 'The corrective invoice', schema: ZInvoice },
    errors: [409],
    handler: ({ svc, deps, params, body }) =>
      rectifyInvoice(billingContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/invoices/:id/void',
    summary: 'Void an unpaid invoice issued by mistake (managers; a reason): its charges are pending again',
    tags,
    auth: BILLING_MANAGER_ROLES,
    params: ZIdParams,
    body: ZVoidBody,
    response: { status: 200, description: 'The void invoice', schema: ZInvoice },
    errors: [409],
    handler: ({ svc, deps, params, body }) =>
      voidInvoice(billingContext(svc, deps), { ...body, id: params.id }),
  }),
  defineRoute({
    method: 'GET',
    url: '/invoices/:id/pdf',
    summary: "The invoice as a PDF in the customer's language, with a box kept for the fiscal QR code",
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The invoice as a PDF', mediaType: 'application/pdf' },
    handler: async ({ svc, deps, params, reply }) => {
      const invoice = await getInvoice(billingContext(svc, deps), params.id);
      // The same verification URL the invoice answers (its on-screen QR): getInvoice builds it.
      const pdf = await invoicePdf(
        invoice,
        invoice.qrUrl ? { qrUrl: invoice.qrUrl, verifactu: deps.env.FISCAL_SENDING === 'on' } : undefined,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoice.fullNumber}.pdf"`)
        .send(pdf);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/owners/:id/account',
    summary:
      "An owner's account (an addition to the contract): every pending charge across services and dogs (the household " +
      'check-out), the latest 50 invoices, and what is due',
    tags,
    auth: true,
    params: ZIdParams,
    response: { status: 200, description: 'The account', schema: ZAccount },
    handler: ({ svc, deps, params }) => ownerAccount(billingContext(svc, deps), params.id),
  }),
];
