import { describe, expect, it } from 'vitest';
import { formatMoney, formatRate } from './money-format';

// Intl writes a no-break space between the Spanish amount and its sign.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('money in the reader language', () => {
  it('writes cents as euros, grouped, two decimals', () => {
    expect(plain(formatMoney('es', 123450))).toBe('1.234,50 €');
    expect(formatMoney('en', 123450)).toBe('€1,234.50');
    expect(plain(formatMoney('es', 29))).toBe('0,29 €');
    expect(formatMoney('en', 40000)).toBe('€400.00');
    expect(plain(formatMoney('es', -2450))).toBe('-24,50 €');
    expect(formatMoney('en-GB', 5)).toBe('€0.05');
  });

  it('writes a VAT rate as a percentage', () => {
    expect(formatRate('es', 21)).toBe('21 %');
    expect(formatRate('en', 10)).toBe('10%');
  });
});
