// Data access for vaccinations through tRPC (docs/contract/rest-contract-business.md, Vaccinations):
// the catalogue, a dog's records, the rules per service, the due list; and the mutations, each
// refreshing every vaccination query.
import type { TDueInput } from '@pawdesk/domain';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';
import { dueNextPage } from './vaccinations-url';

export function useVaccineCatalogue() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vaccinations.catalogue.list.queryOptions(), staleTime: 60_000 });
}

export function useVaccinationRules() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vaccinations.rules.get.queryOptions(), staleTime: 60_000 });
}

export function useDogVaccinations(dogId: string) {
  const trpc = useTRPC();
  return useQuery(trpc.vaccinations.records.forDog.queryOptions({ dog: dogId }));
}

/** The due list, soonest first, a page at a time ('Show more' asks for the next). */
export function useVaccinationsDue(input: Omit<TDueInput, 'cursor'>) {
  const trpc = useTRPC();
  return useInfiniteQuery({
    ...trpc.vaccinations.due.list.infiniteQueryOptions(input, { getNextPageParam: dueNextPage }),
    placeholderData: keepPreviousData,
  });
}

/** Refreshes every vaccination query after a change. */
export function useInvalidateVaccinations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries(trpc.vaccinations.pathFilter()),
    [queryClient, trpc],
  );
}

/** Marks a due item's owner as called, or undoes it; the due list refreshes after. */
export function useMarkCalled() {
  const trpc = useTRPC();
  const onSettled = useInvalidateVaccinations();
  return useMutation(trpc.vaccinations.markCalled.mutationOptions({ onSettled }));
}

export function useVaccinationMutations() {
  const trpc = useTRPC();
  const onSettled = useInvalidateVaccinations();
  const v = trpc.vaccinations;
  const create = useMutation(v.records.create.mutationOptions({ onSettled }));
  const update = useMutation(v.records.update.mutationOptions({ onSettled }));
  const remove = useMutation(v.records.delete.mutationOptions({ onSettled }));
  const updateVaccine = useMutation(v.catalogue.update.mutationOptions({ onSettled }));
  const updateRules = useMutation(v.rules.update.mutationOptions({ onSettled }));
  return { create, update, remove, updateVaccine, updateRules };
}
