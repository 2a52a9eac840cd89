// A check-in (daycare, hotel) or grooming start refused for missing vaccines (409 'Vaccinations missing or
// expired: rabies, bordetella'; docs/contract/rest-contract-business.md, Vaccinations): the refusal read
// from the error, and the one place that asks the desk for an override. `requestOverride` opens the
// override dialog (drawn once by the shell, loaded on first use) and resolves to the manager's reason,
// or null when the desk cancelled or may not override. Kept free of React and Chakra: the Today
// board's actions import it.
import { missingDiseasesOf } from '@pawdesk/domain/vaccinations/vaccinations.forms';
import { errorData } from '../../lib/errors';

export interface VaccinationRefusal {
  diseases: string[];
}

function messageOf(error: unknown): string {
  return typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
    ? error.message
    : '';
}

/** The refusal's missing diseases, or null when the error is something else. */
export function vaccinationRefusal(error: unknown): VaccinationRefusal | null {
  const data = errorData(error);
  const message = messageOf(error);
  const keyed = data.messageKey === 'vaccinations.missing';
  if (data.httpStatus !== 409 && data.code !== 'CONFLICT') return null;
  if (!keyed && !message.startsWith('Vaccinations missing')) return null;
  const fromParams = data.params?.diseases
    ?.split(',')
    .map((d) => d.trim())
    .filter(Boolean);
  const fromDetails = data.details?.map((d) => d.key ?? d.message).filter((d) => /^[a-z]+$/.test(d));
  const diseases = fromParams?.length
    ? fromParams
    : fromDetails?.length
      ? fromDetails
      : missingDiseasesOf(message);
  return { diseases };
}

/** The diseases of a `warnings: [{ code: 'vaccinations', diseases }]` answer, or null. */
export function vaccinationWarning(result: unknown): string[] | null {
  if (typeof result !== 'object' || result === null || !('warnings' in result)) return null;
  const warnings = (result as { warnings?: unknown }).warnings;
  if (!Array.isArray(warnings)) return null;
  for (const w of warnings) {
    if (typeof w === 'object' && w !== null && (w as { code?: unknown }).code === 'vaccinations') {
      const diseases = (w as { diseases?: unknown }).diseases;
      return Array.isArray(diseases) ? diseases.filter((d): d is string => typeof d === 'string') : [];
    }
  }
  return null;
}

/** An input with a manager's override (the server's `override: { reason }`). */
export function withOverride<T extends object>(input: T, reason: string): T {
  return { ...input, override: { reason } };
}

/** The input as it is, or with the override when there is one. */
export function withOverrideIf<T extends object>(input: T, override: { reason: string } | undefined): T {
  return override ? withOverride(input, override.reason) : input;
}

export interface OverrideRequest {
  dogName: string;
  diseases: string[];
  resolve: (reason: string | null) => void;
}

let current: OverrideRequest | null = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export const overrideStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => current,
  /** Closes the dialog with the manager's reason (or null: cancelled). */
  settle(reason: string | null) {
    const request = current;
    current = null;
    emit();
    request?.resolve(reason);
  },
};

/** Opens the override dialog for a refused dog; resolves to the reason given, or null. */
export function requestOverride(dogName: string, refusal: VaccinationRefusal): Promise<string | null> {
  overrideStore.settle(null);
  return new Promise((resolve) => {
    current = { dogName, diseases: refusal.diseases, resolve };
    emit();
  });
}

/**
 * Runs a check-in or grooming start; refused for missing vaccines, asks for the override and runs it
 * again with `{ reason }`. Resolves to the result, or null when the desk did not override; any other
 * failure is thrown as it came.
 */
export async function runWithVaccinationOverride<T>(
  dogName: string,
  run: (override?: { reason: string }) => Promise<T>,
): Promise<T | null> {
  let override: { reason: string } | undefined;
  for (;;) {
    try {
      return await run(override);
    } catch (error) {
      const refusal = vaccinationRefusal(error);
      if (!refusal) throw error;
      const reason = await requestOverride(dogName, refusal);
      if (reason === null) return null;
      override = { reason };
    }
  }
}
