// tRPC billing.*: the price list (managers edit it, a change never alters a charge made), desk
// charges (a pending one deleted, an invoiced one not), invoices (the fiscal identity first, full
// with the owner's tax id, simplified up to 400 €, lines rounded per line with a breakdown that
// sums, the parties copied), the owner's account, and the roles.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { fixtures as dogFixtures } from '../dogs/dogs.fixtures';
import { billingFixtures, TAX_IDS } from './billing.fixtures';

type User = Awaited<ReturnType<TestApp['userWithToken']>>;

describe('tRPC billing', () => {
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

  it('needs a logged-in user', async () => {
    await expect(t.caller(null).billing.prices.list()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('seeds the price list at 21 %: daycare, a night per kennel type, grooming by size, vet and vaccines', async () => {
    const prices = await t.caller(reception).billing.prices.list();
    const codes = prices.map((p) => p.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'daycare-day',
        'daycare-pack-15',
        'daycare-pack-30',
        'hotel-night-standard',
        'hotel-night-large',
        'hotel-night-suite',
        'grooming-bath-s',
        'grooming-full-grooming-xl',
        'grooming-teeth-cleaning-m',
        'vet-consultation',
        'vaccine-rabies',
        'vaccine-dhppi-l',
        'vaccine-bordetella',
      ]),
    );
    expect(prices.filter((p) => p.service === 'grooming')).toHaveLength(24);
    expect(new Set(prices.map((p) => p.vatRate))).toEqual(new Set([21]));
    expect(prices.find((p) => p.code === 'hotel-night-large')).toMatchObject({
      service: 'hotel',
      kennelType: 'large',
      name: { es: 'Noche de hotel (grande)', en: 'Hotel night (large)' },
    });
    expect(prices.find((p) => p.code === 'grooming-bath-l')).toMatchObject({ size: 'L', priceCents: 3200 });
  });

  it('managers add and change prices (403 otherwise); a change leaves charges already made as they were', async () => {
    const owner = await f.owner();
    const input = {
      code: `shop-leash-${Date.now()}`,
      service: 'shop' as const,
      name: { es: 'Correa', en: 'Leash' },
      priceCents: 1250,
    };
    await expect(t.caller(reception).billing.prices.create(input)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const leash = await t.caller(manager).billing.prices.create(input);
    expect(leash).toMatchObject({ vatRate: 21, active: true, size: null });
    await expect(t.caller(manager).billing.prices.create(input)).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      t.caller(manager).billing.prices.create({ ...input, code: `${input.code}-x`, vatRate: 7 }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const sold = await t
      .caller(reception)
      .billing.charges.create({ owner: owner.id, price: leash.code, quantity: 2 });
    expect(sold).toMatchObject({
      description: 'Correa',
      quantity: 2,
      unitPriceCents: 1250,
      vatRate: 21,
      totalCents: 2500,
      status: 'pending',
      owner: { id: owner.id },
    });
    await expect(
      t.caller(reception).billing.prices.update({ id: leash.id, priceCents: 1500 }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const dearer = await t
      .caller(manager)
      .billing.prices.update({ id: leash.id, priceCents: 1500, vatRate: 10 });
    expect(dearer).toMatchObject({ priceCents: 1500, vatRate: 10 });
    const [kept] = await t.caller(reception).billing.charges.list({ owner: owner.id });
    expect(kept).toMatchObject({ id: sold.id, unitPriceCents: 1250, vatRate: 21, totalCents: 2500 });
    // Both writes are in the audit log: the price's change and the charge's creation.
    const priceEvents = await t.caller(reception).audit.forRecord({ entity: 'price', entityId: leash.id });
    expect(priceEvents.events.map((e) => e.action)).toEqual(['create', 'update']);
    expect(priceEvents.events[1]?.changes).toEqual(
      expect.arrayContaining([{ field: 'priceCents', from: 1250, to: 1500 }]),
    );
    const chargeEvents = await t.caller(reception).audit.forRecord({ entity: 'charge', entityId: sold.id });
    expect(chargeEvents.events.map((e) => e.action)).toEqual(['create']);
  });

  it('a desk charge is for one of the owner’s dogs only; a pending one is deleted, an invoiced one is not (409)', async () => {
    await b.identity();
    const owner = await f.owner();
    const other = await f.owner();
    const dog = await f.dog([owner.id]);
    const strange = await f.dog([other.id]);
    await expect(
      t.caller(reception).billing.charges.create({
        owner: owner.id,
        dog: strange.id,
        description: 'Shampoo',
        unitPriceCents: 900,
        vatRate: 21,
      }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(
      t.caller(reception).billing.charges.create({ owner: owner.id, description: 'No amount' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const a = await t.caller(reception).billing.charges.create({
      owner: owner.id,
      dog: dog.id,
      description: 'Shampoo',
      unitPriceCents: 900,
      vatRate: 21,
    });
    expect(a.dog).toEqual({ id: dog.id, name: dog.name });
    const c = await b.charge(owner.id, 1000);
    await t.caller(reception).billing.charges.delete({ id: a.id, reason: 'typed twice' });
    await t.caller(reception).billing.invoices.issue({ owner: owner.id, charges: [c.id] });
    await expect(t.caller(reception).billing.charges.delete({ id: c.id })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'Only a pending charge can be deleted',
    });
    // Without an owner, the business's latest charges (here: this one among them, still pending).
    const fresh = await b.charge(owner.id, 700);
    const all = await t.caller(reception).billing.charges.list({ status: 'pending' });
    expect(all.at(-1)).toMatchObject({ id: fresh.id, status: 'pending' });
    expect(all.every((x) => x.status === 'pending')).toBe(true);
    await t.caller(reception).billing.charges.delete({ id: fresh.id });
    const left = await t.caller(reception).billing.charges.list({ owner: owner.id });
    expect(left.map((x) => [x.id, x.status])).toEqual([[c.id, 'invoiced']]);
  });

  it('a simplified invoice without a tax id: lines rounded per line, a breakdown that sums, the parties copied', async () => {
    await b.identity();
    const owner = await f.owner({ address: 'Calle Luna 3, Sevilla' });
    const c1 = await b.charge(owner.id, 2500);
    const c2 = await b.charge(owner.id, 999, { quantity: 3 });
    const c3 = await b.charge(owner.id, 1100, { vatRate: 10 });
    const invoice = await t
      .caller(reception)
      .billing.invoices.issue({ owner: owner.id, charges: [c1.id, c2.id, c3.id] });
    const year = new Date().getFullYear();
    expect(invoice).toMatchObject({
      kind: 'simplified',
      series: 'T',
      fullNumber: expect.stringMatching(new RegExp(`^T${year}-\\d{6}$`)),
      issuer: {
        name: 'Guardería Canina Test SL',
        taxId: TAX_IDS.business,
        address: 'Calle del Perro 7, 28001 Madrid',
      },
      customer: { id: owner.id, name: owner.name, taxId: null, address: 'Calle Luna 3, Sevilla' },
      language: 'es',
      status: 'issued',
      paidCents: 0,
      // issue 26: its VERI*FACTU record (alta), chained after the issuer's previous one
      record: expect.objectContaining({ hash: expect.stringMatching(/^[0-9A-F]{64}$/) }),
      rectifies: null,
    });
    expect(invoice.record?.previousHash ?? '').toMatch(/^([0-9A-F]{64})?$/);
    expect(invoice.lines.map((l) => [l.totalCents, l.baseCents, l.vatCents])).toEqual([
      [2500, 2066, 434],
      [2997, 2477, 520],
      [1100, 1000, 100],
    ]);
    expect(invoice.vat).toEqual([
      { rate: 21, baseCents: 4543, vatCents: 954 },
      { rate: 10, baseCents: 1000, vatCents: 100 },
    ]);
    expect(invoice).toMatchObject({ baseCents: 5543, vatCents: 1054, totalCents: 6597 });
    // The owner's later change is not the invoice's.
    await t.caller(reception).owners.update({ ...owner, address: 'Elsewhere 9' });
    expect((await t.caller(reception).billing.invoices.byId({ id: invoice.id })).customer.address).toBe(
      'Calle Luna 3, Sevilla',
    );
  });

  it('a full invoice with the owner’s tax id; the simplified limit is 400 €; charges of another owner or invoiced: 409', async () => {
    await b.identity();
    const plain = await f.owner();
    const big = await b.charge(plain.id, 40_001);
    await expect(
      t.caller(reception).billing.invoices.issue({ owner: plain.id, charges: [big.id] }),
    ).rejects.toMatchObject({
      code: 'CONFLICT',
      message: "A simplified invoice cannot exceed 400 €; add the customer's tax ID",
    });
    const exact = await b.charge(plain.id, 40_000);
    expect(
      (await t.caller(reception).billing.invoices.issue({ owner: plain.id, charges: [exact.id] })).kind,
    ).toBe('simplified');
    await expect(
      t.caller(reception).billing.invoices.issue({ owner: plain.id, charges: [exact.id] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });

    const company = await f.owner({ taxId: 'b-1234567-4' });
    expect(company.taxId).toBe(TAX_IDS.cif);
    await expect(
      t.caller(reception).billing.invoices.issue({ owner: company.id, charges: [big.id] }),
    ).rejects.toMatchObject({ code: 'CONFLICT' });
    const mine = await b.charge(company.id, 40_001);
    const full = await t.caller(reception).billing.invoices.issue({ owner: company.id, charges: [mine.id] });
    expect(full).toMatchObject({
      kind: 'full',
      series: 'F',
      customer: { taxId: TAX_IDS.cif },
      totalCents: 40_001,
    });
  });

  it('owners: a bad tax id is 400 with the contract text; the language defaults to es', async () => {
    await expect(
      t.caller(reception).owners.create({
        name: 'Tax Person',
        email: `tax-${Date.now()}@example.com`,
        phone: '600000000',
        address: 'Somewhere 1',
        taxId: '12345678A',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const owner = await f.owner({ taxId: TAX_IDS.nie, language: 'en' });
    expect(owner).toMatchObject({ taxId: TAX_IDS.nie, language: 'en' });
    expect((await f.owner()).language).toBe('es');
  });

  it('the account: pending charges across dogs, invoices newest first, what is due', async () => {
    await b.identity();
    const owner = await f.owner();
    const d1 = await f.dog([owner.id]);
    const d2 = await f.dog([owner.id]);
    const p1 = await b.charge(owner.id, 1000, { dog: d1.id });
    const p2 = await b.charge(owner.id, 2000, { dog: d2.id });
    const inv1 = await t.caller(reception).billing.invoices.issue({ owner: owner.id, charges: [p1.id] });
    const p3 = await b.charge(owner.id, 300);
    const account = await t.caller(reception).billing.account({ owner: owner.id });
    expect(account.owner).toMatchObject({ id: owner.id, taxId: null, language: 'es' });
    expect(account.pending.map((c) => c.id)).toEqual([p2.id, p3.id]);
    expect(account.pendingCents).toBe(2300);
    expect(account.invoices.map((i) => i.id)).toEqual([inv1.id]);
    expect(account.dueCents).toBe(1000);
    await expect(
      t.caller(reception).billing.account({ owner: '00000000-0000-4000-8000-000000000000' }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
