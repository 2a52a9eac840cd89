// The delete flow of a list (Owners, Dogs, Users, Active Packages): which record the "are you
// sure?" dialog asks about, and the dialog's props. Confirm runs the delete mutation with the
// record's id: a success toasts `done` and runs `onDeleted` (close the drawer editing it...), a
// failure toasts `failed` over the reason; either way the dialog closes. While the deletion runs
// the dialog cannot be closed. With `askReason` (bookings, packages: docs/domains/audit.md) the dialog also asks
// why, optionally; a reason given is sent as the delete's `reason` (kept in the record's History),
// a blank one is left out.
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { type ToastText, toastError, toastSuccess } from '../../lib/toaster';
import type { DeleteReasonField } from '../confirm-delete-dialog';

/** What the flow needs of the delete mutation (a tRPC `useMutation` result fits). */
export interface DeleteMutation {
  mutate: (
    input: { id: string; reason?: string },
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

export function useConfirmDelete<T extends { id: string }>({
  remove,
  done,
  failed,
  reason = errorText,
  onDeleted,
  askReason = false,
}: {
  remove: DeleteMutation;
  done: ToastText;
  failed: ToastText;
  /** The failure toast's second line; by default the server's reason, translated. */
  reason?: (error: unknown, t: TFunction) => string;
  onDeleted?: (record: T) => void;
  /** Ask for an optional reason, sent as the delete's `reason`. */
  askReason?: boolean;
}) {
  const [target, setTarget] = useState<T | null>(null);
  const [why, setWhy] = useState('');

  const onConfirm = () => {
    const record = target;
    if (!record) return;
    const given = askReason ? why.trim() : '';
    remove.mutate(given ? { id: record.id, reason: given } : { id: record.id }, {
      onSuccess: () => {
        toastSuccess(done);
        onDeleted?.(record);
        setTarget(null);
      },
      onError: (error) => {
        toastError(failed, (t) => reason(error, t));
        setTarget(null);
      },
    });
  };

  return {
    /** The record asked about; null while the dialog is closed. */
    target,
    /** Opens the dialog for a record (a row menu's or a card's Delete), its reason blank. */
    ask: (record: T) => {
      setWhy('');
      setTarget(record);
    },
    /**
     * `pending`, `onConfirm`, `onClose` (and with `askReason`, `reason`) for ConfirmDeleteDialog
     * (or a Delete…Dialog built on it).
     */
    dialog: {
      pending: remove.isPending,
      ...(askReason ? { reason: { value: why, onChange: setWhy } satisfies DeleteReasonField } : {}),
      onConfirm,
      onClose: () => {
        if (!remove.isPending) setTarget(null);
      },
    },
  };
}
