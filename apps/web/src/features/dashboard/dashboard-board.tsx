// The Today board under the welcome (spec sections 2 and 8): 'Loading dashboard overview...' over
// a skeleton shaped like the board; 'Failed to load dashboard overview' with Try again when the
// request fails or every section failed; otherwise the to-dos and the sections that have
// something. A section the server could not compute is left out (the spec's loaders answer it
// empty) and named in a short note, so an empty-looking board is never mistaken for a quiet day.
// The live-update helper refetches the query when something changes anywhere.
import { Alert, Box, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SkeletonBar } from '../../app/blocks/skeletons';
import { useTRPC } from '../../lib/trpc';
import { boardState, failedSections } from './board';
import {
  DaycareSection,
  GroomingSection,
  HotelCurrentSection,
  HotelUpcomingSection,
  VetSection,
} from './board-sections';
import { TodoList } from './todo-list';

export function useDashboardOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.overview.queryOptions());
}

/** Grey cards in the board's shape: the to-dos' two columns, then three sections of rows. */
function BoardSkeleton() {
  const card = (rows: number, key?: number) => (
    <Box key={key} bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4">
      <SkeletonBar h="5" w="40" mb="4" />
      <Stack gap="4">
        {Array.from({ length: rows }, (_, r) => (
          <HStack key={r} gap="3">
            <SkeletonBar h="3" w="16" opacity={0.8} />
            <SkeletonBar h="3" flex="1" maxW="48" opacity={0.8} />
          </HStack>
        ))}
      </Stack>
    </Box>
  );
  return (
    <Stack gap="4" aria-hidden="true">
      <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4">
        <SkeletonBar h="5" w="48" mb="4" />
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2">
          {[0, 1].map((i) => (
            <SkeletonBar key={i} h="14" borderRadius="l2" opacity={0.6} />
          ))}
        </SimpleGrid>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {[4, 3, 3].map((rows, i) => card(rows, i))}
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardBoard() {
  const { t } = useTranslation(['dashboard', 'common']);
  const overview = useDashboardOverview();
  const retry = () => void overview.refetch();

  if (overview.isPending) {
    return (
      <Stack gap="3" data-testid="dashboard-loading">
        <Text role="status" color="fg.muted" fontSize="sm">
          {t('dashboard:loading')}
        </Text>
        <BoardSkeleton />
      </Stack>
    );
  }

  const data = overview.data;
  const state = data ? boardState(data) : 'failed';
  if (!data || state === 'failed') {
    return (
      <Box data-testid="dashboard-error">
        <ErrorState
          title={t('dashboard:loadError')}
          error={overview.error ?? { message: t('dashboard:loadErrorAll') }}
          onRetry={retry}
        />
      </Box>
    );
  }

  const failed = failedSections(data);
  return (
    <Stack gap="4" data-testid="dashboard-board" data-day={data.day}>
      {failed.length > 0 ? (
        <Alert.Root status="warning" data-testid="dashboard-partial">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>
              {t('dashboard:partial', {
                sections: failed.map((section) => t(`dashboard:cards.${section}.title`)).join(', '),
              })}
            </Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={retry}>
            {t('common:retry')}
          </Button>
        </Alert.Root>
      ) : null}
      {state === 'empty' ? (
        <EmptyState
          title={t('dashboard:empty.title')}
          description={t('dashboard:empty.text')}
          testId="dashboard-empty"
        />
      ) : null}
      {data.todos.length > 0 ? <TodoList todos={data.todos} /> : null}
      {/* Columns, not a grid: sections of very different lengths pack without holes; reading
          and tab order stay the sections' order (down the first column, then the next). */}
      <Box
        columnCount={{ base: 1, md: 2, lg: 3 }}
        columnGap="4"
        css={{ '& > *': { breakInside: 'avoid', marginBottom: '4' } }}
        mb="-4"
        data-testid="board-sections"
      >
        <VetSection vet={data.vetAppointments} />
        <DaycareSection daycare={data.daycare} timeZone={data.timeZone} />
        <HotelCurrentSection hotel={data.hotel} />
        <HotelUpcomingSection hotel={data.hotel} />
        <GroomingSection grooming={data.grooming} timeZone={data.timeZone} />
      </Box>
    </Stack>
  );
}
