import { describe, expect, it } from 'vitest';
import { paymentFormSchema, ZChargeForm, ZPriceCreateForm } from './billing-forms';

describe('billing forms', () => {
  it('reads a price typed in euros as cents, an empty size and kennel as none', () => {
    const out = ZPriceCreateForm.parse({
      code: 'shop-collar',
      service: 'shop',
      name: { es: 'Collar', en: 'Collar' },
      priceCents: '12.9',
      vatRate: '21',
      size: '',
      kennelType: '',
      active: true,
    });
    expect(out).toMatchObject({ priceCents: 1290, vatRate: 21, size: null, kennelType: null });
  });

  it('refuses an amount with three decimals under its field', () => {
    const result = ZPriceCreateForm.safeParse({
      code: 'x',
      service: 'shop',
      name: { es: 'A', en: 'A' },
      priceCents: '1.999',
      vatRate: '21',
      size: '',
      kennelType: '',
      active: true,
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['priceCents', 'billing.moneyInvalid'],
    ]);
  });

  it('a manual line needs its description and price; an item of the list needs only its quantity', () => {
    const base = { owner: 'o1', dog: '', quantity: '2', vatRate: '21' };
    const manual = ZChargeForm.safeParse({ ...base, price: '', description: '', unitPriceCents: '' });
    expect(manual.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'description',
      'unitPriceCents',
    ]);
    expect(ZChargeForm.parse({ ...base, price: '', description: 'Collar', unitPriceCents: '0.29' })).toEqual({
      owner: 'o1',
      dog: null,
      description: 'Collar',
      unitPriceCents: 29,
      vatRate: 21,
      quantity: 2,
    });
    expect(ZChargeForm.parse({ ...base, price: 'p1', description: '', unitPriceCents: '' })).toEqual({
      owner: 'o1',
      dog: null,
      price: 'p1',
      quantity: 2,
    });
  });

  it('reads a payment typed in euros: a partial card payment, cash with what was tendered', () => {
    const form = paymentFormSchema('inv-1', false);
    expect(form.parse({ amountCents: '20', method: 'card', tenderedCents: '50' })).toEqual({
      invoice: 'inv-1',
      amountCents: 2000,
      method: 'card',
    });
    expect(form.parse({ amountCents: '28.4', method: 'cash', tenderedCents: '50' })).toEqual({
      invoice: 'inv-1',
      amountCents: 2840,
      method: 'cash',
      tenderedCents: 5000,
    });
    // Cash with nothing typed as tendered: the exact amount (the server takes it so).
    expect(form.parse({ amountCents: '28.4', method: 'cash', tenderedCents: '' })).toEqual({
      invoice: 'inv-1',
      amountCents: 2840,
      method: 'cash',
    });
  });

  it('refuses less cash than the amount, a zero amount and three decimals, each under its field', () => {
    const form = paymentFormSchema('inv-1', false);
    const issues = (input: Record<string, string>) =>
      form.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ amountCents: '28.4', method: 'cash', tenderedCents: '20' })).toEqual([
      ['tenderedCents', 'payment.tenderedTooLow'],
    ]);
    expect(issues({ amountCents: '0', method: 'card', tenderedCents: '' })).toEqual([
      ['amountCents', 'payment.amountInvalid'],
    ]);
    expect(issues({ amountCents: '1.999', method: 'card', tenderedCents: '' })).toEqual([
      ['amountCents', 'billing.moneyInvalid'],
    ]);
  });

  it('sends a refund negative, without tendered cash', () => {
    expect(
      paymentFormSchema('inv-2', true).parse({ amountCents: '15', method: 'cash', tenderedCents: '20' }),
    ).toEqual({ invoice: 'inv-2', amountCents: -1500, method: 'cash' });
  });
});
