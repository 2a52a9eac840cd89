// REST billing: the fiscal identity first (409), tax ids over REST (400 with the contract text),
// an issued invoice never changes (PUT/DELETE 409 through the API; UPDATE and DELETE refused by
// PostgreSQL itself), corrective invoices and voids (managers only), the list's filters, the PDF
// in the customer's language, and the owner's account.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { billingFixtures, TAX_IDS } from './billing.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('REST billing', () => {
  let t: TestApp;
  let manager: User;
  let reception: User;
  let f: ReturnType<typeof dogFixtures>;
  let b: ReturnType<typeof billingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    reception = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, manager);
    b = billingFixtures(t.deps, manager);
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** An owner with pending charges of these amounts, and the invoice of them. */
  async function invoiced(cents: number[], owner?: { id: string }) {
    const who = owner ?? (await f.owner());
    const charges = [];
    for (const c of cents) charges.push(await b.charge(who.id, c));
    const res = await call('POST', '/invoices', reception.token, {
      owner: who.id,
      charges: charges.map((c) => c.id),
    });
    expect(res.statusCode).toBe(201);
    return { owner: who, charges, invoice: res.json() };
  }

  it('refuses to issue before the business has a fiscal identity; the settings take it (tax id validated)', async () => {
    const owner = await f.owner();
    const charge = await b.charge(owner.id, 1000);
    const res = await call('POST', '/invoices', reception.token, { owner: owner.id, charges: [charge.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: "Set the business's fiscal identity first" });
    const bad = await call('PUT', '/settings', manager.token, { taxId: 'B12345675' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please enter a valid tax ID');
    const denied = await call('PUT', '/settings', reception.token, { businessName: 'X' });
    expect(denied.statusCode).toBe(403);
    const set = await call('PUT', '/settings', manager.token, {
      businessName: 'Perros Felices SL',
      taxId: 'b87654323',
      address: 'Calle Mayor 1, Madrid',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({
      businessName: 'Perros Felices SL',
      taxId: TAX_IDS.business,
      invoiceSeries: { full: 'F', simplified: 'T', corrective: 'R' },
    });
    const ok = await call('POST', '/invoices', reception.token, { owner: owner.id, charges: [charge.id] });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({
      _id: expect.any(String),
      kind: 'simplified',
      issuer: { name: 'Perros Felices SL' },
    });
  });

  it('an owner’s tax id is validated with its check character: 400 "Please enter a valid tax ID"', async () => {
    const base = { name: 'Ana Tax', phone: '600123123', address: 'Calle 1' };
    const bad = await call('POST', '/owners', reception.token, {
      ...base,
      email: `a${Date.now()}@x.es`,
      taxId: 'X1234567A',
    });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please enter a valid tax ID');
    const good = await call('POST', '/owners', reception.token, {
      ...base,
      email: `b${Date.now()}@x.es`,
      taxId: 'x1234567l',
      language: 'en',
    });
    expect(good.statusCode).toBe(201);
    expect(good.json()).toMatchObject({ taxId: TAX_IDS.nie, language: 'en' });
  });

  it('an issued invoice cannot be changed or deleted through the API (409), and PostgreSQL refuses it too', async () => {
    await b.identity();
    const { invoice } = await invoiced([2500, 1000]);
    for (const method of ['PUT', 'DELETE'] as const) {
      const res = await call(
        method,
        `/invoices/${invoice._id}`,
        manager.token,
        method === 'PUT' ? { totalCents: 1 } : undefined,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'An issued invoice cannot be changed; issue a corrective invoice',
      });
    }
    expect(
      (await call('PUT', '/invoices/00000000-0000-4000-8000-000000000000', manager.token, {})).statusCode,
    ).toBe(404);
    const prisma = t.deps.prisma;
    const id = invoice._id as string;
    await expect(
      prisma.$executeRaw`UPDATE invoices SET total_cents = 1 WHERE id = ${id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      prisma.$executeRaw`UPDATE invoices SET customer_name = 'Someone' WHERE id = ${id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      prisma.$executeRaw`UPDATE invoice_lines SET total_cents = 0 WHERE invoice_id = ${id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      prisma.$executeRaw`DELETE FROM invoice_lines WHERE invoice_id = ${id}::uuid`,
    ).rejects.toThrow(/cannot be changed/);
    await expect(prisma.$executeRaw`DELETE FROM invoices WHERE id = ${id}::uuid`).rejects.toThrow(
      /cannot be changed/,
    );
    await expect(prisma.$executeRaw`TRUNCATE invoice_lines, invoices CASCADE`).rejects.toThrow(
      /cannot be changed/,
    );
    // Its status may move (payments, issue 26).
    await prisma.$executeRaw`UPDATE invoices SET status = 'paid', paid_cents = 3500 WHERE id = ${id}::uuid`;
    const after = await call('GET', `/invoices/${id}`, reception.token);
    expect(after.json()).toMatchObject({ totalCents: 3500, status: 'paid', paidCents: 3500 });
    expect(after.json().lines.map((l: { totalCents: number }) => l.totalCents)).toEqual([2500, 1000]);
  });

  it('a corrective invoice reverses the original in full by default (managers; a reason); the original is rectified', async () => {
    await b.identity();
    const { invoice, owner } = await invoiced([2500, 999]);
    const denied = await call('POST', `/invoices/${invoice._id}/rectify`, reception.token, {
      reason: 'Wrong dog',
    });
    expect(denied.statusCode).toBe(403);
    const blank = await call('POST', `/invoices/${invoice._id}/rectify`, manager.token, { reason: ' ' });
    expect(blank.statusCode).toBe(400);
    const res = await call('POST', `/invoices/${invoice._id}/rectify`, manager.token, {
      reason: 'Wrong dog',
    });
    expect(res.statusCode).toBe(201);
    const corrective = res.json();
    expect(corrective).toMatchObject({
      kind: 'corrective',
      series: 'R',
      rectifies: { _id: invoice._id, fullNumber: invoice.fullNumber },
      reason: 'Wrong dog',
      totalCents: -3499,
      baseCents: -invoice.baseCents,
      vatCents: -invoice.vatCents,
      customer: invoice.customer,
    });
    expect(
      corrective.lines.map((l: { quantity: number; totalCents: number }) => [l.quantity, l.totalCents]),
    ).toEqual([
      [-1, -2500],
      [-1, -999],
    ]);
    expect((await call('GET', `/invoices/${invoice._id}`, reception.token)).json().status).toBe('rectified');
    // Once rectified it is not rectified again, nor voided.
    expect(
      (await call('POST', `/invoices/${invoice._id}/rectify`, manager.token, { reason: 'Again' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/invoices/${invoice._id}/void`, manager.token, { reason: 'Again' })).statusCode,
    ).toBe(409);
    // The account nets the two: nothing due.
    const account = (await call('GET', `/owners/${owner.id}/account`, reception.token)).json();
    expect(account.dueCents).toBe(0);
    expect(account.invoices.map((i: { kind: string }) => i.kind)).toEqual(['corrective', 'simplified']);
  });

  it('a partial correction takes the lines given and may not reverse more than the invoice holds', async () => {
    await b.identity();
    const { invoice } = await invoiced([5000]);
    const tooMuch = await call('POST', `/invoices/${invoice._id}/rectify`, manager.token, {
      reason: 'Discount',
      lines: [{ description: 'Discount', quantity: -1, unitPriceCents: 6000, vatRate: 21 }],
    });
    expect(tooMuch.statusCode).toBe(409);
    const res = await call('POST', `/invoices/${invoice._id}/rectify`, manager.token, {
      reason: 'Discount',
      lines: [{ description: 'Discount', quantity: -1, unitPriceCents: 1000, vatRate: 21 }],
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      totalCents: -1000,
      vat: [{ rate: 21, baseCents: -826, vatCents: -174 }],
    });
  });

  it('a void (managers, unpaid only) keeps the number and puts the charges back to pending', async () => {
    await b.identity();
    const { invoice, charges, owner } = await invoiced([1500]);
    expect(
      (await call('POST', `/invoices/${invoice._id}/void`, reception.token, { reason: 'Mistake' }))
        .statusCode,
    ).toBe(403);
    const res = await call('POST', `/invoices/${invoice._id}/void`, manager.token, { reason: 'Mistake' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'void', reason: 'Mistake', fullNumber: invoice.fullNumber });
    const pending = (await call('GET', `/charges?owner=${owner.id}&status=pending`, reception.token)).json();
    expect(pending.map((c: { _id: string }) => c._id)).toEqual([charges[0]?.id]);
    expect(
      (await call('POST', `/invoices/${invoice._id}/void`, manager.token, { reason: 'Again' })).statusCode,
    ).toBe(409);
    const events = (await call('GET', `/audit/invoice/${invoice._id}`, reception.token)).json().events;
    expect(events.map((e: { action: string }) => e.action)).toEqual(['create', 'void']);
  });

  it('lists invoices by owner and series, newest first, by cursor', async () => {
    await b.identity();
    const owner = await f.owner();
    const first = await invoiced([100], owner);
    const second = await invoiced([200], owner);
    const third = await invoiced([300], owner);
    const page1 = await call('GET', `/invoices?owner=${owner.id}&series=T&limit=2`, reception.token);
    expect(page1.json().map((i: { _id: string }) => i._id)).toEqual([third.invoice._id, second.invoice._id]);
    const cursor = page1.headers['x-next-cursor'] as string;
    const page2 = await call('GET', `/invoices?owner=${owner.id}&limit=2&cursor=${cursor}`, reception.token);
    expect(page2.json().map((i: { _id: string }) => i._id)).toEqual([first.invoice._id]);
    expect(page2.headers['x-next-cursor']).toBeUndefined();
    expect((await call('GET', `/invoices?owner=${owner.id}&series=F`, reception.token)).json()).toEqual([]);
    const numbers = [first, second, third].map((x) => x.invoice.number as number);
    expect(numbers).toEqual([numbers[0], (numbers[0] ?? 0) + 1, (numbers[0] ?? 0) + 2]);
  });

  it('prints the invoice as a PDF in the customer’s language', async () => {
    await b.identity();
    const en = await f.owner({ language: 'en', taxId: TAX_IDS.nif });
    const { invoice } = await invoiced([2500], en);
    const res = await call('GET', `/invoices/${invoice._id}/pdf`, reception.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The document's title (its info dictionary is not compressed) names the kind in English.
    expect(res.rawPayload.toString('latin1')).toContain(`(Invoice ${invoice.fullNumber})`);
    const es = await invoiced([2500]);
    const pdf = (await call('GET', `/invoices/${es.invoice._id}/pdf`, reception.token)).rawPayload.toString(
      'latin1',
    );
    expect(pdf).toContain(`(Factura simplificada ${es.invoice.fullNumber})`);
  });
});
