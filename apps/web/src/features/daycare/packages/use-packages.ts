// Data access for daycare packages: a page of the active list (server-side search, sort and
// pages of 12), the number of active packages, and purchase / update / delete, each refreshing
// everything the daycare screens show (the desk's package usage and reminders read them too).
import type { TPackageListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../../lib/trpc';
import { ACTIVE_PACKAGES_TOTAL_INPUT } from './packages-url';

export function usePackagesPage(input: TPackageListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.daycare.packages.list.queryOptions(input), placeholderData: keepPreviousData });
}

/** How many active packages there are at all (one row fetched, only its total read). */
export function useActivePackagesTotal() {
  const trpc = useTRPC();
  return useQuery(trpc.daycare.packages.list.queryOptions(ACTIVE_PACKAGES_TOTAL_INPUT)).data?.total;
}

export function usePackageMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = async () => {
    await Promise.all([
      queryClient.invalidateQueries(trpc.daycare.pathFilter()),
      // The dog details modal shows a dog's daycare history.
      queryClient.invalidateQueries(trpc.dogs.byId.pathFilter()),
    ]);
  };
  const purchase = useMutation(trpc.daycare.packages.purchase.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.daycare.packages.update.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.daycare.packages.delete.mutationOptions({ onSettled: invalidate }));
  return { purchase, update, remove };
}
