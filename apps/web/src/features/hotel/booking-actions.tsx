// What a booking row offers, by the matrix of docs/spec/product-spec.md §2 (bookingActions of the domain):
// Edit when booked or checked in, Check In only when booked, Check Out only when checked in,
// Cancel when booked (the contract's booked → cancelled), History always (the booking's audit
// events in a drawer, docs/domains/audit.md), Delete only when booked or cancelled, last and confirmed, with
// an optional reason kept in the History. Edit, Check In and Check Out open the booking form in a drawer beside the
// list, in its mode; Cancel and Delete ask first. One instance per page: the lists call
// `actionsFor(booking)` and the page draws `dialogs` once.
import { bookingActions, canMoveHotelStatus, type THotelBooking, type THotelFormMode } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import type { RowAction } from '../../app/blocks/row-menu';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useStayText } from './booking-display';
import { BookingForm } from './booking-form';
import { useBookingMutations } from './use-hotel';

export function useBookingActions(today: string | undefined) {
  const { t } = useTranslation(['hotel', 'common']);
  const stay = useStayText();
  const { update, remove } = useBookingMutations();
  const [drawer, setDrawer] = useState<{ mode: THotelFormMode; booking: THotelBooking } | null>(null);
  const [cancelling, setCancelling] = useState<THotelBooking | null>(null);
  const deletion = useConfirmDelete<THotelBooking>({
    remove,
    done: { key: 'hotel:done.deleted' },
    failed: { key: 'hotel:errors.delete' },
    askReason: true,
  });

  const history = useHistoryDrawer();
  const open = (mode: THotelFormMode, booking: THotelBooking) => setDrawer({ mode, booking });

  const actionsFor = (booking: THotelBooking): RowAction[] => {
    const allowed = bookingActions(booking.status);
    const out: RowAction[] = [];
    if (allowed.checkIn)
      out.push({
        value: 'check-in',
        label: t('hotel:actions.checkIn'),
        onSelect: () => open('checkin', booking),
      });
    if (allowed.checkOut)
      out.push({
        value: 'check-out',
        label: t('hotel:actions.checkOut'),
        onSelect: () => open('checkout', booking),
      });
    if (allowed.edit)
      out.push({ value: 'edit', label: t('hotel:actions.edit'), onSelect: () => open('booking', booking) });
    if (booking.status !== 'cancelled' && canMoveHotelStatus(booking.status, 'cancelled'))
      out.push({ value: 'cancel', label: t('hotel:actions.cancel'), onSelect: () => setCancelling(booking) });
    out.push(
      history.menuItem({
        entity: 'hotel-booking',
        entityId: booking.id,
        name: booking.dog.name,
        subtitle: stay(booking),
      }),
    );
    if (allowed.delete)
      out.push({
        value: 'delete',
        label: t('common:delete'),
        danger: true,
        onSelect: () => deletion.ask(booking),
      });
    return out;
  };

  const cancel = () => {
    const booking = cancelling;
    if (!booking) return;
    update.mutate(
      { id: booking.id, status: 'cancelled' },
      {
        onSuccess: () => toastSuccess({ key: 'hotel:done.cancelled' }),
        onError: (error) => toastError({ key: 'hotel:errors.update' }, (tr) => errorText(error, tr)),
        onSettled: () => setCancelling(null),
      },
    );
  };

  const title = drawer
    ? {
        booking: t('hotel:form.editTitle'),
        checkin: t('hotel:form.checkInTitle', { name: drawer.booking.dog.name }),
        checkout: t('hotel:form.checkOutTitle', { name: drawer.booking.dog.name }),
      }[drawer.mode]
    : '';

  const dialogs = (
    <>
      <FormDrawer
        open={drawer !== null}
        title={title}
        onClose={() => setDrawer(null)}
        testId="booking-drawer"
      >
        {drawer ? (
          <BookingForm
            key={`${drawer.mode}-${drawer.booking.id}`}
            mode={drawer.mode}
            booking={drawer.booking}
            today={today}
            onDone={() => setDrawer(null)}
            onCancel={() => setDrawer(null)}
          />
        ) : null}
      </FormDrawer>
      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('hotel:delete.title')}
        text={
          deletion.target
            ? t('hotel:delete.text', { name: deletion.target.dog.name, stay: stay(deletion.target) })
            : ''
        }
        testId="booking"
        {...deletion.dialog}
      />
      <ConfirmDeleteDialog
        open={cancelling !== null}
        title={t('hotel:cancel.title')}
        text={cancelling ? t('hotel:cancel.text', { name: cancelling.dog.name, stay: stay(cancelling) }) : ''}
        confirmLabel={t('hotel:cancel.confirm')}
        keepLabel={t('hotel:cancel.keep')}
        pending={update.isPending}
        onConfirm={cancel}
        onClose={() => {
          if (!update.isPending) setCancelling(null);
        }}
        testId="booking-cancel"
      />
      {history.drawer}
    </>
  );

  return { actionsFor, open, dialogs };
}
