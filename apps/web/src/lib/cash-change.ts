// The arithmetic of taking a payment at the desk, pure and in integer cents (never a float): what
// the form starts with (what is due, as a number field's text), the change of a cash payment as
// the desk types (tendered − amount, read from the fields' texts digit by digit) and the notes a
// customer is likely to hand over. Spanish cash still has 1 and 2 cent coins: nothing is rounded
// to 5 cents, the change is exact.
import { eurosTextToCents } from '@pawdesk/domain/billing/money';
import { amountDue, cashChange } from '@pawdesk/domain/fiscal/payment.rules';

/** Cents as a money field's canonical text with both decimals: 4840 → '48.40', 5000 → '50.00'. */
export function moneyText(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The amount the payment form starts with: what is due as a money field's text ('48.40'); on a
 * corrective invoice what remains to refund, positive (the form sends it negative). '' when
 * nothing is due.
 */
export function dueText(totalCents: number, paidCents: number): string {
  const due = amountDue(totalCents, paidCents);
  return due === 0 ? '' : moneyText(Math.abs(due));
}

/** A field's canonical text as cents, or null when blank or unreadable (more than two decimals...). */
export function textCents(text: string): number | null {
  if (text.trim() === '') return null;
  const cents = eurosTextToCents(text);
  return Number.isNaN(cents) ? null : cents;
}

/**
 * The change shown as the desk types: tendered − amount, from the two fields' texts; null while
 * either cannot be read or less than the amount is tendered (nothing to show yet).
 */
export function changeFromTexts(amountText: string, tenderedText: string): number | null {
  const amount = textCents(amountText);
  const tendered = textCents(tenderedText);
  if (amount === null || tendered === null || amount <= 0) return null;
  return cashChange(amount, tendered);
}

const NOTES = [500, 1000, 2000, 5000, 10_000] as const;

/**
 * What a customer is likely to hand over for `amountCents`: the exact amount, then the next round
 * sums of 5, 10, 20, 50 and 100 € above it, distinct, at most `count` in all.
 */
export function tenderSuggestions(amountCents: number, count = 4): number[] {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return [];
  const out = [amountCents];
  for (const note of NOTES) {
    const next = Math.ceil(amountCents / note) * note;
    if (next > amountCents && !out.includes(next)) out.push(next);
    if (out.length >= count) break;
  }
  return out;
}
