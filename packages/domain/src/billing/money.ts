// Amounts typed in euros ('12.5', the canonical text a NumberInput holds) read as integer cents
// without a float ever rounding them: the digits are split at the point and joined, so '0.29' is
// 29 cents (0.29 * 100 would be 28.999999999999996). More than two decimals is refused, not rounded.
import { z } from 'zod';
import { registerMessages } from '../common/messages';

export const MONEY_MESSAGES_EN = {
  'billing.moneyInvalid': 'Enter an amount in euros with at most two decimals',
} as const;
registerMessages(MONEY_MESSAGES_EN);

/** Cents of a canonical decimal text ('12', '12.5', '-3.05'); NaN for anything else. */
export function eurosTextToCents(text: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return Number.NaN;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return Number.NaN;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Cents as the canonical text a number field holds: 123450 → '1234.5', 29 → '0.29'. */
export function centsToEurosText(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const fraction = String(abs % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** A money field's text → its cents (0 or more, at most two decimals). */
export const ZEurosText = z
  .string({ message: 'billing.moneyInvalid' })
  .transform(eurosTextToCents)
  .pipe(
    z
      .number({ message: 'billing.moneyInvalid' })
      .int({ message: 'billing.moneyInvalid' })
      .min(0, { message: 'billing.moneyInvalid' })
      .max(99_999_999, { message: 'billing.moneyInvalid' }),
  );
