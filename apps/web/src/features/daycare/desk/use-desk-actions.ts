// The desk's three actions with their messages, shared by the tabs, the cards, the rows and the
// daily pages: check in (a dog, or the pending visit of an expected dog), check out, delete.
// Each toast names what happened in the spec's words; a failure adds the server's reason
// ('Dog is already checked in'), translated. Each action resolves to the visit, or null when it
// failed (the toast has said why), so a form can await it and a button can fire and forget.
import type { TDaycareVisit } from '@pawdesk/domain';
import { errorText } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useVisitMutations } from './use-daycare';

export function useDeskActions() {
  const { checkIn, checkOut, remove } = useVisitMutations();

  const fail = (key: string, error: unknown) =>
    toastError({ key }, (t) => errorText(error, t) || String(t('daycare:errors.tryAgain')));

  return {
    /** Checks the dog in now; an expected (pending) visit of the dog today becomes active. */
    async checkIn(dogId: string): Promise<TDaycareVisit | null> {
      try {
        const visit = await checkIn.mutateAsync({ dog: dogId });
        toastSuccess({ key: 'daycare:checkIn.success' });
        return visit;
      } catch (error) {
        fail('daycare:checkIn.failed', error);
        return null;
      }
    },
    async checkOut(visitId: string, notes?: string): Promise<TDaycareVisit | null> {
      try {
        const visit = await checkOut.mutateAsync({ id: visitId, ...(notes?.trim() ? { notes } : {}) });
        toastSuccess({ key: 'daycare:checkOut.success' });
        return visit;
      } catch (error) {
        fail('daycare:checkOut.failed', error);
        return null;
      }
    },
    async remove(visitId: string): Promise<boolean> {
      try {
        await remove.mutateAsync({ id: visitId });
        toastSuccess({ key: 'daycare:delete.success' });
        return true;
      } catch (error) {
        fail('daycare:delete.failed', error);
        return false;
      }
    },
    /** The dog being checked in right now (its button shows a spinner), or null. */
    checkingInDog: checkIn.isPending ? (checkIn.variables?.dog as string | undefined) : undefined,
    /** The visit being checked out right now, or null. */
    checkingOutVisit: checkOut.isPending ? checkOut.variables?.id : undefined,
    removePending: remove.isPending,
  };
}
