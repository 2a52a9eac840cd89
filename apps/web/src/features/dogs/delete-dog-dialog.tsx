// 'Are you sure you want to delete this dog?' (spec section 2). Cancel holds the focus.
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import type { TDog } from '@pawdesk/domain';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function DeleteDogDialog({
  dog,
  pending,
  onConfirm,
  onClose,
}: {
  dog: TDog | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(['dogs', 'common']);
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={dog !== null}
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
          <Dialog.Content data-testid="delete-dog-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('dogs:delete.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('dogs:delete.text', { name: dog?.name ?? '', dogId: dog?.dogId ?? '' })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={pending}>
                {t('common:cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={pending}
                data-testid="confirm-delete-dog"
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
