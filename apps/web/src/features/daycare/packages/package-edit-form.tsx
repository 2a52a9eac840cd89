// Edit a package (docs/spec/product-spec.md §2, Active packages): its type and the days left (a whole number
// from 0), with Save and Cancel. Validated with ZPackageEditInput, the schema the server uses.
import { chakra, Stack } from '@chakra-ui/react';
import { type TDaycarePackage, ZPackageEditInput } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { FormActions } from '../../../app/blocks/form-actions';
import { FormField } from '../../../app/blocks/form-field';
import { NumberInput } from '../../../app/blocks/number-field';
import { errorText } from '../../../lib/errors';
import { toastError, toastSuccess } from '../../../lib/toaster';
import { useZodForm } from '../../../lib/use-zod-form';
import { PackageTypeSelect } from './package-display';
import { usePackageMutations } from './use-packages';

export function PackageEditForm({
  pkg,
  onSaved,
  onCancel,
}: {
  pkg: TDaycarePackage;
  onSaved: (pkg: TDaycarePackage) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['packages', 'validation', 'business', 'errors', 'common']);
  const { update } = usePackageMutations();
  const form = useZodForm(ZPackageEditInput, {
    defaultValues: { packageType: pkg.packageType as string, daysLeft: String(pkg.daysLeft) },
  });

  const onSubmit = form.submit(
    async (input) => {
      const saved = await update.mutateAsync({ id: pkg.id, ...input });
      toastSuccess({ key: 'packages:edit.done' });
      onSaved(saved);
    },
    (error) => toastError({ key: 'packages:edit.failed' }, (tr) => errorText(error, tr)),
  );

  return (
    <chakra.form onSubmit={onSubmit} noValidate data-testid="package-edit-form">
      <Stack gap="5">
        <FormField label={t('packages:fields.packageType')} required error={form.fieldError('packageType')}>
          <PackageTypeSelect {...form.register('packageType')} />
        </FormField>
        <FormField label={t('packages:fields.daysLeft')} required error={form.fieldError('daysLeft')}>
          <NumberInput control={form.control} name="daysLeft" integer bg="white" />
        </FormField>
        <FormActions
          submitLabel={t('packages:edit.save')}
          submitting={form.isSubmitting}
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}
