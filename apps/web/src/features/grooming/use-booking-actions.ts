// The cards' status actions with their messages (docs/spec/product-spec.md §§4 and 8): Start, Complete and
// Cancel send only the status and say "Luna's booking status updated to {status}!" in the
// reader's language; a failure says 'Failed to update booking: ' and the server's reason,
// translated. Start and Complete are one click, so their message offers Undo (for the toast's
// 5 s): grooming.undoStatus puts the booking back (in progress → scheduled, completed → in
// progress) if nothing changed it since. (Delete goes through the page's confirmation.)
import {
  groomingStatusLabel,
  groomingUndoTarget,
  type TGroomingBooking,
  type TGroomingStatus,
} from '@pawdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { runWithVaccinationOverride, withOverrideIf } from '../vaccinations/override';
import { missingVaccinesNote } from '../vaccinations/vaccination-toasts';
import { useBookingMutations, useInvalidateGrooming } from './use-grooming';

export function useBookingActions() {
  const trpc = useTRPC();
  const invalidate = useInvalidateGrooming();
  const { setStatus } = useBookingMutations();
  const undoStatus = useMutation(trpc.grooming.undoStatus.mutationOptions({ onSettled: invalidate }));
  // The status label is read when the toast draws, so it follows a language switch.
  const label = (status: TGroomingStatus) => groomingStatusLabel(status, currentLanguage());

  const undo = async (moved: TGroomingBooking) => {
    const name = moved.dog.name;
    try {
      const back = await undoStatus.mutateAsync({
        id: moved.id,
        status: moved.status,
        updatedAt: moved.updatedAt,
      });
      toastSuccess((t) => t('grooming:statusUndone', { name, status: label(back.status) }));
    } catch (error) {
      toastError((t) => t('grooming:errors.undo', { name, reason: errorText(error, t) }));
    }
  };

  return {
    async move(booking: TGroomingBooking, status: TGroomingStatus): Promise<boolean> {
      const name = booking.dog.name;
      try {
        // Starting is the moment of service: refused for missing vaccines, a manager may override it.
        const moved = await runWithVaccinationOverride(name, (override) =>
          setStatus.mutateAsync(withOverrideIf({ id: booking.id, status }, override)),
        );
        if (!moved) return false;
        toastSuccess(
          (t) => t('grooming:statusUpdated', { name, status: label(status) }),
          await missingVaccinesNote(moved, name),
          groomingUndoTarget(moved.status) && status !== 'cancelled'
            ? { label: { key: 'common:undo' }, onClick: () => void undo(moved) }
            : undefined,
        );
        return true;
      } catch (error) {
        toastError((t) => t('grooming:errors.update', { reason: errorText(error, t) }));
        return false;
      }
    },
    /** The booking being moved right now (its buttons show a spinner), or undefined. */
    movingId: setStatus.isPending ? setStatus.variables?.id : undefined,
  };
}
