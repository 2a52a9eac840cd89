// The dog details modal's Timeline tab (issue 12): the dog's weight and temperature over time as
// two small charts (hotel health checks, vet exams, grooming weights) with the figures as a table
// for those who cannot see the charts, then every service's records and the changes of the dog's
// own record, newest first, 20 at a time with Load more. Loaded only when the tab is opened
// (React.lazy in dog-details-dialog.tsx); the charting library only when a chart is drawn.
import { Badge, Box, Button, Heading, Stack, Table, Text } from '@chakra-ui/react';
import {
  MEASUREMENTS_PER_SOURCE_MAX,
  measurementSummary,
  type TDogChange,
  TIMELINE_PAGE_SIZE,
  type TMeasurementPoint,
  type TTimelineEntry,
  type TTimelineKind,
} from '@pawdesk/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { ListSkeleton, SkeletonBar } from '../../app/blocks/skeletons';
import { TimeSeriesChart, type TimeSeriesPoint } from '../../app/blocks/time-series-chart';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { useTRPC } from '../../lib/trpc';
import { HistoryLine, type THistoryText, useHistoryText } from './history-lines';

/** Line colours: the brand's teal for weight, a dark orange for temperature (both 4.5:1 on white). */
const WEIGHT_COLOR = '#0f7a69';
const TEMPERATURE_COLOR = '#b45309';

const KIND_PALETTE: Record<TTimelineKind, string> = {
  daycare: 'blue',
  hotel: 'purple',
  vet: 'red',
  grooming: 'orange',
  record: 'gray',
};

const LOCALES: Record<string, string> = { es: 'es-ES', en: 'en-US' };

// ---------------------------------------------------------------------------------------------
// The chart
// ---------------------------------------------------------------------------------------------

function MeasurementsChart({ dogId, dogName }: { dogId: string; dogName: string }) {
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

  let body: React.ReactNode;
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

// ---------------------------------------------------------------------------------------------
// The entries
// ---------------------------------------------------------------------------------------------

/** How each entry reads: its service's own words, and for the record what changed. */
function useEntryText() {
  const { t } = useTranslation(['dogs', 'common']);
  const text = useHistoryText();
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  return useMemo(() => {
    const dash = t('dogs:details.dash');
    const value = (change: Extract<TDogChange, { from: unknown }>, v: string | number | null) => {
      if (v === null || v === '') return dash;
      if (change.field === 'weight' && typeof v === 'number') return fmt.weight(v);
      if (change.field === 'age' && typeof v === 'number')
        return t('dogs:timeline.ageValue', { value: fmt.number(v, 2) });
      if (change.field === 'dateOfBirth') return dates.date(String(v));
      return String(v);
    };
    const LABELS: Record<string, string> = {
      name: 'dogs:fields.name',
      breed: 'dogs:fields.breed',
      age: 'dogs:fields.age',
      dateOfBirth: 'dogs:fields.dateOfBirth',
      weight: 'dogs:fields.weightShort',
    };
    const changeLine = (change: TDogChange): string => {
      switch (change.field) {
        case 'particularSigns':
          return t('dogs:timeline.changeSigns');
        case 'owners':
          return t('dogs:timeline.changeOwners', {
            from: change.from.map((o) => o.name).join(', ') || dash,
            to: change.to.map((o) => o.name).join(', ') || dash,
          });
        case 'picture':
          return t(`dogs:timeline.picture.${change.change}`);
        default:
          return t('dogs:timeline.changeValue', {
            field: t(LABELS[change.field] ?? change.field),
            from: value(change, change.from),
            to: value(change, change.to),
          });
      }
    };
    const who = (entry: Exclude<TTimelineEntry, { kind: 'record' }>) => {
      const created = entry.createdBy?.username;
      const updated = entry.updatedBy?.username;
      if (!created && !updated) return null;
      if (!updated || updated === created) return t('dogs:timeline.by', { name: created ?? updated });
      if (!created) return t('dogs:timeline.changedBy', { name: updated });
      return t('dogs:timeline.byAndChangedBy', { name: created, changed: updated });
    };
    return (entry: TTimelineEntry): THistoryText & { who: string | null } => {
      switch (entry.kind) {
        case 'record':
          return {
            title: dates.dateTime(entry.at),
            status: t(`dogs:timeline.action.${entry.action}`),
            details: entry.changes.map(changeLine).join('\n'),
            who: entry.changedBy ? t('dogs:timeline.by', { name: entry.changedBy }) : null,
          };
        case 'daycare':
          return { ...text.daycare(entry), who: who(entry) };
        case 'hotel':
          return { ...text.hotel(entry), who: who(entry) };
        case 'vet':
          return { ...text.vet(entry), who: who(entry) };
        case 'grooming': {
          const line = text.grooming(entry);
          const weight =
            entry.weight === null
              ? null
              : t('dogs:timeline.groomingWeight', { weight: fmt.weight(entry.weight) });
          return { ...line, details: [line.details, weight].filter(Boolean).join('\n'), who: who(entry) };
        }
      }
    };
  }, [t, text, dates, fmt]);
}

function TimelineEntries({ dogId }: { dogId: string }) {
  const { t } = useTranslation(['dogs', 'common']);
  const trpc = useTRPC();
  const say = useEntryText();
  const titleId = useId();
  const query = useInfiniteQuery(
    trpc.dogs.timeline.infiniteQueryOptions(
      { dogId, limit: TIMELINE_PAGE_SIZE },
      { getNextPageParam: (last) => last.nextCursor ?? undefined },
    ),
  );
  const entries = useMemo(() => query.data?.pages.flatMap((p) => p.entries) ?? [], [query.data]);
  const list = useRef<HTMLDivElement>(null);
  // After Load more, the first new entry takes the focus, so a keyboard user reads on from there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || entries.length <= from) return;
    focusFrom.current = null;
    list.current?.querySelectorAll<HTMLElement>(':scope > li')[from]?.focus();
  }, [entries.length]);

  let body: React.ReactNode;
  if (query.isPending) {
    body = <ListSkeleton rows={4} columns={2} />;
  } else if (query.isError && entries.length === 0) {
    body = (
      <ErrorState
        title={t('dogs:timeline.loadFailed')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (entries.length === 0) {
    body = <EmptyState title={t('dogs:timeline.empty')} testId="timeline-empty" />;
  } else {
    body = (
      <>
        <Stack as="ol" ref={list} listStyleType="none" m="0" p="0" gap="2" aria-labelledby={titleId}>
          {entries.map((entry) => {
            const line = say(entry);
            return (
              <Box
                as="li"
                key={`${entry.kind}-${entry.id}`}
                tabIndex={-1}
                borderWidth="1px"
                borderRadius="md"
                p="3"
                bg="white"
                data-testid="timeline-entry"
                data-kind={entry.kind}
              >
                <HistoryLine
                  title={line.title}
                  status={line.status}
                  details={line.details}
                  lead={
                    <Badge variant="outline" colorPalette={KIND_PALETTE[entry.kind]} flexShrink={0}>
                      {t(`dogs:timeline.kind.${entry.kind}`)}
                    </Badge>
                  }
                >
                  {line.who ? (
                    <Text fontSize="xs" color="fg.muted">
                      {line.who}
                    </Text>
                  ) : null}
                </HistoryLine>
              </Box>
            );
          })}
        </Stack>
        {query.isError ? (
          <ErrorState
            title={t('dogs:timeline.loadFailed')}
            error={query.error}
            onRetry={() => void query.fetchNextPage()}
          />
        ) : null}
        <Stack direction="row" align="center" gap="3" wrap="wrap">
          {query.hasNextPage ? (
            <Button
              size="sm"
              variant="outline"
              loading={query.isFetchingNextPage}
              loadingText={t('dogs:timeline.loadingMore')}
              onClick={() => {
                focusFrom.current = entries.length;
                void query.fetchNextPage();
              }}
            >
              {t('dogs:timeline.loadMore')}
            </Button>
          ) : null}
          <Text fontSize="sm" color="fg.muted" role="status" data-testid="timeline-count">
            {query.hasNextPage
              ? t('dogs:timeline.shownMore', { count: entries.length })
              : t('dogs:timeline.shownAll', { count: entries.length })}
          </Text>
        </Stack>
      </>
    );
  }

  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h3" size="sm" id={titleId}>
        {t('dogs:timeline.entriesTitle')}
      </Heading>
      {body}
    </Stack>
  );
}

export default function DogTimeline({ dogId, dogName }: { dogId: string; dogName: string }) {
  return (
    <Stack gap="6" data-testid="dog-timeline">
      <MeasurementsChart dogId={dogId} dogName={dogName} />
      <TimelineEntries dogId={dogId} />
    </Stack>
  );
}
