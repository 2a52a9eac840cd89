// All Visits (spec section 2, Daycare): server-side search by dog, breed or owner, a status
// filter (all, active, completed, pending), newest first, 20 a page, all in the URL. A dense
// table on a desktop, a compact list on a phone. Row actions: Check In (a pending visit of
// today), Check Out (active), Delete (pending or completed, confirmed). The dog's name opens
// its details.
import { CloseButton, Field, Flex, Input, InputGroup, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { TDaycareVisit } from '@pawdesk/domain';
import { visitActions } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../app/blocks/data-table';
import { EmptyState } from '../../../app/blocks/empty-state';
import { ErrorState } from '../../../app/blocks/error-state';
import { Pager } from '../../../app/blocks/pager';
import { type RowAction, RowMenu } from '../../../app/blocks/row-menu';
import { ListSkeleton } from '../../../app/blocks/skeletons';
import { ConfirmDeleteDialog } from '../../../app/confirm-delete-dialog';
import { useDateFormat } from '../../../lib/dates';
import { useNumberFormat } from '../../../lib/number-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DogDetailsDialog } from '../../dogs/dog-details-dialog';
import { type DaycareUrlState, VISIT_FILTERS, type VisitFilter, visitsListInput } from './daycare-url';
import { useDaycareOverview, useVisitsPage } from './use-daycare';
import { useDeskActions } from './use-desk-actions';
import { usePackageText, VisitStatusBadge } from './visit-display';

export function AllVisitsTab({
  state,
  onState,
}: {
  state: Pick<DaycareUrlState, 'q' | 'status' | 'page'>;
  onState: (patch: Partial<DaycareUrlState>, options?: { replace?: boolean }) => void;
}) {
  const { t } = useTranslation(['daycare', 'errors', 'common', 'blocks']);
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const packageText = usePackageText();
  const search = useDebouncedValue(state.q.trim());
  const list = useVisitsPage(visitsListInput(search, state.status, state.page));
  // The business day (APP_TIMEZONE), to offer Check In only on today's expected visits.
  const today = useDaycareOverview().data?.date;
  const actions = useDeskActions();
  const [deleting, setDeleting] = useState<TDaycareVisit | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const data = list.data;

  const changeSearch = (value: string) => onState({ q: value, page: 1 }, { replace: true });

  const columns: Column<TDaycareVisit>[] = [
    { key: 'dog', header: t('daycare:visits.dog'), cell: (v) => v.dog.name, width: '16%' },
    {
      key: 'owner',
      header: t('daycare:visits.owner'),
      cell: (v) => v.dog.owners[0]?.name ?? t('daycare:visits.noOwner'),
      width: '16%',
    },
    {
      key: 'date',
      header: t('daycare:visits.date'),
      cell: (v) => (
        <Text as="span" whiteSpace="nowrap">
          {dates.date(v.date)}
        </Text>
      ),
    },
    {
      key: 'checkIn',
      header: t('daycare:visits.checkIn'),
      cell: (v) => (
        <Text as="span" whiteSpace="nowrap">
          {v.checkInTime ? dates.time(v.checkInTime) : t('daycare:visits.none')}
        </Text>
      ),
    },
    {
      key: 'checkOut',
      header: t('daycare:visits.checkOut'),
      cell: (v) => (
        <Text as="span" whiteSpace="nowrap">
          {v.checkOutTime ? dates.time(v.checkOutTime) : t('daycare:visits.none')}
        </Text>
      ),
    },
    {
      key: 'status',
      header: t('daycare:visits.status'),
      cell: (v) => <VisitStatusBadge status={v.status} />,
    },
    { key: 'package', header: t('daycare:visits.package'), cell: (v) => packageText(v.package) },
  ];

  const rowActions = (visit: TDaycareVisit): RowAction[] => {
    const allowed = visitActions(visit.status);
    const out: RowAction[] = [];
    if (visit.status === 'pending' && visit.date === today) {
      out.push({
        value: 'check-in',
        label: t('daycare:checkIn.button'),
        onSelect: () => void actions.checkIn(visit.dog.id),
      });
    }
    if (allowed.checkOut) {
      out.push({
        value: 'check-out',
        label: t('daycare:checkOut.button'),
        onSelect: () => void actions.checkOut(visit.id),
      });
    }
    if (allowed.delete) {
      out.push({
        value: 'delete',
        label: t('common:delete'),
        danger: true,
        onSelect: () => setDeleting(visit),
      });
    }
    return out;
  };

  return (
    <Stack as="section" aria-label={t('daycare:visits.title')} gap="3">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label fontSize="sm">{t('daycare:visits.search')}</Field.Label>
          <InputGroup
            endElement={
              state.q ? (
                <CloseButton
                  size="xs"
                  me="-2"
                  aria-label={t('daycare:visits.clearSearch')}
                  onClick={() => changeSearch('')}
                />
              ) : undefined
            }
          >
            <Input
              type="search"
              size="sm"
              value={state.q}
              onChange={(event) => changeSearch(event.target.value)}
              placeholder={t('daycare:visits.searchPlaceholder')}
              bg="bg.panel"
            />
          </InputGroup>
        </Field.Root>
        <Field.Root width={{ base: 'full', md: '48' }}>
          <Field.Label fontSize="sm">{t('daycare:visits.statusFilter')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={state.status}
              onChange={(event) => onState({ status: event.target.value as VisitFilter, page: 1 })}
              bg="bg.panel"
            >
              {VISIT_FILTERS.map((value) => (
                <option key={value} value={value}>
                  {t(`daycare:visits.filter.${value}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </Flex>

      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="visits-count" minH="5">
        {data
          ? data.total === 1
            ? t('daycare:visits.countOne')
            : t('daycare:visits.count', { n: fmt.number(data.total, 0) })
          : null}
      </Text>

      {list.isPending ? (
        <ListSkeleton rows={10} columns={7} />
      ) : list.isError && !data ? (
        <ErrorState
          title={t('daycare:visits.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          title={search || state.status !== 'all' ? t('daycare:visits.noMatches') : t('daycare:visits.empty')}
          testId="visits-empty"
        />
      ) : data ? (
        <>
          <DataTable
            caption={t('daycare:visits.title')}
            columns={columns}
            rows={data.items}
            rowKey={(v) => v.id}
            rowTestId="visit-row"
            onOpen={(v) => setDetailsId(v.dog.id)}
            busy={list.isPlaceholderData}
            actions={(visit) => {
              const items = rowActions(visit);
              return items.length > 0 ? <RowMenu name={visit.dog.name} actions={items} /> : null;
            }}
          />
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            onPage={(page) => onState({ page })}
            label={t('daycare:visits.pager')}
          />
        </>
      ) : null}

      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('daycare:delete.title')}
        text={
          deleting
            ? t('daycare:delete.text', { name: deleting.dog.name, date: dates.date(deleting.date) })
            : ''
        }
        pending={actions.removePending}
        onConfirm={() => {
          if (deleting) void actions.remove(deleting.id).then(() => setDeleting(null));
        }}
        onClose={() => {
          if (!actions.removePending) setDeleting(null);
        }}
        testId="visit"
      />
      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
