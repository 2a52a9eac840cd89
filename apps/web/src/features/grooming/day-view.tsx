// The day view (an addition of ours): one column per groomer of the salon, each appointment a
// block as long as it lasts, the free time between them a button that books it (the form opens
// with that day, time and groomer), and an Unassigned column when bookings have no groomer. A
// block opens the booking's card with its actions. The day is in the URL; previous, next and
// today move it. Built on the DayAgenda block (shared with the vet's day agenda).
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import {
  GROOMING_DAY_END_MINUTES,
  GROOMING_DAY_START_MINUTES,
  isCalendarDay,
  type TGroomingBooking,
} from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayAgenda } from '../../app/blocks/day-agenda';
import type { ScheduleColumn, ScheduleItem } from '../../app/blocks/day-schedule';
import { SectionCard } from '../../app/blocks/section-card';
import { useLongDay } from '../daycare/desk/visit-display';
import { BookingCard, type BookingCardHandlers } from './booking-card';
import { useGroomingLabels, useZonedParts } from './booking-display';
import { dayInput } from './grooming-url';
import { useGroomingDay, useGroomingOverview } from './use-grooming';

const TONE = { scheduled: 'planned', 'in-progress': 'active', completed: 'done', cancelled: 'done' } as const;
const UNASSIGNED = 'unassigned';

export function DayView({
  day: urlDay,
  onDay,
  onBookSlot,
  handlers,
}: {
  day: string;
  onDay: (day: string) => void;
  onBookSlot: (slot: { day: string; minutes: number; groomerId: string | null }) => void;
  handlers: BookingCardHandlers;
}) {
  const { t } = useTranslation(['grooming', 'common']);
  const today = useGroomingOverview().data?.today;
  const query = useGroomingDay(dayInput(urlDay));
  const labels = useGroomingLabels();
  const parts = useZonedParts();
  const longDay = useLongDay();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;
  const day = data?.day ?? (isCalendarDay(urlDay) ? urlDay : today);
  const bookable = day !== undefined && today !== undefined && day >= today;

  const item = (booking: TGroomingBooking): ScheduleItem => {
    const at = parts(booking.appointmentDate);
    const start = at.minutes + (day && at.day < day ? -1440 : 0);
    const end = start + booking.durationMinutes;
    const services = labels.services(booking.groomingServices);
    return {
      id: booking.id,
      start,
      end,
      title: booking.dog.name,
      detail: services,
      tone: TONE[booking.status],
      status: labels.status(booking.status),
      onOpen: () => setOpenId(booking.id),
      testId: 'schedule-booking',
    };
  };

  const columns: ScheduleColumn[] = [];
  if (data && day) {
    for (const groomer of data.groomers) {
      columns.push({
        key: groomer.id,
        title: groomer.name ?? groomer.username,
        items: data.bookings.filter((b) => b.groomer?.id === groomer.id).map(item),
        ...(bookable
          ? { onFree: (minutes: number) => onBookSlot({ day, minutes, groomerId: groomer.id }) }
          : {}),
      });
    }
    const unassigned = data.bookings.filter((b) => b.groomer === null);
    if (unassigned.length > 0) {
      columns.push({
        key: UNASSIGNED,
        title: t('grooming:dayView.unassigned'),
        items: unassigned.map(item),
        showFree: false,
      });
    }
  }
  const open = openId ? data?.bookings.find((b) => b.id === openId) : undefined;

  return (
    <SectionCard title={t('grooming:dayView.title')} hint={t('grooming:dayView.hint')} testId="day-view">
      <DayAgenda
        day={day}
        dayText={day ? longDay(day) : ''}
        showingToday={!urlDay}
        onDay={onDay}
        query={{
          isPending: query.isPending,
          isError: query.isError,
          error: query.error,
          refetch: query.refetch,
          hasData: data !== undefined,
        }}
        columns={columns}
        opening={GROOMING_DAY_START_MINUTES}
        closing={GROOMING_DAY_END_MINUTES}
        texts={{
          day: t('grooming:dayView.day'),
          previous: t('grooming:dayView.previousDay'),
          next: t('grooming:dayView.nextDay'),
          today: t('grooming:dayView.today'),
          label: t('grooming:dayView.label', { day: day ? longDay(day) : '' }),
          noColumns: t('grooming:dayView.noGroomers'),
          loadError: t('grooming:errors.fetchDay'),
          free: (from, to) => t('grooming:dayView.free', { from, to }),
          book: (name) => t('grooming:dayView.book', { name }),
          empty: t('grooming:dayView.empty'),
        }}
        testIds={{ day: 'day-view-day', empty: 'day-view-empty', schedule: 'day-schedule' }}
      />

      <Dialog.Root
        open={open !== undefined}
        onOpenChange={(details) => {
          if (!details.open) setOpenId(null);
        }}
        placement="center"
        size={{ base: 'full', md: 'lg' }}
        scrollBehavior="inside"
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content data-testid="booking-dialog">
              <Dialog.Header pe="12">
                <Dialog.Title>{t('grooming:dayView.bookingTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="5">
                {open ? (
                  <BookingCard
                    booking={open}
                    onEdit={(booking) => {
                      setOpenId(null);
                      handlers.onEdit(booking);
                    }}
                    onDelete={(booking) => {
                      setOpenId(null);
                      handlers.onDelete(booking);
                    }}
                    onHistory={
                      handlers.onHistory
                        ? (booking) => {
                            setOpenId(null);
                            handlers.onHistory?.(booking);
                          }
                        : undefined
                    }
                  />
                ) : null}
              </Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t('common:close')} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </SectionCard>
  );
}
