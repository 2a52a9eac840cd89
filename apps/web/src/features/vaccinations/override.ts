// The one override of the desk (apps/web/README.md, "Override"): a check-in (daycare, hotel) or
// grooming start refused for missing vaccines (409 'Vaccinations missing or expired: rabies,
// bordetella'; docs/contract/rest-contract-business.md, Vaccinations), and a booking or check-in
// refused for capacity (409 'No kennel free for these nights', 'Daycare is full today'; the same
// contract, "Kennels, capacity and occupancy"). The refusal is read from the error;
// `requestOverride` opens the override dialog (drawn once by the shell, loaded on first use) and
// resolves to the manager's reason, `WAITLIST` when the desk chose to put the stay on the waitlist
// (a full hotel, when the caller offers it), or null when the desk cancelled or may not override.
// Kept free of React and Chakra: the Today board's actions import it.
import { missingDiseasesOf } from '@pawdesk/domain/vaccinations/vaccinations.forms';
import { errorData } from '../../lib/errors';
import { overrideSignal } from './override-signal';

export interface VaccinationRefusal {
  diseases: string[];
}

/** The capacity refusals a manager may override (a kennel full on its own is not: choose another). */
export const CAPACITY_REFUSALS = ['kennels.noKennelFree', 'daycare.full'] as const;
export type CapacityKey = (typeof CAPACITY_REFUSALS)[number];

export interface CapacityRefusal {
  capacity: CapacityKey;
}

export type Refusal = VaccinationRefusal | CapacityRefusal;

/** The desk's answer when it puts a refused stay on the waitlist instead. */
export const WAITLIST = Symbol('waitlist');
export type OverrideAnswer = string | typeof WAITLIST | null;

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

const CAPACITY_TEXTS: Record<CapacityKey, string> = {
  'kennels.noKennelFree': 'No kennel free',
  'daycare.full': 'Daycare is full',
};

/** A booking or check-in refused for capacity (a full hotel or daycare), or null. */
export function capacityRefusal(error: unknown): CapacityRefusal | null {
  const data = errorData(error);
  if (data.httpStatus !== 409 && data.code !== 'CONFLICT') return null;
  const message = messageOf(error);
  const key = CAPACITY_REFUSALS.find(
    (k) => data.messageKey === k || (!data.messageKey && message.startsWith(CAPACITY_TEXTS[k])),
  );
  return key ? { capacity: key } : null;
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
  /** A vaccination refusal's diseases; empty for a capacity refusal. */
  diseases: string[];
  /** A capacity refusal's message key; null for a vaccination refusal. */
  capacity: CapacityKey | null;
  /** Whether the dialog offers 'Put on the waitlist' (a full hotel, a new stay). */
  waitlist: boolean;
  resolve: (answer: OverrideAnswer) => void;
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
  /** Closes the dialog with the manager's reason, WAITLIST, or null (cancelled). */
  settle(answer: OverrideAnswer) {
    const request = current;
    current = null;
    emit();
    request?.resolve(answer);
  },
};

/** Opens the override dialog for a refused dog; resolves to the reason given, WAITLIST, or null. */
export function requestOverride(
  dogName: string,
  refusal: Refusal,
  options: { waitlist?: boolean } = {},
): Promise<OverrideAnswer> {
  overrideStore.settle(null);
  return new Promise((resolve) => {
    current =
      'capacity' in refusal
        ? {
            dogName,
            diseases: [],
            capacity: refusal.capacity,
            waitlist: options.waitlist === true && refusal.capacity === 'kennels.noKennelFree',
            resolve,
          }
        : { dogName, diseases: refusal.diseases, capacity: null, waitlist: false, resolve };
    emit();
    overrideSignal.want();
  });
}

export interface OverrideOptions {
  /**
   * A new hotel stay: a full hotel offers 'Put on the waitlist', which calls this (the entry is
   * made there) and resolves the run to null.
   */
  waitlist?: () => Promise<unknown>;
}

/**
 * Runs a booking, check-in or grooming start; refused for missing vaccines or for capacity (a full
 * hotel or daycare), asks for the override and runs it again with `{ reason }` (the server takes
 * one override for both). Resolves to the result, or null when the desk did not override (or put
 * the stay on the waitlist); any other failure is thrown as it came.
 */
export async function runWithOverride<T>(
  dogName: string,
  run: (override?: { reason: string }) => Promise<T>,
  options: OverrideOptions = {},
): Promise<T | null> {
  let override: { reason: string } | undefined;
  for (;;) {
    try {
      return await run(override);
    } catch (error) {
      const refusal = vaccinationRefusal(error) ?? capacityRefusal(error);
      // Refused again after an override: not something a reason can get past.
      if (!refusal || override) throw error;
      const answer = await requestOverride(dogName, refusal, { waitlist: options.waitlist !== undefined });
      if (answer === null) return null;
      if (answer === WAITLIST) {
        await options.waitlist?.();
        return null;
      }
      override = { reason: answer };
    }
  }
}

/** runWithOverride under its first name (every check-in and start goes through it). */
export const runWithVaccinationOverride = runWithOverride;
