// The Overview's bookings as dense rows (docs/domains/grooming.md: the Overview was 9,514 px of cards): the time
// (start–end), the dog (its name opens its details) with breed and size, the services and the
// groomer, the status badge, and the actions its status offers as small buttons (Start or
// Complete first, then Edit, Cancel, Delete). The full card (phone, weight,
// notes, who created it) stays in All Bookings and in the day view's dialog. From 1024 px the
// rows line up in columns; below, each row stacks.
import { Box, Button, chakra, Flex, Grid, Stack, Text } from '@chakra-ui/react';
import type { TGroomingBooking } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { type BookingCardHandlers, useBookingButtons } from './booking-card';
import { BookingStatusBadge, useBookingTimes, useGroomingLabels } from './booking-display';

const AREAS = {
  base: `"dog status" "time time" "services services" "actions actions"`,
  lg: `"time dog services status actions"`,
} as const;
const COLUMNS = {
  base: 'minmax(0, 1fr) auto',
  lg: '9.5rem minmax(0, 1fr) minmax(0, 1.4fr) 7rem 18rem',
} as const;

function BookingRow({
  booking,
  onEdit,
  onDelete,
  onOpenDog,
}: { booking: TGroomingBooking } & BookingCardHandlers) {
  const { t } = useTranslation('grooming');
  const labels = useGroomingLabels();
  const times = useBookingTimes();
  const buttons = useBookingButtons(booking, { onEdit, onDelete });
  const when = times(booking);
  const name = booking.dog.name;
  const groomer = booking.groomer
    ? (booking.groomer.name ?? booking.groomer.username)
    : t('grooming:card.unassigned');

  return (
    <Grid
      as="li"
      data-testid="booking-row"
      data-status={booking.status}
      templateAreas={AREAS}
      templateColumns={COLUMNS}
      columnGap="3"
      rowGap="0.5"
      alignItems="center"
      px="3"
      py="1.5"
      fontSize="sm"
      _notFirst={{ borderTopWidth: '1px' }}
      opacity={booking.status === 'cancelled' ? 0.85 : 1}
    >
      <Text gridArea="time" fontVariantNumeric="tabular-nums" color={{ base: 'fg.muted', lg: 'fg' }}>
        {t('grooming:rows.time', { start: when.start, end: when.end })}
      </Text>
      <Box gridArea="dog" minW="0">
        {onOpenDog ? (
          <chakra.button
            type="button"
            onClick={() => onOpenDog(booking.dog.id)}
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
            {name}
          </chakra.button>
        ) : (
          <Text fontWeight="semibold">{name}</Text>
        )}
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {booking.dog.breed} · {labels.size(booking.size)}
        </Text>
      </Box>
      <Box gridArea="services" minW="0">
        <Text wordBreak="break-word">{labels.services(booking.groomingServices)}</Text>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {groomer}
        </Text>
      </Box>
      <Box gridArea="status" justifySelf={{ base: 'end', lg: 'start' }}>
        <BookingStatusBadge status={booking.status} />
      </Box>
      <Flex
        gridArea="actions"
        gap="1.5"
        wrap="wrap"
        align="center"
        justify={{ lg: 'flex-end' }}
        mt={{ base: '1', lg: '0' }}
      >
        {buttons.map((b) => (
          <Button
            key={b.key}
            size="xs"
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
      </Flex>
    </Grid>
  );
}

export function BookingRows({
  bookings,
  handlers,
  label,
  testId,
}: {
  bookings: readonly TGroomingBooking[];
  handlers: BookingCardHandlers;
  /** Names the list for screen readers ("Today's Grooming Appointments"). */
  label: string;
  testId: string;
}) {
  return (
    <Stack
      as="ul"
      aria-label={label}
      listStyleType="none"
      m="0"
      p="0"
      gap="0"
      borderWidth="1px"
      borderRadius="l3"
      bg="bg.panel"
      data-testid={testId}
    >
      {bookings.map((booking) => (
        <BookingRow key={booking.id} booking={booking} {...handlers} />
      ))}
    </Stack>
  );
}
