// A dog's vaccination record, new or edited, in the drawer of the Vaccinations tab: vaccine, date given,
// expiry (left empty: the date plus the vaccine's validity), batch, given by, notes, verified.
// Validated with the domain's record form schema; the server's refusals go under their fields.
import { Checkbox, chakra, Input, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  EMPTY_VACCINATION_FORM,
  expiryFromValidity,
  type TVaccinationFormValues,
  type TVaccinationRecord,
  vaccinationFormSchema,
} from '@pawdesk/domain';
import { toDateOnly } from '@pawdesk/domain/common/date-format';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../app/blocks/date-field';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { useVaccinationMutations, useVaccineCatalogue } from './use-vaccinations';
import { vaccineName } from './vaccination-display';

function valuesOf(record: TVaccinationRecord): TVaccinationFormValues {
  return {
    vaccine: record.vaccine.id,
    givenOn: record.givenOn,
    expiresOn: record.expiresOn,
    batch: record.batch ?? '',
    givenBy: record.givenBy ?? '',
    notes: record.notes ?? '',
    verified: record.verified,
  };
}

export function VaccinationForm({
  dogId,
  dogName,
  editing,
  onDone,
}: {
  dogId: string;
  dogName: string;
  editing: TVaccinationRecord | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['vaccinations', 'validation', 'business', 'errors', 'common']);
  const dates = useDateFormat();
  const catalogue = useVaccineCatalogue();
  const { create, update } = useVaccinationMutations();
  const form = useZodForm(() => vaccinationFormSchema(toDateOnly(new Date())), {
    defaultValues: editing ? valuesOf(editing) : EMPTY_VACCINATION_FORM,
    messageFields: {
      'vaccination.vaccineNotFound': 'vaccine',
      'vaccination.givenOnFuture': 'givenOn',
      'vaccination.expiresOnBeforeGiven': 'expiresOn',
    },
  });
  // The vaccine select gets its options when the catalogue arrives: show the chosen one then.
  useEffect(() => {
    if (catalogue.data) form.setValue('vaccine', form.getValues('vaccine'));
  }, [catalogue.data, form]);
  const chosen = catalogue.data?.find((v) => v.id === form.watch('vaccine'));
  const givenOn = form.watch('givenOn');
  const expiryHint =
    chosen && /^\d{4}-\d{2}-\d{2}$/.test(givenOn)
      ? t('vaccinations:form.expiryDefault', {
          date: dates.date(expiryFromValidity(givenOn, chosen.validityMonths)),
        })
      : t('vaccinations:form.expiryHint');

  const onSubmit = form.submit(
    async (values) => {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...values });
        toastSuccess({ key: 'vaccinations:record.updated', params: { name: dogName } });
      } else {
        await create.mutateAsync({ dog: dogId, ...values });
        toastSuccess({ key: 'vaccinations:record.created', params: { name: dogName } });
      }
      onDone();
    },
    (error) => toastError({ key: 'vaccinations:record.failed' }, (tr) => errorText(error, tr)),
  );

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="vaccination-form">
      <Stack gap="4">
        <FormField label={t('vaccinations:form.vaccine')} required error={form.fieldError('vaccine')}>
          <NativeSelect.Root disabled={catalogue.isPending}>
            <NativeSelect.Field {...form.register('vaccine')} bg="white">
              <option value="">{t('vaccinations:form.chooseVaccine')}</option>
              {catalogue.data?.map((vaccine) => (
                <option key={vaccine.id} value={vaccine.id}>
                  {vaccineName(vaccine, i18n.language)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <FormField label={t('vaccinations:form.givenOn')} required error={form.fieldError('givenOn')}>
            <DateInput control={form.control} name="givenOn" bg="white" />
          </FormField>
          <FormField
            label={t('vaccinations:form.expiresOn')}
            helper={expiryHint}
            error={form.fieldError('expiresOn')}
          >
            <DateInput control={form.control} name="expiresOn" bg="white" />
          </FormField>
          <FormField label={t('vaccinations:form.batch')} error={form.fieldError('batch')}>
            <Input {...form.register('batch')} bg="white" autoComplete="off" />
          </FormField>
          <FormField label={t('vaccinations:form.givenBy')} error={form.fieldError('givenBy')}>
            <Input {...form.register('givenBy')} bg="white" autoComplete="off" />
          </FormField>
        </SimpleGrid>
        <FormField label={t('vaccinations:form.notes')} error={form.fieldError('notes')}>
          <Textarea {...form.register('notes')} bg="white" rows={3} />
        </FormField>
        <Controller
          control={form.control}
          name="verified"
          render={({ field }) => (
            <Checkbox.Root
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked === true)}
              name={field.name}
              colorPalette="brand"
            >
              <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
              <Checkbox.Control />
              <Checkbox.Label>{t('vaccinations:form.verified')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <FormActions
          submitLabel={editing ? t('vaccinations:form.update') : t('vaccinations:form.create')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}
