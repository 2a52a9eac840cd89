import { describe, expect, it } from 'vitest';
import {
  exceedsSimplifiedLimit,
  formatCents,
  invoiceFullNumber,
  invoiceKindFor,
  invoiceTotals,
  isValidTaxId,
  lineAmounts,
  normalizeTaxId,
  taxIdKind,
  vatBreakdown,
} from './billing.rules';
import { ZInvoiceSeries, ZOptionalTaxId, ZTaxId } from './billing.schema';

describe('tax ids', () => {
  it('accepts NIFs whose letter matches the number mod 23, written loosely', () => {
    expect(taxIdKind('12345678Z')).toBe('nif');
    expect(taxIdKind('00000000T')).toBe('nif');
    expect(taxIdKind('12.345.678-z')).toBe('nif');
    expect(normalizeTaxId(' 12 345 678-z ')).toBe('12345678Z');
  });

  it('refuses a NIF with the wrong letter or the wrong length', () => {
    expect(isValidTaxId('12345678A')).toBe(false);
    expect(isValidTaxId('1234567Z')).toBe(false);
    expect(isValidTaxId('123456789Z')).toBe(false);
    expect(isValidTaxId('')).toBe(false);
  });

  it('accepts NIEs (X, Y, Z read as 0, 1, 2) and refuses a wrong letter', () => {
    expect(taxIdKind('X1234567L')).toBe('nie');
    expect(taxIdKind('Y1234567X')).toBe('nie');
    expect(taxIdKind('Z1234567R')).toBe('nie');
    expect(isValidTaxId('X1234567A')).toBe(false);
  });

  it('accepts CIFs with their control digit or letter as the entity type requires', () => {
    expect(taxIdKind('B12345674')).toBe('cif'); // a limited company: a digit
    expect(taxIdKind('A58818501')).toBe('cif');
    expect(taxIdKind('Q2826000H')).toBe('cif'); // a public body: a letter
    expect(taxIdKind('G12345674')).toBe('cif'); // an association: either
    expect(taxIdKind('G1234567D')).toBe('cif');
  });

  it('refuses a CIF with the wrong control or the wrong form for its type', () => {
    expect(isValidTaxId('B12345675')).toBe(false);
    expect(isValidTaxId('B1234567D')).toBe(false); // a company needs the digit
    expect(isValidTaxId('Q28260008')).toBe(false); // a public body needs the letter
    expect(isValidTaxId('I12345674')).toBe(false); // no such entity letter
  });

  it('the schemas normalise, refuse with the contract message, and treat blank as none', () => {
    expect(ZTaxId.parse('12345678-z')).toBe('12345678Z');
    const bad = ZTaxId.safeParse('12345678A');
    expect(bad.error?.issues[0]?.message).toBe('billing.taxIdInvalid');
    expect(ZOptionalTaxId.parse('  ')).toBeNull();
    expect(ZOptionalTaxId.parse(undefined)).toBeUndefined();
  });
});

describe('line amounts', () => {
  it('rounds the base per line to the cent and the VAT is what is left', () => {
    expect(lineAmounts(1, 2500, 21)).toEqual({ totalCents: 2500, baseCents: 2066, vatCents: 434 });
    // 121 / 1.21 = 100 exactly
    expect(lineAmounts(1, 121, 21)).toEqual({ totalCents: 121, baseCents: 100, vatCents: 21 });
    // 3 × 9.99 = 29.97 → 24.768… → 24.77
    expect(lineAmounts(3, 999, 21)).toEqual({ totalCents: 2997, baseCents: 2477, vatCents: 520 });
    expect(lineAmounts(2, 500, 0)).toEqual({ totalCents: 1000, baseCents: 1000, vatCents: 0 });
    expect(lineAmounts(1, 1100, 10)).toEqual({ totalCents: 1100, baseCents: 1000, vatCents: 100 });
  });

  it('rounds half away from zero, so a reversed line is the exact negative of the original', () => {
    // 13 / 1.04 = 12.5 exactly: the half goes up
    expect(lineAmounts(1, 13, 4).baseCents).toBe(13);
    expect(lineAmounts(1, 13, 4)).toEqual({ totalCents: 13, baseCents: 13, vatCents: 0 });
    for (const [q, p, r] of [
      [1, 2500, 21],
      [3, 999, 21],
      [7, 1234, 10],
      [1, 13, 4],
    ] as const) {
      const a = lineAmounts(q, p, r);
      const b = lineAmounts(-q, p, r);
      expect(b).toEqual({
        totalCents: 0 - a.totalCents,
        baseCents: 0 - a.baseCents,
        vatCents: 0 - a.vatCents,
      });
    }
  });

  it('the breakdown by rate sums exactly to the invoice totals', () => {
    const lines = [
      { ...lineAmounts(1, 2500, 21), vatRate: 21 },
      { ...lineAmounts(3, 999, 21), vatRate: 21 },
      { ...lineAmounts(1, 1100, 10), vatRate: 10 },
      { ...lineAmounts(2, 333, 4), vatRate: 4 },
    ];
    const vat = vatBreakdown(lines);
    expect(vat.map((v) => v.rate)).toEqual([21, 10, 4]);
    expect(vat[0]).toEqual({ rate: 21, baseCents: 2066 + 2477, vatCents: 434 + 520 });
    const totals = invoiceTotals(lines);
    expect(vat.reduce((s, v) => s + v.baseCents, 0)).toBe(totals.baseCents);
    expect(vat.reduce((s, v) => s + v.vatCents, 0)).toBe(totals.vatCents);
    expect(totals.baseCents + totals.vatCents).toBe(totals.totalCents);
    expect(totals.totalCents).toBe(2500 + 2997 + 1100 + 666);
  });
});

describe('invoice kind and numbers', () => {
  it('is full with a tax id and simplified without; the limit is 400.00 € inclusive', () => {
    expect(invoiceKindFor('12345678Z')).toBe('full');
    expect(invoiceKindFor(null)).toBe('simplified');
    expect(exceedsSimplifiedLimit(40_000)).toBe(false);
    expect(exceedsSimplifiedLimit(40_001)).toBe(true);
  });

  it('writes the full number as series, year and the number padded to 6', () => {
    expect(invoiceFullNumber('F', 2026, 27)).toBe('F2026-000027');
    expect(invoiceFullNumber('R', 2027, 1)).toBe('R2027-000001');
    expect(invoiceFullNumber('T', 2026, 1234567)).toBe('T2026-1234567');
  });

  it('keeps three distinct series', () => {
    expect(ZInvoiceSeries.safeParse({ full: 'F', simplified: 'T', corrective: 'R' }).success).toBe(true);
    expect(ZInvoiceSeries.safeParse({ full: 'F', simplified: 'F', corrective: 'R' }).success).toBe(false);
    expect(ZInvoiceSeries.safeParse({ full: 'f-1', simplified: 'T', corrective: 'R' }).success).toBe(false);
  });

  it('formats cents in each language', () => {
    expect(formatCents(123456, 'es')).toBe('1.234,56 €');
    expect(formatCents(-505, 'en')).toBe('-€5.05');
  });
});
