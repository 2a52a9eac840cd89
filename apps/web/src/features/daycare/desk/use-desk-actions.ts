// The desk's three actions with their messages, shared by the tabs, the cards, the rows and the
// daily pages: check in (a dog, or the pending visit of an expected dog), check out, delete.
// Each toast names the dog and what happened ('Lúa checked in successfully!'); a failure adds
// the server's reason ('Dog is already checked in'), translated. A check-out is one click, so
// its message offers Undo for its 5 s: daycare.visits.undoCheckOut makes the visit active again
// with the same check-in time. Each action resolves to the visit, or null when it failed (the
// toast has said why), so a form can await it and a button can fire and forget.
import type { TDaycareVisit } from '@pawdesk/domain';
import { errorText } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { runWithVaccinationOverride, withOverrideIf } from '../../vaccinations/override';
import { missingVaccinesNote } from '../../vaccinations/vaccination-toasts';
import { useVisitMutations } from './use-daycare';

export function useDeskActions() {
  const { checkIn, checkOut, remove, undoCheckOut } = useVisitMutations();

  const fail = (key: string, error: unknown, params?: Record<string, unknown>) =>
    toastError(
      { key, ...(params ? { params } : {}) },
      (t) => errorText(error, t) || String(t('daycare:errors.tryAgain')),
    );

  const undo = async (visit: TDaycareVisit) => {
    const name = visit.dog.name;
    try {
      await undoCheckOut.mutateAsync({ id: visit.id, updatedAt: visit.updatedAt });
      toastSuccess({ key: 'daycare:checkOut.undone', params: { name } });
    } catch (error) {
      fail('daycare:checkOut.undoFailed', error, { name });
    }
  };

  return {
    /**
     * Checks the dog in now; an expected (pending) visit of the dog today becomes active. Refused for
     * missing vaccines, it asks for a manager's override (`dogName` names the dog) and retries with it.
     */
    async checkIn(dogId: string, dogName = ''): Promise<TDaycareVisit | null> {
      try {
        const visit = await runWithVaccinationOverride(dogName, (override) =>
          checkIn.mutateAsync(withOverrideIf({ dog: dogId }, override)),
        );
        if (!visit) return null;
        const name = visit.dog.name;
        toastSuccess(
          { key: 'daycare:checkIn.success', params: { name } },
          await missingVaccinesNote(visit, name),
        );
        return visit;
      } catch (error) {
        fail('daycare:checkIn.failed', error);
        return null;
      }
    },
    /** Checks the visit out now; the message offers Undo. */
    async checkOut(visitId: string, notes?: string): Promise<TDaycareVisit | null> {
      try {
        const visit = await checkOut.mutateAsync({ id: visitId, ...(notes?.trim() ? { notes } : {}) });
        toastSuccess({ key: 'daycare:checkOut.success', params: { name: visit.dog.name } }, undefined, {
          label: { key: 'common:undo' },
          onClick: () => void undo(visit),
        });
        return visit;
      } catch (error) {
        fail('daycare:checkOut.failed', error);
        return null;
      }
    },
    /** Deletes the visit (after the page's confirmation); `dogName` names it in the message. */
    async remove(visitId: string, dogName?: string): Promise<boolean> {
      try {
        await remove.mutateAsync({ id: visitId });
        toastSuccess(
          dogName
            ? { key: 'daycare:delete.successFor', params: { name: dogName } }
            : { key: 'daycare:delete.success' },
        );
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
