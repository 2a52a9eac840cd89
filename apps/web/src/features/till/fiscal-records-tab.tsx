// The fiscal records (VERI*FACTU; managers only: the Till page's third tab, hidden for anyone else,
// whom the server refuses anyway). "Verify the chain" asks the server to recompute every
// fingerprint and link and shows ok, how many records, and where the chain breaks; the outbox lists
// the records not yet accepted by the tax agency (attempts, next attempt, last error); the records
// themselves in chain order (place, alta or anulación, number, invoice type, totals, the fingerprint
// shortened with the full one a click away, the sending status), a page at a time.
import { Alert, Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import type { TFiscalRecord, TFiscalStatus, TOutboxEntry } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { useNumberFormat } from '../../lib/number-format';
import { shortHash } from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { useFiscalOutbox, useFiscalRecords, useVerifyChain } from './use-till';

const STATUS_PALETTE: Readonly<Record<TFiscalStatus, string>> = {
  pending: 'orange',
  sent: 'green',
  rejected: 'red',
};

function VerifyChain() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const fmt = useNumberFormat();
  const verify = useVerifyChain();
  const result = verify.data;
  return (
    <SectionCard
      title={t('till:fiscal.verifyTitle')}
      hint={t('till:fiscal.verifyHint')}
      testId="fiscal-verify"
    >
      <Box>
        <Button
          colorPalette="brand"
          size="sm"
          onClick={() => verify.mutate()}
          loading={verify.isPending}
          loadingText={t('till:fiscal.verifying')}
        >
          {t('till:fiscal.verify')}
        </Button>
      </Box>
      <Box aria-live="polite">
        {result ? (
          <Alert.Root
            status={result.ok ? 'success' : 'error'}
            data-testid="fiscal-verify-result"
            data-ok={String(result.ok)}
          >
            <Alert.Indicator />
            <Alert.Title>
              {result.ok
                ? t('till:fiscal.verifyOk', { count: result.records, records: fmt.number(result.records, 0) })
                : t('till:fiscal.verifyBroken', {
                    place: fmt.number(result.brokenAt ?? 0, 0),
                    records: fmt.number(result.records, 0),
                  })}
            </Alert.Title>
          </Alert.Root>
        ) : null}
        {verify.isError ? (
          <Text color="fg.error" data-testid="fiscal-verify-error">
            {errorText(verify.error, t)}
          </Text>
        ) : null}
      </Box>
    </SectionCard>
  );
}

function Outbox() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const dates = useDateFormat();
  const outbox = useFiscalOutbox();
  const columns: Column<TOutboxEntry>[] = [
    { key: 'number', header: t('till:fiscal.number'), cell: (e) => e.fullNumber },
    { key: 'type', header: t('till:fiscal.type'), cell: (e) => t(`till:fiscal.recordType.${e.type}`) },
    {
      key: 'status',
      header: t('till:fiscal.status'),
      cell: (e) => (
        <StatusBadge status={e.status} palette={STATUS_PALETTE}>
          {t(`till:fiscal.statusName.${e.status}`)}
        </StatusBadge>
      ),
    },
    { key: 'attempts', header: t('till:fiscal.attempts'), cell: (e) => e.attempts, numeric: true },
    {
      key: 'next',
      header: t('till:fiscal.nextAttempt'),
      cell: (e) => (e.nextAttemptAt ? dates.dateTime(e.nextAttemptAt) : '—'),
      hideOnPhone: true,
    },
    {
      key: 'error',
      header: t('till:fiscal.lastError'),
      cell: (e) => e.lastError ?? '—',
      width: '30%',
    },
  ];
  return (
    <SectionCard
      title={t('till:fiscal.outboxTitle')}
      hint={t('till:fiscal.outboxHint')}
      testId="fiscal-outbox"
    >
      {outbox.isPending ? (
        <ListSkeleton rows={3} columns={5} />
      ) : outbox.isError ? (
        <ErrorState
          title={t('till:fiscal.loadError')}
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
        />
      ) : outbox.data.length === 0 ? (
        <EmptyState title={t('till:fiscal.outboxEmpty')} testId="fiscal-outbox-empty" />
      ) : (
        <DataTable
          caption={t('till:fiscal.outboxTitle')}
          columns={columns}
          rows={outbox.data}
          rowKey={(e) => e.record}
          rowTestId="fiscal-outbox-row"
        />
      )}
    </SectionCard>
  );
}

/** The fingerprint shortened; the full one opens under it (a disclosure, keyboard included). */
function Fingerprint({ hash }: { hash: string }) {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  return (
    <chakra.details fontFamily="mono" fontSize="xs">
      <chakra.summary cursor="pointer" aria-label={t('till:fiscal.fullHash', { hash: shortHash(hash) })}>
        {shortHash(hash)}
      </chakra.summary>
      <Text as="span" overflowWrap="anywhere" data-testid="fiscal-full-hash">
        {hash}
      </Text>
    </chakra.details>
  );
}

function Records() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  const { money } = useMoney();
  const records = useFiscalRecords();
  const rows = records.data?.pages.flat() ?? [];
  const columns: Column<TFiscalRecord>[] = [
    { key: 'seq', header: t('till:fiscal.place'), cell: (r) => r.seq, numeric: true },
    { key: 'number', header: t('till:fiscal.number'), cell: (r) => r.fullNumber },
    { key: 'type', header: t('till:fiscal.type'), cell: (r) => t(`till:fiscal.recordType.${r.type}`) },
    {
      key: 'invoiceType',
      header: t('till:fiscal.invoiceType'),
      cell: (r) => <span title={t(`till:fiscal.invoiceTypeName.${r.invoiceType}`)}>{r.invoiceType}</span>,
      hideOnPhone: true,
    },
    {
      key: 'vat',
      header: t('till:fiscal.vat'),
      cell: (r) => money(r.vatCents),
      numeric: true,
      hideOnPhone: true,
    },
    { key: 'total', header: t('till:fiscal.total'), cell: (r) => money(r.totalCents), numeric: true },
    { key: 'hash', header: t('till:fiscal.hash'), cell: (r) => <Fingerprint hash={r.hash} />, width: '18%' },
    {
      key: 'status',
      header: t('till:fiscal.status'),
      cell: (r) => (
        <StatusBadge status={r.status} palette={STATUS_PALETTE}>
          {t(`till:fiscal.statusName.${r.status}`)}
        </StatusBadge>
      ),
    },
  ];
  return (
    <SectionCard
      title={t('till:fiscal.recordsTitle')}
      hint={t('till:fiscal.recordsHint')}
      testId="fiscal-records"
    >
      {records.isPending ? (
        <ListSkeleton rows={6} columns={6} />
      ) : records.isError ? (
        <ErrorState
          title={t('till:fiscal.loadError')}
          error={records.error}
          onRetry={() => void records.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState title={t('till:fiscal.recordsEmpty')} testId="fiscal-records-empty" />
      ) : (
        <Stack gap="3">
          <DataTable
            caption={t('till:fiscal.recordsTitle')}
            columns={columns}
            rows={rows}
            rowKey={(r) => r.id}
            rowTestId="fiscal-record-row"
            busy={records.isFetchingNextPage}
          />
          {records.hasNextPage ? (
            <Flex justify="center">
              <Button
                variant="outline"
                size="sm"
                minH="11"
                onClick={() => void records.fetchNextPage()}
                loading={records.isFetchingNextPage}
              >
                {t('till:fiscal.more')}
              </Button>
            </Flex>
          ) : null}
        </Stack>
      )}
    </SectionCard>
  );
}

export function FiscalRecordsTab() {
  return (
    <Stack gap="4" data-testid="fiscal-tab">
      <VerifyChain />
      <Outbox />
      <Records />
    </Stack>
  );
}
