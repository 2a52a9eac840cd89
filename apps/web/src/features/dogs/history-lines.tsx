// How the dog details modal says one record of a service: a title (its date), its status and the
// lines a vet reads (times, package, health checks, exam, services, groomer, notes). Shared by the
// four history tabs and the Timeline tab, so a record reads the same in both.
import { Badge, Flex, Stack, Text } from '@chakra-ui/react';
import { packageLabel, type TDogDetails } from '@pawdesk/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { healthCheckText } from '../hotel/booking-display';

type History = TDogDetails['history'];
export type TDaycareLine = History['daycareVisits']['items'][number];
export type THotelLine = History['hotelStays']['items'][number];
export type TVetLine = History['vetAppointments']['items'][number];
export type TGroomingLine = History['grooming']['items'][number];

/** What a record says: its title, its status in words, and its lines ('' when none). */
export interface THistoryText {
  title: string;
  status: string;
  details: string;
}

export function HistoryLine({
  title,
  status,
  details,
  lead,
  children,
}: Partial<THistoryText> & { title: ReactNode; lead?: ReactNode; children?: ReactNode }) {
  return (
    <Stack gap="1">
      <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
        <Flex gap="2" align="center" wrap="wrap" minW="0">
          {lead}
          <Text fontWeight="medium">{title}</Text>
        </Flex>
        {status ? (
          <Badge variant="subtle" colorPalette="teal">
            {status}
          </Badge>
        ) : null}
      </Flex>
      {details ? (
        <Text fontSize="sm" color="fg.muted" whiteSpace="pre-wrap" wordBreak="break-word">
          {details}
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}

const lines = (...parts: (string | null | undefined | false)[]) => parts.filter(Boolean).join('\n');

/** Each service's record in the reader's language, numbers and dates. */
export function useHistoryText() {
  const { t, i18n } = useTranslation(['dogs', 'common']);
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const statusText = (status: string) =>
      t(`dogs:status.${status}`, { defaultValue: status.replace(/-/g, ' ') });
    const health = (check: THotelLine['vetCheckIn']) =>
      healthCheckText(check, {
        weight: fmt.weight,
        temperature: fmt.temperature,
        by: (name, at) =>
          t('dogs:details.healthBy', { name: name ?? t('dogs:details.dash'), date: dates.dateTime(at) }),
      });
    return {
      statusText,
      daycare: (visit: TDaycareLine): THistoryText => ({
        title: dates.date(visit.date),
        status: statusText(visit.status),
        details: lines(
          t('dogs:details.visitTimes', {
            checkIn: visit.checkInTime ? dates.time(visit.checkInTime) : t('dogs:details.dash'),
            checkOut: visit.checkOutTime ? dates.time(visit.checkOutTime) : t('dogs:details.dash'),
          }),
          visit.packageType
            ? t('dogs:details.package', { type: packageLabel(visit.packageType, lang) })
            : null,
          visit.notes,
        ),
      }),
      hotel: (stay: THotelLine): THistoryText => {
        const arrival = health(stay.vetCheckIn);
        const departure = health(stay.vetCheckOut);
        return {
          title: t('dogs:details.stayDates', {
            from: dates.date(stay.checkInDay),
            to: dates.date(stay.checkOutDay),
          }),
          status: statusText(stay.status),
          details: lines(
            t('dogs:details.nights', { count: stay.nights }),
            stay.notes,
            arrival ? t('dogs:details.healthIn', { check: arrival }) : null,
            departure ? t('dogs:details.healthOut', { check: departure }) : null,
          ),
        };
      },
      vet: (appointment: TVetLine): THistoryText => ({
        title: t('dogs:details.vetWhen', {
          date: dates.date(appointment.day),
          time: dates.time(appointment.time),
        }),
        status: statusText(appointment.status),
        details: lines(
          appointment.cause,
          [
            appointment.temperature === null ? null : fmt.temperature(appointment.temperature),
            appointment.weight === null ? null : fmt.weight(appointment.weight),
          ]
            .filter(Boolean)
            .join(' · '),
          appointment.findings,
          appointment.recommendations,
          appointment.vetNotes,
          appointment.followUpRequired
            ? t('dogs:details.vetFollowUp', {
                date: appointment.followUpDate
                  ? dates.date(appointment.followUpDate)
                  : t('dogs:details.vetDateTbd'),
              })
            : null,
        ),
      }),
      grooming: (booking: TGroomingLine): THistoryText => ({
        title: dates.dateTime(booking.appointmentDate),
        status: statusText(booking.status),
        details: lines(
          booking.groomingServices
            .map((s) => t(`dogs:service.${s}`, { defaultValue: s.replace(/-/g, ' ') }))
            .join(', '),
          booking.groomerName ? t('dogs:details.groomer', { name: booking.groomerName }) : null,
          booking.notes,
          booking.groomingNotes,
        ),
      }),
    };
  }, [t, dates, fmt, lang]);
}
