// The line about a dog's missing vaccines under a success message (a check-in or booking saved in
// warn mode): the vaccination texts loaded first, the diseases in the reader's words ('kennel cough').
import type { TFunction } from 'i18next';
import { i18next } from '../../lib/i18n';
import type { ToastText } from '../../lib/toaster';
import { vaccinationWarning } from './override';

/** The vaccination texts, before a message or the dialog needs them. */
export function loadVaccinationTexts(): Promise<unknown> {
  return i18next.loadNamespaces('vaccinations');
}

/** A message about a dog and its missing diseases, in the reader's words ('kennel cough'). */
export function diseasesMessage(key: string, name: string, diseases: readonly string[]): ToastText {
  return (t: TFunction) =>
    String(
      t(key, {
        name,
        diseases: diseases.map((d) => String(t(`vaccinations:disease.${d}`, { defaultValue: d }))).join(', '),
      }),
    );
}

/**
 * After a save whose answer carries a vaccinations warning (a booking, a check-in in warn mode): the
 * success message's second line naming the missing vaccines; undefined when there is none.
 */
export async function missingVaccinesNote(result: unknown, dogName: string): Promise<ToastText | undefined> {
  const missing = vaccinationWarning(result);
  if (!missing?.length) return undefined;
  await loadVaccinationTexts();
  return diseasesMessage('vaccinations:warning.missing', dogName, missing);
}
