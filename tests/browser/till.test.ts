// The till through the screens (docs/contract/rest-contract-business.md, "Payments, till and
// fiscal records"; docs/domains/till.md, "Screens"): a receptionist opens the till with a float from
// the nav (another desk's till screen follows the opening and the closing by itself), a cash and a
// card payment taken through the REST API (the payment screens are not the till's) reach the
// running figures by themselves, a count 5 € short is refused without a reason in
// the reader's language and nothing changes, then closed with one: the report with the figures,
// printed (window.print, @media print without the nav or the buttons) in English and, after
// switching the language, in Spanish (desk). At phone width in Spanish, by keyboard: a float typed
// '12,50', an even close, the past sessions newest first opening a report; no Fiscal records tab
// for a receptionist. A manager verifies the chain (ok, as many records as the server counts), the
// records and the outbox as the server lists them. The till is one per business: this file runs
// on a server of its own (useBrowser({ ownServer: true })).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { api, apiToken, createUserViaApi, logIn, unique, useBrowser } from './helpers/browser';
import { IDENTITY, oneLineInvoice, plain } from './helpers/money';
import { DESK, noSidewaysScroll, PHONE, poll } from './helpers/screen';

type Invoice = { _id: string; fullNumber: string; totalCents: number };
type Till = { _id: string; expectedCashCents: number };
type Report = { _id: string; closedAt: string | null };
type FiscalRecord = { fullNumber: string; hash: string; type: string; invoiceType: string };

/** A test id's visible text, with Intl's no-break spaces made plain. */
const text = async (page: Page, testId: string) => plain(await page.getByTestId(testId).innerText());

/** Printing calls window.print(): counted instead of opening the browser's dialog. */
async function countPrints(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { prints: number; print: () => void };
    w.prints = 0;
    w.print = () => {
      w.prints += 1;
    };
  });
  return () => page.evaluate(() => (window as unknown as { prints: number }).prints);
}

/** On paper: the report, without the app's header, the Print button or the way back. */
async function expectPaper(page: Page, printLabel: string) {
  await page.emulateMedia({ media: 'print' });
  expect(await page.getByTestId('till-report').isVisible()).toBe(true);
  expect(await page.locator('header').isVisible()).toBe(false);
  expect(await page.getByRole('button', { name: printLabel }).isVisible()).toBe(false);
  // Nor the message that the till was closed, if it is still showing.
  expect(await page.locator('[data-scope="toast"]:visible').count()).toBe(0);
  await page.emulateMedia({ media: 'screen' });
  expect(await page.getByRole('button', { name: printLabel }).isVisible()).toBe(true);
}

describe('the till', () => {
  const b = useBrowser({ ownServer: true });

  /** The admin's REST calls; the business's fiscal identity set, so invoices can be issued. */
  async function setUp() {
    const base = b.baseUrl();
    const token = await apiToken(base);
    const call = <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
    await call('PUT', '/api/settings', IDENTITY);
    return { base, token, call };
  }

  /** A simplified invoice of one manual line (24.20 € at 21 %: base 20.00 €, VAT 4.20 €). */
  const invoice = (call: Awaited<ReturnType<typeof setUp>>['call']) =>
    oneLineInvoice<Invoice>(call, 2420, unique());

  it('opens with a float, follows the payments, refuses an unexplained difference, closes and prints the report in English and Spanish (receptionist, desk)', async () => {
    const { base, token, call } = await setUp();
    const desk = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, desk, 'en');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Till', exact: true })
      .click();
    await page.waitForURL(/\/till$/);
    // Another desk has the till open on its screen: it follows the opening and the closing by itself.
    const other = await b.page({ lang: 'en', viewport: DESK });
    await logIn(other.page, await createUserViaApi('manager'), 'en');
    await other.page.goto('/till');
    await other.page.getByRole('button', { name: 'Open the till' }).waitFor();
    await page.getByLabel('Float').fill('100');
    await page.getByRole('button', { name: 'Open the till' }).click();
    await poll(() => text(page, 'till-expected')).toBe('€100.00');
    await poll(() => text(other.page, 'till-expected')).toBe('€100.00');
    await expectNoAxeViolations(page, 'running till (en, desk)');

    // Payments taken elsewhere (the payment screens) during the session: 20 € in cash (50 € tendered), 4.20 € by card.
    const bill = await invoice(call);
    expect(bill.totalCents).toBe(2420);
    await call('POST', '/api/payments', {
      invoice: bill._id,
      amountCents: 2000,
      method: 'cash',
      tenderedCents: 5000,
    });
    await call('POST', '/api/payments', { invoice: bill._id, amountCents: 420, method: 'card' });
    // The running till follows by itself (the invoice's live change), nobody reloads.
    await poll(() => text(page, 'till-expected')).toBe('€120.00');
    expect(await text(page, 'till-cash-in')).toBe('€20.00');
    expect(plain(await page.getByTestId('till-method-cash').innerText())).toContain('€20.00');
    expect(plain(await page.getByTestId('till-method-card').innerText())).toContain('€4.20');
    expect(plain(await page.getByTestId('till-method-bizum').innerText())).toContain('€0.00');

    // Counted 5 € short: the difference while typing, then refused without a reason.
    await page.getByLabel('Counted cash').fill('115');
    await poll(() => text(page, 'till-difference')).toBe('-€5.00');
    expect(await page.getByTestId('till-difference').getAttribute('data-tone')).toBe('short');
    await page.getByRole('button', { name: 'Close the till' }).click();
    const reason = page.getByLabel('Reason for the difference');
    await poll(() =>
      page.getByTestId('till-close').getByText('Explain the cash difference').isVisible(),
    ).toBe(true);
    expect(await reason.getAttribute('aria-invalid')).toBe('true');
    // Nothing changed: the same till is still open, the page did not move.
    const still = await api<Till>(base, token, 'GET', '/api/till/current');
    expect(still.expectedCashCents).toBe(12000);
    expect(new URL(page.url()).pathname).toBe('/till');

    await reason.fill('Change given twice');
    await page.getByRole('button', { name: 'Close the till' }).click();
    await page.waitForURL(/\/till\/report\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(still._id);
    await other.page.getByRole('button', { name: 'Open the till' }).waitFor();
    expect(await other.page.getByTestId('till-expected').count()).toBe(0);
    await other.context.close();
    await poll(() => page.getByRole('heading', { name: 'Till closing report' }).isVisible()).toBe(true);
    expect(await text(page, 'report-float')).toBe('€100.00');
    expect(await text(page, 'report-cash-in')).toBe('€20.00');
    expect(await text(page, 'report-cash-out')).toBe('€0.00');
    expect(await text(page, 'report-expected')).toBe('€120.00');
    expect(await text(page, 'report-counted')).toBe('€115.00');
    expect(await text(page, 'report-difference')).toBe('-€5.00 (short)');
    expect(await text(page, 'report-reason')).toBe('Reason: Change given twice');
    expect(await text(page, 'report-taken')).toBe('Total taken: €24.20');
    expect(await text(page, 'report-invoices-issued')).toBe('1 invoice issued');
    expect(plain(await page.getByTestId('report-vat-21').innerText()).split(/\s+/)).toEqual([
      '21%',
      '€20.00',
      '€4.20',
    ]);
    expect(await text(page, 'till-report-opened-by')).toBe('Browser receptionist');
    expect(await text(page, 'till-report-closed-by')).toBe('Browser receptionist');
    const report = page.getByTestId('till-report');
    expect(plain(await report.getByTestId('till-method-card').innerText())).toContain('€4.20');
    await expectNoAxeViolations(page, 'till report (en, desk)');

    const prints = await countPrints(page);
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await prints()).toBe(1);
    await expectPaper(page, 'Print');

    // The same report in Spanish, switched from the user menu.
    await page.getByTestId('nav-role').click();
    await page.getByRole('button', { name: 'ES', exact: true }).click();
    await poll(() => page.getByRole('heading', { name: 'Informe de cierre de caja' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await text(page, 'report-expected')).toBe('120,00 €');
    expect(await text(page, 'report-counted')).toBe('115,00 €');
    expect(await text(page, 'report-difference')).toBe('-5,00 € (falta)');
    expect(await text(page, 'report-reason')).toBe('Motivo: Change given twice');
    expect(await text(page, 'report-invoices-issued')).toBe('1 factura emitida');
    expect(plain(await page.getByTestId('report-vat-21').innerText()).split(/\s+/)).toEqual([
      '21',
      '%',
      '20,00',
      '€',
      '4,20',
      '€',
    ]);
    expect(plain(await report.getByTestId('till-method-card').innerText())).toContain('Tarjeta');
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await prints()).toBe(2);
    await expectPaper(page, 'Imprimir');
    await context.close();
  });

  it('at phone width in Spanish, by keyboard: a float of 12,50, an even close, the sessions newest first; no fiscal tab for a receptionist', async () => {
    const { base, token } = await setUp();
    const desk = await createUserViaApi('receptionist');
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, desk, 'es');
    await page.goto('/till');
    await page.getByLabel('Fondo de caja').fill('12,50');
    await page.getByLabel('Fondo de caja').press('Enter');
    await poll(() => text(page, 'till-expected')).toBe('12,50 €');
    expect(await page.getByRole('tab', { name: 'Caja' }).isVisible()).toBe(true);
    expect(await page.getByRole('tab', { name: 'Registros fiscales' }).count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'running till (es, phone)');

    const counted = page.getByLabel('Efectivo contado');
    await counted.fill('12,5');
    await poll(() => text(page, 'till-difference')).toBe('0,00 €');
    expect(await page.getByTestId('till-difference').getAttribute('data-tone')).toBe('even');
    await counted.press('Enter');
    await page.waitForURL(/\/till\/report\?id=/);
    await poll(() => page.getByRole('heading', { name: 'Informe de cierre de caja' }).isVisible()).toBe(true);
    expect(await text(page, 'report-float')).toBe('12,50 €');
    expect(await text(page, 'report-difference')).toBe('0,00 € (cuadra)');
    expect(await text(page, 'report-invoices-issued')).toBe('0 facturas emitidas');
    expect(await page.getByTestId('report-reason').count()).toBe(0);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'till report (es, phone)');

    // Back to the till's past sessions: newest first, as the server lists them.
    await page.getByRole('link', { name: 'Volver a la caja' }).click();
    await page.waitForURL(/\/till\?tab=sessions/);
    const sessions = await api<Report[]>(base, token, 'GET', '/api/till/sessions');
    const rows = page.getByTestId('till-session-row');
    await poll(() => rows.count()).toBe(sessions.length);
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    expect(plain(await rows.first().innerText())).toContain('0,00 € (cuadra)');
    expect(plain(await rows.nth(1).innerText())).toContain('-5,00 € (falta)');
    expect(await noSidewaysScroll(page)).toBe(true);
    // The earlier session's report, opened by keyboard.
    await rows.nth(1).getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/till\/report\?id=/);
    expect(new URL(page.url()).searchParams.get('id')).toBe(sessions[1]?._id);
    await poll(() => text(page, 'report-reason')).toBe('Motivo: Change given twice');
    await context.close();
  });

  it('shows a manager the fiscal records, the outbox and a verified chain (English, desk)', async () => {
    const { base, token, call } = await setUp();
    // One more invoice, so the chain has at least two links.
    const bill = await invoice(call);
    const manager = await createUserViaApi('manager');
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, manager, 'en');
    await page.goto('/till?tab=fiscal');
    const records = await api<FiscalRecord[]>(base, token, 'GET', '/api/fiscal/records');
    const outbox = await api<unknown[]>(base, token, 'GET', '/api/fiscal/outbox');
    expect(records.length).toBeGreaterThanOrEqual(2);
    const rows = page.getByTestId('fiscal-record-row');
    await poll(() => rows.count()).toBe(records.length);
    const last = records.find((r) => r.fullNumber === bill.fullNumber);
    expect(last?.type).toBe('alta');
    const row = rows.filter({ hasText: bill.fullNumber });
    expect(plain(await row.innerText())).toContain('Issue');
    expect(plain(await row.innerText())).toContain('F2');
    expect(plain(await row.innerText())).toContain('€24.20');
    // The fingerprint shortened, the full one a keypress away.
    await row.getByText(`${last?.hash.slice(0, 8)}…${last?.hash.slice(-4)}`).focus();
    await page.keyboard.press('Enter');
    await poll(() => row.getByTestId('fiscal-full-hash').innerText()).toBe(last?.hash);
    if (outbox.length === 0) await poll(() => page.getByTestId('fiscal-outbox-empty').isVisible()).toBe(true);
    else await poll(() => page.getByTestId('fiscal-outbox-row').count()).toBe(outbox.length);

    await page.getByRole('button', { name: 'Verify the chain' }).click();
    const result = page.getByTestId('fiscal-verify-result');
    await poll(() => result.getAttribute('data-ok')).toBe('true');
    const verify = await api<{ ok: boolean; records: number }>(base, token, 'GET', '/api/fiscal/verify');
    expect(verify.ok).toBe(true);
    expect(plain(await result.innerText())).toBe(`The chain is intact: ${verify.records} records checked`);
    await expectNoAxeViolations(page, 'fiscal records (en, desk)');
    await context.close();
  });
});
