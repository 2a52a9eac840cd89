// Data access for the Vet page: a page of the Appointments List (server-side search, status
// filter, days, pages), the day's figures, the Day Agenda, the vets, and the writes. Every write refreshes every vet query and
// the dogs' details (their Vet Appointments tab), so each screen shows it without a reload.
import type { TVetListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';
import { VET_OVERVIEW_INPUT } from './vet-url';

export function useAppointmentsPage(input: TVetListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vet.list.queryOptions(input), placeholderData: keepPreviousData });
}

export function useVetOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.vet.overview.queryOptions(VET_OVERVIEW_INPUT));
}

export function useInvalidateVet() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.vet.pathFilter()),
        queryClient.invalidateQueries(trpc.dogs.byId.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useVetMutations() {
  const trpc = useTRPC();
  const invalidate = useInvalidateVet();
  const create = useMutation(trpc.vet.create.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.vet.update.mutationOptions({ onSettled: invalidate }));
  const saveExam = useMutation(trpc.vet.saveExam.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.vet.delete.mutationOptions({ onSettled: invalidate }));
  return { create, update, saveExam, remove };
}

/** The Day Agenda: a day's appointments and a column per vet. */
export function useVetDay(input: { day?: string }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vet.day.queryOptions(input), placeholderData: keepPreviousData });
}

/** The booking form's vet select: the users with the vet role. */
export function useVets() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.vet.vets.queryOptions(), staleTime: 60_000 });
}
