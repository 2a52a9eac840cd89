// How the desk shows visits and packages: the status badge, the package line ('15 Days · 4
// days left' or 'No package'), 'dog · breed · owner · time' for the check-out select, the Overview's reminder
// sentences, the long date of the day in the reader's language, and the columns of the visit
// lists.
import { Text } from '@chakra-ui/react';
import type { TDaycareReminder, TDaycareVisit, TPackageType, TVisitStatus } from '@pawdesk/domain';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../app/blocks/data-table';
import { StatusBadge } from '../../../app/blocks/status-badge';
import { useDateFormat } from '../../../lib/dates';
import { usePackageTypeLabel } from '../packages/package-display';

const STATUS_PALETTE: Record<TVisitStatus, string> = {
  pending: 'orange',
  active: 'green',
  completed: 'gray',
};

export function VisitStatusBadge({ status }: { status: TVisitStatus }) {
  const { t } = useTranslation('daycare');
  return (
    <StatusBadge status={status} palette={STATUS_PALETTE} data-testid="visit-status">
      {t(`daycare:status.${status}`)}
    </StatusBadge>
  );
}

/**
 * The columns both visit lists show (All Visits, the check-in log): the dog (each list gives its
 * width), the check-in and check-out times ('—' until there is one) and the status.
 */
export function useVisitColumns() {
  const { t } = useTranslation('daycare');
  const dates = useDateFormat();
  const time = (at: string | null) => (
    <Text as="span" whiteSpace="nowrap">
      {at ? dates.time(at) : t('daycare:visits.none')}
    </Text>
  );
  const dog: Column<TDaycareVisit> = { key: 'dog', header: t('daycare:visits.dog'), cell: (v) => v.dog.name };
  const checkIn: Column<TDaycareVisit> = {
    key: 'checkIn',
    header: t('daycare:visits.checkIn'),
    cell: (v) => time(v.checkInTime),
  };
  const checkOut: Column<TDaycareVisit> = {
    key: 'checkOut',
    header: t('daycare:visits.checkOut'),
    cell: (v) => time(v.checkOutTime),
  };
  const status: Column<TDaycareVisit> = {
    key: 'status',
    header: t('daycare:visits.status'),
    cell: (v) => <VisitStatusBadge status={v.status} />,
  };
  return { dog, checkIn, checkOut, status };
}

/** '15 Days · 4 days left', '1 Day · 0 days left', or 'No package'. */
export function usePackageText() {
  const { t } = useTranslation('daycare');
  const label = usePackageTypeLabel();
  return useCallback(
    (pkg: { packageType: TPackageType; daysLeft: number } | null) =>
      pkg
        ? t('daycare:package.withDays', {
            label: label(pkg.packageType),
            days: daysLeftText(t, pkg.daysLeft),
          })
        : t('daycare:package.none'),
    [t, label],
  );
}

export function daysLeftText(t: TFunction, days: number): string {
  return days === 1 ? t('daycare:package.dayLeft') : t('daycare:package.daysLeft', { n: days });
}

/**
 * 'Luna · Beagle · Sara Ruiz · 8:30 AM' (the check-out select: dog · breed · primary owner ·
 * check-in time), so two dogs of one name are never confused. A visit of an earlier day (a
 * forgotten check-out) shows its date too: 'Luna · Beagle · Sara Ruiz · 11/23/2026, 8:30 AM'.
 */
export function useVisitLabel(today: string | undefined) {
  const dates = useDateFormat();
  return useCallback(
    (visit: TDaycareVisit) =>
      [
        visit.dog.name,
        visit.dog.breed,
        visit.dog.owners[0]?.name,
        today && visit.date !== today ? dates.dateTime(visit.checkInTime) : dates.time(visit.checkInTime),
      ]
        .filter(Boolean)
        .join(' · '),
    [dates, today],
  );
}

/** The Overview's important-information sentence for one reminder. */
export function useReminderText() {
  const { t } = useTranslation('daycare');
  const dates = useDateFormat();
  return useCallback(
    (reminder: TDaycareReminder) => {
      const name = reminder.dog.name;
      switch (reminder.kind) {
        case 'no-package':
          return t('daycare:reminder.noPackage', { name });
        case 'expiring-package': {
          const days = Number(reminder.detail);
          if (reminder.detail === null || !Number.isFinite(days))
            return t('daycare:reminder.expiringPackageSoon', { name });
          return days <= 0
            ? t('daycare:reminder.packageUsedUp', { name })
            : t('daycare:reminder.expiringPackage', { name, days: daysLeftText(t, days) });
        }
        case 'particular-signs':
          return t('daycare:reminder.particularSigns', { name, signs: reminder.detail ?? '' });
        case 'long-stay':
          return t('daycare:reminder.longStay', { name, time: dates.dateTime(reminder.detail) });
        default:
          return name;
      }
    },
    [t, dates],
  );
}

const LONG_LOCALES = { es: 'es-ES', en: 'en-US' } as const;

/**
 * A business day 'YYYY-MM-DD' as a long date in the reader's language: 'Tuesday, November 24,
 * 2026' / 'martes, 24 de noviembre de 2026'. The day is the server's (APP_TIMEZONE), so it is
 * read as a calendar day, never shifted by the browser's zone.
 */
export function useLongDay() {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useCallback(
    (day: string) => {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      if (!match) return day;
      const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
      return new Intl.DateTimeFormat(LONG_LOCALES[lang as keyof typeof LONG_LOCALES] ?? 'es-ES', {
        weekday: 'long',
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }).format(date);
    },
    [lang],
  );
}
