// The billing screens' state in the query string: the check-out's owner, the invoice list's
// filters (owner, days, series, status), and the invoice view's invoice. Shared with the prefetch.
import { INVOICE_STATUSES, type TInvoiceStatus } from '@pawdesk/domain/billing/billing.rules';
import { urlParam } from '../../lib/use-url-state';

export const CHECKOUT_URL = { owner: urlParam.string() };

export const INVOICES_URL = {
  owner: urlParam.string(),
  /** The chosen owner's name, so the filter's picker shows it after a reload. */
  ownerName: urlParam.string(),
  from: urlParam.string(),
  to: urlParam.string(),
  series: urlParam.string(),
  status: urlParam.string(),
};

export const INVOICE_VIEW_URL = { id: urlParam.string() };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (s: string): s is TInvoiceStatus => (INVOICE_STATUSES as readonly string[]).includes(s);

/** The invoice list's input for the URL's state (a malformed day or an unknown status is left out). */
export function invoicesListInput(state: {
  owner: string;
  from: string;
  to: string;
  series: string;
  status?: string;
}) {
  return {
    limit: 50,
    ...(state.owner ? { owner: state.owner } : {}),
    ...(DAY.test(state.from) ? { from: state.from } : {}),
    ...(DAY.test(state.to) ? { to: state.to } : {}),
    ...(state.series ? { series: state.series } : {}),
    ...(state.status && isStatus(state.status) ? { status: state.status } : {}),
  };
}

export const invoicesNextPage = (page: { nextCursor: string | null }) => page.nextCursor ?? undefined;
