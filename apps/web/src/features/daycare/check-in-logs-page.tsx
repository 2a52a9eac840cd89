// /daycare/checkin/logs (docs/spec/product-spec.md §2, attendance): today's visits with the dog's name and
// check-in time (and check-out time and status); 'No check-ins yet.' when there are none.
import type { TDaycareVisit } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { DAILY_NAMESPACES, DailyPage } from './desk/daily-page';
import { useTodayVisits } from './desk/use-daycare';
import { useVisitColumns } from './desk/visit-display';

export function CheckInLogsPage() {
  const { t } = useTranslation([...DAILY_NAMESPACES]);
  const visitColumns = useVisitColumns();
  const visits = useTodayVisits();

  const columns: Column<TDaycareVisit>[] = [
    { ...visitColumns.dog, width: '34%' },
    visitColumns.checkIn,
    visitColumns.checkOut,
    visitColumns.status,
  ];

  return (
    <DailyPage title={t('daycare:checkInLogs.title')} path="/daycare/checkin/logs">
      {visits.isPending ? (
        <ListSkeleton rows={5} columns={4} />
      ) : visits.isError ? (
        <ErrorState
          title={t('daycare:checkInLogs.loadError')}
          error={visits.error}
          onRetry={() => void visits.refetch()}
        />
      ) : visits.data.length === 0 ? (
        <EmptyState title={t('daycare:checkInLogs.empty')} testId="logs-empty" />
      ) : (
        <DataTable
          caption={t('daycare:checkInLogs.title')}
          columns={columns}
          rows={visits.data}
          rowKey={(v) => v.id}
          rowTestId="log-row"
        />
      )}
    </DailyPage>
  );
}
