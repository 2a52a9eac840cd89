// The Today board's moves, loaded on the first intent (board-desk.tsx): the daycare desk's check
// in and check out (useDeskActions: the messages name the dog, a check-out's offers Undo) and
// the hotel's drawer with its booking form in the mode asked for (useBookingActions: open the
// booking, check the guest in or out with its health check) and the waitlist's Book (useWaitlistBook). Each request is handled once; the
// board is asked again when a daycare move is done (the live feed would tell it a moment later).
import type { TDaycareVisit } from '@pawdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useTRPC } from '../../lib/trpc';
import { useDeskActions } from '../daycare/desk/use-desk-actions';
import { useBookingActions } from '../hotel/booking-actions';
import { useWaitlistBook } from '../kennels/waitlist-book';
import { DESK_NAMESPACES, type DeskRequest } from './board-desk';

export default function DeskActions({
  request,
  today,
  onSettled,
}: {
  request: DeskRequest;
  /** The business day (the board's). */
  today: string;
  onSettled: (id: number) => void;
}) {
  // Suspends until the words of the forms and messages are loaded.
  useTranslation(DESK_NAMESPACES);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const daycare = useDeskActions();
  const hotel = useBookingActions(today);
  const waitlist = useWaitlistBook();
  const handled = useRef(0);

  useEffect(() => {
    if (handled.current >= request.id) return;
    handled.current = request.id;
    if (request.kind === 'hotel') {
      hotel.open(request.mode, request.booking);
      onSettled(request.id);
      return;
    }
    if (request.kind === 'waitlistBook') {
      void waitlist.bookEntry(request.entry).finally(() => {
        void queryClient.invalidateQueries(trpc.dashboard.pathFilter());
        onSettled(request.id);
      });
      return;
    }
    const move: Promise<TDaycareVisit | null> =
      request.kind === 'daycareCheckIn'
        ? daycare.checkIn(request.visit.dog.id, request.visit.dog.name)
        : daycare.checkOut(request.visit.id);
    void move.finally(() => {
      void queryClient.invalidateQueries(trpc.dashboard.pathFilter());
      onSettled(request.id);
    });
  });

  return hotel.dialogs;
}
