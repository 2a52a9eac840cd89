// How the salon's bookings read on screen, in the reader's language: the status badge, the
// service, status and size labels (the domain's tables in both languages), a length ('1 h 30
// min'), and a booking's day and times in the business zone.
import {
  groomingEndsAt,
  groomingServiceLabel,
  groomingStatusLabel,
  sizeLabel,
  type TGroomingBooking,
  type TGroomingStatus,
  type TSizeTag,
  zonedParts,
} from '@pawdesk/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useGroomingDates, useGroomingTimeZone } from './use-grooming';

const STATUS_PALETTE: Record<TGroomingStatus, string> = {
  scheduled: 'blue',
  'in-progress': 'orange',
  completed: 'green',
  cancelled: 'gray',
};

function useLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.resolvedLanguage ?? i18n.language;
}

export function useGroomingLabels() {
  const { t } = useTranslation('grooming');
  const lang = useLanguage();
  return useMemo(
    () => ({
      service: (service: string) => groomingServiceLabel(service, lang),
      services: (services: readonly string[]) =>
        services.map((s) => groomingServiceLabel(s, lang)).join(', '),
      status: (status: string) => groomingStatusLabel(status, lang),
      /** 'M · Medium', or 'Unknown size'. */
      size: (size: TSizeTag) =>
        size === 'unknown' ? sizeLabel(size, lang) : `${size} · ${sizeLabel(size, lang)}`,
      /** '45 min', '2 h', '1 h 30 min'. */
      length: (minutes: number) => {
        const h = Math.floor(minutes / 60);
        const m = minutes % 60;
        if (h === 0) return t('grooming:length.minutes', { m });
        return m === 0 ? t('grooming:length.hours', { h }) : t('grooming:length.hoursMinutes', { h, m });
      },
    }),
    [t, lang],
  );
}

export function BookingStatusBadge({ status }: { status: TGroomingStatus }) {
  const labels = useGroomingLabels();
  return (
    <StatusBadge status={status} palette={STATUS_PALETTE} data-testid="booking-status" flexShrink={0}>
      {labels.status(status)}
    </StatusBadge>
  );
}

/** A booking's date, its start and end times (business zone), as text. */
export function useBookingTimes() {
  const dates = useGroomingDates();
  return useCallback(
    (booking: Pick<TGroomingBooking, 'appointmentDate' | 'durationMinutes'>) => ({
      date: dates.date(booking.appointmentDate),
      start: dates.time(booking.appointmentDate),
      end: dates.time(groomingEndsAt(booking.appointmentDate, booking.durationMinutes)),
    }),
    [dates],
  );
}

/** The business day (YYYY-MM-DD) and HH:mm of an instant, in the salon's zone (the browser's until known). */
export function useZonedParts() {
  const timeZone = useGroomingTimeZone();
  return useCallback(
    (instant: string | Date) =>
      zonedParts(new Date(instant), timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone),
    [timeZone],
  );
}
