// The Vaccinations screen's first part, where the board's to-do leads (docs/domains/vaccinations.md,
// "On the board"): the dogs here or due today that their service's rule finds not covered, each with
// what it misses and 'Book at our vet'. Read from the Today board's answer (dashboard.overview), which
// the live feed keeps fresh; hidden when no dog is missing anything.
import { Button, Heading, Stack } from '@chakra-ui/react';
import type { TDashboardOverview } from '@pawdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { useTRPC } from '../../lib/trpc';
import { useDiseaseList } from './vaccination-display';
import { vetBookingHref } from './vaccinations-url';

type Alert = TDashboardOverview['vaccinationAlerts'][number];

export function HereTodayAlerts({ onOpenDog }: { onOpenDog: (dogId: string) => void }) {
  const { t } = useTranslation(['vaccinations']);
  const trpc = useTRPC();
  const [, navigate] = useLocation();
  const diseaseList = useDiseaseList();
  const alerts = useQuery({
    ...trpc.dashboard.overview.queryOptions(),
    select: (board) => board.vaccinationAlerts,
  });
  const rows = alerts.data ?? [];
  if (rows.length === 0) return null;

  const columns: Column<Alert>[] = [
    { key: 'dog', header: t('vaccinations:due.columns.dog'), cell: (x) => x.dog.name },
    {
      key: 'service',
      header: t('vaccinations:here.service'),
      cell: (x) => t(`vaccinations:settings.service.${x.service}`),
    },
    { key: 'missing', header: t('vaccinations:here.missing'), cell: (x) => diseaseList(x.missing) },
    {
      key: 'book',
      header: t('vaccinations:due.book'),
      cell: (x) => (
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          aria-label={t('vaccinations:due.bookLabel', { name: x.dog.name })}
          onClick={() =>
            navigate(
              vetBookingHref(
                { id: x.dog._id, name: x.dog.name },
                t('vaccinations:here.reason', { diseases: diseaseList(x.missing) }),
              ),
            )
          }
          data-testid="here-book-at-vet"
        >
          {t('vaccinations:due.book')}
        </Button>
      ),
    },
  ];

  return (
    <Stack as="section" aria-labelledby="vaccinations-here-title" gap="2" data-testid="vaccinations-here">
      <Heading as="h2" size="md" id="vaccinations-here-title">
        {t('vaccinations:here.title', { count: rows.length })}
      </Heading>
      <DataTable
        caption={t('vaccinations:here.title', { count: rows.length })}
        columns={columns}
        rows={rows}
        rowKey={(x) => `${x.dog._id}-${x.service}`}
        rowTestId="here-row"
        onOpen={(x) => onOpenDog(x.dog._id)}
      />
    </Stack>
  );
}
