// All Visits (docs/spec/product-spec.md §2, Daycare): server-side search by dog, breed or owner, a status
// filter (all, active, completed, pending), newest first, 20 a page, all in the URL. A dense
// table on a desktop, a compact list on a phone. Row actions: Check In (a pending visit of
// today), Check Out (active), History (the visit's audit events, in a drawer), Delete (pending or
// completed, confirmed). The dog's name opens its details.
import { Stack, Text } from '@chakra-ui/react';
import type { TDaycareVisit } from '@pawdesk/domain';
import { visitActions } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../app/blocks/data-table';
import { EmptyState } from '../../../app/blocks/empty-state';
import { useHistoryDrawer } from '../../../app/blocks/history-drawer';
import { ListFrame, SearchToolbar } from '../../../app/blocks/list-frame';
import { type RowAction, RowMenu } from '../../../app/blocks/row-menu';
import { ListSkeleton } from '../../../app/blocks/skeletons';
import { ConfirmDeleteDialog } from '../../../app/confirm-delete-dialog';
import { useDateFormat } from '../../../lib/dates';
import { useNumberFormat } from '../../../lib/number-format';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { DogDetailsDialog } from '../../dogs/dog-details-dialog';
import { type DaycareUrlState, VISIT_FILTERS, visitsListInput } from './daycare-url';
import { useDaycareOverview, useVisitsPage } from './use-daycare';
import { useDeskActions } from './use-desk-actions';
import { usePackageText, useVisitColumns } from './visit-display';

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
  const visitColumns = useVisitColumns();
  const search = useDebouncedValue(state.q.trim());
  const list = useVisitsPage(visitsListInput(search, state.status, state.page));
  // The business day (APP_TIMEZONE), to offer Check In only on today's expected visits.
  const today = useDaycareOverview().data?.date;
  const actions = useDeskActions();
  const [deleting, setDeleting] = useState<TDaycareVisit | null>(null);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const history = useHistoryDrawer();
  const data = list.data;

  const changeSearch = (value: string) => onState({ q: value, page: 1 }, { replace: true });

  const columns: Column<TDaycareVisit>[] = [
    { ...visitColumns.dog, width: '16%' },
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
    visitColumns.checkIn,
    visitColumns.checkOut,
    visitColumns.status,
    { key: 'package', header: t('daycare:visits.package'), cell: (v) => packageText(v.package) },
  ];

  const rowActions = (visit: TDaycareVisit): RowAction[] => {
    const allowed = visitActions(visit.status);
    const out: RowAction[] = [];
    if (visit.status === 'pending' && visit.date === today) {
      out.push({
        value: 'check-in',
        label: t('daycare:checkIn.button'),
        onSelect: () => void actions.checkIn(visit.dog.id, visit.dog.name),
      });
    }
    if (allowed.checkOut) {
      out.push({
        value: 'check-out',
        label: t('daycare:checkOut.button'),
        onSelect: () => void actions.checkOut(visit.id),
      });
    }
    out.push(
      history.menuItem({
        entity: 'daycare-visit',
        entityId: visit.id,
        name: visit.dog.name,
        subtitle: dates.date(visit.date),
      }),
    );
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
      <ListFrame
        toolbar={
          <SearchToolbar
            search={{
              label: t('daycare:visits.search'),
              placeholder: t('daycare:visits.searchPlaceholder'),
              clearLabel: t('daycare:visits.clearSearch'),
              value: state.q,
              onChange: changeSearch,
            }}
            select={{
              label: t('daycare:visits.statusFilter'),
              value: state.status,
              options: VISIT_FILTERS,
              optionLabel: (value) => t(`daycare:visits.filter.${value}`),
              onChange: (status) => onState({ status, page: 1 }),
              width: '48',
            }}
          />
        }
        summary={
          data
            ? data.total === 1
              ? t('daycare:visits.countOne')
              : t('daycare:visits.count', { n: fmt.number(data.total, 0) })
            : null
        }
        summaryTestId="visits-count"
        query={list}
        loading={<ListSkeleton rows={10} columns={7} />}
        errorTitle={t('daycare:visits.loadError')}
        empty={
          <EmptyState
            title={
              search || state.status !== 'all' ? t('daycare:visits.noMatches') : t('daycare:visits.empty')
            }
            testId="visits-empty"
          />
        }
        pagerLabel={t('daycare:visits.pager')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <DataTable
            caption={t('daycare:visits.title')}
            columns={columns}
            rows={page.items}
            rowKey={(v) => v.id}
            rowTestId="visit-row"
            onOpen={(v) => setDetailsId(v.dog.id)}
            busy={list.isPlaceholderData}
            actions={(visit) => {
              const items = rowActions(visit);
              return items.length > 0 ? <RowMenu name={visit.dog.name} actions={items} /> : null;
            }}
          />
        )}
      </ListFrame>

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
          if (deleting) void actions.remove(deleting.id, deleting.dog.name).then(() => setDeleting(null));
        }}
        onClose={() => {
          if (!actions.removePending) setDeleting(null);
        }}
        testId="visit"
      />
      {history.drawer}
      <DogDetailsDialog dogId={detailsId} onClose={() => setDetailsId(null)} />
    </Stack>
  );
}
