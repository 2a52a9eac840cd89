// Data access for kennels, capacity and occupancy (docs/domains/kennels.md; the contract's "Kennels,
// capacity and occupancy"): the kennels (managers edit them), the kennels free for a stay, the
// hotel's occupancy per night, the kennel grid, a night's stays, the waitlist and the daycare's
// occupancy. Every change refreshes the kennels, the hotel, the daycare and the Today board.
import type { TFreeKennelsInput, TOccupancyInput } from '@pawdesk/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTRPC } from '../../lib/trpc';

export function useKennels(activeOnly = false) {
  const trpc = useTRPC();
  return useQuery(trpc.kennels.list.queryOptions(activeOnly ? { activeOnly } : undefined));
}

/** The active kennels with a place on every night of a stay (`enabled` once the dates are whole). */
export function useFreeKennels(input: TFreeKennelsInput, enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.kennels.freeFor.queryOptions(input),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useHotelOccupancy(input: TOccupancyInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.hotel.occupancy.queryOptions(input), placeholderData: keepPreviousData });
}

export function useKennelGrid(input: TOccupancyInput) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.hotel.kennelGrid.queryOptions(input), placeholderData: keepPreviousData });
}

export function useNightStays(date: string | null) {
  const trpc = useTRPC();
  return useQuery({ ...trpc.hotel.nightStays.queryOptions({ date: date ?? '' }), enabled: date !== null });
}

export function useWaitlist() {
  const trpc = useTRPC();
  return useQuery(trpc.hotel.waitlist.list.queryOptions());
}

export function useDaycareOccupancy(input: TOccupancyInput) {
  const trpc = useTRPC();
  return useQuery(trpc.daycare.occupancy.queryOptions(input));
}

/** Refreshes what a kennel, booking or waitlist change touches. */
export function useInvalidateCapacity() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries(trpc.kennels.pathFilter()),
        queryClient.invalidateQueries(trpc.hotel.pathFilter()),
        queryClient.invalidateQueries(trpc.dashboard.pathFilter()),
      ]),
    [queryClient, trpc],
  );
}

export function useKennelMutations() {
  const trpc = useTRPC();
  const onSettled = useInvalidateCapacity();
  return {
    create: useMutation(trpc.kennels.create.mutationOptions({ onSettled })),
    update: useMutation(trpc.kennels.update.mutationOptions({ onSettled })),
    remove: useMutation(trpc.kennels.delete.mutationOptions({ onSettled })),
  };
}

export function useWaitlistMutations() {
  const trpc = useTRPC();
  const onSettled = useInvalidateCapacity();
  return {
    create: useMutation(trpc.hotel.waitlist.create.mutationOptions({ onSettled })),
    remove: useMutation(trpc.hotel.waitlist.delete.mutationOptions({ onSettled })),
    book: useMutation(trpc.hotel.waitlist.book.mutationOptions({ onSettled })),
  };
}
