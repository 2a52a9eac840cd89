// The Overview tab (docs/spec/product-spec.md §2, Grooming), led by the day view per groomer (an addition:
// where the free time is; docs/domains/grooming.md), then the three figures (appointments today, in the next 4
// days, bookings in all), Today's Grooming Appointments and Upcoming 'Next 4 days' grouped by day
// with counts, both as dense rows (the full cards are in All Bookings). Everything but the day
// view comes from grooming.overview (one aggregate on the server).
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { TGroomingBooking } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { StatFigures, StatFiguresSkeleton } from '../../app/blocks/stat-figures';
import { useNumberFormat } from '../../lib/number-format';
import { useLongDay } from '../daycare/desk/visit-display';
import type { BookingCardHandlers } from './booking-card';
import { BookingRows } from './booking-rows';
import { DayView } from './day-view';
import { useGroomingOverview } from './use-grooming';

const holdsTime = (b: TGroomingBooking) => b.status !== 'cancelled';

export function GroomingOverviewTab({
  handlers,
  day,
  onDay,
  onBookSlot,
}: {
  handlers: BookingCardHandlers;
  /** The day view's day (YYYY-MM-DD, '' for today). */
  day: string;
  onDay: (day: string) => void;
  /** A free slot of the day view was chosen: book it. */
  onBookSlot: (slot: { day: string; minutes: number; groomerId: string | null }) => void;
}) {
  const { t } = useTranslation(['grooming', 'errors', 'common']);
  const overview = useGroomingOverview();
  const fmt = useNumberFormat();
  const longDay = useLongDay();
  const data = overview.data;
  const count = (n: number) =>
    n === 1 ? t('grooming:upcoming.countOne') : t('grooming:upcoming.count', { n: fmt.number(n, 0) });

  return (
    <Stack gap="4">
      <DayView day={day} onDay={onDay} onBookSlot={onBookSlot} handlers={handlers} />

      {data ? (
        <StatFigures
          figures={[
            { label: t('grooming:stats.today'), value: data.figures.today, testId: 'stat-today' },
            { label: t('grooming:stats.upcoming'), value: data.figures.upcoming, testId: 'stat-upcoming' },
            { label: t('grooming:stats.total'), value: data.figures.total, testId: 'stat-total' },
          ]}
        />
      ) : overview.isError ? null : (
        <div aria-hidden="true">
          <StatFiguresSkeleton />
        </div>
      )}

      <SectionCard title={t('grooming:today.title')} testId="today-section">
        {overview.isPending ? (
          <ListSkeleton rows={3} columns={3} />
        ) : overview.isError ? (
          <ErrorState
            title={t('grooming:errors.fetchToday')}
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        ) : data && data.todayBookings.length > 0 ? (
          <BookingRows
            bookings={data.todayBookings}
            handlers={handlers}
            label={t('grooming:today.title')}
            testId="today-list"
          />
        ) : (
          <Text color="fg.muted" fontSize="sm" data-testid="today-empty">
            {t('grooming:today.empty')}
          </Text>
        )}
      </SectionCard>

      <SectionCard
        title={t('grooming:upcoming.title')}
        hint={t('grooming:upcoming.hint')}
        testId="upcoming-section"
      >
        {overview.isPending ? (
          <ListSkeleton rows={3} columns={3} />
        ) : overview.isError ? (
          <ErrorState
            title={t('grooming:errors.fetchUpcoming')}
            error={overview.error}
            onRetry={() => void overview.refetch()}
          />
        ) : (
          <Stack gap="3">
            {(data?.upcoming ?? []).map(({ day: upcomingDay, bookings }) => (
              <Stack key={upcomingDay} gap="1.5" data-testid="upcoming-day" data-day={upcomingDay}>
                <Heading as="h3" size="sm" display="flex" gap="2" flexWrap="wrap" alignItems="baseline">
                  <span>{longDay(upcomingDay)}</span>
                  <Text
                    as="span"
                    fontSize="sm"
                    fontWeight="normal"
                    color="fg.muted"
                    data-testid="upcoming-count"
                  >
                    {count(bookings.filter(holdsTime).length)}
                  </Text>
                </Heading>
                {bookings.length === 0 ? (
                  <Text color="fg.muted" fontSize="sm">
                    {t('grooming:upcoming.dayEmpty')}
                  </Text>
                ) : (
                  <BookingRows
                    bookings={bookings}
                    handlers={handlers}
                    label={longDay(upcomingDay)}
                    testId="upcoming-list"
                  />
                )}
              </Stack>
            ))}
          </Stack>
        )}
      </SectionCard>
    </Stack>
  );
}
