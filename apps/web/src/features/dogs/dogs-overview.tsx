// The Overview tab: the figures (total, added this week, breeds) from the dogs.overview
// aggregate, a server-side search by name, breed or owner, the recently added dogs, the age
// groups and the most common breeds (each opens All Dogs filtered by it).
import {
  Box,
  Button,
  Card,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { AGE_GROUPS, DOGS_PAGE_SIZE, type TDog } from '@pawdesk/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '../../app/load-error-alert';
import { PageLoader } from '../../app/page-loader';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { Pager } from '../owners/pager';
import { useDebouncedValue } from '../owners/use-debounced-value';
import { type DogActions, DogCardList } from './dog-card';
import { DogPicture, useAgeText } from './dog-display';
import { useDogsOverview, useDogsPage } from './use-dogs';

/** How many breeds the overview lists; the rest are in the All Dogs breed filter. */
export const TOP_BREEDS = 10;

function StatCard({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Card.Root variant="outline" bg="white" size="sm">
      <Card.Body p={{ base: '3', md: '4' }}>
        <Stat.Root>
          <Stat.Label fontSize={{ base: 'xs', md: 'sm' }}>{label}</Stat.Label>
          <Stat.ValueText data-testid={testId} fontSize={{ base: 'xl', md: '2xl' }}>
            {value.toLocaleString('en-US')}
          </Stat.ValueText>
        </Stat.Root>
      </Card.Body>
    </Card.Root>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white" as="section" aria-label={title}>
      <Card.Body gap="3">
        <Heading as="h3" size="md">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

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
        colorPalette="teal"
        onClick={() => onView(dog)}
        aria-label={t('dogs:card.viewDetailsOf', { name: dog.name })}
      >
        {t('dogs:card.view')}
      </Button>
    </Flex>
  );
}

export function DogsOverview({
  actions,
  onBreed,
  onAllBreeds,
}: {
  actions: DogActions;
  onBreed: (breed: string) => void;
  onAllBreeds: () => void;
}) {
  const { t } = useTranslation(['dogs', 'errors', 'common']);
  const overview = useDogsOverview();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const results = useDogsPage({ search: debounced, page, pageSize: DOGS_PAGE_SIZE }, debounced !== '');

  if (overview.isPending) return <PageLoader />;
  if (overview.isError) {
    return (
      <LoadErrorAlert
        title={t('dogs:overview.loadError')}
        error={overview.error}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  const topBreeds = data.breeds.slice(0, TOP_BREEDS);
  const groups = data.ageGroups.unknown > 0 ? [...AGE_GROUPS, 'unknown' as const] : AGE_GROUPS;

  return (
    <Stack gap="5">
      <SimpleGrid columns={3} gap={{ base: '2', md: '3' }}>
        <StatCard label={t('dogs:overview.total')} value={data.total} testId="stat-total" />
        <StatCard label={t('dogs:overview.addedThisWeek')} value={data.addedThisWeek} testId="stat-week" />
        <StatCard label={t('dogs:overview.breeds')} value={data.breedCount} testId="stat-breeds" />
      </SimpleGrid>

      <Section title={t('dogs:overview.searchTitle')}>
        <Field.Root>
          <Field.Label>{t('dogs:overview.search')}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              flex="1"
              minW="0"
              type="search"
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              placeholder={t('dogs:overview.searchPlaceholder')}
            />
            <Button variant="outline" onClick={() => changeSearch('')} disabled={search === ''}>
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
              <PageLoader />
            ) : results.isError ? (
              <Text color="fg.error" role="alert">
                {errorText(results.error, t)}
              </Text>
            ) : results.data.items.length === 0 ? (
              <Text color="fg.muted">{t('dogs:overview.noResults')}</Text>
            ) : (
              <>
                <DogCardList
                  dogs={results.data.items}
                  label={t('dogs:overview.results')}
                  dimmed={results.isPlaceholderData}
                  {...actions}
                />
                <Pager
                  page={results.data.page}
                  pageCount={results.data.pageCount}
                  onPage={setPage}
                  label={t('dogs:overview.results')}
                />
              </>
            )}
          </Stack>
        ) : null}
      </Section>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5">
        <Section title={t('dogs:overview.recent')}>
          {data.recentlyAdded.length === 0 ? (
            <Text color="fg.muted">{t('dogs:overview.noDogs')}</Text>
          ) : (
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="3">
              {data.recentlyAdded.map((dog) => (
                <RecentDog key={dog.id} dog={dog} onView={actions.onView} />
              ))}
            </Stack>
          )}
        </Section>

        <Stack gap="5">
          <Section title={t('dogs:overview.ageGroups')}>
            <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={2} gap="2">
              {groups.map((group) => (
                <Box
                  as="li"
                  key={group}
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  data-testid={`age-${group}`}
                >
                  <Text fontSize="2xl" fontWeight="semibold" lineHeight="1.2">
                    {data.ageGroups[group]}
                  </Text>
                  <Text fontSize="sm">{t(`dogs:ageGroup.${group}`)}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {t(`dogs:ageGroup.${group}Range`)}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Section>

          <Section title={t('dogs:overview.byBreed')}>
            {topBreeds.length === 0 ? (
              <Text color="fg.muted">{t('dogs:overview.noDogs')}</Text>
            ) : (
              <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" data-testid="breed-list">
                {topBreeds.map((row) => (
                  <Box as="li" key={row.breed}>
                    <Button
                      variant="ghost"
                      size="sm"
                      w="full"
                      justifyContent="space-between"
                      onClick={() => onBreed(row.breed)}
                      aria-label={t('dogs:overview.breedButton', { breed: row.breed, count: row.count })}
                    >
                      <Text as="span" truncate>
                        {row.breed}
                      </Text>
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {row.count}
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
          </Section>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
