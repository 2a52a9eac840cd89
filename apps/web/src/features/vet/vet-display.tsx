// How an appointment reads on screen: its status as a coloured badge with the word (spec section
// 4: In Progress, hyphens shown as spaces), and "12/03/2026 at 9:30 AM" from its business day and
// time (the server's, so a browser in another zone shows what the desk booked).
import { statusText, type TAppointmentStatus } from '@pawdesk/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';

/** Blue to come, orange under way, green done, grey called off. */
const STATUS_PALETTE: Record<TAppointmentStatus, string> = {
  scheduled: 'blue',
  'in-progress': 'orange',
  completed: 'green',
  cancelled: 'gray',
};

export function useVetStatusLabel() {
  const { t } = useTranslation('vet');
  return useCallback(
    (status: TAppointmentStatus) => t(`vet:status.${status}`, { defaultValue: statusText(status) }),
    [t],
  );
}

export function AppointmentStatusBadge({ status }: { status: TAppointmentStatus }) {
  const label = useVetStatusLabel();
  return (
    <StatusBadge
      status={status}
      palette={STATUS_PALETTE}
      data-testid="appointment-status"
      data-status={status}
      flexShrink={0}
    >
      {label(status)}
    </StatusBadge>
  );
}

/** "12/03/2026 at 9:30 AM" from a business day and an 'HH:mm'. */
export function useWhenText() {
  const { t } = useTranslation('vet');
  const dates = useDateFormat();
  return useCallback(
    (a: { day: string; time: string }) =>
      t('vet:card.at', { date: dates.date(a.day), time: dates.time(a.time) }),
    [t, dates],
  );
}
