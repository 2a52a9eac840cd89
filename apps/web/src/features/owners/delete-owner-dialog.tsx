// 'Delete this owner?' (spec section 2). Cancel holds the focus, so Enter never deletes by accident.
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { TOwner } from '@pawdesk/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function DeleteOwnerDialog({
  owner,
  pending,
  onConfirm,
  onClose,
}: {
  owner: TOwner | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['owners', 'common']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={owner !== null}
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
          <Dialog.Content data-testid="delete-owner-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('owners:delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('owners:delete.text', { name: owner?.name ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={pending}>
                {t('common:cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={pending}
                data-testid="confirm-delete-owner"
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
