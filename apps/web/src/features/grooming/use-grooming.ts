// Data access for the grooming salon: the Overview aggregate, a page of All Bookings, the day
// view, the pickers (groomers, dogs) and the writes. Every write refreshes every grooming query
// (the Overview with today and upcoming, All Bookings, the day view, a dog's bookings) and the
// dog details modal's history, so all three lists show a change without a reload.
import type { TGroomingDogOptionsInput, TGroomingListInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDateFormat } from '../../lib/dates';
import { useTRPC } from '../../lib/trpc';

export function useGroomingOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.grooming.overview.queryOptions());
}

/** The business zone (APP_TIMEZONE) the salon's times are read and shown in; the browser's until known. */
export function useGroomingTimeZone(): string | undefined {
  return useGroomingOverview().data?.timeZone;
}

/** Dates and times of bookings, shown in the business zone. */
export function useGroomingDates() {
  const timeZone = useGroomingTimeZone();
  return useDateFormat(timeZone ? { timeZone } : {});
}

export function useBookingsPage(input: TGroomingListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.grooming.list.queryOptions(input), placeholderData: keepPreviousData });
}

export function useGroomingDay(input: { day?: string }) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.grooming.day.queryOptions(input), placeholderData: keepPreviousData });
}

export function useGroomers() {
  const trpc = useTRPC();
  return useQuery({ ...trpc.grooming.groomers.queryOptions(), staleTime: 60_000 });
}

export function useDogBookings(dogId: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.grooming.byDog.queryOptions({ dogId: dogId ?? '' }), enabled: dogId !== null });
}

export function groomingDogOptionsInput(search: string, limit: number): TGroomingDogOptionsInput {
  return { search: search.trim(), limit };
}

/** Refreshes every grooming query and the dogs' details (their Grooming History tab). */
export function useInvalidateGrooming() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.grooming.pathFilter()),
        queryClient.invalidateQueries(trpc.dogs.byId.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useBookingMutations() {
  const trpc = useTRPC();
  const invalidate = useInvalidateGrooming();
  const create = useMutation(trpc.grooming.create.mutationOptions({ onSettled: invalidate }));
  const update = useMutation(trpc.grooming.update.mutationOptions({ onSettled: invalidate }));
  const setStatus = useMutation(trpc.grooming.setStatus.mutationOptions({ onSettled: invalidate }));
  const remove = useMutation(trpc.grooming.delete.mutationOptions({ onSettled: invalidate }));
  return { create, update, setStatus, remove };
}
