// Amounts as the billing screens write them, and the business's fiscal identity the billing
// browser tests set before issuing (tests/browser/billing.test.ts, payments.test.ts).

/** Intl's Spanish amounts carry a no-break space before the sign. */
export const plain = (text: string) => text.replace(/\u00a0/g, ' ').trim();

/** `cents` as the screens show it: '1.234,50 €' (es), '€1,234.50' (en). */
export const money = (lang: 'es' | 'en', cents: number) =>
  plain(
    new Intl.NumberFormat(lang === 'es' ? 'es-ES' : 'en-US', {
      style: 'currency',
      currency: 'EUR',
      useGrouping: 'always',
    }).format(cents / 100),
  );

/** The business's name, tax id and address (issuing needs them). */
export const IDENTITY = {
  businessName: 'Guardería Pawdesk SL',
  taxId: 'B87654323',
  address: 'Calle del Perro 7, 28001 Madrid',
};

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/**
 * A simplified invoice of one manual line at 21 % (`cents` with VAT) to a new owner, issued over
 * REST; the business's identity must be set first (IDENTITY).
 */
export async function oneLineInvoice<T = { _id: string }>(
  call: Call,
  cents: number,
  tag: string,
): Promise<T> {
  const owner = await call<{ _id: string }>('POST', '/api/owners', {
    name: `Lucía Ferrer ${tag}`,
    email: `lucia.${tag}@example.com`,
    phone: '+34 611 200 300',
    address: 'Calle Mayor 3, Valencia',
  });
  const charge = await call<{ _id: string }>('POST', '/api/charges', {
    owner: owner._id,
    description: `Baño ${tag}`,
    quantity: 1,
    unitPriceCents: cents,
    vatRate: 21,
  });
  return call<T>('POST', '/api/invoices', { owner: owner._id, charges: [charge._id] });
}
