import { describe, expect, it } from 'vitest';
import {
  coverage,
  coverageLight,
  expiryFromValidity,
  sortDiseases,
  type TCoverageRecord,
  VACCINATION_RULE_DEFAULTS,
} from './vaccinations.rules';

const POLIVALENTE = ['distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis'];
const rabies = (expiresOn: string): TCoverageRecord => ({ covers: ['rabies'], expiresOn });
const dhppil = (expiresOn: string): TCoverageRecord => ({ covers: POLIVALENTE, expiresOn });
const kennelCough = (expiresOn: string): TCoverageRecord => ({ covers: ['bordetella'], expiresOn });

describe('coverage by disease', () => {
  it('names each required disease no record covers, in the rule order', () => {
    const result = coverage([rabies('2027-01-01')], ['rabies', 'distemper', 'bordetella'], '2026-12-01');
    expect(result).toEqual({ compliant: false, missing: ['distemper', 'bordetella'], expiring: [] });
  });

  it('one polivalente record covers every disease it lists', () => {
    const result = coverage(
      [dhppil('2027-06-01')],
      ['distemper', 'hepatitis', 'parvovirus', 'leptospirosis'],
      '2026-12-01',
    );
    expect(result.compliant).toBe(true);
    expect(result.missing).toEqual([]);
  });

  it('takes the latest record of a disease, whichever vaccine gave it', () => {
    const records = [rabies('2026-11-01'), rabies('2027-11-01'), dhppil('2026-10-01'), dhppil('2027-10-01')];
    expect(coverage(records, ['rabies', 'parvovirus'], '2026-12-01').compliant).toBe(true);
  });

  it('an expired record does not cover', () => {
    expect(coverage([rabies('2026-11-30')], ['rabies'], '2026-12-01').missing).toEqual(['rabies']);
  });
});

describe('the day of expiry itself', () => {
  it('is covered: expiresOn is the last day a record covers', () => {
    expect(coverage([rabies('2026-12-10')], ['rabies'], '2026-12-10').compliant).toBe(true);
  });
  it('the day after it is not', () => {
    expect(coverage([rabies('2026-12-10')], ['rabies'], '2026-12-11').missing).toEqual(['rabies']);
  });
});

describe('the whole stay', () => {
  it('a record valid today but lapsing before check-out is missing for the stay', () => {
    const records = [rabies('2026-12-05'), kennelCough('2027-05-01')];
    const stay = coverage(records, ['rabies', 'bordetella'], '2026-12-01', '2026-12-08');
    expect(stay.missing).toEqual(['rabies']);
    expect(coverage(records, ['rabies', 'bordetella'], '2026-12-01').compliant).toBe(true);
  });

  it('a record lapsing on the check-out day covers the stay', () => {
    expect(coverage([rabies('2026-12-08')], ['rabies'], '2026-12-01', '2026-12-08').compliant).toBe(true);
  });
});

describe('expiring', () => {
  it('lists covered diseases lapsing within 30 days after the last day, not later ones', () => {
    const result = coverage(
      [rabies('2026-12-31'), kennelCough('2027-01-01')],
      ['rabies', 'bordetella'],
      '2026-12-01',
    );
    expect(result).toEqual({
      compliant: true,
      missing: [],
      expiring: [{ disease: 'rabies', expiresOn: '2026-12-31' }],
    });
  });

  it('colours a disease red when missing, amber when lapsing soon, green otherwise', () => {
    const result = coverage(
      [rabies('2026-12-20'), dhppil('2027-12-01')],
      ['rabies', 'parvovirus', 'bordetella'],
      '2026-12-01',
    );
    expect(coverageLight('rabies', result)).toBe('amber');
    expect(coverageLight('parvovirus', result)).toBe('green');
    expect(coverageLight('bordetella', result)).toBe('red');
  });
});

describe('expiry from the validity', () => {
  it('is the date given plus the validity months', () => {
    expect(expiryFromValidity('2026-03-15', 12)).toBe('2027-03-15');
    expect(expiryFromValidity('2026-03-15', 24)).toBe('2028-03-15');
  });
  it('keeps to the last day of a shorter month', () => {
    expect(expiryFromValidity('2026-01-31', 1)).toBe('2026-02-28');
    expect(expiryFromValidity('2028-02-29', 12)).toBe('2029-02-28');
  });
});

describe('rules', () => {
  it('defaults to warn everywhere, bordetella for daycare and hotel only', () => {
    expect(VACCINATION_RULE_DEFAULTS.daycare).toEqual({
      mode: 'warn',
      diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'],
    });
    expect(VACCINATION_RULE_DEFAULTS.grooming).toEqual({
      mode: 'warn',
      diseases: ['rabies', 'distemper', 'parvovirus'],
    });
  });
  it('sorts diseases in the catalogue order, each once', () => {
    expect(sortDiseases(['bordetella', 'rabies', 'bordetella', 'nonsense'])).toEqual([
      'rabies',
      'bordetella',
    ]);
  });
});
