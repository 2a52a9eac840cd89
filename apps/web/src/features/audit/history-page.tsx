// History (/history, admin and manager: docs/domains/audit.md): every event of every record, newest first, the
// failed logins with them. Filters by person, record type, action and period, all in the URL
// (audit-url.ts); pages by cursor ('Load more': the first new row takes the focus); skeleton rows,
// the error with Try again, an empty state. Each row reads in the reader's words; its time opens
// the record's whole History in a drawer, and its record links to the screen the record lives on
// unless the record is known to be deleted (its deletion is among the events shown).
import { Badge, Box, Button, Field, Flex, NativeSelect, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  type TAuditEvent,
  ZAuditListInput,
} from '@pawdesk/domain/audit/audit.schema';
import { isCalendarDay } from '@pawdesk/domain/dogs/dog.rules';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { DateTextInput } from '../../app/blocks/date-field';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormField } from '../../app/blocks/form-field';
import { useHistoryDrawer } from '../../app/blocks/history-drawer';
import { HISTORY_ACTION_PALETTE } from '../../app/blocks/history-list';
import { PageHeader } from '../../app/blocks/page-header';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { messageI18nKey } from '../../lib/message-namespace';
import { useNumberFormat } from '../../lib/number-format';
import { useTRPC } from '../../lib/trpc';
import { useUrlState } from '../../lib/use-url-state';
import { recordScreen } from './audit-links';
import { ALL_AUDIT_NAMESPACES, type EventText } from './audit-text';
import { ANY, HISTORY_NAMESPACES, HISTORY_URL, type HistoryUrlState, historyFilters } from './audit-url';
import { useAuditList } from './use-audit';
import { useEventText } from './use-event-text';

interface Row {
  event: TAuditEvent;
  text: EventText;
}

const recordKey = (event: Pick<TAuditEvent, 'entity' | 'entityId'>) => `${event.entity}:${event.entityId}`;

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Field.Root width={{ base: 'full', md: 'auto' }} minW={{ md: '44' }}>
      <Field.Label fontSize="sm">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.target.value)} bg="bg.panel">
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** The person filter: everyone, or one member of staff (the users list, managers only). */
function usePeopleOptions(actor: string) {
  const { t, i18n } = useTranslation(['audit']);
  const trpc = useTRPC();
  const users = useQuery({ ...trpc.users.list.queryOptions(), staleTime: 60_000 });
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const collator = new Intl.Collator(lang === 'en' ? 'en-US' : 'es-ES', { sensitivity: 'base' });
    const people = (users.data ?? [])
      .map((u) => ({ value: u.id, label: u.name?.trim() ? `${u.name.trim()} (${u.username})` : u.username }))
      .sort((a, b) => collator.compare(a.label, b.label));
    const options = [{ value: '', label: t('audit:filters.everyone') }, ...people];
    // A person no longer in the list (a deleted account) stays chosen, named as such.
    if (actor && users.data && !people.some((p) => p.value === actor)) {
      options.push({ value: actor, label: t('audit:filters.unknownUser') });
    }
    return options;
  }, [users.data, actor, lang, t]);
}

function Filters({
  state,
  onState,
  periodError,
}: {
  state: HistoryUrlState;
  onState: (patch: Partial<HistoryUrlState>) => void;
  periodError: string | undefined;
}) {
  const { t } = useTranslation([...HISTORY_NAMESPACES]);
  const people = usePeopleOptions(state.actor);
  const day = (key: 'from' | 'to') => (next: string) => {
    if (next === '' || isCalendarDay(next)) onState({ [key]: next });
  };
  const filtered =
    state.actor !== '' ||
    state.entity !== ANY ||
    state.action !== ANY ||
    state.from !== '' ||
    state.to !== '';
  return (
    <Stack role="search" aria-label={t('audit:filters.title')} gap="2">
      <Flex gap="3" wrap="wrap" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <FilterSelect
          label={t('audit:filters.person')}
          value={state.actor}
          options={people}
          onChange={(actor) => onState({ actor })}
        />
        <FilterSelect
          label={t('audit:filters.recordType')}
          value={state.entity}
          options={[
            { value: ANY, label: t('audit:filters.allRecords') },
            ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: t(`audit:entity.${entity}`) })),
          ]}
          onChange={(entity) => onState({ entity: entity as HistoryUrlState['entity'] })}
        />
        <FilterSelect
          label={t('audit:filters.action')}
          value={state.action}
          options={[
            { value: ANY, label: t('audit:filters.allActions') },
            ...AUDIT_ACTIONS.map((action) => ({ value: action, label: t(`audit:action.${action}`) })),
          ]}
          onChange={(action) => onState({ action: action as HistoryUrlState['action'] })}
        />
        <FormField label={t('audit:filters.from')} error={periodError} w={{ base: 'full', md: '48' }}>
          <DateTextInput
            size="sm"
            bg="bg.panel"
            value={state.from}
            onChange={day('from')}
            max={state.to || undefined}
          />
        </FormField>
        <FormField label={t('audit:filters.to')} error={undefined} w={{ base: 'full', md: '48' }}>
          <DateTextInput
            size="sm"
            bg="bg.panel"
            value={state.to}
            onChange={day('to')}
            min={state.from || undefined}
          />
        </FormField>
        {filtered ? (
          <Button
            size="sm"
            variant="outline"
            alignSelf={{ base: 'flex-start', md: 'flex-end' }}
            mt={{ md: '6' }}
            onClick={() => onState({ actor: '', entity: ANY, action: ANY, from: '', to: '' })}
          >
            {t('audit:filters.clear')}
          </Button>
        ) : null}
      </Flex>
    </Stack>
  );
}

export function HistoryPage() {
  const { t } = useTranslation([...HISTORY_NAMESPACES]);
  useDocumentTitle(t('audit:title'));
  const fmt = useNumberFormat();
  const [url, setUrl] = useUrlState(HISTORY_URL);
  const filters = historyFilters(url);
  // The period is checked here as the server checks it (the shared schema), so a start after the
  // end is said under its field instead of asking for a page the server would refuse.
  const check = ZAuditListInput.safeParse(filters);
  const periodIssue = check.success ? undefined : check.error.issues[0];
  const periodError = periodIssue ? t(messageI18nKey(periodIssue.message)) : undefined;
  const list = useAuditList(filters, check.success);
  const { say } = useEventText(ALL_AUDIT_NAMESPACES);
  const history = useHistoryDrawer({ showLink: true });

  const events = useMemo(() => list.data?.pages.flatMap((page) => page.events) ?? [], [list.data]);
  const rows = useMemo<Row[]>(() => events.map((event) => ({ event, text: say(event) })), [events, say]);
  // Records whose deletion is among the events shown: their rows no longer link to a screen.
  const deleted = useMemo(
    () => new Set(events.filter((e) => e.action === 'delete').map(recordKey)),
    [events],
  );

  // After Load more, the first new row's button takes the focus, so a keyboard user reads on.
  const listRef = useRef<HTMLDivElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || rows.length <= from) return;
    focusFrom.current = null;
    listRef.current
      ?.querySelectorAll<HTMLElement>('[data-testid="history-row"]')
      [from]?.querySelector('button')
      ?.focus();
  }, [rows.length]);

  const columns: Column<Row>[] = [
    {
      key: 'when',
      header: t('audit:columns.when'),
      width: '12rem',
      cell: ({ text }) => (
        <>
          <Box as="span" whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
            {text.when}
          </Box>
          <VisuallyHidden>{`, ${t('blocks:history.openFor', { name: text.entity })}`}</VisuallyHidden>
        </>
      ),
    },
    {
      key: 'action',
      header: t('audit:columns.action'),
      width: '10rem',
      cell: ({ event, text }) => (
        <Badge size="sm" variant="subtle" colorPalette={HISTORY_ACTION_PALETTE[event.action] ?? 'gray'}>
          {text.action}
        </Badge>
      ),
    },
    {
      key: 'record',
      header: t('audit:columns.record'),
      width: '12rem',
      cell: ({ event, text }) => {
        const screen = recordScreen(event.entity, event.entityId);
        if (deleted.has(recordKey(event))) {
          return (
            <Box as="span" data-testid="history-record">
              {text.entity}{' '}
              <Box as="span" color="fg.muted">
                ({t('audit:deleted')})
              </Box>
            </Box>
          );
        }
        if (!screen) {
          return (
            <Box as="span" data-testid="history-record">
              {text.entity}
            </Box>
          );
        }
        return (
          <RouterLink
            href={screen.href}
            color="brand.fg"
            data-testid="history-record"
            aria-label={t('audit:openRecord', {
              record: text.entity,
              screen: t(`audit:screen.${screen.screen}`),
            })}
          >
            {text.entity}
          </RouterLink>
        );
      },
    },
    {
      key: 'details',
      header: t('audit:columns.details'),
      cell: ({ text }) => (
        <Box as="span" display="block" data-testid="history-details">
          {text.lines.map((line, i) => (
            <Box as="span" display="block" key={i} color="fg" data-testid="history-line">
              {line}
            </Box>
          ))}
          {text.details.length > 0 ? (
            <Box as="span" display="block" fontSize="xs" color="fg.muted">
              {text.details.join(' · ')}
            </Box>
          ) : null}
          {text.reason ? (
            <Box as="span" display="block" fontStyle="italic" color="fg" data-testid="history-reason">
              {text.reason}
            </Box>
          ) : null}
        </Box>
      ),
    },
  ];

  const filtered = Object.keys(filters).length > 0;
  let body: ReactNode;
  if (!check.success) {
    body = null;
  } else if (list.isPending) {
    body = <ListSkeleton rows={10} columns={4} />;
  } else if (list.isError && rows.length === 0) {
    body = <ErrorState title={t('audit:loadError')} error={list.error} onRetry={() => void list.refetch()} />;
  } else if (rows.length === 0) {
    body = (
      <EmptyState
        title={filtered ? t('audit:emptyFilters') : t('audit:empty')}
        testId="history-empty"
        action={
          filtered ? (
            <Button
              size="sm"
              variant="outline"
              onClick={() => setUrl({ actor: '', entity: ANY, action: ANY, from: '', to: '' })}
            >
              {t('audit:filters.clear')}
            </Button>
          ) : undefined
        }
      />
    );
  } else {
    body = (
      <Stack gap="3" ref={listRef}>
        <DataTable
          caption={t('audit:listTitle')}
          columns={columns}
          rows={rows}
          rowKey={(row) => row.event.id}
          rowTestId="history-row"
          busy={list.isPlaceholderData}
          onOpen={({ event, text }) =>
            history.open({ entity: event.entity, entityId: event.entityId, name: text.entity })
          }
        />
        {list.isError ? (
          <ErrorState
            title={t('audit:loadError')}
            error={list.error}
            onRetry={() => void list.fetchNextPage()}
          />
        ) : null}
        {list.hasNextPage ? (
          <Box>
            <Button
              size="sm"
              variant="outline"
              loading={list.isFetchingNextPage}
              loadingText={t('audit:loadingMore')}
              onClick={() => {
                focusFrom.current = rows.length;
                void list.fetchNextPage();
              }}
            >
              {t('audit:loadMore')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    );
  }

  const n = fmt.number(rows.length, 0);
  return (
    <Stack gap="4">
      <PageHeader title={t('audit:title')} subtitle={t('audit:subtitle')} />
      <Stack as="section" aria-label={t('audit:listTitle')} gap="3">
        <Filters state={url} onState={setUrl} periodError={periodError} />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" minH="5" data-testid="history-count">
          {check.success && list.data
            ? list.hasNextPage
              ? t('audit:shownMore', { n })
              : t('audit:shownAll', { n })
            : null}
        </Text>
        {body}
      </Stack>
      {history.drawer}
    </Stack>
  );
}
