// The invoice view's payments (till.payments.byInvoice): oldest first, when, method, amount, the
// cash tendered and the change, who took it; Take payment while something is due, and Refund on a
// corrective invoice with something left to refund (managers). Both open the one Take payment
// drawer (take-payment.tsx).
import { Button, Stack, Text } from '@chakra-ui/react';
import type { TInvoice, TPayment } from '@pawdesk/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { ErrorState } from '../../app/blocks/error-state';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { useMoney } from '../../lib/money-format';
import { canRefund, canTakePayment, TakePaymentDrawer } from './take-payment';
import { usePayments } from './use-billing';

export function InvoicePayments({ invoice, manager }: { invoice: TInvoice; manager: boolean }) {
  const { t } = useTranslation(['billing', 'common']);
  const { money } = useMoney();
  const dates = useDateFormat();
  const payments = usePayments(invoice.id);
  const [open, setOpen] = useState<'pay' | 'refund' | null>(null);
  const payable = canTakePayment(invoice);
  const refundable = manager && canRefund(invoice);
  const dash = '—';

  const columns: Column<TPayment>[] = [
    { key: 'at', header: t('billing:payment.at'), cell: (p) => dates.dateTime(p.at) },
    {
      key: 'method',
      header: t('billing:payment.method'),
      cell: (p) => t(`billing:payment.methods.${p.method}`),
    },
    { key: 'amount', header: t('billing:payment.amount'), cell: (p) => money(p.amountCents), numeric: true },
    {
      key: 'tendered',
      header: t('billing:payment.tendered'),
      cell: (p) => (p.tenderedCents === null ? dash : money(p.tenderedCents)),
      numeric: true,
      hideOnPhone: true,
    },
    {
      key: 'change',
      header: t('billing:payment.changeColumn'),
      cell: (p) => (p.changeCents === null ? dash : money(p.changeCents)),
      numeric: true,
      labelOnPhone: true,
    },
    { key: 'by', header: t('billing:payment.by'), cell: (p) => p.byName ?? dash, hideOnPhone: true },
  ];

  let list = null;
  if (payments.isPending) list = <ListSkeleton rows={2} columns={4} />;
  else if (payments.isError)
    list = (
      <ErrorState
        title={t('billing:payment.loadError')}
        error={payments.error}
        onRetry={() => void payments.refetch()}
      />
    );
  else if (payments.data.length === 0)
    list = (
      <Text color="fg.muted" data-testid="payments-empty">
        {t('billing:payment.none')}
      </Text>
    );
  else
    list = (
      <DataTable
        caption={t('billing:payment.list')}
        columns={columns}
        rows={payments.data}
        rowKey={(p) => p.id}
        rowTestId="payment-row"
      />
    );

  return (
    <SectionCard title={t('billing:payment.list')} testId="invoice-payments">
      <Stack gap="3">
        {payable ? (
          <Button alignSelf="flex-start" colorPalette="brand" size="sm" onClick={() => setOpen('pay')}>
            {t('billing:payment.open')}
          </Button>
        ) : null}
        {refundable ? (
          <Button
            alignSelf="flex-start"
            variant="outline"
            colorPalette="brand"
            size="sm"
            onClick={() => setOpen('refund')}
          >
            {t('billing:payment.refundOpen')}
          </Button>
        ) : null}
        {list}
      </Stack>
      <TakePaymentDrawer
        invoice={open ? invoice : null}
        refund={open === 'refund'}
        onClose={() => setOpen(null)}
      />
    </SectionCard>
  );
}
