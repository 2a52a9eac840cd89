// A line added at the desk (household check-out): an item of the price list (a shop item, a
// vaccine...) with its quantity, or a manual line (description, unit price with VAT, VAT rate), for
// the household or one of its dogs. Amounts typed through NumberInput and sent as cents.
import { chakra, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import { PRICE_SERVICES, VAT_RATES } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { priceName } from './billing-display';
import { ZChargeForm } from './billing-forms';
import { useBillingMutations, usePrices } from './use-billing';

export function ChargeForm({
  owner,
  dogs,
  onDone,
}: {
  owner: string;
  dogs: readonly { id: string; name: string }[];
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'validation', 'business', 'errors', 'common']);
  const { money } = useMoney();
  const prices = usePrices();
  const { addCharge } = useBillingMutations();
  const form = useZodForm(ZChargeForm, {
    defaultValues: {
      owner,
      price: '',
      dog: '',
      quantity: '1',
      description: '',
      unitPriceCents: '',
      vatRate: '21',
    },
  });
  const manual = form.watch('price') === '';
  const onSubmit = form.submit(
    async (input) => {
      const charge = await addCharge.mutateAsync(input);
      toastSuccess({ key: 'billing:checkout.lineAdded', params: { description: charge.description } });
      onDone();
    },
    (error) => toastError({ key: 'billing:checkout.lineFailed' }, (tr) => errorText(error, tr)),
  );
  const active = (prices.data ?? []).filter((p) => p.active);
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="charge-form">
      <Stack gap="4">
        <FormField label={t('billing:line.item')} error={form.fieldError('price')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('price')} bg="white">
              <option value="">{t('billing:line.manual')}</option>
              {PRICE_SERVICES.map((service) => {
                const items = active.filter((p) => p.service === service);
                return items.length === 0 ? null : (
                  <optgroup key={service} label={t(`billing:service.${service}`)}>
                    {items.map((p) => (
                      <option key={p.id} value={p.id}>
                        {`${priceName(p, i18n.language)} · ${money(p.priceCents)}`}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('billing:line.dog')} error={form.fieldError('dog')}>
          <NativeSelect.Root>
            <NativeSelect.Field {...form.register('dog')} bg="white">
              <option value="">{t('billing:line.household')}</option>
              {dogs.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        {manual ? (
          <>
            <FormField label={t('billing:line.description')} required error={form.fieldError('description')}>
              <Input {...form.register('description')} bg="white" autoComplete="off" />
            </FormField>
            <SimpleGrid columns={2} gap="4">
              <FormField
                label={t('billing:line.unitPrice')}
                required
                error={form.fieldError('unitPriceCents')}
              >
                <NumberInput control={form.control} name="unitPriceCents" bg="white" />
              </FormField>
              <FormField label={t('billing:prices.vat')} required error={form.fieldError('vatRate')}>
                <NativeSelect.Root>
                  <NativeSelect.Field {...form.register('vatRate')} bg="white">
                    {VAT_RATES.map((r) => (
                      <option key={r} value={String(r)}>
                        {t('billing:vatOption', { rate: r })}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            </SimpleGrid>
          </>
        ) : null}
        <FormField label={t('billing:line.quantity')} required error={form.fieldError('quantity')}>
          <NumberInput control={form.control} name="quantity" integer bg="white" maxW="32" />
        </FormField>
        <FormActions submitLabel={t('billing:line.add')} submitting={form.isSubmitting} onCancel={onDone} />
      </Stack>
    </chakra.form>
  );
}
