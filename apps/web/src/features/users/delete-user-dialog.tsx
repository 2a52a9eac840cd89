import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserRow } from './user-types';

/** Asks before deleting (spec section 5); Cancel has the focus, so Enter never deletes by accident. */
export function DeleteUserDialog({
  user,
  pending,
  onConfirm,
  onClose,
}: {
  user: UserRow | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={user !== null}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      initialFocusEl={() => cancelRef.current}
      placement="center"
      size={{ base: 'xs', sm: 'sm' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="delete-user-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('users:delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('users:delete.text', { username: user?.username ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={pending}>
                {t('common:cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={pending}
                data-testid="confirm-delete-user"
              >
                {t('common:delete')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common:close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
