// Settings → billing (managers; docs/contract/rest-contract-business.md, "Prices, charges and
// invoices"): the business's fiscal identity copied onto every invoice (name, tax ID, address and
// the three series), and the price list (service, names es/en, size or kennel type, price with VAT,
// VAT rate, active), each price edited in a drawer. Loaded only for managers opening Settings.
import { Button, Checkbox, chakra, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  centsToEurosText,
  PRICE_SERVICES,
  PRICE_SIZES,
  type TPrice,
  type TSettings,
  VAT_RATES,
  ZSettingsUpdate,
} from '@pawdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { RowMenu } from '../../app/blocks/row-menu';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { useBusinessSettings } from '../../lib/business-settings';
import { errorText } from '../../lib/errors';
import { useMoney } from '../../lib/money-format';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { priceName } from './billing-display';
import { ZPriceCreateForm, ZPriceUpdateForm } from './billing-forms';
import { useBillingMutations, usePrices } from './use-billing';

function FiscalIdentityForm({ settings }: { settings: TSettings }) {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common']);
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const update = useMutation(
    trpc.settings.update.mutationOptions({
      onSuccess: (saved) => queryClient.setQueryData(trpc.settings.get.queryKey(), saved),
    }),
  );
  const values = (s: TSettings) => ({
    businessName: s.businessName ?? '',
    taxId: s.taxId ?? '',
    address: s.address ?? '',
    invoiceSeries: { ...s.invoiceSeries },
  });
  const form = useZodForm(ZSettingsUpdate, { defaultValues: values(settings) });
  const onSubmit = form.submit(
    async (change) => {
      const saved = await update.mutateAsync(change);
      toastSuccess({ key: 'billing:identity.saved' });
      form.reset(values(saved));
    },
    (error) => toastError({ key: 'billing:identity.failed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="fiscal-identity-form">
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <FormField label={t('billing:identity.name')} error={form.fieldError('businessName')}>
            <Input {...form.register('businessName')} bg="white" autoComplete="organization" />
          </FormField>
          <FormField label={t('billing:identity.taxId')} error={form.fieldError('taxId')}>
            <Input {...form.register('taxId')} bg="white" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('billing:identity.address')} error={form.fieldError('address')}>
          <Input {...form.register('address')} bg="white" autoComplete="street-address" />
        </FormField>
        <Stack as="fieldset" gap="3">
          <chakra.legend fontWeight="semibold" mb="2">
            {t('billing:identity.series')}
          </chakra.legend>
          <SimpleGrid columns={{ base: 3 }} gap="3">
            {(['full', 'simplified', 'corrective'] as const).map((kind) => (
              <FormField
                key={kind}
                label={t(`billing:identity.series.${kind}`)}
                error={form.fieldError(`invoiceSeries.${kind}`)}
              >
                <Input {...form.register(`invoiceSeries.${kind}`)} bg="white" autoComplete="off" maxW="24" />
              </FormField>
            ))}
          </SimpleGrid>
          {form.fieldError('invoiceSeries') ? (
            <chakra.p color="fg.error" fontSize="sm" role="alert">
              {form.fieldError('invoiceSeries')}
            </chakra.p>
          ) : null}
        </Stack>
        <FormActions submitLabel={t('billing:identity.save')} submitting={form.isSubmitting} />
      </Stack>
    </chakra.form>
  );
}

const SERVICE_NONE = '';

function PriceForm({ price, onDone }: { price: TPrice | null; onDone: () => void }) {
  const { t } = useTranslation(['billing', 'validation', 'business', 'errors', 'common']);
  const { createPrice, updatePrice } = useBillingMutations();
  const common = {
    name: { es: price?.name.es ?? '', en: price?.name.en ?? '' },
    priceCents: price ? centsToEurosText(price.priceCents) : '',
    vatRate: String(price?.vatRate ?? 21),
    size: (price?.size ?? '') as string,
    kennelType: price?.kennelType ?? '',
    active: price?.active ?? true,
  };
  const createForm = useZodForm(ZPriceCreateForm, {
    defaultValues: { code: '', service: 'shop' as string, ...common },
    messageFields: { 'billing.priceCodeTaken': 'code' },
  });
  const updateForm = useZodForm(ZPriceUpdateForm, { defaultValues: { id: price?.id ?? '', ...common } });
  const onSaved = (saved: TPrice) => {
    toastSuccess({ key: 'billing:prices.saved', params: { name: saved.name.en } });
    onDone();
  };
  const failed = (error: unknown) =>
    toastError({ key: 'billing:prices.failed' }, (tr) => errorText(error, tr));
  const onCreate = createForm.submit(async (input) => onSaved(await createPrice.mutateAsync(input)), failed);
  const onUpdate = updateForm.submit(async (input) => onSaved(await updatePrice.mutateAsync(input)), failed);
  // Both forms share the fields below the code and service; one is in use.
  const form = (price ? updateForm : createForm) as unknown as typeof updateForm;
  return (
    <chakra.form onSubmit={price ? onUpdate : onCreate} noValidate data-testid="price-form">
      <Stack gap="4">
        {price ? null : (
          <>
            <FormField
              label={t('billing:prices.code')}
              required
              error={createForm.fieldError('code')}
              helper={t('billing:prices.codeHelp')}
            >
              <Input {...createForm.register('code')} bg="white" autoComplete="off" />
            </FormField>
            <FormField label={t('billing:prices.service')} required error={createForm.fieldError('service')}>
              <NativeSelect.Root>
                <NativeSelect.Field {...createForm.register('service')} bg="white">
                  {PRICE_SERVICES.map((s) => (
                    <option key={s} value={s}>
                      {t(`billing:service.${s}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
          </>
        )}
        <FormField label={t('billing:prices.nameEs')} required error={form.fieldError('name.es')}>
          <Input {...form.register('name.es')} bg="white" autoComplete="off" />
        </FormField>
        <FormField label={t('billing:prices.nameEn')} required error={form.fieldError('name.en')}>
          <Input {...form.register('name.en')} bg="white" autoComplete="off" />
        </FormField>
        <SimpleGrid columns={2} gap="4">
          <FormField label={t('billing:prices.price')} required error={form.fieldError('priceCents')}>
            <NumberInput control={form.control} name="priceCents" bg="white" />
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
          <FormField label={t('billing:prices.size')} error={form.fieldError('size')}>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('size')} bg="white">
                <option value={SERVICE_NONE}>{t('billing:prices.noSize')}</option>
                {PRICE_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
          <FormField label={t('billing:prices.kennelType')} error={form.fieldError('kennelType')}>
            <Input {...form.register('kennelType')} bg="white" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value === true}
              onCheckedChange={(d) => field.onChange(d.checked === true)}
              name={field.name}
            >
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('billing:prices.active')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormActions
          submitLabel={price ? t('billing:prices.update') : t('billing:prices.create')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

function PriceList() {
  const { t, i18n } = useTranslation(['billing', 'common', 'blocks']);
  const { money, rate } = useMoney();
  const prices = usePrices();
  const [drawer, setDrawer] = useState<{ editing: TPrice | null } | null>(null);
  const columns: Column<TPrice>[] = [
    { key: 'name', header: t('billing:prices.name'), cell: (p) => priceName(p, i18n.language), width: '34%' },
    { key: 'service', header: t('billing:prices.service'), cell: (p) => t(`billing:service.${p.service}`) },
    {
      key: 'variant',
      header: t('billing:prices.variant'),
      cell: (p) => p.size ?? p.kennelType ?? '',
    },
    { key: 'price', header: t('billing:prices.price'), cell: (p) => money(p.priceCents), numeric: true },
    { key: 'vat', header: t('billing:prices.vat'), cell: (p) => rate(p.vatRate), numeric: true },
    {
      key: 'active',
      header: t('billing:prices.active'),
      cell: (p) => (p.active ? t('billing:prices.yes') : t('billing:prices.no')),
    },
  ];
  return (
    <Stack gap="3">
      <Button
        alignSelf="flex-start"
        size="sm"
        colorPalette="brand"
        onClick={() => setDrawer({ editing: null })}
      >
        {t('billing:prices.new')}
      </Button>
      {prices.isPending ? (
        <ListSkeleton rows={8} columns={5} />
      ) : prices.isError ? (
        <ErrorState
          title={t('billing:prices.loadError')}
          error={prices.error}
          onRetry={() => void prices.refetch()}
        />
      ) : (
        <DataTable
          caption={t('billing:prices.title')}
          columns={columns}
          rows={prices.data}
          rowKey={(p) => p.id}
          rowTestId="price-row"
          onOpen={(p) => setDrawer({ editing: p })}
          actions={(p) => (
            <RowMenu
              name={priceName(p, i18n.language)}
              actions={[
                { value: 'edit', label: t('common:edit'), onSelect: () => setDrawer({ editing: p }) },
              ]}
            />
          )}
        />
      )}
      <FormDrawer
        open={drawer !== null}
        title={
          drawer?.editing
            ? t('billing:prices.editTitle', { name: priceName(drawer.editing, i18n.language) })
            : t('billing:prices.newTitle')
        }
        onClose={() => setDrawer(null)}
        testId="price-drawer"
      >
        <PriceForm
          key={drawer?.editing?.id ?? 'new'}
          price={drawer?.editing ?? null}
          onDone={() => setDrawer(null)}
        />
      </FormDrawer>
    </Stack>
  );
}

export default function BillingSettings() {
  const { t } = useTranslation(['billing', 'common']);
  const settings = useBusinessSettings();
  return (
    <Stack gap="8">
      <SectionCard
        title={t('billing:identity.title')}
        hint={t('billing:identity.hint')}
        gap="4"
        testId="fiscal-identity"
      >
        {settings.data ? (
          <FiscalIdentityForm key={settings.data.updatedAt ?? 'defaults'} settings={settings.data} />
        ) : settings.isError ? (
          <ErrorState
            title={t('billing:identity.loadError')}
            error={settings.error}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <ListSkeleton rows={3} columns={2} />
        )}
      </SectionCard>
      <SectionCard
        title={t('billing:prices.title')}
        hint={t('billing:prices.hint')}
        gap="4"
        testId="price-list"
      >
        <PriceList />
      </SectionCard>
    </Stack>
  );
}
