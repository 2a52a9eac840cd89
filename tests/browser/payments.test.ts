// Taking payments through the screens (docs/contract/rest-contract-business.md, "Payments, till
// and fiscal records"; docs/domains/till.md, "Screens"): an invoice issued through the API, a
// partial card payment then the rest in cash with what was tendered and the change, paid / due /
// status on the invoice view; a cash payment with no till open refused with "Open the till first"
// and the way to the till, more than is due refused, nothing changed either time; a refund on a
// corrective invoice by a manager; the invoice's fiscal QR on screen (AEAT's URL with nif,
// numserie, fecha, importe, the very code the qrcode package makes of it) and the printed invoice
// (the PDF the screen downloads: the QR drawn and the invoice's number in it). English at a desk,
// Spanish on a phone (the check-out's "Issue and take payment" and the owner's invoices' row menu).
// The till is global state (every payment of the business counts in it): this file runs on a
// server of its own, and closes the till it opens.
import { inflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { IDENTITY, money, plain } from './helpers/money';
import { DESK, noSidewaysScroll, PHONE, poll, rowAction } from './helpers/screen';

type Invoice = {
  _id: string;
  fullNumber: string;
  totalCents: number;
  paidCents: number;
  status: string;
  issuer: { taxId: string };
  record: { hash: string; previousHash: string | null } | null;
  qrUrl?: string;
};
type Payment = { amountCents: number; method: string; changeCents: number | null; byName: string | null };
type Till = { expectedCashCents: number };

/** The API as the admin (a manager), with the business's fiscal identity set. */
async function desk(base: string) {
  const token = await apiToken(base);
  const call: Call = (method, path, body) => api(base, token, method, path, body);
  await call('PUT', '/api/settings', IDENTITY);
  return { call };
}
type Call = <T>(method: string, path: string, body?: unknown) => Promise<T>;

/** An owner with two desk lines (a bath and a collar, 48.40 € together) and their invoice. */
async function issuedInvoice(call: Call) {
  const tag = unique();
  const name = `Nuria Salas ${tag}`;
  const owner = await call<{ _id: string }>('POST', '/api/owners', {
    name,
    email: `nuria.${tag}@example.com`,
    phone: '+34 633 200 300',
    address: 'Calle Mayor 3, Madrid',
  });
  const charges = [];
  for (const [description, cents] of [
    ['Baño', 3630],
    ['Collar', 1210],
  ] as const)
    charges.push(
      await call<{ _id: string }>('POST', '/api/charges', {
        owner: owner._id,
        description,
        unitPriceCents: cents,
        vatRate: 21,
        quantity: 1,
      }),
    );
  return { name, ownerId: owner._id, charges: charges.map((c) => c._id) };
}

/** Closes the till if one is open, counting exactly what is expected. */
async function closeTill(call: Call) {
  const current = await call<Till>('GET', '/api/till/current').catch(() => null);
  if (current) await call('POST', '/api/till/close', { countedCashCents: current.expectedCashCents });
}

/** The texts a PDF draws (pdfkit deflates each page's drawing and writes text as hex in TJ arrays). */
function pdfDrawing(bytes: Buffer): { text: string; squares: number } {
  const pages: string[] = [];
  let at = 0;
  for (;;) {
    const start = bytes.indexOf('stream\n', at);
    if (start < 0) break;
    const end = bytes.indexOf('\nendstream', start);
    try {
      pages.push(inflateSync(bytes.subarray(start + 7, end)).toString('latin1'));
    } catch {
      // not a deflated stream
    }
    at = end + 10;
  }
  const drawing = pages.join('\n');
  const text = [...drawing.matchAll(/\[([^\]]*)\]\s*TJ/g)]
    .map(([, parts]) =>
      [...(parts ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
        .join(''),
    )
    .join('\n');
  return { text, squares: drawing.match(/ re\b/g)?.length ?? 0 };
}

/** The SVG path the screen draws for a QR of `url`: the same module walk as fiscal-qr.tsx. */
function qrPathOf(url: string): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  let path = '';
  for (let y = 0; y < modules.size; y += 1)
    for (let x = 0; x < modules.size; x += 1) if (modules.get(y, x)) path += `M${x} ${y}h1v1h-1z`;
  return path;
}

/**
 * The on-screen QR: it encodes AEAT's URL for this invoice (the issuer's tax id, the number, the
 * fiscal record's day as dd-mm-yyyy, the total), and is the very code qrcode makes of that URL.
 */
async function expectFiscalQr(page: Page, invoice: Invoice, call: Call) {
  const records = await call<{ invoice: string; type: string; issueDate: string }[]>(
    'GET',
    '/api/fiscal/records?limit=1000',
  );
  const alta = records.find((r) => r.invoice === invoice._id && r.type === 'alta');
  const [y, m, d] = (alta?.issueDate ?? '').split('-');
  const qr = page.getByTestId('invoice-qr');
  await poll(() => qr.count()).toBe(1);
  const url = (await qr.getAttribute('data-qr-url')) ?? '';
  expect(url).toBe(invoice.qrUrl);
  expect(url.startsWith('https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?')).toBe(true);
  expect(Object.fromEntries(new URL(url).searchParams)).toEqual({
    nif: IDENTITY.taxId,
    numserie: invoice.fullNumber,
    fecha: `${d}-${m}-${y}`,
    importe: (invoice.totalCents / 100).toFixed(2),
  });
  expect(await qr.locator('path').getAttribute('d')).toBe(qrPathOf(url));
  expect(await page.getByTestId('invoice-hash').innerText()).toBe(invoice.record?.hash);
}

/** The printed invoice: the PDF the Download button gives, with its QR drawn and its number. */
async function expectPrintedInvoice(page: Page, name: string, fullNumber: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name, exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${fullNumber}.pdf`);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  const file = Buffer.concat(chunks);
  expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const drawn = pdfDrawing(file);
  expect(drawn.text).toContain(fullNumber);
  expect(drawn.text).toContain('QR tributario:');
  expect(drawn.squares).toBeGreaterThan(200); // the QR's modules, drawn as squares
}

describe('payments', () => {
  const b = useBrowser({ ownServer: true });

  it('a partial card payment, then the rest in cash with the change; the refusals; the QR and the printed invoice (English, desk)', async () => {
    const base = b.baseUrl();
    const { call } = await desk(base);
    await closeTill(call);
    const h = await issuedInvoice(call);
    const issued = await call<Invoice>('POST', '/api/invoices', { owner: h.ownerId, charges: h.charges });
    const invoice = await call<Invoice>('GET', `/api/invoices/${issued._id}`);
    expect(invoice.totalCents).toBe(4840);

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto(`/invoices/view?id=${invoice._id}`);
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Issued');
    expect(plain(await page.getByTestId('invoice-paid').innerText())).toBe(money('en', 0));
    expect(plain(await page.getByTestId('invoice-due').innerText())).toBe(money('en', 4840));
    expect(await page.getByTestId('payments-empty').innerText()).toBe('No payments yet');
    await expectFiscalQr(page, invoice, call);
    await expectNoAxeViolations(page, 'invoice view with payments and QR (en, desk)');

    // Cash with no till open: refused under the method, the way to the till offered, nothing taken.
    await page.getByRole('button', { name: 'Take payment', exact: true }).click();
    const drawer = page.getByTestId('payment-drawer');
    const amount = drawer.getByLabel('Amount');
    await poll(() => amount.inputValue()).toBe('48.40');
    await poll(() => amount.evaluate((el) => el === document.activeElement)).toBe(true);
    await drawer.getByLabel('Method').selectOption({ label: 'Cash' });
    await drawer.getByLabel('Cash tendered').fill('50');
    await poll(() => drawer.getByTestId('payment-change').innerText().then(plain)).toBe(
      `Change: ${money('en', 160)}`,
    );
    await expectNoAxeViolations(page, 'take payment drawer (en, desk)');
    await drawer.getByRole('button', { name: 'Take payment', exact: true }).click();
    await poll(() => drawer.getByText('Open the till first').isVisible()).toBe(true);
    expect(await drawer.getByTestId('payment-open-till').getAttribute('href')).toBe('/till');
    expect(await drawer.getByLabel('Method').getAttribute('aria-invalid')).toBe('true');
    expect((await call<Invoice>('GET', `/api/invoices/${invoice._id}`)).paidCents).toBe(0);

    // More than is due: refused under the amount, nothing taken.
    await drawer.getByLabel('Method').selectOption({ label: 'Card' });
    await amount.fill('60');
    await drawer.getByRole('button', { name: 'Take payment', exact: true }).click();
    await poll(() => drawer.getByText('Payment exceeds the amount due').isVisible()).toBe(true);
    expect(await amount.getAttribute('aria-invalid')).toBe('true');
    expect((await call<Invoice>('GET', `/api/invoices/${invoice._id}`)).paidCents).toBe(0);

    // A partial card payment of 20 €.
    await amount.fill('20');
    await drawer.getByRole('button', { name: 'Take payment', exact: true }).click();
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Partly paid');
    expect(plain(await page.getByTestId('invoice-paid').innerText())).toBe(money('en', 2000));
    expect(plain(await page.getByTestId('invoice-due').innerText())).toBe(money('en', 2840));
    await poll(() => page.getByTestId('payment-row').count()).toBe(1);

    // The rest in cash, once the till is open: tendered 50 €, the change shown as typed; by keyboard.
    await call('POST', '/api/till/open', { floatCents: 10_000 });
    await page.getByRole('button', { name: 'Take payment', exact: true }).click();
    await poll(() => amount.inputValue()).toBe('28.40');
    await drawer.getByLabel('Method').selectOption({ label: 'Cash' });
    const tendered = drawer.getByLabel('Cash tendered');
    await tendered.focus();
    await page.keyboard.type('5');
    await poll(() => drawer.getByTestId('payment-change').innerText().then(plain)).toBe('Change: —');
    await page.keyboard.type('0');
    await poll(() => drawer.getByTestId('payment-change').innerText().then(plain)).toBe(
      `Change: ${money('en', 2160)}`,
    );
    await page.keyboard.press('Enter');
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    expect(plain(await page.getByTestId('invoice-paid').innerText())).toBe(money('en', 4840));
    expect(plain(await page.getByTestId('invoice-due').innerText())).toBe(money('en', 0));
    expect(await page.getByRole('button', { name: 'Take payment', exact: true }).count()).toBe(0);

    // The payments, oldest first: when, method, amount, tendered, change, who.
    const taken = await call<Payment[]>('GET', `/api/payments?invoice=${invoice._id}`);
    expect(taken.map((p) => [p.method, p.amountCents, p.changeCents])).toEqual([
      ['card', 2000, null],
      ['cash', 2840, 2160],
    ]);
    const rows = page.getByTestId('payment-row');
    await poll(() => rows.count()).toBe(2);
    const first = plain(await rows.nth(0).innerText());
    const second = plain(await rows.nth(1).innerText());
    expect(first).toContain('Card');
    expect(first).toContain(money('en', 2000));
    for (const text of [
      'Cash',
      money('en', 2840),
      money('en', 5000),
      money('en', 2160),
      taken[1]?.byName ?? '?',
    ])
      expect(second).toContain(text);
    expect((await call<Till>('GET', '/api/till/current')).expectedCashCents).toBe(10_000 + 2840);

    // The printed invoice: the PDF with its QR and number; Print opens that PDF in a tab of its own.
    await expectPrintedInvoice(page, 'Download PDF', invoice.fullNumber);
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Print', exact: true }).click(),
    ]);
    await poll(() => tab.url()).toMatch(/^blob:http/);
    await tab.close();

    // A refund on its corrective invoice, by a manager: the amount to refund first, sent negative.
    const corrective = await call<Invoice>('POST', `/api/invoices/${invoice._id}/rectify`, {
      reason: 'Collar returned',
    });
    await page.goto(`/invoices/view?id=${corrective._id}`);
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Issued');
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await poll(() => amount.inputValue()).toBe('48.40');
    await drawer.getByLabel('Method').selectOption({ label: 'Card' });
    await drawer.getByRole('button', { name: 'Refund', exact: true }).click();
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Paid');
    expect(plain(await page.getByTestId('invoice-paid').innerText())).toBe(money('en', -4840));
    await poll(() => page.getByTestId('payment-row').count()).toBe(1);

    await closeTill(call);
    await context.close();
  });

  it('issue and take payment at the check-out, then from the owner invoices; the refusals in Spanish (phone)', async () => {
    const base = b.baseUrl();
    const { call } = await desk(base);
    await closeTill(call);
    const h = await issuedInvoice(call);

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto(`/checkout?owner=${h.ownerId}`);
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(2);
    await page.getByRole('button', { name: 'Emitir y cobrar', exact: true }).click();
    const drawer = page.getByTestId('payment-drawer');
    await poll(() => drawer.isVisible()).toBe(true);
    const title = (await drawer.getByRole('heading').first().innerText()).trim();
    expect(title).toMatch(/^Cobrar: T\d{4}-\d{6}$/);
    const fullNumber = title.replace('Cobrar: ', '');
    const amount = drawer.getByLabel('Importe');
    await poll(() => amount.inputValue()).toBe('48,40');
    expect(await noSidewaysScroll(page)).toBe(true);

    // Cash, 50,00 typed the Spanish way: the change; no till open -> refused in Spanish.
    await drawer.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await drawer.getByLabel('Efectivo entregado').fill('50,00');
    await poll(() => drawer.getByTestId('payment-change').innerText().then(plain)).toBe(
      `Cambio: ${money('es', 160)}`,
    );
    await expectNoAxeViolations(page, 'take payment drawer (es, phone)');
    await drawer.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await poll(() => drawer.getByText('Abre la caja primero').isVisible()).toBe(true);
    expect(await drawer.getByTestId('payment-open-till').innerText()).toBe('Ir a la caja para abrirla');
    // More than is due, by card: refused in Spanish.
    await drawer.getByLabel('Forma de pago').selectOption({ label: 'Tarjeta' });
    await amount.fill('48,41');
    await drawer.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await poll(() => drawer.getByText('El cobro supera el importe pendiente').isVisible()).toBe(true);
    // Three decimals never reach the server.
    await amount.fill('20,505');
    await drawer.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await poll(() =>
      drawer.getByText('Escribe un importe en euros con dos decimales como mucho').isVisible(),
    ).toBe(true);
    const accountNow = await call<{ invoices: Invoice[] }>('GET', `/api/owners/${h.ownerId}/account`);
    const issued = accountNow.invoices.find((i) => i.fullNumber === fullNumber);
    expect(issued?.paidCents).toBe(0);

    // The till opened: 20,50 in cash, 50 tendered, change 29,50.
    await call('POST', '/api/till/open', { floatCents: 5000 });
    await amount.fill('20,50');
    await drawer.getByLabel('Forma de pago').selectOption({ label: 'Efectivo' });
    await drawer.getByLabel('Efectivo entregado').fill('50');
    await poll(() => drawer.getByTestId('payment-change').innerText().then(plain)).toBe(
      `Cambio: ${money('es', 2950)}`,
    );
    await drawer.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await poll(() => drawer.isVisible()).toBe(false);

    // The owner's invoices: what is due and the status; the rest through the row menu, by Bizum.
    const row = page.getByTestId('account-invoice-row').filter({ hasText: fullNumber });
    await poll(() => row.innerText().then(plain)).toContain('Pagada en parte');
    expect(plain(await row.innerText())).toContain(money('es', 2790));
    expect(plain(await page.getByTestId('account-due').innerText())).toBe(money('es', 2790));
    expect(await noSidewaysScroll(page)).toBe(true);
    await rowAction(page, fullNumber, 'Cobrar', 'es');
    await poll(() => amount.inputValue()).toBe('27,90');
    await drawer.getByLabel('Forma de pago').selectOption({ label: 'Bizum' });
    await drawer.getByRole('button', { name: 'Cobrar', exact: true }).click();
    await poll(() => drawer.isVisible()).toBe(false);
    await poll(() => row.innerText().then((text) => /Pagada(?! en parte)/.test(text))).toBe(true);
    expect(plain(await page.getByTestId('account-due').innerText())).toBe(money('es', 0));

    // The invoice view: paid, due, status, the payments, the QR; and its printed invoice.
    const id = issued?._id ?? '';
    const invoice = await call<Invoice>('GET', `/api/invoices/${id}`);
    expect([invoice.paidCents, invoice.status]).toEqual([4840, 'paid']);
    await page.goto(`/invoices/view?id=${id}`);
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Pagada');
    expect(plain(await page.getByTestId('invoice-due').innerText())).toBe(money('es', 0));
    await poll(() => page.getByTestId('payment-row').count()).toBe(2);
    expect(plain(await page.getByTestId('payment-row').nth(0).innerText())).toContain('Efectivo');
    expect(plain(await page.getByTestId('payment-row').nth(1).innerText())).toContain('Bizum');
    await expectFiscalQr(page, invoice, call);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'invoice view with payments and QR (es, phone)');
    await expectPrintedInvoice(page, 'Descargar PDF', fullNumber);

    // The invoice list: what is due and the status, filtered by status in the URL.
    await page.goto(`/invoices?owner=${h.ownerId}&ownerName=${encodeURIComponent(h.name)}&status=paid`);
    await poll(() => page.getByTestId('invoice-row').count()).toBe(1);
    expect(await page.getByLabel('Estado').inputValue()).toBe('paid');
    const listed = plain(await page.getByTestId('invoice-row').innerText());
    expect(listed).toContain(fullNumber);
    expect(listed).toContain('Pagada');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'invoice list filtered by status (es, phone)');
    await page.getByLabel('Estado').selectOption({ label: 'Emitida' });
    await poll(() => page.getByTestId('invoices-empty').isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('status')).toBe('issued');

    await closeTill(call);
    await context.close();
  });
});
