// The one "are you sure?" dialog for deletions (and other moves that cannot be undone, such as
// cancelling a hotel booking: `confirmLabel` and `keepLabel` name its buttons). Cancel holds the
// focus, so Enter never deletes by accident; Escape and the close button cancel.
import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export function ConfirmDeleteDialog({
  open,
  title,
  text,
  pending,
  onConfirm,
  onClose,
  testId,
  confirmLabel,
  keepLabel,
}: {
  open: boolean;
  title: string;
  text: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Names the dialog `delete-<testId>-dialog` and its button `confirm-delete-<testId>`. */
  testId: string;
  /** The confirming button's text (default: Delete) and the other's (default: Cancel). */
  confirmLabel?: string;
  keepLabel?: string;
}) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
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
          <Dialog.Content data-testid={`delete-${testId}-dialog`}>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={pending}>
                {keepLabel ?? t('cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={pending}
                data-testid={`confirm-delete-${testId}`}
              >
                {confirmLabel ?? t('delete')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
