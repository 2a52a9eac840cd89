import { describe, expect, it } from 'vitest';
import { ZChargeForm, ZPriceCreateForm } from './billing-forms';

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
});
