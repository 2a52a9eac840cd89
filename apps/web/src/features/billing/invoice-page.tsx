// One invoice (/invoices/view?id=…; docs/contract/rest-contract-business.md, "Prices, charges and
// invoices" and "Payments, till and fiscal records"): its number, kind and status, the issuer and
// the customer as copied onto it, the lines, the VAT breakdown by rate, the totals with what is paid
// and due; its payments (oldest first) with Take payment (a refund on a corrective invoice, for
// managers); its fiscal record (VERI*FACTU: AEAT's QR, the same URL the PDF draws, and the record's
// fingerprint); "Download PDF" and "Print" (GET /api/invoices/{id}/pdf, in the customer's language,
// with the QR); for managers "Corrective invoice" (a reason; reverses it in full) and "Void" (a
// reason; an unpaid invoice issued by mistake). An issued invoice is never edited.
import { Badge, Button, chakra, Flex, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { BILLING_MANAGER_ROLES, type TInvoice, ZVoidBody } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { PageHeader } from '../../app/blocks/page-header';
import { SectionCard } from '../../app/blocks/section-card';
import { PageSkeleton } from '../../app/blocks/skeletons';
import { StatusBadge } from '../../app/blocks/status-badge';
import { VatTable } from '../../app/blocks/vat-table';
import { RouterLink } from '../../app/router-link';
import { useDocumentTitle } from '../../app/use-document-title';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useUrlState } from '../../lib/use-url-state';
import { useZodForm } from '../../lib/use-zod-form';
import {
  checkoutHref,
  downloadInvoicePdf,
  INVOICE_STATUS_PALETTE,
  invoiceHref,
  printInvoicePdf,
} from './billing-display';
import { INVOICE_VIEW_URL } from './billing-url';
import { FiscalRecordCard } from './fiscal-qr';
import { InvoicePayments } from './invoice-payments';
import { useBillingMutations, useInvoice } from './use-billing';

type Line = TInvoice['lines'][number];
type Move = 'rectify' | 'void';

function ReasonForm({ invoice, move, onDone }: { invoice: TInvoice; move: Move; onDone: () => void }) {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common']);
  const [, navigate] = useLocation();
  const { rectify, voidInvoice } = useBillingMutations();
  const form = useZodForm(ZVoidBody, { defaultValues: { reason: '' } });
  const onSubmit = form.submit(
    async ({ reason }) => {
      if (move === 'rectify') {
        const corrective = await rectify.mutateAsync({ id: invoice.id, reason });
        toastSuccess({ key: 'billing:rectify.done', params: { number: corrective.fullNumber } });
        onDone();
        navigate(invoiceHref(corrective.id));
        return;
      }
      await voidInvoice.mutateAsync({ id: invoice.id, reason });
      toastSuccess({ key: 'billing:void.done', params: { number: invoice.fullNumber } });
      onDone();
    },
    (error) => toastError({ key: `billing:${move}.failed` }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid={`${move}-form`}>
      <Stack gap="4">
        <Text>{t(`billing:${move}.text`, { number: invoice.fullNumber })}</Text>
        <FormField label={t('billing:rectify.reason')} required error={form.fieldError('reason')}>
          <Textarea {...form.register('reason')} bg="white" rows={3} />
        </FormField>
        <FormActions
          submitLabel={t(`billing:${move}.submit`)}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

function InvoiceBody({ invoice }: { invoice: TInvoice }) {
  const { t } = useTranslation(['billing', 'common']);
  const { money, rate } = useMoney();
  const dates = useDateFormat();
  const session = useSession();
  const [move, setMove] = useState<Move | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [printing, setPrinting] = useState(false);
  const manager = session ? (BILLING_MANAGER_ROLES as readonly string[]).includes(session.user.role) : false;
  const rectifiable =
    invoice.kind !== 'corrective' &&
    (invoice.status === 'issued' || invoice.status === 'partly-paid' || invoice.status === 'paid');
  const voidable = invoice.status === 'issued' && invoice.paidCents === 0;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadInvoicePdf(invoice.id, invoice.fullNumber);
    } catch (error) {
      toastError({ key: 'billing:invoice.pdfFailed' }, (tr) => errorText(error, tr));
    } finally {
      setDownloading(false);
    }
  };

  const print = async () => {
    setPrinting(true);
    try {
      await printInvoicePdf(invoice.id);
    } catch (error) {
      toastError({ key: 'billing:invoice.pdfFailed' }, (tr) => errorText(error, tr));
    } finally {
      setPrinting(false);
    }
  };

  const columns: Column<Line>[] = [
    { key: 'description', header: t('billing:line.description'), cell: (l) => l.description, width: '36%' },
    { key: 'quantity', header: t('billing:line.quantity'), cell: (l) => l.quantity, numeric: true },
    { key: 'unit', header: t('billing:line.unitPrice'), cell: (l) => money(l.unitPriceCents), numeric: true },
    { key: 'vatRate', header: t('billing:prices.vat'), cell: (l) => rate(l.vatRate), numeric: true },
    {
      key: 'base',
      header: t('billing:invoice.base'),
      cell: (l) => money(l.baseCents),
      numeric: true,
      hideOnPhone: true,
    },
    { key: 'total', header: t('billing:line.total'), cell: (l) => money(l.totalCents), numeric: true },
  ];

  return (
    <Stack gap="5">
      <PageHeader
        title={t('billing:invoice.title', { number: invoice.fullNumber })}
        subtitle={t('billing:invoice.subtitle', {
          kind: t(`billing:kind.${invoice.kind}`),
          date: dates.date(invoice.issuedAt),
        })}
        action={
          <>
            <Button
              variant="outline"
              colorPalette="brand"
              size="sm"
              onClick={() => void print()}
              loading={printing}
            >
              {t('billing:invoice.print')}
            </Button>
            <Button colorPalette="brand" size="sm" onClick={() => void download()} loading={downloading}>
              {t('billing:invoice.download')}
            </Button>
          </>
        }
      />
      <HStack gap="3" wrap="wrap">
        <StatusBadge status={invoice.status} palette={INVOICE_STATUS_PALETTE}>
          <span data-testid="invoice-status">{t(`billing:status.${invoice.status}`)}</span>
        </StatusBadge>
        {invoice.rectifies ? (
          <Text fontSize="sm">
            {t('billing:invoice.rectifies')}{' '}
            <RouterLink href={invoiceHref(invoice.rectifies.id)}>{invoice.rectifies.fullNumber}</RouterLink>
          </Text>
        ) : null}
        {invoice.reason ? (
          <Text fontSize="sm" fontStyle="italic" data-testid="invoice-reason">
            {t('billing:invoice.reason', { reason: invoice.reason })}
          </Text>
        ) : null}
        <Badge variant="outline">{t(`billing:language.${invoice.language}`)}</Badge>
      </HStack>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SectionCard title={t('billing:invoice.issuer')} testId="invoice-issuer">
          <Text fontWeight="semibold">{invoice.issuer.name}</Text>
          <Text>{invoice.issuer.taxId}</Text>
          <Text>{invoice.issuer.address}</Text>
        </SectionCard>
        <SectionCard title={t('billing:invoice.customer')} testId="invoice-customer">
          <Text fontWeight="semibold">
            {invoice.customer.id ? (
              <RouterLink href={checkoutHref(invoice.customer.id)}>{invoice.customer.name}</RouterLink>
            ) : (
              invoice.customer.name
            )}
          </Text>
          {invoice.customer.taxId ? <Text>{invoice.customer.taxId}</Text> : null}
          <Text>{invoice.customer.address}</Text>
        </SectionCard>
      </SimpleGrid>

      <SectionCard title={t('billing:invoice.lines')} testId="invoice-lines">
        <DataTable
          caption={t('billing:invoice.lines')}
          columns={columns}
          rows={invoice.lines}
          rowKey={(l) => `${l.description}-${l.quantity}-${l.unitPriceCents}-${l.totalCents}`}
          rowTestId="invoice-line"
        />
      </SectionCard>

      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <SectionCard title={t('billing:invoice.vatBreakdown')} testId="invoice-vat">
          <VatTable rows={invoice.vat} />
        </SectionCard>
        <SectionCard title={t('billing:invoice.totals')} testId="invoice-totals">
          <Stack as="dl" gap="1">
            {(
              [
                ['base', invoice.baseCents],
                ['vatAmount', invoice.vatCents],
                ['total', invoice.totalCents],
                ['paid', invoice.paidCents],
                ['due', invoice.totalCents - invoice.paidCents],
              ] as const
            ).map(([key, cents]) => (
              <Flex
                key={key}
                justify="space-between"
                fontWeight={key === 'total' || key === 'due' ? 'bold' : undefined}
              >
                <Text as="dt">{t(`billing:invoice.${key}`)}</Text>
                <Text as="dd" fontVariantNumeric="tabular-nums" data-testid={`invoice-${key}`}>
                  {money(cents)}
                </Text>
              </Flex>
            ))}
          </Stack>
        </SectionCard>
      </SimpleGrid>

      <InvoicePayments invoice={invoice} manager={manager} />

      {invoice.record ? <FiscalRecordCard record={invoice.record} qrUrl={invoice.qrUrl ?? null} /> : null}

      {manager && (rectifiable || voidable) ? (
        <HStack gap="3" wrap="wrap">
          {rectifiable ? (
            <Button variant="outline" colorPalette="brand" onClick={() => setMove('rectify')}>
              {t('billing:rectify.open')}
            </Button>
          ) : null}
          {voidable ? (
            <Button variant="outline" colorPalette="red" onClick={() => setMove('void')}>
              {t('billing:void.open')}
            </Button>
          ) : null}
        </HStack>
      ) : null}

      <FormDrawer
        open={move !== null}
        title={move ? t(`billing:${move}.title`, { number: invoice.fullNumber }) : ''}
        onClose={() => setMove(null)}
        testId="invoice-move-drawer"
      >
        {move ? <ReasonForm invoice={invoice} move={move} onDone={() => setMove(null)} /> : null}
      </FormDrawer>
    </Stack>
  );
}

export function InvoicePage() {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common', 'blocks']);
  const [url] = useUrlState(INVOICE_VIEW_URL);
  const invoice = useInvoice(url.id);
  useDocumentTitle(
    invoice.data
      ? t('billing:invoice.title', { number: invoice.data.fullNumber })
      : t('billing:invoices.title'),
  );
  if (!url.id)
    return (
      <Stack gap="5">
        <PageHeader title={t('billing:invoices.title')} />
        <EmptyState
          title={t('billing:invoice.none')}
          action={
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink href="/invoices">{t('billing:invoice.toList')}</RouterLink>
            </Button>
          }
        />
      </Stack>
    );
  if (invoice.isPending) return <PageSkeleton />;
  if (invoice.isError)
    return (
      <ErrorState
        title={t('billing:invoice.loadError')}
        error={invoice.error}
        onRetry={() => void invoice.refetch()}
      />
    );
  return <InvoiceBody key={invoice.data.id} invoice={invoice.data} />;
}
