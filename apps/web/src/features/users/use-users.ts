// Data access for staff users: the list, and the three mutations, each refreshing the list.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc';

export function useUsersList() {
  const trpc = useTRPC();
  return useQuery(trpc.users.list.queryOptions());
}

export function useUserMutations() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries(trpc.users.pathFilter());
  const create = useMutation(trpc.users.create.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.users.update.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.users.delete.mutationOptions({ onSettled: invalidate }));
  return { create, update, remove };
}
