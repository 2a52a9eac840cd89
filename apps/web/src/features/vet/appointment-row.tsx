// One appointment as a dense row of the Appointments List (docs/domains/vet.md: the list was 12 tall cards a
// page): when, the dog (its name opens its details) with its owners, the reason with the exam's
// facts on a muted line (temperature, weight, findings, recommendations, vet notes, follow-up or
// 'Date TBD'), the vet, the status badge, and the buttons its status and the reader's role allow
// (Edit Booking, Start Exam or Continue Exam, View Exam, Delete: docs/spec/product-spec.md §2). From 1024 px
// the rows line up in columns under a header line (when over the status, the dog, the reason
// with the vet and the exam, the buttons), two or three short lines high; below, each row stacks
// (dog and status, when, reason, vet and exam, buttons).
import { Box, Button, chakra, Flex, Grid, Text } from '@chakra-ui/react';
import { appointmentActions, type TRole, type TVetAppointment } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import type { CardHandlers } from './appointment-card';
import { AppointmentStatusBadge, useWhenText } from './vet-display';

/** The row's areas: stacked on a phone and a tablet, in columns from 1024 px. */
const AREAS = {
  base: `"dog status" "when when" "reason reason" "actions actions"`,
  lg: `"when dog reason actions" "status dog reason actions"`,
} as const;
export const ROW_COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: '12rem minmax(0, 1fr) minmax(0, 1.7fr) 22rem',
} as const;

/** The header line over the rows (from 1024 px; the rows say the same to screen readers). */
export function AppointmentRowsHeader() {
  const { t } = useTranslation('vet');
  return (
    <Grid
      aria-hidden="true"
      display={{ base: 'none', lg: 'grid' }}
      templateColumns={ROW_COLUMNS}
      gap="3"
      px="3"
      py="1.5"
      bg="bg.subtle"
      borderBottomWidth="1px"
      fontSize="xs"
      fontWeight="semibold"
      color="fg.muted"
    >
      <span>{t('vet:card.when')}</span>
      <span>{t('vet:row.dog')}</span>
      <span>{t('vet:row.reasonAndVet')}</span>
      <span />
    </Grid>
  );
}

export function AppointmentRow({
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
  const actions = appointmentActions(a, role);
  const owners = a.dog.owners.map((o) => o.name).join(', ') || t('vet:card.noOwner');
  const fact = (label: string, value: string) => t('vet:row.fact', { label, value });
  const exam = [
    a.temperature !== null ? fmt.temperature(a.temperature) : null,
    a.weight !== null ? fmt.weight(a.weight) : null,
    a.findings ? fact(t('vet:card.findings'), a.findings) : null,
    a.recommendations ? fact(t('vet:card.recommendations'), a.recommendations) : null,
    a.vetNotes ? fact(t('vet:card.vetNotes'), a.vetNotes) : null,
    a.followUpRequired
      ? fact(t('vet:card.followUp'), a.followUpDate ? dates.date(a.followUpDate) : t('vet:card.dateTbd'))
      : null,
  ].filter((part): part is string => part !== null);
  const vetName = a.vet ? a.vet.name : t('vet:row.noVet');

  return (
    <Grid
      as="li"
      data-testid="appointment-row"
      data-status={a.status}
      templateAreas={AREAS}
      templateColumns={ROW_COLUMNS}
      columnGap="3"
      rowGap="0.5"
      alignItems={{ base: 'center', lg: 'start' }}
      px="3"
      py="2"
      fontSize="sm"
      _notFirst={{ borderTopWidth: '1px' }}
    >
      <Text
        gridArea="when"
        fontVariantNumeric="tabular-nums"
        whiteSpace={{ lg: 'nowrap' }}
        color={{ base: 'fg.muted', lg: 'fg' }}
      >
        <span data-testid="appointment-when">{when(a)}</span>
      </Text>
      <Box gridArea="dog" minW="0">
        {/* The dog's name opens its details (the history of every service). */}
        <chakra.button
          type="button"
          onClick={() => handlers.onDog(a.dog.id)}
          textAlign="start"
          fontWeight="semibold"
          cursor="pointer"
          wordBreak="break-word"
          borderRadius="l1"
          textDecoration="underline"
          textDecorationColor="border.emphasized"
          textUnderlineOffset="3px"
          _hover={{ textDecorationColor: 'currentColor' }}
        >
          {a.dog.name}
        </chakra.button>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word" lineClamp={{ lg: 1 }} title={owners}>
          {a.dog.breed} · {owners}
        </Text>
      </Box>
      <Box gridArea="reason" minW="0">
        <Text wordBreak="break-word" lineClamp={{ lg: 1 }} title={a.cause}>
          {a.cause}
        </Text>
        {/* One muted line on a desk (the whole of it in its title): the vet, then the exam. */}
        <Text
          fontSize="xs"
          color="fg.muted"
          wordBreak="break-word"
          lineClamp={{ lg: 1 }}
          title={[`${t('vet:row.vetLabel')} ${vetName}`, ...exam].join(' · ')}
        >
          {t('vet:row.vetLabel')}{' '}
          <Box as="span" color={a.vet ? 'fg' : undefined} data-testid="appointment-vet">
            {vetName}
          </Box>
          {exam.length > 0 ? <span data-testid="appointment-exam">{` · ${exam.join(' · ')}`}</span> : null}
        </Text>
      </Box>
      <Box gridArea="status" justifySelf={{ base: 'end', lg: 'start' }} alignSelf={{ lg: 'start' }}>
        <AppointmentStatusBadge status={a.status} />
      </Box>
      <Flex
        gridArea="actions"
        gap="1.5"
        wrap="wrap"
        justify={{ lg: 'flex-end' }}
        alignSelf="center"
        mt={{ base: '1', lg: '0' }}
      >
        {actions.editBooking ? (
          <Button size="xs" variant="outline" onClick={() => handlers.onEdit(a)}>
            {t('vet:actions.editBooking')}
          </Button>
        ) : null}
        {actions.startExam || actions.continueExam ? (
          <Button size="xs" colorPalette="brand" onClick={() => handlers.onExam(a)}>
            {actions.startExam ? t('vet:actions.startExam') : t('vet:actions.continueExam')}
          </Button>
        ) : null}
        {actions.viewExam ? (
          <Button size="xs" variant="outline" onClick={() => handlers.onView(a)}>
            {t('vet:actions.viewExam')}
          </Button>
        ) : null}
        <Button
          size="xs"
          variant="outline"
          onClick={() => handlers.onHistory(a)}
          aria-label={t('blocks:history.openFor', { name: a.dog.name })}
        >
          {t('blocks:history.menuItem')}
        </Button>
        {actions.delete ? (
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => handlers.onDelete(a)}>
            {t('common:delete')}
          </Button>
        ) : null}
      </Flex>
    </Grid>
  );
}
