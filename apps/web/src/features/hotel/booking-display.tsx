// How the hotel shows bookings: the status badge, the stay ('11/30/2026 → 12/07/2026 · 7
// nights'), a health check in one line ('12.4 kg · 38.5 °C · Calm · Laura, 11/30/2026 10:12
// AM'), the month names of All Bookings in the reader's language, and the list columns.
import { Text } from '@chakra-ui/react';
import type { THealthCheck, THotelBooking, THotelStatus } from '@pawdesk/domain';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../app/blocks/data-table';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';

const STATUS_PALETTE: Record<THotelStatus, string> = {
  booked: 'blue',
  'checked-in': 'green',
  'checked-out': 'gray',
  cancelled: 'red',
};

export function BookingStatusBadge({ status }: { status: THotelStatus }) {
  const { t } = useTranslation('hotel');
  return (
    <StatusBadge status={status} palette={STATUS_PALETTE} data-testid="booking-status">
      {t(`hotel:status.${status}`)}
    </StatusBadge>
  );
}

/** '1 night' / '7 nights'. */
export function useNightsText() {
  const { t } = useTranslation('hotel');
  return useCallback(
    (nights: number) => (nights === 1 ? t('hotel:nightsOne') : t('hotel:nights', { n: nights })),
    [t],
  );
}

/** The stay's two business days: '11/30/2026 → 12/07/2026'. */
export function useStayText() {
  const { t } = useTranslation('hotel');
  const dates = useDateFormat();
  return useCallback(
    (b: Pick<THotelBooking, 'checkInDay' | 'checkOutDay'>) =>
      t('hotel:stay', { from: dates.date(b.checkInDay), to: dates.date(b.checkOutDay) }),
    [t, dates],
  );
}

/**
 * A health check in one line ('12.4 kg · 38.5 °C · Calm · Laura, 11/30/2026, 10:12 AM'), or null
 * when none was taken. Pure, so the dog details modal says it the same way in its own words.
 */
export function healthCheckText(
  check: THealthCheck | null,
  say: {
    weight: (kg: number) => string;
    temperature: (celsius: number) => string;
    by: (name: string | null, at: string | null) => string;
  },
): string | null {
  if (!check) return null;
  return [
    check.weight === null ? null : say.weight(check.weight),
    check.temperature === null ? null : say.temperature(check.temperature),
    check.notes,
    check.checkedBy || check.checkedAt ? say.by(check.checkedBy, check.checkedAt) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** healthCheckText in the hotel's words and the reader's numbers and dates. */
export function useHealthText() {
  const { t } = useTranslation('hotel');
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  return useCallback(
    (check: THealthCheck | null) =>
      healthCheckText(check, {
        weight: fmt.weight,
        temperature: fmt.temperature,
        by: (name, at) =>
          t('hotel:health.by', { name: name ?? t('hotel:health.someone'), date: dates.dateTime(at) }),
      }),
    [t, dates, fmt],
  );
}

const MONTH_LOCALES = { es: 'es-ES', en: 'en-US' } as const;

/** 'November 2026' / 'noviembre de 2026' for 'YYYY-MM'; and a month's name alone for a 1–12. */
export function useMonthNames() {
  const { i18n } = useTranslation();
  const locale =
    MONTH_LOCALES[(i18n.resolvedLanguage ?? i18n.language) as keyof typeof MONTH_LOCALES] ?? 'es-ES';
  return useMemo(() => {
    const at = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 15));
    const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    const monthOnly = new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' });
    const capital = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
    const ofKey = (key: string) => monthYear.format(at(Number(key.slice(0, 4)), Number(key.slice(5, 7))));
    return {
      /** 'YYYY-MM' → 'November 2026' / 'Noviembre de 2026' (a heading). */
      monthYear: (key: string) => capital(ofKey(key)),
      /** The same inside a sentence: 'November 2026' / 'noviembre de 2026'. */
      monthYearText: (key: string) => ofKey(key),
      /** 1–12 → 'November'. */
      month: (month: number) => capital(monthOnly.format(at(2000, month))),
    };
  }, [locale]);
}

/** The columns of the booking lists: dog, owner, stay, nights, status. */
export function useBookingColumns(): Column<THotelBooking>[] {
  const { t } = useTranslation('hotel');
  const dates = useDateFormat();
  const nights = useNightsText();
  return [
    { key: 'dog', header: t('hotel:columns.dog'), cell: (b) => b.dog.name, width: '18%' },
    {
      key: 'owner',
      header: t('hotel:columns.owner'),
      cell: (b) => b.dog.owners[0]?.name ?? t('hotel:noOwner'),
      width: '18%',
    },
    {
      key: 'checkIn',
      header: t('hotel:columns.checkIn'),
      cell: (b) => (
        <Text as="span" whiteSpace="nowrap">
          {dates.date(b.checkInDay)}
        </Text>
      ),
    },
    {
      key: 'checkOut',
      header: t('hotel:columns.checkOut'),
      cell: (b) => (
        <Text as="span" whiteSpace="nowrap">
          {dates.date(b.checkOutDay)}
        </Text>
      ),
    },
    { key: 'nights', header: t('hotel:columns.nights'), cell: (b) => nights(b.nights), numeric: true },
    {
      key: 'status',
      header: t('hotel:columns.status'),
      cell: (b) => <BookingStatusBadge status={b.status} />,
    },
  ];
}
