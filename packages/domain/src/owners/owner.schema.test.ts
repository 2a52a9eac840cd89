import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import { escapeLike, matchesSearch, ownerSearchText, searchTokens } from './owner.rules';
import { ZOwnerInput, ZOwnerListInput } from './owner.schema';

const valid = {
  name: 'Ana Peña',
  email: 'ana@example.com',
  phone: '+34 (600) 123-456',
  address: 'Calle Mayor 1',
};

const errors = (input: unknown) => {
  const r = ZOwnerInput.safeParse(input);
  expect(r.success).toBe(false);
  return r.error?.issues.map((i) => [i.path.join('.'), messageEn(i.message)]);
};

describe('ZOwnerInput', () => {
  it('trims every value and lower-cases the email', () => {
    expect(
      ZOwnerInput.parse({
        name: '  Ana Peña ',
        email: '  Ana@Example.COM ',
        phone: ' 600 123 456 ',
        address: ' Calle Mayor 1 ',
        extra: 1,
      }),
    ).toEqual({ name: 'Ana Peña', email: 'ana@example.com', phone: '600 123 456', address: 'Calle Mayor 1' });
  });

  it('reports each rule with the spec message, all at once', () => {
    expect(errors({})).toEqual([
      ['name', 'Name must be at least 2 characters long'],
      ['email', 'Please enter a valid email address'],
      ['phone', 'Please enter a valid phone number'],
      ['address', 'Address is required'],
    ]);
    expect(errors({ ...valid, name: ' A ' })).toEqual([['name', 'Name must be at least 2 characters long']]);
    expect(errors({ ...valid, email: 'not-an-email' })).toEqual([
      ['email', 'Please enter a valid email address'],
    ]);
    expect(errors({ ...valid, address: '   ' })).toEqual([['address', 'Address is required']]);
    expect(errors({ ...valid, address: 'x'.repeat(61) })).toEqual([
      ['address', 'Address must be 60 characters or less'],
    ]);
    expect(ZOwnerInput.safeParse({ ...valid, address: 'x'.repeat(60) }).success).toBe(true);
  });

  it('takes digits, spaces, hyphens, parentheses and a leading plus in phones', () => {
    for (const phone of ['600123456', '+1 (555) 123-4567', '(91) 555 12 12', '+44 20 7946 0018']) {
      expect(ZOwnerInput.safeParse({ ...valid, phone }).success).toBe(true);
    }
    for (const phone of ['555-CALL', '1+555', '++34 600', '600.123.456', '()', '', 'x'.repeat(31)]) {
      expect(errors({ ...valid, phone })).toEqual([['phone', 'Please enter a valid phone number']]);
    }
  });
});

describe('owner list input', () => {
  it('defaults to name ascending, 10 per page', () => {
    expect(ZOwnerListInput.parse({})).toEqual({ sort: 'name', direction: 'asc', page: 1, pageSize: 10 });
    expect(ZOwnerListInput.parse({ search: '  ' }).search).toBeUndefined();
  });
});

describe('loose search', () => {
  it('folds accents and case and splits words', () => {
    expect(searchTokens('  Peña   LÓPEZ peña ')).toEqual(['pena', 'lopez']);
    expect(searchTokens('')).toEqual([]);
    expect(searchTokens(undefined)).toEqual([]);
  });

  it('finds owners by name, email, phone and phone digits', () => {
    const text = ownerSearchText({ name: 'José Peña', email: 'jp@mail.es', phone: '(555) 123-4' });
    expect(matchesSearch(text, 'pena')).toBe(true);
    expect(matchesSearch(text, 'JOSE jp@')).toBe(true);
    expect(matchesSearch(text, '5551234')).toBe(true);
    expect(matchesSearch(text, '123-4')).toBe(true);
    expect(matchesSearch(text, 'pena garcia')).toBe(false);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
