// One session's closing report (/till/report?id=…), opened after closing the till and from the
// past sessions: the printable sheet (till-report.tsx), Print (window.print(): the browser's print
// dialog, in the reader's language, with @media print leaving only the sheet) and Back to the till.
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { PageHeader } from '../../app/blocks/page-header';
import { PageSkeleton } from '../../app/blocks/skeletons';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { useUrlState } from '../../lib/use-url-state';
import { TILL_REPORT_URL } from './till-figures';
import { TILL_NAMESPACES } from './till-namespaces';
import { TillReportSheet } from './till-report';
import { useTillSessions } from './use-till';

export function TillReportPage() {
  const { t } = useTranslation([...TILL_NAMESPACES]);
  useDocumentTitle(t('till:report.title'));
  const [{ id }] = useUrlState(TILL_REPORT_URL);
  const sessions = useTillSessions();
  const report = sessions.data?.find((s) => s.id === id);

  const actions = (
    <HStack gap="4" wrap="wrap" justify="space-between" data-print="hide">
      <RouterLink href="/till?tab=sessions" fontSize="sm">
        {t('till:report.back')}
      </RouterLink>
      {report ? (
        <Button colorPalette="brand" size="sm" onClick={() => window.print()} data-testid="till-print">
          {t('till:report.print')}
        </Button>
      ) : null}
    </HStack>
  );

  if (sessions.isPending) return <PageSkeleton rows={6} />;
  if (sessions.isError) {
    return (
      <ErrorState
        title={t('till:report.loadError')}
        error={sessions.error}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  return (
    <Stack gap="4">
      {actions}
      {report ? (
        <TillReportSheet report={report} />
      ) : (
        <>
          <PageHeader title={t('till:report.title')} />
          <EmptyState title={t('till:report.notFound')} testId="till-report-missing" />
        </>
      )}
    </Stack>
  );
}
