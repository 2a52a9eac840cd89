// One record's history (docs/domains/audit.md): every event of the record, oldest first, in the reader's
// words (the HistoryList block), with skeleton rows while it loads, the error with Try again, and
// an empty state. Loaded lazily, in its own chunk: the dog details modal's History tab and every
// HistoryDrawer (a booking, a package, a visit, an owner, a user, a row of the global History).
// `showLink` adds a link to the screen the record lives on, while it still exists (the global
// History); a deleted record says when it was deleted instead.
import { Stack, Text } from '@chakra-ui/react';
import type { TAuditEntity } from '@pawdesk/domain/audit/audit.schema';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { HistoryList } from '../../app/blocks/history-list';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { RouterLink } from '../../app/router-link';
import { useDateFormat } from '../../lib/dates';
import { useNumberFormat } from '../../lib/number-format';
import { recordScreen } from './audit-links';
import { auditNamespaces } from './audit-text';
import { useAuditRecord } from './use-audit';
import { useEventText } from './use-event-text';

export interface RecordHistoryProps {
  entity: TAuditEntity;
  entityId: string;
  /** The record's name for screen readers ('History of Luna'). */
  name: string;
  /** Link to the record's screen while it exists. */
  showLink?: boolean;
}

export default function RecordHistory({ entity, entityId, name, showLink = false }: RecordHistoryProps) {
  const { entry, t } = useEventText(auditNamespaces([entity]));
  const dates = useDateFormat();
  const fmt = useNumberFormat();
  const query = useAuditRecord({ entity, entityId });

  if (query.isPending) return <ListSkeleton rows={4} columns={2} />;
  if (query.isError) {
    return (
      <ErrorState
        title={t('audit:recordLoadError')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const events = query.data.events;
  if (events.length === 0) return <EmptyState title={t('audit:recordEmpty')} testId="record-history-empty" />;

  const last = events[events.length - 1];
  const deletedAt = last?.action === 'delete' ? last.at : null;
  const screen = showLink && !deletedAt ? recordScreen(entity, entityId) : null;
  return (
    <Stack gap="3" data-testid="record-history">
      <Text fontSize="sm" color="fg.muted" data-testid="record-history-count">
        {t('audit:recordCount', { n: fmt.number(events.length, 0) })}
      </Text>
      <HistoryList
        entries={events.map((event) => entry(event))}
        label={t('blocks:history.openFor', { name })}
      />
      {deletedAt ? (
        <Text fontSize="sm" fontWeight="medium" data-testid="record-history-deleted">
          {t('audit:recordGone', { date: dates.dateTime(deletedAt) })}
        </Text>
      ) : null}
      {screen ? (
        <RouterLink
          href={screen.href}
          fontSize="sm"
          fontWeight="medium"
          color="brand.fg"
          alignSelf="flex-start"
        >
          {t('audit:goTo', { screen: t(`audit:screen.${screen.screen}`) })}
        </RouterLink>
      ) : null}
    </Stack>
  );
}
