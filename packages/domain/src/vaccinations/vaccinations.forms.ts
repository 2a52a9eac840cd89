// The web's vaccination forms and the Vaccinations tab's lights (docs/contract/rest-contract-business.md,
// "Vaccinations"): what the record form and the vaccine form hold (text, '' for empty) and their
// schemas, whose output is the API's input; each disease's state on a day from a dog's records.
import { z } from 'zod';
import { addDays } from '../dogs/dog.rules';
import { coverageByDisease, EXPIRING_WITHIN_DAYS, type TDisease } from './vaccinations.rules';
import { ZVaccinationBody, ZVaccineUpdateBody } from './vaccinations.schema';

/** What the record form holds ('' for empty), in screen order. */
export interface TVaccinationFormValues {
  vaccine: string;
  givenOn: string;
  expiresOn: string;
  batch: string;
  givenBy: string;
  notes: string;
  verified: boolean;
}

export const EMPTY_VACCINATION_FORM: TVaccinationFormValues = {
  vaccine: '',
  givenOn: '',
  expiresOn: '',
  batch: '',
  givenBy: '',
  notes: '',
  verified: false,
};

/** The record form's schema: the API's rules, and no date after `today` (the business's day). */
export function vaccinationFormSchema(today?: string) {
  return ZVaccinationBody.superRefine((v, ctx) => {
    if (today !== undefined && v.givenOn > today)
      ctx.addIssue({ code: 'custom', path: ['givenOn'], message: 'vaccinations.givenInFuture' });
  });
}

/** What the vaccine form holds: the validity as typed text ('12'). */
export interface TVaccineFormValues {
  id: string;
  name: { es: string; en: string };
  covers: TDisease[];
  validityMonths: string;
}

/** The vaccine form's schema: the validity read as a number ('' is none), then the API's rules. */
export const ZVaccineForm = ZVaccineUpdateBody.extend({
  id: z.string(),
  validityMonths: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? Number.NaN : Number(v)) : v),
    ZVaccineUpdateBody.shape.validityMonths.unwrap(),
  ),
});

/** green (valid), amber (lapses within 30 days), red (missing or expired). */
export type TDiseaseState = 'valid' | 'expiring' | 'missing';

export interface TDiseaseStatus {
  disease: TDisease;
  state: TDiseaseState;
  /** The latest expiry among the records covering it; null with no record at all. */
  expiresOn: string | null;
}

/**
 * Each disease's state from `from` through `to` (`to` defaults to `from`): covered when some record
 * covering it lasts until `to` (the day of expiry itself is covered); expiring when that last day is
 * within 30 days after `to`.
 */
export function diseaseStatuses(
  records: readonly { covers: readonly string[]; expiresOn: string }[],
  diseases: readonly TDisease[],
  from: string,
  to: string = from,
): TDiseaseStatus[] {
  const last = to < from ? from : to;
  const soon = addDays(last, EXPIRING_WITHIN_DAYS);
  const latest = coverageByDisease(records);
  return diseases.map((disease) => {
    const through = latest.get(disease) ?? null;
    const state: TDiseaseState =
      through === null || through < last ? 'missing' : through <= soon ? 'expiring' : 'valid';
    return { disease, state, expiresOn: through };
  });
}

/** The diseases of a refusal's English message ('Vaccinations missing or expired: rabies, bordetella'). */
export function missingDiseasesOf(message: string): string[] {
  const at = message.indexOf(':');
  if (at < 0) return [];
  return message
    .slice(at + 1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
