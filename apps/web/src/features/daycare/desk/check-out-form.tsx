// The check-out form (the Check Out tab and /daycare/checkout): a required visit among the dogs
// here now, each shown as 'dog · breed · owner · check-in time', optional notes, and Check Out
// (its message offers Undo). Validates with
// the domain's ZCheckOutForm ('Please select a visit to checkout', notes at most 1000).
import { Box, Button, chakra, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import { type TDaycareVisit, ZCheckOutForm } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../app/blocks/form-field';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeskActions } from './use-desk-actions';
import { useVisitLabel } from './visit-display';

export function CheckOutForm({
  visits,
  today,
  loading = false,
  onCheckedOut,
}: {
  /** The visits that can be checked out (active), earliest first. */
  visits: readonly TDaycareVisit[];
  /** The business day, so a visit of an earlier day shows its date. */
  today: string | undefined;
  loading?: boolean;
  onCheckedOut?: (visit: TDaycareVisit) => void;
}) {
  const { t } = useTranslation(['daycare', 'validation', 'business', 'errors', 'common']);
  const actions = useDeskActions();
  const visitLabel = useVisitLabel(today);
  const form = useZodForm(ZCheckOutForm, { defaultValues: { visit: '', notes: '' } });

  const onSubmit = form.submit(async (input) => {
    const visit = await actions.checkOut(input.visit, input.notes ?? undefined);
    if (!visit) return;
    form.reset({ visit: '', notes: '' });
    onCheckedOut?.(visit);
  });

  return (
    <chakra.form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('daycare:checkOutForm.title')}
      data-testid="check-out-form"
    >
      <Stack gap="4">
        <FormField label={t('daycare:checkOutForm.visit')} required error={form.fieldError('visit')}>
          <NativeSelect.Root disabled={loading}>
            <NativeSelect.Field bg="white" {...form.register('visit')}>
              <option value="">
                {loading
                  ? t('common:loading')
                  : visits.length === 0
                    ? t('daycare:checkOutForm.noVisits')
                    : t('daycare:checkOutForm.visitPlaceholder')}
              </option>
              {visits.map((visit) => (
                <option key={visit.id} value={visit.id}>
                  {visitLabel(visit)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField
          label={t('daycare:checkOutForm.notes')}
          error={form.fieldError('notes')}
          helper={t('daycare:checkOutForm.notesHelp')}
        >
          <Textarea bg="white" rows={3} autoresize maxH="40" {...form.register('notes')} />
        </FormField>
        <Box>
          <Button type="submit" colorPalette="brand" loading={form.isSubmitting}>
            {t('daycare:checkOut.button')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
