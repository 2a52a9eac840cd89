// REST payments, till and fiscal records: the till's rules (one open, cash needs it, a difference
// needs a reason kept on the audit event, the closing report), partial payments moving the
// invoice's status, never more than is due, refunds against a corrective invoice, the invoice's
// fiscal record and its chain (alta F2/F1/R5, anulacion on a void), the managers' fiscal routes,
// and payments and records refused any rewrite by PostgreSQL itself.
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { billingFixtures, TAX_IDS } from '../billing/billing.fixtures';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('REST payments, till and fiscal records', () => {
  let t: TestApp;
  let manager: User;
  let desk: User;
  let f: ReturnType<typeof dogFixtures>;
  let b: ReturnType<typeof billingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    manager = await t.userWithToken('manager');
    desk = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, manager);
    b = billingFixtures(t.deps, manager);
    await b.identity();
  });

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: t.auth(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function invoice(cents: number[], taxId?: string) {
    const owner = await f.owner();
    if (taxId) await t.deps.prisma.owner.update({ where: { id: owner.id }, data: { taxId } });
    const charges = [];
    for (const c of cents) charges.push(await b.charge(owner.id, c));
    const res = await call('POST', '/invoices', desk.token, {
      owner: owner.id,
      charges: charges.map((c) => c.id),
    });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('the till: cash needs it open, one at a time, a difference needs a reason (audited), the closing report', async () => {
    expect((await call('GET', '/till/current', desk.token)).json()).toEqual({ error: 'No till is open' });
    const inv = await invoice([2420, 1100]);
    const cash = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: 1000,
      method: 'cash',
    });
    expect(cash.statusCode).toBe(409);
    expect(cash.json()).toEqual({ error: 'Open the till first' });

    const open = await call('POST', '/till/open', desk.token, { floatCents: 10000 });
    expect(open.statusCode).toBe(201);
    expect(open.json()).toMatchObject({ floatCents: 10000, expectedCashCents: 10000, byMethod: [] });
    // Who opened it, by name, for the screens.
    expect(open.json()).toMatchObject({ openedBy: desk.id, openedByName: 'Test receptionist' });
    const again = await call('POST', '/till/open', manager.token, { floatCents: 5000 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'A till is already open' });

    const paid = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: 2000,
      method: 'cash',
      tenderedCents: 5000,
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({
      amountCents: 2000,
      tenderedCents: 5000,
      changeCents: 3000,
      method: 'cash',
    });
    const card = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: 1520,
      method: 'card',
    });
    expect(card.statusCode).toBe(201);
    await invoice([1210]); // issued during the session: base 10.00, VAT 2.10

    const current = (await call('GET', '/till/current', desk.token)).json();
    expect(current).toMatchObject({
      cashInCents: 2000,
      cashOutCents: 0,
      expectedCashCents: 12000,
      byMethod: [
        { method: 'cash', cents: 2000 },
        { method: 'card', cents: 1520 },
      ],
    });

    const unexplained = await call('POST', '/till/close', desk.token, { countedCashCents: 11950 });
    expect(unexplained.statusCode).toBe(400);
    expect(JSON.stringify(unexplained.json())).toContain('Explain the cash difference');
    const closed = await call('POST', '/till/close', desk.token, {
      countedCashCents: 11950,
      differenceReason: 'Change given twice',
    });
    expect(closed.statusCode).toBe(200);
    const report = closed.json();
    expect(report).toMatchObject({
      expectedCashCents: 12000,
      countedCashCents: 11950,
      differenceCents: -50,
      differenceReason: 'Change given twice',
      invoicesIssued: 1,
      vat: [{ rate: 21, baseCents: 1000, vatCents: 210 }],
    });
    const events = await t.deps.prisma.auditEvent.findMany({
      where: { entity: 'till', entityId: report._id },
    });
    expect(events.map((e) => e.reason)).toContain('Change given twice');
    expect((await call('GET', '/till/current', desk.token)).statusCode).toBe(404);
    const sessions = (await call('GET', '/till/sessions', desk.token)).json();
    expect(sessions[0]).toMatchObject({ _id: report._id, differenceCents: -50 });
    // The stored report keeps the ids; the answers name who opened and closed it.
    expect(report).toMatchObject({ closedBy: desk.id, closedByName: 'Test receptionist' });
    expect(sessions[0]).toMatchObject({
      openedByName: 'Test receptionist',
      closedByName: 'Test receptionist',
    });

    const invoiceNow = (await call('GET', `/invoices/${inv._id}`, desk.token)).json();
    expect(invoiceNow).toMatchObject({ paidCents: 3520, status: 'paid' });
    const payments = (await call('GET', `/payments?invoice=${inv._id}`, desk.token)).json();
    expect(payments.map((p: { amountCents: number }) => p.amountCents)).toEqual([2000, 1520]);
  });

  it('partial payments move the status; never more than is due; a refund is a negative payment on a corrective invoice', async () => {
    const inv = await invoice([5000]);
    const part = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: 2000,
      method: 'bizum',
    });
    expect(part.statusCode).toBe(201);
    expect((await call('GET', `/invoices/${inv._id}`, desk.token)).json()).toMatchObject({
      paidCents: 2000,
      status: 'partly-paid',
    });
    // Who took it, by name (the invoice view's list); the invoice list filters by status.
    const taken = (await call('GET', `/payments?invoice=${inv._id}`, desk.token)).json();
    expect(taken.map((p: { byName: string | null }) => p.byName)).toEqual(['Test receptionist']);
    expect(part.json()).toMatchObject({ byName: 'Test receptionist', by: desk.id });
    const partly = (await call('GET', '/invoices?status=partly-paid&limit=200', desk.token)).json();
    expect(partly.map((i: { _id: string }) => i._id)).toContain(inv._id);
    expect(partly.every((i: { status: string }) => i.status === 'partly-paid')).toBe(true);
    expect((await call('GET', '/invoices?status=unknown', desk.token)).statusCode).toBe(400);
    const over = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: 3001,
      method: 'card',
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ error: 'Payment exceeds the amount due' });
    const negative = await call('POST', '/payments', desk.token, {
      invoice: inv._id,
      amountCents: -100,
      method: 'card',
    });
    expect(negative.statusCode).toBe(409);
    await call('POST', '/payments', desk.token, { invoice: inv._id, amountCents: 3000, method: 'transfer' });
    const rect = await call('POST', `/invoices/${inv._id}/rectify`, manager.token, {
      reason: 'Service not given',
    });
    expect(rect.statusCode).toBe(201);
    const corrective = rect.json();
    expect(corrective.totalCents).toBe(-5000);
    const tooMuch = await call('POST', '/payments', desk.token, {
      invoice: corrective._id,
      amountCents: -5001,
      method: 'transfer',
    });
    expect(tooMuch.statusCode).toBe(409);
    const refund = await call('POST', '/payments', desk.token, {
      invoice: corrective._id,
      amountCents: -5000,
      method: 'transfer',
    });
    expect(refund.statusCode).toBe(201);
    expect((await call('GET', `/invoices/${corrective._id}`, desk.token)).json()).toMatchObject({
      paidCents: -5000,
      status: 'paid',
    });
  });

  it('every issue and void appends a chained record (F2, F1, R5, anulacion); the invoice answers its record; managers verify', async () => {
    const simplified = await invoice([1210]);
    const full = await invoice([12100], TAX_IDS.nif);
    const fix = (
      await call('POST', `/invoices/${simplified._id}/rectify`, manager.token, { reason: 'Wrong amount' })
    ).json();
    const voided = (
      await call('POST', `/invoices/${full._id}/void`, manager.token, { reason: 'Issued by mistake' })
    ).json();
    expect(voided.status).toBe('void');

    expect((await call('GET', '/fiscal/records', desk.token)).statusCode).toBe(403);
    const records = (await call('GET', '/fiscal/records', manager.token)).json();
    const mine = records.filter((r: { invoice: string }) =>
      [simplified._id, full._id, fix._id].includes(r.invoice),
    );
    expect(mine.map((r: { type: string; invoiceType: string }) => `${r.type} ${r.invoiceType}`)).toEqual([
      'alta F2',
      'alta F1',
      'alta R5',
      'anulacion F1',
    ]);
    for (let i = 1; i < records.length; i++) {
      expect(records[i].seq).toBe(records[i - 1].seq + 1);
      expect(records[i].previousHash).toBe(records[i - 1].hash);
    }
    expect(records[0].previousHash).toBeNull();
    const first = mine[0];
    expect(first).toMatchObject({
      issuerTaxId: TAX_IDS.business,
      fullNumber: simplified.fullNumber,
      vatCents: 210,
      totalCents: 1210,
      status: 'pending',
    });
    expect(first.hash).toMatch(/^[0-9A-F]{64}$/);
    expect(first.generatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    const got = (await call('GET', `/invoices/${simplified._id}`, desk.token)).json();
    expect(got.record).toEqual({ hash: first.hash, previousHash: first.previousHash });
    // The invoice answers the verification URL its QR encodes (on screen and on the PDF): AEAT's
    // pre-production address by default, the record's issuer, number, dd-mm-yyyy day and total.
    const [y, m, d] = first.issueDate.split('-');
    expect(got.qrUrl).toBe(
      `https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR?nif=${TAX_IDS.business}` +
        `&numserie=${encodeURIComponent(simplified.fullNumber)}&fecha=${d}-${m}-${y}&importe=12.10`,
    );
    // A list carries no QR URL (only the invoice's own answer does).
    const listed = (await call('GET', `/invoices?series=${simplified.series}&limit=5`, desk.token)).json();
    expect(listed.every((i: { qrUrl?: string }) => i.qrUrl === undefined)).toBe(true);

    const verify = await call('GET', '/fiscal/verify', manager.token);
    expect(verify.json()).toEqual({ ok: true, records: records.length });
    const outbox = (await call('GET', '/fiscal/outbox', manager.token)).json();
    expect(outbox.length).toBe(records.length);
    expect((await call('GET', '/fiscal/outbox', desk.token)).statusCode).toBe(403);
  });

  it("the invoice PDF draws AEAT's QR in place of the empty box once the invoice has its record", async () => {
    const inv = await invoice([4840]);
    const res = await call('GET', `/invoices/${inv._id}/pdf`, desk.token);
    expect(res.statusCode).toBe(200);
    // pdfkit deflates each page's drawing: inflate them and count the filled squares drawn.
    const raw = res.rawPayload;
    const pages: string[] = [];
    let at = 0;
    for (;;) {
      const start = raw.indexOf('stream\n', at);
      if (start < 0) break;
      const end = raw.indexOf('\nendstream', start);
      try {
        pages.push(inflateSync(raw.subarray(start + 7, end)).toString('latin1'));
      } catch {
        // not a deflated stream (a font's metrics)
      }
      at = end + 10;
    }
    const squares = pages.join('\n').match(/ re\b/g)?.length ?? 0;
    expect(squares).toBeGreaterThan(200);
    expect(pages.join('\n')).not.toMatch(/\[3 3\] 0 d/); // no dashed placeholder box
  });

  it('tRPC: the same rules; the fiscal records, verify and outbox are for managers only', async () => {
    const reception = desk;
    const boss = manager;
    await expect(t.caller(reception).till.fiscal.verify()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(reception).till.fiscal.records()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.caller(reception).till.fiscal.outbox()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await t.caller(boss).till.fiscal.verify()).ok).toBe(true);
    await expect(t.caller(reception).till.current()).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'No till is open',
    });
    const inv = await invoice([3000]);
    await expect(
      t.caller(reception).till.payments.create({ invoice: inv._id, amountCents: 1000, method: 'cash' }),
    ).rejects.toMatchObject({ code: 'CONFLICT', message: 'Open the till first' });
    await t.caller(reception).till.open({ floatCents: 0 });
    const p = await t.caller(reception).till.payments.create({
      invoice: inv._id,
      amountCents: 1000,
      method: 'cash',
      tenderedCents: 2000,
    });
    expect(p).toMatchObject({ changeCents: 1000 });
    await expect(t.caller(reception).till.close({ countedCashCents: 900 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    const report = await t.caller(reception).till.close({ countedCashCents: 1000 });
    expect(report).toMatchObject({
      differenceCents: 0,
      expectedCashCents: 1000,
      byMethod: [{ method: 'cash', cents: 1000 }],
    });
  });

  it('payments and fiscal records are append-only: PostgreSQL refuses UPDATE, DELETE and TRUNCATE', async () => {
    const prisma = t.deps.prisma;
    await prisma.$executeRaw`SELECT 1`;
    await expect(prisma.$executeRaw`UPDATE payments SET amount_cents = 1`).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`DELETE FROM payments`).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`TRUNCATE payments CASCADE`).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`UPDATE fiscal_records SET total_cents = 1`).rejects.toThrow(
      /append-only/,
    );
    await expect(prisma.$executeRaw`DELETE FROM fiscal_records`).rejects.toThrow(/append-only/);
    await expect(prisma.$executeRaw`TRUNCATE fiscal_records CASCADE`).rejects.toThrow(/append-only/);
    expect(await prisma.payment.count()).toBeGreaterThan(0);
  });
});
