// The health check part of the booking form (at arrival or at departure): weight, temperature,
// health notes and the staff member who takes it (the logged-in user's name by default). Spec
// section 5: weight 0.1–100 kg, temperature 35–43 °C, notes up to 1000 characters, staff member
// up to 100. The server records when it was taken.
import { Fieldset, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { THotelFormOutput, THotelFormValues } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import type { ZodForm } from '../../lib/use-zod-form';

export function HealthFields({
  form,
  kind,
}: {
  form: ZodForm<THotelFormValues, THotelFormOutput>;
  kind: 'arrival' | 'departure';
}) {
  const { t } = useTranslation(['hotel', 'validation', 'business']);
  return (
    <Fieldset.Root data-testid={`health-${kind}`}>
      <Stack gap="1">
        <Fieldset.Legend fontWeight="semibold">{t(`hotel:form.health.${kind}`)}</Fieldset.Legend>
        <Fieldset.HelperText>{t('hotel:form.health.hint')}</Fieldset.HelperText>
      </Stack>
      <Fieldset.Content>
        <SimpleGrid columns={2} gap="3">
          <FormField label={t('hotel:form.weight')} error={form.fieldError('weight')}>
            <NumberInput control={form.control} name="weight" bg="white" />
          </FormField>
          <FormField label={t('hotel:form.temperature')} error={form.fieldError('temperature')}>
            <NumberInput control={form.control} name="temperature" bg="white" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('hotel:form.healthNotes')} error={form.fieldError('healthNotes')}>
          <Textarea {...form.register('healthNotes')} rows={2} autoresize maxH="32" bg="white" />
        </FormField>
        <FormField label={t('hotel:form.checkedBy')} error={form.fieldError('checkedBy')}>
          <Input {...form.register('checkedBy')} autoComplete="off" bg="white" />
        </FormField>
      </Fieldset.Content>
    </Fieldset.Root>
  );
}
