import { describe, expect, it } from 'vitest';
import {
  diseaseStatuses,
  missingDiseasesOf,
  vaccinationFormSchema,
  ZVaccineForm,
} from './vaccinations.forms';

const polivalente = ['distemper', 'hepatitis', 'parvovirus', 'parainfluenza', 'leptospirosis'] as const;

describe('diseaseStatuses', () => {
  it('is red for a disease no record covers, green for one covered well beyond 30 days', () => {
    const records = [{ covers: ['rabies' as const], expiresOn: '2027-06-01' }];
    expect(diseaseStatuses(records, ['rabies', 'bordetella'], '2026-11-26')).toEqual([
      { disease: 'rabies', state: 'valid', expiresOn: '2027-06-01' },
      { disease: 'bordetella', state: 'missing', expiresOn: null },
    ]);
  });

  it('one polivalente record covers each of its diseases', () => {
    const records = [{ covers: [...polivalente], expiresOn: '2027-06-01' }];
    const states = diseaseStatuses(records, ['distemper', 'parvovirus', 'rabies'], '2026-11-26');
    expect(states.map((s) => s.state)).toEqual(['valid', 'valid', 'missing']);
  });

  it('the day of expiry itself is still covered (amber), the day after is not', () => {
    const records = [{ covers: ['rabies' as const], expiresOn: '2026-11-26' }];
    expect(diseaseStatuses(records, ['rabies'], '2026-11-26')[0]?.state).toBe('expiring');
    expect(diseaseStatuses(records, ['rabies'], '2026-11-27')[0]?.state).toBe('missing');
  });

  it('amber within 30 days after the day, green on the 31st', () => {
    expect(
      diseaseStatuses([{ covers: ['rabies'], expiresOn: '2026-12-26' }], ['rabies'], '2026-11-26')[0]?.state,
    ).toBe('expiring');
    expect(
      diseaseStatuses([{ covers: ['rabies'], expiresOn: '2026-12-27' }], ['rabies'], '2026-11-26')[0]?.state,
    ).toBe('valid');
  });

  it('a stay must be covered until its last day, and the latest record counts', () => {
    const records = [
      { covers: ['rabies' as const], expiresOn: '2026-11-28' },
      { covers: ['rabies' as const], expiresOn: '2026-11-29' },
    ];
    expect(diseaseStatuses(records, ['rabies'], '2026-11-26', '2026-11-30')[0]).toEqual({
      disease: 'rabies',
      state: 'missing',
      expiresOn: '2026-11-29',
    });
    expect(diseaseStatuses(records, ['rabies'], '2026-11-26', '2026-11-29')[0]?.state).toBe('expiring');
  });
});

describe('the refusal message', () => {
  it("reads the diseases from the server's message", () => {
    expect(missingDiseasesOf('Vaccinations missing or expired: rabies, bordetella')).toEqual([
      'rabies',
      'bordetella',
    ]);
    expect(missingDiseasesOf('Something else')).toEqual([]);
  });
});

describe('vaccinationFormSchema', () => {
  const base = {
    vaccine: 'v1',
    givenOn: '2026-11-01',
    expiresOn: '',
    batch: '',
    givenBy: '',
    notes: '',
    verified: false,
  };

  it('takes a record with no expiry, blanks as absent', () => {
    const parsed = vaccinationFormSchema('2026-11-26').parse(base);
    expect(parsed).toEqual({ vaccine: 'v1', givenOn: '2026-11-01', verified: false });
  });

  it('refuses a date in the future and an expiry not after the date', () => {
    const result = vaccinationFormSchema('2026-11-26').safeParse({
      ...base,
      givenOn: '2026-11-27',
      expiresOn: '2026-11-27',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['expiresOn', 'vaccinations.expiryNotAfterGiven'],
      ['givenOn', 'vaccinations.givenInFuture'],
    ]);
  });

  it("reads the vaccine form's validity as typed, refusing what is no whole number of months", () => {
    const base = { id: 'v', name: { es: 'Rabia', en: 'Rabies' }, covers: ['rabies'] };
    expect(ZVaccineForm.parse({ ...base, validityMonths: '24' }).validityMonths).toBe(24);
    for (const bad of ['', '1.5', '0', '121']) {
      const issues = ZVaccineForm.safeParse({ ...base, validityMonths: bad }).error?.issues ?? [];
      expect(
        issues.map((i) => i.message),
        bad,
      ).toEqual(['vaccinations.validityInvalid']);
    }
  });
});
