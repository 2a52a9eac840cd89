// Under concurrency: payments racing on one invoice never overpay it (its row is locked for the
// payment); 20 invoices issued at once make one unbroken chain of fiscal records that verifies;
// a record altered in SQL (its trigger disabled by the table's owner) makes verify say where the
// chain breaks; two desks opening the till at once open one.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { billingFixtures } from '../billing/billing.fixtures';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('payments, the till and the fiscal chain under concurrency', () => {
  let t: TestApp;
  let desk: User;
  let manager: User;
  let f: ReturnType<typeof dogFixtures>;
  let b: ReturnType<typeof billingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    desk = await t.userWithToken('receptionist');
    manager = await t.userWithToken('manager');
    f = dogFixtures(t.deps, desk);
    b = billingFixtures(t.deps, desk);
    await b.identity();
  });

  it('10 desks paying 30.00 each on one 100.00 invoice at once: 3 succeed, the rest are 409, never overpaid', async () => {
    const owner = await f.owner();
    const charge = await b.charge(owner.id, 10000);
    const inv = await t.caller(desk).billing.invoices.issue({ owner: owner.id, charges: [charge.id] });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        t.caller(desk).till.payments.create({ invoice: inv.id, amountCents: 3000, method: 'card' }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x) => x.status === 'rejected'))
      expect((r as PromiseRejectedResult).reason).toMatchObject({
        code: 'CONFLICT',
        message: 'Payment exceeds the amount due',
      });
    const after = await t.caller(desk).billing.invoices.byId({ id: inv.id });
    expect(after).toMatchObject({ paidCents: 9000, status: 'partly-paid' });
    const payments = await t.caller(desk).till.payments.byInvoice({ invoice: inv.id });
    expect(payments.reduce((s, p) => s + p.amountCents, 0)).toBe(9000);
  });

  it('two desks opening the till at once open one', async () => {
    const results = await Promise.allSettled([
      t.caller(desk).till.open({ floatCents: 5000 }),
      t.caller(manager).till.open({ floatCents: 7000 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await t.deps.prisma.tillSession.count({ where: { closedAt: null } })).toBe(1);
    await t
      .caller(desk)
      .till.close({ countedCashCents: (await t.caller(desk).till.current()).expectedCashCents });
  });

  it('20 invoices issued at once make one unbroken chain; altering a record in SQL breaks verify there', async () => {
    const work = [];
    for (let i = 0; i < 20; i++) {
      const owner = await f.owner();
      work.push({ owner: owner.id, charges: [(await b.charge(owner.id, 1000 + i)).id] });
    }
    const invoices = await Promise.all(work.map((w) => t.caller(desk).billing.invoices.issue(w)));
    const records = await t.caller(manager).till.fiscal.records();
    expect(records).toHaveLength(21);
    expect(records.map((r) => r.seq)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    for (let i = 1; i < records.length; i++) expect(records[i]?.previousHash).toBe(records[i - 1]?.hash);
    expect(new Set(records.map((r) => r.invoice))).toEqual(
      new Set([...invoices.map((i) => i.id), records[0]?.invoice]),
    );
    expect(await t.caller(manager).till.fiscal.verify()).toEqual({ ok: true, records: 21 });

    const victim = records[9];
    if (!victim) throw new Error('no record 10');
    await t.deps.prisma.$transaction([
      t.deps.prisma.$executeRaw`ALTER TABLE fiscal_records DISABLE TRIGGER fiscal_records_append_only`,
      t.deps.prisma
        .$executeRaw`UPDATE fiscal_records SET total_cents = total_cents + 100 WHERE id = ${victim.id}::uuid`,
      t.deps.prisma.$executeRaw`ALTER TABLE fiscal_records ENABLE TRIGGER fiscal_records_append_only`,
    ]);
    expect(await t.caller(manager).till.fiscal.verify()).toEqual({ ok: false, records: 9, brokenAt: 10 });
    await expect(
      t.deps.prisma.$executeRaw`UPDATE fiscal_records SET total_cents = 1 WHERE id = ${victim.id}::uuid`,
    ).rejects.toThrow(/append-only/);
  });
});
