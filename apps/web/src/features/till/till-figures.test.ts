import { describe, expect, it } from 'vitest';
import { formatSignedMoney } from '../../lib/money-format';
import {
  allMethods,
  cashDifference,
  differenceTone,
  FISCAL_PAGE,
  nextFiscalPage,
  shortHash,
  takenTotal,
} from './till-figures';

/** Intl's Spanish amounts carry a no-break space before the sign. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('the cash difference while the count is typed', () => {
  it('is counted minus expected, in cents read by their digits', () => {
    // 0.29 * 100 is 28.999999999999996 as a float: the digits give 29.
    expect(cashDifference('0.29', 0)).toBe(29);
    expect(cashDifference('145.5', 14_500)).toBe(50);
    expect(cashDifference('140', 14_500)).toBe(-500);
    expect(cashDifference('145', 14_500)).toBe(0);
  });

  it('is nothing while the field holds nothing readable as euros', () => {
    expect(cashDifference('', 1000)).toBeNull();
    expect(cashDifference('  ', 1000)).toBeNull();
    expect(cashDifference('NaN', 1000)).toBeNull();
    expect(cashDifference('1.234', 1000)).toBeNull();
    expect(cashDifference('-5', 1000)).toBeNull();
  });

  it('has a tone: short below, over above, even at 0', () => {
    expect(differenceTone(-1)).toBe('short');
    expect(differenceTone(1)).toBe('over');
    expect(differenceTone(0)).toBe('even');
  });
});

describe("signed amounts in the reader's language", () => {
  it('writes the sign, never on 0', () => {
    expect(plain(formatSignedMoney('es', 1250))).toBe('+12,50 €');
    expect(plain(formatSignedMoney('es', -300))).toBe('-3,00 €');
    expect(plain(formatSignedMoney('es', 0))).toBe('0,00 €');
    expect(formatSignedMoney('en', 1250)).toBe('+€12.50');
    expect(formatSignedMoney('en', -123_456)).toBe('-€1,234.56');
  });
});

describe("a report's methods", () => {
  it('lists all four in order, 0 for those not taken, and their total', () => {
    const methods = allMethods([
      { method: 'transfer', cents: 500 },
      { method: 'cash', cents: 2000 },
    ]);
    expect(methods).toEqual([
      { method: 'cash', cents: 2000 },
      { method: 'card', cents: 0 },
      { method: 'bizum', cents: 0 },
      { method: 'transfer', cents: 500 },
    ]);
    expect(takenTotal(methods)).toBe(2500);
  });
});

describe('a fingerprint in a table', () => {
  it('keeps its first 8 and last 4 characters', () => {
    const hash = '3C464DAF61ACB827C65FDA19F352A4E3BDC2C640E9E0CDFCD4CF1A8A3E4F6B8E';
    expect(shortHash(hash)).toBe('3C464DAF…6B8E');
    expect(shortHash('ABC')).toBe('ABC');
  });
});

describe("the fiscal records' pages", () => {
  it('asks for the records after the last one of a full page, and stops after a short one', () => {
    const full = Array.from({ length: FISCAL_PAGE }, (_, i) => ({ seq: 101 + i }));
    expect(nextFiscalPage(full)).toBe(100 + FISCAL_PAGE);
    expect(nextFiscalPage(full.slice(0, FISCAL_PAGE - 1))).toBeUndefined();
    expect(nextFiscalPage([])).toBeUndefined();
  });
});
