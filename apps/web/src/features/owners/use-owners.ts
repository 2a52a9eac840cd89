// Data access for owners: a page of the list (server-side search, sort, pages), the owner
// picker's options, and the mutations, each refreshing owners and the dogs that show them.
import type { TOwnerListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';
import { OWNERS_TOTAL_INPUT } from './owners-url';

export function useOwnersPage(input: TOwnerListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.owners.list.queryOptions(input), placeholderData: keepPreviousData });
}

/** How many owners there are at all (one row fetched, only its total read). */
export function useOwnersTotal() {
  const trpc = useTRPC();
  const query = useQuery(trpc.owners.list.queryOptions(OWNERS_TOTAL_INPUT));
  return query.data?.total;
}

export const OWNER_OPTIONS_LIMIT = 20;

export function useOwnerOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.owners.options.queryOptions({ search, limit: OWNER_OPTIONS_LIMIT }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useOwnerMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.owners.pathFilter()),
      // Dogs show their owners' names and phones.
      queryClient.invalidateQueries(trpc.dogs.pathFilter()),
    ]);
  };
  const create = useMutation(trpc.owners.create.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.owners.update.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.owners.delete.mutationOptions({ onSettled: invalidate }));
  return { create, update, remove };
}
