// The list variant (docs/spec/product-spec.md §2): the Overview's booking list. Filters all, current, upcoming
// and past (docs/spec/product-spec.md §4, by the business day); sorts by dog name, check-in, check-out,
// duration or owner name, either way (the select, and the table's sortable headers); 8 a page.
// Filtering, sorting and paging happen on the server; the state lives in the URL.
import { Field, Flex, NativeSelect, Stack } from '@chakra-ui/react';
import {
  HOTEL_LIST_FILTERS,
  HOTEL_SORTS,
  parseHotelSort,
  type THotelBooking,
  type THotelListFilter,
  type THotelSort,
} from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ListFrame } from '../../app/blocks/list-frame';
import type { RowAction } from '../../app/blocks/row-menu';
import { RowMenu } from '../../app/blocks/row-menu';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useNumberFormat } from '../../lib/number-format';
import { DogDetailsDialog } from '../dogs/dog-details-dialog';
import { useBookingColumns } from './booking-display';
import { type HotelUrlState, listInput } from './hotel-url';
import { useBookingsPage } from './use-hotel';

/** The sortable columns and the sort key each stands for. */
const COLUMN_SORTS: Record<string, string> = {
  dog: 'dogName',
  owner: 'ownerName',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  nights: 'duration',
};

/** A labelled select of a list's toolbar (the filter, the sort, All Bookings' month, year and status). */
export function ToolbarSelect<V extends string>({
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (value: V) => string;
  onChange: (value: V) => void;
}) {
  return (
    // As wide as its longest option from 768 px (never cut), at least 14rem.
    <Field.Root width={{ base: 'full', md: 'auto' }} minW={{ md: '56' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value as V)} bg="bg.panel">
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

export function BookingList({
  state,
  onState,
  actionsFor,
}: {
  state: Pick<HotelUrlState, 'filter' | 'sort' | 'page'>;
  onState: (patch: Partial<HotelUrlState>) => void;
  actionsFor: (booking: THotelBooking) => RowAction[];
}) {
  const { t } = useTranslation(['hotel', 'common', 'blocks']);
  const fmt = useNumberFormat();
  const list = useBookingsPage(listInput(state));
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const sort = parseHotelSort(state.sort);
  const columns: Column<THotelBooking>[] = useBookingColumns().map((column) =>
    COLUMN_SORTS[column.key] ? { ...column, sortKey: COLUMN_SORTS[column.key] } : column,
  );
  const data = list.data;

  return (
    <Stack as="section" aria-label={t('hotel:list.title')} gap="3" data-testid="booking-list">
      <ListFrame
        toolbar={
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <ToolbarSelect<THotelListFilter>
              label={t('hotel:list.filter')}
              value={state.filter}
              options={HOTEL_LIST_FILTERS}
              optionLabel={(value) => t(`hotel:list.filters.${value}`)}
              onChange={(filter) => onState({ filter, page: 1 })}
            />
            <ToolbarSelect<THotelSort>
              label={t('hotel:list.sort')}
              value={state.sort}
              options={HOTEL_SORTS}
              optionLabel={(value) => t(`hotel:list.sorts.${value}`)}
              onChange={(value) => onState({ sort: value, page: 1 })}
            />
          </Flex>
        }
        summary={
          data
            ? data.total === 1
              ? t('hotel:list.countOne')
              : t('hotel:list.count', { n: fmt.number(data.total, 0) })
            : null
        }
        summaryTestId="booking-list-count"
        query={list}
        loading={<ListSkeleton rows={8} columns={6} />}
        errorTitle={t('hotel:errors.load')}
        empty={
          <EmptyState
            title={
              state.filter === 'all' ? t('hotel:list.empty') : t(`hotel:list.emptyFilter.${state.filter}`)
            }
            testId="booking-list-empty"
          />
        }
        pagerLabel={t('hotel:list.pager')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <DataTable
            caption={t('hotel:list.title')}
            columns={columns}
            rows={page.items}
            rowKey={(b) => b.id}
            rowTestId="booking-row"
            sort={{ key: sort.key, direction: sort.direction }}
            onSort={(next) => onState({ sort: `${next.key}-${next.direction}` as THotelSort, page: 1 })}
            onOpen={(b) => setDetailsId(b.dog.id)}
            busy={list.isPlaceholderData}
            actions={(booking) => {
              const items = actionsFor(booking);
              return items.length > 0 ? <RowMenu name={booking.dog.name} actions={items} /> : null;
            }}
          />
        )}
      </ListFrame>
      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
