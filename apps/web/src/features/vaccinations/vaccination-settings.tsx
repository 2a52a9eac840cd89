// Settings → the vaccine catalogue and the vaccination rules (managers; docs/contract/
// rest-contract-business.md, Vaccinations): each vaccine's names in both languages, the diseases it
// covers and its validity in months, edited in a drawer; per service (daycare, hotel, grooming) the
// diseases required and the mode (off, warn, block). Loaded only for managers opening Settings.
import { chakra, Input, NativeSelect, SimpleGrid, Stack } from '@chakra-ui/react';
import {
  type TVaccinationRulesDto,
  type TVaccine,
  VACCINATION_MODES,
  VACCINATION_SERVICES,
  ZVaccinationRulesDto,
  ZVaccineForm,
} from '@pawdesk/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../app/blocks/data-table';
import { ErrorState } from '../../app/blocks/error-state';
import { FormActions } from '../../app/blocks/form-actions';
import { FormDrawer } from '../../app/blocks/form-drawer';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { SectionCard } from '../../app/blocks/section-card';
import { ListSkeleton } from '../../app/blocks/skeletons';
import { errorText } from '../../lib/errors';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useZodForm } from '../../lib/use-zod-form';
import { DiseaseCheckboxes } from './disease-checkboxes';
import { useVaccinationMutations, useVaccinationRules, useVaccineCatalogue } from './use-vaccinations';
import { useDiseaseList, vaccineName } from './vaccination-display';

function VaccineForm({ vaccine, onDone }: { vaccine: TVaccine; onDone: () => void }) {
  const { t, i18n } = useTranslation(['vaccinations', 'validation', 'business', 'errors', 'common']);
  const { updateVaccine } = useVaccinationMutations();
  const form = useZodForm(ZVaccineForm, {
    defaultValues: {
      id: vaccine.id,
      name: { es: vaccine.name.es, en: vaccine.name.en },
      covers: vaccine.covers,
      validityMonths: String(vaccine.validityMonths),
    },
  });
  const onSubmit = form.submit(
    async (input) => {
      const saved = await updateVaccine.mutateAsync(input);
      toastSuccess({
        key: 'vaccinations:settings.vaccineSaved',
        params: { name: vaccineName(saved, i18n.language) },
      });
      onDone();
    },
    (error) => toastError({ key: 'vaccinations:settings.vaccineFailed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="vaccine-form">
      <Stack gap="4">
        <FormField label={t('vaccinations:settings.nameEs')} required error={form.fieldError('name.es')}>
          <Input {...form.register('name.es')} bg="white" autoComplete="off" />
        </FormField>
        <FormField label={t('vaccinations:settings.nameEn')} required error={form.fieldError('name.en')}>
          <Input {...form.register('name.en')} bg="white" autoComplete="off" />
        </FormField>
        <Controller
          control={form.control}
          name="covers"
          render={({ field }) => (
            <DiseaseCheckboxes
              legend={t('vaccinations:settings.covers')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={form.fieldError('covers')}
            />
          )}
        />
        <FormField
          label={t('vaccinations:settings.validity')}
          required
          error={form.fieldError('validityMonths')}
        >
          <NumberInput control={form.control} name="validityMonths" bg="white" maxW="32" />
        </FormField>
        <FormActions
          submitLabel={t('vaccinations:form.update')}
          submitting={form.isSubmitting}
          onCancel={onDone}
        />
      </Stack>
    </chakra.form>
  );
}

function RulesForm({ rules }: { rules: TVaccinationRulesDto }) {
  const { t } = useTranslation(['vaccinations', 'validation', 'business', 'errors', 'common']);
  const { updateRules } = useVaccinationMutations();
  const form = useZodForm(ZVaccinationRulesDto, { defaultValues: rules });
  const onSubmit = form.submit(
    async (input) => {
      const saved = await updateRules.mutateAsync(input);
      form.reset(saved);
      toastSuccess({ key: 'vaccinations:settings.rulesSaved' });
    },
    (error) => toastError({ key: 'vaccinations:settings.rulesFailed' }, (tr) => errorText(error, tr)),
  );
  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="vaccination-rules-form">
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5">
          {VACCINATION_SERVICES.map((service) => (
            <Stack
              key={service}
              as="fieldset"
              gap="3"
              borderWidth="1px"
              borderRadius="md"
              p="3"
              data-testid={`rules-${service}`}
            >
              <chakra.legend fontWeight="semibold" px="1">
                {t(`vaccinations:settings.service.${service}`)}
              </chakra.legend>
              <FormField label={t('vaccinations:settings.mode')} error={undefined}>
                <NativeSelect.Root size="sm">
                  <NativeSelect.Field {...form.register(`${service}.mode`)} bg="white">
                    {VACCINATION_MODES.map((mode) => (
                      <option key={mode} value={mode}>
                        {t(`vaccinations:settings.mode.${mode}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
              <Controller
                control={form.control}
                name={`${service}.diseases`}
                render={({ field }) => (
                  <DiseaseCheckboxes
                    legend={t('vaccinations:settings.diseases')}
                    name={field.name}
                    value={field.value}
                    onChange={field.onChange}
                    inputRef={field.ref}
                  />
                )}
              />
            </Stack>
          ))}
        </SimpleGrid>
        <FormActions submitLabel={t('vaccinations:settings.saveRules')} submitting={form.isSubmitting} />
      </Stack>
    </chakra.form>
  );
}

export default function VaccinationSettings() {
  const { t, i18n } = useTranslation(['vaccinations', 'common']);
  const diseaseList = useDiseaseList();
  const catalogue = useVaccineCatalogue();
  const rules = useVaccinationRules();
  const [editing, setEditing] = useState<TVaccine | null>(null);

  const columns: Column<TVaccine>[] = [
    {
      key: 'name',
      header: t('vaccinations:settings.columns.name'),
      cell: (v) => vaccineName(v, i18n.language),
    },
    { key: 'covers', header: t('vaccinations:settings.columns.covers'), cell: (v) => diseaseList(v.covers) },
    {
      key: 'validity',
      header: t('vaccinations:settings.columns.validity'),
      numeric: true,
      cell: (v) => t('vaccinations:settings.validityMonths', { count: v.validityMonths }),
    },
  ];

  return (
    <>
      <SectionCard
        title={t('vaccinations:settings.catalogueTitle')}
        hint={t('vaccinations:settings.catalogueHint')}
        gap="4"
        testId="settings-vaccines"
      >
        {catalogue.isPending ? (
          <ListSkeleton rows={3} columns={3} />
        ) : catalogue.isError ? (
          <ErrorState
            title={t('vaccinations:settings.loadError')}
            error={catalogue.error}
            onRetry={() => void catalogue.refetch()}
          />
        ) : (
          <DataTable
            caption={t('vaccinations:settings.catalogueTitle')}
            columns={columns}
            rows={catalogue.data}
            rowKey={(v) => v.id}
            rowTestId="vaccine-row"
            onOpen={setEditing}
          />
        )}
      </SectionCard>
      <SectionCard
        title={t('vaccinations:settings.rulesTitle')}
        hint={t('vaccinations:settings.rulesHint')}
        gap="4"
        testId="settings-vaccination-rules"
      >
        {rules.isPending ? (
          <ListSkeleton rows={3} columns={3} />
        ) : rules.isError ? (
          <ErrorState
            title={t('vaccinations:settings.loadError')}
            error={rules.error}
            onRetry={() => void rules.refetch()}
          />
        ) : (
          <RulesForm key={JSON.stringify(rules.data)} rules={rules.data} />
        )}
      </SectionCard>
      <FormDrawer
        open={editing !== null}
        title={
          editing ? t('vaccinations:settings.editVaccine', { name: vaccineName(editing, i18n.language) }) : ''
        }
        onClose={() => setEditing(null)}
        testId="vaccine-drawer"
      >
        {editing ? <VaccineForm key={editing.id} vaccine={editing} onDone={() => setEditing(null)} /> : null}
      </FormDrawer>
    </>
  );
}
