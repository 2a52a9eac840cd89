import { describe, expect, it } from 'vitest';
import { messageEn } from '../common/messages';
import {
  ZComplianceQuery,
  ZDueInput,
  ZMarkCalledInput,
  ZVaccinationBody,
  ZVaccinationRulesUpdate,
  ZVaccineUpdateBody,
} from './vaccinations.schema';

const firstIssue = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => {
  const issue = result.error?.issues[0];
  return issue ? { path: issue.path.join('.'), message: messageEn(issue.message) } : null;
};

describe('a vaccination record body', () => {
  it('takes a vaccine by id or code and a day given; the rest is optional', () => {
    expect(
      ZVaccinationBody.parse({ vaccine: 'rabies', givenOn: '2026-11-01', batch: ' ', notes: null }),
    ).toEqual({
      vaccine: 'rabies',
      givenOn: '2026-11-01',
    });
  });

  it('refuses an expiry not after the day given, under expiresOn', () => {
    const same = ZVaccinationBody.safeParse({
      vaccine: 'rabies',
      givenOn: '2026-11-01',
      expiresOn: '2026-11-01',
    });
    expect(firstIssue(same)).toEqual({
      path: 'expiresOn',
      message: 'Expiry date must be after the vaccination date',
    });
  });

  it('requires a vaccine and a valid day', () => {
    expect(firstIssue(ZVaccinationBody.safeParse({ givenOn: '2026-11-01' }))).toEqual({
      path: 'vaccine',
      message: 'Please select a vaccine',
    });
    expect(firstIssue(ZVaccinationBody.safeParse({ vaccine: 'rabies', givenOn: '2026-02-30' }))).toEqual({
      path: 'givenOn',
      message: 'Date must be a valid day (YYYY-MM-DD)',
    });
  });
});

describe('the catalogue and the rules', () => {
  it('a vaccine must cover some disease from the list', () => {
    expect(firstIssue(ZVaccineUpdateBody.safeParse({ covers: [] }))?.message).toBe(
      'A vaccine must cover at least one disease',
    );
    expect(firstIssue(ZVaccineUpdateBody.safeParse({ covers: ['flu'] }))?.path).toBe('covers.0');
    expect(ZVaccineUpdateBody.parse({ covers: ['rabies', 'distemper', 'rabies'] }).covers).toEqual([
      'rabies',
      'distemper',
    ]);
  });

  it('a rule has a mode of off, warn or block', () => {
    expect(
      firstIssue(ZVaccinationRulesUpdate.safeParse({ hotel: { mode: 'strict', diseases: [] } })),
    ).toEqual({
      path: 'hotel.mode',
      message: 'Mode must be one of: off, warn, block',
    });
  });
});

describe('queries', () => {
  it('compliance refuses a first day after the last', () => {
    expect(
      firstIssue(ZComplianceQuery.safeParse({ service: 'hotel', from: '2026-12-05', to: '2026-12-01' }))
        ?.path,
    ).toBe('from');
  });
  it('the due list reads its numbers and booleans from the query string, with defaults', () => {
    expect(ZDueInput.parse({})).toEqual({ within: 30, booked: false, limit: 50 });
    expect(ZDueInput.parse({ within: '7', booked: 'true', limit: '10' })).toEqual({
      within: 7,
      booked: true,
      limit: 10,
    });
    expect(ZDueInput.safeParse({ within: '-1' }).success).toBe(false);
  });
  it('the call list: called=no or nothing; a mark needs a calendar expiry and a true boolean', () => {
    expect(ZDueInput.parse({ called: 'no' })).toMatchObject({ called: 'no' });
    expect(ZDueInput.parse({ called: '' }).called).toBeUndefined();
    expect(firstIssue(ZDueInput.safeParse({ called: 'yes' }))).toEqual({
      path: 'called',
      message: messageEn('vaccinations.calledFilterInvalid'),
    });
    const mark = { dog: 'd1', disease: 'rabies', expiresOn: '2026-12-01', called: true };
    expect(ZMarkCalledInput.parse(mark)).toEqual(mark);
    expect(firstIssue(ZMarkCalledInput.safeParse({ ...mark, called: 'true' }))).toEqual({
      path: 'called',
      message: messageEn('vaccinations.calledInvalid'),
    });
    expect(firstIssue(ZMarkCalledInput.safeParse({ ...mark, expiresOn: '2026-02-30' }))).toEqual({
      path: 'expiresOn',
      message: messageEn('vaccinations.dateInvalid'),
    });
    expect(firstIssue(ZMarkCalledInput.safeParse({ ...mark, expiresOn: '' }))).toEqual({
      path: 'expiresOn',
      message: messageEn('vaccinations.expiresOnRequired'),
    });
  });
});
