// The one "are you sure?" dialog for deletions (and other moves that cannot be undone, such as
// cancelling a hotel booking: `confirmLabel` and `keepLabel` name its buttons). Cancel holds the
// focus, so Enter never deletes by accident; Escape and the close button cancel. With `reason`
// (useConfirmDelete's `askReason`) it also asks why, optionally: the deletion keeps the reason in
// the record's History (docs/domains/audit.md).
import { Button, CloseButton, Dialog, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { AUDIT_REASON_MAX } from '@pawdesk/domain/audit/audit.schema';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from './blocks/form-field';

/** The optional reason's text and setter (useConfirmDelete's `dialog.reason`). */
export interface DeleteReasonField {
  value: string;
  onChange: (value: string) => void;
}

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
  reason,
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
  /** Asks for an optional reason (a textarea under the text). */
  reason?: DeleteReasonField;
}) {
  const { t } = useTranslation(['common', 'blocks']);
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
              {reason ? (
                <Stack gap="4">
                  <Text>{text}</Text>
                  <FormField
                    label={t('blocks:deleteReason.label')}
                    helper={t('blocks:deleteReason.help')}
                    error={undefined}
                  >
                    <Textarea
                      value={reason.value}
                      onChange={(event) => reason.onChange(event.target.value)}
                      maxLength={AUDIT_REASON_MAX}
                      rows={2}
                      disabled={pending}
                      data-testid={`delete-${testId}-reason`}
                    />
                  </FormField>
                </Stack>
              ) : (
                <Text>{text}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button ref={cancelRef} variant="outline" onClick={onClose} disabled={pending}>
                {keepLabel ?? t('common:cancel')}
              </Button>
              <Button
                colorPalette="red"
                onClick={onConfirm}
                loading={pending}
                data-testid={`confirm-delete-${testId}`}
              >
                {confirmLabel ?? t('common:delete')}
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
