// The Day Agenda tab (docs/domains/vet.md): one column per vet (the users with the vet role, and anyone else
// named on one of the day's appointments), each appointment a block of VET_SLOT_MINUTES at its
// time (an appointment has no length of its own), the free time between them a button that books
// it (the form opens with that day, time and vet), and an Unassigned column when appointments
// have no vet. A block opens the appointment's card with its buttons (Edit Booking, Start Exam,
// View Exam, Delete). Cancelled appointments hold no time and are left out. The day is in the
// URL; previous, next and Today move it. Built on the DayAgenda block, as grooming's day view.
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import {
  clockToMinutes,
  isCalendarDay,
  type TRole,
  type TVetAppointment,
  VET_DAY_END_MINUTES,
  VET_DAY_START_MINUTES,
  VET_SLOT_MINUTES,
} from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayAgenda } from '../../app/blocks/day-agenda';
import type { ScheduleColumn, ScheduleItem } from '../../app/blocks/day-schedule';
import { SectionCard } from '../../app/blocks/section-card';
import { useLongDay } from '../daycare/desk/visit-display';
import { AppointmentCard, type CardHandlers } from './appointment-card';
import { useVetDay, useVetOverview } from './use-vet';
import { useVetStatusLabel } from './vet-display';
import { vetDayInput } from './vet-url';

const TONE = { scheduled: 'planned', 'in-progress': 'active', completed: 'done', cancelled: 'done' } as const;
const UNASSIGNED = 'unassigned';

/** A free slot of the agenda: the form opens on it. */
export interface VetSlot {
  day: string;
  minutes: number;
  vetId: string | null;
  /** The column's name (a staff user who is not a vet has no option of their own in the form). */
  vetName: string;
}

export function VetAgendaTab({
  day: urlDay,
  onDay,
  onBookSlot,
  role,
  handlers,
}: {
  /** The URL's day (YYYY-MM-DD), '' for today. */
  day: string;
  onDay: (day: string) => void;
  onBookSlot: (slot: VetSlot) => void;
  role: TRole | undefined;
  handlers: CardHandlers;
}) {
  const { t } = useTranslation(['vet', 'common']);
  const today = useVetOverview().data?.date;
  const query = useVetDay(vetDayInput(urlDay));
  const statusLabel = useVetStatusLabel();
  const longDay = useLongDay();
  const [openId, setOpenId] = useState<string | null>(null);
  const data = query.data;
  const day = data?.day ?? (isCalendarDay(urlDay) ? urlDay : today);
  const bookable = day !== undefined && today !== undefined && day >= today;

  const item = (a: TVetAppointment): ScheduleItem => {
    const start = clockToMinutes(a.time) ?? VET_DAY_START_MINUTES;
    return {
      id: a.id,
      start,
      end: start + VET_SLOT_MINUTES,
      title: a.dog.name,
      detail: a.cause,
      tone: TONE[a.status],
      status: statusLabel(a.status),
      onOpen: () => setOpenId(a.id),
      testId: 'agenda-appointment',
    };
  };

  const columns: ScheduleColumn[] = [];
  let opening = VET_DAY_START_MINUTES;
  let closing = VET_DAY_END_MINUTES;
  if (data && day) {
    for (const vet of data.vets) {
      columns.push({
        key: vet.id,
        title: vet.name,
        items: data.appointments.filter((a) => a.vet?.id === vet.id).map(item),
        ...(bookable
          ? { onFree: (minutes: number) => onBookSlot({ day, minutes, vetId: vet.id, vetName: vet.name }) }
          : {}),
      });
    }
    const unassigned = data.appointments.filter((a) => a.vet === null);
    if (unassigned.length > 0) {
      columns.push({
        key: UNASSIGNED,
        title: t('vet:agenda.unassigned'),
        items: unassigned.map(item),
        showFree: false,
      });
    }
    // The practice's hours, widened around an appointment outside them (an early emergency).
    for (const column of columns) {
      for (const it of column.items) {
        opening = Math.min(opening, Math.floor(it.start / 60) * 60);
        closing = Math.max(closing, Math.ceil(it.end / 60) * 60);
      }
    }
  }
  const open = openId ? data?.appointments.find((a) => a.id === openId) : undefined;
  const close = (then?: () => void) => {
    setOpenId(null);
    then?.();
  };

  return (
    <SectionCard title={t('vet:agenda.title')} hint={t('vet:agenda.hint')} testId="vet-agenda">
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
        opening={opening}
        closing={closing}
        texts={{
          day: t('vet:agenda.day'),
          previous: t('vet:agenda.previousDay'),
          next: t('vet:agenda.nextDay'),
          today: t('vet:agenda.today'),
          label: t('vet:agenda.label', { day: day ? longDay(day) : '' }),
          noColumns: t('vet:agenda.noVets'),
          loadError: t('vet:agenda.loadError'),
          free: (from, to) => t('vet:agenda.free', { from, to }),
          book: (name) => t('vet:agenda.book', { name }),
          empty: t('vet:agenda.empty'),
        }}
        testIds={{ day: 'agenda-day', empty: 'agenda-empty', schedule: 'agenda-schedule' }}
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
            <Dialog.Content data-testid="appointment-dialog">
              <Dialog.Header pe="12">
                <Dialog.Title>{t('vet:agenda.appointmentTitle')}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body pb="5">
                {open ? (
                  <AppointmentCard
                    appointment={open}
                    role={role}
                    handlers={{
                      onEdit: (a) => close(() => handlers.onEdit(a)),
                      onExam: (a) => close(() => handlers.onExam(a)),
                      onView: (a) => close(() => handlers.onView(a)),
                      onDelete: (a) => close(() => handlers.onDelete(a)),
                      onHistory: (a) => close(() => handlers.onHistory(a)),
                      onDog: (id) => close(() => handlers.onDog(id)),
                    }}
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
