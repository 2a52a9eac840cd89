// All Bookings (docs/spec/product-spec.md §2): search by dog name, breed or owner; a month select (January to
// December, this month by default, or all months); a year select (this year minus 2 to plus 3);
// a status select; Clear filters while a search or a status is set. The results are grouped by
// check-in month, each month with its count, newest check-in first inside a month; with all
// months of the current year only this month onward are listed. The two empty texts of the spec
// name the month and year, or the year. Searching, grouping and paging happen on the server.
import {
  Box,
  Button,
  CloseButton,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { groupByMonth, hotelYears, type THotelBooking } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ListFrame } from '../../app/blocks/list-frame';
import { type RowAction, RowMenu } from '../../app/blocks/row-menu';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useNumberFormat } from '../../lib/number-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DogDetailsDialog } from '../dogs/dog-details-dialog';
import { useBookingColumns, useMonthNames } from './booking-display';
import { ToolbarSelect } from './booking-list';
import {
  chosenPeriod,
  type HotelUrlState,
  MONTH_CHOICES,
  type MonthChoice,
  monthsInput,
  STATUS_FILTERS,
} from './hotel-url';
import { useMonthsPage } from './use-hotel';

type State = Pick<HotelUrlState, 'q' | 'month' | 'year' | 'status' | 'mpage'>;

export function AllBookingsTab({
  state,
  onState,
  today,
  actionsFor,
  onNew,
}: {
  state: State;
  onState: (patch: Partial<HotelUrlState>, options?: { replace?: boolean }) => void;
  /** The business day: this month and this year. */
  today: string;
  actionsFor: (booking: THotelBooking) => RowAction[];
  onNew: () => void;
}) {
  const { t } = useTranslation(['hotel', 'common', 'blocks']);
  const fmt = useNumberFormat();
  const names = useMonthNames();
  const columns = useBookingColumns();
  const search = useDebouncedValue(state.q.trim());
  const input = monthsInput(state, search, today);
  const list = useMonthsPage(input);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const { year, month } = chosenPeriod(state, today);
  const thisMonth = Number(today.slice(5, 7));
  const filtered = Boolean(search) || state.status !== 'all';
  const data = list.data;
  const counts = new Map((data?.months ?? []).map((m) => [m.month, m.total]));
  const monthCount = (n: number) =>
    n === 1 ? t('hotel:bookings.countOne') : t('hotel:bookings.count', { n: fmt.number(n, 0) });

  /** The period the empty text names: 'November 2026', or the year for all months. */
  const period =
    month === null ? String(year) : names.monthYearText(`${year}-${String(month).padStart(2, '0')}`);
  const emptyText =
    data && data.yearTotal === 0 && !filtered
      ? t('hotel:bookings.emptyYear', { year })
      : t('hotel:bookings.emptyPeriod', { period });

  return (
    <Stack as="section" aria-label={t('hotel:tabs.bookings')} gap="3" data-testid="all-bookings">
      <ListFrame
        toolbar={
          <Stack gap="3">
            <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }} wrap="wrap">
              <Field.Root flex="1" minW={{ md: '64' }}>
                <Field.Label fontSize="sm">{t('hotel:bookings.search')}</Field.Label>
                <InputGroup
                  endElement={
                    state.q ? (
                      <CloseButton
                        size="xs"
                        me="-2"
                        aria-label={t('hotel:bookings.clearSearch')}
                        onClick={() => onState({ q: '', mpage: 1 }, { replace: true })}
                      />
                    ) : undefined
                  }
                >
                  <Input
                    type="search"
                    size="sm"
                    value={state.q}
                    onChange={(e) => onState({ q: e.target.value, mpage: 1 }, { replace: true })}
                    placeholder={t('hotel:bookings.searchPlaceholder')}
                    bg="bg.panel"
                  />
                </InputGroup>
              </Field.Root>
              <ToolbarSelect<MonthChoice>
                label={t('hotel:bookings.month')}
                // The select shows the month it lists: this month by default.
                value={state.month === '' ? (String(thisMonth) as MonthChoice) : state.month}
                options={MONTH_CHOICES.filter((m) => m !== '')}
                optionLabel={(m) => (m === 'all' ? t('hotel:bookings.allMonths') : names.month(Number(m)))}
                onChange={(m) => onState({ month: m === String(thisMonth) ? '' : m, mpage: 1 })}
              />
              <ToolbarSelect<string>
                label={t('hotel:bookings.year')}
                value={String(year)}
                options={hotelYears(today).map(String)}
                optionLabel={(y) => y}
                onChange={(y) =>
                  onState({ year: Number(y) === Number(today.slice(0, 4)) ? 0 : Number(y), mpage: 1 })
                }
              />
              <ToolbarSelect<(typeof STATUS_FILTERS)[number]>
                label={t('hotel:bookings.status')}
                value={state.status}
                options={STATUS_FILTERS}
                optionLabel={(s) => (s === 'all' ? t('hotel:bookings.allStatuses') : t(`hotel:status.${s}`))}
                onChange={(status) => onState({ status, mpage: 1 })}
              />
            </Flex>
            {state.q || state.status !== 'all' ? (
              <Box>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => onState({ q: '', status: 'all', mpage: 1 })}
                >
                  {t('hotel:bookings.clearFilters')}
                </Button>
              </Box>
            ) : null}
          </Stack>
        }
        summary={data ? monthCount(data.total) : null}
        summaryTestId="all-bookings-count"
        query={list}
        loading={<ListSkeleton rows={8} columns={6} />}
        errorTitle={t('hotel:errors.load')}
        empty={
          <EmptyState
            title={emptyText}
            testId="all-bookings-empty"
            action={
              data && data.yearTotal === 0 && !filtered ? (
                <Button size="sm" colorPalette="brand" onClick={onNew}>
                  {t('hotel:newBooking')}
                </Button>
              ) : undefined
            }
          />
        }
        pagerLabel={t('hotel:bookings.pager')}
        onPage={(page) => onState({ mpage: page })}
      >
        {(page) => (
          <Stack gap="4">
            {groupByMonth(page.items).map((group) => (
              <Stack
                key={group.month}
                as="section"
                gap="2"
                aria-labelledby={`month-${group.month}`}
                data-testid="month-group"
                data-month={group.month}
              >
                <Flex gap="2" align="baseline" wrap="wrap">
                  <Heading as="h3" size="sm" id={`month-${group.month}`}>
                    {names.monthYear(group.month)}
                  </Heading>
                  <Text fontSize="sm" color="fg.muted" data-testid="month-count">
                    {monthCount(counts.get(group.month) ?? group.items.length)}
                  </Text>
                </Flex>
                <DataTable
                  caption={names.monthYear(group.month)}
                  columns={columns}
                  rows={group.items}
                  rowKey={(b) => b.id}
                  rowTestId="month-booking-row"
                  onOpen={(b) => setDetailsId(b.dog.id)}
                  busy={list.isPlaceholderData}
                  actions={(booking) => {
                    const items = actionsFor(booking);
                    return items.length > 0 ? <RowMenu name={booking.dog.name} actions={items} /> : null;
                  }}
                />
              </Stack>
            ))}
          </Stack>
        )}
      </ListFrame>
      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
