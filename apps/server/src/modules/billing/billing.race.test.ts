// Invoice numbers under concurrency: 20 desks issuing at once in one series get 20 consecutive
// numbers, no gap and no repeat; two desks invoicing the same charges at once: one invoice.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { billingFixtures } from './billing.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('invoice numbers under concurrency', () => {
  let t: TestApp;
  let desk: User;
  let f: ReturnType<typeof dogFixtures>;
  let b: ReturnType<typeof billingFixtures>;

  beforeAll(async () => {
    t = await createTestApp();
    desk = await t.userWithToken('receptionist');
    f = dogFixtures(t.deps, desk);
    b = billingFixtures(t.deps, desk);
    await b.identity();
  });

  it('20 concurrent invoices of one series take consecutive numbers with no gap and no repeat', async () => {
    const work = [];
    for (let i = 0; i < 20; i++) {
      const owner = await f.owner();
      const charge = await b.charge(owner.id, 1000 + i);
      work.push({ owner: owner.id, charges: [charge.id] });
    }
    const invoices = await Promise.all(work.map((w) => t.caller(desk).billing.invoices.issue(w)));
    const numbers = invoices.map((i) => i.number).sort((a, z) => a - z);
    const first = numbers[0] ?? 0;
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => first + i));
    expect(new Set(invoices.map((i) => i.fullNumber)).size).toBe(20);
    const counter = await t.deps.prisma.invoiceCounter.findMany({ where: { series: 'T' } });
    expect(counter.map((c) => c.lastNumber)).toEqual([first + 19]);
  });

  it('two desks invoicing the same charges at once make one invoice; the other is 409 and takes no number', async () => {
    const owner = await f.owner();
    const charge = await b.charge(owner.id, 5000);
    const before = await t.deps.prisma.invoiceCounter.findMany({ where: { series: 'T' } });
    const results = await Promise.allSettled([
      t.caller(desk).billing.invoices.issue({ owner: owner.id, charges: [charge.id] }),
      t.caller(desk).billing.invoices.issue({ owner: owner.id, charges: [charge.id] }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const rejected = results.find((r) => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ code: 'CONFLICT' });
    const after = await t.deps.prisma.invoiceCounter.findMany({ where: { series: 'T' } });
    expect(after[0]?.lastNumber).toBe((before[0]?.lastNumber ?? 0) + 1);
  });
});
