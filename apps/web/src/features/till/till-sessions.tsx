// The past sessions (the Till page's second tab): every session newest first (the server keeps the
// last 200), a dense list whose first cell opens the session's closing report: opened, closed (or
// "Open"), who closed it, the cash expected and counted, the difference (signed, coloured, worded);
// on a phone: opened, then closed and the difference.
import { Text } from '@chakra-ui/react';
import type { TTillReport } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { formatSignedMoney, useMoney } from '../../lib/money-format';
import { DIFFERENCE_PALETTE, differenceTone, tillReportHref } from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { useTillSessions } from './use-till';

const STATE_PALETTE = { open: 'blue', closed: 'gray' } as const;

export function TillSessions() {
  const { t, i18n } = useTranslation([...TILL_NAMESPACES]);
  const lang = i18n.resolvedLanguage ?? i18n.language;
  const [, navigate] = useLocation();
  const { money } = useMoney();
  const dates = useDateFormat();
  const sessions = useTillSessions();

  if (sessions.isPending) return <ListSkeleton rows={6} columns={6} />;
  if (sessions.isError) {
    return (
      <ErrorState
        title={t('till:sessions.loadError')}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  if (sessions.data.length === 0)
    return <EmptyState title={t('till:sessions.empty')} testId="till-sessions-empty" />;

  const columns: Column<TTillReport>[] = [
    { key: 'opened', header: t('till:report.openedAt'), cell: (s) => dates.dateTime(s.openedAt) },
    {
      key: 'closed',
      header: t('till:report.closedAt'),
      cell: (s) =>
        s.closedAt ? (
          dates.dateTime(s.closedAt)
        ) : (
          <StatusBadge status="open" palette={STATE_PALETTE}>
            {t('till:sessions.open')}
          </StatusBadge>
        ),
    },
    {
      key: 'by',
      header: t('till:report.closedBy'),
      cell: (s) => (s.closedAt ? (s.closedByName ?? t('till:report.unknown')) : (s.openedByName ?? '')),
      hideOnPhone: true,
    },
    {
      key: 'expected',
      header: t('till:report.expected'),
      cell: (s) => money(s.expectedCashCents),
      numeric: true,
      hideOnPhone: true,
    },
    {
      key: 'counted',
      header: t('till:report.counted'),
      cell: (s) => (s.countedCashCents === null ? '—' : money(s.countedCashCents)),
      numeric: true,
      hideOnPhone: true,
    },
    {
      key: 'difference',
      header: t('till:report.difference'),
      numeric: true,
      cell: (s) => {
        if (s.differenceCents === null) return '—';
        const tone = differenceTone(s.differenceCents);
        return (
          <Text as="span" color={`${DIFFERENCE_PALETTE[tone]}.fg`}>
            {formatSignedMoney(lang, s.differenceCents)} ({t(`till:tone.${tone}`)})
          </Text>
        );
      },
    },
  ];

  return (
    <DataTable
      caption={t('till:sessions.caption')}
      columns={columns}
      rows={sessions.data}
      rowKey={(s) => s.id}
      rowTestId="till-session-row"
      onOpen={(s) => navigate(tillReportHref(s.id))}
    />
  );
}
