// Booking a waitlisted stay in one step (the hotel's Waitlist tab and the Today board): the entry
// becomes a booking (hotel.waitlist.book); refused because the hotel is full again, a manager may
// override with a reason (the one override dialog), anyone else reads why. The message names the dog.
import type { TWaitlistEntry } from '@pawdesk/domain';
import { useCallback } from 'react';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { runWithOverride, withOverrideIf } from '../vaccinations/override';
import { useWaitlistMutations } from './use-kennels';

export function useWaitlistBook() {
  const { book } = useWaitlistMutations();
  const run = book.mutateAsync;
  const bookEntry = useCallback(
    async (entry: Pick<TWaitlistEntry, 'id' | 'dog'>) => {
      try {
        const booked = await runWithOverride(entry.dog.name, (override) =>
          run(withOverrideIf({ id: entry.id }, override)),
        );
        if (booked) toastSuccess({ key: 'kennels:waitlist.booked', params: { name: entry.dog.name } });
        return booked;
      } catch (error) {
        toastError({ key: 'kennels:waitlist.bookFailed', params: { name: entry.dog.name } }, (tr) =>
          errorText(error, tr),
        );
        return null;
      }
    },
    [run],
  );
  return { bookEntry, pending: book.isPending, bookingId: book.isPending ? book.variables?.id : undefined };
}
