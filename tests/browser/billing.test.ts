// Billing through the screens (docs/contract/rest-contract-business.md, "Prices, charges and
// invoices"): the household check-out of an owner whose two dogs were charged by the services
// themselves (a hotel stay checked out, a grooming completed, both made through the APIs), its
// refusals in the reader's language (no fiscal identity yet, a simplified invoice over 400 €), the
// fiscal identity set in Settings, ONE invoice issued and its PDF downloaded (English, desk); the
// owner's tax ID and language through the owner form, a full invoice in English, both PDFs (es and
// en) fetched, the invoice list filtered in the URL and a corrective invoice by a manager (Spanish,
// phone). The fiscal identity stays set at the end: no other file's screens read it.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './helpers/axe';
import { admin, api, apiToken, logIn, unique, useBrowser } from './helpers/browser';
import { IDENTITY, money, plain } from './helpers/money';
import { DESK, dayFromToday, noSidewaysScroll, PHONE, poll, rowAction, visible } from './helpers/screen';

type Id = { _id: string };
type Account = {
  pending: { _id: string; totalCents: number; dog: { name: string } | null }[];
  pendingCents: number;
};
type Invoice = { _id: string; fullNumber: string; totalCents: number; language: string; kind: string };

/** An owner with two dogs: a hotel stay checked out (two nights) for one, a grooming completed for the other. */
async function household(base: string, owner: Record<string, unknown> = {}) {
  const tag = unique();
  const token = await apiToken(base);
  const call = <T>(method: string, path: string, body?: unknown) => api<T>(base, token, method, path, body);
  const name = `Marta Ibáñez ${tag}`;
  const created = await call<Id>('POST', '/api/owners', {
    name,
    email: `marta.${tag}@example.com`,
    phone: '+34 622 100 200',
    address: 'Avenida del Puerto 12, Valencia',
    ...owner,
  });
  const dog = (dogName: string) =>
    call<Id>('POST', '/api/dogs', {
      name: dogName,
      breed: 'Mestizo',
      age: 4,
      weight: 12,
      owners: [created._id],
    });
  const guest = await dog(`Bruno ${tag}`);
  const groomed = await dog(`Lola ${tag}`);
  const stay = await call<Id>('POST', '/api/hotel', {
    dog: guest._id,
    checkIn: dayFromToday(0),
    checkOut: dayFromToday(1),
    status: 'checked-in',
  });
  await call('PUT', `/api/hotel/${stay._id}`, { checkIn: dayFromToday(-2), checkOut: dayFromToday(0) });
  // The hotel's check-out (the desk's move, which charges the stay) through tRPC over HTTP.
  const out = await fetch(`${base}/trpc/hotel.checkOut`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ id: stay._id }),
  });
  if (!out.ok) throw new Error(`hotel.checkOut: ${out.status} ${await out.text()}`);
  const { booking } = await call<{ booking: Id }>('POST', '/api/grooming', {
    dog: groomed._id,
    ownerPhone: '622 100 200',
    weight: 12,
    appointmentDate: `${dayFromToday(0)}T08:00`,
    durationMinutes: 60,
    groomingServices: ['bath'],
  });
  await call('PUT', `/api/grooming/${booking._id}`, { status: 'in-progress' });
  await call('PUT', `/api/grooming/${booking._id}`, { status: 'completed' });
  const account = await call<Account>('GET', `/api/owners/${created._id}/account`);
  return {
    tag,
    name,
    ownerId: created._id,
    guest: `Bruno ${tag}`,
    guestId: guest._id,
    groomed: `Lola ${tag}`,
    account,
    call,
    token,
  };
}

async function pdfOf(base: string, token: string, id: string) {
  const res = await fetch(`${base}/api/invoices/${id}/pdf`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes };
}

async function openCheckout(page: Page, name: string, lang: 'en' | 'es') {
  const tag = name.split(' ').pop() ?? name;
  await page.goto(`/owners?q=${tag}`);
  const row = page.getByTestId('owner-row').filter({ hasText: name });
  await poll(() => row.count()).toBe(1);
  await rowAction(page, name, lang === 'en' ? 'Account and check-out' : 'Cuenta y cobro', lang);
  await page.waitForURL(/\/checkout\?owner=/);
}

describe('billing', () => {
  const b = useBrowser();

  it('checks out a household: two dogs, one invoice, its refusals first, then the PDF (English, desk)', async () => {
    const base = b.baseUrl();
    const h = await household(base);
    // Both services charged themselves, once each: a stay of two nights and a bath.
    expect(h.account.pending.map((c) => c.dog?.name).sort()).toEqual([h.guest, h.groomed].sort());
    // Issuing needs the business's fiscal identity: none yet.
    await h.call('PUT', '/api/settings', { businessName: '', taxId: '', address: '' });

    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await openCheckout(page, h.name, 'en');
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(2);
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(
      money('en', h.account.pendingCents),
    );
    expect(await page.getByTestId('checkout-kind').innerText()).toBe('Simplified');
    await expectNoAxeViolations(page, 'household check-out (en, desk)');

    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await poll(() => page.getByTestId('checkout-issue-error').innerText()).toBe(
      "Set the business's fiscal identity first",
    );

    // The fiscal identity, in Settings (managers).
    await page.goto('/settings');
    const identity = page.getByTestId('fiscal-identity-form');
    await identity.getByLabel('Business name').fill(IDENTITY.businessName);
    await identity.getByLabel('Business tax ID').fill('B8765432X');
    await identity.getByLabel('Business address').fill(IDENTITY.address);
    await identity.getByRole('button', { name: 'Save fiscal identity' }).click();
    await poll(() => identity.getByText('Please enter a valid tax ID').isVisible()).toBe(true);
    await identity.getByLabel('Business tax ID').fill(IDENTITY.taxId);
    await identity.getByRole('button', { name: 'Save fiscal identity' }).click();
    await poll(visible(page, 'Fiscal identity saved')).toBe(true);
    await expectNoAxeViolations(page, 'settings with billing (en, desk)');

    // A manual line of 450 € makes a simplified invoice impossible; removed, the rest is issued.
    await page.goto(`/checkout?owner=${h.ownerId}`);
    await page.getByRole('button', { name: 'Add a line' }).click();
    const drawer = page.getByTestId('charge-drawer');
    await drawer.getByLabel('Description').fill('Kennel deposit');
    await drawer.getByLabel('Unit price (VAT incl.)').fill('450,5');
    await drawer.getByRole('button', { name: 'Add line' }).click();
    // English reads no decimal comma: refused under the field, nothing sent.
    await poll(() => drawer.getByText('Enter an amount in euros with at most two decimals').isVisible()).toBe(
      true,
    );
    await drawer.getByLabel('Unit price (VAT incl.)').fill('450.50');
    await expectNoAxeViolations(page, 'add a line drawer (en, desk)');
    await drawer.getByLabel('Unit price (VAT incl.)').press('Enter');
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(3);
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(
      money('en', h.account.pendingCents + 45050),
    );
    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await poll(() => page.getByTestId('checkout-issue-error').innerText()).toBe(
      "A simplified invoice cannot exceed 400 €; add the customer's tax ID",
    );
    await rowAction(page, 'Kennel deposit', 'Remove line');
    await page.getByTestId('confirm-delete-charge').click();
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(2);

    await page.getByRole('button', { name: 'Issue invoice' }).click();
    await page.waitForURL(/\/invoices\/view\?id=/);
    const heading = page.getByRole('heading', { level: 1 });
    await poll(() => heading.innerText()).toMatch(/^Invoice T\d{4}-\d{6}$/);
    const number = (await heading.innerText()).replace('Invoice ', '');
    await poll(() => page.getByTestId('invoice-line').count()).toBe(2);
    expect(plain(await page.getByTestId('invoice-total').innerText())).toBe(
      money('en', h.account.pendingCents),
    );
    expect(await page.getByTestId('invoice-issuer').innerText()).toContain(IDENTITY.taxId);
    expect(await page.getByTestId('invoice-status').innerText()).toBe('Issued');
    await expectNoAxeViolations(page, 'invoice view (en, desk)');

    // Download PDF: a PDF named after the invoice.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    expect(file.length).toBeGreaterThan(1000);
    expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');

    // The account is settled: nothing pending, the invoice listed and due.
    await h
      .call('GET', `/api/owners/${h.ownerId}/account`)
      .then((a) => expect((a as Account).pending).toEqual([]));
    await page.goto(`/checkout?owner=${h.ownerId}`);
    await poll(() => page.getByTestId('checkout-empty').isVisible()).toBe(true);
    await poll(() => page.getByTestId('account-invoice-row').filter({ hasText: number }).count()).toBe(1);
    expect(plain(await page.getByTestId('account-due').innerText())).toBe(
      money('en', h.account.pendingCents),
    );
    // The owner's edit drawer shows the same account, and leads back to the check-out.
    await page.goto(`/owners?q=${h.tag}`);
    await poll(() => page.getByTestId('owner-row').count()).toBe(1);
    await rowAction(page, h.name, 'Edit');
    const summary = page.getByTestId('owner-account');
    await poll(async () => plain(await summary.getByTestId('owner-account-due').innerText())).toBe(
      money('en', h.account.pendingCents),
    );
    expect(plain(await summary.getByTestId('owner-account-pending').innerText())).toBe(money('en', 0));
    await expectNoAxeViolations(page, 'owner drawer with the account (en, desk)');
    await summary.getByRole('button', { name: 'Account and check-out' }).click();
    await page.waitForURL(/\/checkout\?owner=/);
    await context.close();
  });

  it('a full invoice in the owner language, both PDFs, the list in the URL and a corrective invoice (Spanish, phone)', async () => {
    const base = b.baseUrl();
    const h = await household(base);
    await h.call('PUT', '/api/settings', IDENTITY);
    // An invoice in Spanish for comparison (a simplified one, issued over REST).
    const other = await household(base);
    const spanish = await other.call<Invoice>('POST', '/api/invoices', {
      owner: other.ownerId,
      charges: other.account.pending.map((c) => c._id),
    });

    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    // The owner's tax ID and language through the owner form: a wrong check letter is refused.
    await page.goto(`/owners?q=${h.tag}`);
    await poll(() => page.getByTestId('owner-row').count()).toBe(1);
    await rowAction(page, h.name, 'Editar', 'es');
    const form = page.getByTestId('owner-form');
    await form.getByLabel('NIF').fill('12345678A');
    await form.getByLabel('Idioma').selectOption('en');
    await form.getByRole('button', { name: /Actualizar|Guardar/ }).click();
    await poll(() => form.getByText('Introduce un NIF, NIE o CIF válido').isVisible()).toBe(true);
    await form.getByLabel('NIF').fill('12345678-z');
    await form.getByRole('button', { name: /Actualizar|Guardar/ }).click();
    await poll(() => form.isVisible()).toBe(false);

    await rowAction(page, h.name, 'Cuenta y cobro', 'es');
    await page.waitForURL(/\/checkout\?owner=/);
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(2);
    expect(await page.getByTestId('account-tax-id').innerText()).toBe('12345678Z');
    expect(await page.getByTestId('checkout-kind').innerText()).toBe('Completa');
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(
      money('es', h.account.pendingCents),
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'household check-out (es, phone)');
    await page.getByRole('button', { name: 'Emitir factura' }).click();
    await page.waitForURL(/\/invoices\/view\?id=/);
    const heading = page.getByRole('heading', { level: 1 });
    await poll(() => heading.innerText()).toMatch(/^Factura F\d{4}-\d{6}$/);
    const number = (await heading.innerText()).replace('Factura ', '');
    const id = new URL(page.url()).searchParams.get('id') ?? '';
    expect(await page.getByTestId('invoice-customer').innerText()).toContain('12345678Z');
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'invoice view (es, phone)');

    // Both PDFs: one in English (this owner's language), one in Spanish.
    const full = await h.call<Invoice>('GET', `/api/invoices/${id}`);
    expect([full.fullNumber, full.kind, full.language]).toEqual([number, 'full', 'en']);
    expect(spanish.language).toBe('es');
    for (const invoice of [full, spanish]) {
      const pdf = await pdfOf(base, h.token, invoice._id);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toContain('application/pdf');
      expect(pdf.bytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdf.bytes.length).toBeGreaterThan(1000);
    }

    // The corrective invoice, by a manager: a reason, the whole invoice reversed.
    await page.getByRole('button', { name: 'Factura rectificativa' }).click();
    const move = page.getByTestId('invoice-move-drawer');
    await move.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await poll(() => move.getByText('Indica un motivo').isVisible()).toBe(true);
    await move.getByLabel('Motivo').fill('Precio de la estancia mal aplicado');
    await move.getByRole('button', { name: 'Emitir rectificativa' }).click();
    await poll(() => heading.innerText()).toMatch(/^Factura R\d{4}-\d{6}$/);
    expect(plain(await page.getByTestId('invoice-total').innerText())).toBe(
      money('es', -h.account.pendingCents),
    );
    expect(await page.getByTestId('invoice-reason').innerText()).toBe(
      'Motivo: Precio de la estancia mal aplicado',
    );
    await page.getByRole('link', { name: number }).click();
    await poll(() => page.getByTestId('invoice-status').innerText()).toBe('Rectificada');

    // The invoice list, filtered by the owner in the URL: the original and its correction.
    await page.goto(`/invoices?owner=${h.ownerId}&ownerName=${encodeURIComponent(h.name)}`);
    await poll(() => page.getByTestId('invoice-row').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Cliente' }).inputValue()).toBe(h.name);
    expect(await noSidewaysScroll(page)).toBe(true);
    await expectNoAxeViolations(page, 'invoice list (es, phone)');
    await context.close();
  });

  it('adds a shop item to the price list in Spanish and sells two at the desk, amounts with a decimal comma (phone)', async () => {
    const base = b.baseUrl();
    const h = await household(base);
    await h.call('PUT', '/api/settings', IDENTITY);
    const { page, context } = await b.page({ lang: 'es', viewport: PHONE });
    await logIn(page, admin(), 'es');
    await page.goto('/settings');
    const prices = page.getByTestId('price-list');
    await poll(() => prices.getByTestId('price-row').count()).toBeGreaterThan(5);
    await prices.getByRole('button', { name: 'Nuevo precio' }).click();
    const drawer = page.getByTestId('price-drawer');
    await drawer.getByLabel('Código').fill(`tienda-collar-${h.tag}`);
    await drawer.getByLabel('Servicio').selectOption('shop');
    await drawer.getByLabel('Nombre (español)').fill(`Collar ${h.tag}`);
    await drawer.getByLabel('Nombre (inglés)').fill(`Collar ${h.tag}`);
    // Three decimals are refused under the field, nothing is sent.
    await drawer.getByLabel('Precio (IVA incl.)').fill('12,505');
    await drawer.getByRole('button', { name: 'Añadir precio' }).click();
    await poll(() =>
      drawer.getByText('Escribe un importe en euros con dos decimales como mucho').isVisible(),
    ).toBe(true);
    await expectNoAxeViolations(page, 'price drawer with an error (es, phone)');
    await drawer.getByLabel('Precio (IVA incl.)').fill('12,5');
    await drawer.getByRole('button', { name: 'Añadir precio' }).click();
    await poll(() => drawer.count()).toBe(0);
    const row = prices.getByTestId('price-row').filter({ hasText: `Collar ${h.tag}` });
    await poll(() => row.count()).toBe(1);
    expect(plain(await row.innerText())).toContain('12,50 €');

    await page.goto(`/checkout?owner=${h.ownerId}`);
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(2);
    await page.getByRole('button', { name: 'Añadir línea' }).click();
    const line = page.getByTestId('charge-drawer');
    const shop = await h.call<{ _id: string; code: string }[]>('GET', '/api/prices?service=shop');
    const collar = shop.find((p) => p.code === `tienda-collar-${h.tag}`);
    expect(collar).toBeDefined();
    await line.getByLabel('Artículo').selectOption(collar?._id ?? '');
    await line.getByLabel('Cantidad').fill('2');
    await line.getByLabel('Cantidad').press('Enter');
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(3);
    expect(plain(await page.getByTestId('checkout-total').innerText())).toBe(
      money('es', h.account.pendingCents + 2500),
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await context.close();
  });

  it('a vet adds an item in the exam form; the consultation and the item show on the dog Charges tab (English, desk)', async () => {
    const base = b.baseUrl();
    const h = await household(base);
    await h.call('POST', '/api/vet/appointments', {
      dogId: h.guestId,
      appointmentDate: dayFromToday(0),
      time: '07:10',
      cause: 'Rabies booster',
    });
    const { page, context } = await b.page({ lang: 'en', viewport: DESK });
    await logIn(page, admin(), 'en');
    await page.goto(`/vet?q=${h.tag}`);
    const card = page.getByTestId('appointment-row').filter({ hasText: h.guest });
    await poll(() => card.count()).toBe(1);
    await card.getByRole('button', { name: 'Start Exam' }).click();
    const exam = page.getByTestId('exam-form');
    const items = exam.getByRole('group', { name: 'Items to charge' });
    // Nothing chosen: said under the item, nothing added.
    await items.getByRole('button', { name: 'Add item' }).click();
    await poll(() => items.getByText('Choose an item', { exact: true }).isVisible()).toBe(true);
    const vet = await h.call<{ _id: string; code: string; name: { en: string }; priceCents: number }[]>(
      'GET',
      '/api/prices?service=vet&active=true',
    );
    const item = vet.find((p) => p.code !== 'vet-consultation');
    expect(item).toBeDefined();
    await items.getByLabel('Item').selectOption(item?._id ?? '');
    await items.getByLabel('Quantity').fill('2');
    await items.getByRole('button', { name: 'Add item' }).click();
    await poll(() => exam.getByTestId('exam-items').innerText()).toContain(`${item?.name.en} · `);
    await expectNoAxeViolations(page, 'exam form with an item to charge (en, desk)');
    await exam.getByLabel('Exam status').selectOption('completed');
    await exam.getByRole('button', { name: 'Complete Examination' }).click();
    await poll(visible(page, 'Charged to the household: 1 item')).toBe(true);

    // The dog's Charges tab: its stay, the consultation and the item, all pending.
    await page.goto(`/dogs?tab=all&search=${h.tag}`);
    const row = page.getByTestId('dog-row').filter({ hasText: h.guest });
    await poll(() => row.count()).toBe(1);
    await row.getByRole('button', { name: h.guest, exact: true }).click();
    const details = page.getByRole('dialog');
    await details.getByRole('tab', { name: 'Charges' }).click();
    await poll(() => details.getByTestId('dog-charge-row').count()).toBe(3);
    const charges = await h.call<{ totalCents: number; dog: { name: string } | null }[]>(
      'GET',
      `/api/charges?owner=${h.ownerId}&status=pending`,
    );
    const guestCents = charges
      .filter((c) => c.dog?.name === h.guest)
      .reduce((sum, c) => sum + c.totalCents, 0);
    expect(plain(await details.getByTestId('dog-charges-pending').innerText())).toBe(money('en', guestCents));
    await expectNoAxeViolations(page, 'dog Charges tab (en, desk)');
    await details.getByRole('button', { name: `Check-out for ${h.name}` }).click();
    await page.waitForURL(/\/checkout\?owner=/);
    await poll(() => page.getByTestId('pending-charge-row').count()).toBe(4);
    await context.close();
  });
});
