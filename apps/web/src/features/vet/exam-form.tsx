// The exam form (the Examination - {dog} tab, docs/spec/product-spec.md §2): temperature, weight, the exam
// status (In Progress or Completed), a follow-up checkbox with its date shown only when checked,
// findings, treatment recommendations and veterinary notes. The button reads 'Complete
// Examination' when the status is Completed, otherwise 'Save Progress'. Validated with the
// domain's exam form schema (32–43 °C in steps of 0.1, 0.1–100 kg, the follow-up date required
// and after the appointment's day). A blank field clears what was recorded.
import { Box, Checkbox, chakra, NativeSelect, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import {
  addDays,
  EXAM_STATUSES,
  examFormSchema,
  examFormValues,
  isClinician,
  type TVetAppointment,
  VET_EXAM_TEXT_MAX,
} from '@pawdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../app/blocks/date-field';
import { FormActions } from '../../app/blocks/form-actions';
import { FormField } from '../../app/blocks/form-field';
import { NumberInput } from '../../app/blocks/number-field';
import { useDateFormat } from '../../lib/dates';
import { errorText } from '../../lib/errors';
import { useSession } from '../../lib/session';
import { toastError, toastSuccess } from '../../lib/toaster';
import { useTRPC } from '../../lib/trpc';
import { useZodForm } from '../../lib/use-zod-form';
import { type ExamItemDraft, ExamItems } from '../billing/exam-items';
import { useWeightText } from '../dogs/dog-display';
import { useVetMutations } from './use-vet';
import { useVetStatusLabel } from './vet-display';

/**
 * The dog's last weight: its newest measurement (a hotel check, a vet exam, a grooming), else the
 * weight on its record; asked only while the appointment has none.
 */
function useLastWeight(dogId: string, enabled: boolean): { kg: number; at: string | null } | null {
  const trpc = useTRPC();
  const measured = useQuery({ ...trpc.dogs.measurements.queryOptions({ id: dogId }), enabled });
  const points = measured.data?.points ?? [];
  const newest = points.findLast((p) => p.weightKg !== null);
  const record = useQuery({
    ...trpc.dogs.byId.queryOptions({ id: dogId }),
    enabled: enabled && measured.isSuccess && !newest,
  });
  if (!enabled) return null;
  if (newest?.weightKg != null) return { kg: newest.weightKg, at: newest.at };
  const kg = record.data?.dog.weight;
  return typeof kg === 'number' ? { kg, at: null } : null;
}

export function ExamForm({
  appointment,
  onSaved,
  onCancel,
}: {
  appointment: TVetAppointment;
  onSaved: (saved: TVetAppointment) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['vet', 'validation', 'business', 'errors', 'common']);
  const statusLabel = useVetStatusLabel();
  const { saveExam } = useVetMutations();
  const session = useSession();
  // Priced items the vet adds (billing), charged when the exam is saved; clinicians only.
  const [items, setItems] = useState<ExamItemDraft[]>([]);
  const form = useZodForm(examFormSchema(appointment.day), {
    defaultValues: examFormValues(appointment),
  });
  const status = form.watch('status');
  const followUp = form.watch('followUpRequired');
  const lastWeight = useLastWeight(appointment.dog.id, appointment.weight === null);
  const weightText = useWeightText();
  const dates = useDateFormat();
  // No weight recorded yet: start from the dog's last one (saved only with the exam).
  useEffect(() => {
    if (!lastWeight || form.getValues('weight') !== '' || form.getFieldState('weight').isDirty) return;
    form.setValue('weight', String(lastWeight.kg));
  }, [lastWeight, form]);

  const onSubmit = form.submit(
    async (payload) => {
      const charged = items.map(({ price, quantity }) => ({ price, quantity }));
      const saved = await saveExam.mutateAsync({
        id: appointment.id,
        ...payload,
        ...(charged.length > 0 ? { items: charged } : {}),
      });
      toastSuccess(
        { key: 'vet:exam.saved' },
        charged.length > 0
          ? { key: 'billing:examItems.charged', params: { count: charged.length } }
          : undefined,
      );
      setItems([]);
      onSaved(saved);
    },
    (error) => toastError({ key: 'vet:exam.failed' }, (tr) => errorText(error, tr)),
  );

  const text = (name: 'findings' | 'recommendations' | 'vetNotes', label: string) => (
    <FormField label={label} error={form.fieldError(name)}>
      <Textarea
        {...form.register(name)}
        bg="white"
        rows={3}
        autoresize
        maxH="60"
        maxLength={VET_EXAM_TEXT_MAX}
      />
    </FormField>
  );

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('vet:tabs.exam', { dog: appointment.dog.name })}
      data-testid="exam-form"
    >
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
          <FormField label={t('vet:exam.temperature')} error={form.fieldError('temperature')}>
            <NumberInput control={form.control} name="temperature" bg="white" />
          </FormField>
          <FormField
            label={t('vet:exam.weight')}
            error={form.fieldError('weight')}
            helper={
              lastWeight
                ? lastWeight.at
                  ? t('vet:exam.lastWeight', {
                      weight: weightText(lastWeight.kg),
                      date: dates.date(lastWeight.at),
                    })
                  : t('vet:exam.recordWeight', { weight: weightText(lastWeight.kg) })
                : undefined
            }
          >
            <NumberInput control={form.control} name="weight" bg="white" />
          </FormField>
          <FormField label={t('vet:exam.status')} error={form.fieldError('status')}>
            <NativeSelect.Root>
              <NativeSelect.Field bg="white" {...form.register('status')}>
                {EXAM_STATUSES.map((value) => (
                  <option key={value} value={value}>
                    {statusLabel(value)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </FormField>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" alignItems="flex-end">
          <Box pb={{ sm: '2' }}>
            <Controller
              control={form.control}
              name="followUpRequired"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => {
                    field.onChange(details.checked === true);
                    form.clearErrors('followUpDate');
                  }}
                  name={field.name}
                  colorPalette="brand"
                >
                  <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
                  <Checkbox.Control />
                  <Checkbox.Label>{t('vet:exam.followUpRequired')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </Box>
          {followUp ? (
            <FormField label={t('vet:exam.followUpDate')} required error={form.fieldError('followUpDate')}>
              <DateInput
                control={form.control}
                name="followUpDate"
                bg="white"
                min={addDays(appointment.day, 1)}
              />
            </FormField>
          ) : null}
        </SimpleGrid>
        {text('findings', t('vet:exam.findings'))}
        {text('recommendations', t('vet:exam.recommendations'))}
        {text('vetNotes', t('vet:exam.vetNotes'))}
        {isClinician(session?.user.role) ? <ExamItems value={items} onChange={setItems} /> : null}
        <FormActions
          submitLabel={status === 'completed' ? t('vet:exam.complete') : t('vet:exam.saveProgress')}
          submitting={form.isSubmitting}
          onCancel={onCancel}
          cancelLabel={t('vet:exam.back')}
        />
      </Stack>
    </chakra.form>
  );
}
