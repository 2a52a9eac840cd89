// The list of registered owners: server-side search (as you type), sort (the select and the
// Name / Email column headers drive the same state), 'X of Y owners', a dense table with a row
// menu (Edit, Delete with confirmation), pages of 10. The state is the caller's: the Owners
// page keeps it in the URL, the Dogs page's owner tab in memory.
import {
  CloseButton,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { Pager } from '../../app/blocks/pager';
import { RowMenu } from '../../app/blocks/row-menu';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useDebouncedValue } from '../../lib/use-debounced-value';
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
  const { t } = useTranslation(['owners', 'validation', 'errors', 'common', 'blocks']);
  const headingId = useId();
  const [deleting, setDeleting] = useState<TOwner | null>(null);
  const search = useDebouncedValue(state.q.trim());
  const { remove } = useOwnerMutations();

  // Typing replaces the history entry; a new search starts again at the first page.
  const changeSearch = (value: string) => onState({ q: value, page: 1 }, { replace: true });
  const changeSort = (sort: OwnerSort) => onState({ sort, page: 1 });

  const list = useOwnersPage(ownersListInput(state, search));
  const allOwners = useOwnersTotal();
  const data = list.data;

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess({ key: 'owners:deleted' });
          onDeleted(target);
          setDeleting(null);
        },
        onError: (error) => {
          toastError({ key: 'owners:deleteError' }, (tr) => errorText(error, tr));
          setDeleting(null);
        },
      },
    );
  };

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

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label fontSize="sm">{t('owners:list.search')}</Field.Label>
          <InputGroup
            endElement={
              state.q ? (
                <CloseButton
                  size="xs"
                  me="-2"
                  aria-label={t('owners:list.clearSearch')}
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
              placeholder={t('owners:list.searchPlaceholder')}
              bg="bg.panel"
            />
          </InputGroup>
        </Field.Root>
        {showSort ? (
          <Field.Root width={{ base: 'full', md: '56' }}>
            <Field.Label fontSize="sm">{t('owners:list.sort')}</Field.Label>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field
                value={state.sort}
                onChange={(event) => changeSort(event.target.value as OwnerSort)}
                bg="bg.panel"
              >
                {OWNER_SORTS.map((value) => (
                  <option key={value} value={value}>
                    {t(`owners:sort.${value}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        ) : null}
      </Flex>

      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="owners-count" minH="5">
        {data ? t('owners:list.count', { shown: data.total, total: allOwners ?? data.total }) : null}
      </Text>

      {list.isPending ? (
        <ListSkeleton rows={10} columns={4} />
      ) : list.isError && !data ? (
        <ErrorState
          title={t('owners:list.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <EmptyState
          title={search ? t('owners:list.noMatches') : t('owners:list.empty')}
          testId="owners-empty"
        />
      ) : data ? (
        <>
          <DataTable
            caption={t('owners:list.title')}
            columns={columns}
            rows={data.items}
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
                    value: 'delete',
                    label: t('common:delete'),
                    danger: true,
                    onSelect: () => setDeleting(owner),
                  },
                ]}
              />
            )}
          />
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            onPage={(page) => onState({ page })}
            label={t('owners:pager.label')}
          />
        </>
      ) : null}

      <DeleteOwnerDialog
        owner={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => {
          if (!remove.isPending) setDeleting(null);
        }}
      />
    </Stack>
  );
}
