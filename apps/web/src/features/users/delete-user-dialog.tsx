// Asks before deleting a user (docs/spec/product-spec.md §5).
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '../../app/confirm-delete-dialog';
import type { UserRow } from './user-types';

export function DeleteUserDialog({
  user,
  ...rest
}: {
  user: UserRow | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  return (
    <ConfirmDeleteDialog
      {...rest}
      open={user !== null}
      title={t('delete.title')}
      text={t('delete.text', { username: user?.username ?? '' })}
      testId="user"
    />
  );
}
