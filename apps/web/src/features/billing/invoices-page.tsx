// Invoices (/invoices; docs/contract/rest-contract-business.md, "Prices, charges and invoices"):
// every invoice, newest first, filtered by owner, days (from, to), series and status, the filters
// in the URL; each with its total, what is still due and its status; 'Show more' asks for the next
// page. A row opens the invoice's view. The header's action leads to the household check-out.
import { Button, Flex, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { INVOICE_STATUSES, type TOwnerOption } from '@pawdesk/domain';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { DataTable } from '../../app/blocks/data-table';
import { DateTextInput } from '../../app/blocks/date-field';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormField } from '../../app/blocks/form-field';
import { PageHeader } from '../../app/blocks/page-header';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { useBusinessSettings } from '../../lib/business-settings';
import { useTRPC } from '../../lib/trpc';
import { useUrlState } from '../../lib/use-url-state';
import { OwnerPicker } from '../dogs/owner-picker';
import { invoiceHref } from './billing-display';
import { INVOICES_URL, invoicesListInput, invoicesNextPage } from './billing-url';
import { useInvoiceColumns } from './invoice-columns';

export function InvoicesPage() {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common', 'blocks', 'dogs']);
  const [url, setUrl] = useUrlState(INVOICES_URL);
  const [, navigate] = useLocation();
  const trpc = useTRPC();
  const settings = useBusinessSettings();
  useDocumentTitle(t('billing:invoices.title'));
  const list = useInfiniteQuery({
    ...trpc.billing.invoices.list.infiniteQueryOptions(invoicesListInput(url), {
      getNextPageParam: invoicesNextPage,
    }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.pages.flatMap((p) => p.items) ?? [];
  const series = settings.data?.invoiceSeries;
  const owner: TOwnerOption | null = url.owner
    ? { id: url.owner, name: url.ownerName, email: '', phone: '', address: '' }
    : null;

  const columns = useInvoiceColumns({ customer: true });

  return (
    <Stack gap="5">
      <PageHeader
        title={t('billing:invoices.title')}
        action={
          <Button asChild colorPalette="brand" size="sm">
            <RouterLink href="/checkout">{t('billing:checkout.title')}</RouterLink>
          </Button>
        }
      />
      <Stack as="section" aria-label={t('billing:invoices.filters')} gap="3">
        <SimpleGrid columns={{ base: 1, md: 5 }} gap="3" alignItems="start">
          <OwnerPicker
            label={t('billing:invoices.owner')}
            name="owner"
            value={owner}
            onChange={(next) => setUrl({ owner: next?.id ?? '', ownerName: next?.name ?? '' })}
          />
          <FormField label={t('billing:invoices.from')} error={undefined}>
            <DateTextInput
              value={url.from}
              onChange={(from) => setUrl({ from }, { replace: true })}
              bg="white"
            />
          </FormField>
          <FormField label={t('billing:invoices.to')} error={undefined}>
            <DateTextInput value={url.to} onChange={(to) => setUrl({ to }, { replace: true })} bg="white" />
          </FormField>
          <FormField label={t('billing:invoices.series')} error={undefined}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={url.series}
                onChange={(e) => setUrl({ series: e.currentTarget.value })}
                bg="white"
              >
                <option value="">{t('billing:invoices.allSeries')}</option>
                {series
                  ? (['full', 'simplified', 'corrective'] as const).map((kind) => (
                      <option key={kind} value={series[kind]}>
                        {t('billing:invoices.seriesOption', {
                          series: series[kind],
                          kind: t(`billing:kind.${kind}`),
                        })}
                      </option>
                    ))
                  : null}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('billing:invoices.statusFilter')} error={undefined}>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={url.status}
                onChange={(e) => setUrl({ status: e.currentTarget.value })}
                bg="white"
              >
                <option value="">{t('billing:invoices.allStatuses')}</option>
                {INVOICE_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`billing:status.${status}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        {list.isPending ? (
          <ListSkeleton rows={10} columns={6} />
        ) : list.isError && rows.length === 0 ? (
          <ErrorState
            title={t('billing:invoices.loadError')}
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        ) : rows.length === 0 ? (
          <EmptyState title={t('billing:invoices.empty')} testId="invoices-empty" />
        ) : (
          <Stack gap="3">
            <DataTable
              caption={t('billing:invoices.title')}
              columns={columns}
              rows={rows}
              rowKey={(i) => i.id}
              rowTestId="invoice-row"
              busy={list.isPlaceholderData}
              onOpen={(i) => navigate(invoiceHref(i.id))}
            />
            {list.hasNextPage ? (
              <Flex justify="center">
                <Button
                  variant="outline"
                  onClick={() => void list.fetchNextPage()}
                  loading={list.isFetchingNextPage}
                >
                  {t('billing:invoices.more')}
                </Button>
              </Flex>
            ) : null}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
