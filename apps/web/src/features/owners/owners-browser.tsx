// The list of registered owners: server-side search (debounced), optional sort, 'X of Y owners',
// cards with Edit and Delete, pages of 10. Used by /owners and by the Dogs page's owner tab.
import {
  CloseButton,
  Field,
  Flex,
  Heading,
  Input,
  InputGroup,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { OWNERS_PAGE_SIZE, type TOwner } from '@pawdesk/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert';
import { PageLoader } from '../../app/page-loader';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { DeleteOwnerDialog } from './delete-owner-dialog';
import { OwnerCard } from './owner-card';
import { Pager } from './pager';
import { useDebouncedValue } from './use-debounced-value';
import { useOwnerMutations, useOwnersPage, useOwnersTotal } from './use-owners';

const SORTS = ['name-asc', 'name-desc', 'email-asc', 'email-desc'] as const;
type Sort = (typeof SORTS)[number];

function sortInput(sort: Sort) {
  const [field, direction] = sort.split('-') as ['name' | 'email', 'asc' | 'desc'];
  return { sort: field, direction };
}

export function OwnersBrowser({
  editingId,
  onEdit,
  onDeleted,
  showSort = true,
  headingLevel = 'h2',
}: {
  editingId: string | null;
  onEdit: (owner: TOwner) => void;
  onDeleted: (owner: TOwner) => void;
  showSort?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  const { t } = useTranslation(['owners', 'validation', 'errors', 'common']);
  const headingId = useId();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>('name-asc');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<TOwner | null>(null);
  const debounced = useDebouncedValue(search.trim());
  const { remove } = useOwnerMutations();

  // A new search or order starts again at the first page.
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  const list = useOwnersPage({ search: debounced, ...sortInput(sort), page, pageSize: OWNERS_PAGE_SIZE });
  const allOwners = useOwnersTotal();
  const data = list.data;

  const confirmDelete = () => {
    const target = deleting;
    if (!target) return;
    remove.mutate(
      { id: target.id },
      {
        onSuccess: () => {
          toastSuccess(t('owners:deleted'));
          onDeleted(target);
          setDeleting(null);
        },
        onError: (error) => {
          toastError(t('owners:deleteError'), errorText(error, t) || undefined);
          setDeleting(null);
        },
      },
    );
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="4">
      <Heading as={headingLevel} id={headingId} size="lg">
        {t('owners:list.title')}
      </Heading>

      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="1">
          <Field.Label>{t('owners:list.search')}</Field.Label>
          <InputGroup
            endElement={
              search ? (
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
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              placeholder={t('owners:list.searchPlaceholder')}
              bg="white"
            />
          </InputGroup>
        </Field.Root>
        {showSort ? (
          <Field.Root width={{ base: 'full', md: '60' }}>
            <Field.Label>{t('owners:list.sort')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as Sort);
                  setPage(1);
                }}
                bg="white"
              >
                {SORTS.map((value) => (
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

      {data ? (
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="owners-count">
          {t('owners:list.count', { shown: data.total, total: allOwners ?? data.total })}
        </Text>
      ) : null}

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorAlert
          title={t('owners:list.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="owners-empty">
          {debounced ? t('owners:list.noMatches') : t('owners:list.empty')}
        </Text>
      ) : data ? (
        <>
          <SimpleGrid
            as="ul"
            listStyleType="none"
            m="0"
            p="0"
            columns={{ base: 1, sm: 2, lg: 3 }}
            gap="3"
            aria-label={t('owners:list.title')}
            opacity={list.isPlaceholderData ? 0.6 : 1}
          >
            {data.items.map((owner) => (
              <OwnerCard
                key={owner.id}
                owner={owner}
                editing={owner.id === editingId}
                onEdit={onEdit}
                onDelete={setDeleting}
              />
            ))}
          </SimpleGrid>
          <Pager
            page={data.page}
            pageCount={data.pageCount}
            onPage={setPage}
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
