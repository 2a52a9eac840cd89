// The daycare's next weeks against its capacity (docs/domains/kennels.md, "Screens"), on the
// daycare's Overview: each day of the next four weeks (weekends left out when nobody is expected)
// with its expected dogs, the capacity and a bar of how full it is; the figures are written on
// every line, the bar only repeats them. Loaded with the Overview, in a chunk of its own.
import { Box, chakra, HStack, Table, Text } from '@chakra-ui/react';
import { addDays } from '@pawdesk/domain/dogs/dog.rules';
import { occupancyLevel, occupancyPercent } from '@pawdesk/domain/kennels/kennels.rules';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { LEVEL_STYLE } from './occupancy-style';
import { useDaycareOccupancy } from './use-kennels';

export const DAYCARE_OCCUPANCY_DAYS = 28;

export default function DaycareOccupancy({ today }: { today: string }) {
  const { t, i18n } = useTranslation(['kennels', 'common']);
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const occupancy = useDaycareOccupancy({ from: today, to: addDays(today, DAYCARE_OCCUPANCY_DAYS - 1) });
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const days = (occupancy.data ?? []).filter((d) => {
    const wd = new Date(`${d.date}T12:00:00Z`).getUTCDay();
    return d.dogs > 0 || (wd !== 0 && wd !== 6);
  });
  const capacity = occupancy.data?.[0]?.capacity ?? null;
  return (
    <SectionCard
      title={t('kennels:daycareView.title')}
      hint={
        capacity === null
          ? t('kennels:daycareView.noLimit')
          : t('kennels:daycareView.capacity', { n: fmt.number(capacity, 0) })
      }
      testId="daycare-occupancy"
    >
      {occupancy.isPending ? (
        <ListSkeleton rows={5} columns={3} />
      ) : occupancy.isError ? (
        <ErrorState
          title={t('kennels:daycareView.loadError')}
          error={occupancy.error}
          onRetry={() => void occupancy.refetch()}
        />
      ) : (
        <Box maxH="96" overflowY="auto" tabIndex={0} aria-label={t('kennels:daycareView.title')}>
          <Table.Root size="sm">
            <Table.Caption srOnly>{t('kennels:daycareView.title')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('kennels:daycareView.day')}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">{t('kennels:daycareView.dogs')}</Table.ColumnHeader>
                <Table.ColumnHeader w="40%">{t('kennels:daycareView.fullness')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {days.map((d) => {
                const level = occupancyLevel(d.dogs, d.capacity);
                const percent = occupancyPercent(d.dogs, d.capacity);
                return (
                  <Table.Row key={d.date} data-testid="daycare-day" data-level={level}>
                    <Table.Cell>
                      {weekday.format(new Date(`${d.date}T12:00:00Z`))} {dates.date(d.date)}
                    </Table.Cell>
                    <Table.Cell
                      textAlign="end"
                      fontVariantNumeric="tabular-nums"
                      data-testid="daycare-day-figure"
                    >
                      {d.capacity === null
                        ? fmt.number(d.dogs, 0)
                        : `${fmt.number(d.dogs, 0)}/${fmt.number(d.capacity, 0)}`}
                    </Table.Cell>
                    <Table.Cell>
                      <HStack gap="2">
                        <Box
                          flex="1"
                          h="2.5"
                          bg="bg.muted"
                          borderRadius="full"
                          overflow="hidden"
                          aria-hidden="true"
                        >
                          <Box
                            h="full"
                            w={`${Math.min(100, percent ?? 0)}%`}
                            bg={LEVEL_STYLE[level].border}
                          />
                        </Box>
                        <Text fontSize="xs" minW="10" textAlign="end" fontVariantNumeric="tabular-nums">
                          {percent === null ? '—' : `${fmt.number(percent, 0)} %`}
                        </Text>
                        <chakra.span srOnly>{t(`kennels:level.${level}`)}</chakra.span>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Box>
      )}
    </SectionCard>
  );
}
