// How billing's records read on screen: a price's name in the reader's language, the colour of an
// invoice's status, the URLs of the check-out and of one invoice, and the PDF download (REST with
// the session's token, saved through a temporary link).
import type { TInvoiceStatus, TPrice } from '@pawdesk/domain';
import { getSession } from '../../lib/session';

export const priceName = (price: Pick<TPrice, 'name'>, lang: string) =>
  lang.startsWith('en') ? price.name.en : price.name.es;

export const INVOICE_STATUS_PALETTE: Readonly<Record<TInvoiceStatus, string>> = {
  issued: 'blue',
  paid: 'green',
  'partly-paid': 'orange',
  rectified: 'purple',
  void: 'red',
};

export const checkoutHref = (owner: string) => `/checkout?owner=${encodeURIComponent(owner)}`;
export const invoiceHref = (id: string) => `/invoices/view?id=${encodeURIComponent(id)}`;

/** Downloads the invoice's PDF (GET /api/invoices/{id}/pdf) as `<fullNumber>.pdf`; throws on failure. */
export async function downloadInvoicePdf(id: string, fullNumber: string): Promise<void> {
  const session = getSession();
  const response = await fetch(`/api/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new Error(`PDF ${response.status}`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fullNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
