// The messages about a dog's missing vaccines (a check-in or booking saved in warn mode): the
// vaccination texts loaded first, the diseases in the reader's words ('kennel cough').
import type { TFunction } from 'i18next';
import { i18next } from '../../lib/i18n';
import { type ToastText, toastWarning } from '../../lib/toaster';
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

/** After a save whose answer carries a vaccinations warning: says which vaccines the dog is missing. */
export async function warnMissingVaccines(result: unknown, dogName: string, key: string): Promise<boolean> {
  const missing = vaccinationWarning(result);
  if (!missing?.length) return false;
  await loadVaccinationTexts();
  toastWarning(diseasesMessage(key, dogName, missing));
  return true;
}
