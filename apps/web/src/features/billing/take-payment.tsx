// Take payment (docs/contract/rest-contract-business.md, "Payments, till and fiscal records"): the
// one drawer form that takes a payment against an invoice, opened from the invoice view, from the
// household check-out right after issuing (Issue and take payment) and from the owner's invoices
// with something due. The amount starts with what is due (less is a partial payment); the method
// is cash, card (the business's own terminal), Bizum or transfer; for cash what the customer hands
// over, with the change shown as the desk types and a few likely sums to pick. A refund (managers,
// on a corrective invoice) is the same form sending the amount negative. The server's refusals go
// under their field in the reader's language, and nothing changes: more than is due under the
// amount, 'Open the till first' under the method with the way to the till.
import { Button, chakra, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_METHODS, type TInvoiceSummary, type TPaymentMethod } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { RouterLink } from '../../app/router-link';
import { changeFromTexts, dueText, moneyText, tenderSuggestions, textCents } from '../../lib/cash-change';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { paymentFormSchema } from './billing-forms';
import { useTakePayment } from './use-billing';

/** What the drawer needs of an invoice (a summary or the whole invoice). */
export type TPayable = Pick<TInvoiceSummary, 'id' | 'fullNumber' | 'totalCents' | 'paidCents' | 'kind'>;

/** Whether an invoice can take a payment now (issued or partly paid, something due). */
export const canTakePayment = (i: Pick<TInvoiceSummary, 'status' | 'totalCents' | 'paidCents'>) =>
  (i.status === 'issued' || i.status === 'partly-paid') && i.totalCents - i.paidCents > 0;

/** Whether a corrective invoice has something left to refund (a negative due). */
export const canRefund = (i: Pick<TInvoiceSummary, 'kind' | 'status' | 'totalCents' | 'paidCents'>) =>
  i.kind === 'corrective' && i.status !== 'void' && i.totalCents - i.paidCents < 0;

const SERVER_FIELDS = {
  'payment.exceedsDue': 'amountCents',
  'payment.amountInvalid': 'amountCents',
  'payment.refundNeedsCorrective': 'amountCents',
  'payment.invoiceNotPayable': 'amountCents',
  'payment.openTillFirst': 'method',
  'payment.methodInvalid': 'method',
  'payment.tenderedTooLow': 'tenderedCents',
} as const;

function PaymentForm({
  invoice,
  refund,
  onDone,
}: {
  invoice: TPayable;
  refund: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common']);
  const { money } = useMoney();
  const take = useTakePayment();
  const due = invoice.totalCents - invoice.paidCents;
  const form = useZodForm(paymentFormSchema(invoice.id, refund), {
    defaultValues: {
      amountCents: dueText(invoice.totalCents, invoice.paidCents),
      method: 'card' as TPaymentMethod,
      tenderedCents: '',
    },
    messageFields: SERVER_FIELDS,
  });
  const method = form.watch('method');
  const amountText = form.watch('amountCents');
  const tenderedText = form.watch('tenderedCents');
  const cash = method === 'cash' && !refund;
  const change = cash ? changeFromTexts(amountText, tenderedText) : null;
  const amount = textCents(amountText);
  const tillClosed = form.formState.errors.method?.message === 'payment.openTillFirst';

  const onSubmit = form.submit(
    async (input) => {
      const payment = await take.mutateAsync(input);
      const params = { amount: money(Math.abs(payment.amountCents)), number: invoice.fullNumber };
      if (refund) toastSuccess({ key: 'billing:payment.refunded', params });
      else if (payment.changeCents)
        toastSuccess({
          key: 'billing:payment.doneChange',
          params: { ...params, change: money(payment.changeCents) },
        });
      else toastSuccess({ key: 'billing:payment.done', params });
      onDone();
    },
    (error) => toastError({ key: 'billing:payment.failed' }, (tr) => errorText(error, tr)),
  );

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="payment-form">
      <Stack gap="4">
        <Text>
          {t(refund ? 'billing:payment.toRefund' : 'billing:payment.due', {
            amount: money(Math.abs(due)),
            number: invoice.fullNumber,
          })}
        </Text>
        <FormField label={t('billing:payment.amount')} required error={form.fieldError('amountCents')}>
          <NumberInput control={form.control} name="amountCents" bg="white" maxW="48" />
        </FormField>
        <FormField label={t('billing:payment.method')} required error={form.fieldError('method')}>
          <NativeSelect.Root maxW="64">
            <NativeSelect.Field {...form.register('method')} bg="white">
              {PAYMENT_METHODS.map((m) => (
                <option key={m} value={m}>
                  {t(`billing:payment.methods.${m}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {tillClosed ? (
          <RouterLink href="/till" data-testid="payment-open-till">
            {t('billing:payment.openTill')}
          </RouterLink>
        ) : null}
        {cash ? (
          <Stack gap="2">
            <FormField
              label={t('billing:payment.tendered')}
              helper={t('billing:payment.tenderedHelp')}
              error={form.fieldError('tenderedCents')}
            >
              <NumberInput control={form.control} name="tenderedCents" bg="white" maxW="48" />
            </FormField>
            {amount !== null && amount > 0 ? (
              <HStack gap="2" wrap="wrap" role="group" aria-label={t('billing:payment.quickTender')}>
                {tenderSuggestions(amount).map((cents) => (
                  <Button
                    key={cents}
                    size="xs"
                    variant="outline"
                    colorPalette="brand"
                    onClick={() => {
                      form.setValue('tenderedCents', moneyText(cents));
                      form.clearErrors('tenderedCents');
                    }}
                  >
                    {money(cents)}
                  </Button>
                ))}
              </HStack>
            ) : null}
            <Text fontWeight="semibold" fontSize="lg" aria-live="polite" data-testid="payment-change">
              {change === null
                ? t('billing:payment.changeNone')
                : t('billing:payment.change', { amount: money(change) })}
            </Text>
          </Stack>
        ) : null}
        <FormActions
          submitLabel={t(refund ? 'billing:payment.refundSubmit' : 'billing:payment.submit')}
          busyLabel={t('billing:payment.busy')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

/** The Take payment (or Refund) drawer of one invoice; closed while `invoice` is null. */
export function TakePaymentDrawer({
  invoice,
  refund = false,
  onClose,
}: {
  invoice: TPayable | null;
  refund?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['billing']);
  return (
    <FormDrawer
      open={invoice !== null}
      title={
        invoice
          ? t(refund ? 'billing:payment.refundTitle' : 'billing:payment.title', {
              number: invoice.fullNumber,
            })
          : ''
      }
      onClose={onClose}
      testId="payment-drawer"
    >
      {invoice ? <PaymentForm key={invoice.id} invoice={invoice} refund={refund} onDone={onClose} /> : null}
    </FormDrawer>
  );
}
