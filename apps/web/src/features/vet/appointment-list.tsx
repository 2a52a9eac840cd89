// The Appointments List tab (spec section 2): server-side search by dog name, owner or reason (as
// you type), a status filter and a Clear button, the count, then the cards in agenda order (today
// and upcoming first, then the past), 12 a page. The state (q, status, page) is the URL's.
import { Box, Button, Flex, SimpleGrid, Stack } from '@chakra-ui/react';
import type { TRole, TVetAppointment } from '@pawdesk/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ListFrame, SearchToolbar } from '../../app/blocks/list-frame';
import { SkeletonBar } from '../../app/blocks/skeletons';
import { useNumberFormat } from '../../lib/number-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { SetUrlState } from '../../lib/use-url-state';
import { AppointmentCard, type CardHandlers } from './appointment-card';
import { useAppointmentsPage } from './use-vet';
import { VET_FILTERS, type VET_URL, type VetUrlState, vetListInput } from './vet-url';

const GRID_COLUMNS = { base: 1, lg: 2 } as const;

function CardsSkeleton() {
  return (
    <SimpleGrid columns={GRID_COLUMNS} gap="3" aria-hidden="true" data-testid="appointments-loading">
      {Array.from({ length: 4 }, (_, i) => (
        <Stack key={i} bg="bg.panel" borderWidth="1px" borderRadius="l3" p="4" gap="3">
          <SkeletonBar h="5" w="40%" />
          <SkeletonBar h="3" w="60%" />
          <SkeletonBar h="10" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function AppointmentList({
  state,
  onState,
  role,
  handlers,
}: {
  state: Pick<VetUrlState, 'q' | 'status' | 'page'>;
  onState: SetUrlState<typeof VET_URL>;
  role: TRole | undefined;
  handlers: CardHandlers;
}) {
  const { t } = useTranslation(['vet', 'errors', 'common', 'blocks']);
  const fmt = useNumberFormat();
  const search = useDebouncedValue(state.q.trim());
  const list = useAppointmentsPage(vetListInput(search, state.status, state.page));
  const data = list.data;
  const filtered = state.q.trim() !== '' || state.status !== 'all';

  // A page that no longer exists (its last appointment deleted, an old link): the server answers
  // with the last page, and the URL follows.
  const settled = data && !list.isPlaceholderData ? data : undefined;
  useEffect(() => {
    if (settled && settled.page !== state.page) onState({ page: settled.page }, { replace: true });
  }, [settled, state.page, onState]);

  return (
    <Stack as="section" aria-label={t('vet:list.title')} gap="3">
      <ListFrame
        toolbar={
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} align={{ md: 'flex-end' }}>
            <Box flex="1">
              <SearchToolbar
                search={{
                  label: t('vet:list.search'),
                  placeholder: t('vet:list.searchPlaceholder'),
                  clearLabel: t('vet:list.clearSearch'),
                  value: state.q,
                  onChange: (q) => onState({ q, page: 1 }, { replace: true }),
                }}
                select={{
                  label: t('vet:list.statusFilter'),
                  value: state.status,
                  options: VET_FILTERS,
                  optionLabel: (value) => t(`vet:list.filter.${value}`),
                  onChange: (status) => onState({ status, page: 1 }),
                  width: '48',
                }}
              />
            </Box>
            {filtered ? (
              <Button size="sm" variant="outline" onClick={() => onState({ q: '', status: 'all', page: 1 })}>
                {t('vet:list.clear')}
              </Button>
            ) : null}
          </Flex>
        }
        summary={
          data
            ? data.total === 1
              ? t('vet:list.countOne')
              : t('vet:list.count', { n: fmt.number(data.total, 0) })
            : null
        }
        summaryTestId="appointments-count"
        query={list}
        loading={<CardsSkeleton />}
        errorTitle={t('vet:list.loadError')}
        empty={
          <EmptyState
            title={filtered ? t('vet:list.noMatches') : t('vet:list.empty')}
            testId="appointments-empty"
          />
        }
        pagerLabel={t('vet:list.pager')}
        onPage={(page) => onState({ page })}
      >
        {(page) => (
          <SimpleGrid
            as="ul"
            listStyleType="none"
            columns={GRID_COLUMNS}
            gap="3"
            alignItems="start"
            aria-label={t('vet:list.title')}
            aria-busy={list.isPlaceholderData}
          >
            {page.items.map((a: TVetAppointment) => (
              <AppointmentCard key={a.id} appointment={a} role={role} handlers={handlers} />
            ))}
          </SimpleGrid>
        )}
      </ListFrame>
    </Stack>
  );
}
