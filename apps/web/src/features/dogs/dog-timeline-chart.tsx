// The Timeline tab's chart: a dog's weight and temperature over time as two small charts on the
// TimeSeriesChart block (hotel health checks, vet exams, grooming weights), each named by a
// sentence saying what it shows, and every figure in a table one click away for those who cannot
// see the charts. Part of the Timeline tab's lazy chunk.
import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { MEASUREMENTS_PER_SOURCE_MAX, measurementSummary, type TMeasurementPoint } from '@pawdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../app/blocks/error-state';
import { SkeletonBar } from '../../app/blocks/skeletons';
import { TimeSeriesChart, type TimeSeriesPoint } from '../../app/blocks/time-series-chart';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { useTRPC } from '../../lib/trpc';

/** Line colours: the brand's teal for weight, a dark orange for temperature (both 4.5:1 on white). */
const WEIGHT_COLOR = '#0f7a69';
const TEMPERATURE_COLOR = '#b45309';

const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US' };

export function MeasurementsChart({ dogId, dogName }: { dogId: string; dogName: string }) {
  const { t, i18n } = useTranslation(['dogs', 'common']);
  const trpc = useTRPC();
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const query = useQuery(trpc.dogs.measurements.queryOptions({ id: dogId }));
  const titleId = useId();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const points = query.data?.points;

  const source = (p: TMeasurementPoint) => t(`dogs:timeline.source.${p.source}`);
  const series = useMemo(() => {
    const of = (figure: 'weightKg' | 'temperatureC'): TimeSeriesPoint[] =>
      (points ?? []).flatMap((p) => {
        const value = p[figure];
        return value === null
          ? []
          : [{ at: Date.parse(p.at), value, note: t(`dogs:timeline.source.${p.source}`) }];
      });
    return { weight: of('weightKg'), temperature: of('temperatureC') };
  }, [points, t]);

  const summary = (figure: 'weightKg' | 'temperatureC') => {
    const s = points ? measurementSummary(points, figure) : null;
    const value = figure === 'weightKg' ? fmt.weight : fmt.temperature;
    if (!s) return t(`dogs:timeline.${figure === 'weightKg' ? 'noWeight' : 'noTemperature'}`);
    return t(`dogs:timeline.${figure === 'weightKg' ? 'weightSummary' : 'temperatureSummary'}`, {
      count: s.count,
      from: dates.date(s.first.at),
      to: dates.date(s.last.at),
      min: value(s.min),
      max: value(s.max),
      latest: value(s.last[figure] as number),
    });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = <SkeletonBar h="40" aria-hidden="true" />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title={t('dogs:timeline.chartFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!points || points.length === 0) {
    body = (
      <Text color="fg.muted" data-testid="timeline-chart-empty">
        {t('dogs:timeline.noMeasurements')}
      </Text>
    );
  } else {
    const common = {
      locale: LOCALES[lang] ?? 'es-ES',
      formatDate: (ms: number) => dates.dateTime(new Date(ms).toISOString()),
      syncKey: `timeline-${dogId}`,
      headingLevel: 'h4' as const,
      height: 160,
    };
    const chart = (figure: 'weightKg' | 'temperatureC') => {
      const weight = figure === 'weightKg';
      const data = weight ? series.weight : series.temperature;
      const title = t(weight ? 'dogs:timeline.weightTitle' : 'dogs:timeline.temperatureTitle');
      if (data.length === 0) {
        return (
          <Box>
            <Heading as="h4" size="sm">
              {title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {summary(figure)}
            </Text>
          </Box>
        );
      }
      return (
        <TimeSeriesChart
          {...common}
          title={title}
          color={weight ? WEIGHT_COLOR : TEMPERATURE_COLOR}
          points={data}
          formatValue={weight ? fmt.weight : fmt.temperature}
          summary={summary(figure)}
          testId={weight ? 'chart-weight' : 'chart-temperature'}
        />
      );
    };
    body = (
      <Stack gap="4">
        <Text fontSize="sm" color="fg.muted">
          {t('dogs:timeline.chartHint')}
        </Text>
        {chart('weightKg')}
        {chart('temperatureC')}
        <Box as="details" data-testid="measurements-table">
          <Box
            as="summary"
            cursor="pointer"
            fontSize="sm"
            color="brand.fg"
            fontWeight="medium"
            w="fit-content"
          >
            {t('dogs:timeline.showTable', { count: points.length })}
          </Box>
          {/* Focusable and named, so a keyboard can scroll a table wider than a phone. */}
          <Box
            overflowX="auto"
            mt="2"
            tabIndex={0}
            role="region"
            aria-label={t('dogs:timeline.tableCaption', { name: dogName })}
          >
            <Table.Root size="sm" variant="outline">
              <Table.Caption srOnly>{t('dogs:timeline.tableCaption', { name: dogName })}</Table.Caption>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">{t('dogs:timeline.columnDate')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">{t('dogs:timeline.columnSource')}</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('dogs:fields.weightShort')}
                  </Table.ColumnHeader>
                  <Table.ColumnHeader scope="col" textAlign="end">
                    {t('dogs:timeline.columnTemperature')}
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {[...points].reverse().map((p) => (
                  <Table.Row key={`${p.source}-${p.entryId}`} data-testid="measurement-row">
                    <Table.Cell whiteSpace="nowrap">{dates.dateTime(p.at)}</Table.Cell>
                    <Table.Cell>{source(p)}</Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {p.weightKg === null ? t('dogs:details.dash') : fmt.weight(p.weightKg)}
                    </Table.Cell>
                    <Table.Cell textAlign="end" whiteSpace="nowrap">
                      {p.temperatureC === null ? t('dogs:details.dash') : fmt.temperature(p.temperatureC)}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          {points.length >= MEASUREMENTS_PER_SOURCE_MAX ? (
            <Text fontSize="xs" color="fg.muted" mt="1">
              {t('dogs:timeline.newestOnly', { count: MEASUREMENTS_PER_SOURCE_MAX })}
            </Text>
          ) : null}
        </Box>
      </Stack>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" data-testid="timeline-chart">
      <Heading as="h3" size="sm" id={titleId}>
        {t('dogs:timeline.chartTitle')}
      </Heading>
      {body}
    </Stack>
  );
}
