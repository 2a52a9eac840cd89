// One appointment as a card (docs/spec/product-spec.md §2): the dog (the card's heading), its owners, date and
// time, reason, the status badge, the exam details (temperature, weight, findings,
// recommendations), the vet notes and the follow-up date or 'Date TBD'; then the buttons its
// status (and the reader's role) allow: Edit Booking, Start Exam or Continue Exam, View Exam,
// then History (the appointment's audit events, docs/domains/audit.md) and Delete. The dog's name opens its
// details. Cards sit one per row on a phone.
import { Button, chakra } from '@chakra-ui/react';
import { appointmentActions, type TRole, type TVetAppointment } from '@pawdesk/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Fact, RecordCard } from '../../app/blocks/record-card';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { AppointmentStatusBadge, useWhenText } from './vet-display';

export interface CardHandlers {
  onEdit: (a: TVetAppointment) => void;
  onExam: (a: TVetAppointment) => void;
  onView: (a: TVetAppointment) => void;
  onDelete: (a: TVetAppointment) => void;
  /** Opens the appointment's History. */
  onHistory: (a: TVetAppointment) => void;
  /** Opens the dog's details. */
  onDog: (dogId: string) => void;
}

export function AppointmentCard({
  appointment: a,
  role,
  handlers,
}: {
  appointment: TVetAppointment;
  role: TRole | undefined;
  handlers: CardHandlers;
}) {
  const { t } = useTranslation(['vet', 'common', 'blocks']);
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const when = useWhenText();
  const headingId = useId();
  const actions = appointmentActions(a, role);
  const owners = a.dog.owners.map((o) => o.name).join(', ') || t('vet:card.noOwner');

  return (
    <RecordCard
      aria-labelledby={headingId}
      data-testid="appointment-card"
      data-status={a.status}
      titleId={headingId}
      title={
        // The dog's name opens its details (the history of every service).
        <chakra.button
          type="button"
          onClick={() => handlers.onDog(a.dog.id)}
          textAlign="start"
          cursor="pointer"
          _hover={{ textDecoration: 'underline' }}
          borderRadius="l1"
        >
          {a.dog.name}
        </chakra.button>
      }
      subtitle={a.dog.breed}
      badge={<AppointmentStatusBadge status={a.status} />}
      factColumns={2}
      factsFontSize="sm"
      actions={
        <>
          {actions.editBooking ? (
            <Button size="sm" variant="outline" onClick={() => handlers.onEdit(a)}>
              {t('vet:actions.editBooking')}
            </Button>
          ) : null}
          {actions.startExam || actions.continueExam ? (
            <Button size="sm" colorPalette="brand" onClick={() => handlers.onExam(a)}>
              {actions.startExam ? t('vet:actions.startExam') : t('vet:actions.continueExam')}
            </Button>
          ) : null}
          {actions.viewExam ? (
            <Button size="sm" variant="outline" onClick={() => handlers.onView(a)}>
              {t('vet:actions.viewExam')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="outline"
            onClick={() => handlers.onHistory(a)}
            aria-label={t('blocks:history.openFor', { name: a.dog.name })}
          >
            {t('blocks:history.menuItem')}
          </Button>
          {actions.delete ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => handlers.onDelete(a)}>
              {t('common:delete')}
            </Button>
          ) : null}
        </>
      }
    >
      <Fact label={t('vet:card.when')}>
        <span data-testid="appointment-when">{when(a)}</span>
      </Fact>
      <Fact label={t('vet:card.owners')}>{owners}</Fact>
      <Fact label={t('vet:card.reason')} wide>
        {a.cause}
      </Fact>
      {a.temperature !== null ? (
        <Fact label={t('vet:card.temperature')}>{fmt.temperature(a.temperature)}</Fact>
      ) : null}
      {a.weight !== null ? <Fact label={t('vet:card.weight')}>{fmt.weight(a.weight)}</Fact> : null}
      {a.findings ? (
        <Fact label={t('vet:card.findings')} wide>
          {a.findings}
        </Fact>
      ) : null}
      {a.recommendations ? (
        <Fact label={t('vet:card.recommendations')} wide>
          {a.recommendations}
        </Fact>
      ) : null}
      {a.vetNotes ? (
        <Fact label={t('vet:card.vetNotes')} wide>
          {a.vetNotes}
        </Fact>
      ) : null}
      {a.followUpRequired ? (
        <Fact label={t('vet:card.followUp')}>
          <span data-testid="appointment-follow-up">
            {a.followUpDate ? dates.date(a.followUpDate) : t('vet:card.dateTbd')}
          </span>
        </Fact>
      ) : null}
    </RecordCard>
  );
}
