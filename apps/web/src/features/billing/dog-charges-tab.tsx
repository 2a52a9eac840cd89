// The Charges tab of the dog details (docs/contract/rest-contract-business.md, "Prices, charges and
// invoices"): what the dog's stays, visits, grooming and exams charged, pending first with their
// total, then the invoiced ones with their invoice's number; a link to the household check-out of
// the dog's primary owner (who pays). Loaded only when the tab is opened.
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import type { TCharge } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useDateFormat } from '../../lib/dates';
import { useMoney } from '../../lib/money-format';
import { checkoutHref } from './billing-display';
import { useCharges } from './use-billing';

export default function DogChargesTab({
  dogId,
  owner,
  onGo,
}: {
  dogId: string;
  /** The primary owner, who pays (null for a dog with none). */
  owner: { id: string; name: string } | null;
  onGo: (path: string) => void;
}) {
  const { t } = useTranslation(['billing', 'common', 'blocks']);
  const { money } = useMoney();
  const dates = useDateFormat();
  const charges = useCharges({ dog: dogId });
  if (charges.isPending) return <ListSkeleton rows={4} columns={4} />;
  if (charges.isError)
    return (
      <ErrorState
        title={t('billing:account.loadError')}
        error={charges.error}
        onRetry={() => void charges.refetch()}
      />
    );
  const rows = [...charges.data].sort((a, b) =>
    a.status === b.status ? 0 : a.status === 'pending' ? -1 : 1,
  );
  const pendingCents = rows.filter((c) => c.status === 'pending').reduce((sum, c) => sum + c.totalCents, 0);
  const columns: Column<TCharge>[] = [
    { key: 'description', header: t('billing:line.description'), cell: (c) => c.description, width: '40%' },
    { key: 'date', header: t('billing:line.date'), cell: (c) => dates.date(c.createdAt) },
    { key: 'total', header: t('billing:line.total'), cell: (c) => money(c.totalCents), numeric: true },
    {
      key: 'status',
      header: t('billing:invoice.status'),
      cell: (c) => (c.invoice ? c.invoice.fullNumber : t(`billing:chargeStatus.${c.status}`)),
    },
  ];
  return (
    <Stack gap="3" data-testid="dog-charges">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Text>
          {t('billing:dog.pending')}{' '}
          <Text as="strong" fontVariantNumeric="tabular-nums" data-testid="dog-charges-pending">
            {money(pendingCents)}
          </Text>
        </Text>
        {owner ? (
          <Button
            size="sm"
            colorPalette="brand"
            variant="outline"
            onClick={() => onGo(checkoutHref(owner.id))}
          >
            {t('billing:dog.checkout', { name: owner.name })}
          </Button>
        ) : null}
      </Flex>
      {rows.length === 0 ? (
        <EmptyState title={t('billing:dog.none')} testId="dog-charges-empty" />
      ) : (
        <DataTable
          caption={t('billing:dog.title')}
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          rowTestId="dog-charge-row"
        />
      )}
    </Stack>
  );
}
