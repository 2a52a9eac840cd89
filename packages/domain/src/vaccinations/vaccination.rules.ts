// Pure vaccination rules: what a dog's records say about each disease on a day (docs/contract/
// rest-contract-business.md, Vaccinations: a disease is covered when some record of a vaccine covering it
// does not expire before the day; `expiresOn` is the last day a record covers).
import { addDays, addMonths } from '../dogs/dog.rules';
import type { TDisease } from './vaccination.schema';

/** A covered disease lapsing within this many days is 'expiring'. */
export const VACCINATION_EXPIRING_DAYS = 30;

/** valid (green), expiring within 30 days (amber), missing or expired (red). */
export type TDiseaseState = 'valid' | 'expiring' | 'missing';

export interface TCoverageRecord {
  covers: readonly TDisease[];
  expiresOn: string;
}

export interface TDiseaseStatus {
  disease: TDisease;
  state: TDiseaseState;
  /** The latest expiry among the records covering it; null with no record at all. */
  expiresOn: string | null;
}

/** The default expiry: the given day plus the vaccine's validity. */
export function defaultExpiry(givenOn: string, validityMonths: number): string {
  return addMonths(givenOn, validityMonths);
}

/**
 * Each disease's state from `from` to `to` (both included; `to` defaults to `from`): covered when some
 * record covering it lasts until `to`; expiring when that last day is within 30 days after `to`.
 */
export function diseaseStatuses(
  records: readonly TCoverageRecord[],
  diseases: readonly TDisease[],
  from: string,
  to: string = from,
): TDiseaseStatus[] {
  const soon = addDays(to, VACCINATION_EXPIRING_DAYS);
  return diseases.map((disease) => {
    let latest: string | null = null;
    for (const record of records) {
      if (record.covers.includes(disease) && (latest === null || record.expiresOn > latest)) {
        latest = record.expiresOn;
      }
    }
    const state: TDiseaseState =
      latest === null || latest < to ? 'missing' : latest <= soon ? 'expiring' : 'valid';
    return { disease, state, expiresOn: latest };
  });
}

/** The diseases of a refusal's message ('Vaccinations missing or expired: rabies, bordetella'). */
export function missingDiseasesOf(message: string): string[] {
  const at = message.indexOf(':');
  if (at < 0) return [];
  return message
    .slice(at + 1)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
