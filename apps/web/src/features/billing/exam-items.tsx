// The exam form's items to charge (billing; docs/contract/rest-contract-business.md, "Prices,
// charges and invoices"): the vet adds priced items of the vet and shop lists (a vaccine, a
// medicine, a collar) with a quantity; the exam's save charges each to the dog's household, once
// per item and appointment. Clinicians only (the server refuses items from anyone else).
import { Button, chakra, Flex, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import type { TExamItem } from '@pawdesk/domain';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../app/blocks/form-field';
import { NumberTextInput } from '../../app/blocks/number-field';
import { useMoney } from '../../lib/money-format';
import { priceName } from './billing-display';
import { usePrices } from './use-billing';

export interface ExamItemDraft extends TExamItem {
  /** The item's name and unit price as shown ('Rabies vaccine · €35.00'). */
  label: string;
}

export function ExamItems({
  value,
  onChange,
}: {
  value: readonly ExamItemDraft[];
  onChange: (next: ExamItemDraft[]) => void;
}) {
  const { t, i18n } = useTranslation(['billing', 'business', 'common']);
  const { money } = useMoney();
  const prices = usePrices();
  const legendId = useId();
  const [price, setPrice] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | undefined>();
  const options = (prices.data ?? []).filter(
    (p) => p.active && (p.service === 'vet' || p.service === 'shop'),
  );

  const add = () => {
    const chosen = options.find((p) => p.id === price);
    const n = Number(quantity);
    if (!chosen) return setError(t('billing:examItems.choose'));
    if (!Number.isInteger(n) || n < 1 || n > 999) return setError(t('business:billing.quantityInvalid'));
    setError(undefined);
    const label = `${priceName(chosen, i18n.language)} · ${money(chosen.priceCents)}`;
    const others = value.filter((item) => item.price !== chosen.id);
    onChange([...others, { price: chosen.id, quantity: n, label }]);
    setPrice('');
    setQuantity('1');
  };

  return (
    <Stack as="fieldset" gap="3" borderWidth="1px" borderRadius="md" p="3" aria-labelledby={legendId}>
      <chakra.legend id={legendId} fontWeight="semibold" px="1">
        {t('billing:examItems.title')}
      </chakra.legend>
      <Text fontSize="sm" color="fg.muted" mt="-1">
        {t('billing:examItems.hint')}
      </Text>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <FormField label={t('billing:line.item')} error={error} flex="1" minW="48">
          <NativeSelect.Root>
            <NativeSelect.Field value={price} onChange={(e) => setPrice(e.currentTarget.value)} bg="white">
              <option value="">{t('billing:examItems.none')}</option>
              {options.map((p) => (
                <option key={p.id} value={p.id}>
                  {`${priceName(p, i18n.language)} · ${money(p.priceCents)}`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('billing:line.quantity')} error={undefined} maxW="24">
          <NumberTextInput value={quantity} onChange={setQuantity} integer bg="white" />
        </FormField>
        <Button variant="outline" colorPalette="brand" onClick={add}>
          {t('billing:examItems.add')}
        </Button>
      </Flex>
      {value.length > 0 ? (
        <Stack as="ul" listStyleType="none" m="0" p="0" gap="1" data-testid="exam-items">
          {value.map((item) => (
            <HStack as="li" key={item.price} justify="space-between" gap="2">
              <Text>{t('billing:examItems.line', { label: item.label, quantity: item.quantity })}</Text>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('billing:examItems.remove', { label: item.label })}
                onClick={() => onChange(value.filter((other) => other.price !== item.price))}
              >
                {t('billing:examItems.removeShort')}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
