// The dog details modal's Timeline tab (docs/domains/timeline.md): the dog's weight and temperature over time
// (dog-timeline-chart.tsx), then every service's records and the changes of the dog's
// own record, newest first, 20 at a time with Load more. Loaded only when the tab is opened
// (React.lazy in dog-details-dialog.tsx); the charting library only when a chart is drawn.
import { Badge, Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import {
  type TDogChange,
  TIMELINE_PAGE_SIZE,
  type TTimelineEntry,
  type TTimelineKind,
} from '@pawdesk/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { useTRPC } from '../../lib/trpc';
import { useYearsText } from './dog-display';
import { MeasurementsChart } from './dog-timeline-chart';
import { HistoryLine, type THistoryText, useHistoryText } from './history-lines';

const KIND_PALETTE: Record<TTimelineKind, string> = {
  daycare: 'blue',
  hotel: 'purple',
  vet: 'red',
  grooming: 'orange',
  record: 'gray',
};

// ---------------------------------------------------------------------------------------------
// The entries
// ---------------------------------------------------------------------------------------------

/** How each entry reads: its service's own words, and for the record what changed. */
function useEntryText() {
  const { t } = useTranslation(['dogs', 'common']);
  const text = useHistoryText();
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const yearsText = useYearsText();
  return useMemo(() => {
    const dash = t('dogs:details.dash');
    const value = (change: Extract<TDogChange, { from: unknown }>, v: string | number | null) => {
      if (v === null || v === '') return dash;
      if (change.field === 'weight' && typeof v === 'number') return fmt.weight(v);
      if (change.field === 'age' && typeof v === 'number') return yearsText(v);
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
  }, [t, text, dates, fmt, yearsText]);
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

  let body: ReactNode;
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
