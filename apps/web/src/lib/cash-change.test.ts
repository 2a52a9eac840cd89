import { describe, expect, it } from 'vitest';
import { changeFromTexts, dueText, moneyText, tenderSuggestions, textCents } from './cash-change';

describe('cash change', () => {
  it('starts the amount with what is due, as the number field holds it', () => {
    expect(dueText(4840, 0)).toBe('48.40');
    expect(dueText(4840, 2000)).toBe('28.40');
    expect(dueText(2929, 0)).toBe('29.29');
    expect(dueText(5000, 0)).toBe('50.00');
    expect(dueText(5, 0)).toBe('0.05');
    expect(dueText(4840, 4840)).toBe('');
    // A corrective invoice: what remains to refund, positive.
    expect(dueText(-4840, -1000)).toBe('38.40');
    expect(moneyText(-305)).toBe('-3.05');
  });

  it('gives tendered − amount in exact cents, never through a float', () => {
    expect(changeFromTexts('28.4', '50')).toBe(2160);
    // 0.29 * 100 is 28.999999999999996 as a float: the digits are read, not multiplied.
    expect(changeFromTexts('0.29', '1')).toBe(71);
    expect(changeFromTexts('19.99', '20')).toBe(1);
    expect(changeFromTexts('20', '20')).toBe(0);
  });

  it('shows no change while a field is blank, unreadable, or less is tendered', () => {
    expect(changeFromTexts('28.4', '')).toBeNull();
    expect(changeFromTexts('', '50')).toBeNull();
    expect(changeFromTexts('28.4', '20')).toBeNull();
    expect(changeFromTexts('28.4', '50.001')).toBeNull();
    expect(changeFromTexts('28.4', 'NaN')).toBeNull();
    expect(changeFromTexts('0', '5')).toBeNull();
    expect(textCents('12.345')).toBeNull();
    expect(textCents('12.05')).toBe(1205);
  });

  it('suggests the exact amount and the next round sums a customer hands over', () => {
    expect(tenderSuggestions(2840)).toEqual([2840, 3000, 4000, 5000]);
    expect(tenderSuggestions(4500)).toEqual([4500, 5000, 6000, 10_000]);
    expect(tenderSuggestions(2000)).toEqual([2000, 5000, 10_000]);
    expect(tenderSuggestions(12_001)).toEqual([12_001, 12_500, 13_000, 14_000]);
    expect(tenderSuggestions(0)).toEqual([]);
  });
});
