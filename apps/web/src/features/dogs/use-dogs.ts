// Data access for dogs through tRPC: pages of the list (server-side search and breed filter),
// the overview aggregate, the breeds, one dog's details, and the mutations.
import type { TDogListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

export function useDogsPage(input: TDogListInput, enabled = true) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.dogs.list.queryOptions(input), placeholderData: keepPreviousData, enabled });
}

export function useDogsOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.dogs.overview.queryOptions());
}

export function useBreeds() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.dogs.breeds.queryOptions(), staleTime: 60_000 });
}

export function useDogDetails(id: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.dogs.byId.queryOptions({ id: id ?? '' }), enabled: id !== null });
}

/** Refreshes every dog query (lists, overview, breeds, details) after a change. */
export function useInvalidateDogs() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries(trpc.dogs.pathFilter()), [queryClient, trpc]);
}

export function useDogMutations() {
  const trpc = useTRPC();
  const invalidate = useInvalidateDogs();
  const create = useMutation(trpc.dogs.create.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.dogs.update.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.dogs.delete.mutationOptions({ onSettled: invalidate }));
  return { create, update, remove };
}
