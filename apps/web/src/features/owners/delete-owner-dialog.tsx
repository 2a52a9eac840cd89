// 'Delete this owner?' (docs/spec/product-spec.md §2).
import type { TOwner } from '@pawdesk/domain';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';

export function DeleteOwnerDialog({
  owner,
  ...rest
}: {
  owner: TOwner | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('owners');
  return (
    <ConfirmDeleteDialog
      {...rest}
      open={owner !== null}
      title={t('delete.title')}
      text={t('delete.text', { name: owner?.name ?? '' })}
      testId="owner"
    />
  );
}
