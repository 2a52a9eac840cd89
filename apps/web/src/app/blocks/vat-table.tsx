// The VAT by rate of an invoice or of a till session: one row per rate with its taxable base and
// its VAT, figures right-aligned in tabular figures, in the reader's language (Spanish: 'Tipo de
// IVA', 'Base imponible', 'Cuota de IVA', the words of a Spanish invoice). The invoice view and the
// till's closing report draw the same table.
import { Table } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money-format';

export interface VatRow {
  /** The rate in whole percent (21, 10, 4, 0). */
  rate: number;
  baseCents: number;
  vatCents: number;
}

export function VatTable({
  rows,
  rowTestId,
}: {
  rows: readonly VatRow[];
  rowTestId?: (rate: number) => string;
}) {
  const { t } = useTranslation('blocks');
  const { money, rate } = useMoney();
  return (
    <Table.Root size="sm">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('vat.rate')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('vat.base')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('vat.amount')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((v) => (
          <Table.Row key={v.rate} data-testid={rowTestId?.(v.rate)}>
            <Table.Cell>{rate(v.rate)}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {money(v.baseCents)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {money(v.vatCents)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
