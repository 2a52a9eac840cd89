// How billing's records read on screen: a price's name in the reader's language, the colour of an
// invoice's status, the URLs of the check-out and of one invoice, and the PDF download (REST with
// the session's token, saved through a temporary link, or opened in a new tab to print).
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

/** The invoice's PDF (GET /api/invoices/{id}/pdf, with its fiscal QR) as a blob URL; throws on failure. */
async function invoicePdfUrl(id: string): Promise<string> {
  const session = getSession();
  const response = await fetch(`/api/invoices/${encodeURIComponent(id)}/pdf`, {
    headers: session ? { Authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) throw new Error(`PDF ${response.status}`);
  return URL.createObjectURL(await response.blob());
}

/** Downloads the invoice's PDF as `<fullNumber>.pdf`; throws on failure. */
export async function downloadInvoicePdf(id: string, fullNumber: string): Promise<void> {
  const url = await invoicePdfUrl(id);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${fullNumber}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Print: the invoice's PDF (the printed invoice, with its QR) opened in a new tab, where the
 * browser's viewer prints it. The tab opens at the click (a popup blocker allows it) and receives
 * the PDF when it arrives; closed again if the PDF cannot be had. Throws on failure.
 */
export async function printInvoicePdf(id: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const url = await invoicePdfUrl(id);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
