// The columns of a list of invoices (the Invoices page, an owner's invoices at the check-out):
// number, date, the customer (where the list mixes customers), kind, total, what is due (nothing
// on a void one) and the status as a coloured word.
import type { TInvoiceSummary } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../app/blocks/data-table';
import { StatusBadge } from '../../app/blocks/status-badge';
import { useDateFormat } from '../../lib/dates';
import { useMoney } from '../../lib/money-format';
import { INVOICE_STATUS_PALETTE } from './billing-display';

export function useInvoiceColumns({
  customer = false,
}: {
  customer?: boolean;
} = {}): Column<TInvoiceSummary>[] {
  const { t } = useTranslation('billing');
  const { money } = useMoney();
  const dates = useDateFormat();
  return [
    { key: 'number', header: t('billing:invoice.number'), cell: (i) => i.fullNumber },
    { key: 'date', header: t('billing:invoice.date'), cell: (i) => dates.date(i.issuedAt) },
    ...(customer
      ? [
          {
            key: 'customer',
            header: t('billing:invoice.customer'),
            cell: (i: TInvoiceSummary) => i.customer.name,
            width: '26%',
          },
        ]
      : []),
    {
      key: 'kind',
      header: t('billing:invoice.kind'),
      cell: (i) => t(`billing:kind.${i.kind}`),
      hideOnPhone: true,
    },
    {
      key: 'total',
      header: t('billing:invoice.total'),
      cell: (i) => money(i.totalCents),
      numeric: true,
      labelOnPhone: true,
    },
    {
      key: 'due',
      header: t('billing:invoice.due'),
      cell: (i) => (i.status === 'void' ? '—' : money(i.totalCents - i.paidCents)),
      numeric: true,
      labelOnPhone: true,
    },
    {
      key: 'status',
      header: t('billing:invoice.status'),
      cell: (i) => (
        <StatusBadge status={i.status} palette={INVOICE_STATUS_PALETTE}>
          {t(`billing:status.${i.status}`)}
        </StatusBadge>
      ),
    },
  ];
}
