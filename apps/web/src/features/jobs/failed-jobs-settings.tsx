// Settings → Background jobs (managers; docs/domains/jobs.md): the jobs that still failed after all
// their retries (the dead letters): what it was, its details, how many attempts, the last error and
// when it failed, newest first; Retry sends one back to its queue (a toast says so, the row leaves
// the list). Loaded only for managers opening Settings, in a chunk of its own.
import { Button, Text } from '@chakra-ui/react';
import type { TFailedJob } from '@pawdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useNumberFormat } from '../../lib/number-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';

export default function FailedJobsSettings() {
  const { t } = useTranslation(['jobs', 'business', 'errors', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const dates = useDateFormat();
  const numbers = useNumberFormat();
  const failed = useQuery(trpc.jobs.failed.queryOptions());
  const retry = useMutation(
    trpc.jobs.retry.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.jobs.failed.queryKey() }),
    }),
  );
  const [retrying, setRetrying] = useState<string | null>(null);
  const jobName = (job: TFailedJob) => t(`jobs:names.${job.name}`, { defaultValue: job.name });

  const retryJob = async (job: TFailedJob) => {
    const name = jobName(job);
    setRetrying(job.id);
    try {
      await retry.mutateAsync({ id: job.id });
      toastSuccess({ key: 'jobs:retried', params: { name } });
    } catch (error) {
      toastError({ key: 'jobs:retryFailed', params: { name } }, (tr) => errorText(error, tr));
    } finally {
      setRetrying(null);
    }
  };

  const columns: Column<TFailedJob>[] = [
    { key: 'job', header: t('jobs:columns.job'), cell: jobName, width: '24%' },
    { key: 'details', header: t('jobs:columns.details'), cell: (j) => j.summary, hideOnPhone: true },
    {
      key: 'attempts',
      header: t('jobs:columns.attempts'),
      cell: (j) => numbers.number(j.attempts, 0),
      numeric: true,
    },
    {
      key: 'lastError',
      header: t('jobs:columns.lastError'),
      cell: (j) => (
        <Text as="span" wordBreak="break-word" data-testid="failed-job-error">
          {j.lastError ?? t('jobs:noError')}
        </Text>
      ),
    },
    { key: 'failedAt', header: t('jobs:columns.failedAt'), cell: (j) => dates.dateTime(j.failedAt) },
    {
      key: 'retry',
      header: t('jobs:retry'),
      cell: (j) => (
        <Button
          size="xs"
          colorPalette="brand"
          variant="outline"
          loading={retrying === j.id}
          disabled={retrying !== null && retrying !== j.id}
          onClick={() => void retryJob(j)}
          aria-label={t('jobs:retryJob', { name: jobName(j) })}
          data-testid="failed-job-retry"
        >
          {t('jobs:retry')}
        </Button>
      ),
    },
  ];

  return (
    <SectionCard title={t('jobs:title')} hint={t('jobs:hint')} testId="settings-jobs">
      {failed.isPending ? (
        <ListSkeleton rows={3} columns={5} />
      ) : failed.isError ? (
        <ErrorState title={t('jobs:loadError')} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : failed.data.length === 0 ? (
        <EmptyState title={t('jobs:empty')} testId="failed-jobs-empty" />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted" aria-live="polite" data-testid="failed-jobs-count">
            {t('jobs:count', { count: failed.data.length })}
          </Text>
          <DataTable
            caption={t('jobs:caption')}
            columns={columns}
            rows={failed.data}
            rowKey={(j) => j.id}
            rowTestId="failed-job-row"
          />
        </>
      )}
    </SectionCard>
  );
}
