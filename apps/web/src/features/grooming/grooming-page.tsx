// Grooming (/grooming), the salon's book (docs/spec/product-spec.md §2): a header with today's appointments
// and New Appointment, and three tabs: Overview (figures, today, the day view per groomer, the
// next 4 days), New Appointment (Edit Booking while a booking is being edited) and All Bookings.
// The tab, All Bookings' search, filter and page and the day view's day live in the URL. The
// page owns what every card's actions need: which booking the form edits, the delete
// confirmation (with its optional reason), the booking's History drawer and the dog details.
import { Button, Stack } from '@chakra-ui/react';
import { minutesToClock, type TGroomingBooking } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import { PageHeader } from '../../app/blocks/page-header';
import { PageTabs, useTabsReveal } from '../../app/blocks/page-tabs';
import { SectionCard } from '../../app/blocks/section-card';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useDocumentTitle } from '../../app/use-document-title';
import { useNumberFormat } from '../../lib/number-format';
import { useUrlState } from '../../lib/use-url-state';
import { DogDetailsDialog } from '../dogs/dog-details-dialog';
import { AllBookingsTab } from './all-bookings-tab';
import type { BookingCardHandlers } from './booking-card';
import { useBookingTimes, useZonedParts } from './booking-display';
import { BookingForm, type GroomingSlot } from './booking-form';
import { GROOMING_TABS, GROOMING_URL, type GroomingTab } from './grooming-url';
import { GroomingOverviewTab } from './overview-tab';
import { useBookingMutations, useGroomingDates, useGroomingOverview } from './use-grooming';

export const GROOMING_NAMESPACES = [
  'grooming',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;

/** What the form tab holds: a new booking (maybe from a free slot) or the one being edited. */
type FormState = { editing: TGroomingBooking | null; slot: GroomingSlot | null; key: number };

export function GroomingPage() {
  const { t } = useTranslation([...GROOMING_NAMESPACES]);
  useDocumentTitle(t('grooming:title'));
  const fmt = useNumberFormat();
  const [url, setUrl] = useUrlState(GROOMING_URL);
  const overview = useGroomingOverview();
  const tabs = useTabsReveal();
  const times = useBookingTimes();
  const dates = useGroomingDates();
  const parts = useZonedParts();
  const { remove } = useBookingMutations();
  const [form, setForm] = useState<FormState>({ editing: null, slot: null, key: 0 });
  const [dogId, setDogId] = useState<string | null>(null);

  const goTo = (tab: GroomingTab) => {
    setUrl({ tab });
    tabs.reveal();
  };
  const openForm = (editing: TGroomingBooking | null, slot: GroomingSlot | null = null) => {
    setForm((f) => ({ editing, slot, key: f.key + 1 }));
    goTo('form');
  };
  const deletion = useConfirmDelete<TGroomingBooking>({
    remove,
    done: { key: 'grooming:deleted' },
    failed: { key: 'grooming:errors.deleteTitle' },
    askReason: true,
    onDeleted: (booking) => {
      if (form.editing?.id === booking.id) setForm((f) => ({ editing: null, slot: null, key: f.key + 1 }));
    },
  });
  const history = useHistoryDrawer();
  const handlers: BookingCardHandlers = {
    onEdit: (booking) => openForm(booking),
    onDelete: deletion.ask,
    onOpenDog: setDogId,
    onHistory: (booking) =>
      history.open({
        entity: 'grooming-booking',
        entityId: booking.id,
        name: booking.dog.name,
        subtitle: `${times(booking).date} ${times(booking).start}`,
      }),
  };
  /** After a save: the Overview, its day view on the booking's day. */
  const saved = (booking: TGroomingBooking) => {
    setForm((f) => ({ editing: null, slot: null, key: f.key + 1 }));
    setUrl({ tab: 'overview', day: parts(booking.appointmentDate).day });
    tabs.reveal();
  };

  const today = overview.data?.figures.today;
  const target = deletion.target;

  return (
    <Stack gap="4">
      <PageHeader
        title={t('grooming:title')}
        count={
          today === undefined
            ? undefined
            : today === 1
              ? t('grooming:todayCountOne')
              : t('grooming:todayCount', { n: fmt.number(today, 0) })
        }
        action={
          <Button colorPalette="brand" size="sm" onClick={() => openForm(null)}>
            {t('grooming:newAppointment')}
          </Button>
        }
      />

      <PageTabs
        value={url.tab}
        tabs={GROOMING_TABS}
        label={(tab) =>
          tab === 'form' && form.editing ? t('grooming:tabs.edit') : t(`grooming:tabs.${tab}`)
        }
        onChange={goTo}
        listRef={tabs.listRef}
        panels={{
          overview: (
            <GroomingOverviewTab
              handlers={handlers}
              day={url.day}
              onDay={(day) => setUrl({ day })}
              onBookSlot={(slot) => openForm(null, slot)}
            />
          ),
          form: (
            <SectionCard
              title={form.editing ? t('grooming:form.editTitle') : t('grooming:form.newTitle')}
              hint={
                form.editing
                  ? t('grooming:form.editHint', {
                      name: form.editing.dog.name,
                      when: `${times(form.editing).date} ${times(form.editing).start}`,
                    })
                  : form.slot
                    ? t('grooming:form.slotHint', {
                        when: `${dates.date(form.slot.day)} ${dates.time(minutesToClock(form.slot.minutes))}`,
                      })
                    : t('grooming:form.newHint')
              }
              gap="4"
              maxW="3xl"
            >
              <BookingForm
                key={form.key}
                editing={form.editing}
                slot={form.slot}
                onSaved={saved}
                onCancel={() => {
                  setForm((f) => ({ editing: null, slot: null, key: f.key + 1 }));
                  goTo('overview');
                }}
              />
            </SectionCard>
          ),
          bookings: <AllBookingsTab state={url} onState={setUrl} handlers={handlers} />,
        }}
      />

      <ConfirmDeleteDialog
        open={target !== null}
        title={t('grooming:delete.title')}
        text={
          target
            ? t('grooming:delete.text', {
                name: target.dog.name,
                when: `${times(target).date} ${times(target).start}`,
              })
            : ''
        }
        testId="booking"
        {...deletion.dialog}
      />
      {history.drawer}
      <DogDetailsDialog dogId={dogId} onClose={() => setDogId(null)} />
    </Stack>
  );
}
