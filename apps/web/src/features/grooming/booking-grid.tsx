// Booking cards in a grid (one column on a phone, two from 1024 px), as a list: Today,
// Upcoming's days and All Bookings.
import { SimpleGrid } from '@chakra-ui/react';
import type { TGroomingBooking } from '@pawdesk/domain';
import { BookingCard, type BookingCardHandlers } from './booking-card';

export function BookingGrid({
  bookings,
  handlers,
  headingLevel = 'h3',
  busy = false,
  testId,
}: {
  bookings: readonly TGroomingBooking[];
  handlers: BookingCardHandlers;
  headingLevel?: 'h3' | 'h4';
  /** The previous page while the next one loads: dimmed, and said busy. */
  busy?: boolean;
  testId: string;
}) {
  return (
    <SimpleGrid
      as="ul"
      listStyleType="none"
      m="0"
      p="0"
      columns={{ base: 1, lg: 2 }}
      gap="3"
      aria-busy={busy}
      opacity={busy ? 0.7 : 1}
      data-testid={testId}
    >
      {bookings.map((booking) => (
        <li key={booking.id}>
          <BookingCard booking={booking} headingLevel={headingLevel} {...handlers} />
        </li>
      ))}
    </SimpleGrid>
  );
}
