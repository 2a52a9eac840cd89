// The household check-out (/checkout?owner=…; docs/contract/rest-contract-business.md, "Prices,
// charges and invoices"): every pending charge of an owner across the four services and all their
// dogs, oldest first, with the total; the desk adds a line (a priced item or a manual one) or
// removes a pending one, then issues ONE invoice of them all: full when the owner has a tax ID,
// simplified otherwise; "Issue and take payment" issues it and opens the Take payment drawer right
// here. A refusal (no fiscal identity set, a simplified invoice over 400 €) is shown beside the
// buttons in the reader's language. Below, the owner's invoices with what is due on each, and Take
// payment in the row menu of one with something due.
import { Alert, Badge, Button, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { TCharge, TInvoiceSummary, TOwnerOption } from '@pawdesk/domain';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { EmptyState } from '../../app/blocks/empty-state';
import { ErrorState } from '../../app/blocks/error-state';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { PageHeader } from '../../app/blocks/page-header';
import { RowMenu } from '../../app/blocks/row-menu';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useConfirmDelete } from '../../app/blocks/use-confirm-delete';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import { useDocumentTitle } from '../../app/use-document-title';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useUrlState } from '../../lib/use-url-state';
import { OwnerPicker } from '../dogs/owner-picker';
import { invoiceHref } from './billing-display';
import { CHECKOUT_URL } from './billing-url';
import { ChargeForm } from './charge-form';
import { useInvoiceColumns } from './invoice-columns';
import { canTakePayment, TakePaymentDrawer, type TPayable } from './take-payment';
import { useAccount, useBillingMutations } from './use-billing';

export function OwnerInvoices({
  invoices,
  onPay,
}: {
  invoices: readonly TInvoiceSummary[];
  /** Take payment on an invoice with something due (its row menu). */
  onPay?: (invoice: TInvoiceSummary) => void;
}) {
  const { t } = useTranslation(['billing', 'common']);
  const [, navigate] = useLocation();
  const columns = useInvoiceColumns();
  if (invoices.length === 0)
    return <EmptyState title={t('billing:account.noInvoices')} testId="account-invoices-empty" />;
  return (
    <DataTable
      caption={t('billing:account.invoices')}
      columns={columns}
      rows={invoices}
      rowKey={(i) => i.id}
      rowTestId="account-invoice-row"
      onOpen={(i) => navigate(invoiceHref(i.id))}
      actions={
        onPay
          ? (i) => (
              <RowMenu
                name={i.fullNumber}
                actions={[
                  {
                    value: 'open',
                    label: t('billing:account.openInvoice'),
                    onSelect: () => navigate(invoiceHref(i.id)),
                  },
                  ...(canTakePayment(i)
                    ? [{ value: 'pay', label: t('billing:payment.open'), onSelect: () => onPay(i) }]
                    : []),
                ]}
              />
            )
          : undefined
      }
    />
  );
}

export function CheckoutPage() {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common', 'blocks', 'dogs']);
  const [url, setUrl] = useUrlState(CHECKOUT_URL);
  const [, navigate] = useLocation();
  const { money, rate } = useMoney();
  const dates = useDateFormat();
  const account = useAccount(url.owner || null);
  const { issue, removeCharge } = useBillingMutations();
  const [adding, setAdding] = useState(false);
  const [issueError, setIssueError] = useState<unknown>(null);
  const [picked, setPicked] = useState<TOwnerOption | null>(null);
  const [paying, setPaying] = useState<TPayable | null>(null);
  useDocumentTitle(t('billing:checkout.title'));
  const deletion = useConfirmDelete<TCharge>({
    remove: removeCharge,
    done: { key: 'billing:checkout.lineRemoved' },
    failed: { key: 'billing:checkout.removeFailed' },
  });

  const data = account.data;
  const owner = data?.owner;
  const pending = data?.pending ?? [];
  const dogs = [...new Map(pending.flatMap((c) => (c.dog ? [[c.dog.id, c.dog] as const] : []))).values()];
  const pickerValue =
    picked ?? (owner ? { id: owner.id, name: owner.name, email: '', phone: '', address: '' } : null);

  /** Issues one invoice of every pending line; then its view, or (`pay`) Take payment right here. */
  const onIssue = (pay: boolean) => {
    if (!owner) return;
    setIssueError(null);
    issue.mutate(
      { owner: owner.id, charges: pending.map((c) => c.id) },
      {
        onSuccess: (invoice) => {
          toastSuccess({ key: 'billing:checkout.issued', params: { number: invoice.fullNumber } });
          if (pay) setPaying(invoice);
          else navigate(invoiceHref(invoice.id));
        },
        onError: (error) => {
          setIssueError(error);
          toastError({ key: 'billing:checkout.issueFailed' }, (tr) => errorText(error, tr));
        },
      },
    );
  };

  const columns: Column<TCharge>[] = [
    { key: 'description', header: t('billing:line.description'), cell: (c) => c.description, width: '34%' },
    { key: 'dog', header: t('billing:line.dog'), cell: (c) => c.dog?.name ?? t('billing:line.household') },
    { key: 'date', header: t('billing:line.date'), cell: (c) => dates.date(c.createdAt), hideOnPhone: true },
    { key: 'quantity', header: t('billing:line.quantity'), cell: (c) => c.quantity, numeric: true },
    { key: 'unit', header: t('billing:line.unitPrice'), cell: (c) => money(c.unitPriceCents), numeric: true },
    {
      key: 'vat',
      header: t('billing:prices.vat'),
      cell: (c) => rate(c.vatRate),
      numeric: true,
      hideOnPhone: true,
    },
    { key: 'total', header: t('billing:line.total'), cell: (c) => money(c.totalCents), numeric: true },
  ];

  let body = null;
  if (!url.owner) {
    body = <EmptyState title={t('billing:checkout.chooseOwner')} testId="checkout-no-owner" />;
  } else if (account.isPending) {
    body = <ListSkeleton rows={5} columns={5} />;
  } else if (account.isError) {
    body = (
      <ErrorState
        title={t('billing:account.loadError')}
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  } else if (data && owner) {
    const full = owner.taxId !== null;
    body = (
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" as="dl">
          <AccountFigure label={t('billing:account.pending')} testId="account-pending">
            {money(data.pendingCents)}
          </AccountFigure>
          <AccountFigure label={t('billing:account.due')} testId="account-due">
            {money(data.dueCents)}
          </AccountFigure>
          <Stack gap="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
            <Text as="dt" fontSize="sm" color="fg.muted">
              {t('billing:account.taxId')}
            </Text>
            <Text as="dd" fontSize="md" fontWeight="semibold" data-testid="account-tax-id">
              {owner.taxId ?? t('billing:account.noTaxId')}
            </Text>
          </Stack>
        </SimpleGrid>

        <SectionCard title={t('billing:checkout.pendingTitle')} gap="4" testId="checkout-pending">
          <Button
            alignSelf="flex-start"
            size="sm"
            variant="outline"
            colorPalette="brand"
            onClick={() => setAdding(true)}
          >
            {t('billing:checkout.addLine')}
          </Button>
          {pending.length === 0 ? (
            <EmptyState title={t('billing:checkout.nothingPending')} testId="checkout-empty" />
          ) : (
            <DataTable
              caption={t('billing:checkout.pendingTitle')}
              columns={columns}
              rows={pending}
              rowKey={(c) => c.id}
              rowTestId="pending-charge-row"
              actions={(c) => (
                <RowMenu
                  name={c.description}
                  actions={[
                    {
                      value: 'remove',
                      label: t('billing:checkout.removeLine'),
                      danger: true,
                      onSelect: () => deletion.ask(c),
                    },
                  ]}
                />
              )}
            />
          )}
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <HStack gap="2">
              <Text fontWeight="semibold">{t('billing:checkout.total')}</Text>
              <Text
                fontWeight="semibold"
                fontSize="lg"
                fontVariantNumeric="tabular-nums"
                data-testid="checkout-total"
              >
                {money(data.pendingCents)}
              </Text>
              <Badge colorPalette={full ? 'blue' : 'gray'} data-testid="checkout-kind">
                {full ? t('billing:kind.full') : t('billing:kind.simplified')}
              </Badge>
            </HStack>
            <HStack gap="2" wrap="wrap">
              <Button
                variant="outline"
                colorPalette="brand"
                onClick={() => onIssue(true)}
                disabled={pending.length === 0 || issue.isPending}
              >
                {t('billing:checkout.issueAndPay')}
              </Button>
              <Button
                colorPalette="brand"
                onClick={() => onIssue(false)}
                loading={issue.isPending}
                loadingText={t('billing:checkout.issuing')}
                disabled={pending.length === 0}
              >
                {t('billing:checkout.issue')}
              </Button>
            </HStack>
          </Flex>
          {issueError ? (
            <Alert.Root status="error" role="alert" data-testid="checkout-issue-error">
              <Alert.Indicator />
              <Alert.Title>{errorText(issueError, t)}</Alert.Title>
            </Alert.Root>
          ) : null}
        </SectionCard>

        <SectionCard title={t('billing:account.invoices')} gap="4" testId="account-invoices">
          <OwnerInvoices invoices={data.invoices} onPay={setPaying} />
        </SectionCard>
      </Stack>
    );
  }

  return (
    <Stack gap="5">
      <PageHeader
        title={t('billing:checkout.title')}
        subtitle={owner ? t('billing:checkout.subtitle', { name: owner.name }) : undefined}
      />
      <Stack maxW={{ md: 'md' }}>
        <OwnerPicker
          label={t('billing:checkout.owner')}
          name="owner"
          value={pickerValue}
          onChange={(next) => {
            setPicked(next);
            setIssueError(null);
            setUrl({ owner: next?.id ?? '' });
          }}
        />
      </Stack>
      {body}
      {owner ? (
        <FormDrawer
          open={adding}
          title={t('billing:checkout.addLineTitle', { name: owner.name })}
          onClose={() => setAdding(false)}
          testId="charge-drawer"
        >
          <ChargeForm owner={owner.id} dogs={dogs} onDone={() => setAdding(false)} />
        </FormDrawer>
      ) : null}
      <TakePaymentDrawer invoice={paying} onClose={() => setPaying(null)} />
      <ConfirmDeleteDialog
        open={deletion.target !== null}
        title={t('billing:checkout.removeTitle')}
        text={t('billing:checkout.removeText', { description: deletion.target?.description ?? '' })}
        testId="charge"
        confirmLabel={t('billing:checkout.removeLine')}
        {...deletion.dialog}
      />
    </Stack>
  );
}

/** One figure of the owner's account (pending, due): its label over the amount. */
function AccountFigure({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" p="3" bg="bg.panel">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontSize="xl"
        fontWeight="semibold"
        fontVariantNumeric="tabular-nums"
        data-testid={testId}
      >
        {children}
      </Text>
    </Stack>
  );
}
