// Data access for the hotel: the Overview aggregate, a page of the list variant, a page of All
// Bookings, the check-in picker's options, and the writes (book, edit, cancel, check in, check
// out, delete). Every change refreshes every hotel query and the dog details modal's history.
import type { THotelCheckInOptionsInput, THotelListInput, THotelMonthsInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

export function useHotelOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.hotel.overview.queryOptions());
}

export function useBookingsPage(input: THotelListInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.hotel.list.queryOptions(input), placeholderData: keepPreviousData });
}

export function useMonthsPage(input: THotelMonthsInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.hotel.months.queryOptions(input), placeholderData: keepPreviousData });
}

/** How many options the check-in picker lists at most. */
export const HOTEL_CHECK_IN_OPTIONS_LIMIT = 20;

export function checkInOptionsInput(search: string): THotelCheckInOptionsInput {
  return { search: search.trim(), limit: HOTEL_CHECK_IN_OPTIONS_LIMIT };
}

export function useHotelCheckInOptions(search: string, enabled = true) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.hotel.checkInOptions.queryOptions(checkInOptionsInput(search)),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Refreshes every hotel query and the dogs' details (their Hotel Stays tab). */
export function useInvalidateHotel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.hotel.pathFilter()),
        queryClient.invalidateQueries(trpc.dogs.byId.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useBookingMutations() {
  const trpc = useTRPC();
  const invalidate = useInvalidateHotel();
  const settle = { onSettled: invalidate };
  return {
    create: useMutation(trpc.hotel.create.mutationOptions(settle)),
    update: useMutation(trpc.hotel.update.mutationOptions(settle)),
    checkIn: useMutation(trpc.hotel.checkIn.mutationOptions(settle)),
    checkOut: useMutation(trpc.hotel.checkOut.mutationOptions(settle)),
    remove: useMutation(trpc.hotel.delete.mutationOptions(settle)),
  };
}
