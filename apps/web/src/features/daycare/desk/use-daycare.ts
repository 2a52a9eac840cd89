// Data access for the daycare desk: the Overview aggregate, today's visits, a page of All
// Visits (server-side search, status filter, pages), the check-in picker's options, and the
// check-in / check-out / delete mutations. Every change refreshes every daycare query (the
// overview, the lists, the picker) and the dog details modal's history, so each screen shows
// it without a reload.
import type { TCheckInOptionsInput, TVisitListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../../lib/trpc';

export function useDaycareOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.daycare.overview.queryOptions());
}

export function useTodayVisits() {
  const trpc = useTRPC();
  return useQuery(trpc.daycare.visits.today.queryOptions());
}

export function useVisitsPage(input: TVisitListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.daycare.visits.list.queryOptions(input), placeholderData: keepPreviousData });
}

/** How many options the check-in picker lists at most. */
export const CHECK_IN_OPTIONS_LIMIT = 20;

export function checkInOptionsInput(search: string): TCheckInOptionsInput {
  return { search: search.trim(), limit: CHECK_IN_OPTIONS_LIMIT };
}

export function useCheckInOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.daycare.checkInOptions.queryOptions(checkInOptionsInput(search)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Refreshes every daycare query and the dogs' details (their Daycare Visits tab). */
export function useInvalidateDaycare() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.daycare.pathFilter()),
        queryClient.invalidateQueries(trpc.dogs.byId.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useVisitMutations() {
  const trpc = useTRPC();
  const invalidate = useInvalidateDaycare();
  const checkIn = useMutation(trpc.daycare.visits.checkIn.mutationOptions({ onSettled: invalidate }));
  const checkOut = useMutation(trpc.daycare.visits.checkOut.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.daycare.visits.delete.mutationOptions({ onSettled: invalidate }));
  const undoCheckOut = useMutation(
    trpc.daycare.visits.undoCheckOut.mutationOptions({ onSettled: invalidate }),
  );
  return { checkIn, checkOut, remove, undoCheckOut };
}
