// The list of registered owners: server-side search (as you type), sort (the select and the
// Name / Email column headers drive the same state), 'X of Y owners', a dense table with a row
// menu (Edit, Account and check-out, History in a drawer, Delete with confirmation), pages of 10. The state is the caller's: the Owners
// page keeps it in the URL, the Dogs page's owner tab in memory.
import { Heading, Stack, Text } from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import { ListFrame, SearchToolbar } from '../../app/blocks/list-frame';
import { RowMenu } from '../../app/blocks/row-menu';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { checkoutHref } from '../billing/billing-display';
import { DeleteOwnerDialog } from './delete-owner-dialog';
import { OWNER_SORTS, type OwnerSort, type OwnersUrlState, ownersListInput } from './owners-url';
import { useOwnerMutations, useOwnersPage, useOwnersTotal } from './use-owners';

export type OwnersListState = OwnersUrlState;
export type SetOwnersListState = (patch: Partial<OwnersListState>, options?: { replace?: boolean }) => void;

export function OwnersBrowser({
  state,
  onState,
  editingId,
  onEdit,
  onDeleted,
  showSort = true,
  title,
}: {
  state: OwnersListState;
  onState: SetOwnersListState;
  editingId: string | null;
  onEdit: (owner: TOwner) => void;
  onDeleted: (owner: TOwner) => void;
  showSort?: boolean;
  /** A visible h2 over the list (the Dogs page's owner tab); the Owners page has its h1. */
  title?: string;
}) {
  const { t } = useTranslation(['owners', 'validation', 'business', 'errors', 'common', 'blocks']);
  const headingId = useId();
  const search = useDebouncedValue(state.q.trim());
  const { remove } = useOwnerMutations();
  const history = useHistoryDrawer();
  const [, navigate] = useLocation();
  const deletion = useConfirmDelete<TOwner>({
    remove,
    done: { key: 'owners:deleted' },
    failed: { key: 'owners:deleteError' },
    onDeleted,
  });

  // Typing replaces the history entry; a new search starts again at the first page.
  const changeSearch = (value: string) => onState({ q: value, page: 1 }, { replace: true });
  const changeSort = (sort: OwnerSort) => onState({ sort, page: 1 });

  const list = useOwnersPage(ownersListInput(state, search));
  const allOwners = useOwnersTotal();
  const data = list.data;

  const [sortField, sortDirection] = state.sort.split('-') as ['name' | 'email', 'asc' | 'desc'];
  const columns: Column<TOwner>[] = [
    { key: 'name', header: t('owners:fields.name'), cell: (o) => o.name, sortKey: 'name', width: '24%' },
    {
      key: 'email',
      header: t('owners:fields.email'),
      cell: (o) => (
        <Text as="span" wordBreak="break-all">
          {o.email}
        </Text>
      ),
      sortKey: 'email',
      width: '28%',
    },
    {
      key: 'phone',
      header: t('owners:fields.phone'),
      cell: (o) => (
        <Text as="span" whiteSpace="nowrap">
          {o.phone}
        </Text>
      ),
      width: '16%',
    },
    { key: 'address', header: t('owners:fields.address'), cell: (o) => o.address },
  ];

  return (
    <Stack
      as="section"
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : t('owners:list.title')}
      gap="3"
    >
      {title ? (
        <Heading as="h2" id={headingId} size="lg">
          {title}
        </Heading>
      ) : null}

      <ListFrame
        toolbar={
          <SearchToolbar
            search={{
              label: t('owners:list.search'),
              placeholder: t('owners:list.searchPlaceholder'),
              clearLabel: t('owners:list.clearSearch'),
              value: state.q,
              onChange: changeSearch,
            }}
            select={
              showSort
                ? {
                    label: t('owners:list.sort'),
                    value: state.sort,
                    options: OWNER_SORTS,
                    optionLabel: (value) => t(`owners:sort.${value}`),
                    onChange: changeSort,
                    width: '56',
                  }
                : undefined
            }
          />
        }
        summary={data ? t('owners:list.count', { shown: data.total, total: allOwners ?? data.total }) : null}
        summaryTestId="owners-count"
        query={list}
        loading={<ListSkeleton rows={10} columns={4} />}
        errorTitle={t('owners:list.loadError')}
        empty={
          <EmptyState
            title={search ? t('owners:list.noMatches') : t('owners:list.empty')}
            testId="owners-empty"
          />
        }
        pagerLabel={t('owners:pager.label')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <DataTable
            caption={t('owners:list.title')}
            columns={columns}
            rows={page.items}
            rowKey={(o) => o.id}
            rowTestId="owner-row"
            sort={{ key: sortField, direction: sortDirection }}
            onSort={showSort ? (next) => changeSort(`${next.key}-${next.direction}` as OwnerSort) : undefined}
            onOpen={onEdit}
            busy={list.isPlaceholderData}
            highlightKey={editingId}
            actions={(owner) => (
              <RowMenu
                name={owner.name}
                actions={[
                  { value: 'edit', label: t('common:edit'), onSelect: () => onEdit(owner) },
                  {
                    value: 'account',
                    label: t('owners:account'),
                    onSelect: () => navigate(checkoutHref(owner.id)),
                  },
                  history.menuItem({ entity: 'owner', entityId: owner.id, name: owner.name }),
                  {
                    value: 'delete',
                    label: t('common:delete'),
                    danger: true,
                    onSelect: () => deletion.ask(owner),
                  },
                ]}
              />
            )}
          />
        )}
      </ListFrame>

      <DeleteOwnerDialog owner={deletion.target} {...deletion.dialog} />
      {history.drawer}
    </Stack>
  );
}
