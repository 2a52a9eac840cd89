// The cards' status actions with their messages (spec sections 4 and 8): Start, Complete and
// Cancel send only the status and say 'Booking status updated to {status}!' in the reader's
// language; a failure says 'Failed to update booking: ' and the server's reason, translated.
// (Delete goes through the page's confirmation: useConfirmDelete.)
import { groomingStatusLabel, type TGroomingStatus } from '@pawdesk/domain';
import { errorText } from '../../lib/errors';
import { currentLanguage } from '../../lib/i18n';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useBookingMutations } from './use-grooming';

export function useBookingActions() {
  const { setStatus } = useBookingMutations();
  return {
    async move(id: string, status: TGroomingStatus): Promise<boolean> {
      try {
        await setStatus.mutateAsync({ id, status });
        // The status label is read when the toast draws, so it follows a language switch.
        toastSuccess((t) =>
          t('grooming:statusUpdated', { status: groomingStatusLabel(status, currentLanguage()) }),
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
