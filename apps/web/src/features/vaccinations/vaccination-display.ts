// How vaccinations read on screen: disease and vaccine names in the reader's language, the colour
// of each disease's state, the diseases the rules require.
import {
  DISEASES,
  type TDisease,
  type TDiseaseState,
  type TVaccinationRulesDto,
  type TVaccine,
  VACCINATION_SERVICES,
} from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export const DISEASE_STATE_PALETTE: Readonly<Record<TDiseaseState, string>> = {
  valid: 'green',
  expiring: 'orange',
  missing: 'red',
};

/** Every disease some service not 'off' requires, in the catalogue's order of diseases. */
export function requiredDiseases(rules: TVaccinationRulesDto | undefined): TDisease[] {
  if (!rules) return [];
  const wanted = new Set<TDisease>();
  for (const service of VACCINATION_SERVICES) {
    const rule = rules[service];
    if (rule.mode !== 'off') for (const disease of rule.diseases) wanted.add(disease);
  }
  return DISEASES.filter((disease) => wanted.has(disease));
}

/** A vaccine's name in the reader's language. */
export function vaccineName(vaccine: Pick<TVaccine, 'name'>, language: string): string {
  return language.startsWith('en') ? vaccine.name.en : vaccine.name.es;
}

export function useDiseaseLabel() {
  const { t } = useTranslation('vaccinations');
  return useCallback(
    (disease: string) =>
      (DISEASES as readonly string[]).includes(disease) ? t(`vaccinations:disease.${disease}`) : disease,
    [t],
  );
}

/** The diseases of a list, in words, joined the reader's way ('rabia y tos de las perreras'). */
export function useDiseaseList() {
  const label = useDiseaseLabel();
  const { i18n } = useTranslation();
  return useCallback(
    (diseases: readonly string[]) =>
      new Intl.ListFormat(i18n.language, { style: 'long', type: 'conjunction' }).format(diseases.map(label)),
    [label, i18n.language],
  );
}
