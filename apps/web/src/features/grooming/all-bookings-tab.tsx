// All Bookings (docs/spec/product-spec.md §2, Grooming): a server-side search by dog name, owner name or phone
// and a status filter, newest first, 12 cards a page, all in the URL. Each card carries every
// field and the actions of its status.
import { Stack } from '@chakra-ui/react';
import { GROOMING_PAGE_SIZE } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ListFrame, SearchToolbar } from '../../app/blocks/list-frame';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useNumberFormat } from '../../lib/number-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { BookingCardHandlers } from './booking-card';
import { useGroomingLabels } from './booking-display';
import { BookingGrid } from './booking-grid';
import { BOOKING_FILTERS, bookingsListInput, type GroomingUrlState } from './grooming-url';
import { useBookingsPage } from './use-grooming';

export function AllBookingsTab({
  state,
  onState,
  handlers,
}: {
  state: Pick<GroomingUrlState, 'q' | 'status' | 'page'>;
  onState: (patch: Partial<GroomingUrlState>, options?: { replace?: boolean }) => void;
  handlers: BookingCardHandlers;
}) {
  const { t } = useTranslation(['grooming', 'errors', 'common', 'blocks']);
  const fmt = useNumberFormat();
  const labels = useGroomingLabels();
  const search = useDebouncedValue(state.q.trim());
  const list = useBookingsPage(bookingsListInput(search, state.status, state.page));
  const data = list.data;

  return (
    <Stack as="section" aria-label={t('grooming:bookings.title')} gap="3">
      <ListFrame
        toolbar={
          <SearchToolbar
            search={{
              label: t('grooming:bookings.search'),
              placeholder: t('grooming:bookings.searchPlaceholder'),
              clearLabel: t('grooming:bookings.clearSearch'),
              value: state.q,
              onChange: (q) => onState({ q, page: 1 }, { replace: true }),
            }}
            select={{
              label: t('grooming:bookings.statusFilter'),
              value: state.status,
              options: BOOKING_FILTERS,
              optionLabel: (value) =>
                value === 'all' ? t('grooming:bookings.allStatuses') : labels.status(value),
              onChange: (status) => onState({ status, page: 1 }),
              width: '48',
            }}
          />
        }
        summary={
          data
            ? data.total === 1
              ? t('grooming:bookings.countOne')
              : t('grooming:bookings.count', { n: fmt.number(data.total, 0) })
            : null
        }
        summaryTestId="bookings-count"
        query={list}
        loading={<ListSkeleton rows={GROOMING_PAGE_SIZE / 2} columns={3} />}
        errorTitle={t('grooming:errors.fetchAll')}
        empty={
          <EmptyState
            title={
              search || state.status !== 'all'
                ? t('grooming:bookings.noMatches')
                : t('grooming:bookings.empty')
            }
            testId="bookings-empty"
          />
        }
        pagerLabel={t('grooming:bookings.pager')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <BookingGrid
            bookings={page.items}
            handlers={handlers}
            // Busy from the keystroke on: these rows answer the words typed before.
            busy={list.isPlaceholderData || search !== state.q.trim()}
            testId="bookings-list"
          />
        )}
      </ListFrame>
    </Stack>
  );
}
