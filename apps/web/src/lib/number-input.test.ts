import { describe, expect, it } from 'vitest';
import { numberFormValue, readTypedNumber, showNumber, UNREADABLE_NUMBER } from './number-input';

const value = (v: string) => ({ kind: 'value', value: v });

describe('readTypedNumber', () => {
  it('reads the decimal comma and the decimal point in Spanish', () => {
    expect(readTypedNumber('10,4', 'es')).toEqual(value('10.4'));
    expect(readTypedNumber('10.4', 'es')).toEqual(value('10.4'));
    expect(readTypedNumber('38,6', 'es')).toEqual(value('38.6'));
    expect(readTypedNumber(' 0,25 ', 'es')).toEqual(value('0.25'));
    expect(readTypedNumber(',5', 'es')).toEqual(value('0.5'));
    expect(readTypedNumber('10,', 'es')).toEqual(value('10'));
    expect(readTypedNumber('12', 'es')).toEqual(value('12'));
    expect(readTypedNumber('007', 'es')).toEqual(value('7'));
  });

  it('reads only the decimal point in English', () => {
    expect(readTypedNumber('10.4', 'en')).toEqual(value('10.4'));
    expect(readTypedNumber('.5', 'en')).toEqual(value('0.5'));
    expect(readTypedNumber('10,4', 'en')).toEqual({ kind: 'invalid' });
    expect(readTypedNumber('1,000', 'en')).toEqual({ kind: 'invalid' });
  });

  it('refuses grouped thousands, two marks and anything not a number, in both languages', () => {
    for (const lang of ['es', 'en']) {
      for (const bad of [
        '1.000,5',
        '1,000.5',
        '1.000.000',
        '10 kg',
        'diez',
        '1e3',
        '0x10',
        '--1',
        ',',
        '.',
        '+',
      ]) {
        expect(readTypedNumber(bad, lang), `${bad} (${lang})`).toEqual({ kind: 'invalid' });
      }
    }
  });

  it('says blank for nothing and keeps a sign for the field to judge', () => {
    expect(readTypedNumber('   ', 'es')).toEqual({ kind: 'blank' });
    expect(readTypedNumber('-2,5', 'es')).toEqual(value('-2.5'));
    expect(readTypedNumber('+3', 'en')).toEqual(value('3'));
    expect(readTypedNumber('-0', 'en')).toEqual(value('0'));
  });

  it('takes a regional tag for its language', () => {
    expect(readTypedNumber('10,4', 'es-ES')).toEqual(value('10.4'));
    expect(readTypedNumber('10,4', 'en-US')).toEqual({ kind: 'invalid' });
  });
});

describe('showNumber and numberFormValue', () => {
  it('shows a form value in the reader’s language, without grouping', () => {
    expect(showNumber('10.2', 'es')).toBe('10,2');
    expect(showNumber('10.2', 'en')).toBe('10.2');
    expect(showNumber(1234.5, 'es')).toBe('1234,5');
    expect(showNumber('', 'es')).toBe('');
    expect(showNumber(null, 'en')).toBe('');
  });

  it('leaves what is no number as it is, and never shows the unreadable marker', () => {
    expect(showNumber('abc', 'es')).toBe('abc');
    expect(showNumber(UNREADABLE_NUMBER, 'es')).toBe('');
  });

  it('turns typed text into the form value every schema reads', () => {
    expect(numberFormValue('10,4', 'es')).toBe('10.4');
    expect(numberFormValue('', 'es')).toBe('');
    expect(numberFormValue('10,4', 'en')).toBe(UNREADABLE_NUMBER);
    expect(Number(numberFormValue('1.000,5', 'es'))).toBeNaN();
  });

  it('round-trips: what is shown reads back as the same value', () => {
    for (const lang of ['es', 'en']) {
      for (const v of ['0.1', '10.4', '38.6', '100', '2.75']) {
        expect(readTypedNumber(showNumber(v, lang), lang)).toEqual(value(v));
      }
    }
  });
});
