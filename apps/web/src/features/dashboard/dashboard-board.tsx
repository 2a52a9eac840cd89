// The Today board under the welcome (docs/spec/product-spec.md §§2 and 8): 'Loading dashboard overview...' over
// a skeleton shaped like the board; 'Failed to load dashboard overview' with Try again when the
// request fails or every section failed; otherwise the to-dos and the sections that have
// something. A section the server could not compute is left out (the spec's loaders answer it
// empty) and named in a short note, so an empty-looking board is never mistaken for a quiet day.
// The live-update helper refetches the query when something changes anywhere. The sections sit
// in one 12-column grid: the desk's four (arriving, daycare here, hotel here, leaving) side by
// side from 1024 px, so they show without scrolling on a desk screen, then the others, three a row.
import { Alert, Box, Button, Grid, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SkeletonBar } from '../../app/blocks/skeletons';
import { useTRPC } from '../../lib/trpc';
import { boardState, failedSections } from './board';
import { useDesk } from './board-desk';
import {
  ArrivingSection,
  DaycareSection,
  GroomingSection,
  HotelCurrentSection,
  HotelUpcomingSection,
  LeavingSection,
  VetSection,
  WaitlistSection,
} from './board-sections';
import { BoardShields } from './board-shields';
import { TodoList } from './todo-list';

export function useDashboardOverview() {
  const trpc = useTRPC();
  return useQuery(trpc.dashboard.overview.queryOptions());
}

/** Grey cards in the board's shape: the to-dos, then the desk's four sections of rows. */
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
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="2">
          {[0, 1, 2].map((i) => (
            <SkeletonBar key={i} h="12" borderRadius="l2" opacity={0.6} />
          ))}
        </SimpleGrid>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
        {[3, 4, 3, 2].map((rows, i) => card(rows, i))}
      </SimpleGrid>
    </Stack>
  );
}

export function DashboardBoard() {
  const { t } = useTranslation(['dashboard', 'common']);
  const overview = useDashboardOverview();
  const retry = () => void overview.refetch();
  const { desk, host } = useDesk(overview.data?.day ?? '');

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
      <BoardShields alerts={data.vaccinationAlerts}>
        <Grid
          templateColumns="repeat(12, minmax(0, 1fr))"
          gap="4"
          alignItems="start"
          data-testid="board-sections"
        >
          <ArrivingSection daycare={data.daycare} hotel={data.hotel} desk={desk} />
          <DaycareSection daycare={data.daycare} timeZone={data.timeZone} today={data.day} desk={desk} />
          <HotelCurrentSection hotel={data.hotel} desk={desk} />
          <LeavingSection hotel={data.hotel} desk={desk} />
          <VetSection vet={data.vetAppointments} />
          <HotelUpcomingSection hotel={data.hotel} />
          <WaitlistSection hotel={data.hotel} desk={desk} />
          <GroomingSection grooming={data.grooming} timeZone={data.timeZone} />
        </Grid>
      </BoardShields>
      {host}
    </Stack>
  );
}
