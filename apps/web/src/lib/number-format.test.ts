import { describe, expect, it } from 'vitest';
import { formatNumber, formatTemperature, formatWeight } from './number-format';

describe('number format', () => {
  it('writes decimals with a comma in Spanish and a point in English', () => {
    expect(formatWeight('es', 10.2)).toBe('10,2 kg');
    expect(formatWeight('en', 10.2)).toBe('10.2 kg');
  });
  it('rounds to one decimal and drops a trailing zero', () => {
    expect(formatNumber('es', 12.345)).toBe('12,3');
    expect(formatNumber('en', 12)).toBe('12');
  });
  it('groups thousands in both languages', () => {
    expect(formatNumber('es', 1234)).toBe('1.234');
    expect(formatNumber('en', 50000)).toBe('50,000');
  });
  it('formats a temperature with its unit', () => {
    expect(formatTemperature('es', 38.5)).toBe('38,5 °C');
    expect(formatTemperature('en', 38.5)).toBe('38.5°C');
  });
});
