import { describe, expect, it } from 'vitest';
import { centsToEurosText, eurosTextToCents, ZEurosText } from './money';

describe('euros typed as cents', () => {
  it('reads whole and decimal amounts exactly, with no float error', () => {
    expect(eurosTextToCents('12')).toBe(1200);
    expect(eurosTextToCents('12.5')).toBe(1250);
    expect(eurosTextToCents('0.29')).toBe(29);
    expect(eurosTextToCents('1.005')).toBeNaN();
    expect(eurosTextToCents('19.99')).toBe(1999);
    expect(eurosTextToCents('1234.56')).toBe(123456);
    expect(eurosTextToCents('-3.05')).toBe(-305);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '1,5', '1.2.3', 'NaN', '.5'])
      expect(eurosTextToCents(text), text).toBeNaN();
  });

  it('writes cents back as the canonical text, round trip', () => {
    expect(centsToEurosText(123450)).toBe('1234.5');
    expect(centsToEurosText(29)).toBe('0.29');
    expect(centsToEurosText(1200)).toBe('12');
    expect(centsToEurosText(-305)).toBe('-3.05');
    for (const cents of [0, 1, 10, 99, 100, 2999, 40000, 123456])
      expect(eurosTextToCents(centsToEurosText(cents))).toBe(cents);
  });

  it('the field schema gives cents, or its message', () => {
    expect(ZEurosText.parse('45.9')).toBe(4590);
    const refused = ZEurosText.safeParse('4.999');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('billing.moneyInvalid');
    expect(ZEurosText.safeParse('-1').error?.issues[0]?.message).toBe('billing.moneyInvalid');
  });
});
