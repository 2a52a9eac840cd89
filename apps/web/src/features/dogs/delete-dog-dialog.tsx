// 'Are you sure you want to delete this dog?' (docs/spec/product-spec.md §2).
import type { TDog } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';

export function DeleteDogDialog({
  dog,
  ...rest
}: {
  dog: TDog | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('dogs');
  return (
    <ConfirmDeleteDialog
      {...rest}
      open={dog !== null}
      title={t('delete.title')}
      text={t('delete.text', { name: dog?.name ?? '', dogId: dog?.dogId ?? '' })}
      testId="dog"
    />
  );
}
