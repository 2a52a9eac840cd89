// The dog pickers' vaccination shields (docs/domains/vaccinations.md, "Shields"): beside each dog
// offered, a red shield when the service's rule, once a manager has set it, finds the dog not
// covered for the days asked (a hotel stay through its check-out). One vaccinations.checkMany per
// page of options, never one per dog.
import type { TVaccinationService } from '@pawdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import type { SearchPickerOptions } from '../../app/blocks/search-picker';
import { VaccinationShield } from '../../app/blocks/vaccination-shield';
import { useTRPC } from '../../lib/trpc';

export interface PickerShields {
  service: TVaccinationService;
  /** The first and last day of the service (default: today). */
  from?: string | undefined;
  to?: string | undefined;
}

/** An option with what its dog misses for the service (absent: covered, or no rule set). */
export type Shielded<T> = T & { vaccinationMissing?: readonly string[] };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A picker's `useOptions` whose options carry `vaccinationMissing`: the given query, then one
 * compliance check of the dogs it found (over `from`…`to`, or each over `rangeOf` its option).
 * Without `shields`, the query unchanged. Pass a stable `rangeOf` (module level).
 */
export function useShieldedOptions<T extends { id: string }>(
  useOptions: (search: string, enabled: boolean) => SearchPickerOptions<T>,
  shields: (PickerShields & { rangeOf?: (item: T) => { from: string; to: string } }) | undefined,
): (search: string, enabled: boolean) => SearchPickerOptions<Shielded<T>> {
  const service = shields?.service;
  const rangeOf = shields?.rangeOf;
  const from = shields?.from && DAY.test(shields.from) ? shields.from : undefined;
  const to = shields?.to && DAY.test(shields.to) && (!from || shields.to >= from) ? shields.to : undefined;
  return useMemo(() => {
    if (!service) return useOptions;
    return function useShieldedQuery(search: string, enabled: boolean) {
      const trpc = useTRPC();
      const options = useOptions(search, enabled);
      const dogs = (options.data ?? []).map((dog) => (rangeOf ? { dog: dog.id, ...rangeOf(dog) } : dog.id));
      const check = useQuery({
        ...trpc.vaccinations.checkMany.queryOptions({
          dogs,
          service,
          ...(from ? { from } : {}),
          ...(to ? { to } : {}),
        }),
        enabled: enabled && dogs.length > 0,
        placeholderData: keepPreviousData,
      });
      const data = useMemo(() => {
        if (!options.data || !check.data?.rulesSet) return options.data;
        const missing = new Map(check.data.dogs.filter((d) => !d.compliant).map((d) => [d.dog, d.missing]));
        return options.data.map((dog) =>
          missing.has(dog.id) ? { ...dog, vaccinationMissing: missing.get(dog.id) } : dog,
        );
      }, [options.data, check.data]);
      return { ...options, data };
    };
  }, [useOptions, service, from, to, rangeOf]);
}

/** The shield of an option (nothing when its dog is covered). */
export function optionShield(option: { vaccinationMissing?: readonly string[] | undefined }): ReactNode {
  return option.vaccinationMissing?.length ? <VaccinationShield missing={option.vaccinationMissing} /> : null;
}
