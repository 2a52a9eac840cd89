// The All Dogs tab: server-side search and breed filter, a clear-filters button, sorted by
// name, 10 per page. The filters live in the page, so the Overview's breeds can set them.
import { Button, Field, Flex, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DOGS_PAGE_SIZE } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert';
import { PageLoader } from '../../app/page-loader';
import { Pager } from '../owners/pager';
import { useDebouncedValue } from '../owners/use-debounced-value';
import { type DogActions, DogCardList } from './dog-card';
import { useBreeds, useDogsPage } from './use-dogs';

export interface DogFilters {
  search: string;
  breed: string;
  page: number;
}

export const NO_FILTERS: DogFilters = { search: '', breed: '', page: 1 };

export function AllDogs({
  filters,
  onFilters,
  actions,
}: {
  filters: DogFilters;
  onFilters: (next: DogFilters) => void;
  actions: DogActions;
}) {
  const { t } = useTranslation(['dogs', 'errors', 'common']);
  const breeds = useBreeds();
  const search = useDebouncedValue(filters.search.trim());
  const list = useDogsPage({
    search,
    breed: filters.breed,
    page: filters.page,
    pageSize: DOGS_PAGE_SIZE,
  });
  const breedOptions = breeds.data ?? [];
  // A breed chosen from the Overview is offered even before the breed list arrives.
  const options =
    filters.breed && !breedOptions.includes(filters.breed) ? [filters.breed, ...breedOptions] : breedOptions;
  const filtered = filters.search.trim() !== '' || filters.breed !== '';

  return (
    <Stack gap="4">
      <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
        <Field.Root flex="2">
          <Field.Label>{t('dogs:all.search')}</Field.Label>
          <Input
            type="search"
            bg="white"
            value={filters.search}
            placeholder={t('dogs:overview.searchPlaceholder')}
            onChange={(event) => onFilters({ ...filters, search: event.target.value, page: 1 })}
          />
        </Field.Root>
        <Field.Root flex="1">
          <Field.Label>{t('dogs:all.breed')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              bg="white"
              value={filters.breed}
              onChange={(event) => onFilters({ ...filters, breed: event.target.value, page: 1 })}
            >
              <option value="">{t('dogs:all.allBreeds')}</option>
              {options.map((breed) => (
                <option key={breed} value={breed}>
                  {breed}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Button variant="outline" onClick={() => onFilters(NO_FILTERS)} disabled={!filtered}>
          {t('dogs:all.clearFilters')}
        </Button>
      </Flex>

      {list.data ? (
        <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="all-dogs-count">
          {list.data.total === 1 ? t('dogs:all.countOne') : t('dogs:all.count', { count: list.data.total })}
        </Text>
      ) : null}

      {list.isPending ? (
        <PageLoader />
      ) : list.isError ? (
        <LoadErrorAlert
          title={t('dogs:all.loadError')}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : list.data.items.length === 0 ? (
        <Text color="fg.muted" py="6" textAlign="center" data-testid="all-dogs-empty">
          {filtered ? t('dogs:all.noMatches') : t('dogs:overview.noDogs')}
        </Text>
      ) : (
        <>
          <DogCardList
            dogs={list.data.items}
            label={t('dogs:tabs.all')}
            dimmed={list.isPlaceholderData}
            {...actions}
          />
          <Pager
            page={list.data.page}
            pageCount={list.data.pageCount}
            onPage={(page) => onFilters({ ...filters, page })}
            label={t('dogs:tabs.all')}
          />
        </>
      )}
    </Stack>
  );
}
