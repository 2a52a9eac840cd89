// Vaccinations (docs/contract/rest-contract-business.md, "Vaccinations"; docs/domains/vaccinations.md):
// the coverage rule as pure functions, shared by the server and the web.
//
// Coverage is by disease, not by product: a record covers every disease its vaccine covers (one
// "polivalente" DHPPi+L record covers distemper, hepatitis, parvovirus, parainfluenza and
// leptospirosis). A record's `expiresOn` is the LAST day it covers: a dog whose rabies expires on
// 2026-12-10 is covered on the 10th and not on the 11th. A disease is covered for a service over
// a range of days when some record covering it does not expire before the last day (for a hotel
// stay: its check-out day), so the whole stay is covered, not just its first day. (A record is
// never given in the future, so its start does not matter.)
import { addDays, addMonths } from '../dogs/dog.rules';

export const DISEASES = [
  'rabies',
  'distemper',
  'hepatitis',
  'parvovirus',
  'parainfluenza',
  'leptospirosis',
  'bordetella',
] as const;
export type TDisease = (typeof DISEASES)[number];

/** The services whose rules may ask for vaccines. */
export const VACCINATION_SERVICES = ['daycare', 'hotel', 'grooming'] as const;
export type TVaccinationService = (typeof VACCINATION_SERVICES)[number];

/** off: never asked; warn: said, never refused (the default); block: the moment of service is refused. */
export const VACCINATION_MODES = ['off', 'warn', 'block'] as const;
export type TVaccinationMode = (typeof VACCINATION_MODES)[number];

export interface TVaccinationRule {
  mode: TVaccinationMode;
  diseases: TDisease[];
}
export type TVaccinationRules = Record<TVaccinationService, TVaccinationRule>;

/** The contract's defaults: warn everywhere; rabies, distemper, parvovirus (+ bordetella for daycare and hotel). */
export const VACCINATION_RULE_DEFAULTS: TVaccinationRules = {
  daycare: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
  hotel: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus', 'bordetella'] },
  grooming: { mode: 'warn', diseases: ['rabies', 'distemper', 'parvovirus'] },
};

/** `expiring` lists covered diseases that lapse within this many days after the range. */
export const EXPIRING_WITHIN_DAYS = 30;
/** The due list's default window and its bounds. */
export const DUE_WITHIN_DEFAULT = 30;
export const DUE_WITHIN_MAX = 365;
/** `booked=true` keeps dogs with a booking or visit in the next this many days. */
export const DUE_BOOKED_DAYS = 30;
/** The widest window of the due screen (days): an item beyond it cannot be marked as called. */
export const DUE_WITHIN_MAX_CALL = 90;
export const DUE_PAGE_SIZE = 50;
export const DUE_PAGE_SIZE_MAX = 200;
export const VACCINE_VALIDITY_MAX_MONTHS = 120;
export const VACCINATION_TEXT_MAX = 200;
export const VACCINATION_NOTES_MAX = 1000;

/** Who edits the catalogue and the rules, and who may override a block: managers. */
export const VACCINATION_MANAGER_ROLES = ['admin', 'manager'] as const;

/** The day a record stops covering when no expiry was given: the date given plus the validity. */
export function expiryFromValidity(givenOn: string, validityMonths: number): string {
  return addMonths(givenOn, validityMonths);
}

/** What the rule needs of a record: the diseases its vaccine covers and its days. */
export interface TCoverageRecord {
  covers: readonly string[];
  expiresOn: string;
}

/** The last day each disease is covered through: the latest expiry among the records covering it. */
export function coverageByDisease(records: readonly TCoverageRecord[]): Map<string, string> {
  const latest = new Map<string, string>();
  for (const record of records) {
    for (const disease of record.covers) {
      const known = latest.get(disease);
      if (!known || record.expiresOn > known) latest.set(disease, record.expiresOn);
    }
  }
  return latest;
}

/** A disease covered over the range but lapsing soon after it. */
export interface TExpiring {
  disease: TDisease;
  expiresOn: string;
}

export interface TCoverage {
  compliant: boolean;
  /** Required diseases not covered for the whole range, in the rule's order. */
  missing: TDisease[];
  /** Required diseases covered, but lapsing within EXPIRING_WITHIN_DAYS after `to`. */
  expiring: TExpiring[];
}

/**
 * Whether the records cover every required disease from `from` through `to` (both calendar days,
 * `to` on or after `from`; for a hotel stay `to` is the check-out day). The day of expiry itself
 * is covered (`expiresOn` is the last day a record covers).
 */
export function coverage(
  records: readonly TCoverageRecord[],
  required: readonly TDisease[],
  from: string,
  to: string = from,
): TCoverage {
  const last = to < from ? from : to;
  const latest = coverageByDisease(records);
  const soon = addDays(last, EXPIRING_WITHIN_DAYS);
  const missing: TDisease[] = [];
  const expiring: TExpiring[] = [];
  for (const disease of required) {
    const through = latest.get(disease);
    if (!through || through < last) missing.push(disease);
    else if (through <= soon) expiring.push({ disease, expiresOn: through });
  }
  return { compliant: missing.length === 0, missing, expiring };
}

/** The three colours of a required disease on the dog's tab: covered, lapsing soon, missing. */
export type TCoverageLight = 'green' | 'amber' | 'red';
export function coverageLight(disease: TDisease, result: TCoverage): TCoverageLight {
  if (result.missing.includes(disease)) return 'red';
  return result.expiring.some((e) => e.disease === disease) ? 'amber' : 'green';
}

/** The diseases a warning or a refusal names, in the catalogue's order, each once. */
export function sortDiseases(diseases: Iterable<string>): TDisease[] {
  const present = new Set(diseases);
  return DISEASES.filter((d) => present.has(d));
}
