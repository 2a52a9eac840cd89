// The Appointments List tab (docs/spec/product-spec.md §2): server-side search by dog name, owner or reason (as
// you type), a status filter, the days from-to (docs/domains/vet.md) and a Clear button, the count, then the
// appointments as dense rows in agenda order (today and upcoming first, then the past), 25 a
// page. The state (q, status, from, to, page) is the URL's.
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import type { TRole, TVetAppointment } from '@pawdesk/domain';
import { isCalendarDay } from '@pawdesk/domain/dogs/dog.rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTextInput } from '../../app/blocks/date-field';
import { EmptyState } from '../../app/blocks/empty-state';
import { FormField } from '../../app/blocks/form-field';
import { ListFrame, SearchToolbar } from '../../app/blocks/list-frame';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useNumberFormat } from '../../lib/number-format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import type { SetUrlState } from '../../lib/use-url-state';
import type { CardHandlers } from './appointment-card';
import { AppointmentRow, AppointmentRowsHeader } from './appointment-row';
import { useAppointmentsPage } from './use-vet';
import { VET_FILTERS, type VET_URL, type VetUrlState, vetListInput } from './vet-url';

export function AppointmentList({
  state,
  onState,
  role,
  handlers,
}: {
  state: Pick<VetUrlState, 'q' | 'status' | 'from' | 'to' | 'page'>;
  onState: SetUrlState<typeof VET_URL>;
  role: TRole | undefined;
  handlers: CardHandlers;
}) {
  const { t } = useTranslation(['vet', 'errors', 'common', 'blocks']);
  const fmt = useNumberFormat();
  const search = useDebouncedValue(state.q.trim());
  const list = useAppointmentsPage(
    vetListInput(search, state.status, state.page, { from: state.from, to: state.to }),
  );
  const data = list.data;
  const filtered = state.q.trim() !== '' || state.status !== 'all' || state.from !== '' || state.to !== '';
  /** A day typed whole (or cleared) goes to the URL; half a date waits. */
  const setDay = (key: 'from' | 'to', value: string) => {
    if (value === '' || isCalendarDay(value)) onState({ [key]: value, page: 1 }, { replace: true });
  };

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
          <Flex gap="3" direction={{ base: 'column', md: 'row' }} wrap="wrap" align={{ md: 'flex-end' }}>
            <Box flex={{ md: '1 1 32rem' }}>
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
            <Flex gap="3" align="flex-end" data-testid="appointments-days">
              <FormField
                label={t('vet:list.from')}
                error={undefined}
                flex={{ base: '1', md: 'none' }}
                w="auto"
              >
                <Box w={{ base: 'full', md: '44' }}>
                  <DateTextInput
                    size="sm"
                    bg="bg.panel"
                    value={state.from}
                    max={state.to || undefined}
                    onChange={(value) => setDay('from', value)}
                  />
                </Box>
              </FormField>
              <FormField label={t('vet:list.to')} error={undefined} flex={{ base: '1', md: 'none' }} w="auto">
                <Box w={{ base: 'full', md: '44' }}>
                  <DateTextInput
                    size="sm"
                    bg="bg.panel"
                    value={state.to}
                    min={state.from || undefined}
                    onChange={(value) => setDay('to', value)}
                  />
                </Box>
              </FormField>
            </Flex>
            {filtered ? (
              <Button
                size="sm"
                variant="outline"
                onClick={() => onState({ q: '', status: 'all', from: '', to: '', page: 1 })}
              >
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
        loading={
          <Box aria-hidden="true" data-testid="appointments-loading">
            <ListSkeleton rows={6} columns={5} />
          </Box>
        }
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
          <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" overflow="hidden">
            <AppointmentRowsHeader />
            <Stack
              as="ul"
              listStyleType="none"
              m="0"
              p="0"
              gap="0"
              aria-label={t('vet:list.title')}
              aria-busy={list.isPlaceholderData}
              opacity={list.isPlaceholderData ? 0.8 : 1}
            >
              {page.items.map((a: TVetAppointment) => (
                <AppointmentRow key={a.id} appointment={a} role={role} handlers={handlers} />
              ))}
            </Stack>
          </Box>
        )}
      </ListFrame>
    </Stack>
  );
}
