// Vet (/vet), docs/spec/product-spec.md §2: a header with today's appointments and New Appointment, and the
// tabs Appointments List (dense rows with a date filter), Day Agenda (a column per vet: docs/domains/vet.md),
// New Appointment (Edit Booking while one is edited) and Examination - {dog} while an exam is open. Start Exam opens a scheduled appointment's exam (nothing changes
// until the vet saves: saving moves it to in progress or completed); Continue Exam opens it; View Exam shows a completed one read only.
// Start Exam and Continue Exam are shown to vets, admins and managers only (the server refuses
// exam saves from anyone else). The tab, the list's search, filters and page, and the agenda's day
// live in the URL. A free slot of the agenda opens the form on that day, time and vet.
// History opens an appointment's audit events in a drawer; Delete asks for an optional reason, kept there.
import { Button, Stack } from '@chakra-ui/react';
import type { TVetAppointment } from '@pawdesk/domain';
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
import { useSession } from '../../lib/session';
import { useUrlState } from '../../lib/use-url-state';
import { DogDetailsDialog } from '../dogs/dog-details-dialog';
import { VetAgendaTab, type VetSlot } from './agenda-tab';
import type { CardHandlers } from './appointment-card';
import { AppointmentList } from './appointment-list';
import { BookingForm } from './booking-form';
import { ExamForm } from './exam-form';
import { ExamView } from './exam-view';
import { useVetMutations, useVetOverview } from './use-vet';
import { useWhenText } from './vet-display';
import { VET_TABS, VET_URL, type VetTab } from './vet-url';

export const VET_NAMESPACES = [
  'vet',
  'dogs',
  'validation',
  'business',
  'errors',
  'common',
  'blocks',
] as const;

interface OpenExam {
  appointment: TVetAppointment;
  mode: 'edit' | 'view';
  /** The tab it was opened from (the list or the agenda): closing it goes back there. */
  from: VetTab;
}

/** The URL without a booking sent from another screen. */
const NO_PREFILL = { bookDog: '', bookDogName: '', bookReason: '' };

export function VetPage() {
  const { t } = useTranslation([...VET_NAMESPACES]);
  useDocumentTitle(t('vet:title'));
  const fmt = useNumberFormat();
  const when = useWhenText();
  const role = useSession()?.user.role;
  const [url, setUrl] = useUrlState(VET_URL);
  const overview = useVetOverview();
  const tabs = useTabsReveal();
  const { remove } = useVetMutations();
  const [editing, setEditing] = useState<TVetAppointment | null>(null);
  // A new booking from a free slot of the agenda (its day, time and vet); the key remounts the form.
  const [slot, setSlot] = useState<{ slot: VetSlot | null; key: number }>({ slot: null, key: 0 });
  // Where the form was opened from (the list or the agenda): saving or cancelling goes back there.
  const [formFrom, setFormFrom] = useState<'list' | 'agenda'>('list');
  const [exam, setExam] = useState<OpenExam | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const deletion = useConfirmDelete<TVetAppointment>({
    remove,
    done: { key: 'vet:delete.done' },
    failed: { key: 'vet:delete.failed' },
    askReason: true,
  });
  const history = useHistoryDrawer();

  // The exam tab exists only while an exam is open (a reload returns to the list).
  const tab: VetTab = url.tab === 'exam' && !exam ? 'list' : url.tab;
  const shown = exam ? VET_TABS : VET_TABS.filter((v) => v !== 'exam');

  /** Switches tab (a new history entry, so Back returns), and brings the tabs back into view. */
  const goTo = (next: VetTab) => {
    // Leaving the booking form forgets the booking it was editing (the tab is New Appointment
    // again), the slot it started from and a dog and reason another screen sent.
    if (next !== 'form') {
      setEditing(null);
      setSlot((s) => (s.slot ? { slot: null, key: s.key + 1 } : s));
      setUrl({ tab: next, ...NO_PREFILL });
    } else setUrl({ tab: next });
    tabs.reveal();
  };
  // 'Book at our vet' (Vaccinations due): the New Appointment form with the dog and the reason.
  const prefill =
    url.bookDog !== '' && !editing && !slot.slot
      ? { dog: { id: url.bookDog, name: url.bookDogName }, reason: url.bookReason }
      : null;
  const closeExam = () => {
    const back = exam?.from ?? 'list';
    setExam(null);
    goTo(back);
  };

  // Opening an exam changes nothing: the form pre-sets In Progress, and the appointment moves
  // only when the vet saves (an exam opened and closed leaves it as it was).
  const openExam = (a: TVetAppointment) => {
    setExam({ appointment: a, mode: 'edit', from: tab === 'agenda' ? 'agenda' : 'list' });
    goTo('exam');
  };

  const today = overview.data?.todayCount;
  const examAppointment = exam?.appointment;
  const origin = tab === 'agenda' ? 'agenda' : 'list';
  const handlers: CardHandlers = {
    onEdit: (a) => {
      setFormFrom(origin);
      setEditing(a);
      setUrl({ tab: 'form' });
      tabs.reveal();
    },
    onExam: openExam,
    onView: (a) => {
      setExam({ appointment: a, mode: 'view', from: tab === 'agenda' ? 'agenda' : 'list' });
      goTo('exam');
    },
    onDelete: deletion.ask,
    onHistory: (a) =>
      history.open({ entity: 'vet-appointment', entityId: a.id, name: a.dog.name, subtitle: when(a) }),
    onDog: setDetailsId,
  };
  /** After a save: back where the desk came from (the agenda, when the form was opened there). */
  const saved = () => goTo(formFrom);

  return (
    <Stack gap="4">
      <PageHeader
        title={t('vet:title')}
        count={
          today === undefined
            ? undefined
            : today === 0
              ? t('vet:countTodayNone')
              : today === 1
                ? t('vet:countTodayOne')
                : t('vet:countToday', { n: fmt.number(today, 0) })
        }
        action={
          <Button
            colorPalette="brand"
            size="sm"
            onClick={() => {
              setEditing(null);
              setSlot((s) => ({ slot: null, key: s.key + 1 }));
              setFormFrom(origin);
              goTo('form');
            }}
          >
            {t('vet:newAppointment')}
          </Button>
        }
      />

      <PageTabs
        value={tab}
        tabs={shown}
        label={(value) =>
          value === 'list'
            ? t('vet:tabs.list')
            : value === 'agenda'
              ? t('vet:tabs.agenda')
              : value === 'form'
                ? editing
                  ? t('vet:tabs.edit')
                  : t('vet:tabs.new')
                : t('vet:tabs.exam', { dog: examAppointment?.dog.name ?? '' })
        }
        onChange={goTo}
        listRef={tabs.listRef}
        panels={{
          list: <AppointmentList state={url} onState={setUrl} role={role} handlers={handlers} />,
          agenda: (
            <VetAgendaTab
              day={url.day}
              onDay={(day) => setUrl({ day })}
              onBookSlot={(next) => {
                setEditing(null);
                setFormFrom('agenda');
                setSlot((s) => ({ slot: next, key: s.key + 1 }));
                setUrl({ tab: 'form' });
                tabs.reveal();
              }}
              role={role}
              handlers={handlers}
            />
          ),
          form: (
            <SectionCard
              title={editing ? t('vet:form.editTitle', { dog: editing.dog.name }) : t('vet:form.newTitle')}
              hint={editing ? undefined : t('vet:form.hint')}
              gap="4"
              maxW="2xl"
            >
              <BookingForm
                key={editing?.id ?? `new-${slot.key}-${prefill?.dog.id ?? ''}`}
                editing={editing}
                slot={editing ? null : slot.slot}
                prefill={prefill}
                role={role}
                today={overview.data?.date}
                onSaved={saved}
                onCancel={editing || slot.slot || prefill ? () => goTo(formFrom) : undefined}
              />
            </SectionCard>
          ),
          exam: examAppointment ? (
            <SectionCard
              title={t('vet:tabs.exam', { dog: examAppointment.dog.name })}
              hint={t('vet:exam.summary', { when: when(examAppointment), reason: examAppointment.cause })}
              gap="4"
              maxW="3xl"
              testId="exam-card"
            >
              {exam?.mode === 'view' ? (
                <ExamView appointment={examAppointment} onBack={closeExam} />
              ) : (
                <ExamForm
                  key={examAppointment.id}
                  appointment={examAppointment}
                  onCancel={closeExam}
                  onSaved={(saved) => {
                    if (saved.status === 'completed') closeExam();
                    else setExam({ appointment: saved, mode: 'edit', from: exam?.from ?? 'list' });
                  }}
                />
              )}
            </SectionCard>
          ) : null,
        }}
      />

      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('vet:delete.title')}
        text={
          deletion.target
            ? t('vet:delete.text', {
                name: deletion.target.dog.name,
                date: when(deletion.target),
                reason: deletion.target.cause,
              })
            : ''
        }
        testId="appointment"
        {...deletion.dialog}
      />
      {history.drawer}
      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
