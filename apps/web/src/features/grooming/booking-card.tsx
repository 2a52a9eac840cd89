// One booking as a card (docs/spec/product-spec.md §2, Grooming): status, dog, owners, date, time (with its end
// and length), phone, weight, size, services, groomer, notes, grooming notes, completed date and
// who created and last updated it; and the actions its status offers (docs/spec/product-spec.md §4): Edit
// (scheduled), Start (scheduled, once its day has come), Complete (in progress), Cancel
// (scheduled or in progress: never once completed), History (the booking's audit events, issue
// 22, when the page offers it), Delete (scheduled or cancelled, confirmed by the page, with an
// optional reason). Start and Complete offer Undo in their message.
import { Box, Button, Card, DataList, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { groomingActions, type TGroomingBooking } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWeightText } from '../dogs/dog-display';
import { BookingStatusBadge, useBookingTimes, useGroomingLabels, useZonedParts } from './booking-display';
import { useBookingActions } from './use-booking-actions';
import { useGroomingDates, useGroomingOverview } from './use-grooming';

export interface BookingCardHandlers {
  /** Opens the booking in the form (Edit Booking). */
  onEdit: (booking: TGroomingBooking) => void;
  /** Asks to delete it (the page's confirmation dialog). */
  onDelete: (booking: TGroomingBooking) => void;
  /** Opens the dog's details. */
  onOpenDog?: (dogId: string) => void;
  /** Opens the booking's History. */
  onHistory?: (booking: TGroomingBooking) => void;
}

export function BookingCard({
  booking,
  onEdit,
  onDelete,
  onOpenDog,
  onHistory,
  headingLevel = 'h3',
}: { booking: TGroomingBooking; headingLevel?: 'h3' | 'h4' } & BookingCardHandlers) {
  const { t } = useTranslation(['grooming', 'common', 'blocks']);
  const labels = useGroomingLabels();
  const times = useBookingTimes();
  const dates = useGroomingDates();
  const weightText = useWeightText();
  const name = booking.dog.name;
  const when = times(booking);
  const audit = (user: { username: string } | null, at: string) =>
    t('grooming:card.auditLine', {
      username: user?.username ?? t('grooming:card.unknownUser'),
      date: dates.dateTime(at),
    });

  const fields: [string, ReactNode, string][] = [
    [
      t('grooming:card.owners'),
      booking.dog.owners.map((o) => o.name).join(', ') || t('grooming:card.none'),
      'owners',
    ],
    [t('grooming:card.date'), when.date, 'date'],
    [
      t('grooming:card.time'),
      t('grooming:card.timeRange', {
        start: when.start,
        end: when.end,
        length: labels.length(booking.durationMinutes),
      }),
      'time',
    ],
    [t('grooming:card.phone'), booking.ownerPhone, 'phone'],
    [t('grooming:card.weight'), weightText(booking.weight), 'weight'],
    [t('grooming:card.size'), labels.size(booking.size), 'size'],
    [t('grooming:card.services'), labels.services(booking.groomingServices), 'services'],
    [
      t('grooming:card.groomer'),
      booking.groomer ? (booking.groomer.name ?? booking.groomer.username) : t('grooming:card.unassigned'),
      'groomer',
    ],
    [t('grooming:card.notes'), booking.notes ?? t('grooming:card.none'), 'notes'],
    [t('grooming:card.groomingNotes'), booking.groomingNotes ?? t('grooming:card.none'), 'grooming-notes'],
  ];
  if (booking.completedAt) {
    fields.push([t('grooming:card.completedAt'), dates.dateTime(booking.completedAt), 'completed']);
  }
  fields.push(
    [t('grooming:card.createdBy'), audit(booking.createdBy, booking.createdAt), 'created'],
    [t('grooming:card.updatedBy'), audit(booking.updatedBy, booking.updatedAt), 'updated'],
  );

  const buttons = useBookingButtons(booking, { onEdit, onDelete, onHistory });

  return (
    <Card.Root
      as="article"
      size="sm"
      variant="outline"
      bg="bg.panel"
      data-testid="booking-card"
      data-status={booking.status}
      opacity={booking.status === 'cancelled' ? 0.85 : 1}
    >
      <Card.Body gap="3">
        <Flex gap="2" justify="space-between" align="flex-start" wrap="wrap">
          <Stack gap="0" minW="0" flex="1">
            <Heading as={headingLevel} size="sm" wordBreak="break-word">
              {onOpenDog ? (
                <Button
                  variant="plain"
                  p="0"
                  h="auto"
                  minW="0"
                  fontWeight="semibold"
                  textDecoration="underline"
                  textDecorationColor="border"
                  textUnderlineOffset="3px"
                  whiteSpace="normal"
                  textAlign="start"
                  onClick={() => onOpenDog(booking.dog.id)}
                >
                  {name}
                </Button>
              ) : (
                name
              )}
            </Heading>
            <Text fontSize="sm" color="fg.muted" wordBreak="break-word">
              {booking.dog.breed} · {when.start}
            </Text>
          </Stack>
          <BookingStatusBadge status={booking.status} />
        </Flex>
        <DataList.Root orientation="horizontal" size="sm" gap="1.5">
          {fields.map(([label, value, key]) => (
            <DataList.Item key={key} data-field={key} alignItems="flex-start">
              <DataList.ItemLabel minW={{ base: '28', md: '32' }} flexShrink={0}>
                {label}
              </DataList.ItemLabel>
              <DataList.ItemValue whiteSpace="pre-wrap" wordBreak="break-word">
                {value}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        {buttons.length > 0 ? (
          <HStack gap="2" wrap="wrap">
            {buttons.map((b) => (
              <Button
                key={b.key}
                size="sm"
                variant={b.primary ? 'solid' : 'outline'}
                colorPalette={b.danger ? 'red' : 'brand'}
                aria-label={b.aria}
                loading={b.loading}
                disabled={b.disabled}
                onClick={b.run}
              >
                {b.label}
              </Button>
            ))}
          </HStack>
        ) : (
          <Box />
        )}
      </Card.Body>
    </Card.Root>
  );
}

export interface BookingButton {
  key: 'start' | 'complete' | 'edit' | 'cancel' | 'history' | 'delete';
  label: string;
  /** Names the booking ("Start Luna's appointment"). */
  aria: string;
  run: () => void;
  primary?: boolean;
  danger?: boolean;
  /** A move of this booking is on its way: its move buttons spin, every button waits. */
  loading: boolean;
  disabled: boolean;
}

/**
 * The actions a booking's status offers (docs/spec/product-spec.md §4), for its card and its row: Start (once
 * its day has come), Complete, Edit, Cancel (never once completed), History (when the page
 * offers it), Delete. Start and Complete offer Undo in their message.
 */
export function useBookingButtons(
  booking: TGroomingBooking,
  { onEdit, onDelete, onHistory }: Pick<BookingCardHandlers, 'onEdit' | 'onDelete' | 'onHistory'>,
): BookingButton[] {
  const { t } = useTranslation(['grooming', 'common', 'blocks']);
  const actions = useBookingActions();
  // Start waits for the booking's day (the salon's business day).
  const parts = useZonedParts();
  const today = useGroomingOverview().data?.today ?? parts(new Date()).day;
  const allowed = groomingActions(booking.status, { day: parts(booking.appointmentDate).day, today });
  const name = booking.dog.name;
  const moving = actions.movingId === booking.id;
  const buttons: Omit<BookingButton, 'loading' | 'disabled'>[] = [];
  if (allowed.start) {
    buttons.push({
      key: 'start',
      label: t('grooming:actions.start'),
      aria: t('grooming:actions.startFor', { name }),
      run: () => void actions.move(booking, 'in-progress'),
      primary: true,
    });
  }
  if (allowed.complete) {
    buttons.push({
      key: 'complete',
      label: t('grooming:actions.complete'),
      aria: t('grooming:actions.completeFor', { name }),
      run: () => void actions.move(booking, 'completed'),
      primary: true,
    });
  }
  if (allowed.edit) {
    buttons.push({
      key: 'edit',
      label: t('grooming:actions.edit'),
      aria: t('grooming:actions.editFor', { name }),
      run: () => onEdit(booking),
    });
  }
  if (allowed.cancel) {
    buttons.push({
      key: 'cancel',
      label: t('grooming:actions.cancel'),
      aria: t('grooming:actions.cancelFor', { name }),
      run: () => void actions.move(booking, 'cancelled'),
    });
  }
  if (onHistory) {
    buttons.push({
      key: 'history',
      label: t('blocks:history.menuItem'),
      aria: t('blocks:history.openFor', { name }),
      run: () => onHistory(booking),
    });
  }
  if (allowed.delete) {
    buttons.push({
      key: 'delete',
      label: t('grooming:actions.delete'),
      aria: t('grooming:actions.deleteFor', { name }),
      run: () => onDelete(booking),
      danger: true,
    });
  }

  return buttons.map((b) => ({
    ...b,
    // History only reads: it stays available while a move is on its way.
    loading: moving && b.key !== 'edit' && b.key !== 'delete' && b.key !== 'history',
    disabled: moving && b.key !== 'history',
  }));
}
