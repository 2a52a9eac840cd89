// The Overview tab: the figures (total, added this week, breeds) from the dogs.overview
// aggregate, a server-side search by name, breed or owner (as you type, previous results kept,
// in the dense list), the recently added dogs, the age groups and the most common breeds (each
// opens All Dogs filtered by it).
import { Box, Button, Field, Flex, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { AGE_GROUPS, type TDog } from '@pawdesk/domain';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { Pager } from '../../app/blocks/pager';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton, SkeletonBar } from '../../app/blocks/skeletons';
import { StatFigures, StatFiguresSkeleton } from '../../app/blocks/stat-figures';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { DogPicture, useAgeText } from './dog-display';
import { type DogActions, DogTable } from './dog-table';
import { overviewSearchInput } from './dogs-url';
import { useDogsOverview, useDogsPage } from './use-dogs';

/** How many breeds the overview lists; the rest are in the All Dogs breed filter. */
export const TOP_BREEDS = 10;

function RecentDog({ dog, onView }: { dog: TDog; onView: (dog: TDog) => void }) {
  const { t } = useTranslation('dogs');
  const dates = useDateFormat();
  const ageText = useAgeText();
  return (
    <Flex as="li" gap="3" align="center" data-testid="recent-dog">
      <DogPicture dog={dog} size="10" />
      <Box minW="0" flex="1">
        <Text fontWeight="medium" wordBreak="break-word">
          {dog.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" wordBreak="break-word">
          {dog.breed} · {ageText(dog.calculatedAge)} ·{' '}
          {t('dogs:overview.addedOn', { date: dates.date(dog.createdAt) })}
        </Text>
      </Box>
      <Button
        size="xs"
        variant="ghost"
        colorPalette="brand"
        onClick={() => onView(dog)}
        aria-label={t('dogs:card.viewDetailsOf', { name: dog.name })}
      >
        {t('dogs:card.view')}
      </Button>
    </Flex>
  );
}

function OverviewSkeleton() {
  return (
    <Stack gap="4" aria-hidden="true">
      <StatFiguresSkeleton />
      <SkeletonBar h="24" borderRadius="l3" />
      <ListSkeleton rows={5} columns={3} />
    </Stack>
  );
}

type OverviewData = NonNullable<ReturnType<typeof useDogsOverview>['data']>;

/**
 * Recently added, age groups and breeds. Memoised on the data alone: typing in the search box
 * above re-renders the tab on every key, and these lists do not change with it (the callbacks
 * only set page state, so an older one does the same as a newer one).
 */
const OverviewDetails = memo(
  function OverviewDetails({
    data,
    onView,
    onBreed,
    onAllBreeds,
  }: {
    data: OverviewData;
    onView: (dog: TDog) => void;
    onBreed: (breed: string) => void;
    onAllBreeds: () => void;
  }) {
    const { t } = useTranslation(['dogs']);
    const fmt = useNumberFormat();
    const topBreeds = data.breeds.slice(0, TOP_BREEDS);
    const groups = data.ageGroups.unknown > 0 ? [...AGE_GROUPS, 'unknown' as const] : AGE_GROUPS;
    return (
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <SectionCard title={t('dogs:overview.recent')}>
          {data.recentlyAdded.length === 0 ? (
            <Text color="fg.muted">{t('dogs:overview.noDogs')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {data.recentlyAdded.map((dog) => (
                <RecentDog key={dog.id} dog={dog} onView={onView} />
              ))}
            </Stack>
          )}
        </SectionCard>

        <Stack gap="4">
          <SectionCard title={t('dogs:overview.ageGroups')}>
            <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={{ base: 2, md: 4 }} gap="2">
              {groups.map((group) => (
                <Box
                  as="li"
                  key={group}
                  borderWidth="1px"
                  borderRadius="l2"
                  p="2"
                  data-testid={`age-${group}`}
                >
                  <Text
                    fontSize="xl"
                    fontWeight="semibold"
                    lineHeight="1.2"
                    fontVariantNumeric="tabular-nums"
                  >
                    {fmt.number(data.ageGroups[group], 0)}
                  </Text>
                  <Text fontSize="sm">{t(`dogs:ageGroup.${group}`)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`dogs:ageGroup.${group}Range`)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </SectionCard>

          <SectionCard title={t('dogs:overview.byBreed')}>
            {topBreeds.length === 0 ? (
              <Text color="fg.muted">{t('dogs:overview.noDogs')}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="0.5" data-testid="breed-list">
                {topBreeds.map((row) => (
                  <Box as="li" key={row.breed}>
                    {/* The accessible name is the visible text and then some: "Beagle 12 dogs, show them in All Dogs". */}
                    <Button
                      variant="ghost"
                      size="sm"
                      w="full"
                      justifyContent="space-between"
                      onClick={() => onBreed(row.breed)}
                    >
                      <Text as="span" truncate>
                        {row.breed}
                      </Text>
                      <Text as="span" color="fg.muted" fontWeight="normal" fontVariantNumeric="tabular-nums">
                        {fmt.number(row.count, 0)}
                        <Text as="span" srOnly>
                          {' '}
                          {t('dogs:overview.breedButtonHint')}
                        </Text>
                      </Text>
                    </Button>
                  </Box>
                ))}
              </Stack>
            )}
            {data.breeds.length > TOP_BREEDS ? (
              <Box>
                <Button size="sm" variant="outline" onClick={onAllBreeds}>
                  {t('dogs:overview.allBreeds', { count: data.breeds.length })}
                </Button>
              </Box>
            ) : null}
          </SectionCard>
        </Stack>
      </SimpleGrid>
    );
  },
  (before, after) => before.data === after.data,
);

export function DogsOverview({
  search,
  page,
  onSearch,
  actions,
  onBreed,
  onAllBreeds,
}: {
  search: string;
  page: number;
  onSearch: (patch: { q?: string; qpage?: number }, options?: { replace?: boolean }) => void;
  actions: DogActions;
  onBreed: (breed: string) => void;
  onAllBreeds: () => void;
}) {
  const { t } = useTranslation(['dogs', 'errors', 'common']);
  const overview = useDogsOverview();
  const debounced = useDebouncedValue(search.trim());
  const changeSearch = (value: string) => onSearch({ q: value, qpage: 1 }, { replace: true });
  const results = useDogsPage(overviewSearchInput(debounced, page), debounced !== '');

  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <ErrorState
        title={t('dogs:overview.loadError')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;

  return (
    <Stack gap="4">
      <StatFigures
        figures={[
          { label: t('dogs:overview.total'), value: data.total, testId: 'stat-total' },
          { label: t('dogs:overview.addedThisWeek'), value: data.addedThisWeek, testId: 'stat-week' },
          { label: t('dogs:overview.breeds'), value: data.breedCount, testId: 'stat-breeds' },
        ]}
      />

      <SectionCard title={t('dogs:overview.searchTitle')}>
        <Field.Root>
          <Field.Label fontSize="sm">{t('dogs:overview.search')}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              flex="1"
              minW="0"
              size="sm"
              type="search"
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              placeholder={t('dogs:overview.searchPlaceholder')}
            />
            <Button size="sm" variant="outline" onClick={() => changeSearch('')} disabled={search === ''}>
              {t('dogs:overview.clear')}
            </Button>
          </HStack>
        </Field.Root>
        {debounced ? (
          <Stack gap="3">
            {results.data ? (
              <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="overview-found">
                {t('dogs:overview.found', { found: results.data.total, total: data.total })}
              </Text>
            ) : null}
            {results.isPending ? (
              <ListSkeleton rows={3} columns={5} />
            ) : !results.data ? (
              <Text color="fg.error" role="alert">
                {errorText(results.error, t)}
              </Text>
            ) : results.data.items.length === 0 ? (
              <EmptyState title={t('dogs:overview.noResults')} testId="overview-empty" />
            ) : (
              <>
                <DogTable
                  dogs={results.data.items}
                  caption={t('dogs:overview.results')}
                  busy={results.isPlaceholderData}
                  {...actions}
                />
                <Pager
                  page={results.data.page}
                  pageCount={results.data.pageCount}
                  onPage={(next) => onSearch({ qpage: next })}
                  label={t('dogs:overview.results')}
                />
              </>
            )}
          </Stack>
        ) : null}
      </SectionCard>

      <OverviewDetails data={data} onView={actions.onView} onBreed={onBreed} onAllBreeds={onAllBreeds} />
    </Stack>
  );
}
