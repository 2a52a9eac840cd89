// The All Dogs tab: server-side search (as you type) and breed filter, a clear-filters button,
// sorted by name, 10 per page, in the dense list. The state lives in the URL (the page owns it),
// so the Overview's breeds can set it and a reload keeps it.
import { Button, Field, Flex, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ListFrame } from '../../app/blocks/list-frame';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { type DogActions, DogTable } from './dog-table';
import { allDogsInput } from './dogs-url';
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
  onFilters: (next: Partial<DogFilters>, options?: { replace?: boolean }) => void;
  actions: DogActions;
}) {
  const { t } = useTranslation(['dogs', 'errors', 'common']);
  const breeds = useBreeds();
  const search = useDebouncedValue(filters.search.trim());
  const list = useDogsPage(allDogsInput(search, filters.breed, filters.page));
  const breedOptions = breeds.data ?? [];
  // A breed chosen from the Overview (or a shared link) is offered even before the list arrives.
  const options =
    filters.breed && !breedOptions.includes(filters.breed) ? [filters.breed, ...breedOptions] : breedOptions;
  const filtered = filters.search.trim() !== '' || filters.breed !== '';

  return (
    <Stack gap="3">
      <ListFrame
        toolbar={
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Field.Root flex="2">
              <Field.Label fontSize="sm">{t('dogs:all.search')}</Field.Label>
              <Input
                type="search"
                size="sm"
                bg="bg.panel"
                value={filters.search}
                placeholder={t('dogs:overview.searchPlaceholder')}
                onChange={(event) => onFilters({ search: event.target.value, page: 1 }, { replace: true })}
              />
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label fontSize="sm">{t('dogs:all.breed')}</Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  bg="bg.panel"
                  value={filters.breed}
                  onChange={(event) => onFilters({ breed: event.target.value, page: 1 })}
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
            <Button size="sm" variant="outline" onClick={() => onFilters(NO_FILTERS)} disabled={!filtered}>
              {t('dogs:all.clearFilters')}
            </Button>
          </Flex>
        }
        summary={
          list.data
            ? list.data.total === 1
              ? t('dogs:all.countOne')
              : t('dogs:all.count', { count: list.data.total })
            : null
        }
        summaryTestId="all-dogs-count"
        query={list}
        loading={<ListSkeleton rows={10} columns={6} />}
        errorTitle={t('dogs:all.loadError')}
        empty={
          <EmptyState
            title={filtered ? t('dogs:all.noMatches') : t('dogs:overview.noDogs')}
            testId="all-dogs-empty"
          />
        }
        pagerLabel={t('dogs:tabs.all')}
        onPage={(page) => onFilters({ page })}
      >
        {(page) => (
          <DogTable
            dogs={page.items}
            caption={t('dogs:tabs.all')}
            busy={list.isPlaceholderData}
            {...actions}
          />
        )}
      </ListFrame>
    </Stack>
  );
}
