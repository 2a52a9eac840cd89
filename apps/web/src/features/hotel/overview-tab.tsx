// The Overview tab (docs/spec/product-spec.md §2, Hotel): the three stat cards (guests checked in now,
// upcoming reservations, every booking), today (guests here with their 'Until' date, arrivals
// and departures, each with the Check In or Check Out it needs; every line shown, never cut), the next 4 days' arrivals and
// departures grouped by date, and the booking list with its actions (the list variant). The
// figures and today's lists come from hotel.overview (one query); the list pages on its own.
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { bookingActions, type THotelBooking, type THotelOverview } from '@pawdesk/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/blocks/error-state';
import type { RowAction } from '../../app/blocks/row-menu';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { StatFigures, StatFiguresSkeleton } from '../../app/blocks/stat-figures';
import { useDateFormat } from '../../lib/dates';
import { useLongDay } from '../daycare/desk/visit-display';
import { BookingStatusBadge, useNightsText, useStayText } from './booking-display';
import { BookingList } from './booking-list';
import type { HotelUrlState } from './hotel-url';
import type { useHotelOverview } from './use-hotel';

type Open = (mode: 'checkin' | 'checkout', booking: THotelBooking) => void;

function Muted({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text color="fg.muted" fontSize="sm" data-testid={testId}>
      {children}
    </Text>
  );
}

/** One guest line: the dog, whose, the stay or the 'Until' date, and the action it needs now. */
function GuestLine({
  booking,
  detail,
  open,
  testId,
}: {
  booking: THotelBooking;
  detail: string;
  /** The Check In / Check Out it needs now; none for the days ahead. */
  open: Open | null;
  testId: string;
}) {
  const { t } = useTranslation('hotel');
  const allowed = open ? bookingActions(booking.status) : { checkIn: false, checkOut: false };
  return (
    <Flex as="li" gap="3" align="center" data-testid={testId} wrap="wrap">
      <Box minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Text fontWeight="medium" wordBreak="break-word">
            {booking.dog.name}
          </Text>
          <BookingStatusBadge status={booking.status} />
        </Flex>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {[booking.dog.breed, booking.dog.owners[0]?.name, detail].filter(Boolean).join(' · ')}
        </Text>
      </Box>
      {allowed.checkIn ? (
        <Button
          size="sm"
          colorPalette="brand"
          onClick={() => open?.('checkin', booking)}
          aria-label={t('hotel:actions.checkInDog', { name: booking.dog.name })}
        >
          {t('hotel:actions.checkIn')}
        </Button>
      ) : allowed.checkOut ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="brand"
          onClick={() => open?.('checkout', booking)}
          aria-label={t('hotel:actions.checkOutDog', { name: booking.dog.name })}
        >
          {t('hotel:actions.checkOut')}
        </Button>
      ) : null}
    </Flex>
  );
}

/**
 * A day of Upcoming that may run long scrolls inside its column, so the row of days keeps its
 * shape: the scrollbar is always drawn (a thin classic one, even where the system hides them
 * until used), and the region can be reached and scrolled with the keyboard.
 */
function Scroll({ label, children, maxH }: { label: string; children: ReactNode; maxH: string }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      maxH={maxH}
      overflowY="auto"
      mx="-1"
      px="1"
      borderRadius="l1"
      css={{ scrollbarWidth: 'thin', scrollbarColor: 'var(--chakra-colors-border-emphasized) transparent' }}
    >
      {children}
    </Box>
  );
}

function GuestList({
  title,
  empty,
  items,
  detail,
  open,
  testId,
}: {
  title: string;
  empty: string;
  items: readonly THotelBooking[];
  detail: (booking: THotelBooking) => string;
  open: Open;
  testId: string;
}) {
  const { t } = useTranslation('hotel');
  return (
    <SectionCard
      title={title}
      hint={items.length === 1 ? t('hotel:list.countOne') : t('hotel:list.count', { n: items.length })}
      testId={testId}
    >
      {items.length === 0 ? (
        <Muted testId={`${testId}-empty`}>{empty}</Muted>
      ) : (
        // Every guest shows (docs/domains/hotel.md: the list was cut at 416 px with no scrollbar in sight); the
        // lines are dense, so even a summer's seventy fit on a page a desk scrolls once.
        <Stack as="ul" aria-label={title} listStyleType="none" m="0" p="0" gap="2.5">
          {items.map((booking) => (
            <GuestLine
              key={booking.id}
              booking={booking}
              detail={detail(booking)}
              open={open}
              testId={`${testId}-item`}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

/** The next 4 days that have arrivals or departures, each with its two lists (to read, not to act on). */
function Upcoming({ data }: { data: THotelOverview }) {
  const { t } = useTranslation('hotel');
  const longDay = useLongDay();
  const stay = useStayText();
  return (
    <SectionCard title={t('hotel:upcoming.title')} hint={t('hotel:upcoming.hint')} testId="upcoming">
      {data.upcoming.length === 0 ? (
        <Muted testId="upcoming-empty">{t('hotel:upcoming.empty')}</Muted>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="4">
          {data.upcoming.map((day) => (
            <Stack key={day.date} gap="2" data-testid="upcoming-day" data-date={day.date}>
              <Heading as="h3" size="sm">
                {longDay(day.date)}
              </Heading>
              <Scroll label={longDay(day.date)} maxH="20rem">
                <Stack gap="3">
                  {(['arrivals', 'departures'] as const).map((kind) =>
                    day[kind].length === 0 ? null : (
                      <Stack key={kind} gap="1.5">
                        <Badge
                          alignSelf="flex-start"
                          variant="subtle"
                          colorPalette={kind === 'arrivals' ? 'green' : 'orange'}
                        >
                          {t(`hotel:upcoming.${kind}`, { n: day[kind].length })}
                        </Badge>
                        <Stack as="ul" listStyleType="none" m="0" p="0" gap="2">
                          {day[kind].map((booking) => (
                            <GuestLine
                              key={booking.id}
                              booking={booking}
                              detail={stay(booking)}
                              open={null}
                              testId={`upcoming-${kind === 'arrivals' ? 'arrival' : 'departure'}`}
                            />
                          ))}
                        </Stack>
                      </Stack>
                    ),
                  )}
                </Stack>
              </Scroll>
            </Stack>
          ))}
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

export function HotelOverviewTab({
  overview,
  state,
  onState,
  actionsFor,
  open,
}: {
  overview: ReturnType<typeof useHotelOverview>;
  state: Pick<HotelUrlState, 'filter' | 'sort' | 'page'>;
  onState: (patch: Partial<HotelUrlState>) => void;
  actionsFor: (booking: THotelBooking) => RowAction[];
  open: Open;
}) {
  const { t } = useTranslation(['hotel', 'errors', 'common']);
  const dates = useDateFormat();
  const stay = useStayText();
  const nights = useNightsText();

  let today: ReactNode;
  if (overview.isPending) {
    today = (
      <Stack gap="4" aria-hidden="true">
        <StatFiguresSkeleton />
        <ListSkeleton rows={4} columns={3} />
      </Stack>
    );
  } else if (overview.isError) {
    today = (
      <ErrorState
        title={t('hotel:errors.load')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  } else {
    const data = overview.data;
    today = (
      <Stack gap="4">
        <StatFigures
          figures={[
            { label: t('hotel:stats.currentGuests'), value: data.stats.currentGuests, testId: 'stat-guests' },
            { label: t('hotel:stats.upcoming'), value: data.stats.upcoming, testId: 'stat-upcoming' },
            { label: t('hotel:stats.total'), value: data.stats.total, testId: 'stat-bookings' },
          ]}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4" alignItems="start">
          <GuestList
            title={t('hotel:current.title')}
            empty={t('hotel:current.empty')}
            items={data.currentGuests}
            detail={(b) => t('hotel:current.until', { date: dates.date(b.checkOutDay) })}
            open={open}
            testId="current-guests"
          />
          <GuestList
            title={t('hotel:arrivals.title')}
            empty={t('hotel:arrivals.empty')}
            items={data.arrivalsToday}
            detail={(b) => `${stay(b)} · ${nights(b.nights)}`}
            open={open}
            testId="arrivals-today"
          />
          <GuestList
            title={t('hotel:departures.title')}
            empty={t('hotel:departures.empty')}
            items={data.departuresToday}
            detail={(b) => `${stay(b)} · ${nights(b.nights)}`}
            open={open}
            testId="departures-today"
          />
        </SimpleGrid>
        <Upcoming data={data} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {today}
      <SectionCard title={t('hotel:list.title')} testId="bookings-section">
        <BookingList state={state} onState={onState} actionsFor={actionsFor} />
      </SectionCard>
    </Stack>
  );
}
